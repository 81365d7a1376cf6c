# https://github.com/langchain-ai/langgraph/issues/2336 : SqliteSaver.list on a file reopened after three turns with a subgraph: filter by metadata, before a checkpoint, limit, checkpoint_ns "" vs a subgraph namespace, and get_tuple of a checkpoint id that is not there
import operator, os, sqlite3, tempfile
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    log: Annotated[list, operator.add]
child = StateGraph(S).add_node("c", lambda s: {"log": ["c"]}).add_edge(START, "c").compile(checkpointer=True)
b = StateGraph(S).add_node("p", lambda s: {"log": ["p"]}).add_node("child", child).add_edge(START, "p").add_edge("p", "child")
path = os.path.join(tempfile.mkdtemp(), "x.db")
with SqliteSaver.from_conn_string(path) as saver:
    g = b.compile(checkpointer=saver)
    for i in range(3):
        g.invoke({"log": ["q" + str(i)]}, {"configurable": {"thread_id": "t"}, "metadata": {"turn": i}})
with SqliteSaver.from_conn_string(path) as saver:
    root = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    allr = list(saver.list(root))
    print(len(allr), [(c.metadata["source"], c.metadata["step"], c.metadata.get("turn")) for c in allr])
    print(len(list(saver.list({"configurable": {"thread_id": "t"}}))))
    print([(c.metadata["step"]) for c in saver.list(root, filter={"turn": 1})])
    print([(c.metadata["step"]) for c in saver.list(root, filter={"turn": 1, "source": "loop"})])
    print([(c.metadata["step"], c.metadata.get("turn")) for c in saver.list(root, before=allr[3].config, limit=2)])
    subs = sorted({c.config["configurable"]["checkpoint_ns"] for c in saver.list(None) if c.config["configurable"]["checkpoint_ns"]})
    print(len(subs), [len(list(saver.list({"configurable": {"thread_id": "t", "checkpoint_ns": ns}}))) for ns in subs])
    print(saver.get_tuple({"configurable": {"thread_id": "t", "checkpoint_ns": "", "checkpoint_id": "nope"}}))
    print(len(list(saver.list(None, filter={"turn": 2}))), len(list(saver.list(None, limit=3))))

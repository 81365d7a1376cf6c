# https://github.com/langchain-ai/langgraph/issues/4866 : delete_thread of a thread paused inside a subgraph (root and subgraph namespaces saved, pending writes kept) on InMemorySaver and SqliteSaver: what saver.list keeps of it and of a second thread, get_state / history of the deleted thread, a resume sent to it, and the thread started afresh
import operator, sqlite3
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": [str(interrupt("q"))]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
b = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub")
for label, saver in [("memory", InMemorySaver()), ("sqlite", SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False)))]:
    g = b.compile(checkpointer=saver)
    a = {"configurable": {"thread_id": "a"}}
    keep = {"configurable": {"thread_id": "keep"}}
    g.invoke({"log": []}, a)
    g.invoke({"log": ["k"]}, keep)
    def nss(tid): return sorted({c.config["configurable"]["checkpoint_ns"].split(":")[0] for c in saver.list({"configurable": {"thread_id": tid}})})
    print(label, "before", nss("a"), nss("keep"), len(list(saver.list(None))))
    saver.delete_thread("a")
    print(" after", nss("a"), nss("keep"), len(list(saver.list(None))))
    st = g.get_state(a, subgraphs=True)
    print(" state", st.values, st.next, st.tasks, len(list(g.get_state_history(a))))
    print(" resume", g.invoke(Command(resume="late"), a))
    print(" fresh", g.invoke({"log": ["again"]}, a))
    print(" keep", g.invoke(Command(resume="k!"), keep))

# https://github.com/langchain-ai/langgraph/issues/1873 : the same graph over InMemorySaver and SqliteSaver(":memory:"): history (step, source, next), list with filter / before / limit, get_tuple pending_writes order after a parallel interrupt, and delete_thread
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ok(s): return {"log": ["ok"]}
def ask(s): return {"log": ["ask=" + interrupt("q")]}
def build(saver):
    return StateGraph(S).add_node("ok", ok).add_node("ask", ask).add_edge(START, "ok").add_edge(START, "ask").compile(checkpointer=saver)
with SqliteSaver.from_conn_string(":memory:") as sq:
    for saver in [InMemorySaver(), sq]:
        g = build(saver)
        cfg = {"configurable": {"thread_id": "1"}}
        g.invoke({"log": []}, cfg)
        tup = saver.get_tuple(cfg)
        print(type(saver).__name__, [(w[1], w[2] if w[1] != "__interrupt__" else "<i>") for w in tup.pending_writes], tup.metadata)
        g.invoke(Command(resume="y"), cfg)
        print([(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
        lst = list(saver.list(cfg))
        print([t.metadata["step"] for t in saver.list(cfg, filter={"source": "loop"})], [t.metadata["step"] for t in saver.list(cfg, before=lst[1].config, limit=1)], [t.metadata["step"] for t in saver.list(None, filter={"step": 0})])
        print(g.get_state(cfg).values)
        saver.delete_thread("1")
        print(list(saver.list(cfg)), saver.get_tuple(cfg))

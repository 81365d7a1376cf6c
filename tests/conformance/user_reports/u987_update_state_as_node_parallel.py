# https://github.com/langchain-ai/langgraph/issues/5829 : update_state(as_node=...) on a thread paused before a join, naming one of two parallel branches; what runs next, the history's sources and writes, and a fork from an older checkpoint resumed with invoke(None)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(n): return lambda s: {"log": [n]}
b = StateGraph(S)
for n in ["l", "r", "join", "after"]:
    b.add_node(n, mk(n))
b.add_edge(START, "l"); b.add_edge(START, "r"); b.add_edge(["l", "r"], "join"); b.add_edge("join", "after")
g = b.compile(checkpointer=InMemorySaver(), interrupt_before=["join"])
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"log": []}, cfg))
c2 = g.update_state(cfg, {"log": ["manual-l"]}, as_node="l")
st = g.get_state(cfg)
print(st.values, st.next, st.metadata["source"])
print(g.invoke(None, cfg))
print(g.invoke(None, cfg))
hist = list(g.get_state_history(cfg))
print([(h.metadata["step"], h.metadata["source"], h.next) for h in hist])
first = [h for h in hist if h.metadata["step"] == 0][0]
fork = g.update_state(first.config, {"log": ["fork"]}, as_node="r")
print(g.get_state(fork).next, g.invoke(None, fork))

# https://github.com/langchain-ai/langgraph/issues/1569 (round 2) : update_state with as_node="__input__", "__copy__", END, None on a fresh thread; metadata writes
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]

b = StateGraph(S); b.add_node("a", lambda s: {"log": ["a"]}); b.add_node("b", lambda s: {"log": ["b"]})
b.add_edge(START, "a"); b.add_edge("a", "b"); b.add_edge("b", END)
g = b.compile(checkpointer=InMemorySaver())
def show(cfg):
    st = g.get_state(cfg)
    return (st.values, st.next, st.metadata.get("source"), st.metadata.get("step"))
cfg = {"configurable": {"thread_id": "fresh"}}
g.update_state(cfg, {"log": ["seed"]})
print(show(cfg))
print(g.invoke(None, cfg))
cfg2 = {"configurable": {"thread_id": "inp"}}
g.update_state(cfg2, {"log": ["as-input"]}, as_node="__input__")
print(show(cfg2))
print(g.invoke(None, cfg2))
cfg3 = {"configurable": {"thread_id": "c"}}
g.invoke({"log": ["x"]}, cfg3)
first = list(g.get_state_history(cfg3))[-2]
c = g.update_state(first.config, None, as_node="__copy__")
print(show(c), len(list(g.get_state_history(cfg3))))
print(g.invoke(None, c))
cfg4 = {"configurable": {"thread_id": "s"}}
g.invoke({"log": ["x"]}, cfg4)
g.update_state(cfg4, {"log": ["after-start"]}, as_node=START)
print(show(cfg4))
g.update_state(cfg4, {"log": ["as-a"]}, as_node="a")
print(show(cfg4))
print([ (h.metadata.get("source"), h.metadata.get("step")) for h in g.get_state_history(cfg4)])

import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import StateUpdate, Overwrite, Command

class S(TypedDict):
    log: Annotated[list[str], operator.add]
def a(state): return {"log": ["a"]}
def b(state): return {"log": ["b"]}
g = StateGraph(S).add_node(a).add_node(b).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
g.bulk_update_state(cfg, [[StateUpdate({"log": ["x"]}, "a")], [StateUpdate({"log": ["y"]}, "b"), ]])
s = g.get_state(cfg)
print(s.values, s.next, s.metadata["source"], s.metadata["step"])
g.update_state(cfg, {"log": Overwrite(["reset"])})
print(g.get_state(cfg).values)
g.update_state(cfg, None, as_node="__copy__")
print(g.get_state(cfg).values, g.get_state(cfg).metadata["source"])
print([(h.metadata["source"], h.metadata["step"]) for h in g.get_state_history(cfg)])
g2 = StateGraph(S).add_node(a).add_node(b).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
c2 = {"configurable": {"thread_id": "2"}}
g2.update_state(c2, {"log": ["seed"]}, as_node="__input__")
print(g2.get_state(c2).values, g2.get_state(c2).next, g2.get_state(c2).metadata["source"])
print(g2.invoke(None, c2))

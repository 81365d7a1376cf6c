# https://github.com/langchain-ai/langchain-mongodb/issues/129: reading history up to a checkpoint (before/limit/filter)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def a(s): return {"log": ["a"]}
def b(s): return {"log": ["b"]}
bd = StateGraph(S); bd.add_node("a", a); bd.add_node("b", b)
bd.add_edge(START, "a"); bd.add_edge("a", "b"); bd.add_edge("b", END)
g = bd.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"log": ["h1"]}, cfg)
g.invoke({"log": ["h2"]}, cfg)
hist = list(g.get_state_history(cfg))
print(len(hist), [(h.metadata["step"], h.metadata["source"]) for h in hist])
mid = hist[4]
print("at", mid.values, mid.next)
print([h.values for h in g.get_state_history(cfg, before=mid.config)][:3])
print([h.metadata["step"] for h in g.get_state_history(cfg, limit=2)])
print([h.metadata["step"] for h in g.get_state_history(cfg, filter={"source": "input"})])
print([h.metadata["step"] for h in g.get_state_history(cfg, filter={"step": 1})])
print(g.get_state(mid.config).values == mid.values, g.get_state(mid.config).config == mid.config)
print(hist[0].parent_config == hist[1].config, hist[-1].parent_config)

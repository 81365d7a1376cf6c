# https://github.com/langchain-ai/langgraph/issues/1504 , #2310 : state keys with dunder names ("__meta__") in a TypedDict and a dataclass: kept as channels (input, node updates, output, get_state), a "__root__" key beside others, a reserved dunder key ("__interrupt__") refused at compile
from dataclasses import dataclass, field
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
S = TypedDict("S", {"__meta__": dict, "x": int, "_priv": int})
g = StateGraph(S); g.add_node("a", lambda s: {"x": s.get("x", 0) + 1, "__meta__": {"seen": sorted(s)}, "_priv": 5}); g.add_edge(START, "a")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(list(app.channels)[:3], app.invoke({"x": 1, "__meta__": {"in": 1}}, cfg))
print(app.get_state(cfg).values)
@dataclass
class D:
    __tag__: str = "t"
    n: int = 0
gd = StateGraph(D); gd.add_node("b", lambda s: {"n": s.n + 1, "__tag__": s.__tag__ + "!"}); gd.add_edge(START, "b")
print(gd.compile().invoke({"n": 1}))
R = TypedDict("R", {"__root__": int, "y": int})
gr = StateGraph(R); gr.add_node("c", lambda s: {"__root__": 3, "y": 4}); gr.add_edge(START, "c")
print(gr.compile().invoke({"y": 1}))
for bad in ({"__interrupt__": int}, {"__resume__": int, "z": int}):
    B = TypedDict("B", bad)
    gb = StateGraph(B); gb.add_node("d", lambda s: {}); gb.add_edge(START, "d")
    try:
        gb.compile()
        print("compiled")
    except Exception as e:
        print("RAISED", type(e).__name__, e)

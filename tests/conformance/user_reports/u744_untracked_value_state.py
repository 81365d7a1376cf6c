# https://github.com/langchain-ai/langgraph/pull/3036 : UntrackedValue in a state schema: nodes see it within a run, it is not saved in checkpoints (get_state, history, next turn), stream values show it, and two writes in one step
from typing import Annotated, TypedDict
from langgraph.channels import UntrackedValue
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
    scratch: Annotated[str, UntrackedValue(str)]
def a(s):
    return {"x": s["x"] + 1, "scratch": "from a"}
def b(s):
    return {"x": s["x"] * 10, "scratch": s.get("scratch", "none") + "+b"}
g = StateGraph(S); g.add_node("a", a); g.add_node("b", b); g.add_edge(START, "a"); g.add_edge("a", "b")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ch in app.stream({"x": 1}, cfg, stream_mode=["values", "updates"]):
    print(ch)
print(app.get_state(cfg).values)
print([h.values for h in app.get_state_history(cfg)])
print(app.invoke({"x": 2}, cfg))
app2 = g.compile()
print(app2.invoke({"x": 5, "scratch": "input"}))
def w1(s): return {"scratch": "1"}
def w2(s): return {"scratch": "2"}
g3 = StateGraph(S); g3.add_node("w1", w1); g3.add_node("w2", w2); g3.add_edge(START, "w1"); g3.add_edge(START, "w2")
try:
    print(g3.compile().invoke({"x": 0}))
except Exception as e:
    print("RAISED", type(e).__name__, str(e).split("\n")[0])

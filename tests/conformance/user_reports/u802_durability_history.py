# https://github.com/langchain-ai/langgraph/issues/5383 : durability="exit" / "async" / "sync" with an interrupt mid-run: which checkpoints the history holds after the pause and after the resume (source, step, next, values)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt
class S(TypedDict):
    x: Annotated[list, operator.add]
def ask(s):
    return {"x": [interrupt("q")]}
for d in ("exit", "async", "sync"):
    g = StateGraph(S); g.add_node("a", lambda s: {"x": ["a"]}); g.add_node("ask", ask); g.add_node("c", lambda s: {"x": ["c"]})
    g.add_edge(START, "a"); g.add_edge("a", "ask"); g.add_edge("ask", "c")
    app = g.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": d}}
    out = app.invoke({"x": []}, cfg, durability=d)
    print(d, out["x"], [(h.metadata["source"], h.metadata["step"], h.next, h.values.get("x")) for h in app.get_state_history(cfg)])
    print(d, app.invoke(Command(resume="r"), cfg, durability=d), [(h.metadata["source"], h.metadata["step"], h.next) for h in app.get_state_history(cfg)])

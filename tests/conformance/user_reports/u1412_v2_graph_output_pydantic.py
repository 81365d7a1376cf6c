# https://github.com/langchain-ai/langgraph/pull/7102 : version="v2" invoke of a pydantic-state graph: GraphOutput's value type and interrupts (empty, then one while paused), invoke with stream_mode="updates" returning StreamPart dicts, and a dataclass state's value
from dataclasses import dataclass, field
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.types import GraphOutput, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class P(BaseModel):
    text: str = ""
    n: int = 0
def up(s: P):
    return {"text": s.text.upper(), "n": s.n + 1}
def ask(s: P):
    return {"text": s.text + "/" + interrupt("ok?")}
g = StateGraph(P).add_node("up", up).add_node("ask", ask).add_edge(START, "up").add_edge("up", "ask").add_edge("ask", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"text": "hi"}, cfg, version="v2")
print(type(r).__name__, isinstance(r, GraphOutput), type(r.value).__name__, r.value, [(i.value) for i in r.interrupts])
r = g.invoke(Command(resume="yes"), cfg, version="v2")
print(type(r.value).__name__, r.value, r.interrupts)
parts = g.invoke({"text": "a"}, {"configurable": {"thread_id": "2"}}, stream_mode="updates", version="v2")
print(type(parts).__name__, [(p["type"], p["ns"], p["data"]) for p in parts])
@dataclass
class D:
    items: list = field(default_factory=list)
g2 = StateGraph(D).add_node("x", lambda s: {"items": s.items + [1]}).add_edge(START, "x").compile()
r = g2.invoke({"items": [0]}, version="v2")
print(type(r.value).__name__, r.value, r.interrupts)

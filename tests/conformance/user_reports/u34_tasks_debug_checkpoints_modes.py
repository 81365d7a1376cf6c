# stream_mode "tasks" / "debug" / "checkpoints" shapes (issues asking what these emit)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def a(s): return {"log": ["a"]}
def ask(s):
    v = interrupt("q")
    return {"log": [v]}

b = StateGraph(S)
b.add_node("a", a); b.add_node("ask", ask)
b.add_edge(START, "a"); b.add_edge("a", "ask"); b.add_edge("ask", END)
g = b.compile(checkpointer=InMemorySaver())

def strip(d):
    if isinstance(d, dict):
        return {k: strip(v) for k, v in d.items() if k not in ("id", "timestamp", "checkpoint_id", "thread_id")}
    if isinstance(d, (list, tuple)):
        return type(d)(strip(v) for v in d)
    if hasattr(d, "value") and hasattr(d, "id"):
        return ("Interrupt", d.value)
    return d

for i, mode in enumerate(["tasks", "debug", "checkpoints"]):
    cfg = {"configurable": {"thread_id": mode}}
    for ch in g.stream({"log": []}, cfg, stream_mode=mode):
        print(mode, strip(ch))
    for ch in g.stream(Command(resume="ans"), cfg, stream_mode=mode):
        print(mode, "resumed", strip(ch))

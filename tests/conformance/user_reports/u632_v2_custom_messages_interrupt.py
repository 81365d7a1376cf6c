# https://github.com/langchain-ai/langgraph/issues/5932 , PR 3251 : stream(version="v2") with custom + tasks + checkpoints modes, an interrupt, and the resume: part keys and data per type
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: str
def a(s):
    get_stream_writer()({"progress": "a"})
    return {"v": s["v"] + "a"}
def b(s):
    ans = interrupt("b?")
    get_stream_writer()({"progress": f"b:{ans}"})
    return {"v": s["v"] + ans}
g = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
def show(p):
    d = p["data"]
    if p["type"] == "tasks":
        d = (d["name"], "start" if "input" in d else ("result", d["result"], d["interrupts"]))
    elif p["type"] == "checkpoints":
        d = (d["metadata"]["step"], d["next"], d["values"], [t["name"] for t in d["tasks"]])
    return (p["type"], sorted(p), d)
for p in g.stream({"v": ""}, c, stream_mode=["custom", "tasks", "checkpoints"], version="v2"):
    print(show(p))
for p in g.stream(Command(resume="B"), c, stream_mode=["custom", "tasks", "checkpoints"], version="v2"):
    print(show(p))

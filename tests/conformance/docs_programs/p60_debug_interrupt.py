from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class S(TypedDict):
    v: str
def a(state): return {"v": state["v"] + "a"}
def b(state): return {"v": state["v"] + interrupt("b?")}
g = StateGraph(S).add_node(a).add_node(b).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(c):
    p = c["payload"]
    if c["type"] == "checkpoint":
        return (c["type"], c["step"], p["values"], p["next"], [(t["name"], t.get("interrupts"), t.get("result")) for t in p["tasks"]], p["metadata"]["source"])
    return (c["type"], c["step"], p.get("name"), p.get("input"), p.get("result"), p.get("error"), p.get("interrupts"), p.get("triggers"))
for c in g.stream({"v": ""}, cfg, stream_mode="debug"):
    print(show(c))
for c in g.stream(Command(resume="B"), cfg, stream_mode="debug"):
    print(show(c))
for c in g.stream({"v": ""}, {"configurable": {"thread_id": "2"}}, stream_mode="tasks"):
    print({k: v for k, v in c.items() if k != "id"})

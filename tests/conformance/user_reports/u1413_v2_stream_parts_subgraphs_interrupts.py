# https://github.com/langchain-ai/langgraph/issues/7008 : version="v2" stream parts with subgraphs=True over several modes: each part's keys, type, ns and data; the values part's interrupts field while a child is paused; custom parts from the child; resuming with a v2 stream
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    v: str
def c1(s):
    get_stream_writer()({"note": "c1"})
    return {"v": s["v"] + "1"}
def c2(s):
    return {"v": s["v"] + interrupt("go?")}
child = StateGraph(S).add_node("c1", c1).add_node("c2", c2).add_edge(START, "c1").add_edge("c1", "c2").compile()
g = StateGraph(S).add_node("child", child).add_node("p", lambda s: {"v": s["v"] + "p"}).add_edge(START, "p").add_edge("p", "child").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
def show(it):
    for part in it:
        ns = tuple(x.split(":")[0] for x in part["ns"])
        extra = sorted(set(part) - {"type", "ns", "data"})
        data = part["data"]
        print(part["type"], ns, extra, data if part["type"] != "values" else (data, [i.value for i in part.get("interrupts", ())]))
show(g.stream({"v": "x"}, cfg, stream_mode=["values", "updates", "custom"], subgraphs=True, version="v2"))
print("--")
show(g.stream(Command(resume="!"), cfg, stream_mode=["values", "updates"], subgraphs=True, version="v2"))

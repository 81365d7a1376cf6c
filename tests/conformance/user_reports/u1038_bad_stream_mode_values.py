# https://github.com/langchain-ai/langgraph/issues/1020 : stream_mode given an unknown string, a list with an unknown mode, an empty list, None, a tuple, duplicates, and version="v3"/"v9": errors and the chunks
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__)
        print("  " + "\n  ".join(str(e).splitlines()[:2]))
b = StateGraph(S)
b.add_node("n", lambda s: {"v": s["v"] + 1}); b.add_edge(START, "n")
g = b.compile()
show("unknown", lambda: list(g.stream({"v": 0}, stream_mode="foo")))
show("list unknown", lambda: list(g.stream({"v": 0}, stream_mode=["values", "bar"])))
show("empty list", lambda: list(g.stream({"v": 0}, stream_mode=[])))
show("none", lambda: list(g.stream({"v": 0}, stream_mode=None)))
show("tuple", lambda: list(g.stream({"v": 0}, stream_mode=("values", "updates"))))
show("dups", lambda: list(g.stream({"v": 0}, stream_mode=["values", "values"])))
show("invoke unknown", lambda: g.invoke({"v": 0}, stream_mode="foo"))
show("invoke updates", lambda: g.invoke({"v": 0}, stream_mode="updates"))
show("version v9", lambda: list(g.stream({"v": 0}, version="v9")))
async def astream_bad():
    return [c async for c in g.astream({"v": 0}, stream_mode="nope")]
show("astream unknown", lambda: asyncio.run(astream_bad()))

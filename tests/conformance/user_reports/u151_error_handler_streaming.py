# https://github.com/langchain-ai/langgraph/issues/8608 : error_handler with custom/messages streaming, subgraphs=True, Command(goto=END) from the handler
import asyncio
from typing_extensions import TypedDict
from langgraph.errors import NodeError
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command

class State(TypedDict, total=False):
    x: str
    y: str

calls = {"n": 0}
def boom(state):
    raise RuntimeError("test")
def after(state):
    return {"y": "after"}
def handler(state, error: NodeError) -> Command:
    calls["n"] += 1
    return Command(update={"x": "handled"}, goto=END)

g = (StateGraph(State).add_node("boom", boom, error_handler=handler).add_node("after", after)
     .add_edge(START, "boom").add_edge("boom", "after").compile())
for mode in ["updates", "values", ["custom", "updates"], ["messages", "updates"], "tasks"]:
    try:
        out = [c for c in g.stream({"x": "in"}, stream_mode=mode)]
        if mode == "tasks":
            out = [(c["name"], c.get("error"), c.get("result")) if "result" in c else (c["name"], c["triggers"]) for c in out]
        print(mode, out, calls["n"])
    except Exception as e:
        print(mode, "raised", type(e).__name__, e, calls["n"])
try:
    print("subgraphs", list(g.stream({"x": "in"}, stream_mode="updates", subgraphs=True)))
except Exception as e:
    print("subgraphs raised", type(e).__name__, e)
async def main():
    print("async", [c async for c in g.astream({"x": "in"}, stream_mode=["custom", "updates"])])
asyncio.run(main())

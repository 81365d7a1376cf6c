# https://github.com/langchain-ai/langgraph/issues/7796 , PR 7886 : invoke(version="v2") with stream_mode values (GraphOutput with .value/.interrupts), updates, a list of modes, custom; interrupts raised inside a subgraph; ainvoke the same
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import MemorySaver
from langgraph.config import get_stream_writer
class State(TypedDict):
    value: str
def human_node(state):
    get_stream_writer()({"before": state["value"]})
    return {"value": interrupt("Approve?")}
sub = StateGraph(State); sub.add_node("human_node", human_node); sub.add_edge(START, "human_node")
g = StateGraph(State); g.add_node("prep", lambda s: {"value": s["value"] + "!"}); g.add_node("sub", sub.compile())
g.add_edge(START, "prep"); g.add_edge("prep", "sub")
app = g.compile(checkpointer=MemorySaver())
def show(r):
    if isinstance(r, list):
        return [(p["type"], p["ns"], p["data"]) for p in r]
    return (type(r).__name__, getattr(r, "value", r), getattr(r, "interrupts", None))
for i, mode in enumerate(["values", "updates", ["values", "updates"], "custom"]):
    cfg = {"configurable": {"thread_id": str(i)}}
    r = app.invoke({"value": "x"}, cfg, version="v2", stream_mode=mode)
    print(i, show(r))
    r = app.invoke(Command(resume="ok"), cfg, version="v2", stream_mode=mode)
    print(i, show(r))
async def main():
    cfg = {"configurable": {"thread_id": "a"}}
    r = await app.ainvoke({"value": "y"}, cfg, version="v2")
    print(show(r))
    r = await app.ainvoke({"value": "y"}, cfg, version="v2", stream_mode="updates")
    print(show(r))
asyncio.run(main())

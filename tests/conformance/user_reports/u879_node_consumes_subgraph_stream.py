# https://github.com/langchain-ai/langgraph/issues/3772 , https://github.com/langchain-ai/langgraph/issues/4826 : nodes that consume a subgraph's own stream (sync stream with updates+custom, async astream of values) inside a parent streamed with subgraphs=True and without: what the node collects and which of the subgraph's chunks (custom included) also reach the parent's stream
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_stream_writer
class S(TypedDict):
    log: Annotated[list, operator.add]
def a(s):
    get_stream_writer()({"in": "a"})
    return {"log": ["a"]}
sub = StateGraph(S).add_node("a", a).add_node("b", lambda s: {"log": ["b"]}).add_edge(START, "a").add_edge("a", "b").compile()
def streamer(s):
    got = []
    for mode, ch in sub.stream({"log": []}, stream_mode=["updates", "custom"]):
        got.append((mode, str(ch)))
    return {"log": ["streamer saw %d: %s" % (len(got), got)]}
async def astreamer(s):
    got = []
    async for ch in sub.astream({"log": []}, stream_mode="values"):
        got.append(ch)
    return {"log": ["astreamer saw %s" % got]}
app = StateGraph(S).add_node("streamer", streamer).add_node("astreamer", astreamer).add_edge(START, "streamer").add_edge("streamer", "astreamer").compile(checkpointer=InMemorySaver())
async def main():
    rows = []
    async for ns, mode, ch in app.astream({"log": []}, {"configurable": {"thread_id": "1"}}, stream_mode=["updates", "custom", "values"], subgraphs=True):
        rows.append(([p.split(":")[0] for p in ns], mode, ch))
    return rows
for r in asyncio.run(main()):
    print(r)
for mode, ch in app.stream({"log": []}, {"configurable": {"thread_id": "2"}}, stream_mode=["updates", "custom"], subgraphs=False):
    print(mode, ch)

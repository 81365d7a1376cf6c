# https://github.com/langchain-ai/langgraph/pull/5117 , #6073 : "tasks" and "checkpoints" modes with subgraphs=True in an async handler through an interrupt and Command(resume)
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    v: str
def ask(state):
    return {"v": state["v"] + interrupt("name?")}
def done(state):
    return {"v": state["v"] + "!"}
sb = StateGraph(S); sb.add_node("ask", ask); sb.add_node("done", done); sb.add_edge(START, "ask"); sb.add_edge("ask", "done")
sub = sb.compile()
pb = StateGraph(S); pb.add_node("prep", lambda s: {"v": "hi "}); pb.add_node("sub", sub)
pb.add_edge(START, "prep"); pb.add_edge("prep", "sub")
g = pb.compile(checkpointer=InMemorySaver())

def show(ns, mode, data):
    ns = [p.split(":")[0] for p in ns]
    if mode == "checkpoints":
        return (ns, mode, data["metadata"]["step"], data["metadata"]["source"], data["next"], data["values"], [(t["name"], t.get("interrupts")) for t in data["tasks"]], data["parent_config"] is None)
    keys = sorted(data)
    return (ns, mode, data["name"], keys, data.get("result"), data.get("interrupts"), data.get("error"))

async def handler(inp, cfg):
    return [show(*c) async for c in g.astream(inp, cfg, stream_mode=["tasks", "checkpoints"], subgraphs=True)]
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    for line in await handler({"v": ""}, cfg):
        print(line)
    print("--- resume")
    for line in await handler(Command(resume="bob"), cfg):
        print(line)
asyncio.run(main())

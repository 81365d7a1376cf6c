# https://github.com/langchain-ai/langgraph/issues/6330 (interrupt part) , #2351 : astream_events v2 through an interrupt and resume (root and subgraph)
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    v: str

def ask(s): return {"v": s["v"] + interrupt("q?")}
def done(s): return {"v": s["v"] + "."}
sb = StateGraph(S); sb.add_node("ask", ask); sb.add_edge(START, "ask"); sb.add_edge("ask", END)
sub = sb.compile()
pb = StateGraph(S); pb.add_node("sub", sub); pb.add_node("done", done); pb.add_edge(START, "sub"); pb.add_edge("sub", "done"); pb.add_edge("done", END)
g = pb.compile(checkpointer=InMemorySaver())

def show(ev):
    md = ev.get("metadata", {})
    d = ev.get("data", {})
    val = d.get("chunk") if "chunk" in d else d.get("output")
    return (ev["event"], ev["name"], md.get("langgraph_node"), md.get("langgraph_step"), val, len(ev["parent_ids"]))

async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    async for ev in g.astream_events({"v": "a"}, cfg, version="v2"):
        print(show(ev))
    print("--- resume")
    async for ev in g.astream_events(Command(resume="B"), cfg, version="v2"):
        print(show(ev))
    print((await g.aget_state(cfg)).values)
asyncio.run(main())

# https://github.com/langchain-ai/langgraph/issues/2694 : astream_events(version="v2") over a checkpointed graph that interrupts, then over the resume: the top-level graph's on_chain_stream chunks (including the __interrupt__ one), the node start/end events, and the graph's on_chain_end output each time
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    topic: str
    outline: str
def outline(s):
    return {"outline": "1. " + s["topic"]}
def confirm(s):
    ans = interrupt({"outline": s["outline"]})
    return {"outline": s["outline"] + " (" + ans + ")"}
app = StateGraph(S).add_node("outline", outline).add_node("confirm", confirm).add_edge(START, "outline").add_edge("outline", "confirm").add_edge("confirm", END).compile(checkpointer=InMemorySaver(), name="writer")
def data(d):
    if isinstance(d, dict):
        return {k: ([i.value for i in v] if k == "__interrupt__" else data(v)) for k, v in d.items()}
    return d
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    for inp in [{"topic": "owls", "outline": ""}, Command(resume="ok")]:
        rows = []
        async for e in app.astream_events(inp, cfg, version="v2"):
            if e["name"] == "writer" or e["event"] in ("on_chain_start", "on_chain_end") and e["metadata"].get("langgraph_node") == e["name"]:
                rows.append((e["event"], e["name"], data(e["data"].get("chunk", e["data"].get("output"))) if e["event"] != "on_chain_start" else None))
        for r in rows:
            print(r)
asyncio.run(main())

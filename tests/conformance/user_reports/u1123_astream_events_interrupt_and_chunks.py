# https://github.com/langchain-ai/langgraph/issues/2626 : astream_events(version="v2") over a graph that interrupts (with a checkpointer), then the resume: the on_chain_stream chunks of the root graph and of nodes, which node end events appear for the interrupted node, and the final on_chain_end output
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
async def pre(s): return {"log": ["pre"]}
async def ask(s): return {"log": ["ask=" + interrupt("q")]}
g = StateGraph(S).add_node("pre", pre).add_node("ask", ask).add_edge(START, "pre").add_edge("pre", "ask").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def clean(x):
    if isinstance(x, dict): return {k: clean(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)): return type(x)(clean(v) for v in x)
    if type(x).__name__ == "Interrupt": return ("Interrupt", x.value)
    return x
async def main():
    for inp in [{"log": []}, Command(resume="yes")]:
        async for e in g.astream_events(inp, cfg, version="v2"):
            if e["name"].startswith("_") or e["name"] in ("RunnableSequence",):
                continue
            print(e["event"], e["name"], clean(e["data"].get("chunk", e["data"].get("output", "-"))) if e["event"] != "on_chain_start" else clean(e["data"].get("input")))
        print("--")
asyncio.run(main())

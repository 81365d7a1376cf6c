# https://github.com/langchain-ai/langgraph/issues/8920 : max_concurrency nested under "configurable" is ignored (only the top-level config key limits a Send fan-out); peak concurrency of an async fan-out with each placement, and what the node sees in its config
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Send
from langchain_core.runnables import RunnableConfig
running = 0
peak = 0
seen = []
class S(TypedDict):
    out: Annotated[list, operator.add]
async def work(p, config: RunnableConfig):
    global running, peak
    running += 1; peak = max(peak, running)
    seen.append((config.get("max_concurrency"), config["configurable"].get("max_concurrency")))
    await asyncio.sleep(0.02)
    running -= 1
    return {"out": [p["i"]]}
g = StateGraph(S)
g.add_node("work", work)
g.add_conditional_edges(START, lambda s: [Send("work", {"i": i}) for i in range(5)])
app = g.compile()
async def main():
    global peak
    for cfg in ({}, {"max_concurrency": 2}, {"configurable": {"max_concurrency": 2}}, {"max_concurrency": 1, "configurable": {"max_concurrency": 4}}):
        peak = 0; seen.clear()
        out = await app.ainvoke({"out": []}, cfg)
        print(cfg, sorted(out["out"]), "peak", peak, sorted(set(seen), key=str))
asyncio.run(main())

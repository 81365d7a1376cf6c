# https://github.com/langchain-ai/langgraph/pull/4486 , langchain-azure PR 1014 : cache of a node reading config (key is input only), cache with a pydantic state, async graph with cache, cached node in stream tasks/debug modes
import asyncio
from typing import TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
calls = []
class P(BaseModel):
    q: str
    a: str = ""
def answer(s: P, config):
    calls.append((s.q, config["configurable"].get("lang")))
    return {"a": s.q.upper() + str(config["configurable"].get("lang"))}
g = StateGraph(P).add_node("answer", answer, cache_policy=CachePolicy()).add_edge(START, "answer").compile(cache=InMemoryCache())
print(g.invoke({"q": "hi"}, {"configurable": {"lang": "en"}}))
print(g.invoke({"q": "hi"}, {"configurable": {"lang": "fr"}}))
print(g.invoke(P(q="hi")), calls)
for ev in g.stream({"q": "hi"}, stream_mode="debug"):
    print(ev["type"], ev["step"], ev["payload"].get("name"), ev["payload"].get("result") if ev["type"] == "task_result" else "")
async def main():
    acalls = []
    class S(TypedDict):
        x: int
        y: int
    async def anode(s):
        acalls.append(s["x"])
        return {"y": s["x"] * 3}
    ag = StateGraph(S).add_node("anode", anode, cache_policy=CachePolicy()).add_edge(START, "anode").compile(cache=InMemoryCache())
    print(await ag.ainvoke({"x": 2, "y": 0}), await ag.ainvoke({"x": 2, "y": 0}), [c async for c in ag.astream({"x": 2, "y": 0}, stream_mode="updates")], acalls)
    await ag.aclear_cache()
    print(await ag.ainvoke({"x": 2, "y": 0}), acalls)
asyncio.run(main())

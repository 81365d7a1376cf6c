# https://github.com/langchain-ai/langgraph/pull/2143 , #3380 : batch()/abatch() with per-input configs, a shared config, return_exceptions, max_concurrency, configurable values reaching nodes, a checkpointer with distinct threads
import asyncio
from typing import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
    who: str
def node(s: S, config: RunnableConfig):
    if s["x"] < 0:
        raise ValueError(f"neg {s['x']}")
    return {"x": s["x"] * 2, "who": config["configurable"].get("user", "?")}
g = StateGraph(S).add_node("n", node).add_edge(START, "n").compile(checkpointer=InMemorySaver())
cfgs = [{"configurable": {"thread_id": f"t{i}", "user": f"u{i}"}} for i in range(3)]
print(g.batch([{"x": 1, "who": ""}, {"x": 2, "who": ""}, {"x": 3, "who": ""}], cfgs))
print(g.batch([{"x": 1, "who": ""}, {"x": -1, "who": ""}], [cfgs[0], cfgs[1]], return_exceptions=True))
try:
    g.batch([{"x": 1, "who": ""}, {"x": -2, "who": ""}], [cfgs[0], cfgs[1]])
except ValueError as e:
    print("raised", e)
print([g.get_state(c).values for c in cfgs])
g2 = StateGraph(S).add_node("n", node).add_edge(START, "n").compile()
print(g2.batch([{"x": 5, "who": ""}, {"x": 6, "who": ""}], {"configurable": {"user": "shared"}, "max_concurrency": 1}))
print(g2.batch([]))
async def main():
    print(await g2.abatch([{"x": 7, "who": ""}, {"x": -7, "who": ""}], {"configurable": {"user": "a"}}, return_exceptions=True))
    print(await g.abatch([{"x": 8, "who": ""}], [{"configurable": {"thread_id": "t9", "user": "z"}}]))
asyncio.run(main())

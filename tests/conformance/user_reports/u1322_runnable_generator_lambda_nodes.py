# https://github.com/langchain-ai/langgraph/issues/2785 : RunnableGenerator and a RunnableLambda over a generator function as nodes, an async RunnableLambda with afunc, RunnableLambda(func).bind-free with config kwargs; what state they leave (do generator chunks merge?), their "updates" chunks, and whether the node streams its chunks in "custom"/"messages" modes
import asyncio
from typing import Iterator
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableConfig, RunnableGenerator, RunnableLambda
from langgraph.graph import StateGraph, START
class S(TypedDict, total=False):
    x: int
    parts: str
    tag: str
def gen(inputs: Iterator[dict]) -> Iterator[dict]:
    for s in inputs:
        yield {"parts": "p%d" % s["x"]}
        yield {"parts": "q"}
def sync_f(s): return {"tag": "sync"}
async def async_f(s): return {"tag": "async"}
def with_cfg(s, config: RunnableConfig): return {"tag": "cfg:%s" % config["configurable"].get("who")}
nodes = {
    "generator": RunnableGenerator(gen),
    "lambda_pair": RunnableLambda(sync_f, afunc=async_f),
    "lambda_cfg": RunnableLambda(with_cfg),
}
for name, node in nodes.items():
    g = StateGraph(S).add_node("n", node).add_edge(START, "n").compile()
    cfg = {"configurable": {"who": "me"}}
    try:
        print(name, g.invoke({"x": 1}, cfg), list(g.stream({"x": 2}, cfg, stream_mode="updates")), asyncio.run(g.ainvoke({"x": 3}, cfg)))
    except Exception as e:
        print(name, "ERR", type(e).__name__, e)

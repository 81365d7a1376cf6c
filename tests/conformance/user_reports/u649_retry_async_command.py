# https://github.com/langchain-ai/langgraph/pull/1062 , #6027 : RetryPolicy on an async node (attempts, execution_info.node_attempt), on a node returning Command(goto) after failing once, on a Send worker failing once; astream updates
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy, Command, Send
from langgraph.runtime import Runtime
pol = RetryPolicy(max_attempts=3, initial_interval=0.001, jitter=False, retry_on=Exception)
seen = []
class S(TypedDict):
    log: Annotated[list, operator.add]
    item: int
async def flaky(s: S, runtime: Runtime):
    att = runtime.execution_info.node_attempt
    seen.append(("flaky", att))
    if att < 2:
        raise ConnectionError("x")
    return Command(goto=[Send("worker", {"item": i, "log": []}) for i in (1, 2)], update={"log": [f"flaky@{att}"]})
wtries = {}
async def worker(s: S, runtime: Runtime):
    wtries[s["item"]] = wtries.get(s["item"], 0) + 1
    if s["item"] == 2 and wtries[2] == 1:
        raise TimeoutError("w2")
    return {"log": [f"w{s['item']}@{runtime.execution_info.node_attempt}"]}
g = StateGraph(S).add_node("flaky", flaky, retry_policy=pol).add_node("worker", worker, retry_policy=pol).add_edge(START, "flaky").compile()
async def main():
    chunks = [c async for c in g.astream({"log": [], "item": 0}, stream_mode="updates")]
    print(chunks[0], sorted(map(str, chunks[1:])))
    print(seen, wtries)
asyncio.run(main())

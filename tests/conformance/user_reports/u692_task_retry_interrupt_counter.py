# https://github.com/langchain-ai/langgraph/pull/1413 , #6208 : a @task with a retry policy that is resumed from interrupt() and then fails once: asked again on the retry?; an async node resumed then failing once (a node calling interrupt() twice taken out: LangGraph's get_state().next is empty then, #6956, deliberate difference (a))
import asyncio
from typing import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
pol = RetryPolicy(initial_interval=0.001, jitter=False, retry_on=ConnectionError)
n = {"t": 0, "node": 0}
@task(retry_policy=pol)
def t(x):
    a = interrupt(f"t {x}?")
    n["t"] += 1
    if n["t"] == 1:
        raise ConnectionError("once")
    return f"{x}:{a}"
@entrypoint(checkpointer=InMemorySaver())
def wf(x: str):
    return t(x).result()
c = {"configurable": {"thread_id": "1"}}
for step in ("a", Command(resume="A"), Command(resume="B"), Command(resume="C")):
    out = wf.invoke(step, c)
    print(out if not isinstance(out, dict) else [i.value for i in out["__interrupt__"]], dict(n))
    if not wf.get_state(c).next:
        break
class S(TypedDict):
    v: list
async def node(s):
    a = interrupt("one?")
    b = "-"
    n["node"] += 1
    if n["node"] == 1:
        raise ConnectionError("once")
    return {"v": [a, b]}
g = StateGraph(S).add_node("n", node, retry_policy=pol).add_edge(START, "n").compile(checkpointer=InMemorySaver())
async def main():
    c2 = {"configurable": {"thread_id": "2"}}
    for step in ({"v": []}, Command(resume="1"), Command(resume="2"), Command(resume="3"), Command(resume="4")):
        out = await g.ainvoke(step, c2)
        print({k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in out.items()}, dict(n))
        if not (await g.aget_state(c2)).next:
            break
asyncio.run(main())

# https://github.com/langchain-ai/langgraph/pull/6775 , PR 8313 (#8302) : graphs run under anyio (the oracle has no trio: asyncio backend only): ainvoke, astream of parallel async nodes, an interrupt and resume, a task group of runs, a move_on_after cancel scope around a slow run
import operator
from typing import Annotated, TypedDict
import anyio
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    slow: bool
async def a(s):
    await anyio.sleep(0)
    return {"log": ["a"]}
async def b(s):
    return {"log": ["b"]}
async def ask(s):
    return {"log": ["ask:" + interrupt("ok?")]}
async def slow(s):
    if s.get("slow"):
        await anyio.sleep(30)
    return {"log": ["slow"]}
g = (StateGraph(S).add_node("a", a).add_node("b", b).add_node("ask", ask).add_node("slow", slow)
     .add_edge(START, "a").add_edge(START, "b").add_edge(["a", "b"], "ask").add_edge("ask", "slow").add_edge("slow", END)
     .compile(checkpointer=InMemorySaver()))
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    chunks = [c async for c in g.astream({"log": []}, cfg, stream_mode="updates")]
    print(sorted(str(c) for c in chunks[:2]), [str(c) for c in chunks[2:]])
    out = await g.ainvoke(Command(resume="yes"), cfg)
    print(sorted(out["log"]))
    results = {}
    async def run(i):
        c = {"configurable": {"thread_id": f"g{i}"}}
        await g.ainvoke({"log": []}, c)
        results[i] = sorted((await g.ainvoke(Command(resume=str(i)), c))["log"])
    async with anyio.create_task_group() as tg:
        for i in range(3):
            tg.start_soon(run, i)
    print(sorted(results.items()))
    c = {"configurable": {"thread_id": "slow"}}
    await g.ainvoke({"log": [], "slow": True}, c)
    with anyio.move_on_after(0.3) as scope:
        await g.ainvoke(Command(resume="go"), c)
    st = await g.aget_state(c)
    print(scope.cancelled_caught, st.next, sorted(st.values["log"]), [(t.name, t.error) for t in st.tasks])
for backend in ["asyncio"]:  # (the oracle venv has no trio)
    print(backend)
    anyio.run(main, backend=backend)

# https://github.com/langchain-ai/langgraph/issues/4084 , round 2 #37 : async entrypoint with an async task using the injected store (aput/asearch), an interrupt inside an async task, astream updates with subgraphs=True, aget_state, resume
import asyncio
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.config import get_store
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
@task
async def remember(x):
    st = get_store()
    await st.aput(("mem",), x, {"x": x})
    return len(await st.asearch(("mem",)))
@task
async def confirm(n):
    return interrupt(f"store has {n}")
@entrypoint(checkpointer=InMemorySaver(), store=InMemoryStore())
async def wf(x: str):
    n = await remember(x)
    ok = await confirm(n)
    return {"n": n, "ok": ok}
async def main():
    c = {"configurable": {"thread_id": "1"}}
    async for ns, d in wf.astream("a", c, stream_mode="updates", subgraphs=True):
        print(ns, d)
    st = await wf.aget_state(c)
    print(st.next, [i.value for i in st.interrupts])
    async for ns, d in wf.astream(Command(resume=True), c, stream_mode="updates", subgraphs=True):
        print(ns, d)
    print(await wf.ainvoke("b", c), await wf.ainvoke(Command(resume=False), c))
    print(await wf.abatch(["c", "d"], [{"configurable": {"thread_id": "x"}}, {"configurable": {"thread_id": "y"}}]))
asyncio.run(main())

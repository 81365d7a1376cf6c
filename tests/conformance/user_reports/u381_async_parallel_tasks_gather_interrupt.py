# https://github.com/langchain-ai/langgraph/issues/5952 , PR 6108 : async @entrypoint gathering async @task calls where two interrupt; plain resume refused; id-map resumes; results
import asyncio
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

@task
async def ask(name):
    return f"{name}={interrupt(name)}"
@task
async def plain(x):
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
async def wf(x):
    res = await asyncio.gather(ask("a"), plain(x), ask("b"))
    return list(res)
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    out = await wf.ainvoke(3, cfg)
    print(sorted(i.value for i in out["__interrupt__"]))
    st = await wf.aget_state(cfg)
    print(st.next, sorted(i.value for i in st.interrupts))
    try:
        await wf.ainvoke(Command(resume="x"), cfg)
        print("scalar accepted")
    except RuntimeError as e:
        print("scalar refused", str(e)[:60])
    for _ in range(3):
        st = await wf.aget_state(cfg)
        if not st.interrupts:
            break
        out = await wf.ainvoke(Command(resume={i.id: f"ans-{i.value}" for i in st.interrupts}), cfg)
        print(out if "__interrupt__" not in out else sorted(i.value for i in out["__interrupt__"]))
asyncio.run(main())

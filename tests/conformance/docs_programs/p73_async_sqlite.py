import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command

class S(TypedDict):
    log: Annotated[list[str], operator.add]
async def a(state): return {"log": ["a"]}
async def b(state): return {"log": [f"b:{interrupt('b?')}"]}
sub = StateGraph(S).add_node(b).add_edge(START, "b").compile()
builder = StateGraph(S).add_node(a).add_node("sub", sub).add_edge(START, "a").add_edge("a", "sub")

@task
async def sq(x): return x * x
async def main():
    async with AsyncSqliteSaver.from_conn_string(":memory:") as saver:
        g = builder.compile(checkpointer=saver)
        cfg = {"configurable": {"thread_id": "1"}}
        r = await g.ainvoke({"log": []}, cfg)
        print(r["log"], [i.value for i in r["__interrupt__"]])
        s = await g.aget_state(cfg, subgraphs=True)
        print(s.next, s.tasks[0].state.values, s.tasks[0].state.next)
        print(await g.ainvoke(Command(resume="yes"), cfg))
        print([(h.metadata["step"], h.next) async for h in g.aget_state_history(cfg)])
        @entrypoint(checkpointer=saver)
        async def wf(x: int, *, previous=None):
            return (previous or 0) + await sq(x)
        c2 = {"configurable": {"thread_id": "f"}}
        print(await wf.ainvoke(3, c2), await wf.ainvoke(4, c2))
        print(len([c async for c in saver.alist(c2)]))
asyncio.run(main())

# https://github.com/langchain-ai/langgraph/issues/2336 : aget_state(subgraphs=True) on a thread paused inside an async subgraph by interrupt, aupdate_state into the subgraph's config and into the parent, then Command(resume=...): the nested state snapshots, the values each level ends with, and the parent history length
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
async def ask(s): return {"log": ["ans=" + str(interrupt({"x": s["x"]}))]}
async def bump(s): return {"x": s["x"] + 1, "log": ["bump"]}
sub = StateGraph(S).add_node("bump", bump).add_node("ask", ask).add_edge(START, "bump").add_edge("bump", "ask").compile()
g = StateGraph(S).add_node("sub", sub).add_node("after", lambda s: {"log": ["after"]}).add_edge(START, "sub").add_edge("sub", "after").compile(checkpointer=InMemorySaver())
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    r = await g.ainvoke({"x": 1, "log": []}, cfg)
    print("paused", [i.value for i in r["__interrupt__"]])
    st = await g.aget_state(cfg, subgraphs=True)
    sst = st.tasks[0].state
    print("parent", st.values, st.next)
    print("sub", sst.values, sst.next, [t.name for t in sst.tasks], [i.value for t in sst.tasks for i in t.interrupts])
    await g.aupdate_state(sst.config, {"x": 50, "log": ["sub-edit"]})
    st = await g.aget_state(cfg, subgraphs=True)
    print("sub after edit", st.tasks[0].state.values, st.tasks[0].state.next)
    r = await g.ainvoke(Command(resume="yes"), cfg)
    print("done", r)
    print("history", len([h async for h in g.aget_state_history(cfg)]))
asyncio.run(main())

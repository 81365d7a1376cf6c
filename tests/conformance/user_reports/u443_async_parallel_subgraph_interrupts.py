# https://github.com/langchain-ai/langgraph/issues/4028 , #5952 : async: two parallel async subgraph nodes interrupting under astream(subgraphs=True), aget_state(subgraphs=True), resume one by id, then the other
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt

class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(tag):
    async def ask(s):
        return {"log": [f"{tag}={interrupt(tag)}"]}
    return StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
async def main():
    b = StateGraph(S)
    b.add_node("p", mk("p")); b.add_node("q", mk("q")); b.add_node("join", lambda s: {"log": ["join"]})
    b.add_edge(START, "p"); b.add_edge(START, "q"); b.add_edge("p", "join"); b.add_edge("q", "join")
    g = b.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    ch = [c async for c in g.astream({"log": []}, cfg, subgraphs=True, stream_mode="updates")]
    print(sorted((len(ns), ns[0].split(":")[0] if ns else "", sorted(d)) for ns, d in ch))
    st = await g.aget_state(cfg, subgraphs=True)
    print(st.next, sorted((t.name, [i.value for i in t.interrupts], t.state.values, t.state.next) for t in st.tasks))
    ids = {i.value: i.id for i in st.interrupts}
    out = await g.ainvoke(Command(resume={ids["p"]: 1}), cfg)
    print(sorted(out["log"]), [i.value for i in out.get("__interrupt__", ())])
    st = await g.aget_state(cfg, subgraphs=True)
    print(st.next, sorted((t.name, [i.value for i in t.interrupts]) for t in st.tasks))
    ids = {i.value: i.id for i in st.interrupts}
    out = await g.ainvoke(Command(resume={ids["q"]: 2}), cfg)
    print(sorted(out["log"]), (await g.aget_state(cfg)).next)
asyncio.run(main())

# https://github.com/langchain-ai/langgraph/issues/4796 , web-app streaming reports : astream stream_mode=["updates","values","custom"] subgraphs=True with get_stream_writer and an interrupt in the subgraph, resume
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    x: int
    ans: str
async def inner(s):
    get_stream_writer()({"progress": "inner", "x": s["x"]})
    return {"ans": interrupt("approve?")}
sb = StateGraph(S); sb.add_node("inner", inner); sb.add_edge(START, "inner")
sub = sb.compile()
async def prep(s):
    get_stream_writer()("prep-custom")
    return {"x": s["x"] + 1}
pb = StateGraph(S); pb.add_node("prep", prep); pb.add_node("sub", sub)
pb.add_edge(START, "prep"); pb.add_edge("prep", "sub"); pb.add_edge("sub", END)
g = pb.compile(checkpointer=InMemorySaver())
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    for inp in ({"x": 1}, Command(resume="ok")):
        async for ns, mode, data in g.astream(inp, cfg, stream_mode=["updates", "values", "custom"], subgraphs=True):
            if mode == "updates" and "__interrupt__" in data:
                data = {"__interrupt__": [(i.value, type(i.id).__name__) for i in data["__interrupt__"]]}
            print([x.split(":")[0] for x in ns], mode, data)
        st = await g.aget_state(cfg)
        print(st.next, st.values, [i.value for i in st.interrupts])
asyncio.run(main())

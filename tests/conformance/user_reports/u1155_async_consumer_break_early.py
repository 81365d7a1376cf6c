# https://github.com/langchain-ai/langgraph/issues/2610 : an async for over astream that breaks after the first chunk (updates, then values), and the thread's state afterwards; then the thread continued with ainvoke(None) and astream(None)
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(name):
    async def f(s):
        get_stream_writer()({"at": name})
        await asyncio.sleep(0)
        return {"log": [name]}
    return f
b = StateGraph(S)
for n in "abc":
    b.add_node(n, mk(n))
b.add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").add_edge("c", END)
g = b.compile(checkpointer=InMemorySaver())
async def main():
    for i, mode in enumerate(["updates", "values"]):
        cfg = {"configurable": {"thread_id": str(i)}}
        agen = g.astream({"log": []}, cfg, stream_mode=mode)
        async for c in agen:
            print(mode, "first", c)
            break
        await agen.aclose()
        st = await g.aget_state(cfg)
        print(mode, "state", st.values, st.next)
        print(mode, "continued", await g.ainvoke(None, cfg))
        print(mode, "again", [c async for c in g.astream(None, cfg, stream_mode="updates")])
asyncio.run(main())

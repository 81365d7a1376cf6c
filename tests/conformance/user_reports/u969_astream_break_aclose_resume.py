# https://github.com/langchain-ai/langgraph/issues/5672 : a consumer breaks out of `async for` over astream after the first node's update and closes the generator (aclose); what the thread saved (values, next, history) and what a later astream(None) on the same thread runs
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
async def a(s): return {"log": ["a"]}
async def b(s): return {"log": ["b"]}
async def c(s): return {"log": ["c"]}
g = StateGraph(S).add_sequence([("a", a), ("b", b), ("c", c)]).add_edge(START, "a").compile(checkpointer=InMemorySaver())
async def main():
    for dur in ["sync", "async", "exit"]:
        cfg = {"configurable": {"thread_id": dur}}
        seen = []
        agen = g.astream({"log": ["in"]}, cfg, stream_mode="updates", durability=dur)
        async for ch in agen:
            seen.append(ch)
            break
        await agen.aclose()
        st = await g.aget_state(cfg)
        print(dur, seen, st.values, st.next, [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
        rest = [ch async for ch in g.astream(None, cfg, stream_mode="updates", durability=dur)]
        print(dur, "resumed", rest, (await g.aget_state(cfg)).values)
asyncio.run(main())

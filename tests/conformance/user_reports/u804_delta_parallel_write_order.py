# https://github.com/langchain-ai/langgraph/issues/8382 : two parallel tasks writing one DeltaChannel in a superstep (nodes named so their finish order and name order differ): the live value, the value get_state rebuilds, and a continued run's value
import asyncio
from typing import Annotated, TypedDict
from langgraph.channels.delta import DeltaChannel
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START
def append(current, writes):
    out = list(current or [])
    for w in writes:
        out.extend(w if isinstance(w, list) else [w])
    return out
class S(TypedDict):
    log: Annotated[list, DeltaChannel(append, snapshot_frequency=1000)]
async def zeta(s):
    return {"log": ["zeta"]}
async def alpha(s):
    await asyncio.sleep(0.01)
    return {"log": ["alpha"]}
async def mid(s):
    return {"log": ["mid"]}
b = StateGraph(S); b.add_node("zeta", zeta); b.add_node("alpha", alpha); b.add_node("mid", mid)
b.add_edge(START, "zeta"); b.add_edge(START, "alpha"); b.add_edge("zeta", "mid"); b.add_edge("alpha", "mid")
app = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
async def main():
    live = await app.ainvoke({"log": ["in"]}, cfg)
    print("live", live)
    print("read", (await app.aget_state(cfg)).values)
    print("next run", await app.ainvoke({"log": ["in2"]}, cfg))
    print([(h.metadata["step"], h.values["log"]) for h in [s async for s in app.aget_state_history(cfg)]][:5])
asyncio.run(main())

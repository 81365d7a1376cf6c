# https://github.com/langchain-ai/docs/pull/1658 , #1020 : non-str thread ids across the API: int 7, UUID, None, 0 through invoke, get_state, get_state_history, update_state, astream, the checkpoints mode's config
import asyncio, uuid, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
saver = InMemorySaver()
g = StateGraph(S).add_node("n", lambda s: {"log": ["n"]}).add_edge(START, "n").compile(checkpointer=saver)
for tid in (7, uuid.UUID(int=3), None, 0):
    c = {"configurable": {"thread_id": tid}}
    cps = [cp["config"]["configurable"]["thread_id"] for cp in g.stream({"log": ["i"]}, c, stream_mode="checkpoints")]
    print(repr(tid), [repr(x) for x in cps])
    print(repr(tid), g.get_state(c).values, len(list(g.get_state_history(c))))
    try:
        r = g.update_state(c, {"log": ["u"]})
        print(repr(tid), "update", repr(r["configurable"]["thread_id"]), g.get_state(c).values)
    except Exception as e:
        print(repr(tid), "update raised", type(e).__name__, e)
    async def a():
        return [ch async for ch in g.astream({"log": ["a"]}, c, stream_mode="values")][-1], (await g.aget_state(c)).values
    print(repr(tid), asyncio.run(a()))
print(sorted(repr(t.config["configurable"]["thread_id"]) for t in saver.list(None)))

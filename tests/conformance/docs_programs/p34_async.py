import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, Send
from langgraph.config import get_stream_writer

class State(TypedDict):
    items: Annotated[list, operator.add]
    n: int

async def a(state: State):
    get_stream_writer()({"a": state["n"]})
    await asyncio.sleep(0)
    return {"items": ["a"]}

async def worker(arg: dict):
    return {"items": [f"w{arg['i']}"]}

def fan(state: State):
    return [Send("worker", {"i": i}) for i in range(state["n"])]

async def ask(state: State):
    v = interrupt("ok?")
    return {"items": [f"ask:{v}"]}

b = StateGraph(State)
b.add_node(a); b.add_node("worker", worker); b.add_node(ask)
b.add_edge(START, "a")
b.add_conditional_edges("a", fan, ["worker"])
b.add_edge("worker", "ask")
g = b.compile(checkpointer=InMemorySaver())

async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    r = await g.ainvoke({"items": [], "n": 3}, cfg)
    print(sorted(r["items"]), [i.value for i in r["__interrupt__"]])
    async for c in g.astream(Command(resume="yes"), cfg, stream_mode=["updates", "values"]):
        print(c)
    cfg = {"configurable": {"thread_id": "2"}}
    lines = [(c[0], c[1], sorted(c[2].items()) if isinstance(c[2], dict) else c[2])
             async for c in g.astream({"items": [], "n": 2}, cfg, stream_mode=["custom", "updates"], subgraphs=True)]
    print(sorted(map(str, lines)))  # the workers run in parallel
    s = await g.aget_state(cfg)
    print(s.next, sorted(s.values["items"]))
    hist = [h async for h in g.aget_state_history(cfg)]
    print(len(hist), [h.next for h in hist])
    await g.aupdate_state(cfg, {"items": ["manual"]}, as_node="worker")
    print((await g.aget_state(cfg)).next)
    print(await g.abatch([{"items": [], "n": 0}, {"items": ["z"], "n": 0}], [{"configurable": {"thread_id": "b1"}}, {"configurable": {"thread_id": "b2"}}]))
asyncio.run(main())

# https://github.com/langchain-ai/langgraph/pull/7112 : durability="async" on a ten-step loop (sync and async runs): the state read right after the run returns, the number of checkpoints in the history and their steps, and a run that interrupts under async durability then is resumed
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict, total=False):
    n: int
    ok: str
def step(s):
    return {"n": s["n"] + 1}
def gate(s):
    return {"ok": interrupt("go?")}
g = (StateGraph(S).add_node("step", step).add_node("gate", gate).add_edge(START, "step")
     .add_conditional_edges("step", lambda s: "step" if s["n"] < 10 else "gate", ["step", "gate"]).add_edge("gate", END)
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "s"}}
print(g.invoke({"n": 0}, cfg, durability="async"))
st = g.get_state(cfg)
print(st.values, st.next, st.metadata["step"], len(list(g.get_state_history(cfg))))
print(g.invoke(Command(resume="y"), cfg, durability="async"), g.get_state(cfg).next)
print([h.metadata["step"] for h in g.get_state_history(cfg)])
async def main():
    cfg = {"configurable": {"thread_id": "a"}}
    out = await g.ainvoke({"n": 3}, cfg, durability="async")
    st = await g.aget_state(cfg)
    print(out, st.values, st.next, len([h async for h in g.aget_state_history(cfg)]))
asyncio.run(main())

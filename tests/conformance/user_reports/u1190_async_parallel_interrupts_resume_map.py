# https://github.com/langchain-ai/langgraph/issues/6624 : async parallel branches that each interrupt (one twice in sequence), resumed with Command(resume={id: value}) for one, then for the rest: the interrupt values and the state's pending interrupts after each step, and the final log
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
async def a(s): return {"log": ["a=" + interrupt("qa")]}
async def b(s):
    one = interrupt("qb1")
    two = interrupt("qb2")
    return {"log": ["b=" + one + "/" + two]}
def c(s): return {"log": ["c=" + interrupt("qc")]}
bld = StateGraph(S).add_node("a", a).add_node("b", b).add_node("c", c).add_node("j", lambda s: {"log": ["j"]})
for n in "abc":
    bld.add_edge(START, n)
bld.add_edge(["a", "b", "c"], "j").add_edge("j", END)
g = bld.compile(checkpointer=InMemorySaver())
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    r = await g.ainvoke({"log": []}, cfg)
    print("first", sorted(i.value for i in r["__interrupt__"]))
    st = await g.aget_state(cfg)
    by_val = {i.value: i.id for i in st.interrupts}
    r = await g.ainvoke(Command(resume={by_val["qa"]: "A"}), cfg)
    print("after a", sorted(i.value for i in r["__interrupt__"]), r["log"])
    st = await g.aget_state(cfg)
    print("pending", sorted(i.value for i in st.interrupts), st.next)
    r = await g.ainvoke(Command(resume={i.id: i.value.upper() for i in st.interrupts}), cfg)
    print("after all", sorted(i.value for i in r.get("__interrupt__", [])), r["log"])
    st = await g.aget_state(cfg)
    r = await g.ainvoke(Command(resume={i.id: "last" for i in st.interrupts}), cfg)
    print("final", sorted(r["log"]), r.get("__interrupt__"))
asyncio.run(main())

# https://github.com/langchain-ai/langgraph/pull/7274 : a drain requested by one of two parallel nodes: the sibling's writes kept, the run stopping before the next step, get_state(subgraphs=True) and the tasks left, the v3 lifecycle of a drained run, and an async resume with a fresh RunControl
import asyncio
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.runtime import Runtime, RunControl
from langgraph.errors import GraphDrained
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
def left(s, runtime: Runtime):
    runtime.control.request_drain("deploy")
    return {"log": ["left"]}
def right(s):
    return {"log": ["right"]}
def after(s):
    return {"log": ["after"]}
g = (StateGraph(S).add_node("left", left).add_node("right", right).add_node("after", after)
     .add_edge(START, "left").add_edge(START, "right").add_edge(["left", "right"], "after").add_edge("after", END)
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"log": []}, cfg)
except GraphDrained as e:
    print("drained", e.reason)
st = g.get_state(cfg, subgraphs=True)
print(sorted(st.values["log"]), st.next, [t.name for t in st.tasks])
run = g.stream_events({"log": []}, {"configurable": {"thread_id": "v3"}}, version="v3")
try:
    print([(e["event"], len(e["namespace"])) for e in run.lifecycle])
except GraphDrained as e:
    print("v3 drained", e.reason)
try:
    print(run.interrupted, run.output)
except GraphDrained as e:
    print("output drained", e.reason)
async def main():
    out = await g.ainvoke(None, cfg, control=RunControl())
    print(sorted(out["log"]))
asyncio.run(main())

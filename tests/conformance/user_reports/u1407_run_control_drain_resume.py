# https://github.com/langchain-ai/langgraph/pull/7274 : cooperative drain with RunControl: a node asks runtime.control to drain, the run stops at the next superstep with GraphDrained (its reason), the saved checkpoint's next nodes and values, and invoke(None) with a fresh control finishing the thread; a control drained before the run starts
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.runtime import Runtime, RunControl
from langgraph.errors import GraphDrained, GraphBubbleUp
class S(TypedDict, total=False):
    steps: list
def a(s, runtime: Runtime):
    runtime.control.request_drain("sigterm")
    return {"steps": s.get("steps", []) + ["a", runtime.control.drain_requested, runtime.control.drain_reason]}
def b(s, runtime: Runtime):
    return {"steps": s["steps"] + ["b", runtime.control.drain_requested]}
g = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").add_edge("b", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
print(issubclass(GraphDrained, GraphBubbleUp))
try:
    g.invoke({"steps": []}, cfg)
except GraphDrained as e:
    print("drained", e.reason, str(e))
st = g.get_state(cfg)
print(st.next, st.values, st.metadata["step"])
print(g.invoke(None, cfg, control=RunControl()))
c = RunControl()
c.request_drain()
try:
    print(g.invoke({"steps": []}, {"configurable": {"thread_id": "t2"}}, control=c))
except GraphDrained as e:
    print("drained early", e.reason, g.get_state({"configurable": {"thread_id": "t2"}}).next)

# https://github.com/langchain-ai/langgraph/issues/1569 , studio#218 : interrupt_before="*" / interrupt_after="*" at call time: snapshots, tasks, stepping with invoke(None), values chunks
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
g = StateGraph(S)
g.add_node("a", lambda s: {"x": s["x"] + 1}); g.add_node("b", lambda s: {"x": s["x"] * 2})
g.add_edge(START, "a"); g.add_edge("a", "b")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(list(app.stream({"x": 1}, cfg, interrupt_before="*", stream_mode="values")))
while app.get_state(cfg).next:
    st = app.get_state(cfg)
    print(st.next, [(t.name, t.interrupts) for t in st.tasks], st.interrupts)
    print(list(app.stream(None, cfg, interrupt_before="*", stream_mode=["values", "updates"])))
cfg2 = {"configurable": {"thread_id": "2"}}
print(list(app.stream({"x": 1}, cfg2, interrupt_after="*", stream_mode="updates")))
print(list(app.stream(None, cfg2, interrupt_after="*", stream_mode="updates")))
print(app.invoke(None, cfg2))

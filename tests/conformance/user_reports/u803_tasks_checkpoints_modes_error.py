# https://github.com/langchain-ai/langgraph/pull/5117 : stream_mode=["tasks", "checkpoints"] when a node raises (task start without a result, no checkpoint after), with an interrupt (a task result holding the interrupt) and its resume, and Send tasks' triggers; get_state's task error afterwards
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, Send, interrupt
class S(TypedDict):
    x: Annotated[list, operator.add]
def clean(o):
    if isinstance(o, dict):
        return {k: clean(v) for k, v in o.items() if k not in ("id", "timestamp", "checkpoint_id", "thread_id")}
    if isinstance(o, (list, tuple)):
        return type(o)(clean(v) for v in o)
    return o
def boom(s):
    raise ValueError("bad")
g = StateGraph(S); g.add_node("a", lambda s: {"x": ["a"]}); g.add_node("boom", boom); g.add_edge(START, "a"); g.add_edge("a", "boom")
app = g.compile(checkpointer=InMemorySaver())
try:
    for c in app.stream({"x": []}, {"configurable": {"thread_id": "1"}}, stream_mode=["tasks", "checkpoints"]):
        print(clean(c))
except ValueError as e:
    print("raised", e)
st = app.get_state({"configurable": {"thread_id": "1"}})
print(st.next, [(t.name, t.error, t.result) for t in st.tasks], clean(st.metadata))
g2 = StateGraph(S); g2.add_node("ask", lambda s: {"x": [interrupt("q")]}); g2.add_edge(START, "ask")
a2 = g2.compile(checkpointer=InMemorySaver())
for c in a2.stream({"x": []}, {"configurable": {"thread_id": "2"}}, stream_mode=["tasks", "debug"]):
    print(clean(c))
for c in a2.stream(Command(resume="r"), {"configurable": {"thread_id": "2"}}, stream_mode="tasks"):
    print(clean(c))
g3 = StateGraph(S); g3.add_node("w", lambda s: {"x": [s["v"]]}); g3.add_conditional_edges(START, lambda s: [Send("w", {"v": i}) for i in range(2)])
for c in g3.compile().stream({"x": []}, stream_mode="tasks"):
    print(clean(c))

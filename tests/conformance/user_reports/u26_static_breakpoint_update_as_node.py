# https://github.com/langchain-ai/langgraph/issues/1569 and langgraph-studio#218: interrupt_before, update_state as_node
from typing import Annotated, TypedDict
from langchain_core.messages import AnyMessage
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import StateGraph, add_messages

class State(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]

def foo(state): return {"messages": [("ai", "This is foo")]}
def bar(state): return {"messages": [("ai", "This is bar")]}
def baz(state): return {"messages": [("ai", "This is baz")]}

gb = StateGraph(State)
gb.set_entry_point("foo")
gb.add_node("foo", foo); gb.add_node("bar", bar); gb.add_node("baz", baz)
gb.add_edge("foo", "bar"); gb.add_edge("bar", "baz")
gb.set_finish_point("baz")
app = gb.compile(checkpointer=MemorySaver(), interrupt_before=["bar", "baz"])
cfg = {"configurable": {"thread_id": "1"}}
def show(r):
    return {k: ([m.content for m in v] if k == "messages" else v) for k, v in r.items()}
print(show(app.invoke({"messages": [("human", "Hello")]}, cfg)))
st = app.get_state(cfg)
print(st.next, st.interrupts, [t.name for t in st.tasks])
# resuming with new input instead of None
print(show(app.invoke({"messages": [("human", "again")]}, cfg)))
print(app.get_state(cfg).next)
# update as bar: skips bar, next becomes baz
app.update_state(cfg, {"messages": [("ai", "manual bar")]}, as_node="bar")
st = app.get_state(cfg)
print(st.next, st.metadata["source"], st.metadata["step"], [m.content for m in st.values["messages"]])
print(show(app.invoke(None, cfg)))
print(show(app.invoke(None, cfg)))
print(app.get_state(cfg).next)
for h in app.get_state_history(cfg):
    print(h.metadata["step"], h.metadata["source"], h.next, sorted((h.metadata.get("writes") or {}).keys()) if "writes" in h.metadata else "-")
try:
    app.update_state(cfg, {"messages": []}, as_node="nope")
except Exception as e:
    print(type(e).__name__, e)

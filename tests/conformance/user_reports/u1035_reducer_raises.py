# https://github.com/langchain-ai/langgraph/issues/2644 : a user reducer that raises (ValueError) on a node's write, on the graph input, and on update_state: the exception type, text, notes, whether it is wrapped, and the thread's state after
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
def strict(a, b):
    if b is not None and b < 0:
        raise ValueError(f"negative write {b}")
    return (a or 0) + b
class S(TypedDict):
    v: Annotated[int, strict]
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0], getattr(e, "__notes__", None), type(e.__cause__).__name__ if e.__cause__ else None)
b = StateGraph(S)
b.add_node("n", lambda s: {"v": -5 if s["v"] > 2 else 1})
b.add_edge(START, "n")
g = b.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
show("ok run", lambda: g.invoke({"v": 1}, c))
show("node write", lambda: g.invoke({"v": 3}, c))
show("state", lambda: (lambda st: (st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks]))(g.get_state(c)))
show("history", lambda: [(h.values, h.next) for h in g.get_state_history(c)])
show("input", lambda: g.invoke({"v": -1}, {"configurable": {"thread_id": "i"}}))
show("input state", lambda: g.get_state({"configurable": {"thread_id": "i"}}).values)
show("update_state", lambda: g.update_state(c, {"v": -2}, as_node="n"))
show("after update", lambda: g.get_state(c).values)

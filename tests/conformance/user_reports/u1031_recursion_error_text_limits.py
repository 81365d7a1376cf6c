# https://github.com/langchain-ai/langgraph/issues/148 : GraphRecursionError's full text and lc_error_code for recursion_limit 1 / 3 / default, what stream(updates) yielded before it, recursion_limit=0 and negative / non-int values, and the checkpointed next after it
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import GraphRecursionError
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None), isinstance(e, RecursionError))
        print("  " + "\n  ".join(str(e).splitlines()))
b = StateGraph(S)
b.add_node("loop", lambda s: {"v": s["v"] + 1})
b.add_edge(START, "loop"); b.add_conditional_edges("loop", lambda s: "loop" if s["v"] < 1000 else END)
g = b.compile(checkpointer=InMemorySaver())
show("default", lambda: g.invoke({"v": 0}, {"configurable": {"thread_id": "d"}}))
show("limit 3", lambda: g.invoke({"v": 0}, {"configurable": {"thread_id": "l3"}, "recursion_limit": 3}))
st = g.get_state({"configurable": {"thread_id": "l3"}})
print("l3 state", st.values, st.next, st.metadata["step"])
show("limit 1", lambda: g.invoke({"v": 0}, {"configurable": {"thread_id": "l1"}, "recursion_limit": 1}))
seen = []
def streamed():
    for ch in g.stream({"v": 0}, {"configurable": {"thread_id": "s"}, "recursion_limit": 2}, stream_mode="updates"):
        seen.append(ch)
show("stream limit 2", streamed)
print("seen", seen)
show("limit 0", lambda: g.invoke({"v": 0}, {"configurable": {"thread_id": "z"}, "recursion_limit": 0}))
show("limit -1", lambda: g.invoke({"v": 0}, {"configurable": {"thread_id": "n"}, "recursion_limit": -1}))
e = GraphRecursionError("custom")
print(repr(e), e.args)

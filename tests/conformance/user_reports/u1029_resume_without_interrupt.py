# https://github.com/langchain-ai/langgraph/issues/4799 : Command(resume=...) on a fresh thread, on a finished thread, on a thread paused by interrupt_before (no interrupt() pending); interrupt() called in a graph with no checkpointer; what each returns or raises
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
    ans: str
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None))
        print("  " + "\n  ".join(str(e).splitlines()))
def ask(s):
    return {"ans": interrupt("q?")}
b = StateGraph(S)
b.add_node("prep", lambda s: {"v": s["v"] + 1}); b.add_node("ask", ask)
b.add_edge(START, "prep"); b.add_edge("prep", "ask"); b.add_edge("ask", END)
g = b.compile(checkpointer=InMemorySaver())
show("fresh", lambda: g.invoke(Command(resume="x"), {"configurable": {"thread_id": "fresh"}}))
st = g.get_state({"configurable": {"thread_id": "fresh"}})
print("fresh state", st.values, st.next)
c = {"configurable": {"thread_id": "done"}}
print(g.invoke({"v": 0, "ans": ""}, c))
show("first resume", lambda: g.invoke(Command(resume="yes"), c))
show("second resume", lambda: g.invoke(Command(resume="again"), c))
print("done state", g.get_state(c).values, g.get_state(c).next)
g2 = b.compile(checkpointer=InMemorySaver(), interrupt_before=["prep"])
c2 = {"configurable": {"thread_id": "ib"}}
print(g2.invoke({"v": 0, "ans": ""}, c2))
show("resume at breakpoint", lambda: g2.invoke(Command(resume="r"), c2))
print("ib state", g2.get_state(c2).values, g2.get_state(c2).next, [t.interrupts for t in g2.get_state(c2).tasks])
show("no checkpointer", lambda: b.compile().invoke({"v": 0, "ans": ""}))
show("no checkpointer stream", lambda: list(b.compile().stream({"v": 0, "ans": ""}, stream_mode="updates")))

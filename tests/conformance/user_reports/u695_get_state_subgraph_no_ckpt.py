# tester report (round 9 brief item 3): get_state(subgraphs=True) for a subgraph compiled with checkpointer=False
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    a: int
def inner(s):
    v = interrupt("q")
    return {"a": s["a"] + v}
for flag in (False, None, True):
    sg = StateGraph(S); sg.add_node("inner", inner); sg.add_edge(START, "inner")
    sub = sg.compile(checkpointer=flag)
    g = StateGraph(S); g.add_node("sub", sub); g.add_edge(START, "sub")
    app = g.compile(checkpointer=InMemorySaver())
    c = {"configurable": {"thread_id": str(flag)}}
    try:
        print(flag, app.invoke({"a": 1}, c))
    except Exception as e:
        print(flag, "RAISED", type(e).__name__, e)
    st = app.get_state(c, subgraphs=True)
    print(flag, st.next, [(t.name, type(t.state).__name__, getattr(t.state, "values", None), getattr(t.state, "next", None)) for t in st.tasks])
    try:
        print(flag, app.invoke(Command(resume=5), c))
    except Exception as e:
        print(flag, "RAISED", type(e).__name__, e)
    st = app.get_state(c, subgraphs=True)
    print(flag, st.values, st.next, [(t.name, t.state) for t in st.tasks])

# https://github.com/langchain-ai/langgraph/issues/6208 : resuming in odd ways: a plain resume value with two interrupts pending, a resume map naming one of two, a map with an unknown id (taken as the value), resuming a finished thread and a fresh thread, Command(update=..., resume=...) and Command(goto=...) on a paused thread, interrupt(None) and an interrupt without a checkpointer
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt
class S(TypedDict):
    x: Annotated[list, operator.add]
def tryp(label, f):
    try:
        out = f()
        if isinstance(out, dict) and "__interrupt__" in out:
            out = {**out, "__interrupt__": [i.value for i in out["__interrupt__"]]}
        print(label, out)
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0])
g = StateGraph(S); g.add_node("p1", lambda s: {"x": [interrupt("P")]}); g.add_node("p2", lambda s: {"x": [interrupt("Q")]}); g.add_edge(START, "p1"); g.add_edge(START, "p2")
app = g.compile(checkpointer=InMemorySaver())
c1 = {"configurable": {"thread_id": "1"}}
app.invoke({"x": []}, c1)
tryp("plain with two", lambda: app.invoke(Command(resume="r"), c1))
c2 = {"configurable": {"thread_id": "2"}}
ids = {i.value: i.id for i in app.invoke({"x": []}, c2)["__interrupt__"]}
tryp("map one", lambda: app.invoke(Command(resume={ids["Q"]: "q"}), c2))
st = app.get_state(c2)
print(st.values, st.next, sorted(i.value for i in st.interrupts))
tryp("map unknown id", lambda: app.invoke(Command(resume={"nope": 1}), c2))
print(app.get_state(c2).next)
def two(s):
    a = interrupt("A"); b = interrupt("B")
    return {"x": [a, b]}
g2 = StateGraph(S); g2.add_node("two", two); g2.add_edge(START, "two")
app2 = g2.compile(checkpointer=InMemorySaver())
c3 = {"configurable": {"thread_id": "3"}}
tryp("two 1", lambda: app2.invoke({"x": []}, c3))
tryp("two 2", lambda: app2.invoke(Command(resume="a"), c3))
tryp("two 3", lambda: app2.invoke(Command(resume="b"), c3))
tryp("finished", lambda: app2.invoke(Command(resume="z"), c3))
tryp("fresh", lambda: app2.invoke(Command(resume="z"), {"configurable": {"thread_id": "new"}}))
c4 = {"configurable": {"thread_id": "4"}}
app2.invoke({"x": []}, c4)
tryp("update+resume", lambda: app2.invoke(Command(resume="a", update={"x": ["u"]}), c4))
print(app2.get_state(c4).values)
c5 = {"configurable": {"thread_id": "5"}}
app2.invoke({"x": []}, c5)
tryp("goto", lambda: app2.invoke(Command(goto="two", update={"x": ["g"]}), c5))
g3 = StateGraph(S); g3.add_node("n", lambda s: {"x": [interrupt(None)]}); g3.add_edge(START, "n")
tryp("interrupt None", lambda: g3.compile(checkpointer=InMemorySaver()).invoke({"x": []}, {"configurable": {"thread_id": "6"}}))
tryp("no checkpointer", lambda: g3.compile().invoke({"x": []}))

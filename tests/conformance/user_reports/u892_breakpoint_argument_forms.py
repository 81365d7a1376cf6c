# https://github.com/langchain-ai/langgraph/issues/1554 , https://github.com/langchain-ai/langgraph/issues/2986 : breakpoints in the forms users pass them: unknown or START names at compile and per run, a str, tuple, set or "*", END, without a saver, and the deprecated checkpoint_during next to durability
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
b = StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("b", lambda s: {"log": ["b"]}).add_edge(START, "a").add_edge("a", "b")
t("compile unknown ib", lambda: b.compile(interrupt_before=["zz"]))
t("compile unknown ia", lambda: b.compile(interrupt_after=["zz"]))
t("compile START ib", lambda: b.compile(interrupt_before=["__start__"]))
app = b.compile(checkpointer=InMemorySaver())
n = iter(range(100))
c = lambda: {"configurable": {"thread_id": str(next(n))}}
t("run unknown ib", lambda: app.invoke({"log": []}, c(), interrupt_before=["zz"]))
t("run str ib", lambda: app.invoke({"log": []}, c(), interrupt_before="b"))
t("run tuple ia", lambda: app.invoke({"log": []}, c(), interrupt_after=("a",)))
t("run set ia", lambda: app.invoke({"log": []}, c(), interrupt_after={"a"}))
t("run star ia", lambda: app.invoke({"log": []}, c(), interrupt_after="*"))
t("run START ib", lambda: app.invoke({"log": []}, c(), interrupt_before=["__start__"]))
t("run END ia", lambda: app.invoke({"log": []}, c(), interrupt_after=["__end__"]))
t("no saver ib", lambda: b.compile().invoke({"log": []}, interrupt_before=["b"]))
t("no saver compile ib", lambda: b.compile(interrupt_before=["b"]).invoke({"log": []}))
t("debug", lambda: app.invoke({"log": []}, c(), debug=False))
t("checkpoint_during", lambda: app.invoke({"log": []}, c(), checkpoint_during=False))
t("both", lambda: app.invoke({"log": []}, c(), checkpoint_during=False, durability="sync"))

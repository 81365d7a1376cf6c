# https://github.com/langchain-ai/langgraph/issues/3772 : bad arguments to a run: list / str / None input, unknown input keys, an unknown stream_mode (alone and in a list), an unknown durability without a checkpointer, recursion_limit 0 / -1 / "5", a checkpointer run without thread_id, an int thread_id, output_keys as str / list / unknown, interrupt_before as str, "*" and an unknown node at run time
import operator
from typing import Annotated, TypedDict
from typing_extensions import NotRequired
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: Annotated[list, operator.add]
    y: NotRequired[int]
def mk(**kw):
    g = StateGraph(S); g.add_node("a", lambda s: {"x": ["a"]}); g.add_edge(START, "a")
    return g.compile(**kw)
app = mk()
ck = mk(checkpointer=InMemorySaver())
def tryp(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0])
tryp("list input", lambda: app.invoke([1, 2]))
tryp("str input", lambda: app.invoke("hi"))
tryp("none input", lambda: app.invoke(None))
tryp("unknown keys", lambda: app.invoke({"zz": 1}))
tryp("bad mode", lambda: list(app.stream({"x": []}, stream_mode="bogus")))
tryp("bad mode list", lambda: list(app.stream({"x": []}, stream_mode=["values", "bogus"])))
tryp("rl 0", lambda: app.invoke({"x": []}, {"recursion_limit": 0}))
tryp("rl -1", lambda: app.invoke({"x": []}, {"recursion_limit": -1}))
tryp("rl 1", lambda: app.invoke({"x": []}, {"recursion_limit": 1}))
tryp("rl str", lambda: app.invoke({"x": []}, {"recursion_limit": "5"}))
tryp("no thread", lambda: ck.invoke({"x": []}))
tryp("int thread", lambda: (ck.invoke({"x": []}, {"configurable": {"thread_id": 5}}), ck.get_state({"configurable": {"thread_id": 5}}).values, ck.get_state({"configurable": {"thread_id": "5"}}).values))
tryp("history no thread", lambda: list(ck.get_state_history({"configurable": {}})))
tryp("update no thread", lambda: ck.update_state({"configurable": {}}, {"x": [1]}))
tryp("update bad as_node", lambda: ck.update_state({"configurable": {"thread_id": 5}}, {"x": [1]}, as_node="nope"))
tryp("output_keys str", lambda: app.invoke({"x": []}, output_keys="x"))
tryp("output_keys list", lambda: app.invoke({"x": []}, output_keys=["x"]))
tryp("output_keys bad", lambda: app.invoke({"x": []}, output_keys=["nope"]))
tryp("stream output_keys", lambda: list(app.stream({"x": []}, output_keys="x", stream_mode="values")))
tryp("updates output_keys other", lambda: list(app.stream({"x": []}, output_keys=["y"], stream_mode="updates")))
tryp("ib str", lambda: ck.invoke({"x": []}, {"configurable": {"thread_id": "ib"}}, interrupt_before="a"))
tryp("ib star", lambda: ck.invoke({"x": []}, {"configurable": {"thread_id": "ib2"}}, interrupt_before="*"))
tryp("ib unknown", lambda: ck.invoke({"x": []}, {"configurable": {"thread_id": "ib3"}}, interrupt_before=["zz"]))
tryp("invoke v2", lambda: app.invoke({"x": []}, version="v2"))
tryp("invoke modes", lambda: app.invoke({"x": []}, stream_mode=["updates", "values"]))

# https://github.com/langchain-ai/langgraph/issues/1020 : EmptyInputError and friends: invoke(None) on a fresh thread and with no checkpointer, invoke({}) on a graph whose START edge needs a key, invoke(None) on a finished thread, stream(None) on a fresh thread: types, texts, outputs
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import EmptyInputError
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None), isinstance(e, EmptyInputError))
        print("  " + "\n  ".join(str(e).splitlines()))
b = StateGraph(S)
b.add_node("n", lambda s: {"v": s.get("v", 0) + 1}); b.add_edge(START, "n")
g = b.compile(checkpointer=InMemorySaver())
show("none fresh", lambda: g.invoke(None, {"configurable": {"thread_id": "f"}}))
show("none no saver", lambda: b.compile().invoke(None))
show("empty dict", lambda: g.invoke({}, {"configurable": {"thread_id": "e"}}))
show("none finished", lambda: (g.invoke({"v": 1}, {"configurable": {"thread_id": "d"}}), g.invoke(None, {"configurable": {"thread_id": "d"}})))
show("stream none fresh", lambda: list(g.stream(None, {"configurable": {"thread_id": "s"}})))
show("stream none no saver values", lambda: list(b.compile().stream(None, stream_mode="values")))
show("wrong type input", lambda: b.compile().invoke(5))
show("list input", lambda: b.compile().invoke([("v", 1)]))

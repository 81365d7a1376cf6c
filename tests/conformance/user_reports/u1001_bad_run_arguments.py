# https://github.com/langchain-ai/langgraph/issues/8764 : bad arguments to a run: an unknown stream_mode, an unknown durability, recursion_limit 0 and -1, checkpoint calls without thread_id, interrupt() with no checkpointer, Command(resume=...) on a fresh thread; error types and first lines
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
def asks(s): return {"v": interrupt("?")}
g = StateGraph(S).add_node("n", n).add_edge(START, "n").compile(checkpointer=InMemorySaver())
plain = StateGraph(S).add_node("asks", asks).add_edge(START, "asks").compile()
cfg = {"configurable": {"thread_id": "1"}}
def attempt(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0] if str(e) else "")
attempt("stream_mode", lambda: list(g.stream({"v": 0}, cfg, stream_mode="bogus")))
attempt("durability", lambda: g.invoke({"v": 0}, cfg, durability="bogus"))
attempt("limit 0", lambda: g.invoke({"v": 0}, {**cfg, "recursion_limit": 0}))
attempt("limit -1", lambda: g.invoke({"v": 0}, {**cfg, "recursion_limit": -1}))
attempt("no thread invoke", lambda: g.invoke({"v": 0}))
attempt("no thread get_state", lambda: g.get_state({}))
attempt("no thread update", lambda: g.update_state({}, {"v": 1}))
attempt("no saver interrupt", lambda: plain.invoke({"v": 0}))
attempt("resume fresh", lambda: g.invoke(Command(resume="x"), {"configurable": {"thread_id": "fresh"}}))
attempt("none fresh", lambda: g.invoke(None, {"configurable": {"thread_id": "fresh2"}}))
attempt("as_node ghost", lambda: g.update_state(cfg, {"v": 1}, as_node="ghost"))
attempt("update unknown key", lambda: (g.update_state(cfg, {"zz": 1}, as_node="n"), g.get_state(cfg).values))

# https://github.com/langchain-ai/langgraph/issues/1020 , #8764 : checkpointing misuse errors users paste: no thread_id, update_state/get_state without checkpointer, unknown subgraph namespace, checkpoint_during, bad durability, Command(resume) on a fresh thread without checkpointer
import warnings
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    v: int
def ask(s):
    return {"v": interrupt("q")}
b = StateGraph(S); b.add_node("ask", ask); b.add_edge(START, "ask")
def attempt(label, fn):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            out = fn()
            print(label, "->", out)
        except Exception as e:
            print(label, "raised", type(e).__name__, str(e).splitlines()[0])
        for x in w:
            print("   warning", x.category.__name__, str(x.message).splitlines()[0])
g = b.compile(checkpointer=InMemorySaver())
nocp = b.compile()
attempt("no thread_id", lambda: g.invoke({"v": 1}))
attempt("no thread_id stream", lambda: list(g.stream({"v": 1}, {"configurable": {}})))
attempt("interrupt without checkpointer", lambda: nocp.invoke({"v": 1}))
attempt("get_state no cp", lambda: nocp.get_state({"configurable": {"thread_id": "1"}}))
attempt("update_state no cp", lambda: nocp.update_state({"configurable": {"thread_id": "1"}}, {"v": 2}))
attempt("history no cp", lambda: list(nocp.get_state_history({"configurable": {"thread_id": "1"}})))
attempt("unknown ns", lambda: g.get_state({"configurable": {"thread_id": "1", "checkpoint_ns": "nope"}}))
attempt("unknown ns with id", lambda: list(g.get_state_history({"configurable": {"thread_id": "1", "checkpoint_ns": "ask:abc|nope:def"}})))
attempt("unknown ns update", lambda: g.update_state({"configurable": {"thread_id": "1", "checkpoint_ns": "zz:1"}}, {"v": 1}))
attempt("bad durability", lambda: g.invoke({"v": 1}, {"configurable": {"thread_id": "d"}}, durability="never"))
attempt("checkpoint_during", lambda: g.invoke({"v": 1}, {"configurable": {"thread_id": "cd"}}, checkpoint_during=False))
# (Command(resume) on a fresh thread: LangGraph starts a run; lingxigraph raises - a documented difference)
attempt("get_state fresh", lambda: g.get_state({"configurable": {"thread_id": "fresh2"}}))
attempt("update fresh", lambda: g.get_state(g.update_state({"configurable": {"thread_id": "fresh3"}}, {"v": 9})).next)

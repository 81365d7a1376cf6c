# https://github.com/langchain-ai/docs/pull/913 : a graph compiled with a checkpointer run without thread_id (invoke, stream, ainvoke, get_state, update_state, get_state_history, batch): the ValueError's full text; and a thread_id given only in metadata
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None))
        print("  " + "\n  ".join(str(e).splitlines()))
b = StateGraph(S)
b.add_node("n", lambda s: {"v": s["v"] + 1}); b.add_edge(START, "n")
g = b.compile(checkpointer=InMemorySaver())
show("invoke", lambda: g.invoke({"v": 1}))
show("invoke empty configurable", lambda: g.invoke({"v": 1}, {"configurable": {}}))
show("invoke checkpoint_ns only", lambda: g.invoke({"v": 1}, {"configurable": {"checkpoint_ns": ""}}))
show("stream", lambda: list(g.stream({"v": 1})))
show("ainvoke", lambda: asyncio.run(g.ainvoke({"v": 1})))
show("get_state", lambda: g.get_state({}))
show("update_state", lambda: g.update_state({}, {"v": 3}))
show("history", lambda: list(g.get_state_history({})))
show("batch", lambda: g.batch([{"v": 1}]))
show("metadata thread", lambda: g.invoke({"v": 1}, {"metadata": {"thread_id": "m"}}))
show("thread int", lambda: g.invoke({"v": 1}, {"configurable": {"thread_id": 7}}))
show("get_state int", lambda: g.get_state({"configurable": {"thread_id": 7}}).values)

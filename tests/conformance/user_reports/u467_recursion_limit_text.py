# https://github.com/langchain-ai/langgraph/issues/148 , bytedance/deer-flow#55 , docs#1121 : GraphRecursionError text/type, the state left, streamed chunks before it, limit in config vs with_config, async
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import GraphRecursionError
class S(TypedDict):
    n: int
g = StateGraph(S)
g.add_node("loop", lambda s: {"n": s["n"] + 1})
g.add_node("other", lambda s: {"n": s["n"] + 100})
g.add_edge(START, "loop"); g.add_conditional_edges("loop", lambda s: "loop" if s["n"] < 1000 else END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}, "recursion_limit": 4}
try:
    for ch in app.stream({"n": 0}, cfg, stream_mode="updates"):
        print(ch)
except GraphRecursionError as e:
    print(type(e).__mro__[1].__name__, str(e))
    print(repr(e.args[0])[:200])
st = app.get_state(cfg)
print(st.values, st.next, st.metadata["step"], [t.error for t in st.tasks])
try:
    app.with_config(recursion_limit=2).invoke(None, {"configurable": {"thread_id": "1"}})
except GraphRecursionError as e:
    print("again", str(e).splitlines()[0])
print(app.get_state({"configurable": {"thread_id": "1"}}).values)
async def main():
    try:
        await app.ainvoke({"n": 0}, {"configurable": {"thread_id": "2"}, "recursion_limit": 1})
    except GraphRecursionError as e:
        print("async", str(e).splitlines()[0])
asyncio.run(main())
try:
    app.invoke({"n": 0}, {"configurable": {"thread_id": "3"}, "recursion_limit": 0})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])

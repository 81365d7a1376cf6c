# https://github.com/langchain-ai/langgraph/pull/8843 (#8842) : add_node(timeout=...) on an async node that never finishes; NodeTimeoutError, with retry, saved state
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import NodeTimeoutError
class S(TypedDict):
    x: int
attempts = []
async def hang(s):
    attempts.append(1)
    if len(attempts) < 2:
        await asyncio.Event().wait()
    return {"x": s["x"] + 1}
async def slow_always(s):
    await asyncio.Event().wait()
g = StateGraph(S)
g.add_node("hang", hang, timeout=0.05, retry_policy=RetryPolicy(retry_on=NodeTimeoutError, initial_interval=0, max_attempts=3))
g.add_edge(START, "hang"); g.add_edge("hang", END)
app = g.compile(checkpointer=InMemorySaver())
g2 = StateGraph(S).add_node("slow", slow_always, timeout=0.05).add_edge(START, "slow").compile(checkpointer=InMemorySaver())
async def main():
    print(await app.ainvoke({"x": 1}, {"configurable": {"thread_id": "1"}}), len(attempts))
    try:
        await g2.ainvoke({"x": 1}, {"configurable": {"thread_id": "2"}})
    except NodeTimeoutError as e:
        print(type(e).__name__, isinstance(e, TimeoutError), str(e).split(" (elapsed")[0])
    st = await g2.aget_state({"configurable": {"thread_id": "2"}})
    print(st.next, [type(t.error).__name__ if not isinstance(t.error, str) else t.error.split("(")[0] for t in st.tasks])
asyncio.run(main())
try:
    StateGraph(S).add_node("s", lambda s: s, timeout=1).add_edge(START, "s").compile().invoke({"x": 1})
except Exception as e:
    print(type(e).__name__, str(e)[:150])

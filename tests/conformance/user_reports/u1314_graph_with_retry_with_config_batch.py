# https://github.com/langchain-ai/langgraph/issues/2436 : graph.with_retry(...) and graph.with_fallbacks(...) around a compiled graph that fails the first time; graph.with_config(tags=..., recursion_limit=...) invoke / stream / batch; graph.batch(return_exceptions=True) with one failing input; what the wrappers return and their types
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
attempts = []
def n(s):
    attempts.append(s["x"])
    if s["x"] < 0 or len(attempts) == 1:
        raise RuntimeError("fail %d" % s["x"])
    return {"x": s["x"] + 1}
g = StateGraph(S).add_node("n", n).add_edge(START, "n").compile()
r = g.with_retry(stop_after_attempt=2, wait_exponential_jitter=False)
print(type(r).__name__, r.invoke({"x": 1}), attempts)
attempts.clear()
f = g.with_fallbacks([RunnableLambda(lambda s: {"x": "fallback"})])
print(type(f).__name__, f.invoke({"x": 1}), attempts)
attempts.clear(); attempts.append(0)
print(g.batch([{"x": 1}, {"x": -1}, {"x": 2}], return_exceptions=True))
c = g.with_config(tags=["tagged"], recursion_limit=5)
print(type(c).__name__, c.invoke({"x": 3}), list(c.stream({"x": 4})), c.batch([{"x": 5}]))
loop = StateGraph(S).add_node("a", lambda s: {"x": s["x"] + 1}).add_edge(START, "a").add_conditional_edges("a", lambda s: "a" if s["x"] < 100 else "__end__").compile()
try:
    loop.with_config(recursion_limit=3).invoke({"x": 0})
except Exception as e:
    print("ERR", type(e).__name__, str(e).splitlines()[0])
print(loop.with_config(recursion_limit=3).invoke({"x": 98}))
p = StateGraph(S).add_node("n", lambda s: {"x": s["x"] + 1}).add_edge(START, "n").compile(checkpointer=InMemorySaver())
wr = p.with_retry(stop_after_attempt=2)
print(wr.invoke({"x": 1}, {"configurable": {"thread_id": "t"}}), p.get_state({"configurable": {"thread_id": "t"}}).values)

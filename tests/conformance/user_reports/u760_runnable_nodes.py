# https://github.com/langchain-ai/langgraph/issues/1400 , #3311 : LangChain runnables as nodes: RunnableParallel, RunnablePassthrough.assign, with_fallbacks, with_retry, a RunnableBranch; names inferred by add_node for RunnableLambda / partial / callable objects; get_graph node data names
import operator
from functools import partial
from typing import Annotated, TypedDict
from langchain_core.runnables import RunnableLambda, RunnableParallel, RunnablePassthrough, RunnableBranch
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
calls = {"flaky": 0}
def flaky(s):
    calls["flaky"] += 1
    if calls["flaky"] < 2:
        raise ConnectionError("flaky")
    return {"log": ["flaky ok"]}
def broken(s):
    raise RuntimeError("primary down")
def add(s, n):
    return {"x": s["x"] + n, "log": [f"add{n}"]}
class Doubler:
    def __call__(self, s):
        return {"x": s["x"] * 2, "log": ["dbl"]}
def named_fn(s):
    return {"log": ["named"]}
par = RunnableParallel(log=RunnableLambda(lambda s: ["par"]), x=RunnableLambda(lambda s: s["x"] + 100))
assign = RunnablePassthrough.assign(log=lambda s: ["assigned"]) | RunnableLambda(lambda d: {"log": d["log"], "x": d["x"]})
branch = RunnableBranch((lambda s: s["x"] > 1000, RunnableLambda(lambda s: {"log": ["big"]})), RunnableLambda(lambda s: {"log": ["small"]}))
g = StateGraph(S)
g.add_node("par", par); g.add_node("assign", assign)
g.add_node("fallback", RunnableLambda(broken).with_fallbacks([RunnableLambda(lambda s: {"log": ["fallback"]})]))
g.add_node("retry", RunnableLambda(flaky).with_retry(stop_after_attempt=2, wait_exponential_jitter=False))
g.add_node("branch", branch)
g.add_node(RunnableLambda(named_fn))
g.add_node("add5", partial(add, n=5))
g.add_node("dbl", Doubler())
g.add_sequence
order = ["par", "assign", "fallback", "retry", "branch", "named_fn", "add5", "dbl"]
g.add_edge(START, order[0])
for x, y in zip(order, order[1:]):
    g.add_edge(x, y)
app = g.compile()
for ch in app.stream({"x": 1, "log": []}, stream_mode="updates"):
    print(ch)
print(calls)
print([(k, n.name) for k, n in app.get_graph().nodes.items()])
for bad in [partial(add, n=1), Doubler(), RunnableParallel(a=lambda s: 1)]:
    try:
        StateGraph(S).add_node(bad)
        print("accepted", type(bad).__name__)
    except Exception as e:
        print("RAISED", type(e).__name__, e)

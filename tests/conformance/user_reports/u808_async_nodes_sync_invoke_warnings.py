# https://github.com/langchain-ai/langgraph/issues/2380 : an async node, an async entrypoint and a node returning an async runnable's coroutine, run with the sync invoke: the TypeError, and no "coroutine ... was never awaited" RuntimeWarning left behind (warnings recorded and printed)
import gc, warnings
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import entrypoint
class S(TypedDict):
    x: int
async def node(s):
    return {"x": 1}
@entrypoint()
async def ep(x):
    return x
sub = StateGraph(S); sub.add_node("inner", node); sub.add_edge(START, "inner"); subc = sub.compile()
async def returns_graph(s):
    return subc
cases = []
g = StateGraph(S); g.add_node("n", node); g.add_edge(START, "n"); cases.append(("node", lambda: g.compile().invoke({"x": 0})))
cases.append(("entrypoint", lambda: ep.invoke(1)))
g2 = StateGraph(S); g2.add_node("r", returns_graph); g2.add_edge(START, "r"); cases.append(("returns graph", lambda: g2.compile().invoke({"x": 0})))
cases.append(("stream", lambda: list(g.compile().stream({"x": 0}))))
for label, run in cases:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            run()
            print(label, "ran")
        except TypeError as e:
            print(label, "TypeError", str(e).splitlines()[0])
        gc.collect()
    print(label, [str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)])

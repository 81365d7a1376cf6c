# https://github.com/langchain-ai/langgraph/issues/1262 : a compiled graph composed with LCEL: graph | RunnableLambda, RunnableLambda | graph, a chain of two graphs, graph.pipe(...), RunnableParallel of graphs; invoke / batch / stream of the chain (what a chain's stream yields from the graph), and the chain's callback names
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.runnables import RunnableLambda, RunnableParallel
from langgraph.graph import StateGraph, START
class S(TypedDict):
    x: int
def inc(s): return {"x": s["x"] + 1}
def dbl(s): return {"x": s["x"] * 2}
g1 = StateGraph(S).add_node("inc", inc).add_edge(START, "inc").compile(name="g1")
g2 = StateGraph(S).add_node("dbl", dbl).add_node("inc", inc).add_edge(START, "dbl").add_edge("dbl", "inc").compile(name="g2")
after = g1 | RunnableLambda(lambda s: s["x"] * 100)
before = RunnableLambda(lambda n: {"x": n}) | g1
two = g1 | g2
piped = g1.pipe(RunnableLambda(lambda s: -s["x"]))
par = RunnableParallel(a=g1, b=g2)
print(after.invoke({"x": 1}), before.invoke(5), two.invoke({"x": 1}), piped.invoke({"x": 1}), par.invoke({"x": 1}))
print(after.batch([{"x": 1}, {"x": 2}]), two.batch([{"x": 0}, {"x": 3}]))
for label, ch, arg in [("two", two, {"x": 1}), ("before", before, 2), ("after", after, {"x": 2}), ("par", par, {"x": 1})]:
    try:
        print(label, sorted(map(repr, ch.stream(arg))) if label == "par" else list(ch.stream(arg)))
    except Exception as e:
        print(label, "ERR", type(e).__name__, e)
class H(BaseCallbackHandler):
    def __init__(self): self.names = []
    def on_chain_start(self, serialized, inputs, *, name=None, **kw): self.names.append(name)
h = H()
two.invoke({"x": 1}, {"callbacks": [h]})
print(h.names)
print(type(two).__name__, [type(s).__name__ for s in two.steps])

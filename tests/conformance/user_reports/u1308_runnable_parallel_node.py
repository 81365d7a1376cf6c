# https://github.com/langchain-ai/langgraph/issues/3617 : RunnableParallel (and a dict coerced to one inside a chain) used as a node returning a dict of updates; keys not in the state; a parallel whose branch raises; stream "updates" and the callback names the branches produce
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.runnables import RunnableLambda, RunnableParallel
from langgraph.graph import StateGraph, START
class S(TypedDict, total=False):
    x: int
    double: int
    square: int
    log: Annotated[list, operator.add]
par = RunnableParallel(double=lambda s: s["x"] * 2, square=lambda s: s["x"] ** 2, log=lambda s: ["par"])
chain = RunnableLambda(lambda s: s) | {"double": lambda s: s["x"] + 100, "log": lambda s: ["chain"]}
g = StateGraph(S).add_node("par", par).add_node("chain", chain).add_edge(START, "par").add_edge("par", "chain").compile()
print(g.invoke({"x": 3}))
print(list(g.stream({"x": 4}, stream_mode="updates")))
class H(BaseCallbackHandler):
    def __init__(self): self.names = []
    def on_chain_start(self, serialized, inputs, *, name=None, metadata=None, tags=None, **kw):
        self.names.append((name, (metadata or {}).get("langgraph_node"), sorted(t for t in (tags or []) if not t.startswith("graph:"))))
h = H()
g.invoke({"x": 1}, {"callbacks": [h]})
for n in h.names:
    print(n)
extra = RunnableParallel(double=lambda s: 1, unknown=lambda s: 2)
g2 = StateGraph(S).add_node("extra", extra).add_edge(START, "extra").compile()
print(g2.invoke({"x": 1}))
def boom(s):
    raise ValueError("branch failed %d" % s["x"])
g3 = StateGraph(S).add_node("p", RunnableParallel(double=lambda s: 1, square=boom)).add_edge(START, "p").compile()
try:
    g3.invoke({"x": 9})
except Exception as e:
    print("ERR", type(e).__name__, e)

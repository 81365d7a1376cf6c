# https://github.com/langchain-ai/langgraph/issues/2576 : the run names on_chain_start reports for routing functions (a named function, a lambda, a callable object, a RunnableLambda router, a path_map), Send fan-out tasks, Command-returning nodes and a subgraph, with the tags users filter by (graph:step:N, seq:step:N)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
def route_named(s): return "b"
class Router:
    def __call__(self, s): return "c"
def fan(s): return [Send("w", {"log": [i]}) for i in range(2)]
def c(s) -> Command: return Command(goto="sub", update={"log": ["c"]})
sub = StateGraph(S).add_node("inner", lambda s: {"log": ["inner"]}).add_edge(START, "inner").compile()
g = StateGraph(S)
g.add_node("a", lambda s: {"log": ["a"]}); g.add_node("b", lambda s: {"log": ["b"]}); g.add_node("c", c, destinations=("sub",)); g.add_node("w", lambda s: {"log": ["w"]}); g.add_node("sub", sub); g.add_node("z", lambda s: {})
g.add_edge(START, "a")
g.add_conditional_edges("a", route_named)
g.add_conditional_edges("b", Router())
g.add_conditional_edges("sub", RunnableLambda(lambda s: "y", name="rl_router"), {"y": "z"})
g.add_conditional_edges("z", fan)
g.add_conditional_edges("w", lambda s: END)
app = g.compile()
class H(BaseCallbackHandler):
    def __init__(self): self.rows = []
    def on_chain_start(self, serialized, inputs, *, name=None, tags=None, **kw):
        self.rows.append((name, sorted(tags or [])))
h = H()
print(sorted(app.invoke({"log": []}, {"callbacks": [h]})["log"], key=repr))
for r in sorted(h.rows, key=repr):
    print(r)

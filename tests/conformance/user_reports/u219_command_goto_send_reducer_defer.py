# https://github.com/langchain-ai/langgraph/issues/6336 , map-reduce reports : Command(goto=[Send...]) from a node, reducer with custom function, deferred collector, Send payload validation
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, Command

def merge(a, b):
    a = dict(a or {}); a.update(b); return a
class S(TypedDict, total=False):
    n: int
    results: Annotated[dict, merge]
    log: Annotated[list, operator.add]
def fan(s) -> Command:
    return Command(update={"log": ["fan"]}, goto=[Send("square", {"n": i}) for i in range(s["n"])] + ["side"])
def square(s): return {"results": {str(s["n"]): s["n"] ** 2}, "log": ["sq"]}
def side(s): return {"log": ["side"]}
def collect(s): return {"log": [f"collect {sorted(s['results'].items())}"]}
b = StateGraph(S)
b.add_node("fan", fan, destinations=("square", "side")); b.add_node("square", square); b.add_node("side", side); b.add_node("collect", collect, defer=True)
b.add_edge(START, "fan"); b.add_edge("square", "collect"); b.add_edge("side", "collect"); b.add_edge("collect", END)
g = b.compile()
out = g.invoke({"n": 3, "results": {}})
print(out["results"], sorted(out["log"][:-1]), out["log"][-1])
chunks = list(g.stream({"n": 2}, stream_mode="tasks"))
print(sorted((c["name"], str(c.get("input", c.get("result")))) for c in chunks))
print(g.get_graph().draw_mermaid())

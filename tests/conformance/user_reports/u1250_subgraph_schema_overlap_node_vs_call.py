# https://github.com/langchain-ai/langgraph/pull/2716 : a child graph with its own schema (one key shared with the parent, one only the child has, and a key it writes that the parent lacks) added as a node and, in a second parent, invoked inside a node function: invoke results, updates / values streams with subgraphs=True, and what the parent state keeps
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
class P(TypedDict):
    topic: str
    log: Annotated[list, operator.add]
class C(TypedDict):
    topic: str
    log: Annotated[list, operator.add]
    scratch: str
    extra: int
def c1(s): return {"scratch": "notes on " + s["topic"], "log": ["c1"]}
def c2(s): return {"extra": len(s["scratch"]), "log": ["c2:" + s["scratch"]], "topic": s["topic"].upper()}
child = StateGraph(C).add_node("c1", c1).add_node("c2", c2).add_edge(START, "c1").add_edge("c1", "c2").compile()
g1 = StateGraph(P).add_node("child", child).add_edge(START, "child").compile()
print("as node:", g1.invoke({"topic": "cats", "log": []}))
for ns, mode, c in g1.stream({"topic": "dogs", "log": ["x"]}, stream_mode=["updates", "values"], subgraphs=True):
    print([n.split(":")[0] for n in ns], mode, c)
def call(s):
    out = child.invoke({"topic": s["topic"]})
    return {"log": ["call saw " + ",".join(sorted(out))] + out["log"], "topic": out["topic"]}
g2 = StateGraph(P).add_node("call", call).add_edge(START, "call").compile()
print("in function:", g2.invoke({"topic": "cats", "log": []}))
for ns, mode, c in g2.stream({"topic": "dogs", "log": []}, stream_mode=["updates", "values"], subgraphs=True):
    print([n.split(":")[0] for n in ns], mode, c)

# https://github.com/langchain-ai/langgraph/pull/4408 : the ORDER of get_graph().edges and to_json()["edges"] / ["nodes"] (tools diff these lists unsorted) for a fan-out / fan-in graph with a join, a conditional edge and a deferred node, nodes added in a non-alphabetical order
from typing import Annotated
import operator
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    log: Annotated[list, operator.add]
def n(name): return lambda s: {"log": [name]}
b = StateGraph(S)
for name in ["zeta", "alpha", "mid", "beta", "join", "last"]:
    b.add_node(name, n(name), defer=(name == "last"))
b.add_edge(START, "zeta"); b.add_edge(START, "alpha"); b.add_edge("zeta", "mid"); b.add_edge("alpha", "beta")
b.add_edge(["mid", "beta"], "join")
b.add_conditional_edges("join", lambda s: "last" if len(s["log"]) < 10 else END, {"last": "last", "done": END})
g = b.compile()
gr = g.get_graph()
print([(e.source, e.target, e.conditional, e.data) for e in gr.edges])
js = gr.to_json()
print([x["id"] for x in js["nodes"]])
print(js["edges"])
print(g.invoke({"log": []}))

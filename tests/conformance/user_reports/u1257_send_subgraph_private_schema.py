# https://github.com/langchain-ai/langgraph/issues/2392 : Send to a subgraph node whose schema is private (an input key the parent lacks, a private working key, one output key shared with the parent's reducer): what each subgraph run sees, what reaches the parent, and the subgraph's chunks in the values / updates streams
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class P(TypedDict):
    items: list
    results: Annotated[list, operator.add]
class W(TypedDict):
    item: str
    work: str
    results: Annotated[list, operator.add]
def prep(s): return {"work": s["item"] * 2}
def fin(s): return {"results": [s["item"] + "->" + s["work"] + " (saw " + ",".join(sorted(s)) + ")"]}
worker = StateGraph(W).add_node("prep", prep).add_node("fin", fin).add_edge(START, "prep").add_edge("prep", "fin").compile()
g = StateGraph(P).add_node("worker", worker).add_conditional_edges(START, lambda s: [Send("worker", {"item": i}) for i in s["items"]], ["worker"]).add_edge("worker", END).compile()
r = g.invoke({"items": ["a", "b"], "results": []})
print(sorted(r), sorted(r["results"]))
chunks = list(g.stream({"items": ["x"], "results": []}, stream_mode=["updates", "values"], subgraphs=True))
for ns, mode, c in chunks:
    print([n.split(":")[0] for n in ns], mode, c)

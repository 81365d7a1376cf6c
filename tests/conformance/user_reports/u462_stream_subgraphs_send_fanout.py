# https://github.com/langchain-ai/langgraph/issues/1964 , #6792 : Send fan-out inside a subgraph, streamed with subgraphs=True updates; reducer join in the subgraph; parent sees result
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class Sub(TypedDict):
    topics: list
    out: Annotated[list, operator.add]
def plan(s): return {}
def route(s): return [Send("work", {"t": t}) for t in s["topics"]]
def work(x): return {"out": [x["t"].upper()]}
def join(s): return {"out": [f"n={len(s['out'])}"]}
sub = (StateGraph(Sub).add_node("plan", plan).add_node("work", work).add_node("join", join)
       .add_edge(START, "plan").add_conditional_edges("plan", route, ["work"]).add_edge("work", "join").compile())
class P(TypedDict):
    topics: list
    out: Annotated[list, operator.add]
g = StateGraph(P).add_node("sub", sub).add_edge(START, "sub").compile()
chunks = list(g.stream({"topics": ["a", "b", "c"], "out": []}, stream_mode="updates", subgraphs=True))
steps = []
for ns, d in chunks:
    print(tuple(n.split(":")[0] for n in ns), {k: (sorted(v["out"]) if isinstance(v, dict) and "out" in v else v) for k, v in d.items()})
print(sorted(g.invoke({"topics": ["x", "y"], "out": []})["out"]))

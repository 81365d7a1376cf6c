# https://github.com/langchain-ai/langgraph/issues/1964 , #1950 : Send with a private per-worker payload schema (a node input schema not in the graph state), collecting into a reducer, input/output schemas on the graph
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send

class In(TypedDict):
    topics: list[str]
class Out(TypedDict):
    jokes: Annotated[list[str], operator.add]
class Overall(In, Out):
    pass
class WorkerIn(TypedDict):
    topic: str
    idx: int

def fan(s: Overall):
    return [Send("worker", {"topic": t, "idx": i}) for i, t in enumerate(s["topics"])]
def worker(s: WorkerIn):
    return {"jokes": [f"{s['idx']}:{s['topic']}"]}
b = StateGraph(Overall, input_schema=In, output_schema=Out)
b.add_node("worker", worker); b.add_node("done", lambda s: {"jokes": [f"n={len(s['jokes'])}"]})
b.add_conditional_edges(START, fan, ["worker"]); b.add_edge("worker", "done"); b.add_edge("done", END)
g = b.compile()
print(g.invoke({"topics": ["a", "b", "c"]}))
print(sorted(repr(c) for c in g.stream({"topics": ["x", "y"]}, stream_mode="updates")))
print(sorted(g.channels))
print(g.get_graph().draw_mermaid())

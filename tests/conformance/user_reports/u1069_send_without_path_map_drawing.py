# https://github.com/langchain-ai/langgraph/issues/4969 : a conditional edge whose path returns Sends with no path_map and no annotation (drawn to every node?), the same with a Literal / list[Send] return annotation, and a path_map list naming the Send target: get_graph edges
from typing import Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class S(TypedDict):
    v: int
def n(s): return {}
def fan(s): return [Send("w", s)]
def fan_lit(s) -> list[Send]: return [Send("w", s)]
def fan_str(s) -> Literal["w", "z"]: return "w"
for label, path, pm in [("bare", fan, None), ("list annotation", fan_lit, None), ("literal", fan_str, None), ("path_map list", fan, ["w"]), ("path_map dict", fan, {"w": "w", "z": "z"})]:
    b = StateGraph(S); b.add_node("a", n); b.add_node("w", n); b.add_node("z", n)
    b.add_edge(START, "a"); b.add_conditional_edges("a", path, pm)
    g = b.compile()
    print(label, sorted((e.source, e.target, e.conditional) for e in g.get_graph().edges))

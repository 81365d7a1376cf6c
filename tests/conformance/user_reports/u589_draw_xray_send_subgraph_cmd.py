# https://github.com/langchain-ai/langgraph/issues/7653 , #4394 , #1222 : xray drawing of a subgraph reached only by Send, a subgraph with Command(graph=PARENT) destinations, a nested subgraph with a deferred node, draw_mermaid / to_json / draw_ascii-free listing per xray level
import operator
from typing import Annotated, Literal, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, Command
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
class W(TypedDict):
    item: int
    out: Annotated[list, operator.add]
def escalate(s) -> Command[Literal["fix"]]:
    return Command(goto="fix", graph=Command.PARENT)
worker = (StateGraph(W).add_node("do", lambda s: {"out": [s["item"]]}).add_node("check", lambda s: {}).add_node("esc", escalate)
          .add_node("tail", lambda s: {}, defer=True)
          .add_edge(START, "do").add_edge("do", "check").add_conditional_edges("check", lambda s: "esc" if s["item"] < 0 else "tail", ["esc", "tail"]).compile())
g = (StateGraph(S).add_node("plan", lambda s: {}).add_node("worker", worker, destinations=("fix",)).add_node("fix", lambda s: {})
     .add_edge(START, "plan").add_conditional_edges("plan", lambda s: [Send("worker", {"item": i, "out": []}) for i in s["items"]], ["worker"])
     .add_edge("worker", END).add_edge("fix", END).compile())
for x in [False, True]:
    gr = g.get_graph(xray=x)
    print(gr.draw_mermaid(with_styles=False))
    print(sorted((e["source"], e["target"], e.get("conditional", False)) for e in gr.to_json()["edges"]))
print(g.invoke({"items": [1, 2], "out": []}))

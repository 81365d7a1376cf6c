# https://github.com/langchain-ai/langgraph/issues/2859 : Command(graph=Command.PARENT) from a node two subgraphs deep goes to the middle graph only; goto a middle-graph node with an update to a reducer key; the outer graph's updates stream with subgraphs=True
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def deep_node(s):
    return Command(graph=Command.PARENT, goto="mid_after", update={"log": ["deep->mid"]})
inner = StateGraph(S); inner.add_node("deep_node", deep_node); inner.add_edge(START, "deep_node")
mid = StateGraph(S); mid.add_node("inner", inner.compile()); mid.add_node("mid_after", lambda s: {"log": ["mid_after"]})
mid.add_node("never", lambda s: {"log": ["never"]})
mid.add_edge(START, "inner"); mid.add_edge("inner", "never")
outer = StateGraph(S); outer.add_node("mid", mid.compile()); outer.add_node("end", lambda s: {"log": ["end"]})
outer.add_edge(START, "mid"); outer.add_edge("mid", "end")
app = outer.compile()
print(app.invoke({"log": []}))
for ns, chunk in app.stream({"log": []}, stream_mode="updates", subgraphs=True):
    print(tuple(p.split(":")[0] for p in ns), chunk)

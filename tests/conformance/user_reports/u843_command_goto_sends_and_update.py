# https://github.com/langchain-ai/langgraph/issues/2612 , https://github.com/langchain-ai/langgraph/issues/3118 : a node returning Command(update=..., goto=[Send(...), Send(...), "plain"]) into reducer channels; the Send targets return Commands of their own (update + goto a collector); the collector runs once per step; stream updates and tasks; then the same from a conditional edge returning a mix of Sends and names
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
class S(TypedDict):
    items: Annotated[list, operator.add]
    log: Annotated[list, operator.add]
def plan(s):
    return Command(update={"log": ["plan"]}, goto=[Send("work", {"i": 1}), Send("work", {"i": 2}), "audit"])
def work(arg):
    return Command(update={"items": [arg["i"] * 10]}, goto="collect")
def audit(s):
    return {"log": ["audit saw %d" % len(s["items"])]}
def collect(s):
    return {"log": ["collect %s" % sorted(s["items"])]}
g = StateGraph(S)
g.add_node("plan", plan, destinations=("work", "audit")); g.add_node("work", work, destinations=("collect",)); g.add_node("audit", audit); g.add_node("collect", collect)
g.add_edge(START, "plan")
app = g.compile()
print(app.invoke({"items": [], "log": []}))
print(sorted(str(sorted(c.items())) for c in app.stream({"items": [], "log": []}, stream_mode="updates")))
g2 = StateGraph(S)
g2.add_node("work", work, destinations=("collect",)); g2.add_node("audit", audit); g2.add_node("collect", collect)
g2.add_conditional_edges(START, lambda s: [Send("work", {"i": 7}), "audit", Send("audit", {"items": [99], "log": []})], ["work", "audit"])
print(g2.compile().invoke({"items": [], "log": []}))
print(sorted(a.source + ">" + a.target for a in app.get_graph().edges))

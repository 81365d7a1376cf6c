# https://github.com/langchain-ai/langgraph/pull/6286 , #5112 : Overwrite through update_state and node returns on an add_messages key and a list reducer; Command(update=Overwrite) in a node; errors
import operator
from typing import Annotated, TypedDict
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START
from langgraph.graph.message import add_messages
from langgraph.types import Overwrite, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    messages: Annotated[list, add_messages]
    items: Annotated[list, operator.add]
def n(s):
    return {"messages": [AIMessage("a", id="a")], "items": ["n"]}
def reset(s):
    return Command(update={"items": Overwrite(["reset"]), "messages": Overwrite([AIMessage("only", id="o")])})
b = StateGraph(S); b.add_node("n", n); b.add_node("reset", reset); b.add_edge(START, "n"); b.add_edge("n", "reset")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"messages": [HumanMessage("h", id="h")], "items": ["in"]}, cfg)
print([m.id for m in out["messages"]], out["items"])
g.update_state(cfg, {"items": Overwrite(["u"]), "messages": [HumanMessage("more", id="m")]}, as_node="reset")
st = g.get_state(cfg).values; print([m.id for m in st["messages"]], st["items"])
g.update_state(cfg, {"items": {"__overwrite__": ["dict-form"]}}, as_node="reset")
print(g.get_state(cfg).values["items"])
try:
    g.update_state(cfg, {"items": Overwrite(["x"]), "messages": []}, as_node="n")
    print(g.get_state(cfg).values["items"])
except Exception as e:
    print(type(e).__name__, e)

# https://github.com/langchain-ai/langgraph/pull/977 : ToolNode in a graph whose whole state is a message list (StateGraph(Annotated[list, add_messages])): the tool node's list output, a tool returning a ToolMessage itself, and a tool returning a non-string (content serialisation); the final list
from typing import Annotated
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, tools_condition
@tool
def as_dict(n: int) -> dict:
    """dict"""
    return {"n": n, "sq": n * n}
@tool
def as_list(n: int) -> list:
    """list"""
    return [n, n + 1]
@tool(response_format="content_and_artifact")
def with_art(n: int):
    """artifact"""
    return "art %d" % n, {"raw": n}
calls = [{"name": nm, "args": {"n": 3}, "id": "t%d" % i, "type": "tool_call"} for i, nm in enumerate(["as_dict", "as_list", "with_art"])]
def bot(s): return [AIMessage("", id="a1", tool_calls=calls) if s[-1].type == "human" else AIMessage("fin", id="a2")]
g = (StateGraph(Annotated[list, add_messages]).add_node("bot", bot).add_node("tools", ToolNode([as_dict, as_list, with_art]))
     .add_edge(START, "bot").add_conditional_edges("bot", tools_condition).add_edge("tools", "bot").compile())
out = g.invoke([HumanMessage("go", id="h")])
for m in out:
    print(type(m).__name__, repr(m.content), getattr(m, "artifact", None), getattr(m, "name", None))
for ch in g.stream([HumanMessage("go", id="h")], stream_mode="updates"):
    print(ch.keys(), type(list(ch.values())[0]).__name__)

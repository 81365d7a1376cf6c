# https://github.com/langchain-ai/langgraph/issues/1241 : ToolNode(messages_key="chat") with tools_condition(messages_key="chat") in a hand-built StateGraph whose messages live under another key; the route taken, the streamed updates, and tools_condition on a state without the key
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, HumanMessage, AnyMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, tools_condition
class S(TypedDict):
    chat: Annotated[list[AnyMessage], add_messages]
    log: Annotated[list, operator.add]
@tool
def echo(text: str) -> str:
    """echo"""
    return text.upper()
turns = iter([AIMessage("", id="a1", tool_calls=[{"name": "echo", "args": {"text": "hey"}, "id": "t1", "type": "tool_call"}]), AIMessage("bye", id="a2")])
def bot(s): return {"chat": [next(turns)], "log": ["bot"]}
route = lambda s: tools_condition(s, messages_key="chat")
g = (StateGraph(S).add_node("bot", bot).add_node("tools", ToolNode([echo], messages_key="chat"))
     .add_edge(START, "bot").add_conditional_edges("bot", route, {"tools": "tools", END: END}).add_edge("tools", "bot").compile())
for ch in g.stream({"chat": [HumanMessage("go", id="h")], "log": []}, stream_mode="updates"):
    print({k: ([(m.type, m.content) for m in v["chat"]], v.get("log")) for k, v in ch.items()})
for bad in [{"log": []}, {"chat": []}, [], {"chat": [HumanMessage("x")]}]:
    try:
        print(type(bad).__name__, tools_condition(bad, messages_key="chat"))
    except Exception as e:
        print(type(bad).__name__, "ERR", type(e).__name__, str(e)[:120])

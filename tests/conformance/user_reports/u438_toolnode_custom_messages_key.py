# https://github.com/langchain-ai/langgraph/issues/3564 , #2220 : ToolNode(messages_key="chat") with InjectedState of the whole state and of a field, tools_condition(messages_key=...), a pydantic args_schema tool with an injected field
from typing import Annotated
from pydantic import BaseModel, Field
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, HumanMessage, AnyMessage
from langchain_core.tools import tool, StructuredTool
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, InjectedState, tools_condition

class S(TypedDict):
    chat: Annotated[list[AnyMessage], add_messages]
    user: str
@tool
def hello(greeting: str, state: Annotated[dict, InjectedState]) -> str:
    """Greet."""
    return f"{greeting} {state['user']} ({len(state['chat'])})"
class Args(BaseModel):
    n: int = Field(description="n")
    user: Annotated[str, InjectedState("user")]
def _rep(n: int, user: str) -> str:
    return user * n
rep = StructuredTool.from_function(_rep, name="rep", description="Repeat.", args_schema=Args)
print(sorted(rep.tool_call_schema.model_json_schema()["properties"]))
n = {"i": 0}
def bot(s):
    n["i"] += 1
    if n["i"] == 1:
        return {"chat": [AIMessage("", id="c", tool_calls=[{"name": "hello", "args": {"greeting": "hi"}, "id": "1"}, {"name": "rep", "args": {"n": 2}, "id": "2"}])]}
    return {"chat": [AIMessage("bye", id="e")]}
b = StateGraph(S)
b.add_node("bot", bot); b.add_node("tools", ToolNode([hello, rep], messages_key="chat"))
b.add_edge(START, "bot"); b.add_conditional_edges("bot", lambda s: tools_condition(s, messages_key="chat"), {"tools": "tools", END: END}); b.add_edge("tools", "bot")
g = b.compile()
out = g.invoke({"chat": [HumanMessage("x", id="h")], "user": "ann"})
print([(type(m).__name__, m.content) for m in out["chat"]])

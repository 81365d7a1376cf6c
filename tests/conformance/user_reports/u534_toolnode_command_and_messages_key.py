# https://github.com/langchain-ai/langgraph/issues/6012 , PR 4003 : ToolNode tools returning Command(update=...) with a ToolMessage, a plain result, and a list of Commands; a tool returning a Command without a ToolMessage (error)
from typing import Annotated
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode
from langgraph.types import Command
class S(MessagesState):
    name: str
@tool
def set_name(name: str, tcid: Annotated[str, InjectedToolCallId]) -> Command:
    """Set the name."""
    return Command(update={"name": name, "messages": [ToolMessage("name set", tool_call_id=tcid)]})
@tool
def echo(x: str) -> str:
    """Echo."""
    return x
@tool
def bad(x: str) -> Command:
    """Forget the ToolMessage."""
    return Command(update={"name": x})
def run(calls):
    def agent(s):
        return {"messages": [AIMessage("", id="a", tool_calls=calls)]}
    g = (StateGraph(S).add_node("agent", agent).add_node("tools", ToolNode([set_name, echo, bad]))
         .add_edge(START, "agent").add_edge("agent", "tools").add_edge("tools", END).compile())
    try:
        for ch in g.stream({"messages": [HumanMessage("x", id="h")], "name": ""}, stream_mode="updates"):
            for k, v in ch.items():
                if isinstance(v, list):
                    print(" ", k, "list", [sorted(c.keys()) if isinstance(c, dict) else type(c).__name__ for c in v])
                else:
                    print(" ", k, {kk: ([(type(m).__name__, m.content) for m in vv] if kk == "messages" else vv) for kk, vv in v.items()})
    except Exception as e:
        print(" ", type(e).__name__, str(e)[:200])
run([{"name": "set_name", "args": {"name": "bob"}, "id": "c1"}, {"name": "echo", "args": {"x": "hi"}, "id": "c2"}])
run([{"name": "set_name", "args": {"name": "bob"}, "id": "c1"}])
run([{"name": "bad", "args": {"x": "zed"}, "id": "c3"}])

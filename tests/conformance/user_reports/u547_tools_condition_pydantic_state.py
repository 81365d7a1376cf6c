# https://github.com/langchain-ai/langgraph/issues/1916 , #3564 , #4866 : tools_condition and ToolNode with a pydantic graph state, InjectedState of the pydantic object, tool results as content lists, ToolNode output for dict / list inputs called from a node
from typing import Annotated
from pydantic import BaseModel
from langchain_core.messages import AIMessage, HumanMessage, AnyMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, tools_condition, InjectedState
class S(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages]
    count: int = 0
@tool
def peek(state: Annotated[S, InjectedState]) -> str:
    """Peek at the state."""
    return f"{type(state).__name__} count={state.count} n={len(state.messages)}"
@tool
def parts() -> list:
    """Return content blocks."""
    return [{"type": "text", "text": "block one"}, {"type": "text", "text": "block two"}]
@tool
def number(x: int) -> int:
    """Return a number."""
    return x * 2
calls = iter([[{"name": "peek", "args": {}, "id": "c1"}, {"name": "parts", "args": {}, "id": "c2"}, {"name": "number", "args": {"x": 21}, "id": "c3"}], []])
def agent(s: S):
    return {"messages": [AIMessage("", id=f"a{s.count}", tool_calls=next(calls))], "count": s.count + 1}
g = (StateGraph(S).add_node("agent", agent).add_node("tools", ToolNode([peek, parts, number]))
     .add_edge(START, "agent").add_conditional_edges("agent", tools_condition).add_edge("tools", "agent").compile())
out = g.invoke({"messages": [HumanMessage("go", id="h")]})
for m in out["messages"]:
    print(type(m).__name__, repr(m.content), getattr(m, "tool_call_id", None))
print(out["count"])
print(tools_condition({"messages": [AIMessage("x", tool_calls=[{"name": "n", "args": {}, "id": "1"}])]}), tools_condition([AIMessage("x")]))
try:
    tools_condition({"other": []})
except Exception as e:
    print(type(e).__name__, e)

from typing import Annotated
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import ToolNode, tools_condition, InjectedState
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.types import Command

@tool
def multiply(a: int, b: int) -> int:
    """Multiply two numbers."""
    return a * b

@tool
def fails(x: int) -> int:
    """Always fails."""
    raise ValueError("bad x")

@tool
def update_user(name: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Update user name in state."""
    return Command(update={"user": name, "messages": [ToolMessage("updated", tool_call_id=tool_call_id)]})

@tool
def whoami(state: Annotated[dict, InjectedState]) -> str:
    """Reads state."""
    return f"user={state.get('user')} msgs={len(state['messages'])}"

class State(MessagesState):
    user: str

node = ToolNode([multiply, fails, update_user, whoami])
msg = AIMessage("", id="ai", tool_calls=[
    {"name": "multiply", "args": {"a": 3, "b": 4}, "id": "c1"},
    {"name": "fails", "args": {"x": 1}, "id": "c2"},
])
from langgraph.graph import StateGraph as _SG
for handle in [True, "custom error", lambda e: f"handled {type(e).__name__}: {e}", False]:
    tn = ToolNode([multiply, fails], handle_tool_errors=handle)
    gg = _SG(MessagesState).add_node("tools", tn).add_edge(START, "tools").compile()
    try:
        out = gg.invoke({"messages": [msg]})
        for m in out["messages"][1:]:
            print(type(m).__name__, repr(m.content), m.tool_call_id, m.name, m.status)
    except Exception as e:
        print("raised", type(e).__name__, e)
bad = AIMessage("", id="ai2", tool_calls=[{"name": "multiply", "args": {"a": "x"}, "id": "c9"}, {"name": "nosuch", "args": {}, "id": "c10"}])
out = _SG(MessagesState).add_node("tools", ToolNode([multiply])).add_edge(START, "tools").compile().invoke({"messages": [bad]})
for m in out["messages"][1:]:
    print(type(m).__name__, repr(m.content), m.tool_call_id, m.name, m.status)

calls = iter([
    AIMessage("", id="a1", tool_calls=[{"name": "update_user", "args": {"name": "Ann"}, "id": "u1"}]),
    AIMessage("", id="a2", tool_calls=[{"name": "whoami", "args": {}, "id": "w1"}]),
    AIMessage("done", id="a3"),
])
def agent(state: State):
    return {"messages": [next(calls)]}
b = StateGraph(State)
b.add_node("agent", agent)
b.add_node("tools", node)
b.add_edge(START, "agent")
b.add_conditional_edges("agent", tools_condition)
b.add_edge("tools", "agent")
g = b.compile()
r = g.invoke({"messages": [HumanMessage("hi", id="h")], "user": "?"})
print(r["user"])
for m in r["messages"]:
    print(type(m).__name__, repr(m.content), getattr(m, "tool_call_id", None))
print(g.get_graph().draw_mermaid())

# https://github.com/langchain-ai/langgraph/pull/1067 , #1916 , #5072 : InjectedState (whole state / one field), InjectedStore and InjectedToolCallId in a ToolNode inside a StateGraph with extra state keys
from typing import Annotated, Any
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, AnyMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, InjectedState, InjectedStore
from langgraph.store.memory import InMemoryStore

class S(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    foo: str
    n: int

@tool
def whole(x: int, state: Annotated[dict, InjectedState]) -> str:
    """Whole state."""
    return f"{x} {state['foo']} {state['n']} {len(state['messages'])}"

@tool
def field(x: int, foo: Annotated[str, InjectedState("foo")], tcid: Annotated[str, InjectedToolCallId]) -> str:
    """One field."""
    return f"{x} {foo} {tcid}"

@tool
def stored(key: str, store: Annotated[Any, InjectedStore()]) -> str:
    """Store."""
    store.put(("ns",), key, {"v": key})
    return str([i.key for i in store.search(("ns",))])

print(sorted(whole.tool_call_schema.model_json_schema()["properties"]))
print(sorted(field.tool_call_schema.model_json_schema()["properties"]))
print(sorted(stored.tool_call_schema.model_json_schema()["properties"]))
b = StateGraph(S)
b.add_node("tools", ToolNode([whole, field, stored]))
b.add_edge(START, "tools"); b.add_edge("tools", END)
g = b.compile(store=InMemoryStore())
msg = AIMessage("", id="a", tool_calls=[{"name": "whole", "args": {"x": 1}, "id": "t1"}, {"name": "field", "args": {"x": 2}, "id": "t2"}, {"name": "stored", "args": {"key": "k1"}, "id": "t3"}])
out = g.invoke({"messages": [msg], "foo": "bar", "n": 7})
print([(m.content, m.tool_call_id, m.name) for m in out["messages"][1:]])
try:
    StateGraph(S).add_node("tools", ToolNode([stored])).add_edge(START, "tools").compile().invoke({"messages": [msg], "foo": "", "n": 0})
except Exception as e:
    print(type(e).__name__, str(e)[:120])

# https://github.com/langchain-ai/langgraph/issues/4841 , #5072 : ToolNode with InjectedState (whole / field), InjectedStore and InjectedToolCallId inside a StateGraph; tools_condition routing; tool_call_schema hides injected args
from typing import Annotated, TypedDict
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode, tools_condition, InjectedState, InjectedStore
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
class S(MessagesState):
    user: str
@tool
def whoami(state: Annotated[dict, InjectedState]) -> str:
    """Who am I."""
    return f"user={state['user']} n={len(state['messages'])}"
@tool
def user_only(user: Annotated[str, InjectedState("user")], suffix: str) -> str:
    """User with suffix."""
    return user + suffix
@tool
def remember(fact: str, store: Annotated[BaseStore, InjectedStore()], user: Annotated[str, InjectedState("user")], tcid: Annotated[str, InjectedToolCallId]) -> str:
    """Remember."""
    store.put(("mem", user), tcid, {"fact": fact})
    return f"stored {fact} under {tcid}"
print(sorted(whoami.tool_call_schema.model_json_schema().get("properties", {})), sorted(user_only.tool_call_schema.model_json_schema()["properties"]), sorted(remember.tool_call_schema.model_json_schema()["properties"]))
turns = iter([AIMessage("", id="a1", tool_calls=[{"name": "whoami", "args": {}, "id": "c1"}, {"name": "user_only", "args": {"suffix": "!"}, "id": "c2"}, {"name": "remember", "args": {"fact": "likes tea"}, "id": "c3"}]), AIMessage("ok", id="a2")])
def agent(s):
    return {"messages": [next(turns)]}
store = InMemoryStore()
g = (StateGraph(S).add_node("agent", agent).add_node("tools", ToolNode([whoami, user_only, remember]))
     .add_edge(START, "agent").add_conditional_edges("agent", tools_condition).add_edge("tools", "agent").compile(store=store))
print(g.get_graph().draw_mermaid())
out = g.invoke({"messages": [HumanMessage("hi", id="h")], "user": "ann"})
for m in out["messages"]:
    print(type(m).__name__, m.content, getattr(m, "tool_call_id", None), getattr(m, "name", None))
print([(i.namespace, i.key, i.value) for i in store.search(("mem", "ann"))])

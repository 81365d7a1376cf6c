# https://github.com/langchain-ai/langgraph/issues/6318 : a hand-built StateGraph with context_schema and a ToolNode whose tools take `runtime: ToolRuntime` (context, state, store, tool_call_id, config's thread id) or an InjectedStore / InjectedState argument, called by a scripted AI message with three tool calls
from dataclasses import dataclass
from typing import Annotated
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.prebuilt import ToolNode, InjectedStore, InjectedState
from langgraph.prebuilt.tool_node import ToolRuntime
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
@dataclass
class Ctx:
    user_id: str
@tool
def whoami(runtime: ToolRuntime[Ctx]) -> str:
    """Say who is asking."""
    return "%s|%s|%d|%s|%s" % (runtime.context.user_id, runtime.tool_call_id, len(runtime.state["messages"]),
                               runtime.store is not None, runtime.config["configurable"]["thread_id"])
@tool
def remember(fact: str, store: Annotated[object, InjectedStore()]) -> str:
    """Remember a fact."""
    store.put(("facts",), fact, {"fact": fact})
    return "saved " + fact
@tool
def count(state: Annotated[dict, InjectedState]) -> int:
    """Count the messages."""
    return len(state["messages"])
def agent(s):
    return {"messages": [AIMessage("", id="ai", tool_calls=[
        {"name": "whoami", "args": {}, "id": "c1"}, {"name": "remember", "args": {"fact": "sky"}, "id": "c2"},
        {"name": "count", "args": {}, "id": "c3"}])]}
store = InMemoryStore()
g = (StateGraph(MessagesState, context_schema=Ctx).add_node("agent", agent).add_node("tools", ToolNode([whoami, remember, count]))
     .add_edge(START, "agent").add_edge("agent", "tools").compile(store=store, checkpointer=InMemorySaver()))
out = g.invoke({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "t9"}}, context=Ctx(user_id="u7"))
print([(type(m).__name__, m.content, getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in out["messages"]])
print([i.key for i in store.search(("facts",))])

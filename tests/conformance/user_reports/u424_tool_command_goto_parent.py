# https://github.com/langchain-ai/langgraph/issues/6350 , #6241 : a handoff tool returning Command(goto=<agent>, graph=Command.PARENT, update=...) from a create_react_agent subgraph inside a parent graph (InjectedState, InjectedToolCallId)
from typing import Annotated
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import create_react_agent, InjectedState
from langgraph.types import Command

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self

@tool
def to_bob(tool_call_id: Annotated[str, InjectedToolCallId], state: Annotated[MessagesState, InjectedState]) -> Command:
    """Hand off to bob."""
    tm = ToolMessage("transferred", tool_call_id=tool_call_id, name="to_bob")
    return Command(goto="bob", graph=Command.PARENT, update={"messages": state["messages"] + [tm]})

alice = create_react_agent(M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "to_bob", "args": {}, "id": "t1"}])])), [to_bob], name="alice")
bob = create_react_agent(M(messages=iter([AIMessage("bob here", id="b1")])), [], name="bob")
g = StateGraph(MessagesState).add_node("alice", alice, destinations=("bob",)).add_node("bob", bob).add_edge(START, "alice").compile()
for ns, ch in g.stream({"messages": [HumanMessage("hi", id="h")]}, subgraphs=True, stream_mode="updates"):
    for k, v in ch.items():
        print(len(ns), k, [(type(m).__name__, m.content) for m in (v or {}).get("messages", [])])
out = g.invoke({"messages": [HumanMessage("hi", id="h")]}) if False else None
print(g.get_graph().draw_mermaid())

# https://github.com/langchain-ai/langgraph/issues/5409 : a hand-built swarm: two create_react_agent workers as nodes of a parent graph, each with a handoff tool returning Command(goto=<other>, graph=Command.PARENT, update={"messages": [...ToolMessage]}); the parent's updates stream with subgraphs=True (namespaces stripped of task ids), the final transcript and the active agent
from typing import Annotated
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import create_react_agent, InjectedState
from langgraph.types import Command
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
class S(MessagesState):
    active: str
def handoff(target):
    @tool("to_" + target)
    def h(state: Annotated[dict, InjectedState], tool_call_id: Annotated[str, InjectedToolCallId]):
        """hand off"""
        tm = ToolMessage("moved to " + target, tool_call_id=tool_call_id, name="to_" + target)
        return Command(goto=target, graph=Command.PARENT, update={"messages": state["messages"] + [tm], "active": target})
    return h
alice = create_react_agent(Model(messages=iter([AIMessage("", id="al1", tool_calls=[{"name": "to_bob", "args": {}, "id": "x1", "type": "tool_call"}])])), [handoff("bob")], name="alice")
bob = create_react_agent(Model(messages=iter([AIMessage("bob here", id="b1")])), [handoff("alice")], name="bob")
g = StateGraph(S).add_node("alice", alice, destinations=("bob",)).add_node("bob", bob, destinations=("alice",)).add_edge(START, "alice").compile()
for ns, ch in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], {k: (None if v is None else ([(m.type, m.content) for m in v.get("messages", [])], v.get("active"))) for k, v in ch.items()})
out = g.invoke({"messages": [HumanMessage("hi", id="h")]}) if False else None

# https://github.com/langchain-ai/langgraph/issues/2227 : a hand-built agent graph over a custom state whose messages live under "history": ToolNode(messages_key="history") with a tool taking InjectedState("user") and a whole-state InjectedState, tools_condition(messages_key="history") routing; the streamed updates and the final history
from typing import Annotated, TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, AnyMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, tools_condition, InjectedState
class S(TypedDict):
    history: Annotated[list[AnyMessage], add_messages]
    user: str
@tool
def whoami(user: Annotated[str, InjectedState("user")]) -> str:
    """who"""
    return "you are " + user
@tool
def count(state: Annotated[dict, InjectedState]) -> str:
    """count"""
    return "%d messages, keys %s" % (len(state["history"]), sorted(state))
model = GenericFakeChatModel(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "whoami", "args": {}, "id": "w"}, {"name": "count", "args": {}, "id": "c"}]), AIMessage("hello ann", id="a2")]))
def agent(s):
    return {"history": [model.invoke(s["history"])]}
g = StateGraph(S).add_node("agent", agent).add_node("tools", ToolNode([whoami, count], messages_key="history"))
g.add_edge(START, "agent"); g.add_conditional_edges("agent", lambda s: tools_condition(s, messages_key="history")); g.add_edge("tools", "agent")
app = g.compile()
for ch in app.stream({"history": [HumanMessage("who am i", id="h")], "user": "ann"}, stream_mode="updates"):
    print({k: [(type(m).__name__, m.content) for m in v["history"]] for k, v in ch.items()})
print(sorted(app.get_graph().nodes), [(e.source, e.target, e.conditional) for e in app.get_graph().edges])

# https://github.com/langchain-ai/langgraph/pull/1751 : stream_mode="messages" over returned messages given as dicts / (role, text) tuples (coerced by add_messages, not streamed), Send payload messages echoed back by the Send target (already seen) next to new ones, a subgraph node's output with subgraphs False / True, and a tools-like node returning a list of Commands
from typing import Annotated, Any
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, HumanMessage, AnyMessage, ToolMessage
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.graph.message import add_messages
from langgraph.types import Send, Command
class S(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
def dict_msgs(s): return {"messages": [{"role": "assistant", "content": "as dict", "id": "dm"}, ("ai", "as tuple")]}
def fan(s): return [Send("echo", {"messages": [AIMessage("payload", id="pl")]}), Send("echo2", {"messages": [AIMessage("p2", id="p2")]})]
def echo(s): return {"messages": s["messages"]}
def echo2(s): return {"messages": [AIMessage("new from echo2", id="e2")] + s["messages"]}
g = StateGraph(S).add_node("dict_msgs", dict_msgs).add_node("echo", echo).add_node("echo2", echo2).add_edge(START, "dict_msgs").add_conditional_edges("dict_msgs", fan).compile()
print(sorted((type(m).__name__, m.content, meta["langgraph_node"]) for m, meta in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages")))
# subgraph node output vs subgraphs flag
def inner(s): return {"messages": [AIMessage("inner", id="in")]}
sub = StateGraph(MessagesState).add_node("inner", inner).add_edge(START, "inner").compile()
def after(s): return {"messages": [AIMessage("after", id="af")]}
g2 = StateGraph(MessagesState).add_node("sub", sub).add_node("after", after).add_edge(START, "sub").add_edge("sub", "after").compile()
for sg in [False, True]:
    print(sg, [(getattr(x[0] if not sg else x[1][0], "content"), (x[1] if not sg else x[1][1])["langgraph_node"]) for x in g2.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages", subgraphs=sg)])
# node returning a ToolMessage and Command list from a "tools" node
def tools(s): return [Command(update={"messages": [ToolMessage("t1", tool_call_id="a", id="tm1")]}), Command(update={"messages": [ToolMessage("t2", tool_call_id="b", id="tm2")]}, goto="__end__")]
g3 = StateGraph(MessagesState).add_node("tools", tools).add_edge(START, "tools").compile()
print([(m.content, meta["langgraph_node"]) for m, meta in g3.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages")])

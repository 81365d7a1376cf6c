# https://github.com/langchain-ai/langgraph/pull/3251 , #3772 , #4718 : get_stream_writer / writer param in a node, in a tool run by ToolNode, in a subgraph node, in a router; custom+updates with subgraphs=True namespaces; writer outside a run
from typing import TypedDict, Annotated
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode
from langgraph.config import get_stream_writer
from langgraph.types import StreamWriter
@tool
def lookup(q: str) -> str:
    """look up q"""
    get_stream_writer()({"tool_progress": q})
    return q[::-1]
def agent(s: MessagesState, writer: StreamWriter):
    writer("agent thinking")
    if len(s["messages"]) == 1:
        return {"messages": [AIMessage("", tool_calls=[{"name": "lookup", "args": {"q": "abc"}, "id": "c1"}])]}
    return {"messages": [AIMessage("done")]}
def route(s):
    get_stream_writer()("routing")
    return "tools" if s["messages"][-1].tool_calls else END
def inner(s: MessagesState):
    get_stream_writer()({"inner": len(s["messages"])})
    return {}
sub = StateGraph(MessagesState).add_node("inner", inner).add_edge(START, "inner").compile()
g = (StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([lookup])).add_node("sub", sub)
     .add_edge(START, "agent").add_conditional_edges("agent", route, ["tools", END]).add_edge("tools", "sub").add_edge("sub", "agent").compile())
for ns, mode, data in g.stream({"messages": [("user", "hi")]}, stream_mode=["custom", "updates"], subgraphs=True):
    if mode == "updates":
        data = {k: (v if not isinstance(v, dict) else {kk: [type(m).__name__ + ":" + str(m.content) for m in vv] if kk == "messages" else vv for kk, vv in v.items()}) for k, v in data.items()}
    print([n.split(":")[0] for n in ns], mode, data)
print([c for c in g.stream({"messages": [("user", "hi")]}, stream_mode="custom")])
try:
    get_stream_writer()("outside")
    print("outside ok")
except Exception as e:
    print("outside", type(e).__name__, str(e)[:80])

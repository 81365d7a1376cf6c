# https://github.com/langchain-ai/langgraph/issues/4455 : a ToolNode inside a subgraph whose tools call get_stream_writer(): stream_mode="custom" with subgraphs=True shows each chunk under the subgraph's namespace (task ids stripped), and without subgraphs=True the chunks still reach the parent's stream
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode
from langgraph.config import get_stream_writer
@tool
def lookup(q: str) -> str:
    """lookup"""
    get_stream_writer()({"tool": "lookup", "q": q})
    return "found " + q
def caller(s):
    return {"messages": [AIMessage("", id="ai", tool_calls=[{"name": "lookup", "args": {"q": q}, "id": "c-" + q} for q in ("x", "y")])]}
sub = StateGraph(MessagesState).add_node("caller", caller).add_node("tools", ToolNode([lookup])).add_edge(START, "caller").add_edge("caller", "tools").compile()
g = StateGraph(MessagesState).add_node("agent", sub).add_edge(START, "agent").compile()
rows = [(tuple(p.split(":")[0] for p in ns), c) for ns, c in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="custom", subgraphs=True)]
print(sorted(map(str, rows)))
print(sorted(map(str, g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="custom"))))
out = g.invoke({"messages": [HumanMessage("hi", id="h")]})
print([(type(m).__name__, m.content) for m in out["messages"]])

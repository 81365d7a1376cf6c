# https://github.com/langchain-ai/langgraph/pull/1776 : stream_mode="custom" chunks written from a node, from a @tool via get_stream_writer() and via ToolRuntime.stream_writer (run by ToolNode), from a @task of an entrypoint and from a node of a subgraph; with subgraphs=True namespaces; and what custom writes do when "custom" is not requested
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.config import get_stream_writer
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.prebuilt import ToolNode, ToolRuntime
@tool
def t_writer(x: int) -> str:
    """Writes via get_stream_writer."""
    get_stream_writer()({"tool": "t_writer", "x": x})
    return "ok%d" % x
@tool
def t_runtime(x: int, runtime: ToolRuntime) -> str:
    """Writes via the runtime."""
    runtime.stream_writer({"tool": "t_runtime", "x": x, "call": runtime.tool_call_id})
    return "rt%d" % x
def agent(s):
    get_stream_writer()("agent start")
    return {"messages": [AIMessage("", id="c", tool_calls=[{"name": "t_writer", "args": {"x": 1}, "id": "a"}, {"name": "t_runtime", "args": {"x": 2}, "id": "b"}])]}
def sub_node(s):
    get_stream_writer()(["sub", len(s["messages"])])
    return {}
sub = StateGraph(MessagesState).add_node("sub_node", sub_node).add_edge(START, "sub_node").compile()
g = (StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([t_writer, t_runtime])).add_node("sub", sub)
     .add_edge(START, "agent").add_edge("agent", "tools").add_edge("tools", "sub").compile())
inp = {"messages": [HumanMessage("hi", id="h")]}
print(sorted(map(repr, g.stream(inp, stream_mode="custom"))))
print(sorted(repr(([n.split(":")[0] for n in ns], c)) for ns, c in g.stream(inp, stream_mode="custom", subgraphs=True)))
print([m for m, _ in g.stream(inp, stream_mode=["updates", "custom"])].count("custom"))
print([list(c) for c in g.stream(inp, stream_mode="updates")])
@task
def step(x):
    get_stream_writer()({"task": x})
    return x * 2
@entrypoint()
def ep(xs):
    get_stream_writer()("body")
    return [f.result() for f in [step(x) for x in xs]]
print(sorted(map(repr, ep.stream([1, 2], stream_mode="custom"))))
print(list(ep.stream([3], stream_mode=["custom", "updates"])))

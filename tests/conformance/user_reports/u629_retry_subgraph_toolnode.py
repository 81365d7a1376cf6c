# https://github.com/langchain-ai/langgraph/pull/1695 , #6338 : RetryPolicy on a subgraph node whose inner node fails twice (inner re-runs from the failing node?), on a ToolNode whose tool fails once; updates with subgraphs=True across attempts
from typing import TypedDict
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode
from langgraph.types import RetryPolicy
runs = {"i1": 0, "i2": 0, "tool": 0}
class S(TypedDict):
    v: str
def i1(s):
    runs["i1"] += 1
    return {"v": s["v"] + "1"}
def i2(s):
    runs["i2"] += 1
    if runs["i2"] < 3:
        raise ConnectionError("flaky")
    return {"v": s["v"] + "2"}
sub = StateGraph(S).add_node("i1", i1).add_node("i2", i2).add_edge(START, "i1").add_edge("i1", "i2").compile()
g = StateGraph(S).add_node("sub", sub, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.001, jitter=False)).add_edge(START, "sub").compile()
for ns, d in g.stream({"v": ""}, stream_mode="updates", subgraphs=True):
    print(tuple(n.split(":")[0] for n in ns), d)
print(runs)
@tool
def flaky_tool(x: int) -> int:
    """flaky"""
    runs["tool"] += 1
    if runs["tool"] == 1:
        raise ConnectionError("tool flaky")
    return x + 1
tn = ToolNode([flaky_tool], handle_tool_errors=False)
g2 = (StateGraph(MessagesState).add_node("m", lambda s: {"messages": [AIMessage("", tool_calls=[{"name": "flaky_tool", "args": {"x": 1}, "id": "c"}])]})
      .add_node("tools", tn, retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False)).add_edge(START, "m").add_edge("m", "tools").compile())
out = g2.invoke({"messages": [("user", "hi")]})
print([(type(m).__name__, m.content) for m in out["messages"]], runs)

# https://github.com/langchain-ai/langgraph/issues/1016 : get_config() and get_stream_writer() called inside a conditional-edge function and inside a tool run by ToolNode (and a tool taking config: RunnableConfig): the configurable values and langgraph_node they see, custom chunks written from the router, and get_config() outside a run
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.config import get_config, get_stream_writer
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.prebuilt import ToolNode
seen = []
@tool
def who(q: str) -> str:
    """Who am I."""
    c = get_config()
    seen.append(("tool", c["configurable"].get("user"), c["metadata"].get("langgraph_node")))
    return c["configurable"].get("user", "?")
@tool
def who_cfg(q: str, config: RunnableConfig) -> str:
    """Who am I via config."""
    seen.append(("tool_cfg", config["configurable"].get("user"), config["metadata"].get("langgraph_node")))
    return "cfg"
def agent(s):
    if len(s["messages"]) > 1:
        return {"messages": [AIMessage("done", id="d")]}
    return {"messages": [AIMessage("", id="a", tool_calls=[{"name": "who", "args": {"q": "x"}, "id": "1"}, {"name": "who_cfg", "args": {"q": "y"}, "id": "2"}])]}
def route(s):
    c = get_config()
    seen.append(("router", c["configurable"].get("user"), c["metadata"].get("langgraph_node")))
    get_stream_writer()({"routing_from": c["metadata"].get("langgraph_node")})
    return "tools" if s["messages"][-1].tool_calls else END
g = StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([who, who_cfg])).add_edge(START, "agent").add_conditional_edges("agent", route).add_edge("tools", "agent").compile()
print(list(g.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"user": "ann"}}, stream_mode="custom")))
print(sorted(seen))
try:
    get_config()
except Exception as e:
    print("ERR", type(e).__name__, e)
try:
    get_stream_writer()
    print("writer outside ok")
except Exception as e:
    print("ERR", type(e).__name__, e)

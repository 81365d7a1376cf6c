# https://github.com/langchain-ai/langgraph/issues/4455 : stream_mode="messages" for messages a node returns without a model (AIMessage, ToolMessage, a dict message, a RemoveMessage) and for a ToolNode's ToolMessage, in the parent and in a subgraph with subgraphs=True: what is emitted, its type, id and the metadata node / step
from langchain_core.messages import AIMessage, ToolMessage, HumanMessage, RemoveMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode
@tool
def echo(x: str) -> str:
    """Echo."""
    return "echo:" + x
def agent(s): return {"messages": [AIMessage("calling", id="a1", tool_calls=[{"name": "echo", "args": {"x": "hi"}, "id": "t1"}])]}
def extra(s): return {"messages": [ToolMessage("manual", tool_call_id="t1", id="tm"), {"role": "assistant", "content": "dict msg", "id": "d1"}, RemoveMessage(id="h1")]}
sub = StateGraph(MessagesState).add_node("extra", extra).add_edge(START, "extra").compile()
g = StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([echo])).add_node("sub", sub).add_edge(START, "agent").add_edge("agent", "tools").add_edge("tools", "sub").compile()
for ns, (m, md) in g.stream({"messages": [HumanMessage("hi", id="h1")]}, stream_mode="messages", subgraphs=True):
    print(tuple(x.split(":")[0] for x in ns), type(m).__name__, m.id, repr(m.content), md["langgraph_node"], md["langgraph_step"], sorted(k for k in md if not k.startswith("langgraph_")))
print([type(m).__name__ for m in g.invoke({"messages": [HumanMessage("hi", id="h1")]})["messages"]])

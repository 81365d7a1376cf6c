# https://github.com/langchain-ai/langgraph/issues/4718 , langgraphjs#246 , #5010 : stream_mode="messages" when a tool inside a ToolNode calls a chat model (streaming fake), with and without the "nostream" tag; metadata node/triggers/path of those tokens vs the ToolMessage
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode
inner = GenericFakeChatModel(messages=iter([AIMessage("tool thinks hard", id="t1"), AIMessage("quiet thought", id="t2")]))
@tool
def think(q: str) -> str:
    """Think with a model."""
    return inner.invoke(q).content
@tool
def think_quietly(q: str) -> str:
    """Think without streaming."""
    return inner.with_config(tags=["nostream"]).invoke(q).content
def agent(s):
    return {"messages": [AIMessage("", id="a", tool_calls=[{"name": "think", "args": {"q": "x"}, "id": "c1"}])]}
def agent2(s):
    return {"messages": [AIMessage("", id="a2", tool_calls=[{"name": "think_quietly", "args": {"q": "y"}, "id": "c2"}])]}
for a in [agent, agent2]:
    g = StateGraph(MessagesState).add_node("agent", a).add_node("tools", ToolNode([think, think_quietly])).add_edge(START, "agent").add_edge("agent", "tools").add_edge("tools", END).compile()
    for m, meta in g.stream({"messages": [HumanMessage("go", id="h")]}, stream_mode="messages"):
        print(type(m).__name__, repr(m.content), meta["langgraph_node"], meta["langgraph_triggers"], meta["langgraph_path"], sorted(meta.get("tags", [])))

# https://github.com/langchain-ai/langgraph/issues/3380 : a chat model invoked inside a @tool run by ToolNode (with and without passing the tool's config on), in stream_mode="messages" and ["messages", "updates"]: the tool model's tokens, the ToolMessage that follows, and the metadata (langgraph_node, tags) each carries
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.prebuilt import ToolNode
inner = GenericFakeChatModel(messages=iter([AIMessage("inner words", id="in%d" % i) for i in range(20)]))
@tool
def ask(q: str) -> str:
    """Ask the inner model."""
    return inner.invoke(q).content
@tool
def ask_cfg(q: str, config: RunnableConfig) -> str:
    """Ask the inner model with the tool's config."""
    return inner.invoke(q, config).content
def agent(s):
    return {"messages": [AIMessage("", id="call", tool_calls=[{"name": "ask", "args": {"q": "x"}, "id": "t1"}, {"name": "ask_cfg", "args": {"q": "y"}, "id": "t2"}])]}
g = StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([ask, ask_cfg])).add_edge(START, "agent").add_edge("agent", "tools").compile()
rows = []
for ch, meta in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"):
    rows.append((type(ch).__name__, repr(ch.content), getattr(ch, "tool_call_id", None), meta["langgraph_node"], sorted(meta.get("tags", []))))
for r in sorted(rows, key=repr):
    print(r)
rows = []
for mode, p in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode=["messages", "updates"]):
    if mode == "messages":
        rows.append((mode, type(p[0]).__name__, repr(p[0].content)))
    else:
        rows.append((mode, {k: [m.content for m in v["messages"]] for k, v in p.items()}))
for r in sorted(rows, key=repr):
    print(r)

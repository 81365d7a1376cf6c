# https://github.com/langchain-ai/langgraph/issues/6596 : astream_events(version="v2") for a graph whose node calls a fake chat model, a ToolNode running a tool, and a subgraph: each event's name, tags (graph:step kept), and the langgraph_* / checkpoint_ns metadata keys and heads
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode
@tool
def add(a: int, b: int) -> int:
    """Add."""
    return a + b
model = GenericFakeChatModel(messages=iter([AIMessage("calling", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}], id="m1"), AIMessage("done", id="m2")]))
async def agent(s): return {"messages": [await model.ainvoke(s["messages"])]}
async def fin(s): return {"messages": [await model.ainvoke(s["messages"])]}
sub = StateGraph(MessagesState).add_node("fin", fin).add_edge(START, "fin").compile()
g = StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([add])).add_node("sub", sub).add_edge(START, "agent").add_edge("agent", "tools").add_edge("tools", "sub").compile()
async def main():
    async for e in g.astream_events({"messages": [("user", "hi")]}, version="v2"):
        if e["event"].endswith("_stream") and e["event"] != "on_chat_model_stream":
            continue
        md = e["metadata"]
        print(e["event"], e["name"], sorted(t for t in e["tags"] if not t.startswith("seq:")), md.get("langgraph_node"), md.get("langgraph_step"), md.get("langgraph_triggers"), md.get("langgraph_path"), md.get("langgraph_checkpoint_ns", "").split(":")[0], md.get("checkpoint_ns", "-").split(":")[0], len(e["parent_ids"]))
asyncio.run(main())

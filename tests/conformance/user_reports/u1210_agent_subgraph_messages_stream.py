# https://github.com/langchain-ai/langgraph/issues/6338 : a create_react_agent added as a node of a parent graph, streamed with stream_mode="messages" and subgraphs=True (sync and async): each chunk's namespace head, langgraph_node, checkpoint_ns head, the message type and content; tool messages included
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import create_react_agent
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def look(q: str) -> str:
    """look"""
    return "seen " + q
def mk():
    model = Model(messages=iter([AIMessage("let me look", id="a1", tool_calls=[{"name": "look", "args": {"q": "x"}, "id": "t1", "type": "tool_call"}]), AIMessage("found it", id="a2")]))
    agent = create_react_agent(model, [look])
    return StateGraph(MessagesState).add_node("researcher", agent).add_edge(START, "researcher").compile()
def fmt(ns, c):
    m, md = c
    return ([n.split(":")[0] for n in ns], md["langgraph_node"], md["checkpoint_ns"].split(":")[0], md.get("ls_provider"), type(m).__name__, m.content)
for ns, c in mk().stream({"messages": [HumanMessage("go", id="h")]}, stream_mode="messages", subgraphs=True):
    print(fmt(ns, c))
async def main():
    out = [fmt(ns, c) async for ns, c in mk().astream({"messages": [HumanMessage("go", id="h")]}, stream_mode="messages", subgraphs=True)]
    print(len(out), out[-1])
asyncio.run(main())
for c in mk().stream({"messages": [HumanMessage("go", id="h")]}, stream_mode="messages"):
    print("flat", c[1]["langgraph_node"], type(c[0]).__name__, repr(c[0].content))

# https://github.com/langchain-ai/langgraph/issues/3772 , https://github.com/langchain-ai/langgraph/issues/2256 : a create_react_agent tool that writes custom events with get_stream_writer and calls an inner streaming chat model with its config: stream_mode ["custom", "messages", "updates"] shows the tool's custom events, the inner model's tokens under the tools node and the ToolMessage; the same agent as a subgraph node streamed with subgraphs=True
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from typing import Annotated
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langchain_core.runnables import RunnableConfig
from langgraph.prebuilt import create_react_agent, ToolNode
from langgraph.config import get_stream_writer
from langgraph.graph import StateGraph, MessagesState, START
inner = GenericFakeChatModel(messages=iter([AIMessage("inner thought here", id="inner1")]))
@tool
def research(topic: str, config: RunnableConfig) -> str:
    """research"""
    w = get_stream_writer()
    w({"tool": "research", "stage": "start", "topic": topic})
    r = inner.invoke([HumanMessage(topic)], config)
    w({"tool": "research", "stage": "done"})
    return "found: " + r.content
m = Model(disable_streaming=True, messages=iter([AIMessage("calling", id="a1", tool_calls=[call("research", {"topic": "bees"}, "r1")]), AIMessage("final answer", id="a2")]))
agent = create_react_agent(m, [research])
for mode, ch in agent.stream({"messages": [HumanMessage("go", id="h")]}, stream_mode=["custom", "messages", "updates"]):
    if mode == "messages":
        print(mode, type(ch[0]).__name__, repr(ch[0].content), ch[1]["langgraph_node"], ch[1].get("tags"))
    elif mode == "updates":
        print(mode, {k: show(v["messages"]) for k, v in ch.items()})
    else:
        print(mode, ch)
print("-- as subgraph")
m2 = Model(disable_streaming=True, messages=iter([AIMessage("calling2", id="b1", tool_calls=[call("research", {"topic": "ants"}, "r2")]), AIMessage("done2", id="b2")]))
inner.messages = iter([AIMessage("inner two", id="inner2")])
parent = StateGraph(MessagesState).add_node("agent", create_react_agent(m2, [research])).add_edge(START, "agent").compile()
for ns, mode, ch in parent.stream({"messages": [HumanMessage("go", id="h")]}, stream_mode=["custom", "messages"], subgraphs=True):
    print([p.split(":")[0] for p in ns], mode, ch if mode == "custom" else (type(ch[0]).__name__, repr(ch[0].content), ch[1]["langgraph_node"]))

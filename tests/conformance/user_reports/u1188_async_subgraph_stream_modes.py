# https://github.com/langchain-ai/langgraph/issues/2928 : astream(stream_mode=["messages", "custom", "updates"], subgraphs=True) over an async subgraph whose node streams a GenericFakeChatModel and writes custom data: the namespace heads, modes, and contents in order
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.config import get_stream_writer
async def talk(s):
    w = get_stream_writer()
    w({"stage": "start"})
    m = GenericFakeChatModel(messages=iter([AIMessage("a b", id="sub-ai")]))
    full = None
    async for ch in m.astream(s["messages"]):
        full = ch if full is None else full + ch
    w({"stage": "end"})
    return {"messages": [AIMessage(full.content, id=full.id)]}
sub = StateGraph(MessagesState).add_node("talk", talk).add_edge(START, "talk").compile()
async def outer(s):
    get_stream_writer()("outer-custom")
    return {"messages": [AIMessage("outer", id="o1")]}
g = StateGraph(MessagesState).add_node("outer", outer).add_node("sub", sub).add_edge(START, "outer").add_edge("outer", "sub").compile()
def head(ns): return [x.split(":")[0] for x in ns]
async def main():
    async for ns, mode, data in g.astream({"messages": [("user", "hi")]}, stream_mode=["messages", "custom", "updates"], subgraphs=True):
        if mode == "messages":
            m, meta = data
            print(head(ns), mode, type(m).__name__, repr(m.content), meta["langgraph_node"], head(meta["langgraph_checkpoint_ns"].split("|")))
        elif mode == "updates":
            print(head(ns), mode, {k: [x.content for x in (v or {}).get("messages", [])] for k, v in data.items()})
        else:
            print(head(ns), mode, data)
asyncio.run(main())

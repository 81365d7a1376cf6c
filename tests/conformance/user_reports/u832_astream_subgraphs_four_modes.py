# https://github.com/langchain-ai/langgraph/issues/3772 : astream with subgraphs=True and stream_mode=["updates", "values", "custom", "messages"] at once over a parent -> subgraph -> node that writes custom events and calls a fake chat model; every chunk's namespace, mode and payload in order
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.config import get_stream_writer
class S(MessagesState):
    notes: list
m = GenericFakeChatModel(messages=iter([AIMessage("one two", id="a1")]))
async def sub_node(s):
    w = get_stream_writer()
    w({"progress": "start"})
    r = await m.ainvoke(s["messages"])
    w({"progress": "end"})
    return {"messages": [r], "notes": (s.get("notes") or []) + ["sub"]}
sub = StateGraph(S).add_node("sub_node", sub_node).add_edge(START, "sub_node").compile()
async def after(s):
    get_stream_writer()("after-custom")
    return {"notes": s["notes"] + ["after"]}
app = StateGraph(S).add_node("sub", sub).add_node("after", after).add_edge(START, "sub").add_edge("sub", "after").compile()
def brief(mode, ch):
    if mode == "messages":
        return (type(ch[0]).__name__, ch[0].content, ch[1]["langgraph_node"])
    if mode == "values":
        return ([m.content for m in ch.get("messages", [])], ch.get("notes"))
    if mode == "updates":
        return {k: (None if v is None else ([m.content for m in v.get("messages", [])], v.get("notes"))) for k, v in ch.items()}
    return ch
async def main():
    async for ns, mode, ch in app.astream({"messages": [HumanMessage("q", id="h")], "notes": []}, stream_mode=["updates", "values", "custom", "messages"], subgraphs=True):
        print([p.split(":")[0] for p in ns], mode, brief(mode, ch))
asyncio.run(main())

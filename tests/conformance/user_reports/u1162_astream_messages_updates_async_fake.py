# https://github.com/langchain-ai/langgraph/pull/1784 : astream(stream_mode=["messages", "updates"]) over async nodes calling GenericFakeChatModel with astream / ainvoke, two nodes in sequence and one in parallel: per mode, the chunk contents, message types and metadata keys (langgraph_node, langgraph_step, langgraph_triggers, tags)
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, END, MessagesState
def model(text):
    return GenericFakeChatModel(messages=iter([AIMessage(text, id="m-" + text.replace(" ", "_"))]))
async def streamer(s):
    parts = []
    async for ch in model("hello there friend").astream(s["messages"]):
        parts.append(ch)
    full = parts[0]
    for p in parts[1:]:
        full = full + p
    return {"messages": [AIMessage(full.content, id=full.id)]}
async def invoker(s):
    return {"messages": [await model("done now").ainvoke(s["messages"], config={"tags": ["inv"]})]}
async def plain(s):
    return {"messages": [AIMessage("no model", id="plain")]}
b = StateGraph(MessagesState).add_node("streamer", streamer).add_node("invoker", invoker).add_node("plain", plain)
b.add_edge(START, "streamer").add_edge("streamer", "invoker").add_edge("streamer", "plain").add_edge("invoker", END)
g = b.compile()
async def main():
    rows = []
    async for mode, chunk in g.astream({"messages": [("user", "hi")]}, stream_mode=["messages", "updates"]):
        if mode == "messages":
            m, meta = chunk
            rows.append((mode, meta["langgraph_node"], meta["langgraph_step"], type(m).__name__, m.content, sorted(meta.get("tags", []))))
        else:
            rows.append((mode, sorted((k, [x.content for x in v["messages"]]) for k, v in chunk.items())))
    for r in rows:
        print(r)
    keys = set()
    async for m, meta in g.astream({"messages": [("user", "hi")]}, stream_mode="messages"):
        keys.update(k for k in meta if k.startswith("langgraph_") or k in ("ls_provider", "ls_model_type"))
    print(sorted(keys))
asyncio.run(main())

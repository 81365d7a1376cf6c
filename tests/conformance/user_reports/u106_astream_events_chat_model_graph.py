# https://github.com/langchain-ai/langgraphjs/issues/320 , langgraph PR 1482 : astream_events v2 sequence of a graph calling a chat model (stream tokens, filter final node)
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, MessagesState, START, END

model = GenericFakeChatModel(messages=iter([AIMessage("rewrite q", id="a1"), AIMessage("final answer", id="a2"), AIMessage("rewrite 2", id="a3"), AIMessage("final two", id="a4")]))

async def rewrite(state):
    r = await model.ainvoke(state["messages"])
    return {"messages": [r]}
async def generate(state):
    chunks = []
    async for c in model.astream(state["messages"], config={"tags": ["final"]}):
        chunks.append(c.content)
    return {"messages": [AIMessage("".join(chunks), id="a2x")]}

b = StateGraph(MessagesState)
b.add_node("rewrite", rewrite); b.add_node("generate", generate)
b.add_edge(START, "rewrite"); b.add_edge("rewrite", "generate"); b.add_edge("generate", END)
g = b.compile()

def show(ev):
    md = ev.get("metadata", {})
    d = ev.get("data", {})
    extra = d["chunk"].content if ev["event"] == "on_chat_model_stream" else ""
    return (ev["event"], ev["name"], sorted(t for t in ev.get("tags", []) if not t.startswith("seq:")), md.get("langgraph_node"), md.get("langgraph_step"), md.get("langgraph_triggers"), md.get("ls_model_type"), sorted(d), extra, len(ev["parent_ids"]))

async def main():
    async for ev in g.astream_events({"messages": [("user", "hi")]}, version="v2"):
        print(show(ev))
    print("--- filtered")
    async for ev in g.astream_events({"messages": [("user", "hi")]}, version="v2", include_tags=["final"]):
        print(show(ev))
asyncio.run(main())

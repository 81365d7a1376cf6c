import asyncio
from typing_extensions import TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START

model = GenericFakeChatModel(messages=iter([AIMessage("hi there", id="m1")]))

class State(TypedDict):
    text: str

async def call(state: State):
    r = await model.ainvoke(state["text"])
    return {"text": r.content}

def post(state: State):
    return {"text": state["text"].upper()}

g = StateGraph(State).add_node(call).add_node(post).add_edge(START, "call").add_edge("call", "post").compile()

async def main():
    async for ev in g.astream_events({"text": "q"}, version="v2"):
        data = ev["data"]
        short = {k: (v.content if hasattr(v, "content") else v) for k, v in data.items()} if isinstance(data, dict) else data
        print(ev["event"], ev["name"], ev.get("tags"), sorted(ev.get("metadata", {}).keys()), short if ev["event"] != "on_chat_model_stream" else data["chunk"].content)
asyncio.run(main())

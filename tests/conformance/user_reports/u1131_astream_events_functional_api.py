# https://github.com/langchain-ai/langgraph/issues/6330 : astream_events(version="v2") over an @entrypoint calling @tasks (one calling a fake chat model) with a checkpointer: event names, tags, langgraph_node / step / triggers / path head, checkpoint_ns heads, and the custom events from get_stream_writer / adispatch_custom_event
import asyncio
from langchain_core.callbacks.manager import adispatch_custom_event
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.func import entrypoint, task
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
model = GenericFakeChatModel(messages=iter([AIMessage("hi there", id="m1")]))
@task
async def ask_model(q: str) -> str:
    return (await model.ainvoke(q)).content
@task
async def shout(t: str) -> str:
    get_stream_writer()({"shouting": t})
    await adispatch_custom_event("my_event", {"t": t})
    return repr(t).upper()
@entrypoint(checkpointer=InMemorySaver())
async def flow(q: str) -> str:
    a = await ask_model(q)
    return await shout(a)
async def main():
    async for e in flow.astream_events("hello", {"configurable": {"thread_id": "1"}}, version="v2"):
        if e["event"] == "on_chat_model_stream":
            continue
        md = e["metadata"]
        print(e["event"], e["name"], sorted(t for t in e["tags"] if not t.startswith("seq:")), md.get("langgraph_node"), md.get("langgraph_step"), md.get("langgraph_triggers"), (md.get("langgraph_path") or ("-",))[0], md.get("langgraph_checkpoint_ns", "-").split(":")[0], md.get("checkpoint_ns", "-").split(":")[0], e["data"].get("chunk") if e["event"] in ("on_chain_stream", "on_custom_event") else None)
asyncio.run(main())

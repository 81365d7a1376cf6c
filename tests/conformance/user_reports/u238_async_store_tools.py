# https://github.com/langchain-ai/langgraph/issues/4841 , long-term memory reports : async tools with InjectedStore and config (user_id) in create_react_agent: store.aput/asearch, namespaces per user
import asyncio
from typing import Annotated
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, InjectedStore
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
@tool
async def save_memory(text: str, config: RunnableConfig, store: Annotated[BaseStore, InjectedStore()]) -> str:
    """Save a memory."""
    uid = config["configurable"]["user_id"]
    await store.aput(("memories", uid), text[:4], {"text": text})
    return "saved"
@tool
async def recall(config: RunnableConfig, store: Annotated[BaseStore, InjectedStore()]) -> str:
    """Recall memories."""
    items = await store.asearch(("memories", config["configurable"]["user_id"]))
    return "; ".join(sorted(i.value["text"] for i in items)) or "nothing"
store = InMemoryStore()
async def main():
    for uid, calls in (("u1", [("save_memory", {"text": "likes tea"}), ("save_memory", {"text": "has a cat"})]), ("u2", [("recall", {})]), ("u1", [("recall", {})])):
        m = M(responses=[AIMessage("", id="a1", tool_calls=[{"name": n, "args": a, "id": f"c{i}"} for i, (n, a) in enumerate(calls)]), AIMessage("ok", id="a2")])
        ag = create_react_agent(m, [save_memory, recall], store=store)
        out = await ag.ainvoke({"messages": [("user", "x")]}, {"configurable": {"user_id": uid}})
        print(uid, sorted(str((type(x).__name__, x.content)) for x in out["messages"]))
    print(sorted((i.namespace, i.key) for i in await store.asearch(("memories",))))
    print(sorted(save_memory.tool_call_schema.model_json_schema()["properties"]))
asyncio.run(main())

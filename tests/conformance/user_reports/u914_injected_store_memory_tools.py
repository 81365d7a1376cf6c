# https://github.com/langchain-ai/langgraph/issues/4353 : memory tools taking InjectedStore (save / search with a fake `index` embed function) used by create_react_agent over an InMemoryStore: what the search tool returned (keys, scores), the store's namespaces and items after two threads, and the tool messages
from typing import Annotated
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langchain_core.runnables import RunnableConfig
from langgraph.prebuilt import create_react_agent, InjectedStore
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.checkpoint.memory import InMemorySaver
def embed(texts):
    return [[float(t.count("pizza")), float(t.count("tea")), 0.5] for t in texts]
store = InMemoryStore(index={"dims": 3, "embed": embed})
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def save_memory(text: str, config: RunnableConfig, store: Annotated[BaseStore, InjectedStore()]) -> str:
    """save"""
    user = config["configurable"]["user_id"]
    key = "m%d" % len(store.search(("memories", user), limit=100))
    store.put(("memories", user), key, {"text": text})
    return "saved " + key
@tool
def recall(query: str, config: RunnableConfig, store: Annotated[BaseStore, InjectedStore()]) -> str:
    """search"""
    hits = store.search(("memories", config["configurable"]["user_id"]), query=query, limit=2)
    return "; ".join("%s=%s@%.3f" % (h.key, h.value["text"], h.score) for h in hits)
def c(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
model = Model(messages=iter([
    AIMessage("", id="a1", tool_calls=[c("save_memory", {"text": "likes pizza"}, "t1")]), AIMessage("noted", id="a2"),
    AIMessage("", id="a3", tool_calls=[c("save_memory", {"text": "drinks tea, tea, tea"}, "t2")]), AIMessage("noted", id="a4"),
    AIMessage("", id="a5", tool_calls=[c("recall", {"query": "tea"}, "t3")]), AIMessage("you like tea", id="a6"),
]))
agent = create_react_agent(model, [save_memory, recall], store=store, checkpointer=InMemorySaver())
for i, (thread, q) in enumerate([("a", "I like pizza"), ("a", "I drink tea"), ("b", "what do I like?")]):
    out = agent.invoke({"messages": [HumanMessage(q, id="h%d" % i)]}, {"configurable": {"thread_id": thread, "user_id": "u1"}})
    print(thread, [m.content for m in out["messages"] if type(m).__name__ == "ToolMessage"])
print(store.list_namespaces(), [(i.key, i.value) for i in store.search(("memories",))])
print(agent.get_input_jsonschema().get("properties", {}).keys() if hasattr(agent, "get_input_jsonschema") else None)
print(sorted(save_memory.tool_call_schema.model_json_schema()["properties"]))

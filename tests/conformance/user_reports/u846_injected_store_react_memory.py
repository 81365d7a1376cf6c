# https://github.com/langchain-ai/langgraph/issues/3209 , docs 'long-term memory' : create_react_agent with an InMemoryStore: a tool saving memories through InjectedStore and the config's user id, a second thread of the same user reading them, a callable prompt that reads the store via get_store(), and store.search/get afterwards
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
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, InjectedStore
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.config import get_store
from langgraph.checkpoint.memory import InMemorySaver
@tool
def remember(fact: str, config: RunnableConfig, store: Annotated[BaseStore, InjectedStore()]) -> str:
    """save a fact"""
    uid = config["configurable"]["user_id"]
    key = fact.split()[-1]  # (the two calls run at once: a count-based key would race)
    store.put(("mem", uid), key, {"fact": fact})
    return "saved " + key
prompts = []
def prompt(state):
    uid = "ann"
    facts = sorted(i.value["fact"] for i in get_store().search(("mem", uid)))
    prompts.append(facts)
    return [SystemMessage("facts: " + ",".join(facts))] + state["messages"]
store = InMemoryStore()
m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("remember", {"fact": "likes tea"}, "r1"), call("remember", {"fact": "owns a cat"}, "r2")]), AIMessage("noted", id="a2"), AIMessage("you like tea", id="a3")]))
agent = create_react_agent(m, [remember], prompt=prompt, store=store, checkpointer=InMemorySaver())
out = agent.invoke({"messages": [HumanMessage("remember", id="h1")]}, {"configurable": {"thread_id": "1", "user_id": "ann"}})
print(sorted(c for _, c, _, _ in show(out["messages"]) if c.startswith("saved")))
out = agent.invoke({"messages": [HumanMessage("what do I like", id="h2")]}, {"configurable": {"thread_id": "2", "user_id": "ann"}})
print(show(out["messages"]))
print(prompts)
print(sorted(i.value["fact"] for i in store.search(("mem", "ann"))), sorted(i.key for i in store.search(("mem",))), store.get(("mem", "ann"), "nope"))
print(sorted(store.list_namespaces()))

# https://github.com/langchain-ai/langgraph/issues/8059 : create_react_agent(checkpointer=..., store=InMemoryStore()) with tools reading/writing memories through InjectedStore and the user id from config through RunnableConfig; two threads of one user sharing memories; the store's items afterwards
from typing import Annotated
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, InjectedStore
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def remember(fact: str, config: RunnableConfig, store: Annotated[BaseStore, InjectedStore()]) -> str:
    """remember a fact"""
    uid = config["configurable"]["user_id"]
    key = fact.split()[-1]  # (the two calls of one turn run in parallel: no counter)
    store.put(("mem", uid), key, {"fact": fact})
    return "stored " + key
@tool
def recall(config: RunnableConfig, store: Annotated[BaseStore, InjectedStore()]) -> str:
    """recall"""
    uid = config["configurable"]["user_id"]
    return "; ".join(sorted(i.value["fact"] for i in store.search(("mem", uid))))
store = InMemoryStore()
saver = InMemorySaver()
def call(name, args, i): return {"name": name, "args": args, "id": i, "type": "tool_call"}
script = [("t1", "u1", [call("remember", {"fact": "likes tea"}, "c1"), call("remember", {"fact": "lives in Oslo"}, "c2")]),
          ("t2", "u1", [call("recall", {}, "c3")]), ("t3", "u2", [call("recall", {}, "c4")])]
for tid, uid, calls in script:
    model = Model(messages=iter([AIMessage("", id="a1", tool_calls=calls), AIMessage("ok", id="a2")]))
    agent = create_react_agent(model, [remember, recall], checkpointer=saver, store=store)
    out = agent.invoke({"messages": [HumanMessage("x", id="h")]}, {"configurable": {"thread_id": tid, "user_id": uid}})
    print(tid, sorted(m.content for m in out["messages"] if m.type == "tool"))
print(sorted((i.namespace, i.key, i.value["fact"]) for i in store.search(("mem",))))
print(sorted(remember.tool_call_schema.model_json_schema()["properties"]), recall.tool_call_schema.model_json_schema().get("properties"))

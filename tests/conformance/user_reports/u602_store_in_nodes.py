# https://github.com/langchain-ai/langgraph/issues/6370 , langchain-academy#108 : store injected into nodes (store: BaseStore param, runtime.store, get_store()), put in one node and read in the next, namespaced by config user_id, across threads
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.store.base import BaseStore
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.runtime import Runtime
from langgraph.config import get_store
from langchain_core.runnables import RunnableConfig
class S(TypedDict):
    text: str
    seen: list
def write(state: S, config: RunnableConfig, *, store: BaseStore):
    uid = config["configurable"]["user_id"]
    n = len(store.search(("mem", uid)))
    store.put(("mem", uid), f"m{n}", {"text": state["text"]})
    return {}
def read(state: S, runtime: Runtime):
    uid = runtime.context["user_id"] if runtime.context else None
    return {"seen": [i.value["text"] for i in runtime.store.search(("mem", uid or "u1"))]}
def count(state: S):
    st = get_store()
    return {"text": f"{state['text']}:{len(st.list_namespaces())}"}
store = InMemoryStore()
g = (StateGraph(S).add_node("write", write).add_node("read", read).add_node("count", count)
     .add_edge(START, "write").add_edge("write", "read").add_edge("read", "count").add_edge("count", END)
     .compile(checkpointer=InMemorySaver(), store=store))
print(g.invoke({"text": "a", "seen": []}, {"configurable": {"thread_id": "1", "user_id": "u1"}}))
print(g.invoke({"text": "b", "seen": []}, {"configurable": {"thread_id": "2", "user_id": "u1"}}))
print(g.invoke({"text": "c", "seen": []}, {"configurable": {"thread_id": "3", "user_id": "u2"}}, context={"user_id": "u2"}))
print([(i.namespace, i.key, i.value) for i in store.search(("mem",))])
g2 = StateGraph(S).add_node("write", write).add_edge(START, "write").compile()
try:
    g2.invoke({"text": "x", "seen": []}, {"configurable": {"user_id": "u"}})
except Exception as e:
    print(type(e).__name__, str(e)[:100])

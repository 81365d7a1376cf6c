# InMemoryStore across threads (long-term memory how-to; issues about store injection into nodes)
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.runtime import Runtime

class S(TypedDict):
    user: str
    note: str
    seen: list

def write(state: S, *, store: BaseStore):
    store.put(("users", state["user"]), f"k{len(state['note'])}", {"note": state["note"]})
    return {}

def read(state: S, runtime: Runtime):
    items = runtime.store.search(("users", state["user"]))
    return {"seen": sorted(i.value["note"] for i in items)}

b = StateGraph(S)
b.add_node("write", write); b.add_node("read", read)
b.add_edge(START, "write"); b.add_edge("write", "read"); b.add_edge("read", END)
store = InMemoryStore()
g = b.compile(checkpointer=InMemorySaver(), store=store)
print(g.invoke({"user": "u1", "note": "a", "seen": []}, {"configurable": {"thread_id": "1"}}))
print(g.invoke({"user": "u1", "note": "bb", "seen": []}, {"configurable": {"thread_id": "2"}}))
print(g.invoke({"user": "u2", "note": "c", "seen": []}, {"configurable": {"thread_id": "3"}}))
print(sorted(store.list_namespaces()))
it = store.get(("users", "u1"), "k1")
print(it.key, it.namespace, it.value)
store.delete(("users", "u1"), "k1")
print([i.key for i in store.search(("users",))])
print([i.key for i in store.search(("users",), filter={"note": "c"})])
# no store configured
b2 = StateGraph(S); b2.add_node("read", read); b2.add_edge(START, "read")
try:
    print(b2.compile().invoke({"user": "x", "note": "", "seen": []}))
except Exception as e:
    print("raised", type(e).__name__, str(e)[:80])

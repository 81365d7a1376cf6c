# store semantic-search reports (round 2; see round 1's u85) : InMemoryStore with index, search in nodes, put(index=False / fields), filter, offset, namespaces
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.checkpoint.memory import InMemorySaver

def embed(texts):
    out = []
    for t in texts:
        t = t.lower()
        out.append([float(t.count("cat")), float(t.count("dog")), float(t.count("fish")) + 0.01])
    return out

store = InMemoryStore(index={"dims": 3, "embed": embed, "fields": ["text"]})
class S(TypedDict):
    q: str
    hits: list

def remember(s, *, store: BaseStore):
    store.put(("mem", "u1"), "a", {"text": "cat cat dog", "kind": "pet"})
    store.put(("mem", "u1"), "b", {"text": "dog fish", "kind": "pet"})
    store.put(("mem", "u1"), "c", {"text": "fish fish fish", "kind": "food"}, index=False)
    store.put(("mem", "u2"), "d", {"text": "cat", "kind": "pet"}, index=["kind"])
    return {}
def recall(s, *, store: BaseStore):
    hits = store.search(("mem",), query=s["q"], limit=5)
    return {"hits": [(h.namespace, h.key, None if h.score is None else round(h.score, 3)) for h in hits]}
b = StateGraph(S); b.add_node("remember", remember); b.add_node("recall", recall)
b.add_edge(START, "remember"); b.add_edge("remember", "recall"); b.add_edge("recall", END)
g = b.compile(store=store, checkpointer=InMemorySaver())
print(g.invoke({"q": "cat", "hits": []}, {"configurable": {"thread_id": "1"}}))
print([(h.key, None if h.score is None else round(h.score, 3)) for h in store.search(("mem", "u1"), query="fish")])
print([(h.key) for h in store.search(("mem",), filter={"kind": "food"})])
print([(h.key, round(h.score, 3) if h.score is not None else None) for h in store.search(("mem",), query="dog", filter={"kind": "pet"}, offset=1)])
print(store.list_namespaces(prefix=("mem",)), store.list_namespaces(max_depth=1))
it = store.get(("mem", "u1"), "a")
print(it.value, it.namespace, it.key, sorted(it.dict().keys()))
store.delete(("mem", "u1"), "a")
print(store.get(("mem", "u1"), "a"), [h.key for h in store.search(("mem", "u1"))])

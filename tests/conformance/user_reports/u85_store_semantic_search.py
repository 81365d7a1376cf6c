# InMemoryStore with an embedding index (semantic memory reports): search with query, fields, ttl-less puts
from langgraph.store.memory import InMemoryStore

def embed(texts):
    # a deterministic bag-of-letters embedding (no model, no numpy)
    out = []
    for t in texts:
        v = [0.0] * 16
        for ch in t:
            v[ord(ch) % 16] += 1.0
        out.append(v)
    return out

store = InMemoryStore(index={"dims": 16, "embed": embed, "fields": ["text"]})
store.put(("mem", "u1"), "a", {"text": "likes pizza", "n": 1})
store.put(("mem", "u1"), "b", {"text": "likes pasta", "n": 2})
store.put(("mem", "u1"), "c", {"text": "hates rain", "n": 3}, index=False)
store.put(("mem", "u2"), "d", {"text": "likes pizza", "n": 4})
res = store.search(("mem", "u1"), query="likes pizza", limit=3)
print([(r.key, r.score is not None, round(r.score, 6) if r.score is not None else None) for r in res])
print([(r.key, r.score) for r in store.search(("mem",), filter={"n": 4})])
print([r.key for r in store.search(("mem", "u1"), limit=1, offset=1)])
print(sorted(store.list_namespaces(prefix=("mem",))), store.list_namespaces(max_depth=1))
item = store.get(("mem", "u1"), "a")
print(item.key, item.namespace, item.value, type(item).__name__, sorted(item.dict()))

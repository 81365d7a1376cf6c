# https://github.com/langchain-ai/langgraph/pull/3317 : InMemoryStore(index={"embed": a plain function, "fields": [...]}) with field paths users write ("title", "meta.summary", "chunks[*].text", "chunks[0].text", "$"), put(index=False) and put(index=[...]) overrides, then search(query=...) scores and order with a filter, limit and offset, items never embedded, and SearchItem / Item shapes (dict(), repr-free fields)
import math
from langgraph.store.memory import InMemoryStore
VOCAB = ["cat", "dog", "fish", "bird", "tree"]
def embed(texts):
    out = []
    for t in texts:
        words = str(t).lower().split()
        v = [float(sum(w.startswith(k) for w in words)) + 0.01 * (i + 1) for i, k in enumerate(VOCAB)]
        n = math.sqrt(sum(x * x for x in v))
        out.append([x / n for x in v])
    return out
def show(items):
    return [(i.key, None if i.score is None else round(i.score, 4)) for i in items]
for fields in (["title"], ["meta.summary"], ["chunks[*].text"], ["chunks[0].text"], ["$"], ["title", "chunks[*].text"]):
    store = InMemoryStore(index={"dims": 5, "embed": embed, "fields": fields})
    store.put(("d",), "a", {"title": "cat cat", "meta": {"summary": "dog"}, "chunks": [{"text": "fish"}, {"text": "bird"}], "k": 1})
    store.put(("d",), "b", {"title": "dog", "meta": {"summary": "cat"}, "chunks": [{"text": "cat"}], "k": 2})
    store.put(("d",), "c", {"title": "tree", "meta": {"summary": "tree"}, "chunks": [], "k": 3}, index=False)
    store.put(("d",), "e", {"title": "bird", "other": "cat cat cat", "k": 4}, index=["other"])
    print(fields, show(store.search(("d",), query="cat")), show(store.search(("d",), query="bird", limit=2)),
          show(store.search(("d",), query="cat", filter={"k": {"$gte": 2}}, offset=1)))
store = InMemoryStore(index={"dims": 5, "embed": embed, "fields": ["title"]})
store.put(("d",), "a", {"title": "cat"})
hit = store.search(("d",), query="cat")[0]
got = store.get(("d",), "a")
print(type(hit).__name__, sorted(hit.dict()), type(got).__name__, sorted(got.dict()), hit.namespace, got.value, hasattr(got, "score"))
print(show(store.search(("d",))), show(store.search(("x",), query="cat")))

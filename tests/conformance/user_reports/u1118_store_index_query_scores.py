# https://github.com/langchain-ai/langgraph/issues/2929 : InMemoryStore(index=...) with a hand-written deterministic embedding function: search(query=) order and scores, query with filter and limit / offset, index=False items, fields= on put, and get() items' keys
from langgraph.store.memory import InMemoryStore
def embed(texts):
    return [[float(t.count(c)) + 0.5 for c in "aeinprs"] + [float(len(t))] for t in texts]
st = InMemoryStore(index={"dims": 8, "embed": embed, "fields": ["text"]})
st.put(("m",), "1", {"text": "apples", "k": 1})
st.put(("m",), "2", {"text": "bananas", "k": 2})
st.put(("m",), "3", {"text": "apples", "k": 3, "other": "x"}, index=False)
st.put(("m",), "4", {"text": "cherries", "other": "apples", "k": 4}, index=["other"])
st.put(("m", "sub"), "5", {"no_text": True, "k": 5})
res = st.search(("m",), query="apples")
print([(i.key, None if i.score is None else round(i.score, 4)) for i in res])
print([(i.key, None if i.score is None else round(i.score, 4)) for i in st.search(("m",), query="apples", filter={"k": {"$gt": 1}})])
print([i.key for i in st.search(("m",), query="apples", limit=2)], [i.key for i in st.search(("m",), query="apples", limit=2, offset=2)])
print([(i.key, i.score) for i in st.search(("m",))])
it = st.get(("m",), "1")
print(type(it).__name__, it.key, it.namespace, it.value, sorted(it.dict()))
print(st.get(("m",), "nope"))

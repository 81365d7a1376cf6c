# https://github.com/langchain-ai/langgraph/issues/2929 : InMemoryStore.search with filter operators ($eq, $ne, $gt, $gte, $lt, $lte, nested dicts, lists), offset / limit paging, namespace prefixes, and the order items come back in; bad operators
from langgraph.store.memory import InMemoryStore
st = InMemoryStore()
for i, (k, v) in enumerate([("a", {"n": 1, "tag": "x", "meta": {"lvl": 2}, "ls": [1, 2]}), ("b", {"n": 5, "tag": "y", "meta": {"lvl": 1}}), ("c", {"n": 3, "tag": "x", "ls": [1, 2]}), ("d", {"n": "3", "tag": None})]):
    st.put(("docs", "u1"), k, v)
st.put(("docs", "u2"), "e", {"n": 2, "tag": "x"})
st.put(("other",), "f", {"n": 9})
def keys(**kw): return [(i.key, i.namespace) for i in st.search(("docs",), **kw)]
print(keys())
print(keys(filter={"tag": "x"}))
print(keys(filter={"n": {"$gt": 2}}))
print(keys(filter={"n": {"$gte": 3, "$lt": 5}}))
print(keys(filter={"n": {"$ne": 1}}))
print(keys(filter={"n": {"$eq": 3}}))
print(keys(filter={"n": {"$lte": 2}, "tag": "x"}))
print(keys(filter={"meta": {"lvl": 2}}))
print(keys(filter={"ls": [1, 2]}))
print(keys(filter={"tag": None}))
print(keys(filter={"missing": {"$ne": 1}}))
print(keys(limit=2), keys(limit=2, offset=2), keys(offset=10))
print([(i.key) for i in st.search(())], [i.key for i in st.search(("docs", "u2"))], [i.key for i in st.search(("doc",))])
print([type(i).__name__ for i in st.search(("docs",), limit=1)], sorted(vars(st.search(("docs",), limit=1)[0]) if hasattr(st.search(("docs",), limit=1)[0], "__dict__") else st.search(("docs",), limit=1)[0].dict()))
try:
    print(keys(filter={"n": {"$foo": 1}}))
except Exception as e:
    print(type(e).__name__, e)

# https://github.com/langchain-ai/langgraph/pull/3781 , docs PR 4163 : InMemoryStore put/get/search/delete, list_namespaces(prefix/suffix/max_depth), filter ops, limit/offset, batch ops, item dicts
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import PutOp, GetOp, SearchOp, ListNamespacesOp, MatchCondition
s = InMemoryStore()
for user in ["u1", "u2"]:
    for i in range(3):
        s.put(("memories", user, "facts"), f"k{i}", {"i": i, "tag": "even" if i % 2 == 0 else "odd", "user": user})
s.put(("memories", "u1", "prefs"), "color", {"v": "blue"})
s.put(("other",), "x", {"v": 1})
print([(it.key, it.value["i"]) for it in s.search(("memories", "u1"), filter={"tag": "even"})])
# (a $gt filter meeting an item without the key: LangGraph raises TypeError float(None); left, see the log)
print([(it.key, it.value) for it in s.search(("memories", "u2"), filter={"i": {"$gt": 0}}, limit=3, offset=1)])
print([(it.key, it.value) for it in s.search(("memories",), filter={"user": "u1", "i": {"$gte": 1}}, limit=3)])
print([(it.key) for it in s.search(("memories",), filter={"user": {"$ne": "u1"}, "tag": {"$eq": "even"}})])
try:
    s.search(("memories", "u1", "facts"), filter={"i": {"$in": [0, 2]}})
except Exception as e:
    print(type(e).__name__, e)
print(s.list_namespaces())
print(s.list_namespaces(prefix=("memories",), max_depth=2))
print(s.list_namespaces(suffix=("facts",)))
print(s.list_namespaces(prefix=("memories", "*", "prefs")))
print(s.list_namespaces(limit=2, offset=1))
it = s.get(("memories", "u1", "prefs"), "color")
d = it.dict()
print(sorted(d), d["namespace"], d["value"], it.namespace)
s.delete(("memories", "u1", "prefs"), "color")
print(s.get(("memories", "u1", "prefs"), "color"), s.list_namespaces(prefix=("memories", "u1")))
res = s.batch([PutOp(("b",), "1", {"a": 1}), GetOp(("b",), "1"), SearchOp(("b",)), ListNamespacesOp(match_conditions=(MatchCondition("prefix", ("b",)),)), PutOp(("b",), "1", None), GetOp(("b",), "1")])
print([type(r).__name__ if not isinstance(r, list) else [getattr(x, "key", x) for x in r] for r in res])
try:
    s.put(("bad.ns",), "k", {"a": 1})
except Exception as e:
    print(type(e).__name__, e)
try:
    s.put((), "k", {"a": 1})
except Exception as e:
    print(type(e).__name__, e)
try:
    s.put(("langgraph",), "k", {"a": 1})
except Exception as e:
    print(type(e).__name__, e)

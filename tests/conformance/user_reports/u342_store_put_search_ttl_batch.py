# https://github.com/langchain-ai/langgraph/issues/9033 , docs PR 4163 : InMemoryStore insertion order in search, updates keep created_at order, delete/put None, batch ops, ttl argument, Item/SearchItem dict forms
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import PutOp, GetOp, SearchOp, ListNamespacesOp, MatchCondition

store = InMemoryStore()
ns = ("1", "memories")
for k, v in (("k1", {"food": "pizza"}), ("k2", {"food": "sushi"}), ("k3", {"food": "tacos"})):
    store.put(ns, k, v)
store.put(ns, "k1", {"food": "pasta"})
print([(i.key, i.value) for i in store.search(ns)])
print(sorted(store.search(ns)[-1].dict()))
store.put(ns, "k2", None)
print([i.key for i in store.search(ns)], store.get(ns, "k2"))
store.delete(ns, "k3")
print([i.key for i in store.search(ns)])
res = store.batch([PutOp(("b",), "x", {"v": 1}), GetOp(("b",), "x"), SearchOp(("b",), None, 5, 0), ListNamespacesOp(match_conditions=(MatchCondition("prefix", ("b",)),), max_depth=None, limit=10, offset=0)])
print([type(r).__name__ if r is not None else None for r in res], res[1], [i.key for i in res[2]], res[3])
# (ttl=: LangGraph 1.2.11's InMemoryStore refuses it, NotImplementedError; lingxigraph's supports TTLs)
store.put(ns, "t", {"a": 1})
it = store.get(ns, "k1")
print(it == store.get(ns, "k1"), hash(it) == hash(store.get(ns, "k1")), repr(it)[:40])
print(store.search(ns, limit=1, offset=1)[0].key, store.search(ns, query="anything"))

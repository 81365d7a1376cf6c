# https://github.com/langchain-ai/docs/pull/4163 : InMemoryStore search default limit (10), list_namespaces default limit (100), items order after overwrites, search across many namespaces
from langgraph.store.memory import InMemoryStore
s = InMemoryStore()
for i in range(15):
    s.put(("m",), f"k{i:02d}", {"i": i})
print(len(s.search(("m",))), [i.key for i in s.search(("m",))][-2:], len(s.search(("m",), limit=100)))
s.put(("m",), "k03", {"i": 99})
print([i.key for i in s.search(("m",), limit=20)][:5], [i.key for i in s.search(("m",), limit=20)][-2:])
for i in range(120):
    s.put(("ns", f"{i:03d}"), "k", {"i": i})
print(len(s.list_namespaces()), len(s.list_namespaces(limit=200)), s.list_namespaces(prefix=("ns",))[:2], s.list_namespaces(prefix=("ns",), offset=118))
print(len(s.search(())), len(s.search((), limit=1000)), [i.namespace for i in s.search((), limit=3)])

# https://github.com/langchain-ai/langgraph/issues/6240 , docs PR 4163 : list_namespaces with "*" in prefix and suffix, both together, max_depth shorter than the prefix, limit/offset after dedup; search on a prefix that is a partial label
from langgraph.store.memory import InMemoryStore
s = InMemoryStore()
for ns in [("org", "a", "users", "u1"), ("org", "a", "users", "u2"), ("org", "b", "users", "u1"), ("org", "b", "docs"), ("org", "c"), ("other", "users", "u1"), ("org", "a", "users", "u1", "deep")]:
    s.put(ns, "k", {"ns": list(ns)})
print(s.list_namespaces(prefix=("org", "*", "users")))
print(s.list_namespaces(suffix=("users", "u1")))
print(s.list_namespaces(suffix=("*", "u1")))
print(s.list_namespaces(prefix=("org",), suffix=("u1",)))
print(s.list_namespaces(prefix=("org", "a"), max_depth=1))
print(s.list_namespaces(prefix=("org",), max_depth=3))
print(s.list_namespaces(prefix=("org",), max_depth=3, limit=2, offset=1))
print(s.list_namespaces(prefix=("*",), max_depth=2))
print([i.namespace for i in s.search(("org", "a"))])
print([i.namespace for i in s.search(("or",))], [i.namespace for i in s.search(("org", "*"))])
print(s.list_namespaces(prefix=("nope",)), s.list_namespaces(max_depth=0))

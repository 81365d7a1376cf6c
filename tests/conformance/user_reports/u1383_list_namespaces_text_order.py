# https://github.com/langchain-ai/langgraph/pull/1889 (ordering) : list_namespaces order on InMemoryStore and SqliteStore when labels share a start ("a", "a!", "a-c", "a0", "ab", "A", ("a", "B"), ("a", "b", "c")): the whole listing, max_depth=1, a prefix, limit / offset pages, and search order under a prefix
from langgraph.store.sqlite import SqliteStore
from langgraph.store.memory import InMemoryStore
with SqliteStore.from_conn_string(":memory:") as sq:
    sq.setup()
    for name, s in (("memory", InMemoryStore()), ("sqlite", sq)):
        for ns in [("a", "b"), ("a-c",), ("a",), ("a0",), ("a", "b", "c"), ("A",), ("a", "B"), ("a!",), ("ab",)]:
            s.put(ns, "k", {"v": 1})
        print(name, s.list_namespaces())
        print(name, s.list_namespaces(max_depth=1))
        print(name, s.list_namespaces(prefix=("a",)))
        print(name, s.list_namespaces(limit=3, offset=2), s.list_namespaces(limit=3, offset=6))
        print(name, [i.namespace for i in s.search(("a",))])

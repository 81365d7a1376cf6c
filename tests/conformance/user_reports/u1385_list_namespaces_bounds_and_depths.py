# https://github.com/langchain-ai/langgraph/pull/1889 (bounds) : list_namespaces with negative limits and offsets (a Python slice in memory, SQL rules in SQLite), max_depth 0 and -1, a prefix longer than any namespace, prefix and suffix together, "*" labels in prefixes and suffixes, and a max_depth page, on InMemoryStore and SqliteStore
from langgraph.store.sqlite import SqliteStore
from langgraph.store.memory import InMemoryStore
with SqliteStore.from_conn_string(":memory:") as sq:
    sq.setup()
    for name, s in (("memory", InMemoryStore()), ("sqlite", sq)):
        for ns in [("a", "b", "c"), ("a", "b"), ("a", "x", "c"), ("b", "c"), ("c",), ("a", "b", "c", "d")]:
            s.put(ns, "k", {"v": 1})
        for kw in ({"limit": -1}, {"offset": -1}, {"limit": 2, "offset": -2}, {"max_depth": 0}, {"max_depth": -1}, {"prefix": ("a", "b", "c", "d", "e")},
                   {"prefix": ("a", "b"), "suffix": ("b",)}, {"prefix": ("a",), "suffix": ("c",), "max_depth": 2}, {"suffix": ("b", "c")},
                   {"prefix": ("*", "b")}, {"suffix": ("*",)}, {"prefix": ("a", "*", "c")}, {"max_depth": 2, "limit": 1, "offset": 1}):
            try:
                print(name, kw, s.list_namespaces(**kw))
            except Exception as e:
                print(name, kw, "ERR", type(e).__name__, str(e)[:80])

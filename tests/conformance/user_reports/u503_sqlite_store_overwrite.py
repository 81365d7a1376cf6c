# https://github.com/langchain-ai/langgraph/pull/3781 , docs PR 4163 : SqliteStore put/overwrite created_at, search filter, list_namespaces, delete; same calls on InMemoryStore
import sqlite3
from langgraph.store.sqlite import SqliteStore
from langgraph.store.memory import InMemoryStore
conn = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
for s in [SqliteStore(conn), InMemoryStore()]:
    if hasattr(s, "setup"): s.setup()
    s.put(("u", "1"), "a", {"v": 1, "tag": "x"})
    first = s.get(("u", "1"), "a")
    s.put(("u", "1"), "a", {"v": 2, "tag": "y"})
    second = s.get(("u", "1"), "a")
    s.put(("u", "2"), "b", {"v": 3, "tag": "x"})
    print(type(s).__name__, second.value, first.created_at == second.created_at)
    print([(i.namespace, i.key, i.value) for i in s.search(("u",), filter={"tag": "x"})])
    print([(i.key) for i in s.search(("u",), filter={"v": {"$gte": 2}})])
    print(s.list_namespaces(prefix=("u",)), s.list_namespaces(max_depth=1))
    s.delete(("u", "2"), "b")
    print(s.get(("u", "2"), "b"), s.list_namespaces())

# https://github.com/langchain-ai/langgraph/pull/1889 : what order search() and list_namespaces() return without a query, on InMemoryStore and SqliteStore: items put in one second, an existing key re-put a second later, deleting one, namespaces of several depths (max_depth, limit, offset), created_at and updated_at after the update (and their resolution), a query given to a store without an index, and put(index=[...]) on one
import time
from langgraph.store.memory import InMemoryStore
from langgraph.store.sqlite import SqliteStore
with SqliteStore.from_conn_string(":memory:") as sq:
    sq.setup()
    for name, store in (("memory", InMemoryStore()), ("sqlite", sq)):
        # the SQL store keeps whole seconds: these puts share one second, the update comes in a later one
        time.sleep(1.01 - time.time() % 1)
        for ns, key in ((("b",), "k2"), (("a", "x"), "k1"), (("a",), "k3"), (("a", "x", "y"), "k4"), (("c", "z"), "k5"), (("a",), "k0")):
            store.put(ns, key, {"key": key})
        first = store.get(("a",), "k3")
        time.sleep(1.05)
        store.put(("a",), "k3", {"key": "k3", "v": 2})
        again = store.get(("a",), "k3")
        print(name, "search", [i.key for i in store.search(())], [i.key for i in store.search(("a",))])
        print(name, "stamps", again.created_at == first.created_at, again.updated_at > first.updated_at, again.value,
              first.created_at.microsecond == 0, first.created_at.tzinfo)
        store.delete(("b",), "k2")
        print(name, "after delete", [i.key for i in store.search(())], store.get(("b",), "k2"))
        print(name, "ns", store.list_namespaces(), store.list_namespaces(max_depth=1), store.list_namespaces(limit=2, offset=1))
        print(name, "query", [i.key for i in store.search(("a",), query="anything", limit=2)])
        try:
            store.put(("a",), "k9", {"t": "x"}, index=["t"])
            print(name, "index put", store.get(("a",), "k9").value)
        except Exception as e:
            print(name, "index put ERR", type(e).__name__)

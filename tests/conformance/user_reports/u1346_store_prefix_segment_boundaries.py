# https://github.com/langchain-ai/langgraph/pull/8478 : namespace prefixes must match whole labels: search(("tenant", "acme")) and list_namespaces(prefix=...) beside a sibling ("tenant", "acme-corp") and a label holding a dot, on InMemoryStore and SqliteStore
from langgraph.store.memory import InMemoryStore
from langgraph.store.sqlite import SqliteStore
with SqliteStore.from_conn_string(":memory:") as sq:
    sq.setup()
    for name, store in (("memory", InMemoryStore()), ("sqlite", sq)):
        store.put(("tenant", "acme"), "k1", {"v": 1})
        store.put(("tenant", "acme-corp"), "k2", {"v": 2})
        store.put(("tenant", "acme", "sub"), "k3", {"v": 3})
        store.put(("tenant", "acme.x"), "k4", {"v": 4})
        store.put(("tenantx",), "k5", {"v": 5})
        print(name, sorted(i.key for i in store.search(("tenant", "acme"))))
        print(name, sorted(i.key for i in store.search(("tenant",))))
        print(name, sorted(i.key for i in store.search(("tenant", "acme", "sub"))))
        print(name, sorted(i.key for i in store.search(("tenan",))))
        print(name, store.list_namespaces(prefix=("tenant", "acme")))
        print(name, store.list_namespaces(prefix=("tenant", "acme*")))
        print(name, store.list_namespaces(suffix=("acme",)))
        print(name, store.list_namespaces(prefix=("tenant",), max_depth=2))
        print(name, store.list_namespaces(prefix=("tenant", "*")))

# https://github.com/langchain-ai/langgraph/issues/5150 : a SqliteStore read before setup() (the report: it hung), then what InMemoryStore and SqliteStore accept and refuse on put / get / search / list_namespaces: an empty namespace, labels with a dot, an empty label, "langgraph" as the first label, an int key (read back and deleted by int and str), a None-valued dict, a dict with non-string keys, and the error types and messages
from langgraph.store.memory import InMemoryStore
from langgraph.store.sqlite import SqliteStore
cases = [
    ("empty ns", lambda s: s.put((), "k", {"v": 1})),
    ("dot label", lambda s: s.put(("a.b",), "k", {"v": 1})),
    ("empty label", lambda s: s.put(("a", ""), "k", {"v": 1})),
    ("reserved root label", lambda s: s.put(("langgraph", "x"), "k", {"v": 1})),
    ("int key", lambda s: s.put(("a",), 5, {"v": 1})),
    ("none inside", lambda s: s.put(("a",), "k2", {"v": None})),
    ("int dict keys", lambda s: s.put(("a",), "k3", {1: "x"})),
    ("int key read back", lambda s: (s.get(("a",), 5).key, s.get(("a",), "5").key)),
    ("int key delete", lambda s: s.delete(("a",), 5)),
    ("get dot", lambda s: s.get(("a.b",), "k")),
    ("search empty label", lambda s: s.search(("a", ""))),
    ("list ns max_depth 0", lambda s: s.list_namespaces(max_depth=0)),
]
with SqliteStore.from_conn_string(":memory:") as fresh:
    print("before setup", fresh.search(("foo",)), fresh.get(("foo",), "k"), fresh.list_namespaces())
with SqliteStore.from_conn_string(":memory:") as sq:
    sq.setup()
    for name, store in (("memory", InMemoryStore()), ("sqlite", sq)):
        for label, call in cases:
            try:
                r = call(store)
                print(name, label, "ok", r if not isinstance(r, list) else len(r))
            except Exception as e:
                print(name, label, "ERR", type(e).__name__, str(e)[:100])
        print(name, sorted((i.namespace, i.key, repr(i.value)) for i in store.search((), limit=50)))

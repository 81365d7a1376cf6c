# https://github.com/langchain-ai/langgraph/issues/8759 : store filters whose values are lists or dicts (plain equality and the $eq / $ne operator forms) on InMemoryStore and SqliteStore(":memory:") side by side: which keys match, and the error (type) a store raises
from langgraph.store.memory import InMemoryStore
from langgraph.store.sqlite import SqliteStore
with SqliteStore.from_conn_string(":memory:") as sq:
    sq.setup()
    for name, store in (("memory", InMemoryStore()), ("sqlite", sq)):
        store.put(("docs",), "a", {"tags": ["x", "y"], "meta": {"k": 1}, "n": 1})
        store.put(("docs",), "b", {"tags": ["y"], "meta": {"k": 2}, "n": 2})
        store.put(("docs",), "c", {"tags": [], "meta": {}, "n": 3})
        for f in ({"tags": ["x", "y"]}, {"tags": {"$eq": ["y"]}}, {"tags": {"$ne": ["y"]}}, {"meta": {"k": 1}},
                  {"meta": {"$eq": {"k": 2}}}, {"meta.k": 2}, {"n": {"$gte": 2}}, {"tags": []}):
            try:
                print(name, f, sorted(i.key for i in store.search(("docs",), filter=f)))
            except Exception as e:
                print(name, f, "ERR", type(e).__name__)

# https://github.com/langchain-ai/langgraph/pull/1834 (paging) : search() paging and filter shapes at their edges on InMemoryStore and SqliteStore: limit=0, an offset past the end, negative limits and offsets (a Python slice in memory, SQL's LIMIT / OFFSET rules in SQLite), nested-dict filters (subset match in memory, refused in SQL), $eq with a dict, a dotted key, and an empty filter
from langgraph.store.sqlite import SqliteStore
from langgraph.store.memory import InMemoryStore
with SqliteStore.from_conn_string(":memory:") as sq:
    sq.setup()
    for name, s in (("memory", InMemoryStore()), ("sqlite", sq)):
        for i in range(5):
            s.put(("n",), "k%d" % i, {"i": i, "meta": {"a": i % 2, "b": [i]}, "s": "x" * i})
        for lim, off in ((0, 0), (10, 10), (2, 4), (-1, 0), (-2, 1), (10, -2), (2, -3), (-1, -1), (0, -1)):
            print(name, lim, off, sorted(i.key for i in s.search(("n",), limit=lim, offset=off)))
        for f in ({"meta": {"a": 1}}, {"meta": {"a": 1, "b": [3]}}, {"s": ""}, {"meta": {"$eq": {"a": 0, "b": [0]}}}, {"meta.a": 1}, {}):
            try:
                print(name, f, sorted(i.key for i in s.search(("n",), filter=f)))
            except Exception as e:
                print(name, f, "ERR", type(e).__name__, str(e)[:80])

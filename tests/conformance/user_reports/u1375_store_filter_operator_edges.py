# https://github.com/langchain-ai/langgraph/issues/7684 : store filters at their edges on InMemoryStore and SqliteStore: numbers against numeric strings and two numeric strings (compared as numbers in memory, as text in SQL), booleans against 1 / 0, None equality, $ne on missing keys, operators on lists, unknown operators ($in, $exists, $regex) and several operators on one key
from langgraph.store.memory import InMemoryStore
from langgraph.store.sqlite import SqliteStore
items = {"a": {"n": 1, "s": "1", "b": True, "z": None, "l": [1, 2]},
         "b": {"n": 2.5, "s": "10", "b": False, "l": []},
         "c": {"n": "3", "s": "9", "b": 1},
         "d": {"n": -1, "s": "2.5", "b": 0, "z": 0}}
filters = [{"n": 1}, {"n": 1.0}, {"n": "3"}, {"n": {"$gt": 1}}, {"n": {"$gte": "2"}}, {"n": {"$lt": 0}},
           {"s": {"$gt": "5"}}, {"s": {"$gte": "1e1"}}, {"s": {"$lt": 5}}, {"b": True}, {"b": 1}, {"b": {"$ne": False}}, {"z": None},
           {"z": {"$ne": None}}, {"z": {"$ne": 0}}, {"missing": {"$ne": 1}},
           {"n": {"$gt": 0, "$lt": 2}}, {"n": {"$in": [1, 2]}}, {"n": {"$exists": True}}, {"s": {"$regex": "a"}}]
with SqliteStore.from_conn_string(":memory:") as sq:
    sq.setup()
    for name, store in (("memory", InMemoryStore()), ("sqlite", sq)):
        for key, value in items.items():
            store.put(("f",), key, value)
        # (LangGraph's in-memory store raises for an order operator on a list: SQLite only)
        for f in filters + ([{"l": {"$gt": 1}}, {"s": {"$gt": "10"}}] if name == "sqlite" else []):
            try:
                print(name, f, sorted(i.key for i in store.search(("f",), filter=f)))
            except Exception as e:
                print(name, f, "ERR", type(e).__name__, str(e)[:80])

# https://github.com/langchain-ai/langgraph/issues/3156 : SqliteStore(":memory:") after setup() beside InMemoryStore: put / get / search with filter operators and a nested-dict condition (an operator dict to SqliteStore: "Unsupported operator: lvl"), offset / limit, list_namespaces with prefix / suffix / max_depth, overwrite, delete and namespace errors
import sqlite3
from langgraph.store.memory import InMemoryStore
from langgraph.store.sqlite import SqliteStore
def run(st):
    for i, (ns, k, v) in enumerate([(("docs", "u1"), "a", {"n": 1, "tag": "x", "meta": {"lvl": 2}}), (("docs", "u1"), "b", {"n": 5, "tag": "y"}), (("docs", "u2"), "c", {"n": 3, "tag": "x"}), (("docs", "u2", "deep"), "d", {"n": 4}), (("other",), "e", {"n": 9, "tag": "x"})]):
        st.put(ns, k, v)
    def keys(ns=("docs",), **kw): return sorted(i.key for i in st.search(ns, **kw))
    print(keys(), keys(filter={"tag": "x"}), keys(filter={"n": {"$gt": 2}}), keys(filter={"n": {"$gte": 3, "$lte": 4}}), keys(filter={"n": {"$ne": 5}}), keys(filter={"meta": {"lvl": 2}}))
    print(len(st.search(("docs",), limit=2)), len(st.search(("docs",), limit=2, offset=3)), keys(()))
    it = st.get(("docs", "u1"), "a")
    print(it.key, it.namespace, it.value, type(it.created_at).__name__)
    st.put(("docs", "u1"), "a", {"n": 2})
    it2 = st.get(("docs", "u1"), "a")
    print(it2.value, it2.created_at == it.created_at, st.get(("docs",), "a"))
    print(st.list_namespaces(), st.list_namespaces(prefix=("docs",), max_depth=2), st.list_namespaces(suffix=("u2",)), st.list_namespaces(prefix=("docs", "*")), st.list_namespaces(limit=1, offset=1))
    st.delete(("docs", "u1"), "b")
    print(keys(("docs", "u1")), st.get(("docs", "u1"), "b"))
    try:
        st.put(("docs", ""), "z", {})
    except Exception as e:
        print(type(e).__name__, e)
    try:
        st.put(("langgraph", "x"), "z", {})
    except Exception as e:
        print(type(e).__name__, e)
run(InMemoryStore())
with SqliteStore.from_conn_string(":memory:") as st:
    st.setup()
    run(st)

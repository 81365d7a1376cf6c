# https://github.com/langchain-ai/langgraph/issues/3742 : InMemoryStore search filters ($gt/$gte/$lt/$ne, nested dict match, a missing field, an unknown operator), limit/offset, list_namespaces with prefix/suffix/wildcard/max_depth/limit, put None as delete, namespace validation errors and a batch of mixed ops
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import PutOp, GetOp, SearchOp, ListNamespacesOp, MatchCondition
s = InMemoryStore()
s.put(("a", "b"), "k1", {"n": 1, "tag": "x", "nested": {"v": 2}})
s.put(("a", "b"), "k2", {"n": 5, "tag": "y"})
s.put(("a", "c"), "k3", {"n": 3, "tag": "x"})
s.put(("z",), "k4", {"n": 9})
def items(r):
    return [(i.namespace, i.key) for i in r]
def tryp(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, e)
tryp("eq", lambda: items(s.search(("a",), filter={"tag": "x"})))
tryp("gt", lambda: items(s.search(("a",), filter={"n": {"$gt": 2}})))
tryp("range", lambda: items(s.search(("a",), filter={"n": {"$gte": 1, "$lt": 5}})))
tryp("ne", lambda: items(s.search((), filter={"tag": {"$ne": "x"}})))
tryp("nested", lambda: items(s.search(("a",), filter={"nested": {"v": 2}})))
tryp("missing None", lambda: items(s.search(("a",), filter={"zz": None})))
tryp("bad op", lambda: items(s.search(("a",), filter={"n": {"$foo": 1}})))
tryp("page", lambda: items(s.search((), limit=2, offset=1)))
tryp("scores", lambda: [(i.key, i.score) for i in s.search(("a",), query="hello")])
tryp("ns", lambda: s.list_namespaces())
tryp("ns prefix", lambda: s.list_namespaces(prefix=("a",)))
tryp("ns suffix", lambda: s.list_namespaces(suffix=("b",)))
tryp("ns depth", lambda: s.list_namespaces(max_depth=1))
tryp("ns wildcard", lambda: s.list_namespaces(prefix=("*", "b")))
tryp("ns page", lambda: s.list_namespaces(limit=1, offset=1))
tryp("put empty ns", lambda: s.put((), "k", {"a": 1}))
tryp("put dotted", lambda: s.put(("a.b",), "k", {"a": 1}))
tryp("put reserved", lambda: s.put(("lang" + "graph",), "k", {"a": 1}))
tryp("put int label", lambda: s.put((1,), "k", {"a": 1}))
tryp("put empty label", lambda: s.put(("a", ""), "k", {"a": 1}))
tryp("delete by None", lambda: (s.put(("z",), "k4", None), s.get(("z",), "k4"))[1])
tryp("batch", lambda: [type(r).__name__ if not isinstance(r, list) else len(r) for r in s.batch([GetOp(("a", "b"), "k1"), PutOp(("q",), "x", {"v": 1}), SearchOp(("a",)), ListNamespacesOp(match_conditions=(MatchCondition("prefix", ("a",)),))])])
tryp("item", lambda: sorted(s.get(("a", "b"), "k1").dict()))

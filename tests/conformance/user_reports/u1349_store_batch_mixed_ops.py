# https://github.com/langchain-ai/langgraph/pull/1834 : BaseStore.batch / abatch with a mixed list of GetOp / PutOp / SearchOp / ListNamespacesOp (a PutOp with value None deleting, MatchCondition prefix / suffix, a SearchOp with filter, limit and offset): the result list's shapes in order, on InMemoryStore and SqliteStore
import asyncio
from langgraph.store.base import GetOp, PutOp, SearchOp, ListNamespacesOp, MatchCondition
from langgraph.store.memory import InMemoryStore
from langgraph.store.sqlite import SqliteStore
def show(res):
    out = []
    for r in res:
        if r is None:
            out.append(None)
        elif isinstance(r, list):
            out.append([getattr(x, "key", x) for x in r])
        else:
            out.append((r.namespace, r.key, r.value))
    return out
ops = [
    PutOp(("u", "1"), "a", {"n": 1}), PutOp(("u", "1"), "b", {"n": 2}), PutOp(("u", "2"), "c", {"n": 3}),
    GetOp(("u", "1"), "a"), GetOp(("u", "9"), "a"),
    SearchOp(("u",), filter={"n": {"$gt": 1}}, limit=10, offset=0),
    SearchOp(("u",), limit=1, offset=1),
    ListNamespacesOp(match_conditions=(MatchCondition("prefix", ("u",)),), max_depth=None, limit=10, offset=0),
    ListNamespacesOp(match_conditions=(MatchCondition("suffix", ("2",)),), limit=10, offset=0),
    PutOp(("u", "1"), "a", None), GetOp(("u", "1"), "a"),
]
with SqliteStore.from_conn_string(":memory:") as sq:
    sq.setup()
    for name, store in (("memory", InMemoryStore()), ("sqlite", sq)):
        print(name, show(store.batch(ops)))
        print(name, sorted(i.key for i in store.search(("u",))))
mem = InMemoryStore()
print("abatch", show(asyncio.run(mem.abatch(ops))))

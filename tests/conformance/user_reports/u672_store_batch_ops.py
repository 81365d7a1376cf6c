# https://github.com/langchain-ai/langgraph/issues/6240 , #7575 : store.batch with GetOp/PutOp/SearchOp/ListNamespacesOp (MatchCondition), a PutOp with value None (delete), results order, Item equality and hash, Item.dict() keys, abatch
import asyncio
from langgraph.store.base import GetOp, PutOp, SearchOp, ListNamespacesOp, MatchCondition, Item
from langgraph.store.memory import InMemoryStore
s = InMemoryStore()
res = s.batch([PutOp(("a", "b"), "k1", {"v": 1}), PutOp(("a", "c"), "k2", {"v": 2}), GetOp(("a", "b"), "k1"), SearchOp(("a",), filter={"v": 2}, limit=5, offset=0),
               ListNamespacesOp(match_conditions=(MatchCondition(match_type="prefix", path=("a",)),), max_depth=None, limit=10, offset=0)])
print([type(r).__name__ for r in res], res[2], [i.key for i in res[3]], res[4])
res = s.batch([PutOp(("a", "b"), "k1", None), GetOp(("a", "b"), "k1"), PutOp(("a", "b"), "k3", {"v": 3}), SearchOp(("a", "b"))])
print(res[1], [i.key for i in res[3]])
i1 = s.get(("a", "b"), "k3"); i2 = s.get(("a", "b"), "k3")
print(i1 == i2, hash(i1) == hash(i2), sorted(i1.dict()), i1.dict()["namespace"], type(i1.dict()["created_at"]).__name__)
it = Item(value={"x": 1}, key="k", namespace=("n",), created_at="2024-01-01T00:00:00+00:00", updated_at="2024-01-01T00:00:00+00:00")
print(it.created_at, it.namespace, it.dict()["created_at"])
async def main():
    r = await s.abatch([GetOp(("a", "c"), "k2"), ListNamespacesOp(match_conditions=(MatchCondition(match_type="suffix", path=("c",)),), max_depth=None, limit=10, offset=0)])
    print(r[0].value, r[1])
asyncio.run(main())

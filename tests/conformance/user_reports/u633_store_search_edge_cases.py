# https://github.com/langchain-ai/langgraph/pull/3781 , docs PR 4163 : InMemoryStore search with query but no index (ignored?), limit=0, offset past the end, filter on missing key equality, $eq/$in?, nested dicts, list values, updated_at after overwrite, async API
import asyncio
from langgraph.store.memory import InMemoryStore
s = InMemoryStore()
s.put(("a",), "1", {"kind": "x", "tags": ["p", "q"], "meta": {"lvl": 1, "sub": {"z": True}}})
s.put(("a",), "2", {"kind": "y", "tags": ["q"], "meta": {"lvl": 2}})
s.put(("a", "b"), "3", {"kind": "x"})
def keys(items):
    return [i.key for i in items]
print(keys(s.search(("a",), query="anything")), [i.score for i in s.search(("a",), query="anything")])
print(keys(s.search(("a",), limit=0)), keys(s.search(("a",), offset=10)))
print(keys(s.search(("a",), filter={"missing": None})), keys(s.search(("a",), filter={"kind": "x"})))
print(keys(s.search(("a",), filter={"kind": {"$eq": "y"}})), keys(s.search(("a",), filter={"kind": {"$ne": "y"}})))
print(keys(s.search(("a",), filter={"tags": ["q"]})), keys(s.search(("a",), filter={"meta": {"lvl": 1}})))
print(keys(s.search(("a",), filter={"meta": {"sub": {"z": True}}})))
try:
    print(keys(s.search(("a",), filter={"kind": {"$in": ["x"]}})))
except Exception as e:
    print("in", type(e).__name__, str(e)[:80])
before = s.get(("a",), "1")
s.put(("a",), "1", {"kind": "x2"})
after = s.get(("a",), "1")
print(after.value, after.updated_at >= before.updated_at, after.created_at >= before.created_at)
async def main():
    await s.aput(("c",), "k", {"v": 1})
    print((await s.aget(("c",), "k")).value, keys(await s.asearch(("c",))), await s.alist_namespaces(prefix=("c",)))
    await s.adelete(("c",), "k")
    print(await s.aget(("c",), "k"))
    r = await s.abatch([])
    print(r)
asyncio.run(main())
print(len(s.batch([])))

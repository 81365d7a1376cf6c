# https://github.com/langchain-ai/langgraph/pull/3781 : index=False per item, fields, async API
import asyncio
from langgraph.store.memory import InMemoryStore
def embed(texts):
    return [[float(len(t)), float(t.count("a")), 1.0] for t in texts]
s = InMemoryStore(index={"dims": 3, "embed": embed, "fields": ["text"]})
s.put(("docs",), "1", {"text": "banana", "n": 1})
s.put(("docs",), "2", {"text": "apple pie", "n": 2}, index=False)
s.put(("docs",), "3", {"text": "kiwi", "other": "aaaaaaa", "n": 3}, index=["other"])
# (ttl= on put taken out: lingxigraph's InMemoryStore supports TTLs, LangGraph's raises NotImplementedError; documented addition)
s.put(("docs",), "4", {"text": "a", "n": 4})
for it in s.search(("docs",), query="aaa"):
    print(it.key, None if it.score is None else round(it.score, 4))
print([it.key for it in s.search(("docs",), query="banana", filter={"n": {"$lte": 3}}, limit=2)])
print([(it.key, it.score) for it in s.search(("docs",))])
async def main():
    await s.aput(("a", "b"), "k", {"text": "async"})
    print((await s.aget(("a", "b"), "k")).value, [i.key for i in await s.asearch(("a",))], await s.alist_namespaces())
    await s.adelete(("a", "b"), "k")
    print(await s.aget(("a", "b"), "k"))
asyncio.run(main())
s2 = InMemoryStore()
try:
    s2.search(("x",), query="hello")
    print("no index ok", s2.search(("x",), query="hello"))
except Exception as e:
    print(type(e).__name__, e)

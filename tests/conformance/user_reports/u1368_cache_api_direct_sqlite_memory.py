# https://github.com/langchain-ai/langgraph/pull/7092 : the cache classes used directly (as people write their own node caches on them): InMemoryCache and SqliteCache(path=...) set / get of several (namespace, key) pairs, values of several types, a ttl of 0 (already expired?), overwriting, clear(namespaces=[...]) of a namespace and of a parent namespace, clear(), the async twins, and a file cache reopened
import asyncio
import os
import tempfile
from langgraph.cache.memory import InMemoryCache
from langgraph.cache.sqlite import SqliteCache
tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "c.db")
for name, cache in (("memory", InMemoryCache()), ("sqlite", SqliteCache(path=path))):
    cache.set({(("a",), "k1"): ({"x": [1, 2]}, None), (("a", "b"), "k2"): ("text", None), (("c",), "k3"): ([1, "t"], 3600),
               (("c",), "k4"): (b"raw", 0)})
    keys = [(("a",), "k1"), (("a", "b"), "k2"), (("c",), "k3"), (("c",), "k4"), (("zz",), "nope")]
    print(name, sorted(cache.get(keys).items()))
    cache.set({(("a",), "k1"): ("new", None)})
    print(name, cache.get([(("a",), "k1")]))
    cache.clear(namespaces=[("a",)])
    print(name, "clear a", sorted(cache.get(keys)))
    cache.clear(namespaces=[("c",), ("a", "b")])
    print(name, "clear c + a.b", sorted(cache.get(keys)))
    async def main():
        await cache.aset({(("d",), "k"): (5, None)})
        print(name, "async", await cache.aget([(("d",), "k")]))
        await cache.aclear()
        print(name, "async cleared", await cache.aget([(("d",), "k")]))
    asyncio.run(main())
    cache.set({(("e",), "k"): ([1], None)})
reopened = SqliteCache(path=path)
print("reopened", reopened.get([(("e",), "k")]))
reopened.clear()
print("cleared", reopened.get([(("e",), "k")]))

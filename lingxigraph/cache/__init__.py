"""Caches for node results (``CachePolicy``): a cached node's writes are reused for equal input.

- `lingxigraph.cache.base`: the `BaseCache` interface.
- `lingxigraph.cache.memory`: `InMemoryCache`.
- `lingxigraph.cache.sqlite`: `SqliteCache`, on the standard library's ``sqlite3``.
"""

__all__: tuple[str, ...] = ()

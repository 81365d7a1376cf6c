"""Long-term memory stores shared across threads and runs.

- `lingxigraph.store.base`: the `BaseStore` interface, items and operations.
- `lingxigraph.store.memory`: `InMemoryStore`.
- `lingxigraph.store.sqlite`: `SqliteStore` and `AsyncSqliteStore`.
"""

__all__: tuple[str, ...] = ()

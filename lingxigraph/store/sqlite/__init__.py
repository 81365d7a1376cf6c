"""SQLite stores on the standard library's ``sqlite3``.

Mirrors ``langgraph.store.sqlite``: `SqliteStore` (sync, with async twins run
in worker threads) and `AsyncSqliteStore` (async-first).
"""

from lingxigraph.store.sqlite.aio import AsyncSqliteStore
from lingxigraph.store.sqlite.base import SqliteStore

__all__ = ("SqliteStore", "AsyncSqliteStore")

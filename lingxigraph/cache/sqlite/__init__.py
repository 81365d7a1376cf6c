"""A file-backed cache on the standard library's ``sqlite3``.

Mirrors ``langgraph.cache.sqlite.SqliteCache``. One table::

    cache(ns TEXT, key TEXT, expiry REAL, encoding TEXT, val BLOB, PRIMARY KEY (ns, key))

``ns`` is the namespace as a JSON array (LangGraph joins labels with ``","``,
which cannot tell ``("a,b",)`` from ``("a", "b")``); ``expiry`` is POSIX
seconds or NULL; ``encoding`` and ``val`` are the serializer's type tag and
payload.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Mapping, Sequence

import anyio.to_thread

from lingxigraph.cache.base import (
    BaseCache,
    Clock,
    FullKey,
    Namespace,
    ValueT,
    default_clock,
    expiry_time,
    is_expired,
)
from lingxigraph.checkpoint.serde.base import SerializerProtocol

__all__ = ("SqliteCache",)

_SCHEMA = """CREATE TABLE IF NOT EXISTS cache (
    ns TEXT,
    key TEXT,
    expiry REAL,
    encoding TEXT NOT NULL,
    val BLOB NOT NULL,
    PRIMARY KEY (ns, key)
)"""


def _ns(namespace: Sequence[str]) -> str:
    return json.dumps(list(namespace), ensure_ascii=False)


class SqliteCache(BaseCache[ValueT]):
    """A thread-safe `BaseCache` in an SQLite database.

    Args:
        path: database file path, or ``":memory:"``. The table is created if missing.
        serde: value serializer (see `BaseCache`).
        clock: current time in POSIX seconds; default ``time.time``.

    The connection is shared by all threads behind a lock; the async methods
    run the sync ones in an anyio worker thread. Expired rows are deleted when
    a `get` meets them. Call `close` when done.
    """

    def __init__(self, *, path: str, serde: SerializerProtocol | None = None, clock: Clock | None = None) -> None:
        super().__init__(serde=serde)
        self._clock: Clock = clock or default_clock
        self._lock = threading.RLock()
        self._conn = sqlite3.connect(path, check_same_thread=False)
        with self._lock, self._conn:
            self._conn.execute(_SCHEMA)

    def get(self, keys: Sequence[FullKey]) -> dict[FullKey, ValueT]:
        """See `BaseCache.get`."""
        found: dict[FullKey, tuple[str, bytes]] = {}
        with self._lock, self._conn:
            now = self._clock()
            for namespace, key in keys:
                row = self._conn.execute(
                    "SELECT expiry, encoding, val FROM cache WHERE ns = ? AND key = ?", (_ns(namespace), key)
                ).fetchone()
                if row is None:
                    continue
                if is_expired(row[0], now):
                    self._conn.execute("DELETE FROM cache WHERE ns = ? AND key = ?", (_ns(namespace), key))
                    continue
                found[(tuple(namespace), key)] = (row[1], bytes(row[2]))
        return {full_key: self.serde.loads_typed(data) for full_key, data in found.items()}

    async def aget(self, keys: Sequence[FullKey]) -> dict[FullKey, ValueT]:
        """Async twin of `get`."""
        return await anyio.to_thread.run_sync(self.get, keys)

    def set(self, pairs: Mapping[FullKey, tuple[ValueT, int | None]]) -> None:
        """See `BaseCache.set`."""
        encoded = [(full_key, self.serde.dumps_typed(value), ttl) for full_key, (value, ttl) in pairs.items()]
        with self._lock, self._conn:
            now = self._clock()
            self._conn.executemany(
                "INSERT OR REPLACE INTO cache (ns, key, expiry, encoding, val) VALUES (?, ?, ?, ?, ?)",
                [
                    (_ns(namespace), key, expiry_time(now, ttl), tag, payload)
                    for (namespace, key), (tag, payload), ttl in encoded
                ],
            )

    async def aset(self, pairs: Mapping[FullKey, tuple[ValueT, int | None]]) -> None:
        """Async twin of `set`."""
        await anyio.to_thread.run_sync(self.set, pairs)

    def clear(self, namespaces: Sequence[Namespace] | None = None) -> None:
        """See `BaseCache.clear`."""
        with self._lock, self._conn:
            if namespaces is None:
                self._conn.execute("DELETE FROM cache")
            else:
                self._conn.executemany("DELETE FROM cache WHERE ns = ?", [(_ns(ns),) for ns in namespaces])

    async def aclear(self, namespaces: Sequence[Namespace] | None = None) -> None:
        """Async twin of `clear`."""
        await anyio.to_thread.run_sync(self.clear, namespaces)

    def close(self) -> None:
        """Close the database connection; the cache cannot be used afterwards."""
        with self._lock:
            self._conn.close()

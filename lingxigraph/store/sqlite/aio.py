"""The async-first SQLite store: `SqliteStore` driven from worker threads.

Mirrors ``langgraph.store.sqlite.aio.AsyncSqliteStore``, except that it takes a
standard ``sqlite3`` connection (LangGraph's takes an ``aiosqlite`` one): each
async call runs the SQL in an anyio worker thread, so it works under asyncio
and trio alike.
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from collections.abc import AsyncGenerator, Iterable
from contextlib import asynccontextmanager
from functools import partial

import anyio.to_thread

from lingxigraph.store._core import Clock
from lingxigraph.store.base import BaseStore, IndexConfig, Op, Result, TTLConfig
from lingxigraph.store.sqlite.base import Deserializer, SqliteStore

__all__ = ("AsyncSqliteStore",)


def _on_event_loop_thread() -> bool:
    try:
        asyncio.get_running_loop()
        return True
    except RuntimeError:
        pass
    trio = sys.modules.get("trio")
    if trio is None:
        return False
    try:
        trio.lowlevel.current_trio_token()
        return True
    except RuntimeError:
        return False


class AsyncSqliteStore(BaseStore):
    """A `BaseStore` on ``sqlite3`` whose async methods never block the event loop.

    Args:
        conn: a ``sqlite3`` connection made with ``check_same_thread=False``
            (`from_conn_string` makes one).
        deserializer, index, ttl, clock: as for `SqliteStore`.

    The sync methods (``get``, ``put``, ...) work from other threads only.
    ``setup``, ``sweep_ttl`` and the sweeper methods are coroutines.
    """

    supports_ttl = True

    def __init__(
        self,
        conn: sqlite3.Connection,
        *,
        deserializer: Deserializer | None = None,
        index: IndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.conn = conn
        self.index_config = index
        self.ttl_config = ttl
        self._sync = SqliteStore(conn, deserializer=deserializer, index=index, ttl=ttl, clock=clock)
        self.embeddings = self._sync.embeddings
        """The index's embedding model (``None`` without an index)."""

    @classmethod
    @asynccontextmanager
    async def from_conn_string(
        cls,
        conn_string: str,
        *,
        index: IndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> AsyncGenerator[AsyncSqliteStore, None]:
        """Open a connection (``":memory:"`` or a file path) and yield a store on it; closed on exit."""
        conn = await anyio.to_thread.run_sync(partial(sqlite3.connect, conn_string, check_same_thread=False))
        store = cls(conn, index=index, ttl=ttl, clock=clock)
        try:
            yield store
        finally:
            await store.stop_ttl_sweeper()
            await anyio.to_thread.run_sync(conn.close)

    @property
    def is_setup(self) -> bool:
        """Whether the tables have been created."""
        return self._sync.is_setup

    async def setup(self) -> None:
        """Create the tables if missing (see `SqliteStore.setup`)."""
        await anyio.to_thread.run_sync(self._sync.setup)

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations synchronously, from a thread that is not running an event loop.

        Raises:
            asyncio.InvalidStateError: called from an event loop's thread; use `abatch`.
        """
        if _on_event_loop_thread():
            raise asyncio.InvalidStateError(
                "Synchronous calls to AsyncSqliteStore detected in the main event loop. "
                "Use the async methods (for example `await store.aget(...)` instead of `store.get(...)`)."
            )
        return self._sync.batch(ops)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations in order; see `SqliteStore.batch` for errors."""
        return await self._sync.abatch(ops)

    async def sweep_ttl(self) -> int:
        """Delete expired items; returns how many."""
        return await anyio.to_thread.run_sync(self._sync.sweep_ttl)

    async def start_ttl_sweeper(self, sweep_interval_minutes: int | None = None) -> None:
        """Start the background sweeper thread (see `SqliteStore.start_ttl_sweeper`)."""
        self._sync.start_ttl_sweeper(sweep_interval_minutes)

    async def stop_ttl_sweeper(self, timeout: float | None = None) -> bool:
        """Stop the sweeper; ``True`` if none is running any more."""
        return await anyio.to_thread.run_sync(self._sync.stop_ttl_sweeper, timeout)


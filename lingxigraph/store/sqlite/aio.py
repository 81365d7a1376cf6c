"""The async-first SQLite store: `SqliteStore` driven from worker threads.

Mirrors ``langgraph.store.sqlite.aio.AsyncSqliteStore``. It takes a standard
``sqlite3`` connection, whose SQL runs in anyio worker threads (asyncio and
trio alike), or, as LangGraph's does, an open ``aiosqlite`` connection, whose
SQL runs on aiosqlite's own thread (asyncio only).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncGenerator, Iterable, Sequence
from contextlib import asynccontextmanager
from functools import partial
from typing import Any, ClassVar

import anyio.to_thread

from lingxigraph._internal._aiosqlite import SqliteRunner
from lingxigraph._internal._aiosqlite import (
    on_event_loop_thread as _on_event_loop_thread,
)
from lingxigraph.store._core import Clock, EmbedPlan
from lingxigraph.store.base import BaseStore, IndexConfig, Op, Result, TTLConfig
from lingxigraph.store.sqlite.base import Deserializer, SqliteStore

__all__ = ("AsyncSqliteStore",)


class AsyncSqliteStore(BaseStore):
    """A `BaseStore` on ``sqlite3`` whose async methods never block the event loop.

    Args:
        conn: a ``sqlite3`` connection made with ``check_same_thread=False``
            (`from_conn_string` makes one), or an open ``aiosqlite.Connection``.
        deserializer, index, ttl, clock: as for `SqliteStore`.

    Raises:
        ValueError: an ``aiosqlite`` connection that was not opened (awaited) yet.

    The sync methods (``get``, ``put``, ...) work from other threads only
    (with an ``aiosqlite`` connection: while its event loop runs).
    ``setup``, ``sweep_ttl`` and the sweeper methods are coroutines.
    """

    supports_ttl = True
    MIGRATIONS: ClassVar[Sequence[str]] = SqliteStore.MIGRATIONS
    """As `SqliteStore.MIGRATIONS` (an instance's own list is what its `setup` applies)."""
    VECTOR_MIGRATIONS: ClassVar[Sequence[str]] = SqliteStore.VECTOR_MIGRATIONS
    """As `SqliteStore.VECTOR_MIGRATIONS`."""

    def __init__(
        self,
        conn: sqlite3.Connection | Any,
        *,
        deserializer: Deserializer | None = None,
        index: IndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.conn = conn
        self.index_config = index
        self.ttl_config = ttl
        self._runner = SqliteRunner(conn, "AsyncSqliteStore")
        self._aio: Any = self._runner.aio
        conn = self._runner.raw
        self._sync = SqliteStore(conn, deserializer=deserializer, index=index, ttl=ttl, clock=clock)
        if self._aio is not None:
            # the TTL sweeper thread must reach the connection through the event loop too
            self._sync.sweep_ttl = lambda: self._runner.via_loop(self.sweep_ttl())  # type: ignore[method-assign]
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
        self._sync.MIGRATIONS, self._sync.VECTOR_MIGRATIONS = self.MIGRATIONS, self.VECTOR_MIGRATIONS  # type: ignore[misc]
        await self._runner.run(self._sync.setup)

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
        if self._aio is not None:
            return self._runner.via_loop(self.abatch(ops))  # type: ignore[no-any-return]
        return self._sync.batch(ops)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations (reads before writes, as `SqliteStore.batch`); see it for errors."""
        if self._aio is None:
            return await self._sync.abatch(ops)
        listed = self._sync._checked(ops)
        embedded = await EmbedPlan.for_ops(listed, self._sync._index).arun(self._sync._index)
        return await self._runner.run(self._sync._apply, listed, embedded)

    async def sweep_ttl(self) -> int:
        """Delete expired items; returns how many."""
        return await self._runner.run(partial(SqliteStore.sweep_ttl, self._sync))

    async def start_ttl_sweeper(self, sweep_interval_minutes: int | None = None) -> None:
        """Start the background sweeper thread (see `SqliteStore.start_ttl_sweeper`)."""
        self._sync.start_ttl_sweeper(sweep_interval_minutes)

    async def stop_ttl_sweeper(self, timeout: float | None = None) -> bool:
        """Stop the sweeper; ``True`` if none is running any more."""
        return await anyio.to_thread.run_sync(self._sync.stop_ttl_sweeper, timeout)


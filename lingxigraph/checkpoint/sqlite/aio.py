"""The async SQLite checkpoint saver: the SQLite work of `SqliteSaver`, run in worker threads.

Mirrors ``langgraph.checkpoint.sqlite.aio.AsyncSqliteSaver``. It takes a
standard ``sqlite3`` connection (each async call runs the SQL in an anyio
worker thread, so it never blocks the event loop and works under asyncio and
trio alike) or, as LangGraph's does, an open ``aiosqlite`` connection (the SQL
then runs on that connection's own thread; asyncio only). Tables,
transactions, crash safety and errors are those of `SqliteSaver`.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import (
    AsyncGenerator,
    AsyncIterator,
    Iterator,
    Mapping,
    Sequence,
)
from contextlib import asynccontextmanager
from functools import partial
from typing import TYPE_CHECKING, Any, Final, TypeVar

import anyio
import anyio.to_thread

from lingxigraph._internal._aiosqlite import SqliteRunner
from lingxigraph._internal._aiosqlite import (
    on_event_loop_thread as _on_event_loop_thread,
)
from lingxigraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
)
from lingxigraph.checkpoint.base.id import DIRECT_NEXT_VERSION
from lingxigraph.checkpoint.serde.base import SerializerProtocol
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.checkpoint.sqlite._engine import LIST_PAGE, SqliteEngine, next_version

if TYPE_CHECKING:
    import threading

    from lingxigraph.config import RunnableConfig

__all__ = ("AsyncSqliteSaver",)

_SYNC_ON_LOOP: Final = (
    "Synchronous calls to AsyncSqliteSaver are only allowed from a different thread. "
    "From the main thread, use the async interface. For example, use "
    "`await checkpointer.aget_tuple(...)` or `await graph.ainvoke(...)`."
)


_T = TypeVar("_T")


async def _collect(items: AsyncIterator[_T]) -> list[_T]:
    return [item async for item in items]


class AsyncSqliteSaver(BaseCheckpointSaver[str]):
    """Store checkpoints in an SQLite database without blocking the event loop.

    Args:
        conn: an open ``sqlite3`` connection made with
            ``check_same_thread=False`` (the work runs in worker threads;
            `from_conn_string` makes one), or an open (awaited)
            ``aiosqlite.Connection``.
        serde: serializer for checkpoints, values and writes (default
            ``JsonPlusSerializer``). Metadata is stored as JSON.

    The async methods (``aget_tuple``, ``alist``, ``aput``, ...) work from any
    event loop (with an ``aiosqlite`` connection: from asyncio). The sync ones
    work from threads that are not running an event loop (a thread pool, say);
    from an event loop's thread they raise ``asyncio.InvalidStateError``, as
    LangGraph's do. With an ``aiosqlite`` connection they run on the event
    loop the saver was made on, which must keep running.

    Attributes:
        conn: the connection.
        lock: the re-entrant (thread) lock held around every use of ``conn``.
        is_setup: whether the tables were created (done on first use).
        jsonplus_serde: a plain ``JsonPlusSerializer``.
    """

    def __init__(self, conn: sqlite3.Connection | Any, *, serde: SerializerProtocol | None = None) -> None:
        super().__init__(serde=serde)
        self.jsonplus_serde = JsonPlusSerializer()
        self._runner = SqliteRunner(conn, "AsyncSqliteSaver")
        self._aio: Any = self._runner.aio
        conn = self._runner.raw
        self._engine = SqliteEngine(conn)

    @classmethod
    @asynccontextmanager
    async def from_conn_string(cls, conn_string: str) -> AsyncGenerator[AsyncSqliteSaver, None]:
        """Open ``conn_string`` (a file path or ``":memory:"``), yield a saver, close the connection on exit."""
        conn = await anyio.to_thread.run_sync(partial(sqlite3.connect, conn_string, check_same_thread=False))
        saver = cls(conn)
        try:
            yield saver
        finally:
            with anyio.CancelScope(shield=True):
                await anyio.to_thread.run_sync(saver._close)

    def _close(self) -> None:
        with self._engine.lock:
            self._engine.conn.close()

    @property
    def conn(self) -> sqlite3.Connection | Any:
        """The connection it was given (``sqlite3`` or ``aiosqlite``)."""
        return self._aio if self._aio is not None else self._engine.conn

    @property
    def lock(self) -> threading.RLock:
        """The lock held around every use of the connection."""
        return self._engine.lock

    @property
    def is_setup(self) -> bool:
        """Whether the tables have been created."""
        return self._engine.is_setup

    async def setup(self) -> None:
        """Create the tables (and switch to WAL) if not done yet; runs on first use anyway.

        Raises:
            CheckpointError: the file is not an SQLite database, or SQLite failed.
        """
        await self._runner.run(self._engine.setup)

    def _check_thread(self) -> None:
        if _on_event_loop_thread():
            raise asyncio.InvalidStateError(_SYNC_ON_LOOP)

    # ---- async API -------------------------------------------------------------------------

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """The checkpoint ``config`` names, or the latest; ``None`` if unknown (see `SqliteSaver.get_tuple`)."""
        return await self._runner.run(self._engine.get_tuple, self.serde, config)

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002 - LangGraph's name
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        """Checkpoints newest first, loaded a page at a time (see `SqliteSaver.list`)."""
        serde = self.serde
        keys = await self._runner.run(partial(self._engine.list_keys, serde, config, filter=filter, before=before, limit=limit))
        for start in range(0, len(keys), LIST_PAGE):
            page = await self._runner.run(self._engine.load_page, serde, keys[start : start + LIST_PAGE])
            for item in page:
                yield item

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Store a checkpoint in one transaction (see `SqliteSaver.put`)."""
        return await self._runner.run(self._engine.put, self.serde, config, checkpoint, metadata, new_versions)

    async def aput_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Save a task's writes in one transaction (see `SqliteSaver.put_writes`)."""
        await self._runner.run(self._engine.put_writes, self.serde, config, writes, task_id, task_path)

    async def adelete_thread(self, thread_id: str) -> None:
        """Delete every checkpoint, write and blob of ``thread_id``."""
        await self._runner.run(self._engine.delete_thread, thread_id)

    async def aget_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """As ``BaseCheckpointSaver.aget_delta_channel_history``, reading only the requested channels."""
        return await self._runner.run(self._engine.get_delta_channel_history, self.serde, config, channels)

    # ---- sync API: from other threads only -------------------------------------------------

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """Sync `aget_tuple`.

        Raises:
            asyncio.InvalidStateError: called from an event loop's thread.
        """
        self._check_thread()
        if self._aio is not None:
            return self._runner.via_loop(self.aget_tuple(config))
        return self._engine.get_tuple(self.serde, config)

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        """Sync `alist`.

        Raises:
            asyncio.InvalidStateError: called from an event loop's thread.
        """
        self._check_thread()
        if self._aio is not None:
            return iter(self._runner.via_loop(_collect(self.alist(config, filter=filter, before=before, limit=limit))))
        return self._engine.list(self.serde, config, filter=filter, before=before, limit=limit)

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Sync `aput`.

        Raises:
            asyncio.InvalidStateError: called from an event loop's thread.
        """
        self._check_thread()
        if self._aio is not None:
            return self._runner.via_loop(self.aput(config, checkpoint, metadata, new_versions))
        return self._engine.put(self.serde, config, checkpoint, metadata, new_versions)

    def put_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Sync `aput_writes`.

        Raises:
            asyncio.InvalidStateError: called from an event loop's thread.
        """
        self._check_thread()
        if self._aio is not None:
            return self._runner.via_loop(self.aput_writes(config, writes, task_id, task_path))
        self._engine.put_writes(self.serde, config, writes, task_id, task_path)

    def delete_thread(self, thread_id: str) -> None:
        """Sync `adelete_thread`.

        Raises:
            asyncio.InvalidStateError: called from an event loop's thread.
        """
        self._check_thread()
        if self._aio is not None:
            return self._runner.via_loop(self.adelete_thread(thread_id))
        self._engine.delete_thread(thread_id)

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """Sync `aget_delta_channel_history`.

        Raises:
            asyncio.InvalidStateError: called from an event loop's thread.
        """
        self._check_thread()
        if self._aio is not None:
            return self._runner.via_loop(self.aget_delta_channel_history(config=config, channels=channels))
        return self._engine.get_delta_channel_history(self.serde, config, channels)

    def get_next_version(self, current: str | None, channel: None) -> str:
        """``f"{n + 1:032}.{random fraction}"`` where ``n`` is ``current``'s integer part (0 for ``None``)."""
        return next_version(current)


# a run calls this directly instead of the method (see ``DIRECT_NEXT_VERSION``)
DIRECT_NEXT_VERSION[AsyncSqliteSaver.get_next_version] = next_version

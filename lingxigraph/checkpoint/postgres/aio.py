"""The async Postgres checkpoint saver (``langgraph.checkpoint.postgres.aio``).

`AsyncPostgresSaver` runs the same operations as `PostgresSaver` on a
``psycopg.AsyncConnection`` or ``psycopg_pool.AsyncConnectionPool``; layout,
transactions and errors are those of `PostgresSaver`. Like LangGraph's, it
runs on asyncio (psycopg's async connections do), and its sync methods may be
called from other threads while its event loop runs.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Coroutine, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, Final, TypeVar

from psycopg import AsyncConnection, AsyncPipeline
from psycopg.rows import dict_row

from lingxigraph._internal._pg import PIPELINE, AsyncRunner, running_loop
from lingxigraph.checkpoint.base import (
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
)
from lingxigraph.checkpoint.postgres import _ainternal
from lingxigraph.checkpoint.postgres.base import SETUP_HINT, BasePostgresSaver
from lingxigraph.checkpoint.serde.base import SerializerProtocol

if TYPE_CHECKING:
    from lingxigraph._internal._pg import Steps
    from lingxigraph.config import RunnableConfig

__all__ = ("AsyncPostgresSaver", "AsyncShallowPostgresSaver", "Conn")

Conn = _ainternal.Conn
"""A ``psycopg.AsyncConnection`` or a ``psycopg_pool.AsyncConnectionPool`` of them."""

_R = TypeVar("_R")

_SYNC_ON_LOOP: Final = (
    "Synchronous calls to AsyncPostgresSaver are only allowed from a different thread. "
    "From the main thread, use the async interface. For example, use "
    "`await checkpointer.aget_tuple(...)` or `await graph.ainvoke(...)`."
)


class AsyncPostgresSaver(BasePostgresSaver):
    """Store checkpoints in PostgreSQL from asyncio code.

    Args:
        conn: a ``psycopg.AsyncConnection`` (in autocommit mode) or a
            ``psycopg_pool.AsyncConnectionPool``.
        pipe: a ``psycopg.AsyncPipeline`` open on ``conn``, synced after each
            call. Only with a single connection.
        serde: serializer for values and writes (default ``JsonPlusSerializer``).

    Raises:
        ValueError: ``pipe`` given with a pool.
        RuntimeError: (from any async method or ``from_conn_string``) the call runs
            outside an asyncio loop, under trio say: psycopg's async connections need asyncio.

    Attributes:
        conn: the connection or pool.
        pipe: the pipeline, if any.
        lock: an ``asyncio.Lock`` held around every use of a single connection.
        loop: the event loop the saver was made on (its sync methods run their
            work there). Made outside a running loop, the saver takes the loop
            of its first async call.

    The sync methods (``get_tuple``, ``list``, ``put``, ...) work from threads
    other than the loop's while the loop runs (a thread pool, say); from the
    loop's own thread they raise ``asyncio.InvalidStateError``, as LangGraph's do.
    """

    lock: asyncio.Lock

    def __init__(self, conn: Conn, pipe: AsyncPipeline | None = None, serde: SerializerProtocol | None = None) -> None:
        super().__init__(serde=serde)
        self._runner = AsyncRunner(conn, pipe, hint=SETUP_HINT)
        self.conn = conn
        self.pipe = pipe
        self.lock = self._runner.lock
        try:
            self.loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self.loop = None
        self.supports_pipeline = PIPELINE

    @classmethod
    @asynccontextmanager
    async def from_conn_string(
        cls, conn_string: str, *, pipeline: bool = False, serde: SerializerProtocol | None = None
    ) -> AsyncIterator[AsyncPostgresSaver]:
        """Connect to ``conn_string`` (a libpq conninfo or URL), yield a saver, close on exit.

        Args:
            pipeline: run the connection in pipeline mode.
            serde: the saver's serializer.
        """
        running_loop(cls.__name__)  # psycopg would fail deep inside under trio
        async with await AsyncConnection.connect(
            conn_string, autocommit=True, prepare_threshold=0, row_factory=dict_row
        ) as conn:
            if pipeline:
                async with conn.pipeline() as pipe:
                    yield cls(conn, pipe, serde=serde)
            else:
                yield cls(conn, serde=serde)

    async def _run(self, steps: Steps[_R], *, transaction: bool = False) -> _R:
        loop = running_loop(type(self).__name__)
        if self.loop is None:
            self.loop = loop
        return await self._runner.run(steps, transaction=transaction)

    def _on_loop(self, work: Coroutine[Any, Any, _R]) -> _R:
        """Run ``work`` on the saver's loop from another thread and wait for it.

        Raises:
            asyncio.InvalidStateError: called from the loop's own thread, or the
                saver has no loop yet (made outside one and never awaited).
        """
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if self.loop is None or running is self.loop:
            work.close()
            raise asyncio.InvalidStateError(
                _SYNC_ON_LOOP if self.loop is not None else "AsyncPostgresSaver has no event loop yet: make it, or "
                "await one of its methods, inside the loop that runs it"
            )
        return asyncio.run_coroutine_threadsafe(work, self.loop).result()

    async def setup(self) -> None:
        """Create the tables, or run the migrations an older database lacks (idempotent).

        Raises:
            psycopg.Error: the database refused a statement.
        """
        await self._run(self._setup_steps())

    # ---- async API -------------------------------------------------------------------------

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """The checkpoint ``config`` names, or the latest (see `PostgresSaver.get_tuple`)."""
        return await self._run(self._OPS.get_tuple(self.serde, config))

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002 - LangGraph's name
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        """Checkpoints newest first (see `PostgresSaver.list`)."""
        found = await self._run(self._OPS.list_tuples(self.serde, config, filter=filter, before=before, limit=limit))
        for item in found:
            yield item

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Store a checkpoint in one transaction (see `PostgresSaver.put`)."""
        return await self._run(self._OPS.put(self.serde, config, checkpoint, metadata, new_versions), transaction=True)

    async def aput_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Save a task's writes in one transaction (see `PostgresSaver.put_writes`)."""
        await self._run(self._OPS.put_writes(self.serde, config, writes, task_id, task_path), transaction=True)

    async def adelete_thread(self, thread_id: str) -> None:
        """Delete every checkpoint, blob and write of ``thread_id``."""
        await self._run(self._OPS.delete_threads([thread_id]), transaction=True)

    async def aprune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Drop old checkpoints (see `PostgresSaver.prune`)."""
        for steps, transaction in self._prune_steps(thread_ids, strategy):
            await self._run(steps, transaction=transaction)

    async def aget_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """As ``BaseCheckpointSaver.aget_delta_channel_history``, reading only the requested channels."""
        return await self._run(self._OPS.delta_channel_history(self.serde, config, channels))

    # ---- sync API: from other threads only -------------------------------------------------

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """Sync `aget_tuple`, from a thread other than the loop's.

        Raises:
            asyncio.InvalidStateError: called from the saver's event loop thread.
        """
        return self._on_loop(self.aget_tuple(config))

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        """Sync `alist`, from a thread other than the loop's (checked when iteration starts).

        Raises:
            asyncio.InvalidStateError: called from the saver's event loop thread.
        """
        steps = self._OPS.list_tuples(self.serde, config, filter=filter, before=before, limit=limit)
        yield from self._on_loop(self._run(steps))

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Sync `aput`, from a thread other than the loop's.

        Raises:
            asyncio.InvalidStateError: called from the saver's event loop thread.
        """
        return self._on_loop(self.aput(config, checkpoint, metadata, new_versions))

    def put_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Sync `aput_writes`, from a thread other than the loop's.

        Raises:
            asyncio.InvalidStateError: called from the saver's event loop thread.
        """
        self._on_loop(self.aput_writes(config, writes, task_id, task_path))

    def delete_thread(self, thread_id: str) -> None:
        """Sync `adelete_thread`, from a thread other than the loop's.

        Raises:
            asyncio.InvalidStateError: called from the saver's event loop thread.
        """
        self._on_loop(self.adelete_thread(thread_id))

    def prune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Sync `aprune`, from a thread other than the loop's.

        Raises:
            asyncio.InvalidStateError: called from the saver's event loop thread.
        """
        self._on_loop(self.aprune(thread_ids, strategy=strategy))

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """Sync `aget_delta_channel_history`, from a thread other than the loop's.

        Raises:
            asyncio.InvalidStateError: called from the saver's event loop thread.
        """
        return self._on_loop(self.aget_delta_channel_history(config=config, channels=channels))


def __getattr__(name: str) -> Any:
    # imported on first use: the shallow module builds on this one
    if name == "AsyncShallowPostgresSaver":
        from lingxigraph.checkpoint.postgres.shallow import AsyncShallowPostgresSaver

        return AsyncShallowPostgresSaver
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

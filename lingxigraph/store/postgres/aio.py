"""The async Postgres store.

Mirrors ``langgraph.store.postgres.aio.AsyncPostgresStore``: the same store as
`PostgresStore` on a psycopg ``AsyncConnection`` or ``AsyncConnectionPool``
(asyncio only, as psycopg's async connections are). Concurrent async calls made
in one turn of the event loop share one batch (`AsyncBatchedBaseStore`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from types import TracebackType
from typing import Any

from psycopg import AsyncConnection, AsyncPipeline
from psycopg_pool import AsyncConnectionPool

from lingxigraph._internal._aiosqlite import on_event_loop_thread
from lingxigraph._internal._pg import AsyncRunner, running_loop, trip
from lingxigraph.store._core import Clock
from lingxigraph.store.base import Op, Result, TTLConfig
from lingxigraph.store.base.batch import AsyncBatchedBaseStore
from lingxigraph.store.postgres.base import (
    _CONNECT_KWARGS,
    _VERSION_STATEMENTS,
    SETUP_HINT,
    AsyncConn,
    BasePostgresStore,
    Deserializer,
    PoolConfig,
    PostgresIndexConfig,
)

__all__ = ("AsyncPostgresStore",)


class AsyncPostgresStore(AsyncBatchedBaseStore, BasePostgresStore[AsyncConn]):
    """A `BaseStore` on PostgreSQL with psycopg's async connections.

    Args:
        conn: a psycopg ``AsyncConnection`` (used by one batch at a time) or
            ``AsyncConnectionPool``.
        pipe: a pipeline open on ``conn`` (accepted as LangGraph's store does).
        deserializer, index, ttl, clock: as for `PostgresStore`.

    Raises:
        ValueError: ``pipe`` given with a pool.
        NotImplementedError: ``index`` was given (semantic search needs pgvector).
        RuntimeError: (from any async method or ``from_conn_string``) the call runs
            outside an asyncio loop, under trio say: psycopg's async connections need asyncio.

    The sync methods (``get``, ``put``, ...) work from other threads while the
    event loop the store was made on runs. `setup`, `sweep_ttl` and the sweeper
    methods are coroutines.
    """

    supports_ttl = True

    def __init__(
        self,
        conn: AsyncConn,
        *,
        pipe: AsyncPipeline | None = None,
        deserializer: Deserializer | None = None,
        index: PostgresIndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> None:
        runner = AsyncRunner(conn, pipe, hint=SETUP_HINT)
        super().__init__()
        self._configure(deserializer=deserializer, index=index, ttl=ttl, clock=clock)
        self.conn = conn
        self.pipe = pipe
        self._runner = runner
        try:
            self.loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self.loop = None
        self._sweeper_task: asyncio.Task[None] | None = None
        self._sweeper_stop = asyncio.Event()

    @classmethod
    @asynccontextmanager
    async def from_conn_string(
        cls,
        conn_string: str,
        *,
        pipeline: bool = False,
        pool_config: PoolConfig | None = None,
        index: PostgresIndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> AsyncIterator[AsyncPostgresStore]:
        """Async twin of `PostgresStore.from_conn_string` (an ``AsyncConnectionPool``
        with ``pool_config``); the connection or pool is closed, and any sweeper stopped, on exit."""
        running_loop(cls.__name__)  # psycopg would fail deep inside under trio
        if pool_config is not None:
            settings: dict[str, Any] = dict(pool_config)
            kwargs = {**_CONNECT_KWARGS, **(settings.pop("kwargs", None) or {})}
            min_size = settings.pop("min_size", 1)
            pool: AsyncConnectionPool[Any] = AsyncConnectionPool(
                conn_string,
                min_size=min_size,
                max_size=settings.pop("max_size", None),
                kwargs=kwargs,
                open=False,
                **settings,
            )
            async with pool:
                async with cls(pool, index=index, ttl=ttl, clock=clock) as store:
                    yield store
            return
        async with await AsyncConnection.connect(conn_string, **_CONNECT_KWARGS) as conn:
            if pipeline:
                async with conn.pipeline() as pipe, cls(conn, pipe=pipe, index=index, ttl=ttl, clock=clock) as store:
                    yield store
            else:
                async with cls(conn, index=index, ttl=ttl, clock=clock) as store:
                    yield store

    async def __aenter__(self) -> AsyncPostgresStore:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.stop_ttl_sweeper()

    async def setup(self) -> None:
        """Create or migrate the tables (see `PostgresStore.setup`)."""
        applied = (await self._runner.run(trip(_VERSION_STATEMENTS), transaction=True))[1][0][0]
        pending = self._setup_plan(applied)
        if pending:
            await self._runner.run(trip(pending), transaction=True)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations in one transaction and one round trip (see `PostgresStore.batch`)."""
        loop = running_loop(type(self).__name__)
        if self.loop is None:  # made outside a loop: the sync methods use the first one it runs on
            self.loop = loop
        statements, decode = self._plan(ops)
        return decode(await self._runner.run(trip(statements), transaction=True)) if statements else decode([])

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations from a thread other than the event loop's (which keeps running them).

        Raises:
            asyncio.InvalidStateError: called from an event loop's thread; use `abatch`.
            RuntimeError: the store was made outside a running event loop and has not
                run an async call yet (so it knows no loop to run on).
        """
        if on_event_loop_thread():
            raise asyncio.InvalidStateError(
                "Synchronous calls to AsyncPostgresStore detected in the main event loop. "
                "Use the async methods (for example `await store.aget(...)` instead of `store.get(...)`)."
            )
        if self.loop is None:
            raise RuntimeError(
                "AsyncPostgresStore was made outside an event loop and has not run on one yet: "
                "its sync methods run on the loop of its async calls"
            )
        return asyncio.run_coroutine_threadsafe(self.abatch(ops), self.loop).result()

    async def sweep_ttl(self) -> int:
        """Delete expired items now; returns how many."""
        return int((await self._runner.run(trip(self._sweep_plan()), transaction=True))[0][0][0])

    async def start_ttl_sweeper(self, sweep_interval_minutes: int | None = None) -> asyncio.Task[None]:
        """Start a task that runs `sweep_ttl` every interval.

        Args:
            sweep_interval_minutes: minutes between sweeps; default the config's
                ``sweep_interval_minutes``, else 5.

        Returns:
            The sweeper task (the running one if already started; an already
            finished one without a TTL config, as LangGraph's).
        """
        if self.ttl_config is None:
            return asyncio.create_task(asyncio.sleep(0))
        if self._sweeper_task is None or self._sweeper_task.done():
            interval = sweep_interval_minutes or self.ttl_config.get("sweep_interval_minutes") or 5
            self._sweeper_stop.clear()
            self._sweeper_task = asyncio.create_task(self._sweep_every(interval * 60.0), name="ttl_sweeper")
        return self._sweeper_task

    async def _sweep_every(self, seconds: float) -> None:
        while True:
            try:
                await asyncio.wait_for(self._sweeper_stop.wait(), timeout=seconds)
                return
            except asyncio.TimeoutError:
                await self.sweep_ttl()

    async def stop_ttl_sweeper(self, timeout: float | None = None) -> bool:
        """Stop the sweeper task.

        Args:
            timeout: seconds to wait for it; ``None`` waits as long as needed.

        Returns:
            ``True`` if no sweeper is running any more.
        """
        task = self._sweeper_task
        if task is None or task.done():
            self._sweeper_task = None
            return True
        self._sweeper_stop.set()
        done, _ = await asyncio.wait({task}, timeout=timeout)
        if done:
            self._sweeper_task = None
        return bool(done)

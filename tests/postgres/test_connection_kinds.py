"""The Postgres saver and store on every kind of connection LangGraph documents.

LangGraph's docs make connections with ``autocommit=True, prepare_threshold=0,
row_factory=dict_row`` (as its ``from_conn_string`` does), or a pool with those
kwargs, or a connection in pipeline mode; a connection without autocommit must
work too. On each kind, sync and async: identical statements run again and
again (on ``prepare_threshold=0`` connections the store once failed every other
identical put with "prepared statement _pg3_7 does not exist"), a write the
server refuses stores nothing and leaves the connection usable, and reads see
the rest. Also: ``get_tuple`` costs one statement, as LangGraph's, and the async
classes name the cause when run under trio.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import psycopg
import pytest
import trio
from pg_helpers import empty_dsn, module_dsn  # noqa: F401 - fixtures
from psycopg import AsyncConnection, Connection, errors
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, ConnectionPool

from lingxigraph.checkpoint.base import empty_checkpoint
from lingxigraph.checkpoint.postgres import PostgresSaver
from lingxigraph.checkpoint.postgres.aio import AsyncPostgresSaver
from lingxigraph.store.postgres import AsyncPostgresStore, PostgresStore

LANGGRAPH_KWARGS: dict[str, Any] = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}
KINDS = ["langgraph-connection", "transaction-connection", "pool", "pipeline"]


@contextmanager
def _sync_conn(dsn: str, kind: str) -> Iterator[tuple[Any, Any]]:
    """``(conn, pipe)`` of a kind: a connection or pool, and the pipeline open on it, if any."""
    if kind == "pool":
        with ConnectionPool(dsn, min_size=1, max_size=2, kwargs=LANGGRAPH_KWARGS) as pool:
            yield pool, None
        return
    kwargs = {"prepare_threshold": 0} if kind == "transaction-connection" else LANGGRAPH_KWARGS
    with Connection.connect(dsn, **kwargs) as conn:
        if kind == "pipeline":
            with conn.pipeline() as pipe:
                yield conn, pipe
        else:
            yield conn, None


@asynccontextmanager
async def _async_conn(dsn: str, kind: str) -> AsyncIterator[tuple[Any, Any]]:
    if kind == "pool":
        async with AsyncConnectionPool(dsn, min_size=1, max_size=2, kwargs=LANGGRAPH_KWARGS, open=False) as pool:
            yield pool, None
        return
    kwargs = {"prepare_threshold": 0} if kind == "transaction-connection" else LANGGRAPH_KWARGS
    async with await AsyncConnection.connect(dsn, **kwargs) as conn:
        if kind == "pipeline":
            async with conn.pipeline() as pipe:
                yield conn, pipe
        else:
            yield conn, None


# ---- the saver ---------------------------------------------------------------------------------


def _checkpoint(n: int) -> tuple[dict[str, Any], dict[str, str]]:
    checkpoint: Any = empty_checkpoint()
    version = f"{n:032}.0"
    checkpoint["channel_values"] = {"xs": [n], "label": f"n{n}"}
    checkpoint["channel_versions"] = {"xs": version, "label": version}
    return checkpoint, {"xs": version, "label": version}


class _SaverScript:
    """The saver calls each kind runs: three rounds of put + put_writes, a refused put, a fourth round."""

    def __init__(self) -> None:
        self.config: Any = {"configurable": {"thread_id": f"t-{uuid.uuid4().hex[:8]}", "checkpoint_ns": ""}}

    def puts(self) -> list[tuple[Any, ...]]:
        return [(self.config, *_checkpoint(n), {"step": n}) for n in range(3)]

    @staticmethod
    def refused() -> tuple[dict[str, Any], dict[str, str]]:
        # JSONB refuses a NUL character, here in a channel name in the checkpoint's JSON:
        # the server rejects the row, after the blob statement ran in the same transaction
        checkpoint, versions = _checkpoint(9)
        checkpoint["channel_versions"]["bad\x00name"] = versions["xs"]
        return checkpoint, versions

    def check(self, dsn: str, latest: Any, listed: list[Any]) -> None:
        with Connection.connect(dsn) as conn:
            refused_blobs = conn.execute("SELECT count(*) FROM checkpoint_blobs WHERE version = %s", (f"{9:032}.0",))
            assert refused_blobs.fetchall() == [(0,)]
        assert latest.checkpoint["channel_values"] == {"xs": [3], "label": "n3"}
        assert latest.metadata["step"] == 3
        assert latest.pending_writes == [("task", "xs", [3]), ("task", "label", "w3")]
        assert [t.metadata["step"] for t in listed] == [3, 2, 1, 0]
        assert [len(t.pending_writes) for t in listed] == [2, 2, 2, 2]


@pytest.mark.parametrize("kind", KINDS)
def test_saver_on_each_connection_kind(empty_dsn: str, kind: str) -> None:  # noqa: F811
    script = _SaverScript()
    with _sync_conn(empty_dsn, kind) as (conn, pipe):
        saver = PostgresSaver(conn, pipe)
        for n in range(4):
            if n == 3:
                checkpoint, versions = script.refused()
                with pytest.raises(errors.UntranslatableCharacter):
                    saver.put(script.config, checkpoint, {"step": 9}, versions)  # type: ignore[arg-type]
            checkpoint, versions = _checkpoint(n)
            stored = saver.put(script.config, checkpoint, {"step": n}, versions)  # type: ignore[arg-type]
            saver.put_writes(stored, [("xs", [n]), ("label", f"w{n}")], "task")
        script.check(empty_dsn, saver.get_tuple(script.config), list(saver.list(script.config)))


@pytest.mark.parametrize("kind", KINDS)
def test_async_saver_on_each_connection_kind(empty_dsn: str, kind: str) -> None:  # noqa: F811
    script = _SaverScript()

    async def main() -> None:
        async with _async_conn(empty_dsn, kind) as (conn, pipe):
            saver = AsyncPostgresSaver(conn, pipe)
            for n in range(4):
                if n == 3:
                    checkpoint, versions = script.refused()
                    with pytest.raises(errors.UntranslatableCharacter):
                        await saver.aput(script.config, checkpoint, {"step": 9}, versions)  # type: ignore[arg-type]
                checkpoint, versions = _checkpoint(n)
                stored = await saver.aput(script.config, checkpoint, {"step": n}, versions)  # type: ignore[arg-type]
                await saver.aput_writes(stored, [("xs", [n]), ("label", f"w{n}")], "task")
            script.check(empty_dsn, await saver.aget_tuple(script.config), [t async for t in saver.alist(script.config)])

    asyncio.run(main())


class _CountingCursor(psycopg.Cursor[Any]):
    executed: list[str] = []

    def execute(self, query: Any, *args: Any, **kwargs: Any) -> Any:
        self.executed.append(str(query))
        return super().execute(query, *args, **kwargs)


class _AsyncCountingCursor(psycopg.AsyncCursor[Any]):
    executed: list[str] = []

    async def execute(self, query: Any, *args: Any, **kwargs: Any) -> Any:
        self.executed.append(str(query))
        return await super().execute(query, *args, **kwargs)


def test_get_tuple_is_one_statement_as_in_langgraph(empty_dsn: str) -> None:  # noqa: F811
    # LangGraph's get_tuple selects the checkpoint with its blobs and writes in one statement
    with Connection.connect(empty_dsn, **LANGGRAPH_KWARGS) as conn:
        conn.cursor_factory = _CountingCursor
        saver = PostgresSaver(conn)
        config: Any = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
        checkpoint, versions = _checkpoint(1)
        stored = saver.put(config, checkpoint, {"step": 1}, versions)  # type: ignore[arg-type]
        saver.put_writes(stored, [("xs", [5])], "task")
        for wanted in (config, stored):
            _CountingCursor.executed.clear()
            found = saver.get_tuple(wanted)
            assert found is not None and found.checkpoint["channel_values"]["xs"] == [1]
            assert found.pending_writes == [("task", "xs", [5])]
            assert len(_CountingCursor.executed) == 1
        _CountingCursor.executed.clear()
        assert saver.get_tuple({"configurable": {"thread_id": "none"}}) is None
        assert len(_CountingCursor.executed) == 1

    async def main() -> None:
        async with await AsyncConnection.connect(empty_dsn, **LANGGRAPH_KWARGS) as aconn:
            aconn.cursor_factory = _AsyncCountingCursor
            found = await AsyncPostgresSaver(aconn).aget_tuple(config)
            assert found is not None and found.pending_writes == [("task", "xs", [5])]
            assert len(_AsyncCountingCursor.executed) == 1

    asyncio.run(main())


def test_nul_characters_in_metadata_are_dropped_as_in_langgraph(empty_dsn: str) -> None:  # noqa: F811
    # (JSONB refuses them: the put raised UntranslatableCharacter; LangGraph's saver drops them)
    with PostgresSaver.from_conn_string(empty_dsn) as saver:
        config: Any = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
        checkpoint, versions = _checkpoint(1)
        metadata = {"note": "a\x00b", "k\x00ey": 1, "kept": "\\u0000"}
        stored = saver.put(config, checkpoint, metadata, versions)  # type: ignore[arg-type]
        found = saver.get_tuple(stored)
        assert found is not None
        assert found.metadata == {"note": "ab", "key": 1, "kept": "\\u0000"}


# ---- the store ---------------------------------------------------------------------------------


@pytest.fixture
def store_dsn(empty_dsn: str) -> str:  # noqa: F811
    with PostgresStore.from_conn_string(empty_dsn) as store:
        store.setup()
        store.delete(("kinds",), "k")
    return empty_dsn


def _store_rounds() -> list[dict[str, Any]]:
    return [{"n": n} for n in range(4)]


@pytest.mark.parametrize("kind", KINDS)
def test_store_on_each_connection_kind(store_dsn: str, kind: str) -> None:
    with _sync_conn(store_dsn, kind) as (conn, pipe):
        store = PostgresStore(conn, pipe=pipe)
        for value in _store_rounds():
            if value["n"] == 3:
                with pytest.raises(errors.UntranslatableCharacter):
                    store.put(("kinds",), "k", {"bad": "\x00"})
            store.put(("kinds",), "k", value)
            item = store.get(("kinds",), "k")
            assert item is not None and item.value == value
        assert [i.value for i in store.search(("kinds",))] == [{"n": 3}]


@pytest.mark.parametrize("kind", KINDS)
def test_async_store_on_each_connection_kind(store_dsn: str, kind: str) -> None:
    async def main() -> None:
        async with _async_conn(store_dsn, kind) as (conn, pipe):
            store = AsyncPostgresStore(conn, pipe=pipe)
            for value in _store_rounds():
                if value["n"] == 3:
                    with pytest.raises(errors.UntranslatableCharacter):
                        await store.aput(("kinds",), "k", {"bad": "\x00"})
                await store.aput(("kinds",), "k", value)
                item = await store.aget(("kinds",), "k")
                assert item is not None and item.value == value
            assert [i.value for i in await store.asearch(("kinds",))] == [{"n": 3}]

    asyncio.run(main())


# ---- trio --------------------------------------------------------------------------------------

_UNDER_TRIO = r"^{} needs asyncio: psycopg's async connections run only on an asyncio event loop, .* under trio"


def test_async_saver_and_store_under_trio_name_the_cause(empty_dsn: str) -> None:  # noqa: F811
    config: Any = {"configurable": {"thread_id": "t"}}
    pool: AsyncConnectionPool[Any] = AsyncConnectionPool(empty_dsn, open=False, kwargs=LANGGRAPH_KWARGS)
    saver, store = AsyncPostgresSaver(pool), AsyncPostgresStore(pool)

    async def open_saver() -> None:
        async with AsyncPostgresSaver.from_conn_string(empty_dsn):
            pass

    async def open_store() -> None:
        async with AsyncPostgresStore.from_conn_string(empty_dsn):
            pass

    async def store_batch() -> None:
        await store.abatch([])

    for call, owner in [
        (lambda: saver.aget_tuple(config), "AsyncPostgresSaver"),
        (open_saver, "AsyncPostgresSaver"),
        (store_batch, "AsyncPostgresStore"),
        (open_store, "AsyncPostgresStore"),
    ]:
        with pytest.raises(RuntimeError, match=_UNDER_TRIO.format(owner)):
            trio.run(call)

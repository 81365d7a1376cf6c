"""Fixtures and a driver shared by the Postgres saver tests (imported by the test modules).

A module's tests share one database set up once (``module_dsn``); ``empty_dsn``
empties its checkpoint tables before each test, much faster than a new database.
``saver`` is each saver variant: `PostgresSaver` or `AsyncPostgresSaver`, on a
connection or on a pool, and `Runner` calls a graph's sync API (from a worker
thread) for the sync saver and its async API for the async one.
"""

from __future__ import annotations

import functools
import importlib.util
import subprocess
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import anyio.to_thread
import pytest
from psycopg import AsyncConnection, Connection
from psycopg.conninfo import make_conninfo
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, ConnectionPool

from lingxigraph.checkpoint.postgres import PostgresSaver
from lingxigraph.checkpoint.postgres.aio import AsyncPostgresSaver

VARIANTS = ["sync-connection", "sync-pool", "async-connection", "async-pool"]


@pytest.fixture(scope="module")
def module_dsn(pg_server: str) -> Iterator[str]:
    """One database, set up, for the whole module."""
    name = f"t_{uuid.uuid4().hex[:12]}"
    with Connection.connect(pg_server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    dsn = make_conninfo(pg_server, dbname=name)
    try:
        with PostgresSaver.from_conn_string(dsn) as saver:
            saver.setup()
        yield dsn
    finally:
        with Connection.connect(pg_server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def empty_dsn(module_dsn: str) -> str:
    """The module's database with its checkpoint tables emptied."""
    with Connection.connect(module_dsn, autocommit=True) as conn:
        conn.execute("TRUNCATE checkpoints, checkpoint_blobs, checkpoint_writes")
    return module_dsn


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"  # psycopg's async connections run on asyncio only (LangGraph's saver too)


@pytest.fixture(params=VARIANTS)
async def saver(request: pytest.FixtureRequest, empty_dsn: str) -> AsyncIterator[Any]:
    """Each saver variant, set up (again: setup is idempotent)."""
    kind, where = request.param.split("-")
    if kind == "sync":
        if where == "connection":
            with Connection.connect(empty_dsn, autocommit=True, row_factory=dict_row) as conn:
                yield await _set_up(PostgresSaver(conn))
        else:
            with ConnectionPool(empty_dsn, min_size=1, max_size=4, kwargs={"autocommit": True}) as pool:
                yield await _set_up(PostgresSaver(pool))
    elif where == "connection":
        async with await AsyncConnection.connect(empty_dsn, autocommit=True, row_factory=dict_row) as aconn:
            yield await _set_up(AsyncPostgresSaver(aconn))
    else:
        async with AsyncConnectionPool(empty_dsn, min_size=1, max_size=4, kwargs={"autocommit": True}) as apool:
            yield await _set_up(AsyncPostgresSaver(apool))


async def _set_up(saver: Any) -> Any:
    if isinstance(saver, AsyncPostgresSaver):
        await saver.setup()
    else:
        await anyio.to_thread.run_sync(saver.setup)
    return saver


class Runner:
    """``await runner.call(graph, "invoke", ...)``: the sync method in a worker thread
    for a sync saver, the ``a``-prefixed one for an async saver."""

    def __init__(self, saver: Any) -> None:
        self.is_async = isinstance(saver, AsyncPostgresSaver)

    async def call(self, graph: Any, method: str, *args: Any, **kwargs: Any) -> Any:
        if self.is_async:
            with anyio.fail_after(30):
                return await getattr(graph, "a" + method)(*args, **kwargs)
        return await anyio.to_thread.run_sync(functools.partial(getattr(graph, method), *args, **kwargs))

    async def history(self, graph: Any, config: Any) -> list[Any]:
        if self.is_async:
            return [item async for item in graph.aget_state_history(config)]
        return await anyio.to_thread.run_sync(lambda: list(graph.get_state_history(config)))


def langgraph_postgres_python() -> str | None:
    """The LangGraph oracle's interpreter if it has langgraph-checkpoint-postgres, else ``None``."""
    path = Path(__file__).resolve().parent.parent / "conformance" / "conformance_harness.py"
    spec = importlib.util.spec_from_file_location("_conformance_harness_for_pg_store", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found: str | None = module.oracle_python()
    if found is None:
        return None
    probe = subprocess.run([found, "-c", "import langgraph.store.postgres"], capture_output=True, check=False)
    return found if probe.returncode == 0 else None

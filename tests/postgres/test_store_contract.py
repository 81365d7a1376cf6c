"""The store contract (tests/store: behaviour and TTL) run against the Postgres stores.

The test functions are tests/store's own, imported here; the fixtures below give
them Postgres stores instead of the in-memory and SQLite ones. Cases: the sync
store on one connection in every driver mode (its async methods run in worker
threads, so trio works too), on a pool, and the async store on an async
connection (asyncio only, as psycopg's async connections are). One database
serves the module; each test starts with an empty table.

The Postgres stores list the most recently updated items first (as LangGraph's
Postgres store), so the other stores' order test is replaced here.
"""

from __future__ import annotations

import asyncio
import sys
import uuid
from collections.abc import Callable, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import psycopg
import pytest
from psycopg_pool import ConnectionPool

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "store"))

from store_helpers import DriverMode, FakeClock, StoreClient  # noqa: E402
from test_store_behaviour import *  # noqa: E402, F403
from test_store_ttl import *  # noqa: E402, F403

from lingxigraph.store.base import BaseStore  # noqa: E402
from lingxigraph.store.postgres import AsyncPostgresStore, PostgresStore  # noqa: E402

T = TypeVar("T")

# the other stores' search order; the Postgres stores' is below
del test_search_order_is_namespace_creation_then_key_insertion  # noqa: F821


async def test_search_lists_the_most_recently_updated_first(client: StoreClient, clock: FakeClock) -> None:
    # LangGraph's Postgres store: ORDER BY updated_at DESC (an overwrite moves the item first)
    for namespace, key in [(("a", "b"), "k2"), (("a",), "k1"), (("a", "c", "d"), "k3"), (("b",), "k0")]:
        await client.put(namespace, key, {"n": 1})
        clock.advance(1)
    await client.put(("a", "b"), "k1", {"n": 5})
    clock.advance(1)
    await client.put(("a", "b"), "k2", {"n": 6})

    assert await client.keys() == [
        (("a", "b"), "k2"),
        (("a", "b"), "k1"),
        (("b",), "k0"),
        (("a", "c", "d"), "k3"),
        (("a",), "k1"),
    ]
    under_a = await client.keys(("a",))
    assert under_a == [(("a", "b"), "k2"), (("a", "b"), "k1"), (("a", "c", "d"), "k3"), (("a",), "k1")]

CASES = [
    ("postgres", "sync"),
    ("postgres", "trio"),
    ("postgres-pool", "asyncio"),
    ("async-postgres", "asyncio"),
]


@pytest.fixture(scope="module")
def store_db(pg_server: str) -> Iterator[tuple[str, psycopg.Connection[Any]]]:
    """A database for this module, with the store's tables: its conninfo and a connection."""
    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    dsn = psycopg.conninfo.make_conninfo(pg_server, dbname=name)
    with psycopg.connect(dsn, autocommit=True) as conn:
        PostgresStore(conn).setup()
        yield dsn, conn
    with psycopg.connect(pg_server, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(params=CASES, ids=["-".join(case) for case in CASES])
def case(request: pytest.FixtureRequest) -> tuple[str, DriverMode]:
    return request.param


@pytest.fixture
def store_kind(case: tuple[str, DriverMode]) -> str:
    return case[0]


@pytest.fixture
def driver_mode(case: tuple[str, DriverMode]) -> DriverMode:
    return case[1]


@pytest.fixture
def anyio_backend(driver_mode: DriverMode) -> str:
    return "trio" if driver_mode == "trio" else "asyncio"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def _on_own_loop(coro: Coroutine[Any, Any, T]) -> T:
    # (the factory is sync and may run on the test's loop thread: connect on another loop;
    # psycopg's async connection waits on whichever loop runs it later)
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


@pytest.fixture
def make_store(
    store_kind: str, clock: FakeClock, store_db: tuple[str, psycopg.Connection[Any]]
) -> Iterator[Callable[..., BaseStore]]:
    """Builds Postgres stores of this kind on the fake clock, on an emptied table."""
    store_dsn, setup_conn = store_db
    # (an emptied heap, not one with dead rows whose space new rows may reuse: the fake
    # clock stands still, so items written in turn tie on updated_at and a search
    # lists them in the table's order, as LangGraph's store lists same-time writes)
    setup_conn.execute("TRUNCATE store")
    closers: list[Callable[[], None]] = []

    def factory(**kwargs: Any) -> BaseStore:
        kwargs.setdefault("clock", clock)
        if store_kind == "postgres":
            conn = psycopg.connect(store_dsn, autocommit=True)
            closers.append(conn.close)
            return PostgresStore(conn, **kwargs)
        if store_kind == "postgres-pool":
            pool: ConnectionPool[Any] = ConnectionPool(
                store_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}, open=True
            )
            closers.append(pool.close)
            return PostgresStore(pool, **kwargs)
        aconn = _on_own_loop(psycopg.AsyncConnection.connect(store_dsn, autocommit=True))
        closers.append(lambda: _on_own_loop(aconn.close()))
        return AsyncPostgresStore(aconn, **kwargs)

    yield factory
    for close in closers:
        close()


@pytest.fixture
def store(make_store: Callable[..., BaseStore]) -> BaseStore:
    return make_store()


@pytest.fixture
def client(store: BaseStore, driver_mode: DriverMode) -> StoreClient:
    return StoreClient(store, driver_mode)


@pytest.fixture
def make_client(make_store: Callable[..., BaseStore], driver_mode: DriverMode) -> Callable[..., StoreClient]:
    def factory(**kwargs: Any) -> StoreClient:
        return StoreClient(make_store(**kwargs), driver_mode)

    return factory

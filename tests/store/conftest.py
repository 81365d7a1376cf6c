"""Fixtures for the store tests.

Each behaviour test is written once and runs for every store kind
(``memory``, ``sqlite``, ``async-sqlite``) in three driver modes: ``sync``
(sync methods called from a worker thread), ``asyncio`` and ``trio`` (the
``a``-prefixed methods on that event loop). Stores get a `FakeClock`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from store_helpers import DriverMode, FakeClock, StoreClient, StoreKind

from lingxigraph.store.base import BaseStore
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.store.sqlite import AsyncSqliteStore, SqliteStore

StoreFactory = Callable[..., BaseStore]


@pytest.fixture(params=["memory", "sqlite", "async-sqlite"])
def store_kind(request: pytest.FixtureRequest) -> StoreKind:
    return request.param


@pytest.fixture(params=["sync", "asyncio", "trio"])
def driver_mode(request: pytest.FixtureRequest) -> DriverMode:
    return request.param


@pytest.fixture
def anyio_backend(driver_mode: DriverMode) -> str:
    """The anyio plugin's backend: trio for the trio mode, asyncio otherwise."""
    return "trio" if driver_mode == "trio" else "asyncio"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def make_store(store_kind: StoreKind, clock: FakeClock) -> Iterator[StoreFactory]:
    """Builds stores of this kind on the fake clock (``index=``, ``ttl=`` pass through)."""
    connections: list[sqlite3.Connection] = []

    def factory(**kwargs: Any) -> BaseStore:
        kwargs.setdefault("clock", clock)
        if store_kind == "memory":
            return InMemoryStore(**kwargs)
        conn = sqlite3.connect(":memory:", check_same_thread=False)
        connections.append(conn)
        return SqliteStore(conn, **kwargs) if store_kind == "sqlite" else AsyncSqliteStore(conn, **kwargs)

    yield factory
    for conn in connections:
        conn.close()


@pytest.fixture
def store(make_store: StoreFactory) -> BaseStore:
    return make_store()


@pytest.fixture
def client(store: BaseStore, driver_mode: DriverMode) -> StoreClient:
    return StoreClient(store, driver_mode)


@pytest.fixture
def make_client(make_store: StoreFactory, driver_mode: DriverMode) -> Callable[..., StoreClient]:
    """A client on a fresh store built with the given options."""

    def factory(**kwargs: Any) -> StoreClient:
        return StoreClient(make_store(**kwargs), driver_mode)

    return factory

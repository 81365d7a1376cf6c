"""Fixtures for the cache tests.

Each behaviour test is written once and runs for every cache kind
(``memory``, ``sqlite``) in three driver modes: ``sync`` (sync methods from a
worker thread), ``asyncio`` and ``trio`` (the async twins). Caches get a
`FakeClock`, so TTL tests never sleep.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from cache_helpers import CacheClient, CacheKind, DriverMode, FakeClock

from lingxigraph.cache.base import BaseCache
from lingxigraph.cache.memory import InMemoryCache
from lingxigraph.cache.sqlite import SqliteCache

CacheFactory = Callable[..., BaseCache[Any]]


@pytest.fixture(params=["memory", "sqlite"])
def cache_kind(request: pytest.FixtureRequest) -> CacheKind:
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
def make_cache(cache_kind: CacheKind, clock: FakeClock) -> Iterator[CacheFactory]:
    """Builds caches of this kind on the fake clock (``serde=`` passes through)."""
    opened: list[SqliteCache[Any]] = []

    def factory(**kwargs: Any) -> BaseCache[Any]:
        kwargs.setdefault("clock", clock)
        if cache_kind == "memory":
            return InMemoryCache(**kwargs)
        cache: SqliteCache[Any] = SqliteCache(path=":memory:", **kwargs)
        opened.append(cache)
        return cache

    yield factory
    for cache in opened:
        cache.close()


@pytest.fixture
def cache(make_cache: CacheFactory) -> BaseCache[Any]:
    return make_cache()


@pytest.fixture
def client(cache: BaseCache[Any], driver_mode: DriverMode) -> CacheClient:
    return CacheClient(cache, driver_mode)

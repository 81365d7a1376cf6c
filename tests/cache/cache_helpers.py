"""Helpers shared by the cache tests (imported by ``conftest.py`` and test modules)."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import anyio.to_thread

from lingxigraph.cache.base import BaseCache, FullKey, Namespace

DriverMode = Literal["sync", "asyncio", "trio"]
CacheKind = Literal["memory", "sqlite"]


class FakeClock:
    """A settable clock in POSIX seconds, injected into caches as ``clock=``."""

    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class CacheClient:
    """Calls a cache's sync methods (from a worker thread) or its async twins, by mode."""

    def __init__(self, cache: BaseCache[Any], mode: DriverMode) -> None:
        self.cache = cache
        self.mode = mode

    async def _call(self, name: str, *args: Any) -> Any:
        if self.mode == "sync":
            return await anyio.to_thread.run_sync(functools.partial(getattr(self.cache, name), *args))
        return await getattr(self.cache, "a" + name)(*args)

    async def get(self, keys: Sequence[FullKey]) -> dict[FullKey, Any]:
        return await self._call("get", keys)

    async def set(self, pairs: Mapping[FullKey, tuple[Any, int | None]]) -> None:
        await self._call("set", pairs)

    async def clear(self, namespaces: Sequence[Namespace] | None = None) -> None:
        await self._call("clear", namespaces)

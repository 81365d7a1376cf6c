"""Helpers shared by the store tests (imported by ``conftest.py`` and test modules)."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Sequence
from typing import Any, Literal

import anyio.to_thread

from lingxigraph.store.base import BaseStore, Item, Op, Result, SearchItem

DriverMode = Literal["sync", "asyncio", "trio"]
StoreKind = Literal["memory", "sqlite", "async-sqlite"]

START = 1_700_000_000.0
"""The fake clock's start: 2023-11-14T22:13:20+00:00."""
START_ISO = "2023-11-14T22:13:20+00:00"


class FakeClock:
    """A settable clock in POSIX seconds, injected into stores as ``clock=``."""

    def __init__(self, now: float = START) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds

    def advance_minutes(self, minutes: float) -> None:
        self.now += minutes * 60.0


def letter_embed(texts: Sequence[str]) -> list[list[float]]:
    """A toy embedding: counts of 'a', 'b' and 'c' in each text."""
    return [[float(t.count("a")), float(t.count("b")), float(t.count("c"))] for t in texts]


class RecordingEmbed:
    """``letter_embed`` that records each call's texts; usable sync and async."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls.append(list(texts))
        return letter_embed(texts)


class StoreClient:
    """Calls a store's sync methods (from a worker thread) or its async twins, by mode."""

    def __init__(self, store: BaseStore, mode: DriverMode) -> None:
        self.store = store
        self.mode = mode

    async def _call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        if self.mode == "sync":
            return await anyio.to_thread.run_sync(functools.partial(getattr(self.store, name), *args, **kwargs))
        return await getattr(self.store, "a" + name)(*args, **kwargs)

    async def get(self, namespace: tuple[str, ...], key: str, **kwargs: Any) -> Item | None:
        return await self._call("get", namespace, key, **kwargs)

    async def search(self, prefix: tuple[str, ...], **kwargs: Any) -> list[SearchItem]:
        return await self._call("search", prefix, **kwargs)

    async def put(self, namespace: tuple[str, ...], key: str, value: Any, *args: Any, **kwargs: Any) -> None:
        await self._call("put", namespace, key, value, *args, **kwargs)

    async def delete(self, namespace: tuple[str, ...], key: str) -> None:
        await self._call("delete", namespace, key)

    async def list_namespaces(self, **kwargs: Any) -> list[tuple[str, ...]]:
        return await self._call("list_namespaces", **kwargs)

    async def batch(self, ops: list[Op]) -> list[Result]:
        return await self._call("batch", ops)

    async def keys(self, prefix: tuple[str, ...] = (), **kwargs: Any) -> list[tuple[tuple[str, ...], str]]:
        """``(namespace, key)`` of each search result, in order."""
        return [(item.namespace, item.key) for item in await self.search(prefix, limit=1000, **kwargs)]

    async def sweep_ttl(self) -> int:
        sweep: Any = getattr(self.store, "sweep_ttl")  # noqa: B009 - not on BaseStore
        if inspect.iscoroutinefunction(sweep):
            return await sweep()
        return await self._call("sweep_ttl")

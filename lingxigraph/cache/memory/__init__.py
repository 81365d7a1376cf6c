"""An in-process cache; mirrors ``langgraph.cache.memory.InMemoryCache``."""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence

from lingxigraph.cache.base import (
    BaseCache,
    Clock,
    FullKey,
    Namespace,
    ValueT,
    default_clock,
    expiry_time,
    is_expired,
)
from lingxigraph.checkpoint.serde.base import SerializerProtocol

__all__ = ("InMemoryCache",)

_Entry = tuple[str, bytes, "float | None"]
"""``(serde type tag, payload, expiry in POSIX seconds or None)``."""


class InMemoryCache(BaseCache[ValueT]):
    """A thread-safe dict-backed `BaseCache`.

    Args:
        serde: value serializer (see `BaseCache`).
        clock: current time in POSIX seconds; default ``time.time``. TTLs are
            measured with it, so tests can pass a fake clock.

    Values are stored serialised, so callers never share objects with the
    cache. Expired entries are dropped when a `get` meets them. The async
    methods run the sync ones directly (nothing blocks).
    """

    def __init__(self, *, serde: SerializerProtocol | None = None, clock: Clock | None = None) -> None:
        super().__init__(serde=serde)
        self._clock: Clock = clock or default_clock
        self._cache: dict[Namespace, dict[str, _Entry]] = {}
        self._lock = threading.RLock()

    def get(self, keys: Sequence[FullKey]) -> dict[FullKey, ValueT]:
        """See `BaseCache.get`."""
        found: dict[FullKey, tuple[str, bytes]] = {}
        with self._lock:
            now = self._clock()
            for namespace, key in keys:
                entries = self._cache.get(namespace, {})
                entry = entries.get(key)
                if entry is None:
                    continue
                if is_expired(entry[2], now):
                    del entries[key]
                    continue
                found[(namespace, key)] = (entry[0], entry[1])
        return {full_key: self.serde.loads_typed(data) for full_key, data in found.items()}

    async def aget(self, keys: Sequence[FullKey]) -> dict[FullKey, ValueT]:
        """Async twin of `get`."""
        return self.get(keys)

    def set(  # pyright: ignore[reportIncompatibleMethodOverride]  # LangGraph names it `keys` here
        self, keys: Mapping[FullKey, tuple[ValueT, int | None]]
    ) -> None:
        """See `BaseCache.set` (the argument is named ``keys`` here, as in LangGraph)."""
        encoded = [(full_key, self.serde.dumps_typed(value), ttl) for full_key, (value, ttl) in keys.items()]
        with self._lock:
            now = self._clock()
            for (namespace, key), (tag, payload), ttl in encoded:
                self._cache.setdefault(namespace, {})[key] = (tag, payload, expiry_time(now, ttl))

    async def aset(  # pyright: ignore[reportIncompatibleMethodOverride]  # as `set`
        self, keys: Mapping[FullKey, tuple[ValueT, int | None]]
    ) -> None:
        """Async twin of `set`."""
        self.set(keys)

    def clear(self, namespaces: Sequence[Namespace] | None = None) -> None:
        """See `BaseCache.clear`."""
        with self._lock:
            if namespaces is None:
                self._cache.clear()
                return
            for namespace in namespaces:
                self._cache.pop(tuple(namespace), None)

    async def aclear(self, namespaces: Sequence[Namespace] | None = None) -> None:
        """Async twin of `clear`."""
        self.clear(namespaces)

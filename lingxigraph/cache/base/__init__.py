"""The cache interface used by graphs compiled with ``cache=...``.

Mirrors ``langgraph.cache.base``. A cache maps a *full key*, ``(namespace,
key)`` with ``namespace`` a tuple of strings, to a value with an optional
time-to-live in **seconds**. Values are stored serialised with the cache's
``serde`` (by default `JsonPlusSerializer`), so what comes back is a copy:
tuples come back as lists, as in LangGraph.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Generic, TypeAlias, TypeVar

from lingxigraph.checkpoint.serde.base import SerializerProtocol
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer

__all__ = ("BaseCache", "Namespace", "FullKey", "ValueT")

ValueT = TypeVar("ValueT")
"""Type of the cached values."""

Namespace: TypeAlias = "tuple[str, ...]"
"""A group of cache entries, e.g. ``("__pregel_ns_writes", "node")``; `BaseCache.clear` drops whole namespaces."""

FullKey: TypeAlias = "tuple[Namespace, str]"
"""``(namespace, key)``: the address of one entry."""

Clock: TypeAlias = Callable[[], float]
"""Returns the current time in POSIX seconds (like ``time.time``); injectable for tests."""


def expiry_time(now: float, ttl: float | None) -> float | None:
    """When an entry written at ``now`` with ``ttl`` seconds expires (POSIX seconds), or ``None``."""
    return None if ttl is None else now + ttl


def is_expired(expiry: float | None, now: float) -> bool:
    """Whether an entry with this expiry is gone at ``now`` (a ttl of 0 expires at once)."""
    return expiry is not None and expiry <= now


class BaseCache(ABC, Generic[ValueT]):
    """A key-value cache with per-entry TTLs.

    Args:
        serde: serializer for values; default the class attribute, a
            `JsonPlusSerializer` without pickle fallback.

    Subclasses implement the six abstract methods. Missing and expired
    entries are simply absent from `get` results; nothing raises for them.
    """

    serde: SerializerProtocol = JsonPlusSerializer(pickle_fallback=False)

    def __init__(self, *, serde: SerializerProtocol | None = None) -> None:
        """Use ``serde`` for values, or the class default when it is ``None``."""
        self.serde = serde or self.serde

    @abstractmethod
    def get(self, keys: Sequence[FullKey]) -> dict[FullKey, ValueT]:
        """Look up entries.

        Args:
            keys: full keys ``(namespace, key)``.

        Returns:
            full key → value, for the keys present and not expired only.
        """

    @abstractmethod
    async def aget(self, keys: Sequence[FullKey]) -> dict[FullKey, ValueT]:
        """Async twin of `get`."""

    @abstractmethod
    def set(self, pairs: Mapping[FullKey, tuple[ValueT, int | None]]) -> None:
        """Store entries, replacing existing ones.

        Args:
            pairs: full key → ``(value, ttl)``; ``ttl`` in seconds, ``None``
                for no expiry, ``0`` for an entry that is already expired.

        Raises:
            TypeError: a value cannot be serialised by ``serde``.
        """

    @abstractmethod
    async def aset(self, pairs: Mapping[FullKey, tuple[ValueT, int | None]]) -> None:
        """Async twin of `set`."""

    @abstractmethod
    def clear(self, namespaces: Sequence[Namespace] | None = None) -> None:
        """Delete entries.

        Args:
            namespaces: namespaces to empty (exact match: a sub-namespace is
                kept); ``None`` empties the whole cache.
        """

    @abstractmethod
    async def aclear(self, namespaces: Sequence[Namespace] | None = None) -> None:
        """Async twin of `clear`."""


def default_clock() -> float:
    """The real clock: ``time.time()``."""
    return time.time()

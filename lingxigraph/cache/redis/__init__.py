"""A cache in Redis; mirrors ``langgraph.cache.redis.RedisCache`` and its storage layout.

Entries are Redis strings under ``{prefix}{ns[0]}:{ns[1]}:...:{key}`` (``{prefix}{key}``
for the empty namespace) holding ``b"{serde type tag}:" + payload``, with Redis's own
expiry for a TTL, so LangGraph's cache and this one can share a Redis database.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from typing import Any

from lingxigraph.cache.base import BaseCache, FullKey, Namespace, ValueT
from lingxigraph.checkpoint.serde.base import SerializerProtocol

__all__ = ("RedisCache",)

_log = logging.getLogger("lingxigraph.cache.redis")


class RedisCache(BaseCache[ValueT]):
    """A `BaseCache` on a synchronous ``redis.Redis`` client (or one with its methods).

    Args:
        redis: the client; used through ``mget``, ``pipeline`` (``set``, ``setex``,
            ``execute``), ``scan_iter`` and ``delete``.
        serde: value serializer (see `BaseCache`).
        prefix: text every Redis key of this cache starts with.

    As in LangGraph, the cache never fails a run: when Redis cannot be reached
    (or a stored entry cannot be read) a read misses and a write or clear is
    dropped, logged as a warning. TTLs are whole seconds. The async methods run
    the sync ones (the client is synchronous).
    """

    def __init__(self, redis: Any, *, serde: SerializerProtocol | None = None, prefix: str = "langgraph:cache:") -> None:
        super().__init__(serde=serde)
        self.redis = redis
        self.prefix = prefix

    def _make_key(self, namespace: Namespace, key: str) -> str:
        return f"{self.prefix}{':'.join(namespace)}:{key}" if namespace else f"{self.prefix}{key}"

    def get(self, keys: Sequence[FullKey]) -> dict[FullKey, ValueT]:
        """See `BaseCache.get`; misses (and unreadable entries) are left out."""
        if not keys:
            return {}
        try:
            raw = self.redis.mget([self._make_key(ns, key) for ns, key in keys])
        except Exception as exc:  # noqa: BLE001 - an unreachable cache is a miss
            _log.warning("Redis cache read failed (%s); treating as a miss", type(exc).__name__)
            return {}
        found: dict[FullKey, ValueT] = {}
        for full_key, entry in zip(keys, raw):
            if entry is None:
                continue
            tag, sep, payload = bytes(entry).partition(b":")
            try:
                if not sep:
                    raise ValueError("no type tag")
                found[full_key] = self.serde.loads_typed((tag.decode(), payload))
            except Exception as exc:  # noqa: BLE001 - a corrupt entry is a miss
                _log.warning("Unreadable Redis cache entry for %r (%s); ignored", full_key, type(exc).__name__)
        return found

    async def aget(self, keys: Sequence[FullKey]) -> dict[FullKey, ValueT]:
        """See `get`."""
        return self.get(keys)

    def set(self, pairs: Mapping[FullKey, tuple[ValueT, int | None]]) -> None:
        """See `BaseCache.set`; ``ttl`` is in seconds (``None``: no expiry)."""
        if not pairs:
            return
        pipe = self.redis.pipeline()
        for (namespace, key), (value, ttl) in pairs.items():
            tag, payload = self.serde.dumps_typed(value)
            entry = tag.encode() + b":" + bytes(payload)
            if ttl is None:
                pipe.set(self._make_key(namespace, key), entry)
            else:
                pipe.setex(self._make_key(namespace, key), ttl, entry)
        try:
            pipe.execute()
        except Exception as exc:  # noqa: BLE001 - an unreachable cache drops the write
            _log.warning("Redis cache write failed (%s); not cached", type(exc).__name__)

    async def aset(self, pairs: Mapping[FullKey, tuple[ValueT, int | None]]) -> None:
        """See `set`."""
        self.set(pairs)

    def clear(self, namespaces: Sequence[Namespace] | None = None) -> None:
        """Delete every entry of this cache, or those under ``namespaces`` (and their sub-namespaces)."""
        everything = _glob_literal(self.prefix) + "*"
        patterns = (
            [everything]
            if namespaces is None
            else [_glob_literal(f"{self.prefix}{':'.join(ns)}:") + "*" if ns else everything for ns in namespaces]
        )
        try:
            doomed = {key for pattern in patterns for key in self.redis.scan_iter(match=pattern)}
            if doomed:
                self.redis.delete(*doomed)
        except Exception as exc:  # noqa: BLE001 - an unreachable cache is not cleared
            _log.warning("Redis cache clear failed (%s)", type(exc).__name__)

    async def aclear(self, namespaces: Sequence[Namespace] | None = None) -> None:
        """See `clear`."""
        self.clear(namespaces)


def _glob_literal(text: str) -> str:
    """``text`` matched literally by a Redis ``MATCH`` pattern (``*?[]\\`` escaped)."""
    return re.sub(r"([*?\[\]\\])", r"\\\1", text)

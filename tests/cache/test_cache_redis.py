"""``RedisCache`` against an in-process stand-in for a ``redis.Redis`` client.

The stand-in keeps what a Redis server would (strings with an optional TTL) and
implements the client methods the cache uses, with Redis's ``MATCH`` glob rules.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from typing import Any

import pytest

from lingxigraph.cache.redis import RedisCache


def _glob_regex(pattern: str) -> re.Pattern[str]:
    out, i = [], 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            out.append(re.escape(pattern[i + 1]))
            i += 2
            continue
        out.append(".*" if ch == "*" else "." if ch == "?" else re.escape(ch))
        i += 1
    return re.compile("".join(out), re.DOTALL)


class FakeRedis:
    def __init__(self) -> None:
        self.data: dict[str, bytes] = {}
        self.ttls: dict[str, int] = {}

    def mget(self, keys: list[str]) -> list[bytes | None]:
        return [self.data.get(k) for k in keys]

    def pipeline(self) -> FakeRedis.Pipeline:
        return FakeRedis.Pipeline(self)

    def scan_iter(self, match: str) -> Iterator[str]:
        rx = _glob_regex(match)
        return iter([k for k in self.data if rx.fullmatch(k)])

    def delete(self, *keys: str) -> int:
        return sum(self.data.pop(k, None) is not None for k in keys)

    class Pipeline:
        def __init__(self, owner: FakeRedis) -> None:
            self.owner, self.ops = owner, []

        def set(self, key: str, value: bytes) -> None:
            self.ops.append((key, value, None))

        def setex(self, key: str, ttl: int, value: bytes) -> None:
            self.ops.append((key, value, ttl))

        def execute(self) -> None:
            for key, value, ttl in self.ops:
                self.owner.data[key] = value
                if ttl is None:
                    self.owner.ttls.pop(key, None)
                else:
                    self.owner.ttls[key] = ttl


class DownRedis(FakeRedis):
    def mget(self, keys: list[str]) -> Any:
        raise ConnectionError("down")

    def scan_iter(self, match: str) -> Any:
        raise ConnectionError("down")


def test_values_round_trip_with_langgraph_layout() -> None:
    client = FakeRedis()
    cache: RedisCache[Any] = RedisCache(client, prefix="p:")
    cache.set({(("graph", "node"), "k1"): ({"n": 1}, None), ((), "k2"): ([1, 2], 30)})
    assert cache.get([(("graph", "node"), "k1"), ((), "k2"), (("graph",), "absent")]) == {
        (("graph", "node"), "k1"): {"n": 1},
        ((), "k2"): [1, 2],
    }
    assert set(client.data) == {"p:graph:node:k1", "p:k2"}
    assert client.data["p:graph:node:k1"].startswith(b"msgpack:")
    assert client.ttls == {"p:k2": 30}


def test_clear_by_namespace_is_literal_and_keeps_other_prefixes() -> None:
    client = FakeRedis()
    client.data["other:x"] = b"null:"
    cache: RedisCache[Any] = RedisCache(client, prefix="p:")
    cache.set({(("a*",), "k"): (1, None), (("ab",), "k"): (2, None), (("a*", "sub"), "k"): (3, None)})
    cache.clear([("a*",)])
    assert sorted(client.data) == ["other:x", "p:ab:k"]
    cache.clear()
    assert sorted(client.data) == ["other:x"]


def test_unreachable_redis_is_a_logged_miss(caplog: pytest.LogCaptureFixture) -> None:
    cache: RedisCache[Any] = RedisCache(DownRedis())
    with caplog.at_level(logging.WARNING):
        assert cache.get([(("n",), "k")]) == {}
        cache.clear()
    assert "Redis cache read failed (ConnectionError)" in caplog.text
    assert "Redis cache clear failed (ConnectionError)" in caplog.text


def test_corrupt_entry_is_skipped(caplog: pytest.LogCaptureFixture) -> None:
    client = FakeRedis()
    cache: RedisCache[Any] = RedisCache(client, prefix="p:")
    cache.set({((), "good"): ("v", None)})
    client.data["p:bad"] = b"no-tag-here"
    with caplog.at_level(logging.WARNING):
        assert cache.get([((), "bad"), ((), "good")]) == {((), "good"): "v"}
    assert "Unreadable Redis cache entry" in caplog.text

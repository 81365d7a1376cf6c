"""The contract every cache meets. Runs for every cache kind and driver mode.

Expected results were observed on LangGraph 1.2.11's ``InMemoryCache`` and ``SqliteCache``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest
from cache_helpers import CacheClient, DriverMode, FakeClock

from lingxigraph.cache.base import BaseCache
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer

pytestmark = pytest.mark.anyio

K = (("ns",), "k")
SUB = (("ns", "sub"), "k")
OTHER = (("other",), "k")


async def test_get_returns_only_present_keys(client: CacheClient) -> None:
    await client.set({K: ({"v": 1}, None)})
    assert await client.get([K, (("ns",), "missing")]) == {K: {"v": 1}}
    assert await client.get([]) == {}


async def test_values_of_several_types_round_trip(client: CacheClient) -> None:
    await client.set({K: ([1, [2, 3]], None), SUB: (b"x", 5), OTHER: (None, None)})
    assert await client.get([K, SUB, OTHER]) == {K: [1, [2, 3]], SUB: b"x", OTHER: None}


async def test_values_are_copies(client: CacheClient) -> None:
    value = {"v": [1]}
    await client.set({K: (value, None)})
    value["v"].append(2)
    got = await client.get([K])
    assert got == {K: {"v": [1]}}
    got[K]["v"].append(3)
    assert await client.get([K]) == {K: {"v": [1]}}


async def test_set_overwrites(client: CacheClient) -> None:
    await client.set({K: ({"v": 1}, None)})
    await client.set({K: ({"v": 2}, None)})
    assert await client.get([K]) == {K: {"v": 2}}


async def test_ttl_in_seconds_on_the_clock(client: CacheClient, clock: FakeClock) -> None:
    await client.set({K: ("short", 1), SUB: ("long", 60), OTHER: ("forever", None)})
    clock.advance(0.5)
    assert await client.get([K, SUB, OTHER]) == {K: "short", SUB: "long", OTHER: "forever"}
    clock.advance(0.5)
    assert await client.get([K, SUB, OTHER]) == {SUB: "long", OTHER: "forever"}
    clock.advance(3600)
    assert await client.get([K, SUB, OTHER]) == {OTHER: "forever"}


async def test_ttl_zero_expires_at_once(client: CacheClient) -> None:
    await client.set({K: ("gone", 0)})
    assert await client.get([K]) == {}


async def test_overwrite_restarts_the_ttl(client: CacheClient, clock: FakeClock) -> None:
    await client.set({K: ("a", 2)})
    clock.advance(1.5)
    await client.set({K: ("b", 2)})
    clock.advance(1.5)
    assert await client.get([K]) == {K: "b"}


async def test_clear_namespaces_is_exact(client: CacheClient) -> None:
    await client.set({K: (1, None), SUB: (2, None), OTHER: (3, None)})
    await client.clear([("ns",)])
    assert await client.get([K, SUB, OTHER]) == {SUB: 2, OTHER: 3}
    await client.clear([])
    assert await client.get([K, SUB, OTHER]) == {SUB: 2, OTHER: 3}
    await client.clear(None)
    assert await client.get([K, SUB, OTHER]) == {}


async def test_similar_namespaces_do_not_collide(client: CacheClient) -> None:
    joined = (("a,b",), "k")
    split = (("a", "b"), "k")
    await client.set({joined: ("joined", None), split: ("split", None)})
    await client.clear([("a", "b")])
    assert await client.get([joined, split]) == {joined: "joined"}


async def test_unserialisable_value_raises_type_error(client: CacheClient) -> None:
    with pytest.raises(TypeError, match=r"^Type is not msgpack serializable: object$"):
        await client.set({K: (object(), None)})
    assert await client.get([K]) == {}


class TaggingSerde:
    """Records how many values it serialised."""

    def __init__(self) -> None:
        self.inner = JsonPlusSerializer()
        self.dumped = 0

    def dumps_typed(self, obj: Any) -> tuple[str, bytes]:
        self.dumped += 1
        return self.inner.dumps_typed(obj)

    def loads_typed(self, data: tuple[str, bytes]) -> Any:
        return self.inner.loads_typed(data)


async def test_custom_serde_is_used(make_cache: Callable[..., BaseCache[Any]], driver_mode: DriverMode) -> None:
    serde = TaggingSerde()
    client = CacheClient(make_cache(serde=serde), driver_mode)
    await client.set({K: (1, None), SUB: (2, None)})
    assert serde.dumped == 2
    assert await client.get([K, SUB]) == {K: 1, SUB: 2}


def test_default_serde_is_jsonplus_without_pickle(cache: BaseCache[Any]) -> None:
    assert isinstance(cache.serde, JsonPlusSerializer)
    assert cache.serde.pickle_fallback is False


def test_base_cache_interface() -> None:
    assert BaseCache.__abstractmethods__ == frozenset({"get", "aget", "set", "aset", "clear", "aclear"})
    assert list(inspect.signature(BaseCache[Any].set).parameters) == ["self", "pairs"]
    assert list(inspect.signature(BaseCache[Any].clear).parameters) == ["self", "namespaces"]

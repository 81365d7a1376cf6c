"""Time-to-live: expiry, refresh on read, omitting expired items, sweeping. All on a fake clock.

TTLs are in minutes. Runs for every store kind and driver mode.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from store_helpers import FakeClock, StoreClient

from lingxigraph.store.base import NOT_PROVIDED, BaseStore, GetOp, PutOp

pytestmark = pytest.mark.anyio

Client = Callable[..., StoreClient]


def test_stores_support_ttl(store: BaseStore) -> None:
    assert store.supports_ttl is True


async def test_expired_items_stay_visible_until_swept_by_default(make_client: Client, clock: FakeClock) -> None:
    client = make_client()
    await client.put(("a",), "short", {"v": 1}, ttl=1)
    await client.put(("a",), "forever", {"v": 2})
    clock.advance_minutes(2)

    assert await client.get(("a",), "short", refresh_ttl=False) is not None  # omit_expired defaults to False
    assert await client.sweep_ttl() == 1
    assert await client.get(("a",), "short") is None
    assert await client.get(("a",), "forever") is not None
    assert await client.sweep_ttl() == 0


async def test_omit_expired_hides_items_before_the_sweep(make_client: Client, clock: FakeClock) -> None:
    client = make_client(ttl={"omit_expired": True})
    await client.put(("a",), "short", {"v": 1}, ttl=1)
    await client.put(("b",), "keep", {"v": 1})
    clock.advance_minutes(0.5)
    assert await client.get(("a",), "short", refresh_ttl=False) is not None
    clock.advance_minutes(0.5)  # exactly at expiry: gone

    assert await client.get(("a",), "short") is None
    assert await client.keys() == [(("b",), "keep")]
    assert await client.list_namespaces() == [("b",)]
    assert await client.sweep_ttl() == 1


async def test_get_refreshes_the_ttl_unless_told_not_to(make_client: Client, clock: FakeClock) -> None:
    client = make_client(ttl={"omit_expired": True, "refresh_on_read": True})
    await client.put(("a",), "k", {"v": 1}, ttl=1)
    clock.advance(45)
    assert await client.get(("a",), "k") is not None  # refreshed: now expires at 45 s + 60 s
    clock.advance(45)
    assert await client.get(("a",), "k", refresh_ttl=False) is not None
    clock.advance(15)
    assert await client.get(("a",), "k") is None


async def test_search_refreshes_returned_items_only(make_client: Client, clock: FakeClock) -> None:
    client = make_client(ttl={"omit_expired": True, "refresh_on_read": True})
    await client.put(("a",), "first", {"v": 1}, ttl=1)
    await client.put(("a",), "second", {"v": 2}, ttl=1)
    clock.advance(50)
    assert [i.key for i in await client.search(("a",), limit=1)] == ["first"]
    clock.advance(20)
    assert await client.keys(("a",)) == [(("a",), "first")]


async def test_sqlite_stores_refresh_only_when_the_config_asks(
    make_client: Client, clock: FakeClock, store_kind: str
) -> None:
    # LangGraph's SQLite store restarts TTLs on read only with refresh_on_read=True in
    # its config, even for reads that pass refresh_ttl=True; the in-memory store's default is True
    client = make_client(ttl={"omit_expired": True})
    await client.put(("a",), "k", {"v": 1}, ttl=1)
    clock.advance(45)
    assert await client.get(("a",), "k", refresh_ttl=True) is not None
    clock.advance(45)
    found = await client.get(("a",), "k", refresh_ttl=False)
    assert (found is None) == store_kind.endswith("sqlite")


async def test_refresh_on_read_false_makes_reads_passive(make_client: Client, clock: FakeClock) -> None:
    client = make_client(ttl={"omit_expired": True, "refresh_on_read": False})
    await client.put(("a",), "k", {"v": 1}, ttl=1)
    clock.advance(50)
    assert await client.get(("a",), "k") is not None
    clock.advance(20)
    assert await client.get(("a",), "k") is None


async def test_default_ttl_applies_when_put_gives_none(make_client: Client, clock: FakeClock) -> None:
    client = make_client(ttl={"default_ttl": 2, "omit_expired": True})
    await client.put(("a",), "default", {"v": 1})
    await client.put(("a",), "explicit-none", {"v": 1}, ttl=None)
    await client.put(("a",), "longer", {"v": 1}, ttl=10)
    await client.put(("a",), "not-provided", {"v": 1}, ttl=NOT_PROVIDED)
    clock.advance_minutes(3)
    assert [key for _, key in await client.keys()] == ["explicit-none", "longer"]


async def test_overwrite_resets_ttl(make_client: Client, clock: FakeClock) -> None:
    client = make_client(ttl={"omit_expired": True})
    await client.put(("a",), "k", {"v": 1}, ttl=1)
    clock.advance(50)
    await client.put(("a",), "k", {"v": 2}, ttl=None)
    clock.advance_minutes(10)
    item = await client.get(("a",), "k")
    assert item is not None and item.value == {"v": 2}


async def test_batch_put_op_ttl_and_get_op_refresh(make_client: Client, clock: FakeClock) -> None:
    client = make_client(ttl={"omit_expired": True})
    await client.batch([PutOp(("a",), "k", {"v": 1}, ttl=1)])
    clock.advance(50)
    await client.batch([GetOp(("a",), "k", refresh_ttl=False)])
    clock.advance(20)
    assert await client.batch([GetOp(("a",), "k")]) == [None]


async def test_lazy_sweep_runs_on_the_configured_interval(make_client: Client, clock: FakeClock) -> None:
    client = make_client(ttl={"sweep_interval_minutes": 5})
    await client.put(("a",), "k", {"v": 1}, ttl=1)  # first batch sweeps (nothing yet)
    clock.advance_minutes(2)
    assert await client.get(("a",), "k", refresh_ttl=False) is not None  # interval not reached
    clock.advance_minutes(4)
    assert await client.get(("a",), "k") is None  # this batch swept first
    assert await client.sweep_ttl() == 0


def test_ensure_ttl_gives_the_put_ttl_or_the_configs_default() -> None:
    # private in LangGraph too, imported from here by third-party stores
    # (langgraph-checkpoint-aws's Valkey store failed to import without it)
    from lingxigraph.store.base import _ensure_ttl

    assert _ensure_ttl({"default_ttl": 5.0}) == 5.0
    assert _ensure_ttl({"default_ttl": 5.0}, NOT_PROVIDED) == 5.0
    assert _ensure_ttl({"default_ttl": 5.0}, None) is None
    assert _ensure_ttl({"default_ttl": 5.0}, 2.5) == 2.5
    assert _ensure_ttl(None) is None
    assert _ensure_ttl({}, 1) == 1

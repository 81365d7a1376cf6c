"""``AsyncBatchedBaseStore``: concurrent async calls reach ``abatch`` together (asyncio)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any

import pytest

from lingxigraph.store.base import GetOp, InvalidNamespaceError, Op, PutOp, Result, SearchOp
from lingxigraph.store.base.batch import AsyncBatchedBaseStore, _dedupe_ops
from lingxigraph.store.memory import InMemoryStore


class Recording(AsyncBatchedBaseStore):
    """Runs batches on an in-memory store and records each ``abatch`` call."""

    def __init__(self, fail: bool = False) -> None:
        super().__init__()
        self.inner = InMemoryStore()
        self.calls: list[list[Op]] = []
        self.fail = fail

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        return self.inner.batch(ops)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        ops = list(ops)
        self.calls.append(ops)
        if self.fail:
            raise RuntimeError("backend down")
        return self.inner.batch(ops)


def test_concurrent_calls_share_one_batch() -> None:
    async def main() -> tuple[Recording, list[Any]]:
        store = Recording()
        await store.aput(("a",), "k", {"v": 1})
        results = await asyncio.gather(
            store.aget(("a",), "k"), store.aget(("a",), "k"), store.asearch(("a",)), store.aget(("b",), "x")
        )
        return store, results

    store, (first, again, found, missing) = asyncio.run(main())
    assert [len(call) for call in store.calls] == [1, 3]  # the repeated get ran once
    assert first.value == again.value == {"v": 1}
    assert [item.key for item in found] == ["k"]
    assert missing is None
    # sync calls go straight to batch
    assert store.get(("a",), "k").value == {"v": 1}
    assert len(store.calls) == 2


def test_a_failed_batch_fails_each_caller_and_bad_namespaces_never_queue() -> None:
    async def main() -> list[Any]:
        store = Recording(fail=True)
        with pytest.raises(InvalidNamespaceError, match=r"^Invalid namespace label 'a\.b'"):
            await store.aget(("a.b",), "k")
        assert store.calls == []
        return await asyncio.gather(store.aget(("a",), "k"), store.adelete(("b",), "k"), return_exceptions=True)

    results = asyncio.run(main())
    assert [str(r) for r in results] == ["backend down", "backend down"]


def test_a_store_works_across_event_loops() -> None:
    store = Recording()

    async def put_then_get(value: int) -> Any:
        await store.aput(("a",), "k", {"v": value})
        return (await store.aget(("a",), "k")).value

    assert asyncio.run(put_then_get(1)) == {"v": 1}
    assert asyncio.run(put_then_get(2)) == {"v": 2}


def test_a_cancelled_caller_does_not_disturb_the_others() -> None:
    async def main() -> Any:
        store = Recording()
        await store.aput(("a",), "k", {"v": 1})
        doomed = asyncio.ensure_future(store.aget(("a",), "k"))
        kept = asyncio.ensure_future(store.aget(("a",), "k"))
        await asyncio.sleep(0)
        doomed.cancel()
        return (await kept).value, doomed.cancelled()

    assert asyncio.run(main()) == ({"v": 1}, True)


def test_identical_reads_are_sent_once_and_one_put_per_key_the_last() -> None:
    # LangGraph's batching: a search's dict filter compares by value, and of the
    # puts to one key only the last is sent, where the first stood
    get_a, search = GetOp(("a",), "k"), SearchOp(("a",), filter={"x": {"in": [1, 2]}})
    first, second = PutOp(("a",), "k", {"v": 1}), PutOp(("a",), "k", {"v": 2})
    other = PutOp(("b",), "k", {"v": 3})
    ops: list[Op] = [get_a, first, get_a, search, SearchOp(("a",), filter={"x": {"in": [1, 2]}}), other, second]
    answers, sent = _dedupe_ops(ops)
    assert sent == [get_a, second, search, other]
    assert answers == [0, 1, 0, 2, 2, 3, 1]


def test_concurrent_puts_to_one_key_reach_abatch_as_the_last() -> None:
    async def main() -> tuple[Recording, Any]:
        store = Recording()
        await asyncio.gather(store.aput(("a",), "k", {"v": 1}), store.aput(("a",), "k", {"v": 2}))
        return store, await store.aget(("a",), "k")

    store, item = asyncio.run(main())
    assert store.calls[0] == [PutOp(("a",), "k", {"v": 2})]
    assert item.value == {"v": 2}

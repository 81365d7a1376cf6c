"""``AsyncBatchedBaseStore``: a store whose concurrent async calls share one ``abatch``.

A store with a costly round trip (a database) subclasses it and implements
``batch``/``abatch``. The async methods (``aget``, ``aput``, ``asearch``, ...)
called in the same turn of the event loop are collected and sent to ``abatch``
as one list; identical reads among them run once, and of several puts to one
key only the last is sent.
"""

from __future__ import annotations

import asyncio
from typing import Any

from lingxigraph.store.base import BaseStore, Op, PutOp, Result

__all__ = ("AsyncBatchedBaseStore",)


class _Collecting:
    """Operations gathered during one loop turn, waiting to be sent."""

    __slots__ = ("ops", "waiters")

    def __init__(self) -> None:
        self.ops: list[Op] = []
        self.waiters: list[asyncio.Future[Any]] = []


class AsyncBatchedBaseStore(BaseStore):
    """A `BaseStore` that batches its concurrent async operations (asyncio).

    Each async call adds its operation to the turn's collection and waits; at the
    end of the turn (``loop.call_soon``) the collection is sent with one
    ``abatch`` call, and each caller gets its own result, or the batch's
    exception. Sync calls go straight to ``batch``. No background task is kept:
    a store is free to be dropped, or used from another event loop, at any time.
    """

    _collecting: dict[asyncio.AbstractEventLoop, _Collecting] | None = None

    def __init__(self) -> None:
        self._collecting = None

    async def _arun_op(self, op: Op) -> Result:
        loop = asyncio.get_running_loop()
        if self._collecting is None:
            self._collecting = {}
        turn = self._collecting.get(loop)
        if turn is None:
            turn = self._collecting[loop] = _Collecting()
            loop.call_soon(self._send_turn, loop)
        waiter: asyncio.Future[Any] = loop.create_future()
        turn.ops.append(op)
        turn.waiters.append(waiter)
        return await waiter

    def _send_turn(self, loop: asyncio.AbstractEventLoop) -> None:
        assert self._collecting is not None
        turn = self._collecting.pop(loop)
        loop.create_task(self._deliver(turn))

    async def _deliver(self, turn: _Collecting) -> None:
        answers, unique = _dedupe_ops(turn.ops)
        try:
            results = await self.abatch(unique)
        except BaseException as exc:  # noqa: BLE001 - handed to every caller of the batch
            for waiter in turn.waiters:
                if not waiter.done():
                    if isinstance(exc, asyncio.CancelledError):
                        waiter.cancel()
                    else:
                        waiter.set_exception(exc)
            if not isinstance(exc, Exception):
                raise
            return
        for waiter, position in zip(turn.waiters, answers):
            if not waiter.done():
                waiter.set_result(results[position])


def _dedupe_ops(ops: list[Op]) -> tuple[list[int], list[Op]]:
    """The operations one batch sends, and where each caller's answer is.

    Returns ``(listen, deduped)``: ``deduped`` holds each distinct read once
    (a search's dict filter compared by value) and one put per
    ``(namespace, key)``, the last one given, at the place of the first;
    ``listen[i]`` is the position in ``deduped`` whose result answers
    ``ops[i]``. LangGraph's ``AsyncBatchedBaseStore`` sends its batches so
    (its helper has this name), and a store's ``abatch`` sees the same list.
    """
    deduped: list[Op] = []
    listen: list[int] = []
    first: dict[Any, int] = {}
    for op in ops:
        key = ("put", op.namespace, op.key) if isinstance(op, PutOp) else _read_key(op)
        position = None if key is None else first.get(key)
        if position is None:
            position = len(deduped)
            deduped.append(op)
            if key is not None:
                first[key] = position
        elif isinstance(op, PutOp):
            deduped[position] = op  # the last write wins
        listen.append(position)
    return listen, deduped


def _read_key(op: Op) -> Any:
    """A hashable key equal for equal reads, or ``None`` when a value cannot be compared so."""
    try:
        key = (type(op), _frozen(op))
        hash(key)
    except TypeError:
        return None
    return key


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return (dict, frozenset((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return (type(value), tuple(_frozen(v) for v in value))
    return value

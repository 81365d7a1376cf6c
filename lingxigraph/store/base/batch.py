"""``AsyncBatchedBaseStore``: a store whose concurrent async calls share one ``abatch``.

A store with a costly round trip (a database) subclasses it and implements
``batch``/``abatch``. The async methods (``aget``, ``aput``, ``asearch``, ...)
called in the same turn of the event loop are collected and sent to ``abatch``
as one list; identical reads among them run once.
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
        unique, answers = _fold_reads(turn.ops)
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


def _fold_reads(ops: list[Op]) -> tuple[list[Op], list[int]]:
    """The operations to send (an identical read sent once; writes all kept, in
    order) and, for each of ``ops``, the position of its answer among them."""
    sent: list[Op] = []
    answers: list[int] = []
    first_read: dict[Any, int] = {}
    for op in ops:
        key: Any = None
        if not isinstance(op, PutOp):
            try:
                key = (type(op), op)
                hash(key)
            except TypeError:  # a read with a dict filter: not folded
                key = None
        if key is not None and key in first_read:
            answers.append(first_read[key])
            continue
        if key is not None:
            first_read[key] = len(sent)
        answers.append(len(sent))
        sent.append(op)
    return sent, answers

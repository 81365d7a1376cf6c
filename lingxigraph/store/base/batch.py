"""``AsyncBatchedBaseStore``: a store whose concurrent async calls share one ``abatch``.

A store with a costly round trip (a database) subclasses it and implements
``batch``/``abatch``; ``aget``/``aput``/``asearch``/... issued concurrently on one
event loop are queued and sent to ``abatch`` together, repeated reads and puts
of the same item folded into one operation.
"""

from __future__ import annotations

import asyncio
import weakref
from typing import Any

from lingxigraph.store.base import BaseStore, Op, PutOp, Result

__all__ = ("AsyncBatchedBaseStore",)


class AsyncBatchedBaseStore(BaseStore):
    """A `BaseStore` that batches its concurrent async operations (asyncio only).

    Each async call queues its operation and waits; a background task on the
    running loop takes everything queued so far and runs it with one ``abatch``
    call. The task is started on first use and restarted if it was cancelled or
    the store is used from another loop. Sync calls go straight to ``batch``.
    """

    # class-level defaults: subclasses whose __init__ skips ours still work
    _loop: asyncio.AbstractEventLoop | None = None
    _aqueue: asyncio.Queue[tuple[asyncio.Future[Any], Op]] | None = None
    _task: asyncio.Task[None] | None = None

    def __init__(self) -> None:
        self._loop = None
        self._aqueue = None
        self._task = None

    def _ensure_task(self) -> asyncio.Queue[tuple[asyncio.Future[Any], Op]]:
        loop = asyncio.get_running_loop()
        if self._task is None or self._task.done() or self._loop is not loop or self._aqueue is None:
            self._loop = loop
            self._aqueue = asyncio.Queue()
            # the task holds the store weakly, so a dropped store is not kept alive by it
            self._task = loop.create_task(_run(self._aqueue, weakref.ref(self)))
        return self._aqueue

    async def _arun_op(self, op: Op) -> Result:
        queue = self._ensure_task()
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        queue.put_nowait((future, op))
        return await future

    def __del__(self) -> None:
        task = getattr(self, "_task", None)
        if task is not None and not task.done():
            try:
                task.cancel()
            except RuntimeError:  # the loop is already closed
                pass


def _dedupe_ops(ops: list[Op]) -> tuple[list[int], list[Op]]:
    """``(listen, deduped)``: ``deduped`` runs each distinct read once and each
    item's puts as its last put (at the first put's place); ``listen[i]`` is the
    index in ``deduped`` whose result answers ``ops[i]``."""
    listen: list[int] = []
    deduped: list[Op] = []
    puts: dict[tuple[tuple[str, ...], str], int] = {}
    for op in ops:
        if isinstance(op, PutOp):
            slot = puts.get((op.namespace, op.key))
            if slot is None:
                slot = puts[(op.namespace, op.key)] = len(deduped)
                deduped.append(op)
            else:
                deduped[slot] = op
            listen.append(slot)
            continue
        for index, seen in enumerate(deduped):
            if type(seen) is type(op) and seen == op:
                listen.append(index)
                break
        else:
            listen.append(len(deduped))
            deduped.append(op)
    return listen, deduped


async def _run(
    queue: asyncio.Queue[tuple[asyncio.Future[Any], Op]], store_ref: weakref.ReferenceType[AsyncBatchedBaseStore]
) -> None:
    while True:
        items = [await queue.get()]
        await asyncio.sleep(0)  # let callers started in the same tick queue theirs
        while not queue.empty():
            items.append(queue.get_nowait())
        items = [(future, op) for future, op in items if not future.cancelled()]
        store = store_ref()
        if store is None:
            break
        if not items:
            continue
        listen, deduped = _dedupe_ops([op for _, op in items])
        try:
            results = await store.abatch(deduped)
        except asyncio.CancelledError:
            # the batching task itself was cancelled: its callers must not wait forever
            for future, _ in items:
                future.cancel()
            raise
        except Exception as exc:  # noqa: BLE001 - each waiting caller gets the error
            for future, _ in items:
                if not future.done():
                    future.set_exception(exc)
        else:
            for (future, _), index in zip(items, listen):
                if not future.done():
                    future.set_result(results[index])
        del store

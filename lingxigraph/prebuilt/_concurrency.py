"""Running several tool calls at once, keeping the caller's context variables.

Tools call ``interrupt()``, ``get_config()`` or ``get_stream_writer()``; those read
the running task from a context variable, so every worker runs in a copy of the
caller's context.
"""

from __future__ import annotations

import contextvars
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from lingxigraph._internal._context import INTERRUPT_TURN, InterruptTurn

T = TypeVar("T")


def map_in_threads(
    fn: Callable[[T], Any], items: Sequence[T], max_workers: int | None = None, *, ordered_interrupts: bool = False
) -> list[Any]:
    """``[fn(item) ...]`` run on worker threads (inline for one item).

    Args:
        ordered_interrupts: the calls' ``interrupt()`` calls are numbered in item
            order (see ``InterruptTurn``), not in the order the threads reach them.

    Raises:
        BaseException: the first failure in item order (the others still finish).
    """
    if len(items) <= 1:
        return [fn(item) for item in items]
    workers = min(len(items), max_workers or 32)
    settled = InterruptTurn.events(len(items)) if ordered_interrupts else None

    def run(index: int, item: T) -> Any:
        if settled is None:
            return fn(item)
        turn = InterruptTurn(settled, index)
        INTERRUPT_TURN.set(turn)  # (in this call's own copy of the context)
        try:
            return fn(item)
        finally:
            turn.settle()

    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="lingxigraph-tool") as pool:
        futures = [pool.submit(contextvars.copy_context().run, run, i, item) for i, item in enumerate(items)]
        return [future.result() for future in futures]


async def run_in_thread(fn: Callable[[], T]) -> T:
    """Await ``fn()`` run on a worker thread, in a copy of the current context.

    A cancel (a node timeout, the run cancelled) does not wait for the call to
    end, as LangChain's executor hop for sync tools and models does not; the
    call's late outcome is dropped.
    """
    from lingxigraph.pregel._run_async import run_sync_in_worker

    return await run_sync_in_worker(fn, abandon_on_cancel=True)


def _cancel_requested() -> bool:
    """Whether the current task is being cancelled (not a ``CancelledError`` the awaited
    code raised itself, which counts as that awaitable's failure, as in ``asyncio.gather``).
    Always true off asyncio: trio's ``Cancelled`` cannot be raised by user code."""
    import asyncio

    try:
        task = asyncio.current_task()
    except RuntimeError:  # not on an asyncio loop
        return True
    return task is None or task.cancelling() > 0


async def gather_in_order(factories: Sequence[Callable[[], Awaitable[Any]]]) -> list[Any]:
    """Run the awaitables concurrently (works on asyncio and trio); results in order.

    Raises:
        BaseException: the failure that happened first in time, unwrapped (not an
            exception group), as ``asyncio.gather`` (which LangGraph's ``ToolNode``
            uses) raises it, also a ``CancelledError`` an awaitable raised itself;
            the other awaitables still run to their end.
    """
    if len(factories) == 1:
        return [await factories[0]()]
    import anyio

    results: list[Any] = [None] * len(factories)
    errors: list[BaseException] = []  # in the order they happened

    async def run_one(index: int) -> None:
        try:
            results[index] = await factories[index]()
        except BaseException as exc:
            if isinstance(exc, anyio.get_cancelled_exc_class()) and _cancel_requested():
                raise
            errors.append(exc)

    async with anyio.create_task_group() as group:
        for index in range(len(factories)):
            group.start_soon(run_one, index)
    if errors:
        raise errors[0]
    return results

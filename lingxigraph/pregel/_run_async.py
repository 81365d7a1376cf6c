"""The anyio driver: carries out the machine's effects on asyncio or trio.

It decides nothing. Tasks of one step run concurrently in a task group; a
lone task runs inline unless events must stream live. Sync nodes run in a
worker thread when they share a step with others (so they overlap) and
inline otherwise.
"""

from __future__ import annotations

import contextvars
import math
import threading
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

import anyio
import anyio.lowlevel

from lingxigraph._internal._context import CURRENT_TASK
from lingxigraph.errors import InternalError, NodeTimeoutError
from lingxigraph.pregel import _attempt
from lingxigraph.pregel._messages import enter_langchain
from lingxigraph.pregel._effects import (
    CacheGet,
    CacheSet,
    LoadCheckpoint,
    PutWrites,
    RunTasks,
    SaveCheckpoint,
    WaitTask,
)
from lingxigraph.pregel._run_sync import run_task_sync

if TYPE_CHECKING:
    from lingxigraph.pregel._machine import Machine
    from lingxigraph.pregel._task import Task

Event = tuple[tuple[str, ...], str, Any]
_DONE = "__task_done__"


async def run_task_async(task: Task) -> Task:
    """Run ``task`` to completion, retrying per its policies."""
    token = CURRENT_TASK.set(task)
    _attempt.mark_start(task)
    lc_reset = enter_langchain(task)
    try:
        while True:
            _attempt.begin(task)
            try:
                node = task.node
                output = (node.abound or node.bound)(task.input, task)
                if hasattr(output, "__await__"):
                    output = await _with_timeout(task, output)
                for awaitable in _attempt.finish(task, output):
                    await awaitable
                return task
            except BaseException as exc:  # noqa: BLE001 - every failure goes to the machine
                if isinstance(exc, anyio.get_cancelled_exc_class()):
                    raise
                try:
                    pending = _attempt.apply_parent_command(task, exc)
                    for awaitable in pending or ():
                        await awaitable
                except BaseException as inner:  # noqa: BLE001
                    exc = inner
                else:
                    if pending is not None:
                        return task
                delay = _attempt.failed(task, exc)
                if delay is None:
                    if not isinstance(exc, Exception):
                        raise
                    return task
                await anyio.sleep(delay)
    finally:
        if lc_reset is not None:
            lc_reset()
        CURRENT_TASK.reset(token)


async def _with_timeout(task: Task, awaitable: Any) -> Any:
    policy = task.timeout or task.node.timeout
    limit = getattr(policy, "run_timeout", None) if policy is not None else None
    if limit is None:
        return await awaitable
    start = anyio.current_time()
    with anyio.move_on_after(limit) as scope:
        return await awaitable
    if scope.cancelled_caught:
        raise NodeTimeoutError(
            task.name,
            anyio.current_time() - start,
            kind="run",
            idle_timeout=getattr(policy, "idle_timeout", None),
            run_timeout=limit,
        )
    raise InternalError("timeout scope ended without a result")


async def _run_in_thread(task: Task) -> Task:
    ctx = contextvars.copy_context()
    return await anyio.to_thread.run_sync(ctx.run, run_task_sync, task, abandon_on_cancel=False)


async def drive_async(machine: Machine, checkpointer: Any) -> AsyncIterator[Event]:
    """Run ``machine`` to the end, yielding stream events as they are produced.

    Raises:
        Whatever the machine raises (node errors, ``GraphRecursionError``, ...).
    """
    send, receive = anyio.create_memory_object_stream[Any](math.inf)
    put = _thread_safe_put(send.send_nowait)
    tally = put.in_flight
    machine.scope.emit = lambda ns, mode, payload: put((ns, mode, payload))
    machine.emit = machine.scope.emit
    live = machine.scope.live
    gen = machine.run()
    inline: list[Task] = []
    done: list[Task] = []
    result: Any = None

    async def start(task: Task, threaded: bool) -> None:
        try:
            if threaded:
                await _run_in_thread(task)
            else:
                await run_task_async(task)
        finally:
            put((_DONE, task))

    error: BaseException | None = None
    async with anyio.create_task_group() as tg:
        try:
            while True:
                try:
                    effect = gen.send(result)
                except StopIteration:
                    break
                except BaseException:
                    for item in _drain(receive, done, tally):
                        yield item
                    raise
                result = None
                for item in _drain(receive, done, tally):
                    yield item
                if isinstance(effect, WaitTask):
                    if inline:
                        result = await run_task_async(inline.pop())
                        # let events queued by other threads during the task arrive first
                        await _settle(put)
                        for item in _drain(receive, done, tally):
                            yield item
                        continue
                    if done:
                        result = done.pop(0)
                        continue
                    while True:
                        item = await receive.receive()
                        tally.taken += 1
                        if item[0] == _DONE:
                            result = item[1]
                            break
                        yield item
                elif isinstance(effect, RunTasks):
                    tasks = effect.tasks
                    if len(tasks) == 1 and not live:
                        inline.append(tasks[0])
                        continue
                    for task in tasks:
                        tg.start_soon(start, task, _needs_thread(task))
                elif isinstance(effect, LoadCheckpoint):
                    if effect.before is None:
                        result = await checkpointer.aget_tuple(effect.config)
                    else:
                        before = {"configurable": {"checkpoint_id": effect.before}}
                        result = None
                        async for found in checkpointer.alist(effect.config, before=before, limit=1):
                            result = found  # (limit=1: the loop ends the generator)
                elif isinstance(effect, SaveCheckpoint):
                    result = await checkpointer.aput(
                        effect.config, effect.checkpoint, effect.metadata, effect.new_versions
                    )
                elif isinstance(effect, PutWrites):
                    await checkpointer.aput_writes(
                        effect.config, effect.writes, effect.task_id, effect.task_path
                    )
                elif isinstance(effect, CacheGet):
                    result = await machine.graph.cache.aget(effect.keys)
                elif isinstance(effect, CacheSet):
                    await machine.graph.cache.aset(effect.pairs)
                else:
                    raise InternalError(f"unknown effect {effect!r}")
            await _settle(put)
            for item in _drain(receive, done, tally):
                yield item
        except BaseException as exc:
            tg.cancel_scope.cancel()
            control = machine.scope.runtime.control
            if control is not None:
                control.cancel()
            if isinstance(exc, anyio.get_cancelled_exc_class()):
                raise
            # raised outside the task group so callers see the error itself,
            # not an ExceptionGroup wrapping it
            error = exc
        finally:
            gen.close()
            machine.scope.close_pool()
    send.close()
    receive.close()
    if error is not None:
        raise error


def _thread_safe_put(send_nowait: Any) -> Any:
    """``send_nowait`` that may also be called from other threads (sync nodes on
    worker threads, ``@task`` calls, nested runs' pools). Those calls are queued
    onto the event loop without waiting for it — the loop thread may itself be
    blocked in a sync node waiting on that very thread — since anyio streams are
    not thread-safe."""
    loop_thread = threading.get_ident()
    schedule = _loop_scheduler()
    in_flight = _Counter()

    def deliver_here(item: Any) -> None:
        try:
            send_nowait(item)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            pass  # the run ended before this event arrived
        else:
            in_flight.sent += 1

    def deliver(item: Any) -> None:
        in_flight.add(-1)
        deliver_here(item)

    def put(item: Any) -> None:
        if threading.get_ident() == loop_thread:
            deliver_here(item)
            return
        in_flight.add(1)
        try:
            schedule(deliver, item)
        except RuntimeError:  # the loop is gone; nobody is listening any more
            in_flight.add(-1)

    put.in_flight = in_flight  # type: ignore[attr-defined]
    return put


class _Counter:
    """A thread-safe count of events queued from other threads, not yet delivered;
    plus (loop thread only) how many items reached the stream and were taken
    from it, so that draining an empty stream costs no ``WouldBlock``."""

    __slots__ = ("value", "_lock", "sent", "taken")

    def __init__(self) -> None:
        self.value = 0
        self._lock = threading.Lock()
        self.sent = 0
        self.taken = 0

    def add(self, n: int) -> None:
        with self._lock:
            self.value += n


async def _settle(put: Any) -> None:
    """Wait until events other threads queued so far have reached the stream."""
    in_flight = put.in_flight
    while in_flight.value > 0:
        await anyio.lowlevel.checkpoint()


def _loop_scheduler() -> Any:
    """``schedule(fn, *args)``: run ``fn`` soon on the current event loop, callable
    from any thread, never blocking."""
    import asyncio

    try:
        return asyncio.get_running_loop().call_soon_threadsafe
    except RuntimeError:  # not asyncio: trio
        import trio

        return trio.lowlevel.current_trio_token().run_sync_soon


def _needs_thread(task: Task) -> bool:
    """Sync nodes sharing a step run on worker threads so that they overlap."""
    node = task.node
    return not node.is_async and node.abound is None


def _drain(receive: Any, done: list[Any], tally: _Counter) -> list[Event]:
    """Stream events waiting in the queue; finished tasks found there go to ``done``."""
    out: list[Event] = []
    while tally.taken < tally.sent:
        try:
            item = receive.receive_nowait()
        except anyio.WouldBlock:
            return out
        tally.taken += 1
        if item[0] == _DONE:
            done.append(item[1])
        else:
            out.append(item)
    return out

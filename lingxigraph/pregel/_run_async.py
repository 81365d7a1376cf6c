"""The anyio driver: carries out the machine's effects on asyncio or trio.

It decides nothing. Tasks of one step run concurrently as detached tasks
(see ``_Children``: no task group is held across the generator's ``yield``); a
lone task runs inline (started by the machine through this driver's runner)
unless events must stream live. Sync nodes always run
on a worker thread, as LangGraph runs them in an executor.
"""

from __future__ import annotations

import asyncio
import contextvars
import math
import sys
import threading
import time
import types
from asyncio import current_task
from collections import deque
from collections.abc import AsyncIterator, Callable, Generator
from functools import partial
from typing import TYPE_CHECKING, Any

import anyio
import anyio.lowlevel

from lingxigraph._internal._call import is_runnable_like
from lingxigraph._internal._context import CURRENT_TASK
from lingxigraph.errors import GraphInterrupt, InternalError, NodeCancelledError
from lingxigraph.pregel import _attempt
from lingxigraph.pregel._callbacks import node_tracer
from lingxigraph.pregel._checkpoint import put_writes_args
from lingxigraph.pregel._effects import (
    CacheGet,
    CacheSet,
    RUN_EFFECTS,
    CancelTasks,
    FinishTask,
    HandOver,
    LoadCheckpoint,
    PutWrites,
    RunTasks,
    SaveCheckpoint,
    WaitTask,
)
from lingxigraph.pregel._messages import enter_langchain
from lingxigraph.pregel._run_sync import _kept, _quiet_tasks, _take
from lingxigraph.pregel._timeouts import arm_idle_clock, await_with_timeout
from lingxigraph.pregel._workers import shared_pool

if TYPE_CHECKING:
    from lingxigraph.pregel._machine import Machine
    from lingxigraph.pregel._task import Task

Event = tuple[tuple[str, ...], str, Any]
_DONE = "__task_done__"
_RETURNED = object()
"""What ``next`` gives for a coroutine stepped to its end (see the lone inline task)."""
_MODULES = sys.modules


async def run_task_async(task: Task) -> None:
    """Run ``task`` to completion, retrying per its policies (the outcome is
    left on ``task``)."""
    token = CURRENT_TASK.set(task)
    if task.first_attempt_time is None:  # when the first attempt started (epoch s)
        task.first_attempt_time = time.time()
    tracer = node_tracer(task) if task.scope.callbacks is not None else None
    lc_token = enter_langchain(task) if "langchain_core" in _MODULES else None
    try:
        while True:
            # a fresh attempt (the same reset is in ``run_task_sync``; inline: no call per task)
            task.writes.clear()
            task.interrupt_index = 0
            # (not ``call_index``: as LangGraph, a retry numbers its @task calls on from
            # the failed attempt's, so they are new calls with new ids)
            task.paused = False
            task.parent_command = False
            task.error = None
            if tracer is not None:
                await tracer.astart()
            try:
                node = task.node
                timed = node.timeout is not None or task.timeout is not None
                clock = arm_idle_clock(task) if timed else None
                pending = None
                if node.aplain is not None and not timed:
                    # a plain ``async def`` node (no timeout policy to wrap it in): its
                    # coroutine awaited here, and a runnable it returns invoked on the
                    # same input (LangGraph's rule), without ``bound``'s wrapper coroutine
                    plain = node.plain
                    output = await (plain(task.input) if plain is not None else node.aplain(task.input, task))
                    if output is not None and type(output) is not dict and is_runnable_like(output):
                        output = await output.ainvoke(task.input, task.config)
                else:
                    if node.abound is None and not node.is_async:
                        # a sync node and its writers run on a worker thread, as LangGraph
                        # runs them in an executor: they may block, or start an event loop
                        output, pending = await _in_thread(_sync_body, task)
                    else:
                        output = node.abound(task.input, task) if node.abound is not None else node.bound(task.input, task)
                    if type(output) is not dict and hasattr(output, "__await__"):
                        # (no timeout policy: awaited here, without the policy's wrapper)
                        output = await (output if not timed else await_with_timeout(task, output, clock))
                if pending is None and len(node.writers) == 1:
                    # (a lone writer, the usual case, without ``PregelNode.write``)
                    pending = node.writers[0](task, output)
                    if pending is not None:
                        await pending
                else:
                    for awaitable in node.write(task, output) if pending is None else pending:
                        await awaitable
                if tracer is not None:
                    await tracer.aend(output)
                return
            except BaseException as exc:
                if tracer is not None:
                    with anyio.CancelScope(shield=True):
                        await tracer.aerror(exc)
                if isinstance(exc, anyio.get_cancelled_exc_class()):
                    if not _raised_by_node(exc):
                        raise
                    # the node raised CancelledError itself, nobody cancelled it: a
                    # failure of the node (as LangGraph), not a partial success
                    failure = NodeCancelledError(task.name, f"Node '{task.name}' raised asyncio.CancelledError")
                    failure.__cause__ = exc
                    exc = failure
                try:
                    pending = _attempt.apply_parent_command(task, exc)
                    for awaitable in pending or ():
                        await awaitable
                except BaseException as inner:  # noqa: BLE001
                    exc = inner
                else:
                    if pending is not None:
                        return
                delay = _attempt.failed(task, exc)
                if delay is None:
                    if not isinstance(exc, Exception):
                        raise
                    return
                await anyio.sleep(delay)
    finally:
        if lc_token is not None:
            lc_token.var.reset(lc_token)
        CURRENT_TASK.reset(token)


def _raised_by_node(exc: BaseException) -> bool:
    """Whether an asyncio ``CancelledError`` came from the node's own code: its
    asyncio task has no cancellation requested (Python 3.11's ``cancelling``)."""
    if not isinstance(exc, asyncio.CancelledError) or _on_trio():
        return False
    current = asyncio.current_task()
    cancelling = getattr(current, "cancelling", None)
    return current is not None and cancelling is not None and cancelling() == 0


def _sync_body(task: Task) -> tuple[Any, list[Any] | None]:
    """A sync node's call and its writes (routing functions included), on a
    worker thread: ``(output, awaitables left for the loop)``; a returned
    awaitable is handed back unfinished (``None`` instead of the list)."""
    try:
        output = task.node.bound(task.input, task)
    except GraphInterrupt:
        _attempt.wait_for_calls(task)
        raise
    if hasattr(output, "__await__"):
        return output, None
    if isinstance(task.error, asyncio.CancelledError):
        return output, []  # abandoned by a cancel (see ``_in_thread``): no writes
    return output, _attempt.finish(task, output)


async def _in_thread(fn: Callable[[Task], Any], task: Task) -> Any:
    """``fn(task)`` on a worker thread, in a copy of this context.

    A cancel takes effect at once, as LangGraph's cancelled executor future: the
    thread cannot be stopped, so it runs on, abandoned, and what it returns is
    dropped (the cancelled task is marked so that its writes are not made).
    """
    ctx = contextvars.copy_context()
    if _on_trio():
        return await anyio.to_thread.run_sync(ctx.run, _no_stop_iteration, partial(fn, task), abandon_on_cancel=True)
    # asyncio: the process-wide worker pool
    ended, result = _start_on_pool(ctx, partial(fn, task))
    await ended
    return result[0]


def _start_on_pool(ctx: contextvars.Context, fn: Callable[[], Any]) -> tuple[asyncio.Future[None], list[Any]]:
    """Start ``fn()`` in ``ctx`` on the process-wide worker pool (asyncio only): a
    future of the loop settled when it ends (its error set on it), and the list
    its result is appended to. The pool hands the end back with one
    ``call_soon_threadsafe``, about half the cost of ``anyio.to_thread``."""
    loop = asyncio.get_running_loop()
    ended = loop.create_future()
    result: list[Any] = []

    def job() -> None:
        result.append(ctx.run(_no_stop_iteration, fn))

    def on_end(_index: int, error: BaseException | None) -> None:
        if not loop.is_closed():  # (an abandoned thread may end after its loop)
            try:
                loop.call_soon_threadsafe(_settle_future, ended, error)
            except RuntimeError:  # the loop closed just now
                pass

    shared_pool().start_one(job, on_end)
    return ended, result


async def run_sync_in_worker(fn: Callable[[], Any], *, abandon_on_cancel: bool = False) -> Any:
    """Await ``fn()`` run on a worker thread, in a copy of the current context.

    As ``anyio.to_thread.run_sync``: a cancel waits for the call to end, then
    goes on (its result is dropped); with ``abandon_on_cancel`` it goes on at
    once and the call's outcome is dropped when it comes. On asyncio
    the call runs on the process-wide worker pool, whose threads outlive a run
    (anyio's are tied to the run's root task, so each ``asyncio.run`` starts
    new ones) and whose hand-back costs about half of anyio's.
    """
    ctx = contextvars.copy_context()
    if _on_trio():
        return await anyio.to_thread.run_sync(ctx.run, _no_stop_iteration, fn, abandon_on_cancel=abandon_on_cancel)
    ended, result = _start_on_pool(ctx, fn)
    cancelled: BaseException | None = None
    while not ended.done():
        try:
            # (shielded: a cancel must not cancel ``ended``, which the thread settles)
            await asyncio.shield(ended)
        except asyncio.CancelledError as exc:
            if not (ended.done() and ended.exception() is exc):  # (else the call raised it)
                if abandon_on_cancel:
                    ended.add_done_callback(_drop_outcome)
                    raise
                cancelled = exc
        except Exception:  # noqa: BLE001 - the call's own error, raised below
            pass
    if cancelled is not None:
        raise cancelled
    error = ended.exception()
    if error is not None:
        raise error
    return result[0]


def _no_stop_iteration(fn: Callable[[], Any]) -> Any:
    # a StopIteration cannot be set on an asyncio future (the caller would wait
    # forever); LangChain's executor hop, which LangGraph runs sync nodes and
    # tools through, turns it into a RuntimeError as well
    try:
        return fn()
    except StopIteration as exc:
        raise RuntimeError from exc


def _drop_outcome(future: asyncio.Future[None]) -> None:
    # an abandoned call's error is retrieved here, so asyncio does not log it as never retrieved
    if not future.cancelled():
        future.exception()


def _settle_future(future: asyncio.Future[None], error: BaseException | None) -> None:
    if future.done():  # cancelled: nobody waits any more
        return
    if error is None:
        future.set_result(None)
    else:
        future.set_exception(error)


async def drive_async(machine: Machine, checkpointer: Any) -> AsyncIterator[Event]:
    """Run ``machine`` to the end, yielding stream events as they are produced.

    Raises:
        Whatever the machine raises (node errors, ``GraphRecursionError``, ...).
    """
    send = receive = _Inbox()
    put = _thread_safe_put(send)
    in_flight = put.in_flight
    # the inbox's queue, read directly where the driver drains it
    inbox_items = receive._items
    machine.scope.emit = put.emit
    machine.emit = machine.scope.emit
    live = machine.scope.live
    gen = machine.run()
    done: list[Task] = []
    result: Any = None

    # config "max_concurrency": at most that many of a step's tasks run at once
    bound = machine.scope.max_concurrency
    if bound and bound < 0:
        # (as LangGraph's semaphore: 0 is no limit; a str fails the comparison)
        raise ValueError("Semaphore initial value must be >= 0")
    if isinstance(bound, float) and bound != math.inf:
        bound = math.ceil(bound)  # (a fractional limit lets as many run as asyncio's semaphore would)
    children = _Children(put, anyio.CapacityLimiter(bound) if bound else None)

    # No task group or cancel scope is held across ``yield``: the user may break
    # out of ``async for`` without closing us, and then the event loop finalises
    # this generator in another task, where exiting such a scope is an error (and
    # leaves the first task's scope stack corrupted). Step tasks run as detached
    # tasks instead; every exit path below cancels and awaits them.
    error: BaseException | None = None
    # an inline step's events wait until its barrier's effects are carried out,
    # and the input's until the first step's tasks (see ``drive_sync``)
    hold = True
    # the tasks' events of a step go out once all are done, save a lone inline task's
    # (see ``drive_sync``)
    released: list[Event] = []
    inline_step = False

    def at_barrier() -> None:
        nonlocal hold, inline_step
        if inline_step:
            inline_step = False
        else:
            released.extend(_drain(receive, done))
        hold = True

    machine.scope.at_barrier = at_barrier
    step_timeout = getattr(machine.graph, "step_timeout", None)
    # a lone task may run inline (fixed for the run)
    inline_ok = not live and step_timeout is None
    # nothing a caller sees comes out of a task as it ends (see ``drive_sync``): every
    # task finished so far goes back in one answer (decided at the first multi-task
    # step: a run of lone inline tasks never asks)
    collect_at_end: bool | None = None
    deadline: float | None = None
    deadline_item = False
    timed_out = False
    # the run's lone inline tasks are started by the machine itself, through this
    # runner: a task that does not end in its first step comes back as a
    # ``FinishTask`` effect, awaited here
    aborted = False

    def run_inline(task: Task) -> FinishTask | None:
        nonlocal aborted
        # in a copy of the caller's context, as every node runs in LangGraph:
        # what the node sets there does not leak to the caller or later steps
        context = contextvars.copy_context()
        coro = run_task_async(task)
        try:
            # its first step taken here: a task that never suspends, the usual one,
            # needs no generator to step it (and ``next`` ends a coroutine returning
            # None without a StopIteration object)
            yielded = context.run(next, coro.__await__(), _RETURNED)
        except BaseException as exc:
            # (a cancel, KeyboardInterrupt...) not the task's error: the run stops
            if isinstance(exc, anyio.get_cancelled_exc_class()):
                _drop_cancelled(task)
            aborted = True
            raise
        return None if yielded is _RETURNED else FinishTask(task, (context, coro, yielded))

    def hand_over_due() -> bool:
        return bool(released) or bool(inbox_items) or in_flight.value > 0

    if inline_ok:
        machine.run_inline = run_inline
        machine.hand_over_due = hand_over_due
    effect: Any = None
    try:
        while True:
            try:
                effect = gen.send(result)
            except StopIteration:
                effect = None
                break
            except BaseException as exc:
                effect = None
                if timed_out:
                    raise TimeoutError() from None
                if aborted:
                    if checkpointer is not None and not isinstance(exc, anyio.get_cancelled_exc_class()):
                        # (KeyboardInterrupt, SystemExit...) in a lone task the machine ran:
                        # not the task's error, but LangGraph's loop still saves on the way
                        # out, as the sync driver does (a cancel saves in ``_save_on_cancel``)
                        with anyio.CancelScope(shield=True):
                            await _save_closing(machine, checkpointer)
                    raise
                for item in _take(released):
                    yield item
                if hold:
                    await _settle(put)
                events = _drain(receive, done)
                for item in _kept(events, exc) if hold else events:
                    yield item
                raise
            result = None
            if released:  # (no list made per effect when nothing waits)
                for item in _take(released):
                    yield item
            kind = type(effect)  # (the effect classes have no subclasses)
            if kind is HandOver or kind is FinishTask:
                if kind is FinishTask:
                    # the rest of a lone task the machine started (``run_inline``)
                    try:
                        await _in_context(*effect.rest)
                    except anyio.get_cancelled_exc_class():
                        _drop_cancelled(effect.task)
                        raise
                    except BaseException:
                        # (KeyboardInterrupt, SystemExit...): saved as for a task that
                        # raised it in its first step (see ``aborted``)
                        effect = None
                        if checkpointer is not None:
                            gen.close()
                            with anyio.CancelScope(shield=True):
                                await _save_closing(machine, checkpointer)
                        raise
                    effect = None
                    continue
                # the machine runs the next step's lone task when this returns: what is
                # waiting goes out first (as for ``RunTasks``), the task's events are held
                if in_flight.value > 0:
                    await _settle(put)
                for item in _drain(receive, done):
                    yield item
                continue
            if hold and (kind is RunTasks or kind is WaitTask):
                hold = False
                # let events queued by other threads during the task arrive first
                if in_flight.value > 0:
                    await _settle(put)
            if not hold and inbox_items:  # (most effects come with no event)
                # (``_drain``, inlined)
                events = []
                while inbox_items:
                    item = inbox_items.popleft()
                    if item[0] == _DONE:
                        done.append(item[1])
                    else:
                        events.append(item)
                # (not kept: a finished task's item would keep it and its input alive)
                del item
                for item in events:
                    yield item
                    if children.running:  # (else ``stop_if_cancelled`` has nothing to stop)
                        await children.stop_if_cancelled()
                del events
            if kind is WaitTask:
                if not done:
                    while True:
                        if deadline is None:
                            item = await receive.receive()
                        else:
                            with anyio.move_on_after(max(0.0, deadline - anyio.current_time())):
                                item = await receive.receive()
                                deadline_item = True
                            if not deadline_item:
                                # Pregel.step_timeout: as LangGraph, the running tasks are
                                # cancelled (saved with CancelledError()) and the run
                                # raises TimeoutError once the step has stopped
                                deadline = None
                                timed_out = True
                                children.cancel()
                                continue
                            deadline_item = False
                        if item[0] == _DONE:
                            done.append(item[1])
                            del item  # (see WaitTask)
                            break
                        yield item
                        await children.stop_if_cancelled()
                if children.failures:
                    raise children.failures.pop(0)
                if len(done) > 1 and (
                    collect_at_end
                    if collect_at_end is not None
                    else (collect_at_end := _quiet_tasks(machine, checkpointer, live, step_timeout))
                ):
                    result = done[::-1]  # (the first to end last: see WaitTask)
                    done.clear()
                else:
                    result = [done.pop(0)]
            elif kind is RunTasks:
                if step_timeout is not None:
                    deadline = anyio.current_time() + step_timeout
                # no local names for the step's tasks: they would keep them (and
                # their inputs) alive through the planning of the next step
                if inline_ok and effect.alone and len(effect.tasks) == 1:
                    # a lone task runs here and now; it goes back with this effect's
                    # answer (no WaitTask round trip), and the effect is let go first
                    result = [effect.tasks[0]]
                    effect = None
                    inline_step = True
                    try:
                        rest = run_inline(result[0])
                        if rest is not None:
                            await _in_context(*rest.rest)
                    except anyio.get_cancelled_exc_class():
                        _drop_cancelled(result[0])
                        raise
                    rest = None
                    hold = True
                    continue
                for task in effect.tasks:
                    children.spawn(task)
                del task
            elif kind is CancelTasks:
                if _on_trio():
                    # asyncio runs the siblings that were already runnable before the
                    # failure reaches this loop (its queue is FIFO); trio shuffles each
                    # batch, so two yields give them that same chance
                    await anyio.lowlevel.checkpoint()
                    await anyio.lowlevel.checkpoint()
                children.cancel()
                await children.cancel_again()
            else:
                result = await _storage(machine, checkpointer, effect)
        if released:
            for item in _take(released):
                yield item
        if in_flight.value > 0:
            await _settle(put)
        for item in _drain(receive, done):
            yield item
    except BaseException as exc:  # noqa: BLE001 - re-raised below, after cleanup
        children.cancel()
        control = machine.scope.runtime.control
        if control is not None:
            control.cancel()
        error = exc
    finally:
        try:
            if children.running:
                await children.wait()
            if error is None:
                pass
            elif isinstance(error, GeneratorExit):
                if effect is None:
                    pass
                elif checkpointer is None and machine.graph.cache is None:
                    # the caller closed the stream: finish the effect in hand, then stop
                    # as LangGraph does on exit (see ``drive_sync``). With nothing to
                    # save or fetch this never awaits: no shield to set up
                    await _close_run(machine, gen, checkpointer, effect)
                else:
                    with anyio.CancelScope(shield=True):
                        await _close_run(machine, gen, checkpointer, effect)
            elif isinstance(error, anyio.get_cancelled_exc_class()):
                with anyio.CancelScope(shield=True):
                    await _save_on_cancel(machine, checkpointer)
        finally:
            gen.close()
            if machine.scope.pool is not None:  # (``close_pool``, without the call)
                machine.scope.close_pool()
            send.close()
    if error is not None:
        try:
            raise error
        finally:
            # the raised error's traceback holds this frame: without the local, no
            # cycle keeps the run (its closures, streams, machine) for the collector
            error = None


@types.coroutine
def _in_context(context: contextvars.Context, coro: Any, yielded: Any) -> Generator[Any, Any, Any]:
    """Await ``coro``, which suspended with ``yielded`` on its first step, with each
    of its later steps run in ``context``: the coroutine sees (and changes) only
    that context, in the awaiting task itself (no task of its own, which would
    cost a trip through the event loop). Works on any event loop: what the
    coroutine yields, and what is sent or thrown back, pass through."""
    run = context.run
    while True:
        try:
            value = yield yielded
        except GeneratorExit:
            run(coro.close)
            raise
        except BaseException as exc:  # noqa: BLE001 - handed to the coroutine
            try:
                yielded = run(coro.throw, exc)
            except StopIteration as stop:
                return stop.value
        else:
            try:
                yielded = run(coro.send, value)
            except StopIteration as stop:
                return stop.value


async def _close_run(machine: Machine, gen: Any, checkpointer: Any, effect: Any) -> None:
    """The async twin of ``_run_sync._close_run``: storage effects are carried
    out until the machine wants tasks run or waited for, then it saves what a
    stopping run keeps (``Machine.close_run``); events go nowhere."""
    result: Any = None
    while not isinstance(effect, RUN_EFFECTS):
        result = await _storage(machine, checkpointer, effect)
        try:
            effect = gen.send(result)
        except StopIteration:
            return  # the run ended (and saved) on its own
        except Exception:  # noqa: BLE001 - nobody is listening (e.g. the next step is over the limit)
            return
    gen.close()
    if checkpointer is None:
        return  # (``close_run`` saves nothing without a saver: no call, no generators)
    await _save_closing(machine, checkpointer)


async def _save_closing(machine: Machine, checkpointer: Any) -> None:
    """Carry out what ``Machine.close_run()`` saves."""
    steps = machine.close_run()
    result: Any = None
    while True:
        try:
            effect = steps.send(result)
        except StopIteration:
            return
        result = await _storage(machine, checkpointer, effect)


async def _storage(machine: Machine, checkpointer: Any, effect: Any) -> Any:
    """Carry out one storage effect (what a closing run may still do); returns its result."""
    if isinstance(effect, SaveCheckpoint):
        return await checkpointer.aput(effect.config, effect.checkpoint, effect.metadata, effect.new_versions)
    if isinstance(effect, PutWrites):
        await checkpointer.aput_writes(*put_writes_args(checkpointer.aput_writes, effect))
    elif isinstance(effect, LoadCheckpoint):
        if effect.before is None:
            return await checkpointer.aget_tuple(effect.config)
        before = {"configurable": {"checkpoint_id": effect.before}}
        async for found in checkpointer.alist(effect.config, before=before, limit=1):
            return found
    elif isinstance(effect, CacheGet):
        return await machine.graph.cache.aget(effect.keys)
    elif isinstance(effect, CacheSet):
        await machine.graph.cache.aset(effect.pairs)
    else:
        raise InternalError(f"unknown effect {effect!r}")
    return None


async def _save_on_cancel(machine: Machine, checkpointer: Any) -> None:
    """Carry out what the machine saves when the run is cancelled amid a step."""
    gen = machine.cancelled_exit()
    result: Any = None
    while True:
        try:
            effect = gen.send(result)
        except StopIteration:
            return
        if not isinstance(effect, (SaveCheckpoint, PutWrites)):
            raise InternalError(f"unexpected effect on cancellation: {effect!r}")
        result = await _storage(machine, checkpointer, effect)


class _Children:
    """The detached tasks running one run's step tasks, so that they can be
    cancelled and awaited from whichever task ends the run.

    On asyncio each is a plain loop task, cancelled through that task (as
    LangGraph cancels its step futures: one ``cancel()``, no cancel scope per
    child). On trio, a system task (trio has no other way to start a task
    outside a nursery) inside its own cancel scope, entered and exited there.
    Each child hands its task to ``put`` as ``(_DONE, task)`` when it ends.
    """

    __slots__ = (
        "_spawn", "cancelled_upto", "failures", "handles", "idle", "limiter", "put", "running", "scopes", "started",
    )

    def __init__(self, put: Callable[[Any], None], limiter: anyio.CapacityLimiter | None) -> None:
        self.put = put
        # (config "max_concurrency")
        self.limiter = limiter
        self.scopes: list[anyio.CancelScope] = []
        # asyncio: the children's loop tasks in the order they were made (the loop
        # holds tasks only weakly); ``started`` of them have begun (the loop starts
        # them in that order), the first ``cancelled_upto`` were cancelled
        self.handles: list[asyncio.Task[None]] = []
        self.started = 0
        self.cancelled_upto = 0
        self.running = 0
        self.idle: anyio.Event | None = None
        self.failures: list[BaseException] = []
        self._spawn: Any = None

    def spawn(self, task: Task) -> None:
        """Start running ``task`` as a detached child."""
        spawn = self._spawn
        if spawn is None:
            spawn = self._spawn = _detached_spawner()
        self.running += 1
        if spawn is _ASYNCIO:
            self.handles.append(asyncio.get_running_loop().create_task(self._run_native(task, len(self.handles))))
            return
        scope = anyio.CancelScope()
        self.scopes.append(scope)
        spawn(self._run_scoped(task, scope))

    async def _run_scoped(self, task: Task, scope: anyio.CancelScope) -> None:
        # (trio: each child in its own cancel scope)
        try:
            with scope:
                if self.limiter is not None:
                    async with self.limiter:
                        await run_task_async(task)
                else:
                    await run_task_async(task)
        except BaseException as exc:  # noqa: BLE001 - nobody awaits this task; hand it over
            if not isinstance(exc, anyio.get_cancelled_exc_class()):
                self.failures.append(exc)
        finally:
            if scope.cancel_called:
                # stopped before it finished (a sibling failed, or the run is ending):
                # whatever it did is dropped, as LangGraph records a cancelled task
                # (a sync node's thread runs on, abandoned: see ``_in_thread``)
                _drop_cancelled(task)
            self.finished()
            self.put((_DONE, task))

    async def _run_native(self, task: Task, index: int) -> None:
        # (asyncio: the child is cancelled through its own asyncio task)
        self.started += 1
        if index < self.cancelled_upto:
            # cancelled before it started: as a cancel scope entered after its cancel,
            # it runs to its first await, where the cancellation lands
            current_task().cancel()  # type: ignore[union-attr]
        try:
            if self.limiter is not None:
                async with self.limiter:
                    await run_task_async(task)
            else:
                await run_task_async(task)
        except asyncio.CancelledError:
            pass
        except BaseException as exc:  # noqa: BLE001 - nobody awaits this task; hand it over
            self.failures.append(exc)
        finally:
            if index < self.cancelled_upto:
                _drop_cancelled(task)
            self.finished()
            self.put((_DONE, task))

    def finished(self) -> None:
        self.running -= 1
        if not self.running:
            self.scopes.clear()
            self.handles.clear()
            self.started = self.cancelled_upto = 0
            if self.idle is not None:
                self.idle.set()

    def cancel(self) -> None:
        for scope in self.scopes:
            scope.cancel()
        handles = self.handles
        if self.cancelled_upto < len(handles):
            # each child once (a second cancel could land in its cleanup); one not
            # started yet cancels itself when it starts (``_run_native``): a loop
            # task cancelled before its first step would never run its ``finally``
            for handle in handles[self.cancelled_upto : self.started]:
                handle.cancel()
            self.cancelled_upto = len(handles)

    async def cancel_again(self) -> None:
        """After ``cancel()`` for a failed step (asyncio): one turn of the loop for
        that cancel to land, then one more for each child still running (LangGraph
        cancels the step's tasks, then again as its task executor exits; a child that
        swallowed the first cancel gets the second. A step timeout cancels once.)"""
        if not self.handles:
            return
        await anyio.lowlevel.checkpoint()
        for handle in self.handles[: min(self.cancelled_upto, self.started)]:
            handle.cancel()

    async def stop_if_cancelled(self) -> None:
        """Called when the consumer resumes us after a ``yield``: if its cancel
        scope was cancelled meanwhile, cancel the step tasks *before* the next
        schedule point (a task group would have done so at ``cancel()``), then
        take the consumer's own cancellation at a checkpoint."""
        if not self.running:
            return
        deadline = anyio.current_effective_deadline()
        if deadline == math.inf or deadline > anyio.current_time():
            return
        self.cancel()
        await anyio.lowlevel.checkpoint()

    async def wait(self) -> None:
        """Wait, immune to cancellation, until every task has ended."""
        if not self.running:
            return
        with anyio.CancelScope(shield=True):
            while self.running:
                self.idle = anyio.Event()
                await self.idle.wait()


def _on_trio() -> bool:
    import sniffio

    return sniffio.current_async_library() == "trio"


_ASYNCIO = object()
"""What `_detached_spawner` returns on asyncio: `_Children` makes loop tasks itself."""


def _detached_spawner() -> Any:
    """``spawn(coro)``: start ``coro`` as a system task of the current trio run,
    with a copy of the current context; on asyncio, ``_ASYNCIO``."""
    import sniffio

    if sniffio.current_async_library() != "trio":
        return _ASYNCIO
    import trio

    async def run(coro: Any) -> None:
        await coro

    def spawn(coro: Any) -> None:
        trio.lowlevel.spawn_system_task(run, coro, context=contextvars.copy_context())

    return spawn


class _Inbox:
    """The run's event queue: unbounded, filled and emptied on the event loop's
    thread (other threads go through `_thread_safe_put`).

    What the driver used an anyio memory object stream for, without making two
    stream objects and their shared state per run (a subgraph call is a run):
    ``send_nowait``, ``receive_nowait`` (``anyio.WouldBlock`` when empty), an
    ``await receive()`` that, like the stream's, passes a checkpoint first, and
    ``close`` (later sends raise ``anyio.ClosedResourceError``). An item never
    leaves the queue before a receiver takes it, so a receive cancelled while
    waiting loses nothing.
    """

    __slots__ = ("_closed", "_items", "_waiter")

    def __init__(self) -> None:
        self._items: deque[Any] = deque()
        self._waiter: anyio.Event | None = None
        self._closed = False

    def send_nowait(self, item: Any) -> None:
        if self._closed:
            raise anyio.ClosedResourceError
        self._items.append(item)
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            waiter.set()

    def receive_nowait(self) -> Any:
        if not self._items:
            raise anyio.WouldBlock
        return self._items.popleft()

    async def receive(self) -> Any:
        await anyio.lowlevel.checkpoint()
        while not self._items:
            # (an Event only when waiting: most steps' results are there already)
            waiter = self._waiter = anyio.Event()
            await waiter.wait()
        return self._items.popleft()

    def close(self) -> None:
        self._closed = True
        self._waiter = None


def _drop_cancelled(task: Task) -> None:
    """Record ``task`` as cancelled before it finished: its writes are dropped,
    as LangGraph records a cancelled task (``CancelledError()``)."""
    task.error = asyncio.CancelledError()
    task.writes.clear()


def _thread_safe_put(inbox: _Inbox) -> Any:
    """``inbox.send_nowait`` that may also be called from other threads (sync nodes
    on worker threads, ``@task`` calls, nested runs' pools), and drops what comes
    once the inbox is closed (the run ended before it arrived). Calls from other
    threads are queued onto the event loop without waiting for it — the loop
    thread may itself be blocked in a sync node waiting on that very thread —
    since the inbox is not thread-safe."""
    get_ident = threading.get_ident
    loop_thread = get_ident()
    schedule = _loop_scheduler()
    in_flight = _Counter()
    items = inbox._items

    def deliver(item: Any) -> None:
        in_flight.add(-1)
        if not inbox._closed:
            inbox.send_nowait(item)

    def put(item: Any) -> None:
        if get_ident() == loop_thread:
            if not inbox._closed:
                inbox.send_nowait(item)
            return
        in_flight.add(1)
        try:
            schedule(deliver, item)
        except RuntimeError:  # the loop is gone; nobody is listening any more
            in_flight.add(-1)

    def emit(ns: tuple[str, ...], mode: str, payload: Any) -> None:
        """``put((ns, mode, payload))``: the run's stream sink (an event made on
        the loop thread, the usual case, goes straight to the inbox). It does
        not call ``put``: ``put`` holds it, and a closure over ``put`` would be
        a reference cycle outliving the run."""
        if get_ident() != loop_thread:
            in_flight.add(1)
            try:
                schedule(deliver, (ns, mode, payload))
            except RuntimeError:  # the loop is gone; nobody is listening any more
                in_flight.add(-1)
            return
        if inbox._closed:
            return
        # (``_Inbox.send_nowait``, inlined: one call less per event)
        items.append((ns, mode, payload))
        waiter = inbox._waiter
        if waiter is not None:
            inbox._waiter = None
            waiter.set()

    put.in_flight = in_flight  # type: ignore[attr-defined]
    put.emit = emit  # type: ignore[attr-defined]
    return put


_COUNTER_LOCK = threading.Lock()
"""Guards every run's `_Counter` (held for one addition; most runs never take it,
and a lock per run cost every run its allocation)."""


class _Counter:
    """A thread-safe count of events queued from other threads, not yet delivered."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0

    def add(self, n: int) -> None:
        with _COUNTER_LOCK:
            self.value += n


async def _settle(put: Any) -> None:
    """Wait until events other threads queued so far have reached the stream."""
    in_flight = put.in_flight
    while in_flight.value > 0:
        await anyio.lowlevel.checkpoint()


def _loop_scheduler() -> Any:
    """``schedule(fn, *args)``: run ``fn`` soon on the current event loop, callable
    from any thread, never blocking."""
    try:
        return asyncio.get_running_loop().call_soon_threadsafe
    except RuntimeError:  # not asyncio: trio
        import trio

        return trio.lowlevel.current_trio_token().run_sync_soon


def _drain(receive: _Inbox, done: list[Any]) -> list[Event]:
    """Stream events waiting in the queue; finished tasks found there go to ``done``."""
    out: list[Event] = []
    items = receive._items
    while items:
        item = items.popleft()
        if item[0] == _DONE:
            done.append(item[1])
        else:
            out.append(item)
    return out

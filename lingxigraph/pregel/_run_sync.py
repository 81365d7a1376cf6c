"""The thread-pool driver: carries out the machine's effects synchronously.

It decides nothing. A step with one task runs it inline on the caller's
thread (no thread hop: the machine runs it through this driver's runner)
unless events must stream live, in which case tasks run on worker threads
while this thread forwards events to the caller.
"""

from __future__ import annotations

import contextvars
import functools
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from queue import Empty, SimpleQueue
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._call import sync_timeout_error
from lingxigraph._internal._context import CURRENT_TASK
from lingxigraph._internal._runnable import returned_output
from lingxigraph.errors import GraphDrained, GraphInterrupt, GraphRecursionError, InternalError
from lingxigraph.pregel import _attempt
from lingxigraph.pregel._callbacks import node_tracer
from lingxigraph.pregel._checkpoint import put_writes_args
from lingxigraph.pregel._effects import (
    CacheGet,
    CacheSet,
    RUN_EFFECTS,
    CancelTasks,
    HandOver,
    LoadCheckpoint,
    PutWrites,
    RunTasks,
    SaveCheckpoint,
    WaitTask,
)
from lingxigraph.pregel._messages import enter_langchain
from lingxigraph.pregel._workers import Batch, shared_pool

if TYPE_CHECKING:
    from lingxigraph.pregel._machine import Machine
    from lingxigraph.pregel._task import Task

Event = tuple[tuple[str, ...], str, Any]
_DONE = "__task_done__"
_BARRIER_MODES = frozenset({"values"})


def _quiet_tasks(machine: Machine, checkpointer: Any, live: bool, step_timeout: Any) -> bool:
    """Whether nothing a caller sees comes out of a task as it ends, so a step's
    finished tasks can be collected once all have ended (``collect_at_end`` in both
    drivers, decided once per run): no live events, no step timeout, only values
    chunks (sent at the barrier), no per-task saves, no events log."""
    return (
        not live
        and step_timeout is None
        and machine.modes <= _BARRIER_MODES
        and (checkpointer is None or machine.durability == "exit")
        and machine.scope.events is None
    )
_MODULES = sys.modules


def run_task_sync(task: Task) -> Task:
    """Run ``task`` to completion on this thread, retrying per its policies."""
    token = CURRENT_TASK.set(task)
    if task.first_attempt_time is None:  # when the first attempt started (epoch s)
        task.first_attempt_time = time.time()
    tracer = node_tracer(task) if task.scope.callbacks is not None else None
    lc_token = enter_langchain(task) if "langchain_core" in _MODULES else None
    try:
        while True:
            # a fresh attempt (the same reset is in ``run_task_async``; inline: no call per task)
            task.writes.clear()
            task.interrupt_index = 0
            # (not ``call_index``: as LangGraph, a retry numbers its @task calls on from
            # the failed attempt's, so they are new calls with new ids)
            task.paused = False
            task.parent_command = False
            task.error = None
            if tracer is not None:
                tracer.start()
            try:
                if task.timeout is not None or task.node.timeout is not None:
                    # a sync run cannot cancel a node: timeouts need the async API
                    raise sync_timeout_error(task.name)
                node = task.node
                if node.plain is not None:
                    # a plain function node: called here, without ``bound``'s frame
                    output = node.plain(task.input)
                    if output is not None and type(output) is not dict:
                        output = returned_output(output, task.input, task)
                else:
                    output = node.bound(task.input, task)
                if type(output) is not dict and hasattr(output, "__await__"):
                    _attempt.discard_awaitable(output)
                    raise _attempt.sync_node_error(task)
                # (``_attempt.finish``, inlined; a lone writer, the usual case, is
                # called without ``PregelNode.write``)
                writers = task.node.writers
                if len(writers) == 1:
                    pending = writers[0](task, output)
                    pending = () if pending is None else [pending]
                else:
                    pending = task.node.write(task, output)
                if pending:
                    for awaitable in pending:
                        getattr(awaitable, "close", lambda: None)()
                    raise _attempt.sync_node_error(task, pending)
                if tracer is not None:
                    tracer.end(output)
                return task
            except BaseException as exc:
                if tracer is not None:
                    tracer.error(exc)
                if isinstance(exc, GraphInterrupt):
                    _attempt.wait_for_calls(task)
                try:
                    pending = _attempt.apply_parent_command(task, exc)
                    if pending:
                        for awaitable in pending:
                            getattr(awaitable, "close", lambda: None)()
                        raise _attempt.sync_node_error(task, pending)
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
                time.sleep(delay)
    finally:
        if lc_token is not None:
            lc_token.var.reset(lc_token)
        CURRENT_TASK.reset(token)


def drive_sync(machine: Machine, checkpointer: Any) -> Iterator[Event]:
    """Run ``machine`` to the end, yielding stream events as they are produced.

    Raises:
        Whatever the machine raises (node errors, ``GraphRecursionError``, ...).
    """
    limit = machine.scope.max_concurrency
    if limit is not None and limit <= 0:
        # (LangGraph's thread pool refuses it before the run saves anything; a str
        # limit fails the comparison with the TypeError LangGraph's users see)
        raise ValueError("max_workers must be greater than 0")
    queue: SimpleQueue[Any] = SimpleQueue()
    put = queue.put
    machine.scope.emit = lambda ns, mode, payload: put((ns, mode, payload))
    machine.emit = machine.scope.emit
    machine.scope.sync_driver = True
    live = machine.scope.live
    # Pregel.step_timeout: a step's tasks run on threads and may take that long in all
    step_timeout = getattr(machine.graph, "step_timeout", None)
    # a lone task may run inline on this thread (fixed for the run)
    inline_ok = not live and step_timeout is None
    deadline: float | None = None
    # nothing a caller sees comes out of a task as it finishes (only values at the
    # barrier, no per-task saves or events): the step's tasks can be collected
    # once all have ended, with one wake-up of this thread instead of one per task
    collect_at_end = _quiet_tasks(machine, checkpointer, live, step_timeout)
    last_batch: Batch | None = None
    gen = machine.run()
    pool: ThreadPoolExecutor | None = None
    batches: list[Batch] = []
    threaded = False
    done: list[Task] = []
    result: Any = None
    finished = False
    # an inline step's events wait until its barrier's effects (the checkpoint save)
    # are carried out, as LangGraph yields them after the step: a caller that stops
    # reading there leaves the next step's checkpoint behind. The input's events
    # wait likewise for the first step's tasks. Held events are lost if the run
    # fails before handing them over (see ``_kept``)
    hold = True
    # a step's tasks' events go out once they are all done (LangGraph yields them as
    # the tasks end), except a lone inline task's: they are held with the step's
    released: list[Event] = []
    inline_step = False

    def at_barrier() -> None:
        nonlocal hold, inline_step
        if inline_step:
            inline_step = False
        else:
            released.extend(_drain(queue, done))
        hold = True

    machine.scope.at_barrier = at_barrier
    # the run's lone inline tasks are run by the machine itself, through this runner
    aborted = False

    def run_inline(task: Task) -> None:
        nonlocal aborted
        try:
            # in a copy of the caller's context, as every node runs in LangGraph:
            # what the node sets there does not leak to the caller or later steps
            contextvars.copy_context().run(run_task_sync, task)
        except BaseException:
            # (KeyboardInterrupt, SystemExit...) not the task's error: the run stops
            aborted = True
            raise

    def hand_over_due() -> bool:
        return bool(released) or not queue.empty()

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
                if aborted:
                    # a lone task the machine ran was stopped (KeyboardInterrupt...): LangGraph's
                    # loop does not record it as the task's error, but still saves on the way out
                    if checkpointer is not None:
                        _save_closing(machine, checkpointer, queue, [])
                    raise
                yield from _take(released)
                events = _drain(queue, done)
                yield from _kept(events, exc) if hold else events
                raise
            result = None
            if released:
                yield from _take(released)
            kind = type(effect)  # (the effect classes have no subclasses)
            if hold and (kind is HandOver or kind is RunTasks or kind is WaitTask):
                hold = False
            if not hold and not queue.empty():  # (most effects come with no event to forward)
                # (``_drain``, inlined: what is queued now goes out, then it is yielded)
                events = []
                while not queue.empty():
                    item = queue.get_nowait()
                    if item[0] == _DONE:
                        done.append(item[1])
                    else:
                        events.append(item)
                del item
                yield from events
                del events
            if kind is HandOver:
                # the machine runs the next step's lone task when this returns (what
                # was waiting went out, as for ``RunTasks``): the task's events are held
                hold = True
                continue
            if kind is WaitTask:
                if done:
                    result = [done.pop(0)]
                    continue
                if last_batch is not None:
                    last_batch.wait()
                    last_batch = None
                    _collect(queue, done)
                    if done:
                        # nothing goes out as a task ends (``collect_at_end``): every
                        # finished task goes back at once, the first to end last
                        result = done[::-1]
                        done.clear()
                        continue
                while True:
                    if deadline is None:
                        item = queue.get()
                    else:
                        try:
                            item = queue.get(timeout=max(0.0, deadline - time.monotonic()))
                        except Empty:
                            # as LangGraph: what came so far goes out, the tasks still
                            # running end and are saved, and the run raises
                            yield from _drain(queue, done)
                            effect = None
                            _stop_after_timeout(machine, gen, checkpointer, queue, done, batches, pool)
                            raise TimeoutError("Timed out") from None
                    if item[0] == _DONE:
                        result = [item[1]]
                        del item  # (see WaitTask)
                        break
                    yield item
            elif kind is RunTasks:
                if step_timeout is not None:
                    deadline = time.monotonic() + step_timeout
                # no local name for the step's tasks: one would keep them (and their
                # inputs) alive through the planning of the next step
                if inline_ok and effect.alone and len(effect.tasks) == 1:
                    # a lone task runs here and now; it goes back with this effect's
                    # answer (no WaitTask round trip), and the effect is let go first
                    result = [effect.tasks[0]]
                    effect = None
                    inline_step = True
                    try:
                        run_inline(result[0])
                    except BaseException:
                        # (KeyboardInterrupt, SystemExit...) LangGraph's loop does not
                        # record it as the task's error, but still saves on the way out
                        if checkpointer is not None:
                            gen.close()
                            _save_closing(machine, checkpointer, queue, [])
                        raise
                    hold = True
                    continue
                if pool is None and machine.scope.max_concurrency:
                    pool = ThreadPoolExecutor(
                        max_workers=machine.scope.max_concurrency,
                        thread_name_prefix="lingxigraph",
                    )
                # without a concurrency limit, borrow the process's worker threads
                # (starting threads per run costs more than a short step)
                threaded = True
                if pool is not None:
                    for task in effect.tasks:
                        future = pool.submit(contextvars.copy_context().run, _run_detached, task)
                        future.add_done_callback(_on_done(task, put))
                    del task, future
                elif collect_at_end and inline_ok and not _loop_running():
                    # nothing goes out until the step ends: this thread runs the step's
                    # first task itself (in a copy of its context, as a worker would)
                    # while the others run on worker threads, started first: one thread
                    # hop less. Not under a running event loop (a notebook cell, an async
                    # caller): LangGraph runs such a task on a worker, where asyncio.run() works
                    batches = [b for b in batches if not b.done()]
                    if len(effect.tasks) > 1:
                        batches.append(_start_borrowed(effect.tasks[1:], put))
                        last_batch = batches[-1]
                    first = effect.tasks[0]
                    effect = None
                    try:
                        contextvars.copy_context().run(run_task_sync, first)
                    except BaseException as exc:  # noqa: BLE001
                        # (KeyboardInterrupt, SystemExit...) the task's failure, as a
                        # worker reports it: the machine waits for the other tasks and
                        # saves their writes before raising it, as LangGraph does
                        if first.error is None:
                            first.error = exc
                    # queued as a worker's task is: the machine learns the order the
                    # tasks ended in (LangGraph raises the first failure to arrive)
                    put((_DONE, first))
                    del first
                    if last_batch is not None:
                        # then the tasks no worker has started yet (workers wake one
                        # by one and wait for the GIL): usually all of them
                        last_batch.run_unstarted()
                else:
                    batches = [b for b in batches if not b.done()]
                    batches.append(_start_borrowed(effect.tasks, put))
                    if collect_at_end:
                        last_batch = batches[-1]
            elif kind is CancelTasks:
                pass  # worker threads cannot be stopped (LangGraph's sync runner lets them finish)
            else:
                result = _storage(machine, checkpointer, effect)
        if released:
            yield from _take(released)
        if not queue.empty():
            yield from _drain(queue, done)
        finished = True
    except GeneratorExit:
        # the caller stopped reading: finish the effect in hand, then stop the run
        # as LangGraph does on exit (save, run nothing more, report nothing)
        if effect is not None:  # (else the machine is done: it saved what it had)
            _close_run(machine, gen, checkpointer, effect, queue)
        raise
    finally:
        gen.close()
        if machine.scope.pool is not None:  # (``close_pool``, without the call)
            machine.scope.close_pool()
        if threaded:
            control = machine.scope.runtime.control
            if not finished and control is not None:
                control.cancel()
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
        for batch in batches:
            batch.wait()


def _kept(held: list[Event], exc: BaseException) -> list[Event]:
    """The held events a run failing with ``exc`` still hands over.

    LangGraph hands a step's events over when it starts running the next step's
    tasks (or when the run ends), not as a lone task finishes: a failure of that
    task, of applying the step's writes or of planning the next step (a reducer or
    an input schema rejecting a value) loses them, and the values chunk of the
    step before. The recursion limit and a drain request are not such failures:
    they end the run, and everything made so far comes out first (a drained
    subgraph's last values chunk too). lingxigraph's own ``events`` mode (a
    numbered log) loses nothing.
    """
    if isinstance(exc, (GraphRecursionError, GraphDrained)):
        return held
    return [e for e in held if e[1] == "events"]


def _close_run(
    machine: Machine,
    gen: Any,
    checkpointer: Any,
    effect: Any,
    queue: SimpleQueue[Any],
) -> None:
    """Carry the run to a stop after the caller closed its stream.

    Storage effects the machine asks for are carried out until it wants tasks
    run or waited for; no task starts. Then the machine saves what a run that
    stops keeps (``Machine.close_run``). Events go nowhere.
    """
    result: Any = None
    while effect is not None and not isinstance(effect, RUN_EFFECTS):
        result = _storage(machine, checkpointer, effect)
        try:
            effect = gen.send(result)
        except StopIteration:
            return  # the run ended (and saved) on its own
        except Exception:  # noqa: BLE001 - nobody is listening (e.g. the next step is over the limit)
            return
    gen.close()
    if checkpointer is None:
        return  # (``close_run`` saves nothing without a saver: no call, no generators)
    # tasks still running are cancelled (``runtime.cancelled``) once this returns:
    # what they write is not kept, as for a cancelled async task
    _save_closing(machine, checkpointer, queue, [])


def _stop_after_timeout(
    machine: Machine,
    gen: Any,
    checkpointer: Any,
    queue: SimpleQueue[Any],
    done: list[Any],
    batches: list[Batch],
    pool: ThreadPoolExecutor | None,
) -> None:
    """A step outlasted ``step_timeout``: stop the run as LangGraph's sync runner does.

    Its worker threads cannot be stopped: they are waited for, and the writes of the
    tasks they finish are saved (``Machine.close_run``); nothing more runs.
    """
    gen.close()
    for batch in batches:
        batch.wait()
    if pool is not None:
        pool.shutdown(wait=True)
    _collect(queue, done)
    _save_closing(machine, checkpointer, queue, done)


def _save_closing(machine: Machine, checkpointer: Any, queue: SimpleQueue[Any], late: list[Any]) -> None:
    """Carry out what ``Machine.close_run(late)`` saves; the events left go nowhere."""
    steps = machine.close_run(late)
    result: Any = None
    while True:
        try:
            effect = steps.send(result)
        except StopIteration:
            break
        result = _storage(machine, checkpointer, effect)
    _drain(queue, [])


def _storage(machine: Machine, checkpointer: Any, effect: Any) -> Any:
    """Carry out one storage effect (what a closing run may still do); returns its result."""
    if isinstance(effect, SaveCheckpoint):
        return checkpointer.put(effect.config, effect.checkpoint, effect.metadata, effect.new_versions)
    if isinstance(effect, PutWrites):
        checkpointer.put_writes(*put_writes_args(checkpointer.put_writes, effect))
    elif isinstance(effect, LoadCheckpoint):
        if effect.before is None:
            return checkpointer.get_tuple(effect.config)
        before = {"configurable": {"checkpoint_id": effect.before}}
        return next(iter(checkpointer.list(effect.config, before=before, limit=1)), None)
    elif isinstance(effect, CacheGet):
        return machine.graph.cache.get(effect.keys)
    elif isinstance(effect, CacheSet):
        machine.graph.cache.set(effect.pairs)
    else:
        raise InternalError(f"unknown effect {effect!r}")
    return None


def _collect(queue: SimpleQueue[Any], done: list[Any]) -> None:
    """Move the finished tasks waiting in the queue to ``done`` (in the order they
    ended); events stay queued, in order, for `_drain`."""
    items: list[Any] = []
    while not queue.empty():
        items.append(queue.get_nowait())
    for item in items:
        if item[0] == _DONE:
            done.append(item[1])
        else:
            queue.put(item)


def _loop_running() -> bool:
    """Whether an asyncio event loop runs on this thread (the caller's)."""
    asyncio = _MODULES.get("asyncio")
    return asyncio is not None and asyncio._get_running_loop() is not None


def _take(events: list[Event]) -> list[Event]:
    """The events in ``events``, which is emptied."""
    out = events[:]
    events.clear()
    return out


def _drain(queue: SimpleQueue[Any], done: list[Any]) -> list[Event]:
    """Stream events waiting in the queue; finished tasks found there go to ``done``."""
    out: list[Event] = []
    while not queue.empty():
        item = queue.get_nowait()
        if item[0] == _DONE:
            done.append(item[1])
        else:
            out.append(item)
    return out


def _run_detached(task: Task) -> None:
    """`run_task_sync` for a worker thread: the task reaches the machine through
    the queue, so the future's result is None (finished futures are kept until
    the run ends, and must not keep the tasks and their inputs alive)."""
    run_task_sync(task)


def _start_borrowed(tasks: list[Task], put: Any) -> Batch:
    """Start ``tasks`` on the shared worker threads, each in a copy of this
    thread's context; each one ends by putting ``(_DONE, task)`` on the queue."""
    # the callback's own list: each entry is dropped when its task is handed back
    pending: list[Task | None] = list(tasks)

    def on_end(i: int, error: BaseException | None) -> None:
        task, pending[i] = pending[i], None
        assert task is not None
        if error is not None and task.error is None:
            task.error = error
        put((_DONE, task))

    jobs = [functools.partial(contextvars.copy_context().run, run_task_sync, task) for task in tasks]
    return shared_pool().start_many(jobs, on_end)


def _on_done(task: Task, put: Any) -> Any:
    box = [task]  # emptied when called: the future keeps its callbacks

    def callback(future: Any) -> None:
        task = box.pop()
        exc = future.exception()
        if exc is not None and task.error is None:
            task.error = exc
        put((_DONE, task))

    return callback

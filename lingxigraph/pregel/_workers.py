"""Worker threads shared by every sync run.

Starting threads costs more than a short superstep, so the sync driver does
not make a thread pool per run: steps with several tasks borrow idle threads
from here. A task never waits for a free thread (a new one is started when
none is idle), so a task that runs a subgraph, which borrows threads of its
own and waits for them, cannot starve the pool. Idle threads end after
``IDLE_SECONDS``.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from concurrent.futures import Future
from queue import Empty, SimpleQueue
from typing import Any

IDLE_SECONDS = 30.0
"""How long an idle worker thread waits for work before it ends."""

_Job = tuple["Future[Any]", Callable[..., Any], tuple[Any, ...]]


class _Worker:
    __slots__ = ("inbox",)

    def __init__(self) -> None:
        self.inbox: SimpleQueue[_Job] = SimpleQueue()


class WorkerPool:
    """Daemon worker threads that grow on demand and end when idle."""

    def __init__(self, name: str = "lingxigraph") -> None:
        self._name = name
        self._lock = threading.Lock()
        self._idle: list[_Worker] = []
        self._count = 0

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``fn(*args)`` on an idle worker (a new one if none is idle)."""
        return self.submit_many([(fn, args)])[0]

    def submit_many(self, jobs: list[tuple[Callable[..., Any], tuple[Any, ...]]]) -> list[Future[Any]]:
        """Run each ``fn(*args)`` of ``jobs``; returns their futures in the same order.

        Idle threads take the first jobs and new threads the rest, so jobs start
        in order (a waiting thread wakes faster than a new one starts): the
        tasks of a step then usually finish in plan order, as they do in
        LangGraph's per-run pool.
        """
        futures: list[Future[Any]] = [Future() for _ in jobs]
        if len(jobs) > 1:
            jobs = _in_start_order(jobs)
        with self._lock:
            taken = min(len(self._idle), len(jobs))
            workers = [self._idle.pop() for _ in range(taken)]
            first_new = self._count + 1
            self._count += len(jobs) - taken
        for worker, future, (fn, args) in zip(workers, futures, jobs):
            worker.inbox.put((future, fn, args))
        for offset, (future, (fn, args)) in enumerate(zip(futures[taken:], jobs[taken:])):
            worker = _Worker()
            worker.inbox.put((future, fn, args))
            threading.Thread(
                target=self._serve, args=(worker,), name=f"{self._name}_{first_new + offset}", daemon=True
            ).start()
        return futures

    def _serve(self, worker: _Worker) -> None:
        inbox = worker.inbox
        while True:
            try:
                future, fn, args = inbox.get(timeout=IDLE_SECONDS)
            except Empty:
                with self._lock:
                    if worker in self._idle:
                        self._idle.remove(worker)
                        return
                # a submitter took this worker just now: its job is on the way
                continue
            if not future.set_running_or_notify_cancel():
                with self._lock:
                    self._idle.append(worker)
                continue
            error: BaseException | None = None
            try:
                result = fn(*args)
            except BaseException as exc:  # noqa: BLE001 - handed to the future
                error, result = exc, None
            del fn, args
            # idle again before the waiter hears of it, so the next job it
            # submits finds this thread instead of starting another
            with self._lock:
                self._idle.append(worker)
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(result)
            del future, result, error

    def _reset(self) -> None:
        """After ``fork``: the parent's threads do not exist in the child."""
        self._lock = threading.Lock()
        self._idle = []


def _in_start_order(
    jobs: list[tuple[Callable[..., Any], tuple[Any, ...]]],
) -> list[tuple[Callable[..., Any], tuple[Any, ...]]]:
    """``jobs`` wrapped so that job *i* starts only after job *i - 1* has started.

    Which woken thread gets the GIL first is up to the OS; without this, two
    fast tasks of a step finish in either order from run to run.
    """
    started = [threading.Event() for _ in jobs]

    def ordered(i: int, fn: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        if i:
            # bounded: a job whose future was cancelled never starts
            started[i - 1].wait(0.1)
        started[i].set()
        return fn(*args)

    return [(ordered, (i, fn, args)) for i, (fn, args) in enumerate(jobs)]


_POOL = WorkerPool()
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_POOL._reset)


def shared_pool() -> WorkerPool:
    """The process-wide pool the sync driver runs concurrent tasks on."""
    return _POOL

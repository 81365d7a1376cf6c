"""Worker threads shared by every sync run.

Starting threads costs more than a short superstep, so the sync driver does
not make a thread pool per run: steps with several tasks borrow idle threads
from here. A task never waits for a free thread (a new one is started when
none is idle), so a task that runs a subgraph, which borrows threads of its
own and waits for them, cannot starve the pool. Idle threads end after
``IDLE_SECONDS``.
"""

from __future__ import annotations

import functools
import logging
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future
from queue import Empty, SimpleQueue
from typing import Any

logger = logging.getLogger("lingxigraph")

IDLE_SECONDS = 30.0
"""How long an idle worker thread waits for work before it ends."""


class _Worker:
    __slots__ = ("inbox",)

    def __init__(self) -> None:
        self.inbox: SimpleQueue[tuple[_Chain, int]] = SimpleQueue()


class Batch:
    """Jobs started together by `WorkerPool.start_many`: ``wait`` returns once
    every one of them has ended (its ``on_end`` included)."""

    __slots__ = ("_ended", "_left", "_lock")

    def __init__(self, count: int) -> None:
        self._left = count
        self._lock = threading.Lock()
        self._ended = threading.Event()
        if count == 0:
            self._ended.set()

    def _end_one(self) -> None:
        with self._lock:
            self._left -= 1
            last = self._left == 0
        if last:
            self._ended.set()

    def done(self) -> bool:
        """Whether every job of the batch has ended."""
        return self._ended.is_set()

    def wait(self) -> None:
        """Block until every job of the batch has ended."""
        self._ended.wait()


class _Chain:
    """One `start_many` call: its jobs, the worker reserved for each, and how to
    report each end. Worker *i* hands job *i + 1* on as it starts job *i*, so
    the jobs start in order without one ``threading.Event`` per job."""

    __slots__ = ("batch", "jobs", "on_end", "workers")

    def __init__(
        self,
        jobs: list[Callable[[], Any] | None],
        workers: list[_Worker],
        on_end: Callable[[int, BaseException | None], None],
        batch: Batch | None,
    ) -> None:
        self.jobs = jobs
        self.workers = workers
        self.on_end = on_end
        self.batch = batch


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
        """Run each ``fn(*args)`` of ``jobs``; returns their futures in the same order
        (`start_many` with a future per job)."""
        futures: list[Future[Any]] = [Future() for _ in jobs]

        def run(future: Future[Any], fn: Callable[..., Any], args: tuple[Any, ...]) -> Any:
            if future.set_running_or_notify_cancel():
                return fn(*args)
            return None

        results: list[Any] = [None] * len(jobs)

        def job(i: int, future: Future[Any], fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
            results[i] = run(future, fn, args)

        def on_end(i: int, error: BaseException | None) -> None:
            future = futures[i]
            if future.cancelled():
                return
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(results[i])
                results[i] = None

        self.start_many(
            [functools.partial(job, i, futures[i], fn, args) for i, (fn, args) in enumerate(jobs)], on_end
        )
        return futures

    def start_many(
        self, jobs: list[Callable[[], Any]], on_end: Callable[[int, BaseException | None], None]
    ) -> Batch:
        """Run each job on its own thread, starting them in order; after job *i*
        ends, ``on_end(i, error)`` is called on its thread (``error``: what it
        raised, else ``None``) once that thread is idle again, so work submitted
        in reaction to it finds the thread.

        Idle threads take the first jobs and new threads the rest (a waiting
        thread wakes faster than a new one starts), and each job starts only
        after the one before it has: the tasks of a step then usually finish in
        plan order, as they do in LangGraph's per-run pool.
        """
        batch = Batch(len(jobs))
        if not jobs:
            return batch
        with self._lock:
            taken = min(len(self._idle), len(jobs))
            workers = [self._idle.pop() for _ in range(taken)]
            first_new = self._count + 1
            self._count += len(jobs) - taken
        # threads for the rest are started now, in job order, and wait for their
        # job like idle ones: a thread started by the worker handing on its job
        # would run before that worker's own job (starting a thread yields the GIL)
        try:
            for offset in range(len(jobs) - taken):
                worker = _Worker()
                threading.Thread(
                    target=self._serve, args=(worker,), name=f"{self._name}_{first_new + offset}", daemon=True
                ).start()
                workers.append(worker)
        except BaseException:
            # no job was handed out: the threads taken or started so far are idle
            with self._lock:
                self._idle.extend(workers)
            raise
        chain = _Chain(list(jobs), workers, on_end, batch)
        workers[0].inbox.put((chain, 0))
        return batch

    def start_one(self, job: Callable[[], Any], on_end: Callable[[int, BaseException | None], None]) -> None:
        """`start_many` for a single job, without a `Batch` to wait on (the
        caller learns of the end from ``on_end(0, error)`` alone)."""
        with self._lock:
            worker = self._idle.pop() if self._idle else None
            if worker is None:
                self._count += 1
                number = self._count
        if worker is None:
            worker = _Worker()
            threading.Thread(target=self._serve, args=(worker,), name=f"{self._name}_{number}", daemon=True).start()
        worker.inbox.put((_Chain([job], [worker], on_end, None), 0))

    def _serve(self, worker: _Worker) -> None:
        inbox = worker.inbox
        while True:
            try:
                chain, index = inbox.get(timeout=IDLE_SECONDS)
            except Empty:
                with self._lock:
                    if worker in self._idle:
                        self._idle.remove(worker)
                        return
                # a submitter took this worker just now: its job is on the way
                continue
            if index + 1 < len(chain.jobs):
                chain.workers[index + 1].inbox.put((chain, index + 1))
            # taken out of the chain: the job (and what it holds) is freed when it
            # ends, not when the whole batch does
            job, chain.jobs[index] = chain.jobs[index], None
            error: BaseException | None = None
            try:
                assert job is not None
                job()
            except BaseException as exc:  # noqa: BLE001 - handed to on_end
                error = exc
            del job
            # idle again before anyone hears of the end, so the next job it
            # submits finds this thread instead of starting another
            with self._lock:
                self._idle.append(worker)
            try:
                chain.on_end(index, error)
            except BaseException:  # this thread is idle again: it must live on
                logger.exception("lingxigraph worker: reporting the end of a job failed")
            batch = chain.batch
            del chain, error
            if batch is not None:
                batch._end_one()
            del batch

    def _reset(self) -> None:
        """After ``fork``: the parent's threads do not exist in the child."""
        self._lock = threading.Lock()
        self._idle = []


_POOL = WorkerPool()
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_POOL._reset)


def shared_pool() -> WorkerPool:
    """The process-wide pool the sync driver runs concurrent tasks on."""
    return _POOL

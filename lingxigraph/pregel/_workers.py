"""Worker threads shared by every sync run.

Starting threads costs more than a short superstep, so the sync driver does
not make a thread pool per run: steps with several tasks borrow idle threads
from here. A task never waits for a free thread (a new one is started when
none is idle), so a task that runs a subgraph, which borrows threads of its
own and waits for them, cannot starve the pool. Idle threads end after
``IDLE_SECONDS``.

Jobs are claimed in order, by the workers or by the thread that submitted
them (`Batch.run_unstarted`): with the GIL, a batch of short jobs ends
sooner on the thread already running than on threads that must first wake.
A worker woken for jobs that has not started one yet is handed the next
call's jobs too, so calls whose jobs the submitter ran do not wake a thread
each.
"""

from __future__ import annotations

import functools
import itertools
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
        self.inbox: SimpleQueue[_Chain] = SimpleQueue()


class Batch:
    """Jobs started together by `WorkerPool.start_many`: ``wait`` returns once
    every one of them has ended (its ``on_end`` included)."""

    __slots__ = ("_chain", "_ended", "_left", "_lock")

    def __init__(self, count: int) -> None:
        self._left = count
        self._lock = threading.Lock()
        self._ended = threading.Event()
        self._chain: _Chain | None = None
        if count == 0:
            self._ended.set()

    def _end_one(self) -> None:
        with self._lock:
            self._left -= 1
            last = self._left == 0
        if last:
            self._chain = None  # (the chain refers back to this batch)
            self._ended.set()

    def done(self) -> bool:
        """Whether every job of the batch has ended."""
        return self._ended.is_set()

    def wait(self) -> None:
        """Block until every job of the batch has ended."""
        self._ended.wait()

    def run_unstarted(self) -> None:
        """Run, on the calling thread and in order, each job of the batch that no
        worker has claimed yet, reporting its end as a worker would.

        The submitting thread would otherwise sit waiting while workers wake one
        after another, each then waiting for the GIL: a batch of short jobs mostly
        ends here, the woken worker finding nothing left. A job that blocks leaves
        the rest to the workers (each one claiming a job wakes another for the rest
        first), so jobs that wait for one another cannot deadlock.
        """
        chain = self._chain
        while chain is not None and chain.run_next():
            pass


class _Chain:
    """One `start_many` call: its jobs, in claim order, and how to report each end.

    A thread takes the next job with `claim` (one ``next()`` of a counter, atomic
    under the GIL), so each job runs once and jobs start in order, whoever runs
    them: a woken worker, or the submitting thread (`Batch.run_unstarted`). A
    worker that claims a job wakes another one for the jobs left before it runs
    its own, so a job never waits for a free thread.
    """

    __slots__ = ("_claims", "batch", "jobs", "on_end")

    def __init__(
        self,
        jobs: list[Callable[[], Any]],
        on_end: Callable[[int, BaseException | None], None],
        batch: Batch | None,
    ) -> None:
        self.jobs: list[Callable[[], Any] | None] = list(jobs)
        self._claims = itertools.count()
        self.on_end = on_end
        self.batch = batch

    def claim(self) -> tuple[int, Callable[[], Any]] | None:
        """The next job no thread has claimed, with its index; ``None`` when none is left."""
        index = next(self._claims)
        if index >= len(self.jobs):
            return None
        # taken out of the chain: the job (and what it holds) is freed when it
        # ends, not when the whole batch does
        job, self.jobs[index] = self.jobs[index], None
        assert job is not None
        return index, job

    def run_next(self) -> bool:
        """Claim the next job and run it on this thread, then report its end;
        ``False`` when no job was left. The claim is made inside the guard that
        reports the end: an exception arriving on this thread between the claim
        and the job (a Ctrl-C) is that job's error, so nobody waits for it forever."""
        index = -1
        error: BaseException | None = None
        try:
            index = next(self._claims)
            if index >= len(self.jobs):
                return False
            job, self.jobs[index] = self.jobs[index], None
            assert job is not None
            job()
        except BaseException as exc:  # noqa: BLE001 - handed to on_end
            if not 0 <= index < len(self.jobs):
                raise
            error = exc
        job = None
        self.report(index, error)
        return True

    def run(self, index: int, job: Callable[[], Any], ended: Callable[[], None] | None = None) -> None:
        """Run claimed job ``index`` on this thread, call ``ended()`` (if given),
        then report the job's end."""
        error: BaseException | None = None
        try:
            job()
        except BaseException as exc:  # noqa: BLE001 - handed to on_end
            error = exc
        del job
        if ended is not None:
            ended()
        self.report(index, error)

    def report(self, index: int, error: BaseException | None) -> None:
        """``on_end(index, error)``, then the batch's count (an ``on_end`` that raises is logged)."""
        try:
            self.on_end(index, error)
        except BaseException:  # the reporting thread must live on
            logger.exception("lingxigraph worker: reporting the end of a job failed")
        if self.batch is not None:
            self.batch._end_one()


class WorkerPool:
    """Daemon worker threads that grow on demand and end when idle."""

    def __init__(self, name: str = "lingxigraph") -> None:
        self._name = name
        self._lock = threading.Lock()
        self._idle: list[_Worker] = []
        self._waking: list[_Worker] = []
        """Workers handed chains that have not started a job yet."""
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
        """Run the jobs on worker threads, starting them in order; after job *i*
        ends, ``on_end(i, error)`` is called on its thread (``error``: what it
        raised, else ``None``) once that thread is idle again, so work submitted
        in reaction to it finds the thread.

        One worker is woken (one already woken that has not started a job yet,
        else an idle one, else a new thread); each worker that takes a job first
        wakes another for the jobs left (and for other calls' jobs it was handed), so every job gets a
        thread of its own unless a thread found it done already (the submitting
        thread, `Batch.run_unstarted`, or an earlier worker). The tasks of a step
        then usually finish in plan order, as they do in LangGraph's per-run pool.

        Raises:
            RuntimeError: no thread could be started (nothing was run).
        """
        batch = Batch(len(jobs))
        if jobs:
            chain = _Chain(jobs, on_end, batch)
            batch._chain = chain
            self._hand_on(chain)
        return batch

    def start_one(self, job: Callable[[], Any], on_end: Callable[[int, BaseException | None], None]) -> None:
        """`start_many` for a single job, without a `Batch` to wait on (the
        caller learns of the end from ``on_end(0, error)`` alone)."""
        self._hand_on(_Chain([job], on_end, None))

    def _hand_on(self, chain: _Chain) -> None:
        """Have a thread claim jobs of ``chain``: a woken worker that has not started
        a job yet, else an idle one, else a new thread.

        A woken worker takes the chain along: when the submitting thread claims
        every job first (`Batch.run_unstarted`), as it mostly does, runs one after
        another would otherwise wake (or start) a thread each, piling up threads
        that have found nothing to do yet.
        """
        with self._lock:
            if self._waking:
                self._waking[-1].inbox.put(chain)
                return
            if self._idle:
                worker = self._idle.pop()
                self._waking.append(worker)
                worker.inbox.put(chain)
                return
            self._count += 1
            number = self._count
        worker = _Worker()
        try:
            threading.Thread(
                target=self._serve, args=(worker,), name=f"{self._name}_{number}", daemon=True
            ).start()
        except BaseException:
            with self._lock:
                self._count -= 1
            raise
        with self._lock:
            self._waking.append(worker)
            worker.inbox.put(chain)

    def _try_hand_on(self, chain: _Chain) -> bool:
        try:
            self._hand_on(chain)
        except BaseException:  # noqa: BLE001 - no thread to spare: the caller runs the jobs
            logger.exception("lingxigraph worker: could not start a thread")
            return False
        return True

    def _serve(self, worker: _Worker) -> None:
        inbox = worker.inbox
        while True:
            try:
                chain = inbox.get(timeout=IDLE_SECONDS)
            except Empty:
                with self._lock:
                    if worker in self._idle:
                        self._idle.remove(worker)
                        return
                # a submitter took this worker just now: its job is on the way
                continue
            while (claimed := chain.claim()) is None:
                with self._lock:
                    try:
                        chain = inbox.get_nowait()
                    except Empty:
                        self._waking.remove(worker)
                        self._idle.append(worker)
                        break
            if claimed is None:
                del chain
                continue
            index, job = claimed
            del claimed
            # about to run a job, which may block: the chains handed to this worker
            # meanwhile, and the rest of this one, go to other threads
            with self._lock:
                self._waking.remove(worker)
                others = []
                while not inbox.empty():
                    others.append(inbox.get_nowait())
            alone = [other for other in others if not self._try_hand_on(other)]
            del others
            if index + 1 < len(chain.jobs) and not self._try_hand_on(chain):
                alone.insert(0, chain)
            if not alone:
                # idle again before anyone hears of the end, so the next job it
                # submits finds this thread instead of starting another
                chain.run(index, job, functools.partial(self._back_to_idle, worker))
                del chain, job
                continue
            chain.run(index, job)
            del chain, job
            for chain in alone:
                while (claimed := chain.claim()) is not None:
                    chain.run(*claimed)
            del alone, chain
            self._back_to_idle(worker)

    def _back_to_idle(self, worker: _Worker) -> None:
        with self._lock:
            self._idle.append(worker)

    def _reset(self) -> None:
        """After ``fork``: the parent's threads do not exist in the child."""
        self._lock = threading.Lock()
        self._idle = []
        self._waking = []


_POOL = WorkerPool()
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_POOL._reset)


def shared_pool() -> WorkerPool:
    """The process-wide pool the sync driver runs concurrent tasks on."""
    return _POOL

"""One worker process: measure one benchmark group with one library and write JSON.

    BENCH_LIB=langgraph python -m benchmarks.worker --group chain10 --out result.json

(``--lib`` sets ``BENCH_LIB`` too.) For every variant of the group the worker
builds the graph once, does one warm-up run (whose final state is hashed for
the cross-library comparison), then timed runs until it has at least
``--min-reps`` runs and ``--min-time`` seconds of them (at most
``--max-reps``), and finally one more run under ``tracemalloc`` for the peak
memory (a separate run, because tracing slows everything down).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import itertools
import json
import os
import platform
import resource
import sqlite3
import statistics
import sys
import time
import traceback
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from time import perf_counter, process_time
from typing import Any


@dataclass
class Sample:
    elapsed: float
    """Wall-clock seconds of the timed part."""
    cpu: float
    """CPU seconds of this process (all threads) in the timed part."""
    node: float
    """Seconds of it spent inside node and routing functions."""
    result: Any
    """The final state (or first chunk, compiled node list, reloaded checkpoint)."""
    config: Any = None


class Job:
    """How to run one variant: untimed `prepare`, timed `run`, untimed `cleanup`."""

    is_async = False
    supersteps: int | None = None
    ops: int | None = None
    """Operations per run (checkpoint puts), when the row reports a throughput."""

    def prepare(self) -> Any:
        return None

    def run(self, ctx: Any) -> Any:  # Sample, or an awaitable of one when is_async
        raise NotImplementedError

    def cleanup(self, ctx: Any) -> None:
        pass

    def reset(self) -> None:
        """Start afresh before the memory run (see `StreamJob.reset`)."""

    def saved_state(self, sample: Sample) -> Any:
        """The state the checkpointer holds after `sample` (None when there is none); may be awaitable."""
        return None


class SkipVariant(Exception):
    """The variant cannot run with this library (reported as skipped, not as an error)."""


# ----------------------------------------------------------------------------- jobs


class StreamJob(Job):
    """A whole run: ``stream``/``astream`` with ``stream_mode="values"``; the last chunk is the final state."""

    def __init__(self, workload: Any, variant: str, first_event: bool = False) -> None:
        self.workload = workload
        self.is_async = variant.startswith("async")
        self.saver = variant.endswith("+saver")
        self.first_event = first_event
        self.clock: list[float] = []
        self.graph = workload.build(self.saver, self.is_async, self.clock)
        self.kwargs = {"durability": "exit"} if self.saver else {}
        self.mode = "updates" if first_event else "values"
        self.supersteps = 1 if first_event else workload.supersteps
        self.threads = itertools.count()
        self.variant = variant

    def reset(self) -> None:
        """A newly compiled graph (so a new saver) for the memory run: the timed
        runs' threads stay in the old saver, and whether its dicts happen to grow
        (resize) during the measured run depended on how many runs fit in the
        timing window, which moved a row's peak by half a MiB."""
        self.graph = self.workload.build(self.saver, self.is_async, self.clock)

    def prepare(self) -> Any:
        config: dict = {"recursion_limit": self.workload.recursion_limit}
        if self.saver:
            config["configurable"] = {"thread_id": f"{self.variant}-{next(self.threads)}"}
        return self.workload.make_input(), config

    def run(self, ctx: Any) -> Any:
        return self._arun(ctx) if self.is_async else self._run(ctx)

    def _run(self, ctx: Any) -> Sample:
        inp, config = ctx
        clock = self.clock
        clock.clear()
        c0 = process_time()
        t0 = perf_counter()
        stream = self.graph.stream(inp, config, stream_mode=self.mode, **self.kwargs)
        if self.first_event:
            last = next(stream)
            elapsed = perf_counter() - t0
            cpu = process_time() - c0
            node = sum(clock)
            stream.close()
        else:
            last = None
            for chunk in stream:
                last = chunk
            elapsed = perf_counter() - t0
            cpu = process_time() - c0
            node = sum(clock)
        return Sample(elapsed, cpu, node, last, config)

    async def _arun(self, ctx: Any) -> Sample:
        inp, config = ctx
        clock = self.clock
        clock.clear()
        c0 = process_time()
        t0 = perf_counter()
        stream = self.graph.astream(inp, config, stream_mode=self.mode, **self.kwargs)
        if self.first_event:
            last = await stream.__anext__()
            elapsed = perf_counter() - t0
            cpu = process_time() - c0
            node = sum(clock)
            await stream.aclose()
        else:
            last = None
            async for chunk in stream:
                last = chunk
            elapsed = perf_counter() - t0
            cpu = process_time() - c0
            node = sum(clock)
        return Sample(elapsed, cpu, node, last, config)

    def saved_state(self, sample: Sample) -> Any:
        if not self.saver or self.first_event:
            return None
        if self.is_async:

            async def get() -> Any:
                return (await self.graph.aget_state(sample.config)).values

            return get()
        return self.graph.get_state(sample.config).values


class CompileJob(Job):
    """``builder.compile()`` of a freshly built builder (building it is not timed)."""

    def __init__(self, workload: Any, variant: str) -> None:
        self.workload = workload
        self.saver = variant == "saver"

    def prepare(self) -> Any:
        from benchmarks import lib

        return self.workload.builder(False, []), (lib.InMemorySaver() if self.saver else None)

    def run(self, ctx: Any) -> Sample:
        builder, checkpointer = ctx
        c0 = process_time()
        t0 = perf_counter()
        graph = builder.compile(checkpointer=checkpointer)
        elapsed = perf_counter() - t0
        cpu = process_time() - c0
        return Sample(elapsed, cpu, 0.0, {"nodes": sorted(graph.nodes)})


class CheckpointJob(Job):
    """`puts` calls of ``saver.put`` on one thread, each parent-linked to the previous one."""

    def __init__(self, variant: str, puts: int) -> None:
        from benchmarks import lib, workloads

        self.lib = lib
        self.variant = variant
        if variant == "memory":
            self.factory: Callable[[], Any] = lib.InMemorySaver
        elif variant == "sqlite":
            cls = lib.sqlite_saver_class()
            if cls is None:
                raise SkipVariant(f"{lib.LIB}.checkpoint.sqlite.SqliteSaver is not importable")
            self.factory = cls
        else:
            raise ValueError(variant)
        self.payloads = workloads.checkpoint_payloads(puts)
        self.ops = puts
        self.supersteps = puts

    def prepare(self) -> Any:
        if self.variant == "memory":
            return self.factory(), None
        # An in-memory database: a file would mostly time the disk's fsync, the same for both.
        conn = sqlite3.connect(":memory:", check_same_thread=False)
        saver = self.factory(conn)
        if hasattr(saver, "setup"):
            saver.setup()
        return saver, conn

    def run(self, ctx: Any) -> Sample:
        saver, _ = ctx
        empty_checkpoint = self.lib.empty_checkpoint
        config: dict = {"configurable": {"thread_id": "bench", "checkpoint_ns": ""}}
        versions: dict[str, Any] = {}
        c0 = process_time()
        t0 = perf_counter()
        for step, (values, changed) in enumerate(self.payloads):
            new_versions = {}
            for channel in changed:
                versions[channel] = new_versions[channel] = saver.get_next_version(versions.get(channel), None)
            checkpoint = empty_checkpoint()
            checkpoint["channel_values"] = values
            checkpoint["channel_versions"] = dict(versions)
            config = saver.put(config, checkpoint, {"source": "loop", "step": step, "parents": {}}, new_versions)
        elapsed = perf_counter() - t0
        cpu = process_time() - c0
        loaded = saver.get_tuple(config)
        return Sample(elapsed, cpu, 0.0, loaded.checkpoint["channel_values"] if loaded else None)

    def cleanup(self, ctx: Any) -> None:
        _, conn = ctx
        if conn is not None:
            conn.close()


def make_job(group: Any, variant: str) -> Job:
    from benchmarks import workloads

    if group.kind == "checkpoint":
        return CheckpointJob(variant, group.params["puts"])
    workload = workloads.make(group.params)
    if group.kind == "stream":
        return StreamJob(workload, variant)
    if group.kind == "first_event":
        return StreamJob(workload, variant, first_event=True)
    if group.kind == "compile":
        return CompileJob(workload, variant)
    raise ValueError(group.kind)


# ----------------------------------------------------------------------------- measuring


@dataclass
class Options:
    min_time: float
    min_reps: int
    max_reps: int
    memory: bool


def _more(times: list[float], opts: Options) -> bool:
    if len(times) < opts.min_reps:
        return True
    return len(times) < opts.max_reps and sum(times) < opts.min_time


def _drop_older_results(samples: list[Sample]) -> None:
    """Free the result of the run before the last (only the last is checked).

    Keeping every timed run's final state alive made each run allocate its
    state in fresh memory (page faults): in the wide rows that doubled the
    time spent in the nodes, in both libraries alike, so the timings measured
    the harness's memory growth more than the runtime."""
    if len(samples) > 1:
        samples[-2].result = None


def _measure_sync(job: Job, opts: Options) -> tuple[Sample, Any, list[Sample], float | None]:
    ctx = job.prepare()
    warm = job.run(ctx)
    saved = job.saved_state(warm)
    job.cleanup(ctx)
    samples: list[Sample] = []
    gc.collect()
    while _more([s.elapsed for s in samples], opts):
        ctx = job.prepare()
        samples.append(job.run(ctx))
        _drop_older_results(samples)
        job.cleanup(ctx)
    peak = None
    if opts.memory:
        job.reset()
        ctx = job.prepare()
        job.run(ctx)  # warm: the new graph's first-run caches are not a run's memory
        job.cleanup(ctx)
        gc.collect()
        ctx = job.prepare()
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        job.run(ctx)
        peak = tracemalloc.get_traced_memory()[1] - base
        tracemalloc.stop()
        job.cleanup(ctx)
    return warm, saved, samples, peak


async def _measure_async(job: Job, opts: Options) -> tuple[Sample, Any, list[Sample], float | None]:
    ctx = job.prepare()
    warm = await job.run(ctx)
    saved = job.saved_state(warm)
    if saved is not None:
        saved = await saved
    job.cleanup(ctx)
    samples: list[Sample] = []
    gc.collect()
    while _more([s.elapsed for s in samples], opts):
        ctx = job.prepare()
        samples.append(await job.run(ctx))
        _drop_older_results(samples)
        job.cleanup(ctx)
    peak = None
    if opts.memory:
        job.reset()
        ctx = job.prepare()
        await job.run(ctx)  # warm, as in `_measure_sync`
        job.cleanup(ctx)
        gc.collect()
        ctx = job.prepare()
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        await job.run(ctx)
        peak = tracemalloc.get_traced_memory()[1] - base
        tracemalloc.stop()
        job.cleanup(ctx)
    return warm, saved, samples, peak


def measure(group: Any, variant: str, opts: Options) -> dict:
    from benchmarks import canon

    try:
        job = make_job(group, variant)
    except SkipVariant as exc:
        return {"status": "skipped", "reason": str(exc)}
    if job.is_async:
        warm, saved, samples, peak = asyncio.run(_measure_async(job, opts))
    else:
        warm, saved, samples, peak = _measure_sync(job, opts)
    times = [s.elapsed for s in samples]
    cpus = [s.cpu for s in samples]
    nodes = [s.node for s in samples]
    overheads = [s.elapsed - s.node for s in samples]
    out = {
        "status": "ok",
        "reps": len(samples),
        "median_s": statistics.median(times),
        "min_s": min(times),
        "times_s": [round(t, 9) for t in times],
        "cpu_median_s": statistics.median(cpus),
        "cpu_min_s": min(cpus),
        "node_s": statistics.median(nodes),
        "overhead_s": statistics.median(overheads),
        "cpu_overhead_s": statistics.median([c - n for c, n in zip(cpus, nodes)]),
        "supersteps": job.supersteps,
        "ops": job.ops,
        "peak_kib": None if peak is None else peak / 1024,
        "hash": canon.digest(warm.result),
        "keys": canon.key_digests(warm.result),
        "preview": canon.preview(warm.result),
        "saved_hash": None if saved is None else canon.digest(saved),
    }
    # Every timed run must end in the same state as the warm-up run.
    last = samples[-1].result
    if canon.digest(last) != out["hash"]:
        out["unstable"] = canon.preview(last)
    return out


def _rss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.worker", description=__doc__.split("\n\n")[0])
    parser.add_argument("--lib", choices=("lingxigraph", "langgraph"), default=os.environ.get("BENCH_LIB", "lingxigraph"))
    parser.add_argument("--group", required=True)
    parser.add_argument("--variants", default="", help="comma-separated; default: all of the group's")
    parser.add_argument("--min-time", type=float, default=0.3)
    parser.add_argument("--min-reps", type=int, default=3)
    parser.add_argument("--max-reps", type=int, default=200)
    parser.add_argument("--no-memory", action="store_true", help="skip the tracemalloc run")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)

    os.environ["BENCH_LIB"] = args.lib
    t_start = time.perf_counter()
    rss_start = _rss_kib()
    from benchmarks import lib, registry

    rss_imported = _rss_kib()
    group = registry.BY_NAME[args.group]
    variants = [v for v in args.variants.split(",") if v] or list(group.variants)
    opts = Options(args.min_time, args.min_reps, args.max_reps, not args.no_memory)
    results = {}
    for variant in variants:
        try:
            results[variant] = measure(group, variant, opts)
        except Exception as exc:  # noqa: BLE001 - reported per variant; the other variants still run
            results[variant] = {
                "status": "error",
                "reason": f"{type(exc).__name__}: {exc}",
                "traceback": traceback.format_exc(),
            }
    payload = {
        "lib": args.lib,
        "version": lib.version(),
        "python": platform.python_version(),
        "group": group.name,
        "variants": results,
        "rss_start_kib": rss_start,
        "rss_imported_kib": rss_imported,
        "rss_end_kib": _rss_kib(),
        "wall_s": time.perf_counter() - t_start,
        "loadavg_end": os.getloadavg()[0],
    }
    with open(args.out, "w") as fh:
        json.dump(payload, fh)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Async ``@task`` calls under asyncio: like LangGraph, a call starts at once and
its future is an ``asyncio.Future``; a step waits for calls nobody awaited, and a
failing caller cancels its unfinished calls."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from lingxigraph.func import entrypoint, task


def _run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 10))


def test_futures_work_with_asyncio_wait_and_as_completed() -> None:
    events: list[tuple[str, int]] = []
    release = {}

    @task
    async def work(x: int) -> int:
        events.append(("start", x))
        await release[x].wait()
        events.append(("end", x))
        return x * 10

    @entrypoint()
    async def flow(n: int) -> dict[str, Any]:
        for i in range(n):
            release[i] = asyncio.Event()
        futures = [work(i) for i in range(n)]
        assert all(isinstance(f, asyncio.Future) for f in futures)
        # every call starts before anyone awaits one (each is blocked on its event)
        while len(events) < n:
            await asyncio.sleep(0)
        started = sorted(events)
        for i in reversed(range(n)):
            release[i].set()
        done, pending = await asyncio.wait(futures)
        firsts = [await f for f in asyncio.as_completed(futures)]
        return {"started": started, "done": sorted(f.result() for f in done), "pending": len(pending), "as_completed": sorted(firsts)}

    out = _run(flow.ainvoke(3))
    assert out == {
        "started": [("start", 0), ("start", 1), ("start", 2)],
        "done": [0, 10, 20],
        "pending": 0,
        "as_completed": [0, 10, 20],
    }


def test_a_call_nobody_awaits_still_runs_and_is_streamed() -> None:
    ran: list[int] = []

    @task
    async def work(x: int) -> int:
        await asyncio.sleep(0)
        ran.append(x)
        return x * 10

    @entrypoint()
    async def flow(n: int) -> int:
        work(n)
        return await work(n + 1)

    async def collect() -> list[Any]:
        return [c async for c in flow.astream(1, stream_mode="updates")]

    chunks = _run(collect())
    assert sorted(ran) == [1, 2]
    assert sorted(chunks[:2], key=str) == [{"work": 10}, {"work": 20}]
    assert chunks[2:] == [{"flow": 20}]


def test_a_failing_caller_cancels_its_unfinished_calls() -> None:
    finished: list[int] = []

    @task
    async def slow(x: int) -> int:
        await asyncio.sleep(5)
        finished.append(x)
        return x

    @entrypoint()
    async def flow(n: int) -> int:
        future = slow(n)
        await asyncio.sleep(0)
        raise KeyError("boom")
        return await future  # pragma: no cover

    with pytest.raises(KeyError, match="boom"):
        _run(flow.ainvoke(1))
    assert finished == []


def test_a_failed_call_nobody_awaits_does_not_fail_the_caller() -> None:
    @task
    async def bad(x: int) -> int:
        raise ValueError("bad")

    @entrypoint()
    async def flow(n: int) -> str:
        bad(n)
        return "ok"

    async def run() -> str:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(lambda loop, ctx: None)  # the unretrieved error is logged
        return await flow.ainvoke(1)

    assert _run(run()) == "ok"

"""`run_sync_in_worker` (async tool calls and sync-only models in async agents):
a worker thread, the caller's context, errors raised as they are, and a cancel
that waits for the call to end (as ``anyio.to_thread.run_sync``)."""

from __future__ import annotations

import asyncio
import contextvars
import threading

import anyio
import pytest

from lingxigraph.pregel._run_async import run_sync_in_worker

VAR: contextvars.ContextVar[str] = contextvars.ContextVar("VAR", default="unset")


def _where() -> tuple[str, int]:
    return VAR.get(), threading.get_ident()


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_runs_on_another_thread_with_the_callers_context(backend: str) -> None:
    async def main() -> tuple[tuple[str, int], int]:
        VAR.set("caller")
        return await run_sync_in_worker(_where), threading.get_ident()

    (value, thread), loop_thread = anyio.run(main, backend=backend)
    assert value == "caller"
    assert thread != loop_thread


def test_the_calls_error_is_raised_as_it_is() -> None:
    class Boom(Exception):
        pass

    def fail() -> None:
        raise Boom("no")

    async def main() -> None:
        await run_sync_in_worker(fail)

    with pytest.raises(Boom, match="^no$"):
        asyncio.run(main())


def test_a_cancel_waits_for_the_call_then_cancels() -> None:
    started = threading.Event()
    release = threading.Event()
    finished: list[str] = []

    def slow() -> str:
        started.set()
        release.wait(60)
        finished.append("done")
        return "late"

    async def main() -> None:
        task = asyncio.ensure_future(run_sync_in_worker(slow))
        while not started.is_set():
            await asyncio.sleep(0)
        task.cancel()
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert not task.done()  # still waiting for the thread
        release.set()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert finished == ["done"]

    asyncio.run(main())

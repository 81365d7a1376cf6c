"""Streams abandoned without being closed: ``break`` with no ``aclose()``, or the
generator garbage-collected mid-run.

The event loop then finalises the generator in another task (asyncio's asyncgen
hooks / ``shutdown_asyncgens``, trio's finaliser). That must print nothing,
cancel the run's unfinished tasks and leave the consuming task's cancel scopes
working.
"""

from __future__ import annotations

import gc
import operator
import subprocess
import sys
import textwrap
from typing import Annotated, Any, Literal, TypedDict

import anyio
import anyio.lowlevel
import pytest

from lingxigraph.config import get_stream_writer
from lingxigraph.graph import END, START, StateGraph

Backend = Literal["asyncio", "trio"]


class S(TypedDict):
    log: Annotated[list[str], operator.add]

_SCRIPT = """
import asyncio, operator, sys
from typing import Annotated, TypedDict
from lingxigraph.config import get_stream_writer
from lingxigraph.graph import START, StateGraph

class S(TypedDict):
    log: Annotated[list, operator.add]

def chain():
    g = StateGraph(S)
    prev = START
    for i in range(5):
        async def step(state, i=i):
            return {"log": [i]}
        g.add_node(f"n{i}", step)
        g.add_edge(prev, f"n{i}")
        prev = f"n{i}"
    return g.compile()

def fan_out():
    # two tasks in one live step: the driver has tasks running when abandoned
    async def talk(state):
        get_stream_writer()("hi")
        await asyncio_or_trio_sleep_forever()
        return {"log": ["never"]}
    async def wait(state):
        await asyncio_or_trio_sleep_forever()
        return {"log": ["never"]}
    g = StateGraph(S)
    g.add_node("talk", talk)
    g.add_node("wait", wait)
    g.add_edge(START, "talk")
    g.add_edge(START, "wait")
    return g.compile()

async def asyncio_or_trio_sleep_forever():
    import anyio
    await anyio.sleep_forever()

async def main(app, mode):
    async for chunk in app.astream({"log": []}, stream_mode=mode):
        break

shape, backend = sys.argv[1], sys.argv[2]
app, mode = (chain(), "updates") if shape == "chain" else (fan_out(), "custom")
if backend == "asyncio":
    asyncio.run(main(app, mode))
else:
    import trio
    trio.run(main, app, mode)
print("ok")
"""


def _chain() -> Any:
    async def a(state: S) -> dict[str, Any]:
        return {"log": ["a"]}

    def b(state: S) -> dict[str, Any]:
        return {"log": ["b"]}

    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("b", b)
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    return g.compile()


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
@pytest.mark.parametrize("shape", ["chain", "fan_out"])
def test_break_without_aclose_prints_nothing(shape: str, backend: Backend, tmp_path: Any) -> None:
    script = tmp_path / "unclosed.py"
    script.write_text(textwrap.dedent(_SCRIPT))
    done = subprocess.run(
        [sys.executable, str(script), shape, backend],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "ok\n", "")


def _blocked_graph(cancelled: list[str], started: anyio.Event) -> Any:
    """``START -> (talk, wait)``: both nodes block until cancelled and record it."""
    async def talk(state: S) -> dict[str, Any]:
        get_stream_writer()("hi")
        try:
            await anyio.sleep_forever()
        finally:
            cancelled.append("talk")
        return {"log": ["talk"]}

    async def wait(state: S) -> dict[str, Any]:
        started.set()
        try:
            await anyio.sleep_forever()
        finally:
            cancelled.append("wait")
        return {"log": ["wait"]}

    async def after(state: S) -> dict[str, Any]:
        return {"log": ["after"]}

    g = StateGraph(S)
    g.add_node("talk", talk)
    g.add_node("wait", wait)
    g.add_node("after", after)
    g.add_edge(START, "talk")
    g.add_edge(START, "wait")
    g.add_edge("talk", "after")
    g.add_edge("after", END)
    return g.compile()


# trio warns (ResourceWarning) about any async generator collected unexhausted
@pytest.mark.filterwarnings("ignore:Async generator:ResourceWarning")
@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_garbage_collected_stream_cancels_its_tasks(backend: Backend) -> None:
    loop_errors: list[Any] = []

    async def main() -> None:
        if backend == "asyncio":  # errors in finaliser tasks go to the loop's handler
            import asyncio

            asyncio.get_running_loop().set_exception_handler(lambda loop, context: loop_errors.append(context))
        cancelled: list[str] = []
        started = anyio.Event()
        app = _blocked_graph(cancelled, started)
        stream = app.astream({"log": []}, stream_mode="custom")
        async for chunk in stream:
            assert chunk == "hi"
            break
        await started.wait()
        del stream, chunk
        gc.collect()
        with anyio.fail_after(30):  # a guard against hanging, not a timing assertion
            while len(cancelled) < 2:
                await anyio.lowlevel.checkpoint()
        assert sorted(cancelled) == ["talk", "wait"]
        # this task's cancel scopes still work ...
        with anyio.CancelScope() as scope:
            scope.cancel()
            await anyio.sleep_forever()
        assert scope.cancelled_caught
        # ... and further runs in it work
        cancelled.clear()
        assert await _chain().ainvoke({"log": []}) == {"log": ["a", "b"]}

    anyio.run(main, backend=backend)
    assert loop_errors == []

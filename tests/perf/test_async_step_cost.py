"""What the async driver makes per step, and that its shortcuts give the plain
paths' results.

A lone task's coroutine takes its first step in the driver itself: only one
that suspends is stepped on by ``_run_async._in_context`` (a generator per
task). Objects and calls are counted, nothing is timed.
"""

from __future__ import annotations

import contextvars
import operator
from typing import Annotated, Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel import _run_async

_VAR: contextvars.ContextVar[str] = contextvars.ContextVar("async_step_cost_var", default="unset")


class S(TypedDict):
    log: Annotated[list, operator.add]


def _chain(*nodes: Any) -> Any:
    builder = StateGraph(S)
    names = [f"n{i}" for i in range(len(nodes))]
    for name, fn in zip(names, nodes):
        builder.add_node(name, fn)
    builder.add_edge(START, names[0])
    for left, right in zip(names, names[1:]):
        builder.add_edge(left, right)
    return builder.compile()


def _counting_in_context(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = _run_async._in_context

    def counting(*args: Any) -> Any:
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(_run_async, "_in_context", counting)
    return calls


async def _quick(state: S) -> dict[str, Any]:
    _VAR.set("quick")
    return {"log": [_VAR.get()]}


async def _suspends(state: S) -> dict[str, Any]:
    _VAR.set("suspends")
    await anyio.sleep(0)  # (asyncio: a bare ``yield`` of None, not the end of the task)
    return {"log": [_VAR.get()]}


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_a_lone_task_that_never_suspends_needs_no_stepping_generator(
    backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if backend == "trio":
        pytest.importorskip("trio")
    calls = _counting_in_context(monkeypatch)

    async def main() -> tuple[list[str], str]:
        _VAR.set("caller")
        out = await _chain(_quick, _quick, _quick).ainvoke({"log": []})
        return out["log"], _VAR.get()

    assert anyio.run(main, backend=backend) == (["quick"] * 3, "caller")
    assert calls == []


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_a_lone_task_that_suspends_is_stepped_on_in_its_context(
    backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if backend == "trio":
        pytest.importorskip("trio")
    calls = _counting_in_context(monkeypatch)

    async def main() -> tuple[list[str], str]:
        _VAR.set("caller")
        out = await _chain(_suspends, _quick, _suspends).ainvoke({"log": []})
        return out["log"], _VAR.get()

    assert anyio.run(main, backend=backend) == (["suspends", "quick", "suspends"], "caller")
    assert len(calls) == 2

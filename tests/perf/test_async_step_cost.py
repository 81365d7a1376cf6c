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


# ---- a plain ``async def`` node: its coroutine awaited by the driver itself ----------


def _counting_wrappers(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    from lingxigraph._internal import _runnable

    calls: list[int] = []
    real = _runnable._recursing

    def counting(*args: Any) -> Any:
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(_runnable, "_recursing", counting)
    return calls


class N(TypedDict):
    n: int


def _returns(value: Any, timeout: float | None = None) -> Any:
    async def node(state: N) -> Any:
        await anyio.sleep(0)
        return value

    builder = StateGraph(N)
    builder.add_node("node", node, timeout=timeout)
    builder.add_edge(START, "node")
    return builder.compile()


def _sub() -> Any:
    builder = StateGraph(N)
    builder.add_node("inc", lambda s: {"n": s["n"] + 1})
    builder.add_edge(START, "inc")
    return builder.compile()


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
@pytest.mark.parametrize("timeout", [None, 30.0])
def test_a_plain_async_node_returning_a_runnable_runs_it(
    backend: str, timeout: float | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    if backend == "trio":
        pytest.importorskip("trio")
    calls = _counting_wrappers(monkeypatch)

    async def main() -> list[Any]:
        return [
            await _returns(_sub(), timeout).ainvoke({"n": 5}),
            await _returns({"n": 1}, timeout).ainvoke({"n": 5}),
            await _returns(None, timeout).ainvoke({"n": 5}),
        ]

    # (LangGraph's rule: a returned runnable is invoked on the node's input)
    assert anyio.run(main, backend=backend) == [{"n": 6}, {"n": 1}, {"n": 5}]
    # the wrapper coroutine only where a timeout policy wraps the node's attempt
    assert len(calls) == (0 if timeout is None else 3)


def test_parallel_plain_async_nodes_make_no_wrapper_coroutine(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting_wrappers(monkeypatch)
    builder = StateGraph(S)
    for i in range(4):
        builder.add_node(f"n{i}", _quick)
        builder.add_edge(START, f"n{i}")
    out = anyio.run(builder.compile().ainvoke, {"log": []})
    assert out == {"log": ["quick"] * 4}
    assert calls == []

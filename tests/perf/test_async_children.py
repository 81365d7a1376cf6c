"""A multi-task async step on asyncio runs each task as a plain loop task,
cancelled through that task (no anyio cancel scope per task), with the
semantics the cancel scopes gave: the first failure cancels the siblings
still running (their writes dropped, saved with ``CancelledError``), a
sibling cancelled before it started runs to its first await, finished
siblings keep their writes, and the run waits for every task before it
raises. Objects are counted, nothing is timed.
"""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph


class S(TypedDict):
    log: Annotated[list, operator.add]


def _parallel(nodes: dict[str, Any]) -> Any:
    builder = StateGraph(S)
    for name, fn in nodes.items():
        builder.add_node(name, fn)
        builder.add_edge(START, name)
    return builder


def test_no_cancel_scope_per_task(monkeypatch: pytest.MonkeyPatch) -> None:
    made = []

    class Counting(anyio.CancelScope):
        def __new__(cls, *args: Any, **kwargs: Any) -> Any:
            made.append(kwargs)
            return anyio.CancelScope.__new__(cls, *args, **kwargs)

    def node(i: int) -> Any:
        async def fn(state: S) -> dict:
            await asyncio.sleep(0)
            return {"log": [i]}

        return fn

    graph = _parallel({f"n{i}": node(i) for i in range(10)}).compile()
    monkeypatch.setattr(anyio, "CancelScope", Counting)
    out = asyncio.run(graph.ainvoke({"log": []}))
    assert sorted(out["log"]) == list(range(10))
    # (the only scope a run may make is the shielded one waiting for its tasks)
    assert all(kw.get("shield") for kw in made), made


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_first_failure_cancels_running_siblings(backend: str) -> None:
    seen: list[str] = []

    async def fails(state: S) -> dict:
        await anyio.sleep(0)
        raise ValueError("boom")

    async def waits(state: S) -> dict:
        try:
            await anyio.sleep(10)
        except anyio.get_cancelled_exc_class():
            seen.append("cancelled")
            raise
        return {"log": ["waits"]}

    async def quick(state: S) -> dict:
        return {"log": ["quick"]}

    saver = InMemorySaver()
    graph = _parallel({"quick": quick, "fails": fails, "waits": waits}).compile(checkpointer=saver)
    config = {"configurable": {"thread_id": "t"}}

    async def main() -> None:
        with pytest.raises(ValueError, match="boom"):
            await graph.ainvoke({"log": []}, config)

    anyio.run(main, backend=backend)
    assert seen == ["cancelled"]
    # the finished sibling's writes were saved: a resumed run does not run it again
    saved = saver.get_tuple(config).pending_writes
    assert any(channel == "log" and value == ["quick"] for _, channel, value in saved)


def test_siblings_stop_at_their_await() -> None:
    """The failing task fails at its first step; the siblings started in the
    same step are stopped at their first await and write nothing."""
    reached: list[str] = []

    async def fails(state: S) -> dict:
        raise ValueError("boom")

    def late(name: str) -> Any:
        async def fn(state: S) -> dict:
            reached.append(name)
            await asyncio.sleep(0)
            reached.append(f"{name} after await")
            return {"log": [name]}

        return fn

    graph = _parallel({"fails": fails, **{f"l{i}": late(f"l{i}") for i in range(3)}}).compile()
    with pytest.raises(ValueError, match="boom"):
        asyncio.run(graph.ainvoke({"log": []}))
    assert {r for r in reached if "after" not in r} == {"l0", "l1", "l2"}
    assert not [r for r in reached if "after" in r]

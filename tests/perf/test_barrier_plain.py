"""A step's barrier is a plain call when it has nothing to yield, with the
results of the general (generator) path.

Without a saver, a step whose tasks all finished yields no effect at its
barrier: ``Machine._barrier`` returns whether the run goes on, and no
generator is made; nor with durability "exit" (nothing is saved until the run
ends). With a saver saving each step's checkpoint, a failed or paused task, or
a failed apply with durability "exit" (its save), it hands back a generator
that carries out those effects. Nothing is timed.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import InvalidUpdateError
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel._machine import Machine
from lingxigraph.types import Command, interrupt


class Count(TypedDict, total=False):
    count: int
    last: str


class Pair(TypedDict, total=False):
    a: int
    b: int


def _chain(n: int, checkpointer: Any = None, **compile_kwargs: Any) -> Any:
    builder = StateGraph(Count)
    names = [f"n{i}" for i in range(n)]
    for name in names:
        builder.add_node(name, lambda s, name=name: {"count": s["count"] + 1, "last": name})
    builder.add_edge(START, names[0])
    for left, right in zip(names, names[1:]):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    return builder.compile(checkpointer=checkpointer, **compile_kwargs)


def _barrier_results(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record what each ``_barrier`` call hands back: "bool" or "generator"."""
    real = Machine._barrier
    kinds: list[str] = []

    def recording(self: Machine, *args: Any) -> Any:
        result = real(self, *args)
        kinds.append("bool" if type(result) is bool else "generator")
        return result

    monkeypatch.setattr(Machine, "_barrier", recording)
    return kinds


def test_steps_without_a_saver_make_no_barrier_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    kinds = _barrier_results(monkeypatch)
    chunks = list(_chain(4).stream({"count": 0, "last": ""}, stream_mode="values"))
    assert kinds and set(kinds) == {"bool"}
    assert chunks == [{"count": i, "last": f"n{i - 1}" if i else ""} for i in range(5)]


def test_async_steps_without_a_saver_make_no_barrier_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    kinds = _barrier_results(monkeypatch)

    async def collect() -> list[Any]:
        return [c async for c in _chain(4).astream({"count": 0, "last": ""}, stream_mode="values")]

    chunks = asyncio.run(collect())
    assert kinds and set(kinds) == {"bool"}
    assert chunks == [{"count": i, "last": f"n{i - 1}" if i else ""} for i in range(5)]


def test_async_saver_gets_each_step_checkpoint_through_the_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    kinds = _barrier_results(monkeypatch)
    saver = InMemorySaver()
    config = {"configurable": {"thread_id": "t"}}
    out = asyncio.run(_chain(4, saver).ainvoke({"count": 0, "last": ""}, config))
    assert kinds and set(kinds) == {"generator"}
    assert out == {"count": 4, "last": "n3"}
    assert sorted(c.metadata["step"] for c in saver.list(config)) == [-1, 0, 1, 2, 3, 4]


def test_a_saver_gets_each_step_checkpoint_through_the_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    kinds = _barrier_results(monkeypatch)
    saver = InMemorySaver()
    config = {"configurable": {"thread_id": "t"}}
    chunks = list(_chain(4, saver).stream({"count": 0, "last": ""}, config, stream_mode="values"))
    assert kinds and set(kinds) == {"generator"}
    # the same chunks as without a saver, and a checkpoint per step (input and 4 nodes)
    assert chunks == [{"count": i, "last": f"n{i - 1}" if i else ""} for i in range(5)]
    steps = [c.metadata["step"] for c in saver.list(config)]
    assert sorted(steps) == [-1, 0, 1, 2, 3, 4]


def test_interrupt_after_stops_the_plain_barrier() -> None:
    saver = InMemorySaver()
    graph = _chain(3, saver, interrupt_after=["n1"])
    config = {"configurable": {"thread_id": "t"}}
    assert graph.invoke({"count": 0, "last": ""}, config) == {"count": 2, "last": "n1"}
    assert graph.get_state(config).next == ("n2",)
    # without a saver the breakpoint still stops the run after n1
    plain = _chain(3, interrupt_after=["n1"])
    assert plain.invoke({"count": 0, "last": ""}) == {"count": 2, "last": "n1"}


def test_a_paused_task_stops_the_step_through_the_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    builder = StateGraph(Count)
    builder.add_node("ask", lambda s: {"last": interrupt("name?")})
    builder.add_edge(START, "ask")
    builder.add_edge("ask", END)
    graph = builder.compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    kinds = _barrier_results(monkeypatch)
    out = graph.invoke({"count": 0}, config)
    assert [i.value for i in out["__interrupt__"]] == ["name?"]
    assert kinds[-1] == "generator"
    assert graph.invoke(Command(resume="ada"), config) == {"count": 0, "last": "ada"}


def _conflicting(checkpointer: Any = None) -> Any:
    builder = StateGraph(Pair)
    builder.add_node("one", lambda s: {"b": 1})
    builder.add_node("x", lambda s: {"a": 1})
    builder.add_node("y", lambda s: {"a": 2})
    builder.add_edge(START, "one")
    builder.add_edge("one", "x")
    builder.add_edge("one", "y")
    return builder.compile(checkpointer=checkpointer)


def test_a_failed_apply_raises_and_durability_exit_still_saves() -> None:
    with pytest.raises(InvalidUpdateError):
        _conflicting().invoke({"a": 0})
    graph = _conflicting(InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises(InvalidUpdateError):
        graph.invoke({"a": 0}, config, durability="exit")
    # as LangGraph 1.2.11: the checkpoint as the failed apply left it (step 1, no writes)
    state = graph.get_state(config)
    assert (state.values, state.next, state.metadata["step"]) == ({"a": 0, "b": 1}, (), 1)


@pytest.mark.parametrize("how", ["sync", "async"])
def test_durability_exit_steps_make_no_barrier_generator(monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    kinds = _barrier_results(monkeypatch)
    saver = InMemorySaver()
    config = {"configurable": {"thread_id": "t"}}
    graph = _chain(4, saver)
    if how == "sync":
        out = graph.invoke({"count": 0, "last": ""}, config, durability="exit")
    else:
        out = asyncio.run(graph.ainvoke({"count": 0, "last": ""}, config, durability="exit"))
    # nothing is saved until the run ends: no step hands back effects
    assert kinds and set(kinds) == {"bool"}
    assert out == {"count": 4, "last": "n3"}
    # the run's last checkpoint is saved, as with a generator per step
    assert [c.metadata["step"] for c in saver.list(config)] == [4]

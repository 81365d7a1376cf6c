"""The per-step shortcuts of the superstep loop give the results of the general path.

A lone task the driver would run on the spot is run by the machine itself,
through the driver's runner (``Machine.run_inline``: no task effect; the
machine hands over only when the driver holds events for the caller); a
lone task of a step the driver runs (an error handler's) goes back with the
``RunTasks`` answer (no ``WaitTask`` round trip); a quiet multi-task
step may hand back all finished tasks at once; ``apply_writes`` groups a
single task's writes only when it wrote a channel twice; channels of the
usual types are read without calling ``get()``, and take a plain write
without asking whether it is an overwrite. Effects are counted, nothing is
timed.
"""

from __future__ import annotations

import asyncio
import operator
from collections import Counter
from itertools import pairwise
from typing import Annotated, Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph._internal._typing import MISSING
from lingxigraph.channels.binop import BinaryOperatorAggregate
from lingxigraph.channels.ephemeral_value import EphemeralValue
from lingxigraph.channels.last_value import LastValue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel._node import read_available
from lingxigraph.types import Command, Overwrite


class Count(TypedDict):
    count: int
    total: Annotated[int, operator.add]


def _chain(n: int, *, is_async: bool = False) -> Any:
    builder = StateGraph(Count)
    names = [f"n{i}" for i in range(n)]
    for name in names:
        if is_async:

            async def step(state: Count) -> dict:
                return {"count": state["count"] + 1, "total": 1}

        else:

            def step(state: Count) -> dict:
                return {"count": state["count"] + 1, "total": 1}

        builder.add_node(name, step)
    builder.add_edge(START, names[0])
    for left, right in pairwise(names):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    return builder




def test_a_lone_task_step_is_one_round_trip_sync(effects: Counter[str]) -> None:
    graph = _chain(5).compile()
    chunks = list(graph.stream({"count": 0, "total": 0}, stream_mode="values"))
    assert chunks[-1] == {"count": 5, "total": 5}
    assert [c["count"] for c in chunks] == [0, 1, 2, 3, 4, 5]
    # the machine runs each lone task through the driver's runner (the __start__
    # step is folded): no task effect; one hand-over per step for the chunk waiting
    assert effects["inline"] == 5
    assert effects["HandOver"] == 5
    assert effects["RunTasks"] == effects["WaitTask"] == 0


def test_a_lone_task_step_is_one_round_trip_async(effects: Counter[str]) -> None:
    graph = _chain(5, is_async=True).compile()

    async def main() -> list[Any]:
        return [c async for c in graph.astream({"count": 0, "total": 0}, stream_mode="values")]

    chunks = asyncio.run(main())
    assert chunks[-1] == {"count": 5, "total": 5}
    assert [c["count"] for c in chunks] == [0, 1, 2, 3, 4, 5]
    assert effects["inline"] == 5
    assert effects["HandOver"] == 5
    # (the nodes never suspend: nothing left for the driver to await)
    assert effects["RunTasks"] == effects["WaitTask"] == effects["FinishTask"] == 0


@pytest.mark.parametrize("is_async", [False, True])
def test_lone_task_steps_with_nothing_to_hand_over_never_yield(effects: Counter[str], is_async: bool) -> None:
    # ``invoke`` hands over only the last values chunk: the machine runs the whole
    # chain without one effect (no generator round trip per step)
    graph = _chain(5, is_async=is_async).compile()
    if is_async:
        assert asyncio.run(graph.ainvoke({"count": 0, "total": 0})) == {"count": 5, "total": 5}
    else:
        assert graph.invoke({"count": 0, "total": 0}) == {"count": 5, "total": 5}
    assert effects["inline"] == 5
    assert sum(n for kind, n in effects.items() if kind != "inline") == 0


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_a_lone_async_task_that_suspends_is_finished_by_the_driver(effects: Counter[str], backend: str) -> None:
    class S(TypedDict):
        log: Annotated[list[str], operator.add]

    async def slow(state: S) -> dict:
        await anyio.sleep(0)
        return {"log": ["slow"]}

    builder = StateGraph(S)
    builder.add_node("a", slow)
    builder.add_node("b", slow)
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")

    async def main() -> list[Any]:
        return [c async for c in builder.compile().astream({"log": []}, stream_mode="values")]

    assert anyio.run(main, backend=backend) == [{"log": []}, {"log": ["slow"]}, {"log": ["slow", "slow"]}]
    assert effects["inline"] == effects["FinishTask"] == 2


@pytest.mark.parametrize("is_async", [False, True])
def test_a_caller_stopping_at_a_hand_over_keeps_the_same_checkpoint(is_async: bool) -> None:
    graph = _chain(4, is_async=is_async).compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}

    async def first_two() -> list[Any]:
        out = []
        stream = graph.astream({"count": 0, "total": 0}, config, stream_mode="values", durability="exit")
        async for chunk in stream:
            out.append(chunk)
            if len(out) == 2:
                break
        await stream.aclose()
        return out

    if is_async:
        chunks = asyncio.run(first_two())
    else:
        chunks = []
        for chunk in graph.stream({"count": 0, "total": 0}, config, stream_mode="values", durability="exit"):
            chunks.append(chunk)
            if len(chunks) == 2:
                break
    assert chunks == [{"count": 0, "total": 0}, {"count": 1, "total": 1}]
    # (as LangGraph: the step after the last chunk read was planned, not run)
    state = graph.get_state(config)
    assert state.values == {"count": 1, "total": 1}
    assert state.next == ("n1",)


def test_lone_task_steps_with_a_saver_save_the_same_history(effects: Counter[str]) -> None:
    graph = _chain(3).compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    updates = list(graph.stream({"count": 0, "total": 0}, config, stream_mode="updates"))
    assert updates == [{f"n{i}": {"count": i + 1, "total": 1}} for i in range(3)]
    history = list(graph.get_state_history(config))
    assert [h.metadata["step"] for h in history] == [3, 2, 1, 0, -1]
    assert history[0].values == {"count": 3, "total": 3}
    assert effects["WaitTask"] == 0


class Par(TypedDict):
    total: Annotated[int, operator.add]
    seen: Annotated[list[str], operator.add]


def _parallel(width: int, fail: str | None = None) -> Any:
    builder = StateGraph(Par)
    for i in range(width):
        name = f"p{i}"

        def node(state: Par, name: str = name) -> dict:
            if name == fail:
                raise ValueError(f"{name} failed")
            return {"total": 1, "seen": [name]}

        builder.add_node(name, node)
        builder.add_edge(START, name)
        builder.add_node(f"q{i}", lambda state: {"total": 10})
        builder.add_edge(name, f"q{i}")
        builder.add_edge(f"q{i}", END)
    return builder.compile()


def test_a_quiet_parallel_step_takes_each_task_once(effects: Counter[str]) -> None:
    result = _parallel(4).invoke({"total": 0, "seen": []})
    assert result == {"total": 44, "seen": ["p0", "p1", "p2", "p3"]}
    # at most one WaitTask per task (fewer when finished tasks come back together)
    assert effects["RunTasks"] == 2  # the p nodes, the q nodes (the __start__ step is folded)
    assert effects["WaitTask"] <= 8


def test_a_quiet_parallel_step_still_raises_its_failure() -> None:
    with pytest.raises(ValueError, match="p2 failed"):
        _parallel(4, fail="p2").invoke({"total": 0, "seen": []})


class Twice(TypedDict):
    log: Annotated[list[str], operator.add]
    last: str


def test_a_task_writing_one_channel_twice_gets_both_writes_applied() -> None:
    builder = StateGraph(Twice)
    builder.add_node("n", lambda s: [Command(update={"log": ["a"]}), Command(update={"log": ["b"]})])
    builder.add_edge(START, "n")
    builder.add_edge("n", END)
    assert builder.compile().invoke({"log": [], "last": ""}) == {"log": ["a", "b"], "last": ""}


def test_a_task_writing_a_plain_key_twice_is_refused() -> None:
    builder = StateGraph(Twice)
    builder.add_node("n", lambda s: [Command(update={"last": "a"}), Command(update={"last": "b"})])
    builder.add_edge(START, "n")
    builder.add_edge("n", END)
    with pytest.raises(InvalidUpdateError, match="Can receive only one value per step"):
        builder.compile().invoke({"log": [], "last": ""})


def test_last_value_stores_overwrites_as_written_and_plain_values() -> None:
    # (as LangGraph: a LastValue keeps an overwrite wrapper, it does not unwrap it)
    channel = LastValue(int, "k")
    assert channel.update([3]) and channel.get() == 3
    assert channel.update([Overwrite(4)]) and channel.get() == Overwrite(4)
    assert channel.update([{"__overwrite__": 5}]) and channel.get() == {"__overwrite__": 5}
    assert channel.update([{"a": 1}]) and channel.get() == {"a": 1}
    assert not channel.update([])
    with pytest.raises(InvalidUpdateError):
        channel.update([1, 2])
    assert channel.get() == {"a": 1}


def test_ephemeral_value_guard_and_clear() -> None:
    channel = EphemeralValue(int)
    assert channel.update([1]) and channel.get() == 1
    with pytest.raises(InvalidUpdateError):
        channel.update([1, 2])
    assert channel.update([]) and not channel.is_available()
    loose = EphemeralValue(int, guard=False)
    assert loose.update([1, 2]) and loose.get() == 2
    copy = loose.copy()
    assert copy is not loose and copy.get() == 2 and copy.guard is False


def test_reducer_channel_takes_plain_values_and_overwrites() -> None:
    channel = BinaryOperatorAggregate(int, operator.add)
    assert channel.update([1, 2, 3]) and channel.get() == 6
    assert channel.update([Overwrite(10), 1]) and channel.get() == 10
    assert channel.update([{"__overwrite__": 7}]) and channel.get() == 7


class Shouting(LastValue):
    """A subclass with its own ``get``: read through it, not through ``value``."""

    def get(self) -> Any:
        return str(super().get()).upper()


def test_read_available_reads_value_slots_and_honours_own_get() -> None:
    full = LastValue(str, "a")
    full.update(["x"])
    shouting = Shouting(str, "c")
    shouting.update(["y"])
    reducer = BinaryOperatorAggregate(list, operator.add)
    reducer.update([[1]])
    channels = {"a": full, "b": LastValue(str, "b"), "c": shouting, "d": reducer, "e": EphemeralValue(int)}
    assert read_available(channels, ("a", "b", "c", "d", "e", "missing")) == {"a": "x", "c": "Y", "d": [1]}
    assert channels["b"].value is MISSING
    with pytest.raises(EmptyChannelError):
        channels["e"].get()

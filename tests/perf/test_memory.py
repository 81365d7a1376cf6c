"""What a run keeps alive: a step's inputs die with the step, a finished run
leaves no reference cycles behind, and a SQLite load decodes each blob
without holding the others' raw bytes. Nothing here is timed or sized in bytes.
"""

from __future__ import annotations

import asyncio
import gc
import sqlite3
import weakref
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.config import get_config
from lingxigraph.graph import END, START, StateGraph


def _chain_recording_inputs(
    steps: int, is_async: bool, parallel: bool, uses_config: bool
) -> tuple[Any, list[Any], list[bool], Any]:
    """A chain of `steps` nodes over a dataclass state (a new instance per node
    input); each node keeps a weak reference to its input, and each new
    instance notes whether an input of an earlier step was still alive when it
    was made (that is, while the next step was being planned). With
    `uses_config` the nodes also ask for their config (which refers back to
    the task)."""
    refs: list[Any] = []
    alive_at_planning: list[bool] = []

    @dataclass
    class Counter:
        count: int = 0
        notes: list[str] = field(default_factory=list)

        def __post_init__(self) -> None:
            alive_at_planning.append(any(r() is not None for r in refs))

    def make(i: int) -> Any:
        def step(state: Any) -> dict:
            refs.append(weakref.ref(state))
            if uses_config:
                assert get_config()["metadata"]["langgraph_node"] in names
            if i < 0:
                return {"notes": ["side"]}
            return {"count": state.count + 1}

        if is_async:

            async def astep(state: Any) -> dict:
                return step(state)

            return astep
        return step

    names = [f"n{i}" for i in range(steps)] + ["side"]
    builder = StateGraph(Counter)
    for i, name in enumerate(names[:-1]):
        builder.add_node(name, make(i))
    if parallel:
        # two nodes in the first step: it runs on worker threads / concurrent tasks
        builder.add_node("side", make(-1))
        builder.add_edge(START, "side")
        builder.add_edge("side", END)
    builder.add_edge(START, names[0])
    for left, right in pairwise(names[:-1]):
        builder.add_edge(left, right)
    builder.add_edge(names[-2], END)
    return builder.compile(), refs, alive_at_planning, Counter


@pytest.mark.parametrize("uses_config", [False, True], ids=["plain", "get_config"])
@pytest.mark.parametrize("parallel", [False, True], ids=["inline", "parallel"])
@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_a_steps_node_inputs_are_released_before_the_next_step_is_planned(
    is_async: bool, parallel: bool, uses_config: bool
) -> None:
    graph, refs, alive_at_planning, counter = _chain_recording_inputs(4, is_async, parallel, uses_config)
    gc.disable()  # only reference counts may free them
    try:
        if is_async:
            result = asyncio.run(graph.ainvoke(counter()))
        else:
            result = graph.invoke(counter())
    finally:
        gc.enable()
    assert result["count"] == 4
    assert len(refs) == (5 if parallel else 4)
    # the caller's input, then one input per node, except that the two nodes of the
    # parallel step read the same state: one instance is made, each gets a copy
    # (copies skip __post_init__), as in LangGraph
    assert len(alive_at_planning) == 1 + len(refs) - (1 if parallel else 0)
    assert not any(alive_at_planning), alive_at_planning


class Pair(TypedDict, total=False):
    a: int
    b: int


def _pair_graph(checkpointer: Any = None) -> Any:
    builder = StateGraph(Pair)
    builder.add_node("one", lambda s: {"a": s.get("a", 0) + 1})
    builder.add_node("two", lambda s: {"b": s["a"] * 2})
    builder.add_edge(START, "one")
    builder.add_edge("one", "two")
    builder.add_edge("two", END)
    return builder.compile(checkpointer=checkpointer)


@pytest.mark.parametrize("output_keys", [None, ["b"]], ids=["all-keys", "output-keys"])
@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_a_finished_run_leaves_no_reference_cycles(is_async: bool, output_keys: Any) -> None:
    graph = _pair_graph()

    def run() -> Any:
        if is_async:

            async def main() -> Any:
                return await graph.ainvoke({"a": 1}, output_keys=output_keys)

            return asyncio.run(main())
        return graph.invoke({"a": 1}, output_keys=output_keys)

    expected = {"a": 2, "b": 4} if output_keys is None else {"b": 4}
    # a cycle (say, the run's machine referring to itself through a closure)
    # would keep the run's channel values alive until the collector runs
    assert _cyclic_garbage_of(run, expected) == []


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_a_stream_closed_after_its_first_chunk_leaves_no_reference_cycles(is_async: bool) -> None:
    # closing early ends the driver with GeneratorExit: re-raising it once kept the
    # async driver's frame (and through it the whole run) in a cycle with the
    # exception's traceback
    graph = _pair_graph()

    def first_chunk() -> Any:
        if is_async:

            async def main() -> Any:
                stream = graph.astream({"a": 1}, stream_mode="updates")
                chunk = await stream.__anext__()
                await stream.aclose()
                return chunk

            return asyncio.run(main())
        stream = graph.stream({"a": 1}, stream_mode="updates")
        chunk = next(stream)
        stream.close()
        return chunk

    assert _cyclic_garbage_of(first_chunk, {"one": {"a": 2}}) == []


def _cyclic_garbage_of(run: Any, expected: Any) -> list[Any]:
    """Our objects that only the cycle collector would free after ``run()`` (which
    must give ``expected``; a first call warms up caches made on first use)."""
    assert run() == expected
    gc.collect()
    gc.disable()
    try:
        assert run() == expected
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        return [o for o in gc.garbage if type(o).__module__.startswith("lingxigraph")]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


def test_sqlite_load_gives_every_channel_value() -> None:
    # the load pops the blob rows as it decodes them: every value must still arrive
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    try:
        saver = SqliteSaver(conn)
        graph = _pair_graph(saver)
        config = {"configurable": {"thread_id": "t"}}
        assert graph.invoke({"a": 1}, config) == {"a": 2, "b": 4}
        assert graph.get_state(config).values == {"a": 2, "b": 4}
        history = list(graph.get_state_history(config))
        assert [h.values for h in history][:2] == [{"a": 2, "b": 4}, {"a": 2}]
        loaded = saver.get_tuple(config)
        assert loaded is not None and loaded.checkpoint["channel_values"]["b"] == 4
    finally:
        conn.close()

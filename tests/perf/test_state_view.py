"""The run's kept state view gives what a fresh read of the channels gives.

A run keeps the values chunk's dict (``Machine._view``) from step to step and
changes only the keys a barrier touched. Here every read of the run's values
keys is checked against ``read_available`` of the live channels (same keys,
same values, same order) on random graphs: plain keys, reducer keys and
ephemeral keys (which lose their value a step after being written), one or
several tasks a step, failing steps, interrupts and ``Command(update=...)``
resumes. Nothing is timed.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typing_extensions import TypedDict

from lingxigraph.channels.ephemeral_value import EphemeralValue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import InvalidUpdateError
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _machine
from lingxigraph.pregel._node import read_available
from lingxigraph.types import Command, interrupt

KINDS = {
    "last": int,
    "add": Annotated[list, operator.add],
    "eph": Annotated[int, EphemeralValue(int)],
}


@pytest.fixture
def checked_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every ``read_keys`` is compared with a fresh read; returns the number of
    reads served from the kept view."""
    served = [0]
    original = _machine.Machine.read_keys

    def read_keys(self: Any, keys: Any) -> Any:
        got = original(self, keys)
        if not isinstance(keys, str):
            fresh = read_available(self.channels, tuple(keys))
            assert list(got.items()) == list(fresh.items())
            if self._view_keys is not None and tuple(keys) == self._view_keys and self._view_gen == self.read_gen:
                served[0] += 1
                assert got is not self._view
        return got

    original_lone = _machine.Machine._plan_lone

    def plan_lone(self: Any, name: str) -> Any:
        # (the lone node's input is read from the view without ``read_keys``)
        tasks = original_lone(self, name)
        for task in tasks or ():
            spec = task.node.channels
            if type(spec) is tuple and task.node.mapper is None:
                assert list(task.input.items()) == list(read_available(self.channels, spec).items())
                if spec == self._view_keys and self._view_gen == self.read_gen:
                    served[0] += 1
                    assert task.input is not self._view
        return tasks

    monkeypatch.setattr(_machine.Machine, "read_keys", read_keys)
    monkeypatch.setattr(_machine.Machine, "_plan_lone", plan_lone)
    return served


def _graph(kinds: list[str], plan: list[list[tuple[int, int]]], fan: list[int], pause: int | None) -> Any:
    keys = [f"k{i}" for i in range(len(kinds))]
    schema = TypedDict("S", {k: KINDS[kind] for k, kind in zip(keys, kinds, strict=True)})  # type: ignore[misc]
    builder = StateGraph(schema)
    names = [f"n{i}" for i in range(len(plan))]

    def make(i: int) -> Any:
        def node(state: dict[str, Any]) -> dict[str, Any]:
            if pause == i:
                interrupt("stop")
            out: dict[str, Any] = {}
            for key_index, value in plan[i]:
                key = keys[key_index % len(keys)]
                out[key] = [value] if kinds[key_index % len(keys)] == "add" else value + len(state)
            return out

        return node

    for i, name in enumerate(names):
        builder.add_node(name, make(i))
    builder.add_edge(START, names[0])
    for i in range(len(names) - 1):
        builder.add_edge(names[i], names[i + 1])
        if fan[i % len(fan)] and i + 2 < len(names):
            # a second successor: the next step has two tasks
            builder.add_edge(names[i], names[i + 2])
    builder.add_edge(names[-1], END)
    return builder


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    kinds=st.lists(st.sampled_from(sorted(KINDS)), min_size=1, max_size=5),
    plan=st.lists(
        st.lists(st.tuples(st.integers(0, 4), st.integers(0, 9)), max_size=4), min_size=1, max_size=6
    ),
    fan=st.lists(st.integers(0, 1), min_size=1, max_size=3),
    pause=st.none() | st.integers(0, 5),
    start=st.dictionaries(st.integers(0, 4), st.integers(0, 9), max_size=3),
)
def test_view_reads_match_fresh_reads(
    checked_reads: list[int],
    kinds: list[str],
    plan: list[list[tuple[int, int]]],
    fan: list[int],
    pause: int | None,
    start: dict[int, int],
) -> None:
    graph = _graph(kinds, plan, fan, pause).compile(checkpointer=InMemorySaver())
    keys = [f"k{i}" for i in range(len(kinds))]
    inp = {
        keys[i % len(keys)]: [v] if kinds[i % len(keys)] == "add" else v for i, v in start.items()
    }
    config = {"configurable": {"thread_id": "t"}}
    try:
        chunks = list(graph.stream(inp, config, stream_mode=["values", "updates"]))
        assert chunks
        if graph.get_state(config).next:
            # resumed with a state edit: applied outside a barrier
            edit = {keys[0]: [1] if kinds[0] == "add" else 5}
            list(graph.stream(Command(resume="go", update=edit), config, stream_mode="values"))
    except InvalidUpdateError:
        pass  # two tasks of one step wrote one plain key: the step fails (checked up to there)


def test_view_serves_the_chain_steps(checked_reads: list[int]) -> None:
    """On a plain chain the values chunks and the node inputs come from the view."""

    class S(TypedDict):
        a: int
        b: int

    builder = StateGraph(S)
    builder.add_node("one", lambda s: {"a": s["a"] + 1})
    builder.add_node("two", lambda s: {"b": s["a"] * 2})
    builder.add_edge(START, "one")
    builder.add_edge("one", "two")
    graph = builder.compile()
    chunks = list(graph.stream({"a": 1, "b": 0}, stream_mode="values"))
    assert chunks == [{"a": 1, "b": 0}, {"a": 2, "b": 0}, {"a": 2, "b": 4}]
    assert checked_reads[0] >= 3


def test_view_chunks_are_private_copies() -> None:
    """A caller changing a values chunk changes neither the next chunk nor a node's input."""

    class S(TypedDict):
        a: int
        b: int

    seen: list[dict[str, Any]] = []

    def one(state: dict[str, Any]) -> dict[str, Any]:
        seen.append(dict(state))
        state["a"] = 100  # the node's own copy
        return {"b": 1}

    builder = StateGraph(S)
    builder.add_node("one", one)
    builder.add_node("two", one)
    builder.add_edge(START, "one")
    builder.add_edge("one", "two")
    out = []
    for chunk in builder.compile().stream({"a": 1, "b": 0}, stream_mode="values"):
        out.append(dict(chunk))
        chunk["a"] = -1
        chunk["z"] = 0
    assert out == [{"a": 1, "b": 0}, {"a": 1, "b": 1}, {"a": 1, "b": 1}]
    assert seen == [{"a": 1, "b": 0}, {"a": 1, "b": 1}]

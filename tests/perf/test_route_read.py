"""A routing function's state read (channels plus its own task's writes) is
proportional to the state's keys, not to the graph's channels. Nothing is timed.
"""

from __future__ import annotations

import operator
from types import SimpleNamespace
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.channels.binop import BinaryOperatorAggregate
from lingxigraph.channels.last_value import LastValue
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.graph._compile import _state_reader


class State(TypedDict):
    count: int
    log: Annotated[list, operator.add]


class CountingChannels(dict):
    """A channel map that counts the entries anyone looks up or walks."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.looked_up = 0

    def __getitem__(self, key: str) -> Any:
        self.looked_up += 1
        return super().__getitem__(key)

    def __iter__(self) -> Any:  # (makes dict(self) go through __getitem__)
        return iter(list(super().keys()))

    def keys(self) -> Any:
        return list(super().keys())


def _channels(extra: int) -> CountingChannels:
    count: LastValue = LastValue(int, "count")
    count.update([1])
    log: BinaryOperatorAggregate = BinaryOperatorAggregate(list, operator.add)
    log.update([["a"]])
    chans: dict[str, Any] = {"count": count, "log": log}
    for i in range(extra):
        chans[f"branch:to:n{i}"] = LastValue(Any, f"branch:to:n{i}")
    return CountingChannels(chans)


def _read(extra: int) -> tuple[Any, int]:
    read = _state_reader(State, ["count", "log"], {})
    channels = _channels(extra)
    task = SimpleNamespace(
        scope=SimpleNamespace(channels=channels, stop_step=100),
        writes=[("count", 5), ("log", ["b"]), ("branch:to:n0", None)],
        step=1,
    )
    return read(task), channels.looked_up


def test_the_routed_read_sees_the_tasks_own_writes_without_touching_the_channels() -> None:
    value, _ = _read(3)
    assert value == {"count": 5, "log": ["a", "b"]}
    # the writes went to copies: the step's channels keep their values for the barrier
    channels = _channels(0)
    assert channels["count"].get() == 1 and channels["log"].get() == ["a"]


def test_the_routed_read_looks_up_as_many_channels_for_10_as_for_1000_other_channels() -> None:
    assert _read(10)[1] == _read(1000)[1] <= 4


def test_routing_in_a_big_graph_reads_the_nodes_fresh_writes() -> None:
    builder = StateGraph(State)
    names = [f"n{i}" for i in range(300)]
    for name in names:
        builder.add_node(name, lambda s, name=name: {"count": s["count"] + 1, "log": [name]})
    builder.add_edge(START, names[0])
    for left, right in zip(names, names[1:]):
        builder.add_conditional_edges(left, lambda s, right=right: right if s["log"][-1] != "stop" else END)
    builder.add_edge(names[-1], END)
    out = builder.compile().invoke({"count": 0, "log": []}, {"recursion_limit": 400})
    assert out["count"] == 300 and out["log"] == names

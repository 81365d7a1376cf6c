"""How a node's writes are shaped in ``updates`` chunks and task results.

LangGraph 1.2.11 builds a task's ``updates`` value from its writes: one dict
of them, or, when a key was written more than once (a list of ``Command``s,
tuple updates), one single-key dict per write. Task results (``tasks`` /
``debug``) fold repeated writes into ``{"$writes": [...]}``. Expected values
were observed with the oracle.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Annotated, Any

import pytest
from streaming_helpers import Driver
from typing_extensions import TypedDict

from lingxigraph.channels import EphemeralValue, LastValue, Topic
from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel import NodeBuilder, Pregel
from lingxigraph.types import Command


class State(TypedDict, total=False):
    a: Annotated[list, operator.add]
    b: int
    c: int


Node = Callable[[State], Any]

SHAPES: list[tuple[str, Node, Any]] = [
    ("command", lambda s: Command(update={"a": [1], "b": 2}), {"a": [1], "b": 2}),
    ("goto only", lambda s: Command(goto="y"), None),
    (
        "repeated tuple updates",
        lambda s: Command(update=[("a", [1]), ("a", [2]), ("b", 3)]),
        [{"a": [1]}, {"a": [2]}, {"b": 3}],
    ),
    ("tuple updates", lambda s: Command(update=[("a", [1]), ("b", 3)]), {"a": [1], "b": 3}),
    (
        "commands on distinct keys",
        lambda s: [Command(update={"a": [1]}), Command(update={"b": 2})],
        {"a": [1], "b": 2},
    ),
    (
        "commands on one key",
        lambda s: [Command(update={"a": [1], "b": 2}), Command(update={"a": [3]})],
        [{"a": [1]}, {"b": 2}, {"a": [3]}],
    ),
    (
        "command and dict",
        lambda s: [Command(update={"a": [1], "b": 2}), {"a": [3]}],
        [{"a": [1]}, {"b": 2}, {"a": [3]}],
    ),
    ("dict and goto", lambda s: [{"b": 5}, Command(update={"c": 1}, goto="y")], {"b": 5, "c": 1}),
    ("empty dict", lambda s: [{}, Command(update={"c": 1})], {"c": 1}),
    ("none values", lambda s: [Command(update=None), {"b": None}], {"b": None}),
    (
        "tuple of commands",
        lambda s: (Command(update={"a": [1]}), Command(update={"a": [2]})),
        [{"a": [1]}, {"a": [2]}],
    ),
]


def _graph(node: Node) -> Any:
    builder = StateGraph(State)
    builder.add_node("x", node)
    builder.add_node("y", lambda s: {"c": 9})
    builder.add_edge(START, "x")
    return builder.compile()


@pytest.mark.parametrize(("node", "expected"), [s[1:] for s in SHAPES], ids=[s[0] for s in SHAPES])
def test_update_value_follows_the_writes(run: Driver, node: Node, expected: Any) -> None:
    chunks = run(_graph(node), "stream", {"a": []}, stream_mode="updates")
    assert chunks[0] == {"x": expected}


def test_v2_update_part_carries_the_split_value(run: Driver) -> None:
    graph = _graph(lambda s: [Command(update={"a": [1], "b": 2}), {"a": [3]}])
    parts = run(graph, "stream", {"a": []}, stream_mode="updates", version="v2")
    assert parts == [{"type": "updates", "ns": (), "data": {"x": [{"a": [1]}, {"b": 2}, {"a": [3]}]}}]


@pytest.mark.parametrize(
    ("keys", "expected"),
    [
        (["b"], {"b": 2}),
        (["a"], [{"a": [1]}, {"a": [3]}]),
        (["b", "c"], {"b": 2}),
        (["c"], None),
    ],
)
def test_output_keys_decide_the_split(keys: list[str], expected: Any) -> None:
    graph = _graph(lambda s: [Command(update={"a": [1], "b": 2}), {"a": [3]}])
    assert list(graph.stream({"a": []}, stream_mode="updates", output_keys=keys)) == [{"x": expected}]


def test_output_keys_ignore_repeats_of_other_keys() -> None:
    graph = _graph(lambda s: Command(update=[("b", 1), ("a", [1]), ("a", [2])]))
    assert list(graph.stream({"a": []}, stream_mode="updates", output_keys=["b"])) == [{"x": {"b": 1}}]


def test_task_result_folds_repeated_writes(run: Driver) -> None:
    graph = _graph(lambda s: [Command(update={"a": [1], "b": 2}), {"a": [3]}])
    tasks = run(graph, "stream", {"a": []}, stream_mode="tasks")
    assert [t["result"] for t in tasks if "result" in t] == [{"a": {"$writes": [[1], [3]]}, "b": 2}]
    debug = run(graph, "stream", {"a": []}, stream_mode="debug")
    assert [e["payload"]["result"] for e in debug if e["type"] == "task_result"] == [
        {"a": {"$writes": [[1], [3]]}, "b": 2}
    ]


def _last(old: Any, new: Any) -> Any:
    return new


class Loose(TypedDict, total=False):
    d: Annotated[Any, _last]


def test_task_result_replaces_a_first_none() -> None:
    builder = StateGraph(Loose)
    builder.add_node("x", lambda s: [Command(update={"d": None}), {"d": 4}, {"d": 5}])
    builder.add_edge(START, "x")
    graph = builder.compile()
    tasks = list(graph.stream({}, stream_mode="tasks"))
    assert [t["result"] for t in tasks if "result" in t] == [{"d": {"$writes": [4, 5]}}]
    assert list(graph.stream({}, stream_mode="updates")) == [{"x": [{"d": None}, {"d": 4}, {"d": 5}]}]


def test_low_level_pregel_node_update(run: Driver) -> None:
    node = NodeBuilder().subscribe_only("a").do(lambda x: x + x).write_to("b")
    channels = {"a": EphemeralValue(str), "b": LastValue(str)}
    app = Pregel(nodes={"n": node}, channels=channels, input_channels=["a"], output_channels=["b"])
    assert run(app, "stream", {"a": "x"}, stream_mode="updates") == [{"n": {"b": "xx"}}]
    # without stream_channels an update shows every channel it wrote (LangGraph streams
    # all channels by default); a str stream_channels gives bare values
    bare = Pregel(nodes={"n": node}, channels=channels, input_channels="a", output_channels="b")
    assert run(bare, "stream", "x", stream_mode="updates") == [{"n": {"b": "xx"}}]
    bare = Pregel(nodes={"n": node}, channels=channels, input_channels="a", output_channels="b", stream_channels="b")
    assert run(bare, "stream", "x", stream_mode="updates") == [{"n": "xx"}]
    many = NodeBuilder().subscribe_only("a").do(lambda x: [x, x]).write_to("t", "b")
    app = Pregel(
        nodes={"n": many},
        channels={"a": EphemeralValue(str), "t": Topic(str), "b": LastValue(object)},
        input_channels=["a"],
        output_channels=["t", "b"],
    )
    assert run(app, "stream", {"a": "x"}, stream_mode="updates") == [{"n": {"t": ["x", "x"], "b": ["x", "x"]}}]

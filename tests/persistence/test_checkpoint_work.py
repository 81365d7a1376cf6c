"""What the runtime hands a saver per superstep, and which subgraph runs save at all."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph


class RecordingSaver(InMemorySaver):
    """An InMemorySaver that keeps every checkpoint dict it was given (not a copy)."""

    def __init__(self) -> None:
        super().__init__()
        self.given: list[tuple[dict[str, Any], dict[str, Any], dict[str, Any]]] = []

    def put(self, config: Any, checkpoint: Any, metadata: Any, new_versions: Any) -> Any:
        saved = super().put(config, checkpoint, metadata, new_versions)
        self.given.append((config, checkpoint, saved))
        return saved


class Count(TypedDict):
    count: int


def _chain(n: int, saver: Any) -> Any:
    builder = StateGraph(Count)
    names = [f"n{i:04d}" for i in range(n)]
    for name in names:
        builder.add_node(name, lambda state: {"count": state["count"] + 1})
    builder.add_edge(START, names[0])
    for left, right in pairwise(names):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    return builder.compile(checkpointer=saver)


@pytest.mark.parametrize("durability", ["sync", "async"])
def test_saved_checkpoints_are_not_changed_by_later_steps(durability: str) -> None:
    saver = RecordingSaver()
    graph = _chain(12, saver)
    graph.invoke({"count": 0}, {"configurable": {"thread_id": "t"}}, durability=durability)
    assert len(saver.given) == 14  # input, 12 steps, the final one
    for _, checkpoint, saved in saver.given:
        stored = saver.get_tuple(saved)
        assert stored is not None
        assert checkpoint["versions_seen"] == stored.checkpoint["versions_seen"]
        assert checkpoint["channel_versions"] == stored.checkpoint["channel_versions"]


@pytest.mark.parametrize("n", [10, 300])
def test_versions_seen_of_consecutive_checkpoints_share_unchanged_nodes(n: int) -> None:
    """Per step only the nodes that ran get a new inner map: the work does not grow with the graph."""
    saver = RecordingSaver()
    graph = _chain(n, saver)
    graph.invoke({"count": 0}, {"configurable": {"thread_id": "t"}}, durability="sync")
    assert graph.get_state({"configurable": {"thread_id": "t"}}).values == {"count": n}
    seen_maps = [checkpoint["versions_seen"] for _, checkpoint, _ in saver.given]
    for previous, current in pairwise(seen_maps):
        assert previous is not current
        replaced = [node for node, inner in current.items() if previous.get(node) is not inner]
        assert len(replaced) <= 1


class Log(TypedDict):
    x: int


def _parent_with_subgraph(saver: Any, *, sub_checkpointer: Any = None) -> Any:
    sub = StateGraph(Log)
    sub.add_node("a", lambda s: {"x": s["x"] + 1})
    sub.add_node("b", lambda s: {"x": s["x"] * 2})
    sub.add_edge(START, "a")
    sub.add_edge("a", "b")
    parent = StateGraph(Log)
    parent.add_node("p", lambda s: {"x": s["x"] + 10})
    parent.add_node("sub", sub.compile(checkpointer=sub_checkpointer))
    parent.add_edge(START, "p")
    parent.add_edge("p", "sub")
    return parent.compile(checkpointer=saver)


def _namespaces(saver: RecordingSaver) -> list[str]:
    return [config["configurable"].get("checkpoint_ns", "").split(":")[0] for config, _, _ in saver.given]


def test_exit_durability_subgraph_saves_nothing() -> None:
    # LangGraph 1.2.11: with durability="exit" only the root graph saves, once, at the end
    saver = RecordingSaver()
    graph = _parent_with_subgraph(saver)
    assert graph.invoke({"x": 1}, {"configurable": {"thread_id": "t"}}, durability="exit") == {"x": 24}
    assert _namespaces(saver) == [""]
    assert not saver.writes


def test_subgraph_inherits_sync_durability() -> None:
    saver = RecordingSaver()
    graph = _parent_with_subgraph(saver)
    graph.invoke({"x": 1}, {"configurable": {"thread_id": "t"}}, durability="sync")
    assert _namespaces(saver).count("sub") == 4  # input and three loop checkpoints
    assert _namespaces(saver).count("") == 4


def test_exit_durability_subgraph_with_own_history_saves_its_last_checkpoint() -> None:
    saver = RecordingSaver()
    graph = _parent_with_subgraph(saver, sub_checkpointer=True)
    graph.invoke({"x": 1}, {"configurable": {"thread_id": "t"}}, durability="exit")
    assert _namespaces(saver) == ["sub", ""]

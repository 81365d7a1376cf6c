"""Durability "exit" makes a step's checkpoint id only when something reads it.

Only the run's last checkpoint is saved, so a run that shows no other
checkpoint makes one id, not one per step. An id made late is the one
everything shows: the saved checkpoint, the task ids planned from it, a
node's ``checkpoint_map`` and the checkpoint stream. Nothing is timed.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _checkpoint
from lingxigraph.types import interrupt


class Count(TypedDict, total=False):
    count: int


def _chain(n: int, seen: list[dict[str, Any]] | None = None, ask_at: str | None = None) -> Any:
    def make(name: str) -> Any:
        def plain(state: Count) -> dict[str, int]:
            return {"count": state.get("count", 0) + 1}

        def reading(state: Count, config: RunnableConfig) -> dict[str, int]:
            # (a node taking its config reads the checkpoint id: its checkpoint_map)
            conf = config["configurable"]
            seen.append({"node": name, "map": dict(conf["checkpoint_map"]), "task_id": conf["__pregel_task_id"]})
            if name == ask_at:
                interrupt("go on?")
            return plain(state)

        return plain if seen is None else reading

    builder = StateGraph(Count)
    names = [f"n{i}" for i in range(n)]
    for name in names:
        builder.add_node(name, make(name))
    builder.add_edge(START, names[0])
    for left, right in zip(names, names[1:]):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    return builder.compile(checkpointer=InMemorySaver())


def _count_ids(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    made: list[str] = []
    real = _checkpoint.new_checkpoint_id

    def counting() -> str:
        made.append(real())
        return made[-1]

    monkeypatch.setattr(_checkpoint, "new_checkpoint_id", counting)
    return made


@pytest.mark.parametrize(("durability", "ids"), [("exit", 1), ("sync", 12), ("async", 12)])
def test_exit_makes_only_the_saved_checkpoints_id(monkeypatch: pytest.MonkeyPatch, durability: str, ids: int) -> None:
    made = _count_ids(monkeypatch)
    graph = _chain(10)
    config = {"configurable": {"thread_id": "t"}}
    assert graph.invoke({"count": 0}, config, durability=durability) == {"count": 10}
    # the input checkpoint and one per step; "exit" saves (and names) only the last
    assert len(made) == ids
    saved = graph.get_state(config)
    assert saved.config["configurable"]["checkpoint_id"] == made[-1]
    assert saved.metadata["step"] == 10


@pytest.mark.parametrize("durability", ["exit", "sync"])
def test_ids_read_by_nodes_are_the_ones_saved(durability: str) -> None:
    seen: list[dict[str, Any]] = []
    graph = _chain(4, seen, ask_at="n2")
    config = {"configurable": {"thread_id": "t"}}
    graph.invoke({"count": 0}, config, durability=durability)
    state = graph.get_state(config)
    # n2 paused: it was planned from the saved checkpoint, whose id it saw, and
    # the pending task's id is the one the node was given
    asking = seen[-1]
    assert asking["node"] == "n2"
    assert asking["map"] == {"": state.config["configurable"]["checkpoint_id"]}
    assert [t.id for t in state.tasks] == [asking["task_id"]]
    # the earlier steps saw ids of their own, made in order
    ids = [s["map"][""] for s in seen]
    assert len(set(ids)) == 3
    assert ids == sorted(ids)


def test_streamed_checkpoints_show_the_ids_the_tasks_derive_from() -> None:
    seen: list[dict[str, Any]] = []
    graph = _chain(3, seen)
    config = {"configurable": {"thread_id": "t"}}
    chunks = list(graph.stream({"count": 0}, config, stream_mode=["checkpoints", "tasks"], durability="exit"))
    streamed = [c["config"]["configurable"]["checkpoint_id"] for mode, c in chunks if mode == "checkpoints"]
    # the input's checkpoint (START ran from it), then each step's: each node ran
    # from the checkpoint streamed before it
    assert len(streamed) == 5
    assert [s["map"][""] for s in seen] == streamed[1:4]
    started = [c["id"] for mode, c in chunks if mode == "tasks" and "input" in c]
    assert started == [s["task_id"] for s in seen]
    assert graph.get_state(config).config["configurable"]["checkpoint_id"] == streamed[-1]


class Fan(TypedDict, total=False):
    seen: Annotated[list[str], operator.add]


def test_parallel_tasks_reading_a_due_id_all_get_the_same_one() -> None:
    from lingxigraph.types import Send

    def fan_out(state: Fan) -> list[Send]:
        return [Send("worker", {}) for _ in range(8)]

    def worker(state: Fan, config: RunnableConfig) -> dict[str, list[str]]:
        return {"seen": [config["configurable"]["checkpoint_map"][""]]}

    def after(state: Fan, config: RunnableConfig) -> dict[str, list[str]]:
        return {"seen": [config["configurable"]["checkpoint_map"][""]]}

    builder = StateGraph(Fan)
    builder.add_node("worker", worker)
    builder.add_node("after", after)
    builder.add_conditional_edges(START, fan_out, ["worker"])
    builder.add_edge("worker", "after")
    builder.add_edge("after", END)
    graph = builder.compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    seen = graph.invoke({"seen": []}, config, durability="exit")["seen"]
    # the eight Send tasks of one step ran from one checkpoint; "after" from the next
    assert len(seen) == 9
    assert len(set(seen[:8])) == 1
    assert seen[8] > seen[0]
    assert graph.get_state(config).config["configurable"]["checkpoint_id"] > seen[8]

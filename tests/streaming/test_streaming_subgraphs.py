"""``subgraphs=True``: namespaces ``('<node>:<task_id>', ...)``, 3-tuples, v2 parts (behaviour.md §5)."""

from __future__ import annotations

from typing import Any

import pytest
from streaming_helpers import (
    INPUT,
    Driver,
    Masker,
    e05_parent,
    e06_nested,
    e32_parent,
    render,
    thread,
)
from streaming_recorded import RECORDED

from lingxigraph.types import Command


@pytest.mark.parametrize("mode", ["updates", "values", "custom"])
def test_subgraph_chunks_carry_namespace_like_langgraph(run: Driver, mode: str) -> None:
    chunks = run(e05_parent(run.is_async), "stream", INPUT, thread("s"), stream_mode=mode, subgraphs=True)
    assert render(*chunks) == RECORDED[f"e05/{mode}"].body


def test_namespace_names_the_parent_task(run: Driver) -> None:
    chunks = run(
        e05_parent(run.is_async), "stream", INPUT, thread("s"), stream_mode=["tasks", "updates"], subgraphs=True
    )
    child_task = next(c for ns, mode, c in chunks if ns == () and mode == "tasks" and c["name"] == "child")
    child_ns = {ns for ns, _, _ in chunks if ns != ()}
    assert child_ns == {(f"child:{child_task['id']}",)}


def test_without_subgraphs_flag_subgraph_chunks_are_dropped(run: Driver) -> None:
    chunks = run(
        e05_parent(run.is_async), "stream", INPUT, thread("s"), stream_mode=["updates", "custom"], version="v2"
    )
    assert [(c["type"], c["ns"], c["data"]) for c in chunks] == [
        ("updates", (), {"p1": {"log": ["p1"]}}),
        ("updates", (), {"child": {"x": 101, "log": ["p1", "c1", "c2"]}}),
    ]


@pytest.mark.parametrize(
    ("key", "kwargs"),
    [
        ("e06/updates", {"stream_mode": "updates", "subgraphs": True}),
        ("e06/v2-updates", {"stream_mode": "updates", "subgraphs": True, "version": "v2"}),
        ("e06/v2-hidden", {"stream_mode": "updates", "version": "v2"}),
        ("e06/3-tuples", {"stream_mode": ["updates", "values"], "subgraphs": True}),
    ],
    ids=["updates", "v2", "v2-no-subgraphs", "3-tuples"],
)
def test_nested_and_called_subgraphs_match_langgraph(run: Driver, key: str, kwargs: dict[str, Any]) -> None:
    chunks = run(e06_nested(run.is_async), "stream", {"x": 0}, thread("n"), **kwargs)
    assert render(*chunks) == RECORDED[key].body


def _abbreviate_debug(part: dict[str, Any]) -> dict[str, Any]:
    """e32 printed debug parts as ``{'step', 'type', 'payload.keys'}``."""
    if part["type"] != "debug":
        return part
    data = part["data"]
    return {**part, "data": {"step": data["step"], "type": data["type"], "payload.keys": list(data["payload"])}}


def test_v2_subgraph_interrupt_and_resume_match_langgraph(run: Driver) -> None:
    graph = e32_parent(run.is_async)
    masker = Masker()
    first = run(
        graph, "stream", {"x": 0}, thread("v"),
        stream_mode=["values", "updates", "debug"], subgraphs=True, version="v2",
    )
    assert masker.render(*map(_abbreviate_debug, first)) == RECORDED["e32/v2-interrupt"].body
    resumed = run(
        graph, "stream", Command(resume=1), thread("v"),
        stream_mode=["values", "updates"], subgraphs=True, version="v2",
    )
    assert masker.render(*resumed) == RECORDED["e32/v2-resume"].body


def test_v2_values_parts_carry_interrupts_at_every_level(run: Driver) -> None:
    parts = run(
        e32_parent(run.is_async), "stream", {"x": 0}, thread("v"), stream_mode="values", subgraphs=True, version="v2"
    )
    last_by_ns = {p["ns"]: p for p in parts}
    assert len(last_by_ns) == 2
    (pending,) = last_by_ns[()]["interrupts"]
    assert pending.value == "sub?"
    assert all(p["interrupts"] == (pending,) for p in last_by_ns.values())
    assert all(list(p) == ["type", "ns", "data", "interrupts"] for p in parts)

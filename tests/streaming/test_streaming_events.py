"""lingxigraph's own ``events`` stream mode and its replay log (``lingxigraph.events``).

Each event is ``{seq, run_id, event, ns, step, task_id, node, ts, metadata}``;
``seq`` counts 1..n within a run and ``get_events(run_id, after=seq)`` returns
the events a caller missed.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from streaming_helpers import INPUT, Driver, e05_parent, e32_parent, g1, new_graph, node, thread

from lingxigraph.events import EVENT_KINDS, get_events
from lingxigraph.graph import START
from lingxigraph.types import Command

EVENT_KEYS = ["seq", "run_id", "event", "ns", "step", "task_id", "node", "ts", "metadata"]


def _run_id() -> str:
    return f"run-{uuid.uuid4()}"


def _kinds(events: list[dict[str, Any]]) -> list[str]:
    return [e["event"] for e in events]


def test_events_are_numbered_from_one_in_order(run: Driver) -> None:
    run_id = _run_id()
    events = run(g1(async_nodes=run.is_async), "stream", INPUT, thread(run_id=run_id), stream_mode="events")
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert all(list(e) == EVENT_KEYS for e in events)
    assert {e["run_id"] for e in events} == {run_id}
    assert {e["ns"] for e in events} == {()}
    assert set(_kinds(events)) <= set(EVENT_KINDS)
    stamps = [e["ts"] for e in events]
    assert all(isinstance(t, float) for t in stamps) and stamps == sorted(stamps)


def test_lifecycle_of_a_finished_run(run: Driver) -> None:
    events = run(g1(async_nodes=run.is_async), "stream", INPUT, thread(run_id=_run_id()), stream_mode="events")
    assert events[0]["event"] == "run_start"
    assert events[-1]["event"] == "run_end"
    assert events[-1]["metadata"]["status"] == "done"
    # every task that starts ends, inside its superstep, before the superstep's checkpoint
    tasks = [(e["node"], e["step"]) for e in events if e["event"] == "task_start"]
    assert [t for t in tasks if t[0] != "__start__"] == [("a", 1), ("b", 2)]
    for name, step in tasks:
        kinds = [(e["event"], e["node"]) for e in events if e["step"] == step]
        assert kinds.index(("superstep_start", None)) < kinds.index(("task_start", name))
        assert kinds.index(("task_start", name)) < kinds.index(("task_end", name))
        assert kinds.index(("task_end", name)) < kinds.index(("superstep_end", None))
        assert kinds.index(("superstep_end", None)) < kinds.index(("checkpoint_saved", None))
    starts = {e["task_id"] for e in events if e["event"] == "task_start"}
    ends = {e["task_id"] for e in events if e["event"] == "task_end"}
    assert starts == ends and None not in starts


def test_checkpoint_saved_events_name_the_saved_checkpoints(run: Driver) -> None:
    graph = g1(async_nodes=run.is_async)
    events = run(graph, "stream", INPUT, thread("cp", run_id=_run_id()), stream_mode="events")
    saved = [(e["step"], e["metadata"]["source"], e["metadata"]["checkpoint_id"])
             for e in events if e["event"] == "checkpoint_saved"]
    history = run(graph, "get_state_history", thread("cp"))
    assert saved == [
        (h.metadata["step"], h.metadata["source"], h.config["configurable"]["checkpoint_id"])
        for h in reversed(history)
    ]


def test_without_checkpointer_no_checkpoint_events(run: Driver) -> None:
    events = run(g1(checkpointer=False, async_nodes=run.is_async), "stream", INPUT, {"run_id": _run_id()},
                 stream_mode="events")
    assert "checkpoint_saved" not in _kinds(events)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))


@pytest.mark.parametrize("after", [0, 1, 5, 10])
def test_get_events_returns_what_the_caller_missed(run: Driver, after: int) -> None:
    run_id = _run_id()
    events = run(g1(async_nodes=run.is_async), "stream", INPUT, thread(run_id=run_id), stream_mode="events")
    assert get_events(run_id, after=after) == events[after:]


def test_get_events_for_an_unknown_run_is_empty() -> None:
    assert get_events(_run_id()) == []


def test_run_id_is_generated_when_not_given(run: Driver) -> None:
    events = run(g1(async_nodes=run.is_async), "stream", INPUT, thread(), stream_mode="events")
    run_id = events[0]["run_id"]
    assert isinstance(run_id, str) and run_id
    assert get_events(run_id) == events


def test_interrupt_event_and_interrupted_run_end(run: Driver) -> None:
    run_id = _run_id()
    graph = e32_parent(run.is_async)
    chunks = run(graph, "stream", {"x": 0}, thread(run_id=run_id), stream_mode=["events", "values"])
    events = [c for mode, c in chunks if mode == "events"]
    (pending,) = [c for mode, c in chunks if mode == "values"][-1]["__interrupt__"]
    (event,) = [e for e in events if e["event"] == "interrupt"]
    assert (event["node"], event["ns"]) == ("child", ())
    assert event["metadata"]["interrupts"] == [pending.id]
    assert events[-1]["event"] == "run_end"
    assert events[-1]["metadata"]["status"] == "interrupted"
    resumed = run(graph, "stream", Command(resume=1), thread(run_id=_run_id()), stream_mode="events")
    assert resumed[-1]["metadata"]["status"] == "done"


def test_task_error_event_before_the_exception(run: Driver) -> None:
    def boom(state: Any) -> dict[str, Any]:
        raise ValueError("boom")

    builder = new_graph(dict)
    builder.add_node("boom", node(boom, run.is_async))
    builder.add_edge(START, "boom")
    run_id = _run_id()
    seen: list[Any] = []
    with pytest.raises(ValueError, match=r"^boom"):
        run.stream_into(seen, builder.compile(), {"k": 0}, {"run_id": run_id}, stream_mode="events")
    (error,) = [e for e in seen if e["event"] == "task_error"]
    assert error["node"] == "boom"
    assert error["metadata"]["error"] == "ValueError('boom')"
    assert seen[-1]["event"] == "run_end"
    assert seen[-1]["metadata"]["status"] == "error"
    assert get_events(run_id) == seen


def test_subgraph_events_share_the_run_numbering(run: Driver) -> None:
    run_id = _run_id()
    chunks = run(e05_parent(run.is_async), "stream", INPUT, thread(run_id=run_id), stream_mode="events",
                 subgraphs=True)
    events = [e for _, e in chunks]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert all(ns == e["ns"] for ns, e in chunks)
    child_task = next(e["task_id"] for e in events if e["event"] == "task_start" and e["node"] == "child")
    child = [e for e in events if e["ns"] != ()]
    assert {e["ns"] for e in child} == {(f"child:{child_task}",)}
    assert {e["node"] for e in child if e["event"] == "task_start"} >= {"c1", "c2"}
    assert child[0]["event"] == "run_start" and child[-1]["event"] == "run_end"
    assert get_events(run_id) == events


def test_seq_has_no_gaps_when_subgraph_events_are_hidden(run: Driver) -> None:
    run_id = _run_id()
    events = run(e05_parent(run.is_async), "stream", INPUT, thread(run_id=run_id), stream_mode="events")
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert get_events(run_id) == events


def test_v2_events_parts(run: Driver) -> None:
    parts = run(g1(async_nodes=run.is_async), "stream", INPUT, thread(run_id=_run_id()),
                stream_mode=["events", "updates"], version="v2")
    events = [p for p in parts if p["type"] == "events"]
    assert all(list(p) == ["type", "ns", "data"] and p["ns"] == () for p in parts)
    assert [p["data"]["seq"] for p in events] == list(range(1, len(events) + 1))
    # a task's update is streamed after its task_end and before its superstep ends
    order = [(p["type"], p["data"].get("event"), p["data"].get("node")) for p in parts]
    assert order.index(("events", "task_end", "a")) < order.index(("updates", None, None))
    first_update = order.index(("updates", None, None))
    assert first_update < order.index(("events", "superstep_end", None), first_update)

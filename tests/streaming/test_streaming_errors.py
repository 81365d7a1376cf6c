"""A node that raises, and the ``tasks`` / ``debug`` result event carrying its exception.

As in LangGraph 1.2.11: the event reaches the caller when sibling tasks keep the step
running (e16); a task failing alone raises without it (its start event was streamed
before it ran; the events made as it fails are handed over with the step, which
never completes).
"""

from __future__ import annotations

from typing import Any

import anyio.lowlevel
import pytest
from streaming_helpers import Driver, OptX, new_graph, node, render, thread

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START

ID1 = "00000000-0000-0000-0000-000000000001"
ID2 = "00000000-0000-0000-0000-000000000002"


def _failing(run: Driver, raised: list[BaseException], checkpointer: bool = True) -> Any:
    """``START -> a -> boom``; ``boom`` raises ``ValueError('boom')`` (kept in ``raised``)."""

    def a(state: OptX) -> dict[str, Any]:
        return {"x": 1}

    def boom(state: OptX) -> dict[str, Any]:
        error = ValueError("boom")
        raised.append(error)
        raise error

    builder = new_graph(OptX)
    builder.add_node("a", node(a, run.is_async))
    builder.add_node("boom", node(boom, run.is_async))
    builder.add_edge(START, "a")
    builder.add_edge("a", "boom")
    return builder.compile(checkpointer=InMemorySaver() if checkpointer else None)


def _stream_failing(run: Driver, graph: Any, **kwargs: Any) -> tuple[list[Any], BaseException]:
    seen: list[Any] = []
    with pytest.raises(ValueError, match=r"^boom") as info:
        run.stream_into(seen, graph, {"x": 0}, thread("e"), **kwargs)
    return seen, info.value


TASK_EVENTS: list[dict[str, Any]] = [
    {"id": ID1, "name": "a", "input": {"x": 0}, "triggers": ("branch:to:a",)},
    {"id": ID1, "name": "a", "error": None, "result": {"x": 1}, "interrupts": []},
    {"id": ID2, "name": "boom", "input": {"x": 1}, "triggers": ("branch:to:boom",)},
    {"id": ID2, "name": "boom", "error": ValueError("boom"), "result": {}, "interrupts": []},
]


@pytest.mark.parametrize("checkpointer", [True, False], ids=["saver", "no-saver"])
def test_tasks_mode_raises_a_lone_failing_task_without_its_result(run: Driver, checkpointer: bool) -> None:
    raised: list[BaseException] = []
    seen, error = _stream_failing(run, _failing(run, raised, checkpointer), stream_mode="tasks")
    assert render(*seen) == render(*TASK_EVENTS[:3])
    assert error is raised[0]


def test_tasks_and_updates_stream_what_came_before_the_failing_step(run: Driver) -> None:
    raised: list[BaseException] = []
    seen, _ = _stream_failing(run, _failing(run, raised), stream_mode=["tasks", "updates"])
    assert render(*seen) == render(
        ("tasks", TASK_EVENTS[0]),
        ("updates", {"a": {"x": 1}}),
        ("tasks", TASK_EVENTS[1]),
        ("tasks", TASK_EVENTS[2]),
    )


@pytest.mark.parametrize("checkpointer", [True, False], ids=["saver", "no-saver"])
def test_debug_mode_ends_with_the_failing_task_start(run: Driver, checkpointer: bool) -> None:
    raised: list[BaseException] = []
    seen, _ = _stream_failing(run, _failing(run, raised, checkpointer), stream_mode="debug")
    last = seen[-1]
    assert (last["step"], last["type"]) == (2, "task")
    assert render(last["payload"]) == render(TASK_EVENTS[2])


def test_v2_tasks_parts_stop_at_the_failing_task_start(run: Driver) -> None:
    raised: list[BaseException] = []
    seen, _ = _stream_failing(run, _failing(run, raised), stream_mode="tasks", version="v2")
    assert [p["type"] for p in seen] == ["tasks"] * 3
    assert "error" not in seen[-1]["data"]


def test_failed_task_is_saved_with_its_error(run: Driver) -> None:
    raised: list[BaseException] = []
    graph = _failing(run, raised)
    _stream_failing(run, graph, stream_mode="updates")
    state = run(graph, "get_state", thread("e"))
    assert state.next == ("boom",)
    assert [(t.name, t.error) for t in state.tasks] == [("boom", "ValueError('boom')")]


def test_sibling_of_a_failing_task_still_finishes(run: Driver) -> None:
    ok_done: list[bool] = []

    def boom(state: OptX) -> dict[str, Any]:
        raise ValueError("boom")

    async def aboom(state: OptX) -> dict[str, Any]:
        # async runs cancel the siblings still running when a task fails (as
        # LangGraph): fail once ok has finished (trio may run ok second)
        while not ok_done:
            await anyio.lowlevel.checkpoint()
        return boom(state)

    def ok(state: OptX) -> dict[str, Any]:
        ok_done.append(True)
        return {"x": 7}

    builder = new_graph(OptX)
    builder.add_node("boom", aboom if run.is_async else boom)
    builder.add_node("ok", node(ok, run.is_async))
    builder.add_edge(START, "boom")
    builder.add_edge(START, "ok")
    graph = builder.compile(checkpointer=InMemorySaver())
    seen, error = _stream_failing(run, graph, stream_mode="tasks")
    results = {c["name"]: c for c in seen if "result" in c}
    assert results["boom"]["error"] is error
    assert (results["ok"]["error"], results["ok"]["result"]) == (None, {"x": 7})
    state = run(graph, "get_state", thread("e"))
    assert state.values == {"x": 7}

"""An error raised by a ``@task`` names the task in a note, then each calling task
(LangGraph 1.2.11: "During task with name '<name>' and id '<id>'", Python 3.11+)."""

from __future__ import annotations

import sys

import pytest

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task

pytestmark = pytest.mark.skipif(sys.version_info < (3, 11), reason="exception notes are Python 3.11+")


@task
def failing(x: int) -> int:
    raise ValueError("no")


@task
def middle(x: int) -> int:
    return failing(x).result()


@entrypoint(checkpointer=InMemorySaver())
def workflow(x: int) -> object:
    if x == 1:
        return failing(x).result()
    if x == 2:
        try:
            failing(x).result()
        except ValueError as exc:
            return _names(exc)
    return middle(x).result()


def _names(exc: BaseException) -> list[str]:
    return [note.split(" and id ")[0] for note in getattr(exc, "__notes__", [])]


def test_task_error_names_the_task_then_its_callers() -> None:
    with pytest.raises(ValueError) as info:
        workflow.invoke(1, {"configurable": {"thread_id": "1"}})
    assert _names(info.value) == ["During task with name 'failing'", "During task with name 'workflow'"]
    assert workflow.invoke(2, {"configurable": {"thread_id": "2"}}) == ["During task with name 'failing'"]
    with pytest.raises(ValueError) as info:
        workflow.invoke(3, {"configurable": {"thread_id": "3"}})
    assert _names(info.value) == [
        "During task with name 'failing'",
        "During task with name 'middle'",
        "During task with name 'workflow'",
    ]


def test_retry_on_sees_the_task_note_of_the_failed_attempt() -> None:
    # LangGraph adds the note as the attempt fails, before asking retry_on; a retried
    # error that fails for good keeps the one note of its attempt
    from typing_extensions import TypedDict

    from lingxigraph.graph import START, StateGraph
    from lingxigraph.types import RetryPolicy

    class S(TypedDict, total=False):
        n: int

    seen: list[list[str]] = []

    def retry_on(exc: Exception) -> bool:
        seen.append([n.split(" and id")[0] for n in getattr(exc, "__notes__", [])])
        return len(seen) < 2

    def fails(state: S) -> S:
        raise KeyError("k")

    graph = (
        StateGraph(S)
        .add_node("fails", fails, retry_policy=RetryPolicy(retry_on=retry_on, initial_interval=0.001, jitter=False))
        .add_edge(START, "fails")
        .compile()
    )
    with pytest.raises(KeyError) as raised:
        graph.invoke({"n": 0})
    assert seen == [["During task with name 'fails'"]] * 2
    assert [n.split(" and id")[0] for n in raised.value.__notes__] == ["During task with name 'fails'"]

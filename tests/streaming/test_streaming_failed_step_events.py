"""Which chunks reach the caller when a run fails between two steps.

As LangGraph 1.2.11 (seen in user reports: a pydantic input schema rejecting the next
node's input, a reducer rejecting a write): a step's chunks are handed over when the
next step's tasks start running, or as each task ends when several run at once. So a
failure of a lone task, of applying its writes or of planning the next step loses the
chunks that lone task made and the values chunk of the step before; the chunks of
tasks that ran together are kept. The recursion limit is not a failure of that kind:
every chunk made comes out before ``GraphRecursionError``.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from pydantic import BaseModel, ValidationError
from streaming_helpers import Driver, node, thread
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import GraphRecursionError
from lingxigraph.graph import START, MessagesState, StateGraph


class S(TypedDict, total=False):
    x: int
    need: str
    log: Annotated[list[str], operator.add]


class Needs(BaseModel):
    x: int
    need: str


def _ok(state: S) -> dict[str, Any]:
    return {"x": 1, "log": ["ok"]}


def _ok2(state: S) -> dict[str, Any]:
    return {"log": ["ok2"]}


def _needs(state: Needs) -> dict[str, Any]:
    return {"log": ["needs"]}


def _collect(run: Driver, graph: Any, error: type[BaseException], **kwargs: Any) -> list[Any]:
    seen: list[Any] = []
    with pytest.raises(error):
        run.stream_into(seen, graph, {"x": 0}, thread("f", recursion_limit=3), **kwargs)
    return seen


@pytest.mark.parametrize("saver", [False, True], ids=["no-saver", "saver"])
def test_next_node_input_rejected_after_a_lone_task(run: Driver, saver: bool) -> None:
    builder = StateGraph(S)
    builder.add_node("a", node(_ok, run.is_async))
    builder.add_node("n", _needs)
    builder.add_edge(START, "a")
    builder.add_edge("a", "n")
    graph = builder.compile(checkpointer=InMemorySaver() if saver else None)
    seen = _collect(run, graph, ValidationError, stream_mode=["values", "updates"])
    # a's update and the values after it were never handed over
    assert seen == [("values", {"x": 0, "log": []})]


def test_next_node_input_rejected_after_parallel_tasks(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", node(_ok, run.is_async))
    builder.add_node("b", node(_ok2, run.is_async))
    builder.add_node("n", _needs)
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    builder.add_edge("a", "n")
    graph = builder.compile()
    seen = _collect(run, graph, ValidationError, stream_mode=["values", "updates"])
    assert seen[0] == ("values", {"x": 0, "log": []})
    # the tasks' updates came out as they ended; the step's values chunk did not
    assert sorted(map(repr, seen[1:])) == sorted(
        map(repr, [("updates", {"a": {"x": 1, "log": ["ok"]}}), ("updates", {"b": {"log": ["ok2"]}})])
    )


def test_reducer_rejecting_a_lone_task_write(run: Driver) -> None:
    def bad(state: MessagesState) -> dict[str, Any]:
        return {"messages": [{"foo": "bar"}]}

    def first(state: MessagesState) -> dict[str, Any]:
        return {"messages": [("user", "ok")]}

    builder = StateGraph(MessagesState)
    builder.add_node("first", node(first, run.is_async))
    builder.add_node("bad", node(bad, run.is_async))
    builder.add_edge(START, "first")
    builder.add_edge("first", "bad")
    seen: list[Any] = []
    with pytest.raises(ValueError, match="Message dict must contain"):
        run.stream_into(seen, builder.compile(), {"messages": []}, stream_mode="updates")
    assert [list(chunk) for chunk in seen] == [["first"]]


def test_recursion_limit_hands_over_every_chunk(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", node(_ok, run.is_async))
    builder.add_edge(START, "a")
    builder.add_edge("a", "a")
    seen = _collect(run, builder.compile(), GraphRecursionError, stream_mode="updates")
    assert seen == [{"a": {"x": 1, "log": ["ok"]}}] * 3

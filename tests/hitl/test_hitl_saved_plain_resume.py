"""A plain ``Command(resume=v)`` stays with its step until the step completes.

As in LangGraph: the value is saved with the checkpoint, and a later run that
continues the same step (``invoke(None)``, a ``Command`` without a plain resume)
offers it again, e.g. to a task that took it, failed, and was retried into
asking again.
"""

from __future__ import annotations

from typing import Any

from hitl_helpers import Driver, Out, new_graph, node, thread

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START
from lingxigraph.types import Command, RetryPolicy, interrupt


class Flaky(Exception):
    """Retried by the node's policy."""


def _asker(run: Driver, attempts: list[Any]) -> Any:
    """``START -> ask``: ``ask`` takes an answer, then fails on its first two attempts."""

    def ask(state: Out) -> dict[str, Any]:
        answer = interrupt("q")
        attempts.append(answer)
        if len(attempts) <= 2:
            raise Flaky(f"attempt {len(attempts)}")
        return {"out": [answer]}

    builder = new_graph(Out)
    builder.add_node("ask", node(ask, run.is_async), retry_policy=RetryPolicy(max_attempts=3, retry_on=Flaky))
    builder.add_edge(START, "ask")
    return builder.compile(checkpointer=InMemorySaver())


def test_continuing_run_offers_the_saved_plain_resume_again(run: Driver) -> None:
    attempts: list[Any] = []
    graph = _asker(run, attempts)
    cfg = thread()
    (question,) = run(graph, "invoke", {"out": []}, cfg)["__interrupt__"]
    # the answer is taken, the attempt fails, the retry asks again
    assert run(graph, "invoke", Command(resume="r1"), cfg)["__interrupt__"] == [question]
    assert attempts == ["r1"]
    # the step is still open: the saved value answers the retried task once more
    assert run(graph, "invoke", None, cfg)["__interrupt__"] == [question]
    assert attempts == ["r1", "r1"]
    assert run(graph, "invoke", Command(resume={question.id: "r4"}), cfg) == {"out": ["r4"]}
    assert attempts == ["r1", "r1", "r4"]


def test_saved_plain_resume_ends_with_its_step(run: Driver) -> None:
    asked: list[str] = []

    def first(state: Out) -> dict[str, Any]:
        return {"out": [interrupt("first")]}

    def second(state: Out) -> dict[str, Any]:
        asked.append("second")
        return {"out": [interrupt("second")]}

    builder = new_graph(Out)
    builder.add_node("first", node(first, run.is_async))
    builder.add_node("second", node(second, run.is_async))
    builder.add_edge(START, "first")
    builder.add_edge("first", "second")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = thread()
    run(graph, "invoke", {"out": []}, cfg)
    result = run(graph, "invoke", Command(resume="a"), cfg)
    # the next step's interrupt is not answered by the value of the step before
    assert [i.value for i in result["__interrupt__"]] == ["second"]
    assert [i.value for i in run(graph, "invoke", None, cfg)["__interrupt__"]] == ["second"]
    assert asked == ["second", "second"]

"""What snapshots and resumes make of a step that is still open (LangGraph 1.2.11 rules).

A task that saved anything but an error or interrupt record leaves ``next`` and
gets a ``result`` (``{}`` when it wrote no output key); a resume answer the task
used before failing is kept for the retry of the step.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt


class State(TypedDict):
    log: Annotated[list, operator.add]


def _cfg(name: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": name}}


def test_resumed_task_that_fails_keeps_its_answer_for_the_retry() -> None:
    answers: list[str] = []

    def ask(state: State) -> dict[str, Any]:
        answer = interrupt("q")
        answers.append(answer)
        if len(answers) == 1:
            raise ValueError("boom")
        return {"log": [f"ask:{answer}"]}

    builder = StateGraph(State)
    builder.add_node("ask", ask)
    builder.add_edge(START, "ask")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = _cfg("retry")
    graph.invoke({"log": []}, cfg)
    with pytest.raises(ValueError, match="boom"):
        graph.invoke(Command(resume="r"), cfg)
    state = graph.get_state(cfg)
    # the used answer counts as a write: the task leaves next, result {}
    assert state.next == ()
    [task] = state.tasks
    assert (task.name, task.error, task.result, len(task.interrupts)) == ("ask", "ValueError('boom')", {}, 1)
    # retrying the step hands the saved answer back instead of asking again
    assert graph.invoke(None, cfg) == {"log": ["ask:r"]}
    assert answers == ["r", "r"]


def test_finished_task_without_output_writes_has_empty_result() -> None:
    builder = StateGraph(State)
    builder.add_node("quiet", lambda state: None)
    builder.add_node("loud", lambda state: {"log": ["loud"]})
    builder.add_edge(START, "quiet")
    builder.add_edge(START, "loud")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = _cfg("quiet")
    graph.invoke({"log": []}, cfg)
    step0 = list(graph.get_state_history(cfg))[1]
    assert [(t.name, t.result) for t in step0.tasks] == [("quiet", {}), ("loud", {"log": ["loud"]})]


def test_several_writes_to_one_key_are_listed_in_the_result() -> None:
    builder = StateGraph(State)
    builder.add_node("twice", lambda state: [Command(update={"log": ["a"]}), Command(update={"log": ["b"]})])
    builder.add_edge(START, "twice")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = _cfg("twice")
    graph.invoke({"log": []}, cfg)
    step0 = list(graph.get_state_history(cfg))[1]
    assert [t.result for t in step0.tasks] == [{"log": {"$writes": [["a"], ["b"]]}}]


def test_state_by_checkpoint_id_is_shown_as_saved() -> None:
    def ask(state: State) -> dict[str, Any]:
        interrupt("q")
        return {"log": ["ask"]}

    builder = StateGraph(State)
    builder.add_node("ask", ask)
    builder.add_node("done", lambda state: {"log": ["done"]})
    builder.add_edge(START, "ask")
    builder.add_edge(START, "done")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = _cfg("by-id")
    graph.invoke({"log": []}, cfg)
    newest = graph.get_state(cfg)
    # the thread's newest state applies the writes of the task that finished
    assert (newest.values, newest.next) == ({"log": ["done"]}, ("ask",))
    # the same checkpoint asked for by id does not
    by_id = graph.get_state(newest.config)
    assert (by_id.values, by_id.next) == ({"log": []}, ("ask", "done"))
    assert [(t.name, t.result) for t in by_id.tasks] == [("ask", None), ("done", {"log": ["done"]})]


def test_resumed_step_reports_saved_writes_as_cached_updates() -> None:
    def ask(state: State) -> dict[str, Any]:
        return {"log": [f"ask:{interrupt('q')}"]}

    builder = StateGraph(State)
    builder.add_node("ask", ask)
    builder.add_node("done", lambda state: {"log": ["done"]})
    builder.add_edge(START, "ask")
    builder.add_edge(START, "done")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = _cfg("cached")
    graph.invoke({"log": []}, cfg)
    chunks = list(graph.stream(Command(resume="r"), cfg, stream_mode=["updates", "tasks"]))
    starts = sorted(c["name"] for mode, c in chunks if mode == "tasks" and "input" in c)
    updates = [c for mode, c in chunks if mode == "updates"]
    # both tasks of the step start again; done's saved writes are not re-run
    assert starts == ["ask", "done"]
    assert {"done": {"log": ["done"]}, "__metadata__": {"cached": True}} in updates
    assert {"ask": {"log": ["ask:r"]}} in updates

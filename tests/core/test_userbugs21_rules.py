"""Rules found replaying users' bug reports (round 16, part B) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import operator
from typing import Annotated

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt


class S(TypedDict):
    log: Annotated[list, operator.add]


def test_entrypoint_without_parameters_is_refused_when_decorated() -> None:
    # LangGraph refuses it at decoration time; lingxigraph used to build the graph and
    # fail at invoke() with EmptyInputError
    with pytest.raises(ValueError, match="^Entrypoint function must have at least one parameter$"):

        @entrypoint()
        def no_params() -> int:
            return 1

    with pytest.raises(ValueError, match="at least one parameter"):

        @entrypoint()
        async def no_params_async() -> int:
            return 1


def test_entrypoint_with_only_previous_or_varargs_is_accepted() -> None:
    @entrypoint()
    def star(*args: int) -> tuple[int, ...]:
        return args

    @entrypoint()
    def only_previous(*, previous: int | None = None) -> str:
        return "built"

    assert star.invoke(3) == (3,)
    assert list(only_previous.nodes) == ["only_previous"]


def test_resume_on_a_fresh_entrypoint_thread_answers_its_first_interrupt() -> None:
    # LangGraph 1.2.11: with no checkpoint yet, the Command is the entrypoint's input and
    # its plain resume value stays pending for the first step, so interrupt() returns it
    @task
    def ask(x: int) -> object:
        return interrupt("task question")

    @entrypoint(checkpointer=InMemorySaver())
    def direct(x: object) -> list[object]:
        return [x, interrupt("question")]

    @entrypoint(checkpointer=InMemorySaver())
    def via_task(x: object) -> list[object]:
        return [x, ask(1).result()]

    for ep in (direct, via_task):
        cfg = {"configurable": {"thread_id": "fresh"}}
        cmd = Command(resume="r")
        assert ep.invoke(cmd, cfg) == [cmd, "r"]
        assert ep.get_state(cfg).next == ()
        assert len(list(ep.get_state_history(cfg))) == 2
    # a dict whose keys are no interrupt ids is a plain value too
    cfg = {"configurable": {"thread_id": "fresh-dict"}}
    assert direct.invoke(Command(resume={"abc": 1}), cfg)[1] == {"abc": 1}


def test_resume_on_a_fresh_graph_thread_is_used_up_by_the_start_step() -> None:
    def n(s: S) -> dict:
        return {"log": [interrupt("q")]}

    g = StateGraph(S).add_node("n", n).add_edge(START, "n").compile(checkpointer=InMemorySaver())
    out = g.invoke(Command(resume="r"), {"configurable": {"thread_id": "1"}})
    assert out["log"] == [] and [i.value for i in out["__interrupt__"]] == ["q"]


def test_command_input_writing_unknown_channels_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    # LangGraph's input pseudo-task logs each write to a channel the graph lacks
    @entrypoint(checkpointer=InMemorySaver())
    def ep(x: object) -> list[object]:
        return [x, interrupt("q")]

    cfg = {"configurable": {"thread_id": "1"}}
    ep.invoke(1, cfg)
    caplog.clear()
    with caplog.at_level("WARNING", logger="lingxigraph"):
        ep.invoke(Command(goto="nope", update=[("log", [1]), ("q", 2)], resume="r"), cfg)
    assert [r.getMessage() for r in caplog.records] == [
        f"Task __input__ with path () wrote to unknown channel {name}, ignoring it."
        for name in ("branch:to:nope", "log", "q")
    ]

"""A plain ``Command(resume=v)`` on a thread paused before its next tasks (no interrupt pending yet)
answers the first ``interrupt()`` the resumed step reaches, as in LangGraph; unused, it is gone after
that step."""

from __future__ import annotations

from typing import Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command, interrupt


class S(TypedDict, total=False):
    a: str
    b: str


def first(state: S) -> dict:
    return {"a": interrupt("first?")}


def second(state: S) -> dict:
    return {"b": interrupt("second?")}


def _two_questions(**kw: Any) -> Any:
    g = StateGraph(S)
    g.add_node("first", first)
    g.add_node("second", second)
    g.add_edge(START, "first")
    g.add_edge("first", "second")
    g.add_edge("second", END)
    return g.compile(checkpointer=InMemorySaver(), **kw)


def _run(driver: str, graph: Any, inp: Any, cfg: Any) -> Any:
    if driver == "sync":
        return graph.invoke(inp, cfg)
    return anyio.run(lambda: graph.ainvoke(inp, cfg), backend=driver)


@pytest.mark.parametrize("driver", ["sync", "asyncio", "trio"])
def test_after_update_state_the_value_answers_the_next_interrupt(driver: str) -> None:
    graph, cfg = _two_questions(), {"configurable": {"thread_id": "a"}}
    _run(driver, graph, {}, cfg)
    graph.update_state(cfg, {"a": "manual"}, as_node="first")
    assert _run(driver, graph, Command(resume="R"), cfg) == {"a": "manual", "b": "R"}
    assert graph.get_state(cfg).next == ()


@pytest.mark.parametrize("driver", ["sync", "asyncio", "trio"])
def test_at_a_static_breakpoint_the_value_answers_the_next_interrupt(driver: str) -> None:
    graph, cfg = _two_questions(interrupt_before=["second"]), {"configurable": {"thread_id": "b"}}
    _run(driver, graph, {}, cfg)
    _run(driver, graph, Command(resume="x"), cfg)
    assert graph.get_state(cfg).next == ("second",)
    assert _run(driver, graph, Command(resume="R"), cfg) == {"a": "x", "b": "R"}


def test_an_unused_value_does_not_reach_a_later_step() -> None:
    g = StateGraph(S)
    g.add_node("n1", lambda s: {"b": "n1"})
    g.add_node("later", first)
    g.add_edge(START, "n1")
    g.add_edge("n1", "later")
    graph = g.compile(checkpointer=InMemorySaver(), interrupt_before=["n1"])
    cfg: Any = {"configurable": {"thread_id": "d"}}
    graph.invoke({}, cfg)
    out = graph.invoke(Command(resume="R"), cfg)
    assert [i.value for i in out["__interrupt__"]] == ["first?"] and out["b"] == "n1"
    # an id map naming no pending interrupt answers nothing either
    graph2 = _two_questions(interrupt_before=["second"])
    graph2.invoke({}, cfg)
    graph2.invoke(Command(resume="x"), cfg)
    out = graph2.invoke(Command(resume={"0" * 32: "R"}), cfg)
    assert [i.value for i in out["__interrupt__"]] == ["second?"]

"""``Command(resume=...)`` from a past checkpoint whose interrupt was answered
later: the step replays with the answer saved then (the new value is dropped,
as in LangGraph), instead of failing for want of a pending interrupt."""

from __future__ import annotations

import asyncio

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt


class _State(TypedDict):
    foo: str


def _ask(state: _State) -> _State:
    return {"foo": f"a:{interrupt('q')}"}


def _after(state: _State) -> _State:
    return {"foo": state["foo"] + "|b"}


def _answered_graph() -> tuple[object, dict]:
    graph = (
        StateGraph(_State)
        .add_node("ask", _ask)
        .add_node("after", _after)
        .add_edge(START, "ask")
        .add_edge("ask", "after")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}}
    graph.invoke({"foo": ""}, config)
    assert graph.invoke(Command(resume="x"), config) == {"foo": "a:x|b"}
    (paused,) = [s for s in graph.get_state_history(config) if s.next == ("ask",)]
    return graph, paused.config


def test_resume_from_an_answered_checkpoint_replays_its_answer() -> None:
    graph, past = _answered_graph()
    assert list(graph.stream(Command(resume="y"), past)) == [{"ask": {"foo": "a:x"}}, {"after": {"foo": "a:x|b"}}]


def test_resume_from_an_answered_checkpoint_replays_its_answer_async() -> None:
    graph, past = _answered_graph()

    async def run() -> list[object]:
        return [chunk async for chunk in graph.astream(Command(resume="y"), past)]

    assert asyncio.run(run()) == [{"ask": {"foo": "a:x"}}, {"after": {"foo": "a:x|b"}}]

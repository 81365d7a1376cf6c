"""A parent task paused by its subgraph's static breakpoint has no result event.

As LangGraph 1.2.11: the subgraph stopping at ``interrupt_before`` / ``interrupt_after``
pauses the parent task with no interrupt value, and LangGraph saves nothing for that
task and streams no ``tasks`` / ``debug`` result for it (a task paused by
``interrupt()`` does get one, listing the interrupt).
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import interrupt


class S(TypedDict):
    log: Annotated[list[str], operator.add]


def _s1(state: S) -> dict[str, Any]:
    return {"log": ["s1"]}


def _ask(state: S) -> dict[str, Any]:
    return {"log": [interrupt("q")]}


def _graph(kind: str) -> Any:
    sub = StateGraph(S)
    sub.add_node("s1", _ask if kind == "dynamic" else _s1)
    sub.add_node("s2", _s1)
    sub.add_edge(START, "s1")
    sub.add_edge("s1", "s2")
    compiled = sub.compile(
        interrupt_after=["s1"] if kind == "after" else None, interrupt_before=["s2"] if kind == "before" else None
    )
    parent = StateGraph(S)
    parent.add_node("sub", compiled)
    parent.add_node("x", _s1)
    parent.add_edge(START, "sub")
    parent.add_edge(START, "x")
    return parent.compile(checkpointer=InMemorySaver())


def _results(graph: Any, mode: str) -> list[tuple[str, int]]:
    out = []
    for chunk in graph.stream({"log": []}, {"configurable": {"thread_id": mode}}, stream_mode=mode):
        if mode == "debug" and chunk["type"] == "task_result":
            out.append((chunk["payload"]["name"], len(chunk["payload"]["interrupts"])))
        elif mode == "tasks" and "result" in chunk:
            out.append((chunk["name"], len(chunk["interrupts"])))
    return sorted(out)


@pytest.mark.parametrize("mode", ["tasks", "debug"])
@pytest.mark.parametrize("kind", ["after", "before"])
def test_static_breakpoint_in_subgraph_gives_the_parent_task_no_result(kind: str, mode: str) -> None:
    graph = _graph(kind)
    assert _results(graph, mode) == [("x", 0)]
    assert graph.get_state({"configurable": {"thread_id": mode}}).next == ("sub",)


@pytest.mark.parametrize("mode", ["tasks", "debug"])
def test_interrupt_in_subgraph_gives_the_parent_task_a_result(mode: str) -> None:
    assert _results(_graph("dynamic"), mode) == [("sub", 1), ("x", 0)]

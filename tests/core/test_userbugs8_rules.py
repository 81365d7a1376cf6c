"""Rules found replaying users' bug reports (round 5) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import GraphDrained
from lingxigraph.graph import START, StateGraph
from lingxigraph.runtime import RunControl


class Log(TypedDict):
    v: list[str]


def _drained_subgraph_parent(control: RunControl) -> Any:
    def a(state: Log) -> dict[str, Any]:
        control.request_drain("stop")
        return {"v": [*state["v"], "a"]}

    sub = (
        StateGraph(Log)
        .add_node("a", a)
        .add_node("b", lambda s: {"v": [*s["v"], "b"]})
        .add_edge(START, "a")
        .add_edge("a", "b")
        .compile()
    )
    return (
        StateGraph(Log)
        .add_node("sub", sub)
        .add_node("after", lambda s: {"v": [*s["v"], "after"]})
        .add_edge(START, "sub")
        .add_edge("sub", "after")
        .compile(checkpointer=InMemorySaver())
    )


def _shape(chunk: tuple[tuple[str, ...], str, Any]) -> tuple[int, str, Any]:
    ns, mode, data = chunk
    if mode == "tasks":
        data = (data["name"], "result" in data, data.get("error"))
    return (len(ns), mode, data)


EXPECTED_DRAINED_STREAM = [
    (0, "values", {"v": []}),
    (0, "tasks", ("sub", False, None)),
    (1, "values", {"v": []}),
    (1, "tasks", ("a", False, None)),
    (1, "updates", {"a": {"v": ["a"]}}),
    (1, "tasks", ("a", True, None)),
    # the subgraph's values after its last finished step still come out, and the
    # parent's task is no failure: it has no result event (nor a saved error)
    (1, "values", {"v": ["a"]}),
]


@pytest.mark.parametrize("is_async", [False, True])
def test_a_drained_subgraph_streams_its_last_values_and_its_parent_task_is_not_failed(is_async: bool) -> None:
    control = RunControl()
    graph = _drained_subgraph_parent(control)
    config: Any = {"configurable": {"thread_id": "t"}}
    modes = ["values", "updates", "tasks"]
    seen: list[Any] = []

    async def consume() -> None:
        async for chunk in graph.astream({"v": []}, config, stream_mode=modes, subgraphs=True, control=control):
            seen.append(_shape(chunk))

    with pytest.raises(GraphDrained, match="stop"):
        if is_async:
            anyio.run(consume)
        else:
            for chunk in graph.stream({"v": []}, config, stream_mode=modes, subgraphs=True, control=control):
                seen.append(_shape(chunk))
    assert seen == EXPECTED_DRAINED_STREAM
    state = graph.get_state(config, subgraphs=True)
    assert state.next == ("sub",)
    assert [(t.name, t.error) for t in state.tasks] == [("sub", None)]
    assert state.tasks[0].state.values == {"v": ["a"]}
    assert state.tasks[0].state.next == ("b",)
    assert graph.invoke(None, config, control=RunControl()) == {"v": ["a", "b", "after"]}


def test_a_drained_root_graph_still_streams_the_values_of_its_last_step() -> None:
    # a drain asked for while two parallel nodes ran: the run stops before the
    # next step, and that step's values chunk comes out before GraphDrained
    control = RunControl()

    def a(state: Log) -> dict[str, Any]:
        control.request_drain("deploy")
        return {"v": ["a"]}

    class Acc(TypedDict):
        v: Annotated[list[str], operator.add]

    graph = (
        StateGraph(Acc)
        .add_node("a", a)
        .add_node("b", lambda s: {"v": ["b"]})
        .add_node("c", lambda s: {"v": ["c"]})
        .add_edge(START, "a")
        .add_edge(START, "b")
        .add_edge("a", "c")
        .add_edge("b", "c")
        .compile(checkpointer=InMemorySaver())
    )
    config: Any = {"configurable": {"thread_id": "t"}}
    seen: list[Any] = []
    with pytest.raises(GraphDrained, match="deploy"):
        seen.extend(graph.stream({"v": []}, config, stream_mode="values", control=control))
    assert seen == [{"v": []}, {"v": ["a", "b"]}]
    assert graph.get_state(config).next == ("c",)


def test_an_entrypoint_draws_its_node_between_start_and_a_conditional_end() -> None:
    # LangGraph 1.2.11: ``get_graph()`` of an @entrypoint (a plain Pregel) lists the
    # node first, then __start__ and __end__; the way to the end is conditional
    from lingxigraph.func import entrypoint

    @entrypoint()
    def acc(n: int) -> int:
        return n

    drawn = acc.get_graph()
    assert list(drawn.nodes) == ["acc", "__start__", "__end__"]
    assert sorted((e.source, e.target, e.conditional) for e in drawn.edges) == [
        ("__start__", "acc", False),
        ("acc", "__end__", True),
    ]
    assert "\tacc -.-> __end__;" in drawn.draw_mermaid()
    assert anyio.run(acc.aget_graph).nodes.keys() == drawn.nodes.keys()

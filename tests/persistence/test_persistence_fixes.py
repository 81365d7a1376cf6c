"""Persistence cases where LangGraph 1.2.11 is wrong and lingxigraph must be right.

Each runs on every driver and on both savers (in-memory and SQLite).
"""

from __future__ import annotations

import operator
import warnings
from collections.abc import Callable
from typing import Annotated, Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.errors import CheckpointError
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command

DRIVERS = ["sync", "asyncio", "trio"]


class S(TypedDict, total=False):
    x: int
    log: Annotated[list, operator.add]


def call(driver: str, graph: Any, method: str, *args: Any, **kwargs: Any) -> Any:
    if driver == "sync":
        return getattr(graph, method)(*args, **kwargs)

    async def run() -> Any:
        with anyio.fail_after(10):
            return await getattr(graph, "a" + method)(*args, **kwargs)

    return anyio.run(run, backend=driver)


def memory_saver(driver: str) -> Any:
    return InMemorySaver()


def sqlite_saver(driver: str) -> Any:
    """SqliteSaver for the sync driver, AsyncSqliteSaver for the async ones (as in LangGraph)."""
    import sqlite3

    from lingxigraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    conn = sqlite3.connect(":memory:", check_same_thread=False)
    return SqliteSaver(conn) if driver == "sync" else AsyncSqliteSaver(conn)


SAVERS: list[Callable[[str], Any]] = [memory_saver, sqlite_saver]


@pytest.mark.parametrize("make_saver", SAVERS)
@pytest.mark.parametrize("driver", DRIVERS)
def test_update_state_drops_a_command_route_chosen_before_a_static_pause(driver: str, make_saver: Any) -> None:
    # LangGraph 1.2.11: an update is a step of its own; the edge trigger a's
    # Command wrote is a one-step value, cleared unless the update writes it
    ran: list[str] = []

    def a(state: S) -> Command[str]:
        ran.append("a")
        return Command(update={"log": ["a"]}, goto="b")

    def b(state: S) -> dict[str, Any]:
        ran.append("b")
        return {"log": ["b"]}

    builder = StateGraph(S)
    builder.add_node("a", a)
    builder.add_node("b", b)
    builder.add_edge(START, "a")
    graph = builder.compile(checkpointer=make_saver(driver), interrupt_before=["b"])
    cfg = {"configurable": {"thread_id": "route"}}
    call(driver, graph, "invoke", {"x": 1, "log": []}, cfg)
    assert graph.get_state(cfg).next == ("b",)
    graph.update_state(cfg, {"x": 5})
    assert graph.get_state(cfg).next == ()
    assert call(driver, graph, "invoke", None, cfg) == {"x": 5, "log": ["a"]}
    assert ran == ["a"]


@pytest.mark.parametrize("make_saver", SAVERS)
@pytest.mark.parametrize("driver", DRIVERS)
def test_replaying_a_subgraph_checkpoint_runs_only_the_rest_of_the_subgraph(driver: str, make_saver: Any) -> None:
    ran: list[str] = []

    def node(name: str) -> Callable[[S], dict[str, Any]]:
        def run(state: S) -> dict[str, Any]:
            ran.append(name)
            return {"log": [name]}

        return run

    sub = StateGraph(S)
    for name in ("c1", "c2", "c3"):
        sub.add_node(name, node(name))
    sub.add_edge(START, "c1")
    sub.add_edge("c1", "c2")
    sub.add_edge("c2", "c3")
    parent = StateGraph(S)
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "child")
    graph = parent.compile(checkpointer=make_saver(driver))
    cfg = {"configurable": {"thread_id": "sub"}}
    call(driver, graph, "invoke", {"log": []}, cfg)
    child_config = next(h for h in graph.get_state_history(cfg) if h.next == ("child",)).tasks[0].state
    after_c1 = next(h for h in graph.get_state_history(child_config) if h.next == ("c2",))
    ran.clear()
    out = call(driver, graph, "invoke", None, after_c1.config)
    assert ran == ["c2", "c3"]
    assert out == {"log": ["c1", "c2", "c3"]}


@pytest.mark.parametrize("durability", ["sync", "async", "exit"])
@pytest.mark.parametrize("driver", DRIVERS)
def test_durability_without_a_checkpointer_is_a_no_op(driver: str, durability: str) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"x": 1})
    builder.add_edge(START, "a")
    graph = builder.compile()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        assert call(driver, graph, "invoke", {"x": 0}, durability=durability) == {"x": 1, "log": []}
        chunks = list(graph.stream({"x": 0}, durability=durability, stream_mode="values"))
        assert chunks == [{"x": 0, "log": []}, {"x": 1, "log": []}]


@pytest.mark.parametrize("driver", DRIVERS)
def test_unknown_checkpoint_id_names_thread_and_checkpoint(driver: str) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"x": 1})
    builder.add_edge(START, "a")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t", "checkpoint_id": "1f000000-0000-6000-8000-000000000000"}}
    with pytest.raises(CheckpointError, match=r"^Checkpoint '1f000000-0000-6000-8000-000000000000' of thread 't'"):
        call(driver, graph, "invoke", None, cfg)


@pytest.mark.parametrize("driver", DRIVERS)
def test_subgraph_state_before_the_subgraph_started_is_an_empty_snapshot(driver: str) -> None:
    child = StateGraph(S)
    child.add_node("c", lambda s: {"x": 1})
    child.add_edge(START, "c")
    parent = StateGraph(S)
    parent.add_node("a", lambda s: {"x": 0})
    parent.add_node("child", child.compile())
    parent.add_edge(START, "a")
    parent.add_edge("a", "child")
    saver = InMemorySaver()
    graph = parent.compile(checkpointer=saver, interrupt_before=["child"])
    cfg = {"configurable": {"thread_id": "t"}}
    call(driver, graph, "invoke", {"x": 0}, cfg)
    (task,) = call(driver, graph, "get_state", cfg, subgraphs=True).tasks
    # like LangGraph: the subgraph's empty state, for the config it was asked with
    ns = f"child:{task.id}"
    assert (task.state.values, task.state.next, task.state.metadata, task.state.tasks) == ({}, (), None, ())
    assert task.state.config == {"configurable": {"__pregel_checkpointer": saver, "thread_id": "t", "checkpoint_ns": ns}}
    # without subgraphs=True the task only points at the subgraph's namespace
    assert graph.get_state(cfg).tasks[0].state == {"configurable": {"thread_id": "t", "checkpoint_ns": ns}}

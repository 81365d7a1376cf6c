"""Persistence cases where LangGraph 1.2.11 is wrong and lingxigraph must be right.

Each runs on every driver and on both savers (in-memory and SQLite).
"""

from __future__ import annotations

import operator
import warnings
from collections.abc import Callable
from typing import Annotated, Any

import pytest
from persistence_helpers import DRIVERS, SAVERS, call
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import CheckpointError
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt


class S(TypedDict, total=False):
    x: int
    log: Annotated[list, operator.add]


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


class _Keys(TypedDict, total=False):
    k0: str
    k2: str


def _k0_writer(value: str, driver: str) -> Any:
    if driver == "sync":
        return lambda s: {"k0": value}

    async def write(s: Any) -> dict[str, str]:
        return {"k0": value}

    return write


@pytest.mark.parametrize("driver", DRIVERS)
def test_get_state_with_subgraphs_reads_subgraph_states_before_applying_saved_writes(driver: str) -> None:
    """Both the failed subgraph's saved writes (k2) and the root's (k0) conflict:
    get_state() reports the root's conflict, get_state(subgraphs=True) the
    subgraph's, which it reads first (LangGraph's order)."""
    from lingxigraph.errors import InvalidUpdateError

    child = StateGraph(_Keys)
    child.add_node("s1", lambda s: {"k2": "s1"})
    child.add_node("s2", lambda s: {"k2": "s2"})
    child.add_edge(START, "s1")
    child.add_edge(START, "s2")
    parent = StateGraph(_Keys)
    parent.add_node("child", child.compile())
    # in async runs the child's failure cancels siblings still running: a and b are
    # async there, so they finish before the child's first await (a sync node's
    # thread might not have run yet)
    parent.add_node("a", _k0_writer("a", driver))
    parent.add_node("b", _k0_writer("b", driver))
    for name in ("child", "a", "b"):
        parent.add_edge(START, name)
    graph = parent.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    with pytest.raises(InvalidUpdateError, match="At key 'k2'"):
        call(driver, graph, "invoke", {"k0": "in"}, cfg)
    with pytest.raises(InvalidUpdateError, match="At key 'k0'"):
        call(driver, graph, "get_state", cfg)
    with pytest.raises(InvalidUpdateError, match="At key 'k2'"):
        call(driver, graph, "get_state", cfg, subgraphs=True)


def _exit_graph(child_interrupts: bool) -> Any:
    from lingxigraph.types import interrupt

    child = StateGraph(S)
    child.add_node("c1", lambda s: {"log": ["c1"]})
    child.add_node("c2", lambda s: {"log": [interrupt("q") if child_interrupts else "c2"]})
    child.add_edge(START, "c1")
    child.add_edge("c1", "c2")
    parent = StateGraph(S)
    parent.add_node("child", child.compile())
    parent.add_edge(START, "child")
    return parent.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("driver", DRIVERS)
def test_exit_durability_reaches_subgraphs(driver: str) -> None:
    graph = _exit_graph(child_interrupts=True)
    cfg = {"configurable": {"thread_id": "t"}}
    call(driver, graph, "invoke", {"log": ["in"]}, cfg, durability="exit")
    sub = call(driver, graph, "get_state", cfg, subgraphs=True).tasks[0].state
    # the paused subgraph saved one checkpoint, when the run ended: no parent
    assert (sub.values, sub.next, sub.metadata["step"], sub.parent_config) == ({"log": ["in", "c1"]}, ("c2",), 1, None)
    saver = graph.checkpointer
    assert len(list(saver.list({"configurable": {"thread_id": "t", "checkpoint_ns": sub.config["configurable"]["checkpoint_ns"]}}))) == 1
    # a subgraph that completes saves nothing under durability="exit"
    done = _exit_graph(child_interrupts=False)
    assert call(driver, done, "invoke", {"log": ["in"]}, cfg, durability="exit") == {"log": ["in", "in", "c1", "c2"]}
    assert [c.config["configurable"]["checkpoint_ns"] for c in done.checkpointer.list(None)] == [""]


@pytest.mark.parametrize("driver", DRIVERS)
def test_exit_durability_keeps_the_answer_of_a_resumed_task_that_failed(driver: str) -> None:
    from lingxigraph.types import interrupt

    failures = [ValueError("once")]

    def ask(state: S) -> dict[str, Any]:
        answer = interrupt("q")
        if failures:
            raise failures.pop()
        return {"log": [answer]}

    builder = StateGraph(S)
    builder.add_node("ask", ask)
    builder.add_edge(START, "ask")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    call(driver, graph, "invoke", {"log": []}, cfg, durability="exit")
    with pytest.raises(ValueError, match="once"):
        call(driver, graph, "invoke", Command(resume="yes"), cfg, durability="exit")
    # as with the other durabilities (and LangGraph): the answer is saved beside the error
    (task,) = graph.get_state(cfg).tasks
    assert (task.error, task.result) == ("ValueError('once')", {})
    assert call(driver, graph, "invoke", None, cfg, durability="exit") == {"log": ["yes"]}


@pytest.mark.parametrize("driver", DRIVERS)
def test_exit_durability_replay_saves_no_fork(driver: str) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"log": ["a"]})
    builder.add_node("b", lambda s: {"log": ["b"]})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    call(driver, graph, "invoke", {"log": ["in"]}, cfg)
    before_a = next(h for h in graph.get_state_history(cfg) if h.next == ("a",))
    call(driver, graph, "invoke", None, before_a.config, durability="exit")
    head = graph.get_state(cfg)
    # one checkpoint saved at exit, its parent the replayed one (no unsaved fork in between)
    assert head.parent_config["configurable"]["checkpoint_id"] == before_a.config["configurable"]["checkpoint_id"]
    assert len(list(graph.get_state_history(cfg))) == 5


@pytest.mark.parametrize("driver", DRIVERS)
def test_exit_durability_saves_the_checkpoint_when_applying_writes_fails(driver: str) -> None:
    from lingxigraph.errors import InvalidUpdateError

    class X(TypedDict, total=False):
        log: Annotated[list, operator.add]
        x: str

    builder = StateGraph(X)
    for name in ("a", "b", "c"):
        builder.add_node(name, lambda s, name=name: {"x": name})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("a", "c")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    with pytest.raises(InvalidUpdateError):
        call(driver, graph, "invoke", {"log": ["in"]}, cfg, durability="exit")
    state = graph.get_state(cfg)
    assert (state.values, state.metadata["step"]) == ({"log": ["in"], "x": "a"}, 1)


@pytest.mark.parametrize("driver", DRIVERS)
def test_exit_durability_new_input_keeps_the_old_interrupt_pending(driver: str) -> None:
    from lingxigraph.func import entrypoint
    from lingxigraph.types import interrupt

    @entrypoint(checkpointer=InMemorySaver())
    def graph(x: int) -> Any:
        return interrupt(x)

    cfg = {"configurable": {"thread_id": "t"}}
    call(driver, graph, "invoke", 1, cfg, durability="exit")
    call(driver, graph, "invoke", 2, cfg, durability="exit")
    # as in LangGraph: the new input's first step stopped, so the writes loaded with the
    # old checkpoint (its interrupt) were saved again with the new one
    with pytest.raises(RuntimeError, match="multiple pending interrupts"):
        call(driver, graph, "invoke", Command(resume="r"), cfg, durability="exit")


def test_node_metadata_carries_the_run_identifying_config_values() -> None:
    from lingxigraph.config import get_config

    seen: list[dict[str, Any]] = []

    def record(state: Any) -> dict[str, Any]:
        meta = get_config()["metadata"]
        seen.append({k: v for k, v in meta.items() if not k.startswith("langgraph_")})
        return {"x": 1}

    child = StateGraph(S)
    child.add_node("c", record)
    child.add_edge(START, "c")
    parent = StateGraph(S)
    parent.add_node("n", record)
    parent.add_node("child", child.compile())
    parent.add_edge(START, "n")
    parent.add_edge("n", "child")
    graph = parent.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t", "user_key": 5}}
    graph.invoke({"x": 0}, cfg)
    child_ns = seen[1]["checkpoint_ns"]
    # thread_id (and checkpoint_ns inside a subgraph); other configurable keys stay out
    assert seen == [{"thread_id": "t"}, {"thread_id": "t", "checkpoint_ns": child_ns}]
    assert child_ns.startswith("child:")
    seen.clear()
    replayed = next(h for h in graph.get_state_history(cfg) if h.next == ("n",)).config
    graph.invoke(None, replayed)
    # a replay adds its checkpoint_id (a checkpoint_ns of "" is left out)
    checkpoint_id = replayed["configurable"]["checkpoint_id"]
    assert seen[0] == {"thread_id": "t", "checkpoint_id": checkpoint_id}
    assert seen[1]["checkpoint_id"] == checkpoint_id and seen[1]["checkpoint_ns"].startswith("child:")


def test_update_state_of_a_subgraph_returns_its_checkpoint_map() -> None:
    # LangGraph: the returned config names the enclosing checkpoints, the new one last
    def ask(state: S) -> dict[str, Any]:
        return {"log": [interrupt("q")]}

    sub = StateGraph(S)
    sub.add_node("ask", ask)
    sub.add_edge(START, "ask")
    parent = StateGraph(S)
    parent.add_node("sub", sub.compile())
    parent.add_edge(START, "sub")
    graph = parent.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "map"}}
    graph.invoke({"log": []}, cfg)
    root_id = graph.get_state(cfg).config["configurable"]["checkpoint_id"]
    sub_config = graph.get_state(cfg, subgraphs=True).tasks[0].state.config
    new = graph.update_state(sub_config, {"log": ["edited"]})["configurable"]
    ns = sub_config["configurable"]["checkpoint_ns"]
    assert (new["checkpoint_ns"], list(new["checkpoint_map"])) == (ns, ["", ns])
    assert new["checkpoint_map"] == {"": root_id, ns: new["checkpoint_id"]}
    assert "checkpoint_map" not in graph.update_state(cfg, {"log": ["root"]})["configurable"]

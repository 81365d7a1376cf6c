"""``update_state`` as LangGraph 1.2.11 makes it: a step of its own.

One-step values the update does not write (edge triggers, pending Sends) are
cleared, so the paused tasks they would start are dropped; the update's node
does not mark its triggers seen (so ``as_node=None`` stays ambiguous after a
parallel step); an update made as a pending node is saved as that task's result.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import InvalidUpdateError
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, Send


class State(TypedDict):
    log: Annotated[list, operator.add]


def _node(name: str) -> Any:
    return lambda state: {"log": [name]}


def _cfg(name: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": name}}


def test_update_as_one_paused_node_drops_the_other() -> None:
    builder = StateGraph(State)
    for name in "abcd":
        builder.add_node(name, _node(name))
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "c")
    builder.add_edge("b", "d")
    graph = builder.compile(checkpointer=InMemorySaver(), interrupt_before=["c", "d"])
    cfg = _cfg("cd")
    graph.invoke({"log": []}, cfg)
    assert graph.get_state(cfg).next == ("c", "d")
    graph.update_state(cfg, {"log": ["u"]}, as_node="c")
    assert graph.get_state(cfg).next == ()
    assert graph.invoke(None, cfg) == {"log": ["a", "b", "u"]}


def test_update_that_triggers_no_node_finishes_the_graph_so_deferred_nodes_stay_due() -> None:
    """As a run's step: an update that writes only a deferred node's trigger (no
    channel that can start a node) makes the graph finish, so both paused deferred
    nodes stay in ``next`` (LangGraph)."""
    builder = StateGraph(State)
    builder.add_node("a", _node("a"))
    builder.add_node("d1", _node("d1"), defer=True)
    builder.add_node("d2", _node("d2"), defer=True)
    builder.add_edge(START, "a")
    builder.add_edge(START, "d1")
    builder.add_edge("a", "d2")
    graph = builder.compile(checkpointer=InMemorySaver(), interrupt_before=["d1", "d2"])
    cfg = _cfg("defer")
    graph.invoke({"log": []}, cfg)
    assert graph.get_state(cfg).next == ("d1", "d2")
    graph.update_state(cfg, {"log": ["u"]}, as_node="a")  # writes d2's trigger again
    assert graph.get_state(cfg).next == ("d1", "d2")
    assert graph.invoke(None, cfg) == {"log": ["a", "u", "d1", "d2"]}


def test_update_drops_pending_sends() -> None:
    builder = StateGraph(State)
    builder.add_node("a", lambda state: Command(update={"log": ["a"]}, goto=Send("s", {"log": []})))
    builder.add_node("s", _node("s"))
    builder.add_node("c", _node("c"))
    builder.add_edge(START, "a")
    builder.add_edge("a", "c")
    graph = builder.compile(checkpointer=InMemorySaver(), interrupt_before=["c"])
    cfg = _cfg("send")
    graph.invoke({"log": []}, cfg)
    assert graph.get_state(cfg).next == ("s", "c")
    graph.update_state(cfg, {"log": ["u"]})
    assert graph.get_state(cfg).next == ("c",)


def test_update_without_as_node_after_parallel_step_stays_ambiguous() -> None:
    builder = StateGraph(State)
    builder.add_node("n0", _node("n0"))
    builder.add_node("n1", _node("n1"))
    builder.add_edge(START, "n0")
    builder.add_edge(START, "n1")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = _cfg("amb")
    graph.invoke({"log": []}, cfg)
    graph.update_state(cfg, {"log": ["u1"]}, as_node="n1")
    with pytest.raises(InvalidUpdateError, match="Ambiguous update, specify as_node"):
        graph.update_state(cfg, {"log": ["u2"]})


def test_update_as_pending_node_is_that_tasks_result() -> None:
    builder = StateGraph(State)
    for name in "abc":
        builder.add_node(name, _node(name))
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "c")
    graph = builder.compile(checkpointer=InMemorySaver(), interrupt_before=["b"])
    cfg = _cfg("res")
    graph.invoke({"log": []}, cfg)
    paused = graph.get_state(cfg)
    [task] = paused.tasks
    graph.update_state(cfg, {"log": ["upd"]}, as_node="b")
    before = graph.get_state(paused.config)
    assert [(t.id, t.name, t.result) for t in before.tasks] == [(task.id, "b", {"log": ["upd"]})]
    # the update went through b's edges: c runs next
    assert graph.get_state(cfg).next == ("c",)


def test_exit_durability_keeps_a_sibling_that_wrote_nothing_as_done():
    """durability="exit": a task that finished without writing, beside one that
    interrupted, is saved as done and does not run again on resume (LangGraph)."""
    from lingxigraph.types import interrupt

    class S(TypedDict):
        log: Annotated[list, operator.add]

    runs: list[str] = []

    def quiet(state: S) -> None:
        runs.append("quiet")

    def ask(state: S) -> dict:
        return {"log": [interrupt("q")]}

    builder = StateGraph(S)
    builder.add_node("quiet", quiet)
    builder.add_node("ask", ask)
    builder.add_edge(START, "quiet")
    builder.add_edge(START, "ask")
    app = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    app.invoke({"log": []}, cfg, durability="exit")
    snapshot = app.get_state(cfg)
    assert snapshot.next == ("ask",)
    assert [t.result for t in snapshot.tasks] == [{}, None]
    assert app.invoke(Command(resume="a"), cfg, durability="exit") == {"log": ["a"]}
    assert runs == ["quiet"]


def test_exit_durability_checkpoint_after_a_failed_apply_keeps_every_applied_channel():
    """A step whose writes fail to apply half-way (two values for a LastValue key)
    under durability="exit": the saved checkpoint holds the channels applied
    before the failure, like LangGraph (a lost blob once made them empty)."""
    class S(TypedDict):
        log: Annotated[list, operator.add]
        k: str

    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"log": ["a"]})
    builder.add_node("b", lambda s: {"log": ["b"], "k": "b"})
    builder.add_node("c", lambda s: {"log": ["c"], "k": "c"})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("a", "c")
    app = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    with pytest.raises(InvalidUpdateError, match="At key 'k'"):
        app.invoke({"log": ["in"], "k": "x"}, cfg, durability="exit")
    snapshot = app.get_state(cfg)
    assert snapshot.values == {"log": ["in", "a", "b", "c"], "k": "x"}
    assert snapshot.next == ()
    assert snapshot.metadata["step"] == 1

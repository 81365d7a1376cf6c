"""``RemoteGraph``'s thread state and drawing over fake SDK clients:
``get_state``, ``get_state_history``, ``update_state``, ``get_graph`` (and
their async twins)."""

from __future__ import annotations

from typing import Any

import pytest
from remote_fakes import FakeServer, thread_state

from lingxigraph.pregel.remote import RemoteGraph
from lingxigraph.types import Interrupt, PregelTask, StateSnapshot


def _config(checkpoint_id: str | None) -> dict[str, Any]:
    return {"configurable": {"thread_id": "th", "checkpoint_ns": "", "checkpoint_id": checkpoint_id, "checkpoint_map": {}}}


def test_get_state_asks_for_the_configs_checkpoint_and_builds_a_snapshot(call: Any) -> None:
    server = FakeServer()
    server.state = thread_state({"n": 3}, next=["step"])
    remote = call.remote(server, config={"configurable": {"thread_id": "base"}})
    snapshot = call(remote, "get_state", {"configurable": {"thread_id": "th", "checkpoint_id": "cp-2"}}, headers={"h": "1"})
    assert server.last("threads.get_state") == {
        "thread_id": "th",
        "checkpoint": {"thread_id": "th", "checkpoint_id": "cp-2"},
        "subgraphs": False,
        "headers": {"h": "1"},
        "params": None,
    }
    assert snapshot == StateSnapshot(
        values={"n": 3},
        next=("step",),
        config=_config("cp-2"),
        metadata={"source": "loop", "step": 3},
        created_at="2026-12-02T10:00:00+00:00",
        parent_config=_config("cp-1"),
        tasks=(),
        interrupts=(),
    )
    # the graph's own config names the thread when the call's does not
    call(remote, "get_state", {}, subgraphs=True)
    assert server.last("threads.get_state")["thread_id"] == "base"
    assert server.last("threads.get_state")["subgraphs"] is True


def test_tasks_carry_interrupts_errors_and_subgraph_states(call: Any) -> None:
    child = thread_state({"inner": 1}, checkpoint_id="c-9", parent_id=None)
    task = {"id": "t1", "name": "ask", "error": None, "checkpoint": None, "state": None, "result": None}
    tasks = [
        {**task, "interrupts": [{"value": "ok?", "id": "i-1"}]},
        {**task, "id": "t2", "name": "boom", "error": "ValueError('x')", "interrupts": []},
        {**task, "id": "t3", "name": "sub", "interrupts": [], "checkpoint": {"thread_id": "th", "checkpoint_ns": "sub:t3"}},
        {**task, "id": "t4", "name": "deep", "interrupts": [{"value": "deeper?", "id": "i-2"}], "state": child},
        {**task, "id": "t5", "name": "done", "interrupts": [], "result": {"n": 4}},
    ]
    server = FakeServer()
    server.state = thread_state({"n": 3}, next=["ask"], parent_id=None, tasks=tasks)
    snapshot = call(call.remote(server), "get_state", {"configurable": {"thread_id": "th"}})
    ask, boom, sub, deep, done = snapshot.tasks
    assert ask == PregelTask("t1", "ask", (), None, (Interrupt(value="ok?", id="i-1"),), None, None)
    assert isinstance(boom.error, Exception) and boom.error.args == ("ValueError('x')",)
    assert sub.state == {"configurable": {"thread_id": "th", "checkpoint_ns": "sub:t3"}}
    assert deep.state.values == {"inner": 1} and deep.state.config == _config("c-9")
    assert done.result == {"n": 4}
    assert snapshot.parent_config is None
    assert snapshot.interrupts == (Interrupt(value="ok?", id="i-1"), Interrupt(value="deeper?", id="i-2"))


def test_get_state_history_sends_its_filters_and_yields_snapshots(call: Any) -> None:
    server = FakeServer()
    server.history = [thread_state({"n": 2}, checkpoint_id="cp-2"), thread_state({"n": 1}, checkpoint_id="cp-1", parent_id=None)]
    remote = call.remote(server)
    states = call(remote, "get_state_history", {"configurable": {"thread_id": "th"}})
    assert [s.values for s in states] == [{"n": 2}, {"n": 1}]
    assert [s.config for s in states] == [_config("cp-2"), _config("cp-1")]
    assert server.last("threads.get_history") == {
        "thread_id": "th",
        "limit": 10,
        "before": None,
        "metadata": None,
        "checkpoint": {"thread_id": "th"},
        "headers": None,
        "params": None,
    }
    before = {"configurable": {"thread_id": "th", "checkpoint_id": "cp-2"}}
    call(remote, "get_state_history", {"configurable": {"thread_id": "th"}}, filter={"step": 1}, before=before, limit=3)
    sent = server.last("threads.get_history")
    assert (sent["limit"], sent["before"], sent["metadata"]) == (3, {"thread_id": "th", "checkpoint_id": "cp-2"}, {"step": 1})


def test_update_state_returns_the_new_checkpoints_config(call: Any) -> None:
    server = FakeServer()
    server.checkpoint = {"thread_id": "th", "checkpoint_ns": "", "checkpoint_id": "cp-3"}
    config = {"configurable": {"thread_id": "th", "checkpoint_ns": "", "checkpoint_id": "cp-2"}}
    assert call(call.remote(server), "update_state", config, {"n": 7}, as_node="step") == _config("cp-3")
    assert server.last("threads.update_state") == {
        "thread_id": "th",
        "checkpoint": {"thread_id": "th", "checkpoint_ns": "", "checkpoint_id": "cp-2"},
        "values": {"n": 7},
        "as_node": "step",
        "headers": None,
        "params": None,
    }


def test_thread_calls_need_a_thread_id(call: Any) -> None:
    with pytest.raises(KeyError, match="thread_id"):
        call(call.remote(FakeServer()), "get_state", {"configurable": {}})


def test_bulk_updates_are_not_supported() -> None:
    remote = RemoteGraph("agent")
    with pytest.raises(NotImplementedError):
        remote.bulk_update_state({"configurable": {"thread_id": "th"}}, [])


def test_get_graph_draws_the_servers_graph(call: Any) -> None:
    server = FakeServer()
    server.graph = {
        "nodes": [
            {"id": "__start__", "type": "schema", "data": "__start__"},
            {"id": "plan", "type": "runnable", "data": {"id": ["x", "Planner"], "name": "planner"}},
            {"id": "act", "name": "Act!", "data": {"name": "ignored"}, "metadata": {"k": 1}},
            {"id": 7, "data": ["no", "name"]},
            {"id": "__end__", "type": "schema", "data": "__end__"},
        ],
        "edges": [
            {"source": "__start__", "target": "plan"},
            {"source": "plan", "target": "act", "data": "go", "conditional": True},
            {"source": "act", "target": "__end__"},
        ],
    }
    graph = call(call.remote(server), "get_graph", xray=2)
    assert server.last("assistants.get_graph") == {"assistant_id": "agent", "xray": 2, "headers": None, "params": None}
    assert {node_id: (n.name, n.metadata) for node_id, n in graph.nodes.items()} == {
        "__start__": ("__start__", None),
        "plan": ("planner", None),
        "act": ("Act!", {"k": 1}),
        "7": ("7", None),
        "__end__": ("__end__", None),
    }
    assert graph.nodes["plan"].data == {"id": ["x", "Planner"], "name": "planner"}
    assert [(e.source, e.target, e.data, e.conditional) for e in graph.edges] == [
        ("__start__", "plan", None, False),
        ("plan", "act", "go", True),
        ("act", "__end__", None, False),
    ]
    assert "plan -. &nbsp;go&nbsp; .-> act;" in graph.draw_mermaid()

"""A ``RemoteGraph`` node seen as its graph's subgraph: ``get_subgraphs`` lists it,
the parent's snapshot gives its task the config to read it with (or, with
``subgraphs=True``, the remote thread's own snapshot), state calls naming its
namespace go to the server, and ``xray`` drawings inline the server's graph."""

from __future__ import annotations

import operator
from typing import Annotated, Any

import anyio
import pytest
from remote_fakes import Caller, FakeClient, FakeServer, Part, thread_state
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel.remote import RemoteGraph
from lingxigraph.types import StateSnapshot


class S(TypedDict):
    log: Annotated[list, operator.add]


PAUSING = [Part("values", {"log": []}), Part("updates", {"__interrupt__": [{"value": "ok?", "id": "i-1"}]})]
THREAD = {"configurable": {"thread_id": "T"}}


def _graph(node: Any, checkpointer: Any = None) -> Any:
    return StateGraph(S).add_node("remote", node).add_edge(START, "remote").compile(checkpointer=checkpointer)


def _paused(call: Caller, server: FakeServer) -> tuple[Any, RemoteGraph, str]:
    """A parent paused in its remote node: (parent, remote, the node task's namespace)."""
    server.parts = list(PAUSING)
    remote = call.remote(server)
    parent = _graph(remote, InMemorySaver())
    call(parent, "invoke", {"log": ["a"]}, THREAD)
    (task,) = call(parent, "get_state", THREAD).tasks
    return parent, remote, f"remote:{task.id}"


def test_the_remote_node_is_listed_as_a_subgraph() -> None:
    remote = RemoteGraph("agent", sync_client=FakeClient(FakeServer(), is_async=False))
    parent = StateGraph(S).add_node("remote", remote).add_node("local", lambda s: {}).add_edge(START, "remote").compile()
    assert list(parent.get_subgraphs()) == [("remote", remote)]
    assert list(parent.get_subgraphs(namespace="remote")) == [("remote", remote)]
    assert list(parent.get_subgraphs(namespace="local")) == []

    async def listed() -> list[tuple[str, Any]]:
        return [item async for item in parent.aget_subgraphs()]

    assert anyio.run(listed) == [("remote", remote)]
    # also when a function node calls it, and under a local subgraph's path
    assert list(_graph(lambda s: remote.invoke(s)).get_subgraphs()) == [("remote", remote)]
    outer = StateGraph(S).add_node("inner", parent).add_edge(START, "inner").compile()
    assert [name for name, _ in outer.get_subgraphs(recurse=True)] == ["inner", "inner|remote"]


def test_a_paused_remote_task_shows_the_config_to_read_it_with(call: Caller) -> None:
    server = FakeServer()
    parent, _remote, ns = _paused(call, server)
    asked = len(server.calls)
    (task,) = call(parent, "get_state", THREAD).tasks
    assert task.state == {"configurable": {"thread_id": "T", "checkpoint_ns": ns}}
    history = call(parent, "get_state_history", THREAD)
    assert [t.state for t in history[0].tasks] == [task.state]
    assert len(server.calls) == asked  # the server is not asked


def test_with_subgraphs_the_task_holds_the_remote_threads_snapshot(call: Caller) -> None:
    server = FakeServer()
    parent, remote, ns = _paused(call, server)
    server.state = thread_state({"log": ["x"]}, next=["review"])
    (task,) = call(parent, "get_state", THREAD, subgraphs=True).tasks
    assert isinstance(task.state, StateSnapshot)
    assert task.state == call(remote, "get_state", {"configurable": {"thread_id": "th"}})
    assert (task.state.values, task.state.next) == ({"log": ["x"]}, ("review",))
    assert server.calls[-2] == (
        "threads.get_state",
        {"thread_id": "T", "checkpoint": {"thread_id": "T", "checkpoint_ns": ns}, "subgraphs": True, "headers": None, "params": None},
    )


def test_state_calls_naming_its_namespace_go_to_the_server(call: Caller) -> None:
    server = FakeServer()
    parent, _remote, ns = _paused(call, server)
    server.state = thread_state({"log": ["x"]})
    server.history = [thread_state({"log": ["x"]}), thread_state({"log": []}, checkpoint_id="cp-1", parent_id=None)]
    child = {"configurable": {"thread_id": "T", "checkpoint_ns": ns}}
    assert call(parent, "get_state", child).values == {"log": ["x"]}
    assert server.last("threads.get_state")["checkpoint"] == {"thread_id": "T", "checkpoint_ns": ns}
    assert server.last("threads.get_state")["subgraphs"] is False
    assert [s.values for s in call(parent, "get_state_history", child, limit=2)] == [{"log": ["x"]}, {"log": []}]
    assert server.last("threads.get_history")["checkpoint"] == {"thread_id": "T", "checkpoint_ns": ns}
    with pytest.raises(NotImplementedError):  # (a remote graph takes no bulk updates)
        call(parent, "update_state", child, {"log": ["u"]})
    # nothing inside the remote graph is reachable from the parent
    with pytest.raises(ValueError, match=r"^Subgraph remote\|inner not found$"):
        call(parent, "get_state", {"configurable": {"thread_id": "T", "checkpoint_ns": f"{ns}|inner:1"}})


def test_a_local_subgraphs_remote_task_is_read_through_it() -> None:
    server = FakeServer(list(PAUSING))
    inner = _graph(RemoteGraph("agent", sync_client=FakeClient(server, is_async=False)))
    outer = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile(checkpointer=InMemorySaver())
    outer.invoke({"log": []}, THREAD)
    server.state = thread_state({"log": ["deep"]})
    (inner_task,) = outer.get_state(THREAD, subgraphs=True).tasks
    (remote_task,) = inner_task.state.tasks
    assert remote_task.state.values == {"log": ["deep"]}
    ns = server.last("threads.get_state")["checkpoint"]["checkpoint_ns"]
    assert ns.startswith(f"inner:{inner_task.id}|remote:")


def _server_graph() -> dict[str, Any]:
    return {
        "nodes": [
            {"id": "__start__", "type": "schema", "data": "__start__"},
            {"id": "agent", "type": "runnable", "data": {"id": ["x", "Agent"], "name": "agent"}},
            {"id": "tools", "type": "runnable", "data": "tools"},
            {"id": "__end__", "type": "schema", "data": "__end__"},
        ],
        "edges": [
            {"source": "__start__", "target": "agent"},
            {"source": "agent", "target": "tools", "conditional": True},
            {"source": "tools", "target": "agent"},
            {"source": "agent", "target": "__end__", "conditional": True},
        ],
    }


def test_the_servers_node_data_is_drawn_as_plain_data(call: Caller) -> None:
    server = FakeServer()
    server.graph = _server_graph()
    nodes = call(call.remote(server), "get_graph").to_json()["nodes"]
    assert nodes == [{"id": n, "type": "unknown", "data": n} for n in ("__start__", "agent", "tools", "__end__")]


@pytest.mark.parametrize("xray", [True, 2])
def test_xray_inlines_the_servers_graph(call: Caller, xray: bool | int) -> None:
    server = FakeServer()
    server.graph = _server_graph()
    parent = _graph(call.remote(server))
    drawn = call(parent, "get_graph", xray=xray).to_json()
    # (the server's graph loops back to its first node: its __start__ / __end__ stay)
    assert [n["id"] for n in drawn["nodes"]] == [
        "__start__", "__end__", "remote:__start__", "remote:agent", "remote:tools", "remote:__end__"
    ]
    assert drawn["edges"][:2] == [
        {"source": "__start__", "target": "remote:__start__"},
        {"source": "remote:__end__", "target": "__end__"},
    ]
    # one level less for the server (the async twin asks with the async client)
    assert server.last("assistants.get_graph")["xray"] == (True if xray is True else 1)

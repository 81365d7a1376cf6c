"""``RemoteGraph.invoke`` / ``stream`` (and their async twins) over fake SDK
clients: what each run asks the server for, and the chunks made of its parts."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any
from unittest.mock import MagicMock

import anyio
import pytest
from remote_fakes import Caller, FakeClient, FakeServer, Part

from lingxigraph.errors import GraphInterrupt, ParentCommand
from lingxigraph.pregel.remote import RemoteException, RemoteGraph
from lingxigraph.types import Command, GraphOutput, Interrupt, Send

MIXED = [
    Part("values", {"n": 1}),
    Part("updates", {"step": {"n": 2}}),
    Part("messages", [{"type": "AIMessageChunk", "content": "hey"}, {"langgraph_node": "step"}]),
    Part("updates|child:7|grand:1", {"deep": {"n": 3}}),
    Part("custom", "progress"),
    Part("values", {"n": 4}),
]


def test_invoke_returns_the_last_values_part_and_sends_a_clean_run_request(call: Any) -> None:
    server = FakeServer(MIXED)
    remote = call.remote(server, config={"configurable": {"tenant": "acme"}, "tags": ["base"]})
    config = {
        "configurable": {
            "thread_id": "th-9",
            "checkpoint_ns": "x:1",
            "checkpoint_id": "cp",
            "checkpoint_map": {"": "cp"},
            "__pregel_task_id": "t",
            "model": "small",
            "callback": print,
        },
        "tags": ["call", 3],
        "metadata": {"who": "me", "obj": object(), "pair": (1, 2)},
        "recursion_limit": 7,
    }
    assert call(remote, "invoke", {"n": 0}, config, context={"user": "u1"}) == {"n": 4}
    assert server.last("runs.stream") == {
        "thread_id": "th-9",
        "assistant_id": "agent",
        "input": {"n": 0},
        "command": None,
        "config": {
            "recursion_limit": 7,
            "tags": ["base", "call"],
            "metadata": {"who": "me", "pair": [1, 2]},
            "configurable": {"tenant": "acme", "model": "small"},
        },
        "context": {"user": "u1"},
        "stream_mode": ["values", "updates"],
        "interrupt_before": None,
        "interrupt_after": None,
        "stream_subgraphs": False,
        "if_not_exists": "create",
        "headers": None,
        "params": None,
    }


def test_a_run_without_a_thread_id_goes_to_no_thread_and_extra_arguments_pass_through(call: Any) -> None:
    server = FakeServer([Part("values", {"n": 1})])

    @dataclass
    class Ctx:
        user: str

    ctx = Ctx("u2")
    call(call.remote(server), "invoke", {"n": 0}, context=ctx, multitask_strategy="enqueue", interrupt_before=["a"])
    sent = server.last("runs.stream")
    assert (sent["thread_id"], sent["config"], sent["context"]) == (None, {"configurable": {}}, ctx)
    assert (sent["multitask_strategy"], sent["interrupt_before"]) == ("enqueue", ["a"])


def test_one_stream_mode_gives_bare_chunks_and_other_modes_are_dropped(call: Any) -> None:
    server = FakeServer(MIXED)
    remote = call.remote(server)
    assert call(remote, "stream", {}, stream_mode="values") == [{"n": 1}, {"n": 4}]
    assert server.last("runs.stream")["stream_mode"] == ["values", "updates"]
    # default: updates, the subgraph's included as the server sent them (no namespace)
    assert call(remote, "stream", {}) == [{"step": {"n": 2}}, {"deep": {"n": 3}}]
    assert server.last("runs.stream")["stream_mode"] == ["updates"]


def test_messages_are_asked_as_messages_tuple_and_come_as_pairs(call: Any) -> None:
    server = FakeServer(MIXED)
    chunks = call(call.remote(server), "stream", {}, stream_mode="messages")
    assert chunks == [({"type": "AIMessageChunk", "content": "hey"}, {"langgraph_node": "step"})]
    assert server.last("runs.stream")["stream_mode"] == ["messages-tuple", "updates"]
    call(call.remote(server), "stream", {}, stream_mode=["messages-tuple", "events", "custom"])
    assert server.last("runs.stream")["stream_mode"] == ["messages-tuple", "custom", "updates"]


def test_a_list_of_modes_gives_the_parts_themselves(call: Any) -> None:
    server = FakeServer(MIXED)
    chunks = call(call.remote(server), "stream", {}, stream_mode=["custom", "messages"])
    assert chunks == [
        Part("messages", ({"type": "AIMessageChunk", "content": "hey"}, {"langgraph_node": "step"})),
        Part("custom", "progress"),
    ]


def test_subgraphs_put_the_runs_own_namespace_first(call: Any) -> None:
    server = FakeServer(MIXED)
    remote = call.remote(server)
    assert call(remote, "stream", {}, subgraphs=True) == [((), {"step": {"n": 2}}), (("child:7", "grand:1"), {"deep": {"n": 3}})]
    assert server.last("runs.stream")["stream_subgraphs"] is True
    assert call(remote, "stream", {}, stream_mode=["updates", "custom"], subgraphs=True) == [
        ((), "updates", {"step": {"n": 2}}),
        (("child:7", "grand:1"), "updates", {"deep": {"n": 3}}),
        ((), "custom", "progress"),
    ]


def paused() -> list[Part]:
    """A run's parts when it paused at an interrupt."""
    return [
        Part("values", {"n": 1}),
        Part("updates", {"__interrupt__": [{"value": "approve?", "id": "i-1"}]}),
        Part("values", {"n": 1, "__interrupt__": [{"value": "approve?", "id": "i-1"}]}),
    ]


def test_v2_parts_are_dicts_with_the_values_interrupts_apart(call: Any) -> None:
    parts = paused()
    server = FakeServer(parts)
    chunks = call(call.remote(server), "stream", {}, stream_mode=["values", "updates"], version="v2")
    assert chunks == [
        {"type": "values", "ns": (), "data": {"n": 1}, "interrupts": ()},
        {"type": "updates", "ns": (), "data": {"__interrupt__": [{"value": "approve?", "id": "i-1"}]}, "interrupts": ()},
        {"type": "values", "ns": (), "data": {"n": 1}, "interrupts": (Interrupt(value="approve?", id="i-1"),)},
    ]
    # the server's part is left as it came (LangGraph pops the interrupts out of it)
    assert parts[2].data == {"n": 1, "__interrupt__": [{"value": "approve?", "id": "i-1"}]}
    output = call(call.remote(server), "invoke", {}, version="v2")
    assert output == GraphOutput(value={"n": 1}, interrupts=(Interrupt(value="approve?", id="i-1"),))


def test_an_interrupt_is_returned_to_a_direct_caller(call: Any) -> None:
    server = FakeServer(paused())
    result = call(call.remote(server), "invoke", {}, {"configurable": {"thread_id": "th"}})
    assert result == {"n": 1, "__interrupt__": [{"value": "approve?", "id": "i-1"}]}


def test_an_interrupt_is_raised_when_the_call_is_a_node_of_another_graph(call: Any) -> None:
    server = FakeServer(paused())
    config = {"configurable": {"thread_id": "th", "checkpoint_ns": "remote:abc"}}
    with pytest.raises(GraphInterrupt) as raised:
        call(call.remote(server), "invoke", {}, config)
    assert raised.value.args[0] == [Interrupt(value="approve?", id="i-1")]


def test_a_command_is_sent_as_the_runs_command(call: Any) -> None:
    server = FakeServer([Part("values", {"n": 5})])
    command = Command(resume={"ok": True}, update={"n": 1}, goto=[Send("x", 3), "y"])
    call(call.remote(server), "invoke", command, {"configurable": {"thread_id": "th"}})
    sent = server.last("runs.stream")
    assert sent["input"] is None
    assert sent["command"] == {"graph": None, "update": {"n": 1}, "resume": {"ok": True}, "goto": [Send("x", 3), "y"]}


def test_an_error_part_raises_remote_exception_with_its_data(call: Any) -> None:
    server = FakeServer([Part("values", {"n": 1}), Part("error", {"error": "ValueError", "message": "bad"})])
    with pytest.raises(RemoteException) as raised:
        call(call.remote(server), "invoke", {})
    assert raised.value.args == ({"error": "ValueError", "message": "bad"},)


def test_a_command_for_the_parent_graph_raises_parent_command(call: Any) -> None:
    data = {"graph": Command.PARENT, "goto": "next", "update": {"n": 9}, "resume": None}
    server = FakeServer([Part("command", data)])
    with pytest.raises(ParentCommand) as raised:
        call(call.remote(server), "stream", {})
    assert raised.value.args[0] == Command(graph=Command.PARENT, goto="next", update={"n": 9})
    # a command for the run's own graph is not the caller's business
    server.parts = [Part("command", {**data, "graph": None}), Part("values", {"n": 1})]
    assert call(call.remote(server), "invoke", {}) == {"n": 1}


def test_a_run_that_sent_nothing_logs_and_returns_none(call: Any, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="lingxigraph.pregel.remote"):
        assert call(call.remote(FakeServer()), "invoke", {}) is None
    assert [r.getMessage() for r in caplog.records] == ["No events received from remote graph"]


@pytest.mark.parametrize("method", ["invoke", "stream"])
def test_each_kind_of_call_needs_its_client(method: str) -> None:
    server = FakeServer([Part("values", {})])
    sync_only = RemoteGraph("agent", sync_client=FakeClient(server, is_async=False))
    async_only = RemoteGraph("agent", client=FakeClient(server, is_async=True))
    with pytest.raises(ValueError, match="^Async client is not initialized"):
        Caller(is_async=True)(sync_only, method, {})
    with pytest.raises(ValueError, match="^Sync client is not initialized"):
        Caller(is_async=False)(async_only, method, {})


@pytest.mark.parametrize("tracing", [False, True])
@pytest.mark.parametrize("headers", [None, {"x-team": "blue", "baggage": "k=v"}])
def test_headers_and_distributed_tracing(call: Any, tracing: bool, headers: dict[str, str] | None) -> None:
    langsmith = pytest.importorskip("langsmith")
    server = FakeServer([Part("values", {})])
    remote = call.remote(server, distributed_tracing=tracing)
    with langsmith.tracing_context(enabled=True, client=MagicMock()), langsmith.trace("outer"):
        call(remote, "invoke", {}, headers=None if headers is None else dict(headers))
    sent = server.last("runs.stream")["headers"]
    if not tracing:
        assert sent == headers
        return
    assert set(sent) == {*(headers or {}), "langsmith-trace", "baggage"}
    assert sent["baggage"].startswith("k=v,langsmith-metadata=" if headers else "langsmith-metadata=")


def test_with_config_copies_and_merges() -> None:
    remote = RemoteGraph("agent", name="helper", config={"configurable": {"a": 1}, "tags": ["t"]})
    copy = remote.with_config({"configurable": {"b": 2}}, tags=["u"])
    assert copy is not remote and copy.name == "helper"
    assert copy.config == {"configurable": {"a": 1, "b": 2}, "tags": ["t", "u"]}
    assert remote.config == {"configurable": {"a": 1}, "tags": ["t"]}
    assert (copy.get_name(), copy.get_name("input"), RemoteGraph("Agent").get_name("input")) == (
        "helper",
        "helper_input",
        "AgentInput",
    )


def test_batch_invokes_each_input() -> None:
    server = FakeServer([Part("values", {"n": 1}), Part("error", "boom")])
    remote = Caller(is_async=False).remote(server)
    results = remote.batch([{"a": 1}, {"a": 2}], {"configurable": {"thread_id": "th"}}, return_exceptions=True)
    assert [type(r) for r in results] == [RemoteException, RemoteException]
    server.parts = [Part("values", {"n": 1})]
    assert remote.batch([{"a": 1}, {"a": 2}]) == [{"n": 1}, {"n": 1}]
    assert sorted(kwargs["input"]["a"] for _name, kwargs in server.calls[-2:]) == [1, 2]
    async_remote = Caller(is_async=True).remote(server)
    assert anyio.run(async_remote.abatch, [{"a": 3}, {"a": 4}]) == [{"n": 1}, {"n": 1}]

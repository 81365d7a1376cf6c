"""A ``RemoteGraph`` as a node of a local graph: it runs on the caller's thread,
its interrupts pause the caller, its parts reach a caller streaming subgraphs
under the node's namespace, and its ``Command.PARENT`` acts as the node's."""

from __future__ import annotations

import operator
import re
from typing import Annotated, Any

import anyio
import pytest
from remote_fakes import FakeClient, FakeServer, Part
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import ParentCommand
from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel.remote import RemoteGraph
from lingxigraph.types import Command, Interrupt


class S(TypedDict):
    log: Annotated[list, operator.add]


def _parent(server: FakeServer, *, is_async: bool = False, checkpointer: Any = None) -> Any:
    key = "client" if is_async else "sync_client"
    remote = RemoteGraph("agent", **{key: FakeClient(server, is_async=is_async)}, config={"configurable": {"tenant": "t"}})
    return StateGraph(S).add_node("remote", remote).add_edge(START, "remote").compile(checkpointer=checkpointer)


def _plain(ns: tuple[str, ...]) -> tuple[str, ...]:
    """``ns`` without task ids (``remote:<id>`` -> ``remote``)."""
    return tuple(re.sub(r":[0-9a-f-]{36}$", "", part) for part in ns)


def test_the_node_runs_on_the_callers_thread_with_a_clean_config() -> None:
    server = FakeServer([Part("values", {"log": ["a"]}), Part("values", {"log": ["a", "remote"]})])
    graph = _parent(server, checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "T"}, "tags": ["outer"], "metadata": {"user": "u"}}
    # the node's return value is the remote run's last values
    assert graph.invoke({"log": ["a"]}, config) == {"log": ["a", "a", "remote"]}
    sent = server.last("runs.stream")
    assert (sent["thread_id"], sent["input"], sent["stream_subgraphs"]) == ("T", {"log": ["a"]}, False)
    assert sent["config"]["configurable"] == {"tenant": "t"}  # (no checkpoint_ns, task id, ...)
    assert sent["config"]["tags"] == ["outer"]
    metadata = sent["config"]["metadata"]
    assert (metadata["user"], metadata["thread_id"], metadata["langgraph_node"]) == ("u", "T", "remote")
    assert _plain((metadata["langgraph_checkpoint_ns"],)) == ("remote",)


def test_its_parts_reach_a_caller_streaming_subgraphs_under_the_nodes_namespace() -> None:
    server = FakeServer(
        [
            Part("values", {"log": ["r1"]}),
            Part("updates", {"step": {"log": ["r1"]}}),
            Part("updates|inner:1", {"deep": {"log": []}}),
            Part("custom", {"progress": 50}),
            Part("values", {"log": ["r1", "r2"]}),
        ]
    )
    graph = _parent(server)
    chunks = [(_plain(ns), mode, data) for ns, mode, data in graph.stream({"log": []}, stream_mode=["updates", "custom"], subgraphs=True)]
    assert chunks == [
        (("remote",), "updates", {"step": {"log": ["r1"]}}),
        (("remote", "inner:1"), "updates", {"deep": {"log": []}}),
        (("remote",), "custom", {"progress": 50}),
        ((), "updates", {"remote": {"log": ["r1", "r2"]}}),
    ]
    sent = server.last("runs.stream")
    assert sent["stream_subgraphs"] is True and {"values", "updates", "custom"} <= set(sent["stream_mode"])
    # without subgraphs the caller gets only its own chunks, and the server is not asked for more
    assert list(graph.stream({"log": []}, stream_mode=["updates", "custom"])) == [("updates", {"remote": {"log": ["r1", "r2"]}})]
    sent = server.last("runs.stream")
    assert (sent["stream_subgraphs"], sent["stream_mode"]) == (False, ["values", "updates"])


def test_a_remote_node_inside_a_local_subgraph_streams_under_both_namespaces() -> None:
    server = FakeServer([Part("updates", {"step": {"log": ["r"]}}), Part("values", {"log": ["r"]})])
    inner = _parent(server)
    outer = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
    namespaces = [_plain(ns) for ns, _chunk in outer.stream({"log": []}, stream_mode="updates", subgraphs=True)]
    assert namespaces == [("inner", "remote"), ("inner",), ()]


def test_an_interrupt_pauses_the_caller_and_the_node_runs_again_on_resume() -> None:
    server = FakeServer(
        [Part("values", {"log": []}), Part("updates", {"__interrupt__": [{"value": "approve?", "id": "i-1"}]})]
    )
    graph = _parent(server, checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "T"}}
    assert graph.invoke({"log": ["start"]}, config) == {"log": ["start"], "__interrupt__": [Interrupt(value="approve?", id="i-1")]}
    state = graph.get_state(config)
    assert state.next == ("remote",)
    assert state.interrupts == (Interrupt(value="approve?", id="i-1"),)
    server.parts = [Part("values", {"log": ["approved"]})]
    assert graph.invoke(Command(resume="yes"), config) == {"log": ["start", "approved"]}
    # the node is run again with its input (the remote thread holds the resume)
    assert server.last("runs.stream")["input"] == {"log": ["start"]}


def test_a_command_for_the_parent_acts_as_the_nodes_own() -> None:
    data = {"graph": Command.PARENT, "goto": "after", "update": {"log": ["from remote"]}, "resume": None}
    server = FakeServer([Part("values", {"log": []}), Part("command", data)])
    # at the root there is no graph above the node's: the command leaves the run
    with pytest.raises(ParentCommand) as raised:
        _parent(server).invoke({"log": []})
    assert (raised.value.args[0].goto, raised.value.args[0].update) == ("after", {"log": ["from remote"]})
    # in a local subgraph, it is applied by the graph above it
    outer = (
        StateGraph(S)
        .add_node("inner", _parent(server))
        .add_node("after", lambda s: {"log": ["after"]})
        .add_edge(START, "inner")
        .compile()
    )
    assert outer.invoke({"log": []}) == {"log": ["from remote", "after"]}


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_an_async_caller_uses_the_async_client(backend: str) -> None:
    server = FakeServer(
        [
            Part("messages", [{"type": "AIMessageChunk", "content": "hi"}, {"langgraph_node": "model"}]),
            Part("values", {"log": ["hi"]}),
        ]
    )
    graph = _parent(server, is_async=True)

    async def main() -> list[Any]:
        return [(_plain(ns), mode, data) async for ns, mode, data in graph.astream({"log": []}, stream_mode=["messages", "values"], subgraphs=True)]

    assert anyio.run(main, backend=backend) == [
        ((), "values", {"log": []}),
        (("remote",), "messages", [{"type": "AIMessageChunk", "content": "hi"}, {"langgraph_node": "model"}]),
        (("remote",), "values", {"log": ["hi"]}),
        ((), "values", {"log": ["hi"]}),
    ]
    assert "messages-tuple" in server.last("runs.stream")["stream_mode"]

"""Plain ``def`` nodes under every driver, in the stream modes that must deliver chunks live.

The other streaming tests give each driver nodes of its own kind (``async def``
nodes for ``astream``). Here the reference graphs keep their sync nodes: under
``astream`` they run on worker threads while the event loop forwards their chunks.
"""

from __future__ import annotations

from typing import Any

import pytest
from streaming_helpers import INPUT, Driver, e05_parent, e06_nested, g1, new_graph, render, thread
from streaming_recorded import RECORDED

from lingxigraph.graph import START, MessagesState
from lingxigraph.messages import HumanMessage
from lingxigraph.testing import FakeChatModel

TIMEOUT = 10.0
"""Seconds an async run may take here (a healthy run takes milliseconds; a run whose
worker-thread chunks never reach the event loop hangs until then)."""


@pytest.fixture
def sync_nodes_run(run: Driver) -> Driver:
    """The driver, with a shorter time limit."""
    return run.with_timeout(TIMEOUT)


def test_custom_chunks_from_sync_nodes(sync_nodes_run: Driver) -> None:
    chunks = sync_nodes_run(g1(), "stream", INPUT, thread("t1"), stream_mode="custom")
    assert render(*chunks) == RECORDED["e01/custom"].body


def test_subgraph_chunks_from_sync_nodes(sync_nodes_run: Driver) -> None:
    chunks = sync_nodes_run(e05_parent(), "stream", INPUT, thread("s"), stream_mode="custom", subgraphs=True)
    assert render(*chunks) == RECORDED["e05/custom"].body


def test_subgraph_invoked_inside_a_sync_node(sync_nodes_run: Driver) -> None:
    chunks = sync_nodes_run(
        e06_nested(), "stream", {"x": 0}, thread("n"), stream_mode=["updates", "values"], subgraphs=True
    )
    assert render(*chunks) == RECORDED["e06/3-tuples"].body


def test_model_tokens_from_a_sync_node(sync_nodes_run: Driver) -> None:
    model = FakeChatModel(["hello big world"])

    def chat(state: MessagesState) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])]}

    builder = new_graph(MessagesState)
    builder.add_node("chat", chat)
    builder.add_edge(START, "chat")
    chunks = sync_nodes_run(
        builder.compile(), "stream", {"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"
    )
    assert [m.content for m, _ in chunks] == ["hello", " ", "big", " ", "world"]


def test_sync_nodes_without_live_modes(run: Driver) -> None:
    """Modes that need no live delivery work with sync nodes on every driver."""
    chunks = run.with_timeout(TIMEOUT)(g1(), "stream", INPUT, thread("t1"), stream_mode=["values", "updates"])
    assert render(*chunks) == render(
        ("values", {"x": 1, "log": []}),
        ("updates", {"a": {"x": 2, "log": ["a"]}}),
        ("values", {"x": 2, "log": ["a"]}),
        ("updates", {"b": {"x": 20, "log": ["b"]}}),
        ("values", {"x": 20, "log": ["a", "b"]}),
    )

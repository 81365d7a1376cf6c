"""Chunks reach the caller while the node that produced them is still running.

The node emits a chunk carrying an ``ack`` callback, then waits (bounded by
``LIVE_TIMEOUT``) until the consumer calls it; it records whether the consumer
acknowledged in time. No sleeps: the node blocks on a ``threading.Event`` (sync
nodes) or an ``anyio.Event`` (async nodes) that only the consumer sets.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Literal

import anyio
import pytest
from streaming_helpers import Driver, PartialS, new_graph

from lingxigraph.config import get_stream_writer
from lingxigraph.graph import START, MessagesState
from lingxigraph.messages import AIMessage, HumanMessage
from lingxigraph.testing import FakeChatModel

LIVE_TIMEOUT = 5.0
"""Seconds a node waits for the consumer's acknowledgement (a passing run needs milliseconds)."""

NodeKind = Literal["sync", "async"]


def _choose_kind(run: Driver, kind: NodeKind) -> None:
    """Sync nodes run under every driver (on worker threads under ``astream``); async
    nodes need an async driver."""
    if kind == "async" and not run.is_async:
        pytest.skip("async nodes need an async driver")


def _waiting_node(kind: NodeKind) -> Callable[[Any], Any]:
    """Emits ``{'ack': callback}`` as a custom chunk, then waits for the callback."""

    def wait_sync(state: Any) -> dict[str, Any]:
        ack = threading.Event()
        get_stream_writer()({"ack": ack.set})
        return {"log": ["seen-live" if ack.wait(LIVE_TIMEOUT) else "not-seen"]}

    async def wait_async(state: Any) -> dict[str, Any]:
        ack = anyio.Event()
        get_stream_writer()({"ack": ack.set})
        with anyio.move_on_after(LIVE_TIMEOUT):
            await ack.wait()
        return {"log": ["seen-live" if ack.is_set() else "not-seen"]}

    return wait_sync if kind == "sync" else wait_async


def _graph(kind: NodeKind, in_subgraph: bool) -> Any:
    inner = new_graph(PartialS)
    inner.add_node("wait", _waiting_node(kind))
    inner.add_edge(START, "wait")
    if not in_subgraph:
        return inner.compile()
    outer = new_graph(PartialS)
    outer.add_node("child", inner.compile())
    outer.add_edge(START, "child")
    return outer.compile()


def _acknowledge(chunk: Any) -> None:
    mode, data = chunk[-2], chunk[-1]
    if mode == "custom":
        data["ack"]()


@pytest.mark.parametrize("kind", ["sync", "async"])
@pytest.mark.parametrize("in_subgraph", [False, True], ids=["root", "subgraph"])
def test_custom_chunk_reaches_caller_while_node_runs(
    run: Driver, kind: NodeKind, in_subgraph: bool
) -> None:
    _choose_kind(run, kind)
    chunks = run.with_timeout(LIVE_TIMEOUT + 5).each(
        _graph(kind, in_subgraph), "stream", _acknowledge, {"log": []},
        stream_mode=["custom", "updates"], subgraphs=in_subgraph,
    )
    updates = [c[-1] for c in chunks if c[-2] == "updates" and (len(c) == 2 or c[0] == ())]
    assert updates[-1] == ({"child": {"log": ["seen-live"]}} if in_subgraph else {"wait": {"log": ["seen-live"]}})


def _chat_node(kind: NodeKind, tokens_seen: list[Any]) -> Callable[[Any], Any]:
    """Calls a FakeChatModel, then waits until the consumer has seen its last token.

    ``tokens_seen`` receives the event the consumer sets (created in the node, so
    that an ``anyio.Event`` belongs to the running event loop).
    """
    model = FakeChatModel(["hello big world"])

    def chat_sync(state: MessagesState) -> dict[str, Any]:
        seen = threading.Event()
        tokens_seen.append(seen)
        reply = model.invoke(state["messages"])
        return {"messages": [_with_flag(reply, seen.wait(LIVE_TIMEOUT))]}

    async def chat_async(state: MessagesState) -> dict[str, Any]:
        seen = anyio.Event()
        tokens_seen.append(seen)
        reply = model.invoke(state["messages"])
        with anyio.move_on_after(LIVE_TIMEOUT):
            await seen.wait()
        return {"messages": [_with_flag(reply, seen.is_set())]}

    return chat_sync if kind == "sync" else chat_async


def _with_flag(reply: Any, seen: bool) -> Any:
    """The final message: the reply's text plus whether the consumer saw the tokens in time."""
    return AIMessage(content=f"{reply.content} ({seen})", id="final")


@pytest.mark.parametrize("kind", ["sync", "async"])
def test_model_tokens_reach_caller_while_node_runs(run: Driver, kind: NodeKind) -> None:
    _choose_kind(run, kind)
    tokens_seen: list[Any] = []
    builder = new_graph(MessagesState)
    builder.add_node("chat", _chat_node(kind, tokens_seen))
    builder.add_edge(START, "chat")

    def on_chunk(chunk: Any) -> None:
        message, _ = chunk
        if message.content == "world":
            tokens_seen[0].set()

    chunks = run.with_timeout(LIVE_TIMEOUT + 5).each(
        builder.compile(), "stream", on_chunk, {"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"
    )
    assert [m.content for m, _ in chunks][-1] == "hello big world (True)"

"""Stream modes alone and combined, v1 tuples and v2 parts, against LangGraph's recordings.

Graph G1 (``START -> a -> b``, ``a`` writes a custom chunk) and the e07 interrupt
graph, streamed through every driver; the masked output must equal what
LangGraph 1.2.11 printed (behaviour.md §2, §3, §6).
"""

from __future__ import annotations

from typing import Any

import pytest
from streaming_helpers import (
    INPUT,
    Driver,
    Masker,
    e07_ask,
    e37_parallel,
    g1,
    is_tuple_of,
    new_graph,
    node,
    render,
    thread,
)
from streaming_recorded import RECORDED

from lingxigraph.graph import START, MessagesState
from lingxigraph.messages import AIMessage, HumanMessage
from lingxigraph.testing import FakeChatModel
from lingxigraph.types import Command

SINGLE_MODES = ["values", "updates", "custom", "tasks", "checkpoints", "debug"]
ALL_MODES = ["values", "updates", "custom", "messages", "tasks", "checkpoints", "debug", "events"]


@pytest.mark.parametrize("mode", SINGLE_MODES)
def test_single_mode_chunks_match_langgraph(run: Driver, mode: str) -> None:
    chunks = run(g1(async_nodes=run.is_async), "stream", INPUT, thread("t1"), stream_mode=mode)
    assert render(*chunks) == RECORDED[f"e01/{mode}"].body


@pytest.mark.parametrize("mode", ["checkpoints", "debug", "tasks"])
def test_single_mode_without_checkpointer_matches_langgraph(run: Driver, mode: str) -> None:
    chunks = run(g1(checkpointer=False, async_nodes=run.is_async), "stream", INPUT, stream_mode=mode)
    assert render(*chunks) == RECORDED[f"e02/{mode}"].body


@pytest.mark.parametrize(
    ("key", "kwargs"),
    [
        ("e03/list", {"stream_mode": ["updates", "custom", "values"]}),
        ("e03/one-element-list", {"stream_mode": ["values"]}),
        ("e03/default", {}),
        ("e03/v2-updates", {"stream_mode": "updates", "version": "v2"}),
        ("e03/v2-all", {"stream_mode": ["values", "updates", "custom", "tasks", "checkpoints"], "version": "v2"}),
    ],
    ids=["list", "one-element-list", "default-mode", "v2-updates", "v2-five-modes"],
)
def test_combined_modes_and_v2_match_langgraph(run: Driver, key: str, kwargs: dict[str, Any]) -> None:
    chunks = run(g1(async_nodes=run.is_async), "stream", INPUT, thread(), **kwargs)
    assert render(*chunks) == RECORDED[key].body


def test_v2_parts_are_plain_dicts(run: Driver) -> None:
    chunks = run(g1(async_nodes=run.is_async), "stream", INPUT, thread(), stream_mode="updates", version="v2")
    assert [type(c) for c in chunks] == [dict, dict]


@pytest.mark.parametrize(
    ("key", "kwargs", "with_type"),
    [
        ("e03/invoke-v2", {"version": "v2"}, True),
        ("e03/invoke-v1", {}, True),
        ("e03/invoke-updates", {"stream_mode": "updates"}, False),
        ("e03/invoke-updates-v2", {"stream_mode": "updates", "version": "v2"}, False),
    ],
    ids=["v2", "v1", "updates", "updates-v2"],
)
def test_invoke_result_shapes_match_langgraph(
    run: Driver, key: str, kwargs: dict[str, Any], with_type: bool
) -> None:
    result = run(g1(async_nodes=run.is_async), "invoke", INPUT, thread(), **kwargs)
    shown = (result, type(result).__name__) if with_type else (result,)
    assert render(*shown) == RECORDED[key].body


# ---- interrupts in stream chunks (e07) ----------------------------------------------


@pytest.mark.parametrize(
    ("key", "method", "kwargs"),
    [
        ("e07/updates", "stream", {"stream_mode": "updates"}),
        ("e07/values", "stream", {"stream_mode": "values"}),
        ("e07/list", "stream", {"stream_mode": ["values", "updates"]}),
        ("e07/v2", "stream", {"stream_mode": ["values", "updates"], "version": "v2"}),
        ("e07/tasks", "stream", {"stream_mode": "tasks"}),
        ("e07/invoke-v2", "invoke", {"version": "v2"}),
        ("e07/invoke-updates", "invoke", {"stream_mode": "updates"}),
    ],
    ids=["updates", "values", "list", "v2", "tasks", "invoke-v2", "invoke-updates"],
)
def test_interrupt_chunks_match_langgraph(run: Driver, key: str, method: str, kwargs: dict[str, Any]) -> None:
    result = run(e07_ask(run.is_async), method, {"q": "hi"}, thread("i"), **kwargs)
    shown = result if method == "stream" else [result]
    assert render(*shown) == RECORDED[key].body


def test_interrupt_debug_tail_matches_langgraph(run: Driver) -> None:
    events = run(e07_ask(run.is_async), "stream", {"q": "hi"}, thread("i10"), stream_mode="debug")
    assert render(events[-2:]) == RECORDED["e07/debug-last-2"].body


def test_interrupt_checkpoints_tail_matches_langgraph(run: Driver) -> None:
    events = run(e07_ask(run.is_async), "stream", {"q": "hi"}, thread("i11"), stream_mode="checkpoints")
    assert render(f"{len(events)} events", events[-1]) == RECORDED["e07/checkpoints-last"].body


def test_resumed_run_checkpoint_tasks_show_saved_interrupts_and_results(run: Driver) -> None:
    graph = e37_parallel(run.is_async)
    masker = Masker()

    def tasks_of(events: list[Any]) -> str:
        return masker.render(*({"step": e["metadata"]["step"], "tasks": e["tasks"]} for e in events))

    first = run(graph, "stream", {"out": []}, thread("c"), stream_mode="checkpoints")
    assert tasks_of(first) == RECORDED["e37/first-run"].body
    resumed = run(graph, "stream", Command(resume="v"), thread("c"), stream_mode="checkpoints")
    assert tasks_of(resumed) == RECORDED["e37/resume"].body


# ---- every mode at once ---------------------------------------------------------------


def _chat_graph(async_nodes: bool) -> Any:
    """``START -> chat -> plain``: ``chat`` calls a FakeChatModel and writes a custom chunk."""
    from lingxigraph.config import get_stream_writer

    model = FakeChatModel(["hello big world"])

    def chat(state: MessagesState) -> dict[str, Any]:
        get_stream_writer()({"chat": "started"})
        return {"messages": [model.invoke(state["messages"])]}

    def plain(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage(content="plain msg", id="ai-2")]}

    from lingxigraph.checkpoint.memory import InMemorySaver

    builder = new_graph(MessagesState)
    builder.add_node("chat", node(chat, async_nodes))
    builder.add_node("plain", node(plain, async_nodes))
    builder.add_edge(START, "chat")
    builder.add_edge("chat", "plain")
    return builder.compile(checkpointer=InMemorySaver())


def _chat_input() -> dict[str, Any]:
    return {"messages": [HumanMessage("hi", id="h-1")]}


def _comparable(mode: str, chunks: list[Any]) -> str:
    """Chunks of one mode, masked; ``events`` drop the wall-clock ``ts``."""
    if mode == "events":
        chunks = [{k: v for k, v in c.items() if k != "ts"} for c in chunks]
    if mode == "messages":
        chunks = [(type(m).__name__, m.content, m.id, meta) for m, meta in chunks]
    return render(*chunks)


def test_every_mode_at_once_equals_each_mode_alone(run: Driver) -> None:
    cfg = {**thread("all"), "run_id": "all-modes"}
    combined = run(_chat_graph(run.is_async), "stream", _chat_input(), cfg, stream_mode=ALL_MODES)
    assert all(is_tuple_of(c, 2) for c in combined)
    assert {mode for mode, _ in combined} == set(ALL_MODES)
    for mode in ALL_MODES:
        alone = run(_chat_graph(run.is_async), "stream", _chat_input(), cfg, stream_mode=mode)
        assert _comparable(mode, [c for m, c in combined if m == mode]) == _comparable(mode, alone), mode


def test_every_mode_at_once_v2_parts_have_one_shape(run: Driver) -> None:
    parts = run(
        _chat_graph(run.is_async), "stream", _chat_input(), thread("v2"), stream_mode=ALL_MODES, version="v2"
    )
    assert {p["type"] for p in parts} == set(ALL_MODES)
    for part in parts:
        keys = ["type", "ns", "data", "interrupts"] if part["type"] == "values" else ["type", "ns", "data"]
        assert list(part) == keys
        assert part["ns"] == ()
    assert all(p["interrupts"] == () for p in parts if p["type"] == "values")
    assert all(is_tuple_of(p["data"], 2) for p in parts if p["type"] == "messages")


def test_every_mode_at_once_with_subgraphs_gives_three_tuples(run: Driver) -> None:
    chunks = run(
        _chat_graph(run.is_async), "stream", _chat_input(), thread("sub"), stream_mode=ALL_MODES, subgraphs=True
    )
    assert all(is_tuple_of(c, 3) and c[0] == () for c in chunks)
    assert {mode for _, mode, _ in chunks} == set(ALL_MODES)

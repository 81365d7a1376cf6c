"""What a run does before and after its steps, with the results of the general path.

A stream closed early by a run without a saver has nothing to save: the drivers
skip ``Machine.close_run`` (with a saver it still runs and saves). The answers a
run needs about its graph's channel map are found through one memo checked once
per run, and found again when the map changes. Nothing is timed.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _graph_memo
from lingxigraph.pregel._machine import Machine


class Count(TypedDict, total=False):
    count: int


def _chain(n: int, checkpointer: Any = None) -> Any:
    builder = StateGraph(Count)
    names = [f"n{i}" for i in range(n)]
    for name in names:
        builder.add_node(name, lambda s: {"count": s["count"] + 1})
    builder.add_edge(START, names[0])
    for left, right in zip(names, names[1:]):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    return builder.compile(checkpointer=checkpointer)


def _close_runs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    real = Machine.close_run
    calls: list[int] = []

    def recording(self: Machine, *args: Any) -> Any:
        calls.append(self.step)
        return real(self, *args)

    monkeypatch.setattr(Machine, "close_run", recording)
    return calls


def _first_then_close(graph: Any, config: Any, is_async: bool) -> Any:
    if not is_async:
        stream = graph.stream({"count": 0}, config, stream_mode="updates")
        first = next(stream)
        stream.close()
        return first

    async def go() -> Any:
        stream = graph.astream({"count": 0}, config, stream_mode="updates")
        first = await stream.__anext__()
        await stream.aclose()
        return first

    return asyncio.run(go())


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_a_closed_stream_without_a_saver_skips_the_closing_save(
    monkeypatch: pytest.MonkeyPatch, is_async: bool
) -> None:
    calls = _close_runs(monkeypatch)
    graph = _chain(3)
    assert _first_then_close(graph, None, is_async) == {"n0": {"count": 1}}
    assert calls == []
    # the graph runs on as before
    assert graph.invoke({"count": 0}) == {"count": 3}


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_a_closed_stream_with_a_saver_still_saves(monkeypatch: pytest.MonkeyPatch, is_async: bool) -> None:
    calls = _close_runs(monkeypatch)
    saver = InMemorySaver()
    graph = _chain(3, saver)
    config = {"configurable": {"thread_id": "t"}}
    assert _first_then_close(graph, config, is_async) == {"n0": {"count": 1}}
    assert len(calls) == 1
    state = graph.get_state(config)
    assert state.values == {"count": 1} and state.next == ("n1",)


def test_the_channel_map_memo_is_checked_once_a_run(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = _chain(2)
    graph.invoke({"count": 0})
    real = _graph_memo.facts
    calls: list[Any] = []

    def recording(g: Any) -> Any:
        calls.append(g)
        return real(g)

    # (every module that looks the memo up)
    for module in ("_setup", "_machine", "_apply", "_node", "_checkpoint", "_graph_memo"):
        monkeypatch.setattr(f"lingxigraph.pregel.{module}.facts", recording)
    assert graph.invoke({"count": 0}) == {"count": 2}
    assert calls == [graph]


def test_a_changed_channel_map_is_asked_about_again() -> None:
    graph = _chain(2)
    assert graph.invoke({"count": 0}) == {"count": 2}
    known = _graph_memo.facts(graph)
    assert "_empty_channels" in known and "_consuming_channels" in known
    # a replaced map (same keys, new channel objects) gets a fresh memo
    graph.channels = {k: v.copy() for k, v in graph.channels.items()}
    fresh = _graph_memo.facts(graph)
    assert fresh is not known and fresh == {}
    assert graph.invoke({"count": 5}) == {"count": 7}
    assert "_empty_channels" in _graph_memo.facts(graph)

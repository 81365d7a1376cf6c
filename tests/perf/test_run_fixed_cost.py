"""What a run does before and after its steps, with the results of the general path.

A stream closed early by a run without a saver has nothing to save: the drivers
skip ``Machine.close_run`` (with a saver it still runs and saves). The answers a
run needs about its graph's channel map are found through one memo checked once
per run, and found again when the map changes. A root run's ``Runtime`` is made
field by field (``_run_runtime``), equal to the dataclass's; a root ``stream`` call
with v1 chunks (nothing printed, forwarded or namespaced) reuses its graph's
formatter for those modes; the output keys' state view is found once for equal
keys. Nothing is timed.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _graph_memo, _stream
from lingxigraph.pregel._machine import Machine
from lingxigraph.runtime import RunControl, Runtime, ServerInfo, _run_runtime


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


def _count_formatters(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    made: list[Any] = []
    real = _stream.Formatter.__init__

    def recording(self: Any, *args: Any, **kwargs: Any) -> None:
        made.append(args)
        real(self, *args, **kwargs)

    monkeypatch.setattr(_stream.Formatter, "__init__", recording)
    return made


@pytest.mark.parametrize(
    "runtime",
    [
        Runtime(),
        Runtime(context={"user": 1}, store=object(), control=RunControl()),
        Runtime(context="c", server_info=ServerInfo(assistant_id="a", graph_id="g")),
    ],
    ids=["defaults", "context-store-control", "server-info"],
)
def test_a_run_runtime_made_field_by_field_equals_the_dataclass_one(runtime: Runtime[Any]) -> None:
    made = _run_runtime(runtime.context, runtime.store, runtime.control, runtime.server_info)
    assert type(made) is Runtime
    assert made == runtime


def test_a_plain_stream_call_reuses_its_graphs_formatter(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = _chain(3)
    expected = [{"n0": {"count": 1}}, {"n1": {"count": 2}}, {"n2": {"count": 3}}]
    assert list(graph.stream({"count": 0}, stream_mode="updates")) == expected
    made = _count_formatters(monkeypatch)
    assert list(graph.stream({"count": 0}, stream_mode="updates")) == expected
    assert list(graph.stream({"count": 5}, stream_mode="updates")) == [
        {"n0": {"count": 6}}, {"n1": {"count": 7}}, {"n2": {"count": 8}}
    ]
    assert made == []
    # other modes get their own (bare chunks for a str, pairs for a list)
    assert list(graph.stream({"count": 0}, stream_mode="values"))[-1] == {"count": 3}
    assert list(graph.stream({"count": 0}, stream_mode=["values"]))[-1] == ("values", {"count": 3})
    assert len(made) == 2
    assert list(graph.stream({"count": 0}, stream_mode=["values"]))[-1] == ("values", {"count": 3})
    assert len(made) == 2


@pytest.mark.parametrize(
    "kwargs",
    [{"subgraphs": True}, {"version": "v2"}, {"print_mode": "updates"}],
    ids=["subgraphs", "v2", "print_mode"],
)
def test_a_stream_call_that_formats_otherwise_gets_its_own_formatter(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], kwargs: dict[str, Any]
) -> None:
    graph = _chain(1)
    list(graph.stream({"count": 0}, stream_mode="updates", **kwargs))
    made = _count_formatters(monkeypatch)
    chunks = list(graph.stream({"count": 0}, stream_mode="updates", **kwargs))
    assert len(made) == 1
    assert len(chunks) == 1


class Two(TypedDict, total=False):
    a: int
    b: int


def test_the_output_view_keys_are_found_once_for_equal_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    from lingxigraph.pregel import _machine
    from lingxigraph.pregel._graph_memo import facts

    builder = StateGraph(Two)
    builder.add_node("step", lambda s: {"a": s["a"] + 1, "b": 2})
    builder.add_edge(START, "step")
    builder.add_edge("step", END)
    graph = builder.compile()
    assert graph.invoke({"a": 1}) == {"a": 2, "b": 2}
    asked: list[Any] = []
    real = _machine.value_slot_channels
    monkeypatch.setattr(_machine, "value_slot_channels", lambda *a: asked.append(1) or real(*a))
    monkeypatch.delitem(facts(graph), "_value_slot_channels")
    assert graph.invoke({"a": 5}) == {"a": 6, "b": 2}
    assert asked == []  # (the graph's output keys: found before)
    keys = ["a"]
    assert graph.invoke({"a": 1}, output_keys=keys) == {"a": 2}
    assert asked == [1]
    # the caller's list changed since: its keys now are asked about, not the copy kept
    keys.append("b")
    assert graph.invoke({"a": 1}, output_keys=keys) == {"a": 2, "b": 2}
    assert facts(graph)["_output_view"][1] == ("a", "b")
    assert graph.invoke({"a": 1}, output_keys=["b"]) == {"b": 2}


def test_a_tuple_of_output_keys_is_found_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from lingxigraph.pregel import _machine
    from lingxigraph.pregel._graph_memo import facts

    builder = StateGraph(Two)
    builder.add_node("step", lambda s: {"a": s["a"] + 1, "b": 2})
    builder.add_edge(START, "step")
    builder.add_edge("step", END)
    graph = builder.compile()
    assert graph.invoke({"a": 1}) == {"a": 2, "b": 2}
    asked: list[Any] = []
    real = _machine.value_slot_channels
    monkeypatch.setattr(_machine, "value_slot_channels", lambda *a: asked.append(1) or real(*a))
    monkeypatch.delitem(facts(graph), "_value_slot_channels")
    assert graph.invoke({"a": 1}, output_keys=("b", "a")) == {"b": 2, "a": 2}
    view = facts(graph)["_output_view"]
    for _ in range(2):
        assert graph.invoke({"a": 1}, output_keys=("b", "a")) == {"b": 2, "a": 2}
    assert facts(graph)["_output_view"] is view  # (kept, not made again each run)
    assert asked == [1]

"""``invoke`` uses only a run's last values chunk: the machine makes it once.

A run whose caller keeps only the last values chunk (``invoke`` with one stream
mode, nothing forwarded or printed; a graph run as a node is one) leaves a
barrier's chunk due and makes it when a later one is due or the run ends
(``Machine.values_last``), when its values channels change only by reported
writes. Each test compares the result with the chunks made at every step
(``_values_stay`` turned off) and counts the chunks; nothing is timed.
"""

from __future__ import annotations

import asyncio
import operator
from collections.abc import Callable
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.channels.ephemeral_value import EphemeralValue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel import _machine, _stream
from lingxigraph.types import Command, Send, interrupt


class State(TypedDict):
    x: int
    log: Annotated[list, operator.add]


class Outer(TypedDict):
    x: Annotated[int, operator.add]
    log: Annotated[list, operator.add]


def _inner(ask: bool = False) -> Any:
    builder = StateGraph(State)
    builder.add_node("a", lambda s: {"x": s["x"] + 10, "log": ["a"]})
    builder.add_node("b", lambda s: {"x": s["x"] * 2, "log": ["b"]})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    if ask:
        builder.add_node("q", lambda s: {"x": interrupt("how much?"), "log": ["q"]})
        builder.add_edge("b", "q")
    return builder.compile()


def _outer(inner: Any, saver: Any = None) -> Any:
    builder = StateGraph(Outer)
    builder.add_node("sub", inner)
    builder.add_node("call", lambda s: {"x": inner.invoke({"x": s["x"], "log": []})["x"], "log": ["call"]})
    builder.add_node("each", inner)
    builder.add_edge(START, "sub")
    builder.add_edge("sub", "call")
    builder.add_conditional_edges("call", lambda s: [Send("each", {"x": i, "log": []}) for i in range(3)], ["each"])
    return builder.compile(checkpointer=saver)


def _values_chunks(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """The namespaces of the values chunks that reach an ``invoke``'s collector."""
    seen: list[tuple[Any, ...]] = []
    original = _stream.Collector.add

    def add(self: Any, ns: Any, mode: str, payload: Any) -> None:
        if mode == "values":
            seen.append(tuple(ns))
        original(self, ns, mode, payload)

    monkeypatch.setattr(_stream.Collector, "add", add)
    return seen


def _both(monkeypatch: pytest.MonkeyPatch, run: Callable[[], Any]) -> tuple[Any, int, Any, int]:
    """``run()`` with chunks made once, then at every step: (result, chunks) of each."""
    seen = _values_chunks(monkeypatch)
    once = run()
    once_chunks = len(seen)
    seen.clear()
    with monkeypatch.context() as patch:
        patch.setattr(_machine.Machine, "_values_stay", lambda self, keys: False)
        every = run()
    return once, once_chunks, every, len(seen)


def test_subgraph_calls_make_one_values_chunk(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = _outer(_inner())

    def run() -> Any:
        config = {"max_concurrency": 1}  # (one call at a time: the same order each run)
        return (
            graph.invoke({"x": 1, "log": []}, config),
            graph.invoke({"x": 1, "log": []}, config, output_keys="x"),
            graph.invoke({"x": 1, "log": []}, config, stream_mode="updates"),
            graph.invoke({"x": 1, "log": []}, config, version="v2"),
            asyncio.run(graph.ainvoke({"x": 1, "log": []}, config)),
        )

    once, once_chunks, every, every_chunks = _both(monkeypatch, run)
    assert once == every
    # each invoke: the root run and 5 subgraph runs (sub, call, 3 x each), one chunk
    # each, instead of one per step (3 steps each: START, a, b; the root's 4)
    assert once_chunks == 5 * 6
    assert every_chunks == 5 * (5 * 3 + 4)


def test_a_values_channel_that_clears_keeps_a_chunk_per_step(monkeypatch: pytest.MonkeyPatch) -> None:
    class Flash(TypedDict):
        x: int
        flash: Annotated[int, EphemeralValue]

    builder = StateGraph(Flash)
    builder.add_node("a", lambda s: {"flash": 5})
    builder.add_node("b", lambda s: {})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    graph = builder.compile()

    once, once_chunks, every, every_chunks = _both(monkeypatch, lambda: graph.invoke({"x": 1}))
    # (the last chunk is step 1's: ``flash`` is cleared at step 2, which makes no
    # chunk; a chunk made at the end would not show it)
    assert once == every == {"x": 1, "flash": 5}
    assert once_chunks == every_chunks == 2


def test_interrupts_and_resumes_give_the_same_results(monkeypatch: pytest.MonkeyPatch) -> None:
    def run() -> Any:
        saver = InMemorySaver()
        graph = _outer(_inner(ask=True), saver)
        config = {"configurable": {"thread_id": "t"}, "max_concurrency": 1}
        out = [graph.invoke({"x": 1, "log": []}, config)]
        out.append(graph.invoke(Command(resume=3), config))
        out.append(graph.get_state(config).values)
        return out

    once, _, every, _ = _both(monkeypatch, run)
    assert repr(once) == repr(every)
    assert "__interrupt__" in once[0]


def test_breakpoints_errors_and_printed_values_as_before(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    builder = StateGraph(State)
    builder.add_node("a", lambda s: {"x": s["x"] + 1, "log": ["a"]})
    builder.add_node("b", lambda s: {"x": 1 // s["x"], "log": ["b"]})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")

    def run() -> Any:
        graph = builder.compile(checkpointer=InMemorySaver(), interrupt_after=["a"])
        config = {"configurable": {"thread_id": "t"}}
        out = [graph.invoke({"x": 1, "log": []}, config), graph.invoke(None, config)]
        with pytest.raises(ZeroDivisionError):
            # (a run's empty interrupt_after keeps the compiled one, as in LangGraph)
            builder.compile(checkpointer=InMemorySaver()).invoke({"x": -1, "log": []}, {"configurable": {"thread_id": "u"}})
        out.append(builder.compile().invoke({"x": 2, "log": []}, debug=True))
        out.append(capsys.readouterr().out)
        return out

    once, _, every, _ = _both(monkeypatch, run)
    assert once == every
    assert once[1] == {"x": 0, "log": ["a", "b"]}
    assert "[values]" in once[3]


def test_output_keys_changed_after_a_run_are_checked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    # the channel check is kept on the graph per keys: a caller's list changed in
    # place between runs is not the keys checked before
    class Flash(TypedDict):
        x: int
        y: int
        flash: Annotated[int, EphemeralValue]

    builder = StateGraph(Flash)
    builder.add_node("a", lambda s: {"flash": 5})
    builder.add_node("b", lambda s: {})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    graph = builder.compile()
    keys = ["x"]

    def run() -> Any:
        keys[:] = ["x"]
        first = graph.invoke({"x": 1}, output_keys=keys)
        keys.append("flash")
        return first, graph.invoke({"x": 1}, output_keys=keys)

    once, _, every, _ = _both(monkeypatch, run)
    # (``flash`` is cleared at step 2, which makes no chunk: the last chunk shows it)
    assert once == every == ({"x": 1}, {"x": 1, "flash": 5})

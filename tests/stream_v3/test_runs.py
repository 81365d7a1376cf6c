"""More v3 runs checked against what LangGraph gives: subgraphs called in a
function node, static breakpoints, the functional API, a caller's
``checkpoint_ns``, and where the experimental warning points."""

from __future__ import annotations

import contextlib
import importlib.util
import warnings
from typing import Any

import anyio
import pytest
from v3_helpers import LANES, Lane, S, run_v3, strip

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_stream_writer
from lingxigraph.func import entrypoint
from lingxigraph.graph import START, StateGraph
from lingxigraph.stream import CustomTransformer, UpdatesTransformer

BOTH = [UpdatesTransformer, CustomTransformer]


def _ev(method: str, ns: list[str], data: Any, seq: int, **extra: Any) -> dict[str, Any]:
    return {"type": "event", "method": method, "params": {"namespace": ns, "data": data, **extra}, "seq": seq}


def _inner() -> Any:
    sub = StateGraph(S)
    sub.add_node("inner", lambda s: {"log": ["inner"]})
    sub.add_edge(START, "inner")
    return sub.compile()


@pytest.mark.parametrize("lane", LANES)
def test_subgraph_called_in_a_function_node_is_a_subgraph_run_of_that_node(lane: Lane) -> None:
    sub = _inner()
    g = StateGraph(S)
    g.add_node("caller", lambda s: sub.invoke(s))
    g.add_edge(START, "caller")
    res = run_v3(lane, g.compile(), {"log": []}, transformers=BOTH)
    caller = ["caller:<id>"]
    assert [strip(e) for e in res.items] == [
        _ev("values", [], {"log": []}, 1, interrupts=()),
        _ev("values", caller, {"log": []}, 2, interrupts=()),
        _ev("lifecycle", [], {"event": "started", "namespace": caller, "graph_name": "caller", "trigger_call_id": "<id>"}, 3),
        _ev("updates", caller, {"inner": {"log": ["inner"]}}, 4),
        _ev("values", caller, {"log": ["inner"]}, 5, interrupts=()),
        _ev("updates", [], {"caller": {"log": ["inner"]}}, 6),
        _ev("lifecycle", [], {"event": "completed", "namespace": caller}, 7),
        _ev("values", [], {"log": ["inner"]}, 8, interrupts=()),
    ]
    assert (res.output, res.interrupted) == ({"log": ["inner"]}, False)


@pytest.mark.parametrize("lane", LANES)
def test_static_breakpoint_then_resume(lane: Lane) -> None:
    g = StateGraph(S)
    g.add_node("a", lambda s: {"x": 1})
    g.add_node("b", lambda s: {"x": 2})
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    graph = g.compile(checkpointer=InMemorySaver(), interrupt_before=["b"])
    cfg = {"configurable": {"thread_id": "t"}}
    first = run_v3(lane, graph, {"log": []}, cfg, transformers=BOTH)
    assert [strip(e) for e in first.items] == [
        _ev("values", [], {"log": []}, 1, interrupts=()),
        _ev("updates", [], {"a": {"x": 1}}, 2),
        _ev("values", [], {"x": 1, "log": []}, 3, interrupts=()),
        _ev("updates", [], {"__interrupt__": ()}, 4),
    ]
    # a breakpoint is no interrupt() call: nothing pending
    assert (first.output, first.interrupted, first.interrupts) == ({"x": 1, "log": []}, False, [])
    second = run_v3(lane, graph, None, cfg, transformers=BOTH)
    assert [strip(e) for e in second.items] == [
        _ev("values", [], {"x": 1, "log": []}, 1, interrupts=()),
        _ev("updates", [], {"b": {"x": 2}}, 2),
        _ev("values", [], {"x": 2, "log": []}, 3, interrupts=()),
    ]


@pytest.mark.parametrize("lane", LANES)
def test_entrypoint_run(lane: Lane) -> None:
    @entrypoint(checkpointer=InMemorySaver())
    def wf(x: int) -> int:
        get_stream_writer()("w")
        return x * 2

    res = run_v3(lane, wf, 3, {"configurable": {"thread_id": "t"}}, transformers=BOTH)
    assert [strip(e) for e in res.items] == [
        _ev("custom", [], "w", 1),
        _ev("updates", [], {"wf": 6}, 2),
        _ev("values", [], 6, 3, interrupts=()),
    ]
    assert res.output == 6


def test_a_callers_checkpoint_ns_scopes_the_transformers() -> None:
    # as LangGraph: the run's level is the namespace the caller names, so a run
    # whose events are not below it shows no lifecycle and no output
    sub = _inner()
    g = StateGraph(S)
    g.add_node("sub", sub)
    g.add_edge(START, "sub")
    run = g.compile().stream_events({"log": []}, {"configurable": {"checkpoint_ns": "outer:abc"}}, version="v3")
    assert [e["method"] for e in run] == ["values"] * 4
    assert list(run.lifecycle) == []
    assert run.output is None


@pytest.mark.beta_warning
@pytest.mark.skipif(importlib.util.find_spec("langchain_core") is None, reason="needs langchain-core")
@pytest.mark.parametrize("lane", ["sync", "asyncio"])
def test_the_warning_points_at_the_caller(lane: str) -> None:
    import langchain_core._api  # noqa: F401 - its warning class must be loaded

    graph = _inner()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        if lane == "sync":
            graph.stream_events({"log": []}, version="v3").abort()
        else:

            async def main() -> None:
                run = await graph.astream_events({"log": []}, version="v3")
                await run.abort()

            anyio.run(main)
    (warning,) = [w for w in caught if "v3 streaming protocol" in str(w.message)]
    assert warning.filename == __file__


@pytest.mark.parametrize("lane", LANES)
def test_a_drained_subgraph_run_is_drained_not_failed(lane: Lane) -> None:
    from lingxigraph.errors import GraphDrained
    from lingxigraph.runtime import RunControl

    control = RunControl()

    def drain(state: S) -> dict[str, Any]:
        control.request_drain("stop")
        return {"log": ["d"]}

    sub = StateGraph(S)
    sub.add_node("d", drain)
    sub.add_node("e", lambda s: {"log": ["e"]})
    sub.add_edge(START, "d")
    sub.add_edge("d", "e")
    g = StateGraph(S)
    g.add_node("sub", sub.compile())
    g.add_edge(START, "sub")
    seen: list[Any] = []
    with pytest.raises(GraphDrained, match="stop"):
        run_v3(lane, g.compile(), {"log": []}, read=lambda run: _collect(run.lifecycle, seen, lane), control=control)
    assert [(p["event"], p["namespace"][0].split(":")[0]) for p in seen] == [("started", "sub"), ("drained", "sub")]


@pytest.mark.parametrize("lane", LANES)
def test_nested_drained_subgraph_runs_end_in_the_order_they_started(lane: Lane) -> None:
    # LangGraph ends the runs still open at a drain outermost first (lingxigraph
    # went innermost first)
    from lingxigraph.errors import GraphDrained
    from lingxigraph.runtime import RunControl

    control = RunControl()

    def drain(state: S) -> dict[str, Any]:
        control.request_drain("stop")
        return {"log": ["d"]}

    inner = StateGraph(S)
    inner.add_node("d", drain)
    inner.add_node("e", lambda s: {"log": ["e"]})
    inner.add_edge(START, "d")
    inner.add_edge("d", "e")
    mid = StateGraph(S)
    mid.add_node("inner", inner.compile())
    mid.add_edge(START, "inner")
    g = StateGraph(S)
    g.add_node("mid", mid.compile())
    g.add_edge(START, "mid")
    seen: list[Any] = []
    with pytest.raises(GraphDrained, match="stop"):
        run_v3(lane, g.compile(), {"log": []}, read=lambda run: _collect(run.lifecycle, seen, lane), control=control)
    assert [(p["event"], len(p["namespace"])) for p in seen] == [
        ("started", 1), ("started", 2), ("drained", 1), ("drained", 2),
    ]


def test_lifecycle_of_runs_open_at_the_end_and_interrupt_over_error() -> None:
    # as LangGraph: a task result with interrupts ends its run 'interrupted' even
    # if it has an error too; runs still open end 'completed' with the run, or
    # as its error tells
    from lingxigraph.errors import GraphInterrupt
    from lingxigraph.stream._mux import StreamMux
    from lingxigraph.stream.transformers import LifecycleTransformer

    def tasks(ns: list[str], data: dict[str, Any]) -> dict[str, Any]:
        return {"type": "event", "method": "tasks", "params": {"namespace": ns, "timestamp": 0, "data": data}}

    def start(ns: list[str]) -> dict[str, Any]:
        return tasks(ns, {"id": "x", "name": "n", "input": None, "triggers": []})

    def ended(end: Any) -> list[tuple[str, list[str]]]:
        mux = StreamMux(factories=[LifecycleTransformer])
        payloads = iter(mux.extensions["lifecycle"])
        mux.push(start(["a:t1"]))
        mux.push(start(["b:t2"]))
        mux.push(tasks([], {"id": "t1", "name": "a", "error": "boom", "interrupts": [{"value": 1}], "result": {}}))
        end(mux)
        got = []
        with contextlib.suppress(GraphInterrupt, ValueError):  # (after its items, the channel fails)
            got.extend((p["event"], p["namespace"]) for p in payloads if p["event"] != "started")
        return got

    assert ended(lambda mux: mux.close()) == [("interrupted", ["a:t1"]), ("completed", ["b:t2"])]
    assert ended(lambda mux: mux.fail(GraphInterrupt())) == [("interrupted", ["a:t1"]), ("interrupted", ["b:t2"])]
    assert ended(lambda mux: mux.fail(ValueError("bad"))) == [("interrupted", ["a:t1"]), ("failed", ["b:t2"])]


def _collect(channel: Any, into: list[Any], lane: str) -> Any:
    """Iterate ``channel``, keeping what arrived before it raises."""
    if lane == "sync":

        def gen() -> Any:
            for item in channel:
                into.append(item)
                yield item

        return gen()

    async def agen() -> Any:
        async for item in channel:
            into.append(item)
            yield item

    return agen()

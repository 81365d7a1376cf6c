"""The protocol events of a v3 run, on every lane (sync, asyncio, trio):
envelope, order, namespaces, interrupts, resume, errors."""

from __future__ import annotations

import time
from typing import Any

import pytest
from v3_helpers import LANES, Lane, nested_graph, run_v3, strip

from lingxigraph.graph import START, StateGraph
from lingxigraph.stream import CustomTransformer, UpdatesTransformer
from lingxigraph.types import Command, Interrupt


def _ev(method: str, ns: list[str], data: Any, seq: int, **extra: Any) -> dict[str, Any]:
    return {"type": "event", "method": method, "params": {"namespace": ns, "data": data, **extra}, "seq": seq}


SUB = ["sub:<id>"]
A = {"x": 1, "log": ["a"]}
AFTER_SUB = {"x": 1, "log": ["a", "a", "inner"]}  # the subgraph returns the whole state (log reducer adds)


@pytest.mark.parametrize("lane", LANES)
def test_events_in_order_with_subgraph_lifecycle_and_interrupt(lane: Lane) -> None:
    cfg = {"configurable": {"thread_id": "t"}}
    res = run_v3(lane, nested_graph(), {"log": []}, cfg, transformers=[UpdatesTransformer, CustomTransformer])
    events = [strip(e) for e in res.items]
    (intr,) = res.interrupts
    assert isinstance(intr, Interrupt) and intr.value == "q"
    assert events == [
        _ev("values", [], {"log": []}, 1, interrupts=()),
        _ev("custom", [], {"hi": 1}, 2),
        _ev("updates", [], {"a": A}, 3),
        _ev("values", [], A, 4, interrupts=()),
        _ev("values", SUB, A, 5, interrupts=()),
        _ev("lifecycle", [], {"event": "started", "namespace": SUB, "graph_name": "sub", "trigger_call_id": "<id>"}, 6),
        _ev("updates", SUB, {"inner": {"log": ["inner"]}}, 7),
        _ev("values", SUB, {"x": 1, "log": ["a", "inner"]}, 8, interrupts=()),
        _ev("updates", [], {"sub": {"x": 1, "log": ["a", "inner"]}}, 9),
        _ev("lifecycle", [], {"event": "completed", "namespace": SUB}, 10),
        _ev("values", [], AFTER_SUB, 11, interrupts=()),
        _ev("updates", [], {"__interrupt__": (intr,)}, 12),
        _ev("values", [], AFTER_SUB, 13, interrupts=(intr,)),
    ]
    assert (res.output, res.interrupted) == (AFTER_SUB, True)


@pytest.mark.parametrize("lane", LANES)
def test_resume_after_interrupt(lane: Lane) -> None:
    graph = nested_graph()
    cfg = {"configurable": {"thread_id": "t"}}
    assert run_v3(lane, graph, {"log": []}, cfg).interrupted
    res = run_v3(lane, graph, Command(resume=5), cfg)
    assert [strip(e) for e in res.items] == [
        _ev("values", [], AFTER_SUB, 1, interrupts=()),
        _ev("values", [], {**AFTER_SUB, "x": 5}, 2, interrupts=()),
    ]
    assert (res.output, res.interrupted, res.interrupts) == ({**AFTER_SUB, "x": 5}, False, [])


@pytest.mark.parametrize("lane", LANES)
def test_envelope_timestamps_are_wall_clock_milliseconds(lane: Lane) -> None:
    before = int(time.time() * 1000)
    res = run_v3(lane, nested_graph(ask=False), {"log": []}, {"configurable": {"thread_id": "t"}})
    after = int(time.time() * 1000)
    assert [e["seq"] for e in res.items] == list(range(1, len(res.items) + 1))
    for event in res.items:
        assert set(event) == {"type", "method", "params", "seq"}
        assert before <= event["params"]["timestamp"] <= after
        assert isinstance(event["params"]["namespace"], list)


@pytest.mark.parametrize("lane", LANES)
def test_node_error_ends_the_events_and_output_raises_it(lane: Lane) -> None:
    g = StateGraph(dict)  # type: ignore[type-var]
    g.add_node("boom", lambda s: 1 / 0)
    g.add_edge(START, "boom")
    graph = g.compile()
    seen: list[str] = []

    def read(run: Any) -> Any:
        if lane == "sync":
            def gen() -> Any:
                for e in run:
                    seen.append(e["method"])
                    yield e
            return gen()

        async def agen() -> Any:
            async for e in run:
                seen.append(e["method"])
                yield e
        return agen()

    with pytest.raises(ZeroDivisionError, match="^division by zero"):
        run_v3(lane, graph, {"x": 1}, read=read)
    assert seen == ["values"]


def test_output_after_error_raises_again() -> None:
    g = StateGraph(dict)  # type: ignore[type-var]
    g.add_node("boom", lambda s: 1 / 0)
    g.add_edge(START, "boom")
    run = g.compile().stream_events({"x": 1}, version="v3")
    with pytest.raises(ZeroDivisionError):
        list(run)
    with pytest.raises(ZeroDivisionError):
        _ = run.output
    with pytest.raises(ZeroDivisionError):
        _ = run.interrupted


@pytest.mark.parametrize("lane", LANES)
def test_context_and_other_stream_kwargs_reach_the_run(lane: Lane) -> None:
    from lingxigraph.runtime import Runtime

    def node(state: dict[str, Any], runtime: Runtime[dict[str, Any]]) -> dict[str, Any]:
        return {"who": runtime.context["user"]}

    g = StateGraph(dict, context_schema=dict)  # type: ignore[type-var]
    g.add_node("node", node)
    g.add_edge(START, "node")
    res = run_v3(lane, g.compile(), {"who": ""}, context={"user": "ann"})
    assert res.output == {"who": "ann"}


@pytest.mark.parametrize("kwarg", ["stream_mode", "subgraphs"])
def test_v3_owns_stream_mode_and_subgraphs(kwarg: str) -> None:
    graph = nested_graph(ask=False)
    with pytest.raises(TypeError) as info:
        graph.stream_events({"log": []}, version="v3", **{kwarg: "values"})
    # LangGraph's text (user report u958)
    assert str(info.value) == (
        f"stream_events(version='v3') / astream_events(version='v3') do not accept {kwarg}; v3 owns these "
        "(stream_mode is built from the transformer mux, subgraphs is forced True so nested namespaces "
        "flow through scoped muxes)."
    )


def test_async_v3_rejects_owned_kwargs_when_awaited() -> None:
    import anyio

    async def main() -> None:
        await nested_graph(ask=False).astream_events({"log": []}, version="v3", subgraphs=True)

    with pytest.raises(TypeError, match="do not accept subgraphs"):
        anyio.run(main)


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_sync_stream_events_still_only_v3(version: str) -> None:
    with pytest.raises(NotImplementedError, match=rf"^stream_events\(version='{version}'\) is not supported\."):
        nested_graph().stream_events({"log": []}, version=version)


def test_unknown_versions_as_langgraph() -> None:
    graph = nested_graph(ask=False)
    with pytest.raises(NotImplementedError, match=r"^stream_events\(version='v4'\) is not supported\."):
        graph.stream_events({"log": []}, version="v4")

    async def main() -> None:
        events = graph.astream_events({"log": []}, version="v4")  # fails when read
        async for _ in events:
            pass

    import anyio

    with pytest.raises(NotImplementedError, match=r"^Unsupported version: 'v4'\. Expected 'v1', 'v2', or 'v3'\.$"):
        anyio.run(main)

"""The projections of a v3 run: values, subgraphs (handles), lifecycle,
interleave, abort, output; sync and async (asyncio, trio)."""

from __future__ import annotations

from typing import Any

import anyio
import pytest
from v3_helpers import AFTER_SUB_STATE, LANES, Lane, nested_graph, run_v3

from lingxigraph.stream import (
    AsyncGraphRunStream,
    AsyncSubgraphRunStream,
    GraphRunStream,
    SubgraphRunStream,
    UpdatesTransformer,
)

CFG = {"configurable": {"thread_id": "t"}}


@pytest.mark.parametrize("lane", LANES)
def test_values_projection_is_the_run_levels_states(lane: Lane) -> None:
    res = run_v3(lane, nested_graph(), {"log": []}, CFG, read=lambda run: run.values)
    # the subgraph's own states are not in it
    assert res.items == [{"log": []}, {"x": 1, "log": ["a"]}, AFTER_SUB_STATE, AFTER_SUB_STATE]
    assert res.interrupted


@pytest.mark.parametrize("lane", LANES)
def test_lifecycle_projection(lane: Lane) -> None:
    res = run_v3(lane, nested_graph(), {"log": []}, CFG, read=lambda run: run.lifecycle)
    started, completed = res.items
    (segment,) = started["namespace"]
    node, _, task_id = segment.partition(":")
    assert started == {"event": "started", "namespace": [segment], "graph_name": "sub", "trigger_call_id": task_id}
    assert node == "sub"
    assert completed == {"event": "completed", "namespace": [segment]}


def test_subgraph_handles_sync() -> None:
    run = nested_graph().stream_events({"log": []}, CFG, version="v3")
    assert isinstance(run, GraphRunStream)
    seen = []
    for handle in run.subgraphs:
        assert isinstance(handle, SubgraphRunStream)
        assert (handle.graph_name, handle.status, handle.error) == ("sub", "started", None)
        assert handle.path[0] == f"sub:{handle.trigger_call_id}"
        seen.append(list(handle.values))
        assert (handle.status, handle.output, handle.interrupted) == ("completed", {"x": 1, "log": ["a", "inner"]}, False)
    assert seen == [[{"x": 1, "log": ["a", "inner"]}]]
    assert run.output == AFTER_SUB_STATE


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_subgraph_handles_async(backend: str) -> None:
    async def main() -> list[Any]:
        run = await nested_graph().astream_events({"log": []}, CFG, version="v3")
        assert isinstance(run, AsyncGraphRunStream)
        seen = []
        async for handle in run.subgraphs:
            assert isinstance(handle, AsyncSubgraphRunStream)
            seen.append([v async for v in handle.values])
            assert (handle.status, await handle.output()) == ("completed", {"x": 1, "log": ["a", "inner"]})
        assert await run.output() == AFTER_SUB_STATE
        return seen

    assert anyio.run(main, backend=backend) == [[{"x": 1, "log": ["a", "inner"]}]]


def test_grandchildren_appear_on_the_childs_handle() -> None:
    from v3_helpers import S

    from lingxigraph.graph import START, StateGraph

    inner = StateGraph(S)
    inner.add_node("leaf", lambda s: {"log": ["leaf"]})
    inner.add_edge(START, "leaf")
    middle = StateGraph(S)
    middle.add_node("inner", inner.compile())
    middle.add_edge(START, "inner")
    outer = StateGraph(S)
    outer.add_node("middle", middle.compile())
    outer.add_edge(START, "middle")
    run = outer.compile().stream_events({"log": []}, version="v3")
    tree = []
    for child in run.subgraphs:
        tree.append((child.graph_name, [grand.graph_name for grand in child.subgraphs]))
    assert tree == [("middle", ["inner"])]
    # lifecycle (all depths) was filled too, though nobody read it while running
    assert run.output == {"log": ["leaf"]}


@pytest.mark.parametrize("lane", LANES)
def test_interleave_keeps_arrival_order(lane: Lane) -> None:
    def read(run: Any) -> Any:
        return run.interleave("values", "updates", "lifecycle")

    res = run_v3(lane, nested_graph(), {"log": []}, CFG, read=read, transformers=[UpdatesTransformer])
    shown = [(name, item["event"] if name == "lifecycle" else item) for name, item in res.items]
    intr = res.interrupts[0]
    assert shown == [
        ("values", {"log": []}),
        ("updates", {"a": {"x": 1, "log": ["a"]}}),
        ("values", {"x": 1, "log": ["a"]}),
        ("lifecycle", "started"),
        ("updates", {"sub": {"x": 1, "log": ["a", "inner"]}}),
        ("lifecycle", "completed"),
        ("values", AFTER_SUB_STATE),
        ("updates", {"__interrupt__": (intr,)}),
        ("values", AFTER_SUB_STATE),
    ]


def test_interleave_rejects_unknown_and_taken_projections_when_read() -> None:
    run = nested_graph().stream_events({"log": []}, CFG, version="v3")
    unknown = run.interleave("nope")  # (as LangGraph: checked when reading starts)
    with pytest.raises(KeyError):
        next(unknown)
    values = iter(run.values)
    taken = run.interleave("lifecycle", "values")
    with pytest.raises(RuntimeError, match="^StreamChannel 'values' already has a subscriber"):
        next(taken)
    # the lifecycle projection taken before the failure was given back
    assert list(run.lifecycle) and list(values)


def test_interleave_gives_its_projections_back_when_it_stops() -> None:
    run = nested_graph().stream_events({"log": []}, CFG, version="v3")
    both = run.interleave("values", "lifecycle")
    assert next(both) == ("values", {"log": []})
    both.close()
    # read again from what comes next
    assert list(run.values) == [{"x": 1, "log": ["a"]}, AFTER_SUB_STATE, AFTER_SUB_STATE]


def test_abort_and_context_manager_stop_the_run() -> None:
    graph = nested_graph()
    with graph.stream_events({"log": []}, CFG, version="v3") as run:
        events = iter(run)
        first = next(events)
    assert first["method"] == "values" and first["seq"] == 1
    assert list(events) == []
    assert run.output == {"log": []}  # nothing more ran
    run.abort()  # idempotent
    assert graph.get_state(CFG).values == {"log": []}


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_async_abort(backend: str) -> None:
    async def main() -> tuple[Any, Any]:
        async with await nested_graph().astream_events({"log": []}, CFG, version="v3") as run:
            first = await run.__aiter__().__anext__()
        return first["params"]["data"], await run.output()

    assert anyio.run(main, backend=backend) == ({"log": []}, {"log": []})


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_two_tasks_consume_projections_concurrently(backend: str) -> None:
    async def main() -> tuple[list[Any], list[Any]]:
        run = await nested_graph().astream_events({"log": []}, CFG, version="v3", transformers=[UpdatesTransformer])
        values: list[Any] = []
        updates: list[Any] = []

        async def drain(channel: Any, out: list[Any]) -> None:
            async for item in channel:
                out.append(item)

        async with anyio.create_task_group() as tg:
            tg.start_soon(drain, run.values, values)
            tg.start_soon(drain, run.extensions["updates"], updates)
        return values, [list(u) for u in updates]

    values, updates = anyio.run(main, backend=backend)
    assert values == [{"log": []}, {"x": 1, "log": ["a"]}, AFTER_SUB_STATE, AFTER_SUB_STATE]
    assert updates == [["a"], ["sub"], ["__interrupt__"]]


def test_projection_channels_are_bound_to_their_lane() -> None:
    run = nested_graph().stream_events({"log": []}, CFG, version="v3")
    with pytest.raises(TypeError, match="bound to sync mode"):
        run.values.__aiter__()
    run.abort()


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_abort_from_another_task_cancels_the_running_node(backend: str) -> None:
    from lingxigraph.graph import START, StateGraph

    async def main() -> tuple[list[Any], Any, list[str]]:
        started = anyio.Event()
        ended: list[str] = []

        async def slow(state: dict[str, Any]) -> dict[str, Any]:
            started.set()
            try:
                await anyio.sleep_forever()
            finally:
                ended.append("slow")
            return {"v": 2}

        g = StateGraph(dict)  # type: ignore[type-var]
        g.add_node("fast", lambda s: {"v": 1})
        g.add_node("slow", slow)
        g.add_edge(START, "fast")
        g.add_edge("fast", "slow")
        run = await g.compile().astream_events({"v": 0}, version="v3")
        got: list[Any] = []

        async def consume() -> None:
            async for value in run.values:
                got.append(value)

        async with anyio.create_task_group() as tg:
            tg.start_soon(consume)
            await started.wait()
            await run.abort()  # cancels the consumer's pull in flight
        return got, await run.output(), ended

    assert anyio.run(main, backend=backend) == ([{"v": 0}, {"v": 1}], {"v": 1}, ["slow"])


@pytest.mark.parametrize("lane", LANES)
def test_aborting_a_subgraph_handle_stops_only_following_it(lane: Lane) -> None:
    from v3_helpers import S

    from lingxigraph.graph import START, StateGraph

    def sub() -> Any:
        g = StateGraph(S)
        g.add_node("inner", lambda s: {"log": ["inner"]})
        g.add_edge(START, "inner")
        return g.compile()

    g = StateGraph(S)
    g.add_node("one", sub())
    g.add_node("two", sub())
    g.add_edge(START, "one")
    g.add_edge("one", "two")
    graph = g.compile()

    if lane == "sync":
        run = graph.stream_events({"log": []}, version="v3")
        handles, seen = [], []
        for handle in run.subgraphs:
            handles.append(handle)
            values = iter(handle.values)
            if handle.graph_name == "one":
                handle.abort()
            seen.append(list(values))
        result = ([(h.graph_name, h.status) for h in handles], seen, run.output)
    else:

        async def main() -> Any:
            run = await graph.astream_events({"log": []}, version="v3")
            handles, seen = [], []
            async for handle in run.subgraphs:
                handles.append(handle)
                values = handle.values.__aiter__()
                if handle.graph_name == "one":
                    await handle.abort()
                seen.append([v async for v in values])
            return [(h.graph_name, h.status) for h in handles], seen, await run.output()

        result = anyio.run(main, backend=lane)
    assert result == (
        [("one", "completed"), ("two", "completed")],
        [[], [{"log": ["inner", "inner"]}]],
        {"log": ["inner", "inner", "inner"]},
    )

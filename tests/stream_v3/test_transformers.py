"""The transformer protocol: opt-in built-ins, user transformers (named
channels, compile-time and call-time registration, scopes), and the errors for
bad transformers."""

from __future__ import annotations

from typing import Any

import anyio
import anyio.lowlevel
import pytest
from v3_helpers import AFTER_SUB_STATE, LANES, Lane, nested_graph, run_v3

from lingxigraph.stream import (
    CheckpointsTransformer,
    CustomTransformer,
    DebugTransformer,
    ProtocolEvent,
    StreamChannel,
    StreamTransformer,
    TasksTransformer,
    UpdatesTransformer,
)
from lingxigraph.stream._hub import EventHub

CFG = {"configurable": {"thread_id": "t"}}


class NodeCounter(StreamTransformer):
    """Counts the run level's node updates on a named channel ``counts``."""

    required_stream_modes = ("updates",)

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        self.channel: StreamChannel[int] = StreamChannel("counts")
        self.count = 0

    def init(self) -> dict[str, Any]:
        return {"counts": self.channel}

    def process(self, event: ProtocolEvent) -> bool:
        if event["method"] == "updates" and event["params"]["namespace"] == list(self.scope):
            self.count += 1
            self.channel.push(self.count)
        return True


@pytest.mark.parametrize("lane", LANES)
def test_user_transformer_named_channel_is_forwarded_as_custom_method(lane: Lane) -> None:
    res = run_v3(lane, nested_graph(ask=False), {"log": []}, CFG, transformers=[NodeCounter])
    forwarded = [(e["method"], e["params"]["namespace"], e["params"]["data"]) for e in res.items if e["method"].startswith("custom:")]
    assert forwarded == [("custom:counts", [], 1), ("custom:counts", [], 2)]
    seqs = [e["seq"] for e in res.items]
    assert seqs == sorted(seqs) == list(range(1, len(seqs) + 1))
    # a forwarded event comes before the event that caused it
    methods = [e["method"] for e in res.items]
    assert methods.index("custom:counts") < methods.index("updates") if "updates" in methods else True


def test_compile_time_transformers_apply_to_every_run_and_to_subgraph_handles() -> None:
    graph = nested_graph(ask=False, transformers=[NodeCounter])
    assert graph.stream_transformers == (NodeCounter,)
    run = graph.stream_events({"log": []}, CFG, version="v3")
    assert not hasattr(run, "counts")  # not native: only in extensions
    # channels keep items once subscribed: subscribe before the run moves on
    counts = iter(run.extensions["counts"])
    inner = [list(handle.extensions["counts"]) for handle in run.subgraphs]
    assert inner == [[1]]
    assert list(counts) == [1, 2]
    assert run.output == {"x": 1, "log": ["a", "a", "inner"]}


@pytest.mark.parametrize("lane", LANES)
def test_opt_in_mode_transformers(lane: Lane) -> None:
    transformers = [UpdatesTransformer, CustomTransformer, CheckpointsTransformer, DebugTransformer, TasksTransformer]

    def read(run: Any) -> Any:
        return run.interleave("updates", "custom", "checkpoints", "debug", "tasks")

    res = run_v3(lane, nested_graph(ask=False), {"log": []}, CFG, read=read, transformers=transformers)
    by_name: dict[str, list[Any]] = {}
    for name, item in res.items:
        by_name.setdefault(name, []).append(item)
    assert by_name["custom"] == [{"hi": 1}]
    assert [list(u) for u in by_name["updates"]] == [["a"], ["sub"]]
    assert [c["values"] for c in by_name["checkpoints"]] == [{"log": []}, {"log": []}, {"x": 1, "log": ["a"]}, AFTER_SUB_STATE]
    assert {d["type"] for d in by_name["debug"]} == {"checkpoint", "task", "task_result"}
    assert [t["name"] for t in by_name["tasks"]] == ["a", "a", "sub", "sub"]
    assert res.output == AFTER_SUB_STATE


def test_tasks_events_stay_out_of_the_main_log() -> None:
    run = nested_graph(ask=False).stream_events({"log": []}, CFG, version="v3", transformers=[TasksTransformer])
    assert "tasks" not in {e["method"] for e in run}


def test_only_the_modes_transformers_need_are_streamed() -> None:
    run = nested_graph(ask=False).stream_events({"log": []}, CFG, version="v3")
    assert {e["method"] for e in run} == {"values", "lifecycle"}


def test_transformer_instances_are_rejected() -> None:
    with pytest.raises(TypeError, match=r"^stream_events\(version='v3'\) transformers must be scope-aware callables, got pre-built instance UpdatesTransformer\."):
        nested_graph().stream_events({"log": []}, version="v3", transformers=[UpdatesTransformer()])
    with pytest.raises(TypeError, match=r"transformers must be scope-aware callables, got int\.$"):
        nested_graph().stream_events({"log": []}, version="v3", transformers=[3])


def test_projection_names_must_not_clash() -> None:
    class Values(StreamTransformer):
        def init(self) -> dict[str, Any]:
            return {"values": 1}

        def process(self, event: ProtocolEvent) -> bool:
            return True

    with pytest.raises(ValueError, match=r"^Transformer Values returned projection keys that conflict with already-registered keys: 'values' \(owned by ValuesTransformer\)$"):
        nested_graph().stream_events({"log": []}, version="v3", transformers=[Values])


def test_init_must_return_a_dict() -> None:
    class Bad(StreamTransformer):
        def init(self) -> Any:
            return [1]

    with pytest.raises(TypeError, match=r"^StreamTransformer.init\(\) must return a dict, got list$"):
        EventHub(factories=[Bad], is_async=False)


class AsyncOnly(StreamTransformer):
    """Waits in ``aprocess``: needs an async run."""

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        self.seen: list[str] = []

    def init(self) -> dict[str, Any]:
        return {"async_seen": self.seen}

    async def aprocess(self, event: ProtocolEvent) -> bool:
        await anyio.lowlevel.checkpoint()
        self.seen.append(event["method"])
        return True


def test_async_only_transformer_is_refused_in_a_sync_run() -> None:
    with pytest.raises(RuntimeError) as info:
        nested_graph().stream_events({"log": []}, version="v3", transformers=[AsyncOnly])
    # LangGraph's text (user report u959)
    assert str(info.value) == (
        "AsyncOnly requires an async run — it overrides aprocess/afinalize/afail or sets "
        "requires_async=True. Use astream(), not stream()."
    )


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_async_only_transformer_runs_in_an_async_run(backend: str) -> None:
    async def main() -> list[str]:
        run = await nested_graph(ask=False).astream_events({"log": []}, CFG, version="v3", transformers=[AsyncOnly])
        await run.output()
        return run.extensions["async_seen"]

    assert anyio.run(main, backend=backend)[:1] == ["values"]


def test_scheduled_work_is_awaited_before_the_run_ends() -> None:
    results: list[int] = []

    class Scheduler(StreamTransformer):
        requires_async = True

        def init(self) -> dict[str, Any]:
            return {}

        def process(self, event: ProtocolEvent) -> bool:
            async def later() -> None:
                await anyio.lowlevel.checkpoint()
                results.append(1)

            if event["method"] == "values" and event["params"]["namespace"] == [] and not self.scope:
                self.schedule(later())  # the root's three states
            return True

    async def main() -> None:
        run = await nested_graph(ask=False).astream_events({"log": []}, CFG, version="v3", transformers=[Scheduler])
        await run.output()

    anyio.run(main, backend="asyncio")
    assert results == [1, 1, 1]


def test_schedule_needs_an_event_loop() -> None:
    class T(StreamTransformer):
        def init(self) -> dict[str, Any]:
            return {}

    async def noop() -> None:
        return None

    with pytest.raises(RuntimeError, match=r"^T.schedule\(\) requires a running event loop \(asyncio\)"):
        T().schedule(noop())


def test_failing_transformer_fails_the_run() -> None:
    class Boom(StreamTransformer):
        def init(self) -> dict[str, Any]:
            return {}

        def process(self, event: ProtocolEvent) -> bool:
            if event["method"] == "values" and event["params"]["data"].get("x"):
                raise ValueError("bad event")
            return True

    run = nested_graph(ask=False).stream_events({"log": []}, CFG, version="v3", transformers=[Boom])
    with pytest.raises(ValueError, match="^bad event$"):
        list(run.values)
    with pytest.raises(ValueError, match="^bad event$"):
        _ = run.output


def test_before_builtins_transformers_see_events_first() -> None:
    class Redact(StreamTransformer):
        before_builtins = True

        def init(self) -> dict[str, Any]:
            return {}

        def process(self, event: ProtocolEvent) -> bool:
            if event["method"] == "values":
                event["params"]["data"] = {**event["params"]["data"], "x": -1}
            return True

    run = nested_graph(ask=False).stream_events({"log": []}, CFG, version="v3", transformers=[Redact])
    assert [v["x"] for v in run.values] == [-1, -1, -1]


def test_a_subgraph_handles_log_keeps_the_runs_numbers_and_shows_its_own_events_unnumbered() -> None:
    # as LangGraph: the run's events keep their seq; the handle's own (its
    # transformers' channel events, its lifecycle) have none, namespace []
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
    run = outer.compile(transformers=[NodeCounter]).stream_events({"log": []}, version="v3")
    shown = [
        (e.get("seq"), e["method"], [seg.split(":")[0] for seg in e["params"]["namespace"]])
        for handle in run.subgraphs  # (read while the run goes on: logs keep items once read)
        for e in handle
    ]
    assert shown == [
        (4, "values", ["middle", "inner"]),
        (None, "lifecycle", []),
        (6, "updates", ["middle", "inner"]),
        (7, "values", ["middle", "inner"]),
        (None, "custom:counts", []),
        (8, "updates", ["middle"]),
        (None, "lifecycle", []),
        (10, "values", ["middle"]),
    ]

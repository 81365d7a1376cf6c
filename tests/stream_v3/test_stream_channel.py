"""``StreamChannel`` and the event hub on their own (events pushed by hand)."""

from __future__ import annotations

from typing import Any

import anyio
import anyio.lowlevel
import pytest

from lingxigraph.stream import StreamChannel
from lingxigraph.stream._hub import EventHub
from lingxigraph.stream.transformers import (
    LifecycleTransformer,
    SubgraphTransformer,
    ValuesTransformer,
)


def _bound(is_async: bool = False) -> StreamChannel[Any]:
    channel: StreamChannel[Any] = StreamChannel()
    channel._bind(is_async=is_async)
    return channel


def _tasks(ns: list[str], data: dict[str, Any]) -> Any:
    return {"type": "event", "method": "tasks", "params": {"namespace": ns, "timestamp": 0, "data": data}}


def test_items_are_kept_only_once_subscribed() -> None:
    channel = _bound()
    channel.push(1)
    it = iter(channel)
    channel.push(2)
    channel.close()
    assert list(it) == [2]


def test_failed_channel_raises_after_its_items() -> None:
    channel = _bound()
    it = iter(channel)
    channel.push(1)
    channel.fail(KeyError("gone"))
    assert next(it) == 1
    with pytest.raises(KeyError, match="gone"):
        next(it)


def test_single_subscriber_and_closed_push() -> None:
    channel = _bound()
    iter(channel)
    with pytest.raises(RuntimeError, match=r"^StreamChannel already has a subscriber; use \.tee\(n\) for fan-out\.$"):
        iter(channel)
    channel.close()
    with pytest.raises(RuntimeError, match="^Cannot push to a closed StreamChannel$"):
        channel.push(1)


def test_unbound_channel_and_bad_maxlen() -> None:
    with pytest.raises(TypeError, match="has not been bound yet"):
        iter(StreamChannel())
    with pytest.raises(ValueError, match="^StreamChannel maxlen must be a positive int or None$"):
        StreamChannel(maxlen=0)
    with pytest.raises(ValueError, match="maxlen must be a positive int"):
        StreamChannel(maxlen=-1)


def test_tee_gives_every_branch_every_item() -> None:
    channel = _bound()
    left, right = channel.tee(2)
    for item in (1, 2, 3):
        channel.push(item)
    channel.close()
    assert (list(left), list(right)) == ([1, 2, 3], [1, 2, 3])


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_atee_gives_every_branch_every_item(backend: str) -> None:
    async def main() -> tuple[list[Any], list[Any]]:
        channel = _bound(is_async=True)
        left, right = channel.atee(2)
        for item in (1, 2, 3):
            channel.push(item)
        channel.close()
        return [x async for x in left], [x async for x in right]

    assert anyio.run(main, backend=backend) == ([1, 2, 3], [1, 2, 3])


def test_subgraph_handle_fails_with_its_task_error() -> None:
    hub = EventHub(factories=[ValuesTransformer, LifecycleTransformer, SubgraphTransformer], is_async=False)
    events = iter(hub.log)
    handles = iter(hub.extensions["subgraphs"])
    hub.dispatch(_tasks(["sub:t1"], {"id": "inner", "name": "inner", "input": {}, "triggers": []}))
    (handle,) = list(handles)
    values = iter(handle.values)
    hub.dispatch(_tasks([], {"id": "t1", "name": "sub", "error": "boom", "interrupts": [], "result": {}}))
    assert (handle.status, handle.error) == ("failed", "boom")
    with pytest.raises(RuntimeError, match="^boom$"):
        list(values)
    logged = list(events)  # (what the log holds so far: nothing moves this run forward)
    assert [e["method"] for e in logged] == ["lifecycle", "lifecycle"]  # tasks events stay out
    assert [e["seq"] for e in logged] == [1, 2]
    assert logged[1]["params"]["data"] == {"event": "failed", "namespace": ["sub:t1"], "error": "boom"}


def test_public_names_match_langgraph_stream() -> None:
    from lingxigraph import stream

    assert sorted(stream.__all__) == [
        "AsyncGraphRunStream", "AsyncSubgraphRunStream", "CheckpointsTransformer", "CustomTransformer",
        "DebugTransformer", "GraphRunStream", "LifecyclePayload", "LifecycleTransformer", "ProtocolEvent",
        "StreamChannel", "StreamTransformer", "SubgraphRunStream", "SubgraphStatus", "SubgraphTransformer",
        "TasksTransformer", "UpdatesTransformer",
    ]
    assert all(hasattr(stream, name) for name in stream.__all__)
    from typing import get_args

    assert get_args(stream.SubgraphStatus) == ("started", "completed", "failed", "interrupted", "drained")


def test_an_agent_run_by_a_tool_call_is_named_after_the_agent_with_the_call_as_cause() -> None:
    hub = EventHub(factories=[LifecycleTransformer, SubgraphTransformer], is_async=False)
    payloads = iter(hub.extensions["lifecycle"])
    handles = iter(hub.extensions["subgraphs"])
    call = {"__type": "tool_call_with_context", "tool_call": {"name": "forecast", "args": {"city": "Oslo"}, "id": "fc-17"}, "state": {}}
    hub.dispatch(_tasks([], {"id": "t1", "name": "tools", "input": call, "triggers": [], "metadata": {"lc_agent_name": "planner"}}))
    hub.dispatch(_tasks(["tools:t1"], {"id": "m1", "name": "model", "input": {}, "triggers": [], "metadata": {"lc_agent_name": "forecaster"}}))
    # a run without an agent name keeps its node's name (no cause)
    hub.dispatch(_tasks(["plain:t2"], {"id": "m2", "name": "n", "input": {}, "triggers": [], "metadata": {"lc_agent_name": None}}))
    hub.dispatch(_tasks([], {"id": "t1", "name": "tools", "error": None, "interrupts": [], "result": {}}))
    hub.finish(None)
    assert list(payloads) == [
        {"event": "started", "namespace": ["tools:t1"], "graph_name": "forecaster", "trigger_call_id": "t1",
         "cause": {"type": "toolCall", "tool_call_id": "fc-17"}},
        {"event": "started", "namespace": ["plain:t2"], "graph_name": "plain", "trigger_call_id": "t2"},
        {"event": "completed", "namespace": ["tools:t1"]},
        # still open when the run ended: it completed with it (as in LangGraph)
        {"event": "completed", "namespace": ["plain:t2"]},
    ]
    assert [(h.graph_name, h.status) for h in handles] == [("forecaster", "completed"), ("plain", "completed")]


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_atee_branches_read_by_concurrent_tasks(backend: str) -> None:
    async def main() -> tuple[list[Any], list[Any]]:
        channel = _bound(is_async=True)
        left, right = channel.atee(2)
        out: tuple[list[Any], list[Any]] = ([], [])

        async def pull() -> bool:
            # a run's pump: one item per pull, letting the other task in between
            await anyio.lowlevel.checkpoint()
            if len(pushed) < 3:
                pushed.append(len(pushed))
                channel.push(pushed[-1])
            else:
                channel.close()
            return True

        pushed: list[int] = []
        channel._arequest_more = pull

        async def drain(branch: Any, into: list[Any]) -> None:
            async for item in branch:
                into.append(item)

        async with anyio.create_task_group() as tg:
            tg.start_soon(drain, left, out[0])
            tg.start_soon(drain, right, out[1])
        return out

    assert anyio.run(main, backend=backend) == ([0, 1, 2], [0, 1, 2])

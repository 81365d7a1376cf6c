"""A run level built and fed by hand, as LangGraph's ``StreamMux`` and
``GraphRunStream`` constructors allow (transformer authors test this way)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from lingxigraph.stream import GraphRunStream, ProtocolEvent, StreamChannel, StreamTransformer
from lingxigraph.stream._convert import convert_to_protocol_event
from lingxigraph.stream._mux import StreamMux
from lingxigraph.stream.transformers import UpdatesTransformer, ValuesTransformer


def _event(method: str, data: Any = None, namespace: list[str] | None = None, **extra: Any) -> Any:
    params = {"namespace": namespace or [], "timestamp": 0, "data": data, **extra}
    return {"type": "event", "method": method, "params": params}


class Ends(StreamTransformer):
    """Records which end hook ran; ``broken`` makes ``finalize`` raise."""

    def __init__(self, broken: bool = False) -> None:
        super().__init__()
        self.broken = broken
        self.ended: list[str] = []
        self.out: StreamChannel[str] = StreamChannel()

    def init(self) -> dict[str, Any]:
        return {f"out{id(self)}": self.out}

    def process(self, event: ProtocolEvent) -> bool:
        return True

    def finalize(self) -> None:
        self.ended.append("finalize")
        if self.broken:
            raise LookupError("finalize failed")

    def fail(self, err: BaseException) -> None:
        self.ended.append(f"fail:{err}")


def test_close_ends_every_transformer_then_raises_the_finalize_error() -> None:
    broken, good = Ends(broken=True), Ends()
    mux = StreamMux([broken, good])
    events = iter(mux._events)
    mux.push(_event("values", {"a": 1}))
    with pytest.raises(LookupError, match="^finalize failed$"):
        mux.close()
    # the second transformer still gets finalize (it used to get fail(...))
    assert (broken.ended, good.ended) == (["finalize"], ["finalize"])
    assert good.out._closed and mux._events._closed
    with pytest.raises(LookupError):
        list(events)  # the log holds the event, then the level's error
    mux.close()  # already ended: nothing to raise again


def test_instances_are_this_level_only_and_cannot_make_a_child() -> None:
    mux = StreamMux([UpdatesTransformer()], factories=[ValuesTransformer], scope=("sub:1",))
    assert list(mux.extensions) == ["values", "updates"]  # factories first
    assert isinstance(mux.transformer_by_key("updates"), UpdatesTransformer)
    assert mux.native_keys == {"values", "updates"}
    with pytest.raises(RuntimeError, match="requires the mux to be constructed with `factories=`"):
        StreamMux([UpdatesTransformer()])._make_child(("x:1",))
    child = StreamMux(factories=[ValuesTransformer])._make_child(("x:1",))
    assert (child.scope, list(child.extensions)) == (("x:1",), ["values"])


def test_a_channel_binds_once() -> None:
    channel: StreamChannel[int] = StreamChannel()
    channel._bind(is_async=False)
    with pytest.raises(RuntimeError, match="^StreamChannel is already bound$"):
        channel._bind(is_async=True)
    with pytest.raises(RuntimeError, match="bound to another run's lane"):
        StreamMux([_Holding(channel)], is_async=True)


class _Holding(StreamTransformer):
    def __init__(self, channel: StreamChannel[int]) -> None:
        super().__init__()
        self.channel = channel

    def init(self) -> dict[str, Any]:
        return {"held": self.channel}

    def process(self, event: ProtocolEvent) -> bool:
        return True


def test_scheduled_work_of_a_transformer_whose_init_skips_the_base() -> None:
    class Bare(StreamTransformer):
        requires_async = True

        def __init__(self) -> None:  # no super().__init__()
            self.done: list[int] = []

        def init(self) -> dict[str, Any]:
            return {}

        def process(self, event: ProtocolEvent) -> bool:
            async def work() -> None:
                await asyncio.sleep(0)
                self.done.append(event["params"]["data"])

            self.schedule(work())
            return True

    async def main() -> list[int]:
        bare = Bare()
        mux = StreamMux([bare], is_async=True)
        await mux.apush(_event("values", 1))
        await mux.apush(_event("values", 2))
        await mux.aclose()  # waits for both
        return bare.done

    assert asyncio.run(main()) == [1, 2]


def test_run_stream_over_hand_made_parts() -> None:
    parts: list[dict[str, Any]] = [
        {"type": "values", "ns": (), "data": {"v": 1}, "interrupts": ()},
        {"type": "values", "ns": (), "data": {"v": 2}, "interrupts": ({"value": "ask", "id": "i1"},)},
    ]
    run = GraphRunStream(iter(parts), StreamMux(factories=[UpdatesTransformer]))
    assert "values" not in run.extensions
    assert (run.output, run.interrupted, run.interrupts) == ({"v": 2}, True, [{"value": "ask", "id": "i1"}])
    assert run._exhausted


def test_abort_ends_a_run_stream_once() -> None:
    closed: list[str] = []

    def parts() -> Iterator[dict[str, Any]]:
        try:
            for n in range(5):
                yield {"type": "values", "ns": (), "data": {"n": n}, "interrupts": ()}
        finally:
            closed.append("closed")

    run = GraphRunStream(parts(), StreamMux(factories=[ValuesTransformer]))
    values = iter(run.values)
    assert next(values) == {"n": 0}
    assert not run._exhausted
    run.abort()
    run.abort()
    assert (list(values), run._exhausted, closed) == ([], True, ["closed"])


def test_interleave_gives_items_in_push_order_and_gives_the_projections_back() -> None:
    class Two(StreamTransformer):
        def __init__(self, scope: tuple[str, ...] = ()) -> None:
            super().__init__(scope)
            self.a: StreamChannel[str] = StreamChannel()
            self.b: StreamChannel[str] = StreamChannel()

        def init(self) -> dict[str, Any]:
            return {"a": self.a, "b": self.b}

        def process(self, event: ProtocolEvent) -> bool:
            for name in event["params"]["data"]:
                getattr(self, name[0]).push(name)
            return True

    script = iter([["a1", "a2", "b1"], ["b2", "a3"]])
    mux = StreamMux(factories=[Two])
    run = GraphRunStream(None, mux, wire_pump=False)

    def pump() -> bool:
        batch = next(script, None)
        if batch is None:
            mux.close()
            return False
        mux.push(_event("custom", batch))
        return True

    mux.bind_pump(pump)
    merged = list(run.interleave("a", "b"))
    assert merged == [("a", "a1"), ("a", "a2"), ("b", "b1"), ("b", "b2"), ("a", "a3")]
    assert not mux.extensions["a"]._subscribed and not mux.extensions["b"]._subscribed


def test_values_transformer_tracks_its_level_interrupts() -> None:
    values = ValuesTransformer()
    values.init()
    values.process(_event("values", {"v": 1}, ["sub:1"], interrupts=({"value": "deep"},)))
    assert not values._interrupted
    values.process(_event("values", {"v": 1}, interrupts=({"value": "a"}, {"value": "b"})))
    assert (values._interrupted, values._interrupts) == (True, [{"value": "a"}, {"value": "b"}])


def test_convert_to_protocol_event_keeps_interrupts_only_when_given() -> None:
    plain = convert_to_protocol_event({"type": "updates", "ns": ("a:1", "b:2"), "data": {"n": {}}})
    assert plain["method"] == "updates" and plain["params"]["namespace"] == ["a:1", "b:2"]
    assert "interrupts" not in plain["params"]
    paused = convert_to_protocol_event({"type": "values", "ns": (), "data": {}, "interrupts": ({"value": 1},)})
    assert paused["params"]["interrupts"] == ({"value": 1},)


def test_a_level_of_instances_only_makes_no_subgraph_handles() -> None:
    from lingxigraph.stream.transformers import SubgraphTransformer

    mux = StreamMux([SubgraphTransformer()])
    handles = iter(mux.extensions["subgraphs"])
    start = {"id": "inner", "name": "inner", "input": {}, "triggers": []}
    mux.push(_event("tasks", start, ["sub:t1"]))  # used to raise: no factories to copy
    mux.close()
    assert list(handles) == []

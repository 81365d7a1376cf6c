"""``RemoteGraph.stream_events(version="v3")`` / ``astream_events``: the run
stream over a langgraph-sdk thread stream (here a recording fake of the SDK)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

import anyio
import pytest

from lingxigraph.pregel.remote import RemoteGraph
from lingxigraph.types import Command


class FakeThread:
    """The part of the SDK's thread stream a remote run uses; records calls."""

    def __init__(self, calls: list[Any], *, start_error: BaseException | None = None) -> None:
        self.calls = calls
        self.thread_id = "th-1"
        self.start_error = start_error
        self.values = ["values-projection"]
        self.events = [{"method": "values", "params": {"data": {"n": 1}}}]
        self.extensions = {"scores": "scores-projection"}
        self.interrupted = False
        self.interrupts = ({"value": "ask"},)
        self.output = {"n": 2}
        self.run = self

    def __enter__(self) -> FakeThread:
        self.calls.append("enter")
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.calls.append(("exit", exc_info[0]))

    def start(self, **kwargs: Any) -> dict[str, str]:
        self.calls.append(("start", kwargs))
        if self.start_error is not None:
            raise self.start_error
        return {"run_id": "run-1"}

    def close(self) -> None:
        self.calls.append("close")

    def subscribe(self, channels: list[str]) -> Iterator[dict[str, Any]]:
        self.calls.append(("subscribe", channels))
        yield {"method": "updates", "params": {"data": {"a": {"x": 1}}}}
        yield {"method": "updates", "params": {}}  # no data: nothing to give
        yield {"method": "values", "params": {"data": {"x": 1}}}  # another channel

    def interleave_projections(self, names: list[str]) -> Iterator[tuple[str, Any]]:
        yield from ((name, i) for i, name in enumerate(names))


class FakeClient:
    def __init__(self, thread: FakeThread) -> None:
        self.thread = thread
        self.threads = self
        self.runs = self

    def stream(self, **kwargs: Any) -> FakeThread:
        self.thread.calls.append(("threads.stream", kwargs))
        return self.thread

    def cancel(self, thread_id: str, run_id: str, *, wait: bool) -> None:
        self.thread.calls.append(("cancel", thread_id, run_id, wait))


def _remote(calls: list[Any], **thread_kwargs: Any) -> tuple[RemoteGraph, FakeThread]:
    thread = FakeThread(calls, **thread_kwargs)
    remote = RemoteGraph("agent", sync_client=FakeClient(thread), config={"configurable": {"tenant": "t"}})
    return remote, thread


def test_a_sync_remote_run_starts_on_enter_with_a_sanitized_config() -> None:
    calls: list[Any] = []
    remote, thread = _remote(calls)
    config = {
        "configurable": {"thread_id": "th-1", "checkpoint_id": "c", "checkpoint_ns": "", "fn": len, "user": "u"},
        "tags": ["a", 3],
        "callbacks": [object()],
    }
    run = remote.stream_events(Command(resume="yes"), config, version="v3", metadata={"m": 1})
    assert calls == [("threads.stream", {"thread_id": "th-1", "assistant_id": "agent", "headers": None})]
    with run as entered:
        assert entered is run
        assert list(run) == thread.events
        assert iter(run) is iter(run)  # one subscription
        assert (run.output, run.interrupted, run.interrupts) == ({"n": 2}, False, [{"value": "ask"}])
        assert list(run.extensions["updates"]) == [{"a": {"x": 1}}]
        assert run.extensions["values"] is thread.values
        assert run.extensions["scores"] == "scores-projection"
        assert list(run.extensions) == ["values", "messages", "tool_calls", "subgraphs", "updates", "checkpoints", "tasks", "custom"]
        assert list(run.interleave("values", "updates")) == [("values", 0), ("updates", 1)]
    start = {"input": "yes", "config": {"configurable": {"tenant": "t", "user": "u"}, "tags": ["a"]}, "metadata": {"m": 1}}
    assert calls[1:3] == ["enter", ("start", start)]
    assert calls[-1] == ("exit", None)


def test_abort_cancels_the_started_run_once_and_closes() -> None:
    calls: list[Any] = []
    remote, _ = _remote(calls)
    with remote.stream_events({}, version="v3") as run:
        run.abort()
        run.abort()
    assert calls[-2:] == [("cancel", "th-1", "run-1", False), "close"]  # (no exit after abort)
    calls.clear()
    remote.stream_events({}, version="v3").abort()  # never started: nothing to cancel
    assert calls == [("threads.stream", {"thread_id": None, "assistant_id": "agent", "headers": None}), "close"]


def test_a_failed_start_exits_the_thread_stream_and_raises() -> None:
    calls: list[Any] = []
    remote, _ = _remote(calls, start_error=LookupError("no such assistant"))
    run = remote.stream_events({}, version="v3")
    with pytest.raises(LookupError, match="^no such assistant$"):
        with run:
            pytest.fail("not entered")
    assert calls[-1] == ("exit", LookupError)
    assert run._run_id is None


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"control": object()}, r"does not support `control=`"),
        ({"interrupt_before": ["n"]}, r"does not support `interrupt_before=`"),
        ({"context": {}}, r"does not support the following kwargs: \['context'\]\. Supported: \['headers', 'metadata'\]\.$"),
    ],
)
def test_bad_arguments_are_refused_before_the_server_is_called(kwargs: dict[str, Any], match: str) -> None:
    calls: list[Any] = []
    remote, _ = _remote(calls)
    with pytest.raises(NotImplementedError, match=match):
        remote.stream_events({}, version="v3", **kwargs)
    with pytest.raises(NotImplementedError, match="`goto` / `update` are not supported"):
        remote.stream_events(Command(goto="n"), version="v3")
    assert calls == [("threads.stream", {"thread_id": None, "assistant_id": "agent", "headers": None})]  # (goto: after)
    with pytest.raises(ValueError, match="^Async client is not initialized"):
        anyio.run(lambda: remote.astream_events({}, version="v3"))


class AsyncFakeThread(FakeThread):
    async def __aenter__(self) -> AsyncFakeThread:
        self.calls.append("aenter")
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        self.calls.append(("aexit", exc_info[0]))

    async def start(self, **kwargs: Any) -> dict[str, str]:  # type: ignore[override]
        self.calls.append(("start", kwargs))
        return {"run_id": "run-2"}

    async def close(self) -> None:  # type: ignore[override]
        self.calls.append("close")

    def subscribe(self, channels: list[str]) -> AsyncIterator[dict[str, Any]]:  # type: ignore[override]
        async def events() -> AsyncIterator[dict[str, Any]]:
            yield {"method": channels[0], "params": {"data": 7}}

        return events()


class AsyncFakeClient(FakeClient):
    async def cancel(self, thread_id: str, run_id: str, *, wait: bool) -> None:  # type: ignore[override]
        self.thread.calls.append(("cancel", thread_id, run_id, wait))


def run_type() -> type:
    from lingxigraph.pregel._remote_run_stream import _AsyncRemoteGraphRunStream

    return _AsyncRemoteGraphRunStream


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_an_async_remote_run(backend: str) -> None:
    calls: list[Any] = []
    thread = AsyncFakeThread(calls)

    async def finished() -> dict[str, int]:
        return {"n": 3}

    async def main() -> list[Any]:
        assert not hasattr(run_type(), "interleave")  # (as a local async run)
        thread.output = finished()
        remote = RemoteGraph("agent", client=AsyncFakeClient(thread), distributed_tracing=False)
        run = await remote.astream_events({"q": 1}, {"configurable": {"thread_id": "th-1"}}, version="v3", headers={"X": "y"})
        async with run:
            got = [item async for item in run.extensions["checkpoints"]]
            assert (await run.output(), await run.interrupts()) == ({"n": 3}, [{"value": "ask"}])
            await run.abort()
        return got

    assert anyio.run(main, backend=backend) == [7]
    assert calls[0] == ("threads.stream", {"thread_id": "th-1", "assistant_id": "agent", "headers": {"X": "y"}})
    assert calls[1:3] == ["aenter", ("start", {"input": {"q": 1}, "config": {"configurable": {}}, "metadata": None})]
    assert calls[-2:] == [("cancel", "th-1", "run-2", False), "close"]

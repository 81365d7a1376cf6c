"""``_TasksLifecycleBase``: LangGraph's private base of the lifecycle-following
transformers, subclassed outside it (langchain 1.x's ``create_agent`` registers
a ``run.subagents`` transformer built on it, so ``import langchain.agents``
failed on lingxigraph). Its hooks, its bookkeeping and the StreamMux names such
a subclass calls on the hub and on handles must work as in LangGraph."""

from __future__ import annotations

from typing import Any

import pytest
from v3_helpers import LANES, Lane, nested_graph, run_v3

from lingxigraph.errors import GraphInterrupt
from lingxigraph.stream import StreamChannel, SubgraphStatus
from lingxigraph.stream._hub import EventHub
from lingxigraph.stream.run_stream import AsyncSubgraphRunStream, SubgraphRunStream
from lingxigraph.stream.transformers import _TasksLifecycleBase

CFG = {"configurable": {"thread_id": "t"}}


def _tasks(ns: list[str], data: dict[str, Any]) -> Any:
    return {"type": "event", "method": "tasks", "params": {"namespace": ns, "timestamp": 0, "data": data}}


class Recorder(_TasksLifecycleBase):
    """Records every hook call, for runs directly below its level."""

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        self.calls: list[tuple[Any, ...]] = []

    def init(self) -> dict[str, Any]:
        return {"recorded": self.calls}

    def _should_track(self, ns: tuple[str, ...]) -> bool:
        return len(ns) == len(self.scope) + 1

    def _on_started(self, ns: tuple[str, ...], graph_name: str | None, trigger_call_id: str | None) -> None:
        self.calls.append(("started", ns, graph_name, trigger_call_id, self._pending_cause))

    def _on_terminal(self, ns: tuple[str, ...], status: SubgraphStatus, error: str | None) -> None:
        self.calls.append((status, ns, error))


def test_hooks_see_agent_names_causes_and_results() -> None:
    hub = EventHub(factories=[Recorder], is_async=False)
    calls = hub.extensions["recorded"]
    call = {"__type": "tool_call_with_context", "tool_call": {"name": "ask", "args": {}, "id": "call-9"}, "state": {}}
    hub.dispatch(_tasks([], {"id": "t1", "name": "tools", "input": call, "triggers": [], "metadata": {"lc_agent_name": "boss"}}))
    hub.dispatch(_tasks(["tools:t1"], {"id": "m1", "name": "model", "input": {}, "triggers": [], "metadata": {"lc_agent_name": "helper"}}))
    hub.dispatch(_tasks(["tools:t1"], {"id": "m2", "name": "model", "input": {}, "triggers": [], "metadata": {}}))
    hub.dispatch(_tasks(["sub:t2"], {"id": "m3", "name": "inner", "input": {}, "triggers": [], "metadata": {}}))
    hub.dispatch(_tasks(["sub:t2", "deep:t3"], {"id": "m4", "name": "x", "input": {}, "triggers": [], "metadata": {}}))
    hub.dispatch(_tasks([], {"id": "t1", "name": "tools", "error": "no", "interrupts": [], "result": {}}))
    hub.finish(None)
    assert calls == [
        ("started", ("tools:t1",), "helper", "t1", {"type": "toolCall", "tool_call_id": "call-9"}),
        ("started", ("sub:t2",), "sub", "t2", None),
        ("failed", ("tools:t1",), "no"),
        ("completed", ("sub:t2",), None),  # still open at the end
    ]
    # namespace → agent name of its first task; the first sighting wins
    assert hub.transformers[0]._lc_by_ns == {  # type: ignore[attr-defined]
        (): "boss", ("tools:t1",): "helper", ("sub:t2",): None, ("sub:t2", "deep:t3"): None,
    }


@pytest.mark.parametrize(("error", "status", "message"), [(GraphInterrupt(()), "interrupted", None), (RuntimeError("x"), "failed", "x")])
def test_runs_still_open_when_the_run_fails_end_by_the_errors_kind(error: BaseException, status: str, message: str | None) -> None:
    hub = EventHub(factories=[Recorder], is_async=False)
    hub.dispatch(_tasks(["sub:t2"], {"id": "m3", "name": "inner", "input": {}, "triggers": [], "metadata": {}}))
    hub.finish(error)
    assert hub.extensions["recorded"][-1] == (status, ("sub:t2",), message)


def test_task_events_stay_out_of_the_log() -> None:
    hub = EventHub(factories=[Recorder], is_async=False)
    hub.dispatch(_tasks([], {"id": "t1", "name": "a", "input": {}, "triggers": [], "metadata": {}}))
    hub.finish(None)
    assert list(hub.log) == []


class Children(_TasksLifecycleBase):
    """A subclass shaped like langchain's subagent transformer: it gets the hub
    through ``_on_register``, builds a child level per subgraph run with
    ``_make_child``, wraps it in a handle and feeds it the run's events."""

    supports_sync = True

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        self.log: StreamChannel[Any] = StreamChannel()
        self.handles: dict[tuple[str, ...], Any] = {}
        self.mux: Any = None

    def init(self) -> dict[str, Any]:
        return {"children": self.log}

    def _on_register(self, mux: Any) -> None:
        super()._on_register(mux)  # a no-op on the base, as in LangGraph
        self.mux = mux

    def _should_track(self, ns: tuple[str, ...]) -> bool:
        return len(ns) == len(self.scope) + 1 and ns[: len(self.scope)] == self.scope

    def _on_started(self, ns: tuple[str, ...], graph_name: str | None, trigger_call_id: str | None) -> None:
        child = self.mux._make_child(ns)
        cls = AsyncSubgraphRunStream if child.is_async else SubgraphRunStream
        handle = cls(child, path=ns, graph_name=graph_name, trigger_call_id=trigger_call_id)
        self.handles[ns] = handle
        self.log.push(handle)

    def _on_terminal(self, ns: tuple[str, ...], status: SubgraphStatus, error: str | None) -> None:
        handle = self.handles.get(ns)
        if handle is None or handle._seen_terminal:
            return
        handle.status, handle.error, handle._seen_terminal = status, error, True
        if not handle._mux._events._closed:
            handle._mux.close()

    async def aprocess(self, event: Any) -> bool:
        keep = self.process(event)
        handle = self._handle(event)
        if handle is not None:
            handle._observe_event(event)
            await handle._mux.apush(event)
        return keep

    def _handle(self, event: Any) -> Any:
        ns = tuple(event["params"]["namespace"])
        handle = self.handles.get(ns[: len(self.scope) + 1]) if len(ns) > len(self.scope) else None
        return None if handle is None or handle._mux._events._closed else handle


class SyncChildren(Children):
    def process(self, event: Any) -> bool:
        keep = super().process(event)
        handle = self._handle(event)
        if handle is not None:
            handle._observe_event(event)
            handle._mux.push(event)
        return keep


@pytest.mark.parametrize("lane", LANES)
def test_a_subclass_can_build_and_feed_child_handles(lane: Lane) -> None:
    factory = SyncChildren if lane == "sync" else Children

    def read(run: Any) -> Any:
        return run.extensions["children"]

    res = run_v3(lane, nested_graph(ask=False), {"log": []}, CFG, transformers=[factory], read=read)
    [handle] = res.items
    assert (handle.path[0].split(":")[0], handle.graph_name, handle.status) == ("sub", "sub", "completed")
    assert handle._mux._events._closed
    assert res.output == {"x": 1, "log": ["a", "a", "inner"]}

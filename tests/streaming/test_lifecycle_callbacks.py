"""``lingxigraph.callbacks``: GraphCallbackHandler hears pauses and resumes (LangGraph 1.2 lifecycle events)."""

from __future__ import annotations

import asyncio
import operator
import uuid
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

pytest.importorskip("langchain_core")

from lingxigraph.callbacks import (  # noqa: E402
    GraphCallbackHandler,
    GraphInterruptEvent,
    GraphResumeEvent,
    get_async_graph_callback_manager_for_config,
    get_sync_graph_callback_manager_for_config,
)
from lingxigraph.checkpoint.memory import InMemorySaver  # noqa: E402
from lingxigraph.graph import END, START, StateGraph  # noqa: E402
from lingxigraph.types import Command, interrupt  # noqa: E402


class S(TypedDict):
    log: Annotated[list, operator.add]


class Recorder(GraphCallbackHandler):
    def __init__(self) -> None:
        self.events: list[Any] = []

    def on_interrupt(self, event: GraphInterruptEvent) -> None:
        self.events.append(event)

    def on_resume(self, event: GraphResumeEvent) -> None:
        self.events.append(event)


class AsyncRecorder(Recorder):
    async def on_interrupt(self, event: GraphInterruptEvent) -> None:  # type: ignore[override]
        await asyncio.sleep(0)
        self.events.append(event)

    async def on_resume(self, event: GraphResumeEvent) -> None:  # type: ignore[override]
        await asyncio.sleep(0)
        self.events.append(event)


def _ask_graph(**compile_kw: Any) -> Any:
    def a(s: S) -> dict:
        return {"log": ["a"]}

    def ask(s: S) -> dict:
        return {"log": [interrupt("q")]}

    def b(s: S) -> dict:
        return {"log": ["b"]}

    g = StateGraph(S)
    g.add_node(a)
    g.add_node(ask)
    g.add_node(b)
    g.add_edge(START, "a")
    g.add_edge("a", "ask")
    g.add_edge("ask", "b")
    g.add_edge("b", END)
    return g.compile(checkpointer=InMemorySaver(), **compile_kw)


def _kinds(events: list[Any]) -> list[tuple[str, str, tuple, list]]:
    return [
        (type(e).__name__, e.status, e.checkpoint_ns, [i.value for i in getattr(e, "interrupts", ())])
        for e in events
    ]


def test_interrupt_then_resume_report_the_pause_checkpoint_and_the_run_id() -> None:
    app, rec = _ask_graph(), Recorder()
    run_id = uuid.uuid4()
    cfg: Any = {"configurable": {"thread_id": "t"}, "callbacks": [rec]}
    app.invoke({"log": []}, {**cfg, "run_id": run_id})
    paused_at = app.get_state(cfg).config["configurable"]["checkpoint_id"]
    app.invoke(Command(resume="x"), cfg)
    assert _kinds(rec.events) == [
        ("GraphInterruptEvent", "pending", (), ["q"]),
        ("GraphResumeEvent", "pending", (), []),
    ]
    pause, resume = rec.events
    assert pause.run_id == run_id and isinstance(resume.run_id, uuid.UUID) and resume.run_id != run_id
    assert pause.checkpoint_id == paused_at == resume.checkpoint_id
    assert app.get_state(cfg).values == {"log": ["a", "x", "b"]}


def test_static_breakpoints_and_plain_continuations() -> None:
    rec = Recorder()
    app = _ask_graph(interrupt_after=["a"])
    cfg: Any = {"configurable": {"thread_id": "t"}, "callbacks": [rec]}
    app.invoke({"log": []}, cfg)
    app.invoke(None, cfg)
    assert _kinds(rec.events) == [
        ("GraphInterruptEvent", "interrupt_after", (), []),
        ("GraphResumeEvent", "pending", (), []),
        ("GraphInterruptEvent", "pending", (), ["q"]),
    ]
    rec.events.clear()
    app = _ask_graph(interrupt_before=["b"])
    cfg = {"configurable": {"thread_id": "u"}, "callbacks": [rec]}
    app.invoke({"log": []}, cfg)
    app.invoke(Command(resume="x"), cfg)
    app.invoke(None, cfg)
    app.invoke({"log": ["again"]}, cfg)  # new input: no resume event
    assert [k[:2] for k in _kinds(rec.events)] == [
        ("GraphInterruptEvent", "pending"),
        ("GraphResumeEvent", "pending"),
        ("GraphInterruptEvent", "interrupt_before"),
        ("GraphResumeEvent", "pending"),
        ("GraphInterruptEvent", "pending"),
    ]


def test_a_resumed_subgraph_reports_its_own_namespace_and_only_the_root_reports_the_pause() -> None:
    def ask(s: S) -> dict:
        return {"log": [interrupt("q")]}

    inner = StateGraph(S)
    inner.add_node(ask)
    inner.add_edge(START, "ask")
    outer = StateGraph(S)
    outer.add_node("child", inner.compile())
    outer.add_edge(START, "child")
    app = outer.compile(checkpointer=InMemorySaver())
    rec = Recorder()
    cfg: Any = {"configurable": {"thread_id": "t"}, "callbacks": [rec]}
    app.invoke({"log": []}, cfg)
    app.invoke(Command(resume="y"), cfg)
    kinds = _kinds(rec.events)
    assert kinds[:2] == [("GraphInterruptEvent", "pending", (), ["q"]), ("GraphResumeEvent", "pending", (), [])]
    (name, status, ns, _), = kinds[2:]
    assert (name, status, len(ns)) == ("GraphResumeEvent", "pending", 1) and ns[0].startswith("child:")


def test_other_handlers_hear_nothing_and_a_run_without_callbacks_works() -> None:
    from langchain_core.callbacks import BaseCallbackHandler

    class Plain(BaseCallbackHandler):
        def __init__(self) -> None:
            self.calls: list[str] = []

        def on_interrupt(self, event: Any) -> None:  # not a GraphCallbackHandler: never called
            self.calls.append("interrupt")

    plain = Plain()
    app = _ask_graph()
    cfg: Any = {"configurable": {"thread_id": "t"}, "callbacks": [plain]}
    app.invoke({"log": []}, cfg)
    app.invoke(Command(resume="x"), cfg)
    assert plain.calls == []
    manager = get_sync_graph_callback_manager_for_config({"callbacks": [plain, Recorder()]})
    assert [type(h).__name__ for h in manager.handlers] == ["Recorder"] and manager.run_id is None
    with pytest.raises(TypeError):
        get_sync_graph_callback_manager_for_config({"callbacks": "nope"})
    with pytest.raises(TypeError):
        get_sync_graph_callback_manager_for_config({}, run_id="not-a-uuid")  # type: ignore[arg-type]


def test_async_handlers_are_awaited_under_asyncio() -> None:
    app, rec = _ask_graph(), AsyncRecorder()
    cfg: Any = {"configurable": {"thread_id": "t"}, "callbacks": [rec]}

    async def main() -> None:
        await app.ainvoke({"log": []}, cfg)
        async for _ in app.astream(Command(resume="x"), cfg):
            pass
        manager = get_async_graph_callback_manager_for_config(cfg, run_id=None)
        await manager.on_resume(GraphResumeEvent(None, "pending", "cid", ()))

    asyncio.run(main())
    assert _kinds(rec.events) == [
        ("GraphInterruptEvent", "pending", (), ["q"]),
        ("GraphResumeEvent", "pending", (), []),
        ("GraphResumeEvent", "pending", (), []),
    ]
    assert rec.events[-1].checkpoint_id == "cid"


def test_trio_runs_send_events_through_the_sync_manager() -> None:
    anyio = pytest.importorskip("anyio")
    pytest.importorskip("trio")
    app, rec = _ask_graph(), Recorder()
    cfg: Any = {"configurable": {"thread_id": "t"}, "callbacks": [rec]}

    async def main() -> None:
        await app.ainvoke({"log": []}, cfg)
        await app.ainvoke(Command(resume="x"), cfg)

    anyio.run(main, backend="trio")
    assert [k[:2] for k in _kinds(rec.events)] == [("GraphInterruptEvent", "pending"), ("GraphResumeEvent", "pending")]


def test_a_manager_made_empty_takes_handlers_added_later() -> None:
    # OpenTelemetry's LangChain instrumentation makes managers with no arguments
    # and adds its own (non-graph) handler to each
    from langchain_core.callbacks import BaseCallbackHandler

    from lingxigraph.callbacks import _AsyncGraphCallbackManager, _GraphCallbackManager

    class Plain(BaseCallbackHandler):
        pass

    for cls in (_GraphCallbackManager, _AsyncGraphCallbackManager):
        manager = cls()
        assert manager.handlers == [] and manager.run_id is None
        plain = Plain()
        manager.add_handler(plain, inherit=True)
        assert manager.handlers == [plain] and manager.inheritable_handlers == [plain]
    run_id = uuid.uuid4()
    made = _GraphCallbackManager(tags=["t"], metadata={"k": 1}, run_id=run_id)
    assert (made.tags, made.metadata, made.run_id) == (["t"], {"k": 1}, run_id)

"""With langchain-core loaded and no handler anywhere, a graph run (and a subgraph run)
does not call ``CallbackManager.configure``: ``_callbacks._nothing_configured`` asks
what configure asks (debug, configure hooks, LangSmith tracing, the old v1 tracing
variables) and, whenever configure would add a handler or refuse, the run configures
as before. Nothing is timed.

LangChain / LangSmith are imported when the tests run (another test of the suite drops
modules it imported from ``sys.modules``, so a fresh copy may be live)."""

from __future__ import annotations

import asyncio
import importlib
import operator
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from contextvars import ContextVar
from typing import Annotated, Any, Callable
from unittest.mock import MagicMock, patch

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _callbacks


@pytest.fixture(autouse=True, scope="module")
def _langchain_loaded() -> None:
    pytest.importorskip("langchain_core.callbacks")
    pytest.importorskip("langsmith")


class S(TypedDict, total=False):
    seen: Annotated[list, operator.add]


def _graph() -> Any:
    inner = StateGraph(S).add_node("leaf", lambda s: {"seen": ["leaf"]}).add_edge(START, "leaf").compile()
    return (
        StateGraph(S)
        .add_node("a", lambda s: {"seen": ["a"]})
        .add_node("sub", inner)
        .add_node("call", lambda s: inner.invoke({"seen": []}))
        .add_edge(START, "a")
        .add_edge("a", "sub")
        .add_edge("sub", "call")
        .add_edge("call", END)
        .compile()
    )


def _count_configures(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    manager = importlib.import_module("langchain_core.callbacks.manager")
    calls: list[str] = []
    for cls in (manager.CallbackManager, manager.AsyncCallbackManager):
        real = cls.configure.__func__

        def configure(klass: Any, *args: Any, _real: Any = real, **kwargs: Any) -> Any:
            calls.append(klass.__name__)
            return _real(klass, *args, **kwargs)

        monkeypatch.setattr(cls, "configure", classmethod(configure))
    return calls


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_quiet_runs_and_subgraph_runs_do_not_configure(monkeypatch: pytest.MonkeyPatch, is_async: bool) -> None:
    graph = _graph()
    # (the first run may configure: it loads LangChain's tracing modules)
    assert graph.invoke({"seen": []}) == {"seen": ["a", "a", "leaf", "leaf"]}
    calls = _count_configures(monkeypatch)
    out = asyncio.run(graph.ainvoke({"seen": []})) if is_async else graph.invoke({"seen": []})
    assert out == {"seen": ["a", "a", "leaf", "leaf"]}
    assert calls == []


def test_a_handler_still_configures_every_run(monkeypatch: pytest.MonkeyPatch) -> None:
    base = importlib.import_module("langchain_core.callbacks").BaseCallbackHandler
    starts: list[Any] = []

    class Handler(base):  # type: ignore[misc, valid-type]
        def on_chain_start(self, serialized: Any, inputs: Any, **kwargs: Any) -> None:
            starts.append(kwargs.get("name"))

    calls = _count_configures(monkeypatch)
    _graph().invoke({"seen": []}, {"callbacks": [Handler()]})
    assert calls and starts.count("LangGraph") == 3  # the run, the subgraph node, the call in "call"


# ---- the shortcut says "quiet" only when configure gives no handler -----------------


@contextmanager
def _env(monkeypatch: pytest.MonkeyPatch, name: str, value: str) -> Iterator[None]:
    utils = importlib.import_module("langsmith.utils")
    monkeypatch.setenv(name, value)
    utils.get_env_var.cache_clear()  # (LangSmith caches what it read)
    try:
        yield
    finally:
        monkeypatch.delenv(name)
        utils.get_env_var.cache_clear()


@contextmanager
def _debug() -> Iterator[None]:
    globals_ = importlib.import_module("langchain_core.globals")
    globals_.set_debug(True)
    try:
        yield
    finally:
        globals_.set_debug(False)


@contextmanager
def _hook(*, env_var: str | None, monkeypatch: pytest.MonkeyPatch) -> Iterator[ContextVar[Any]]:
    """A configure hook registered for the test only (``register_configure_hook`` keeps it forever)."""
    context = importlib.import_module("langchain_core.tracers.context")
    base = importlib.import_module("langchain_core.callbacks").BaseCallbackHandler
    var: ContextVar[Any] = ContextVar("lingxigraph_test_hook", default=None)
    hooks = list(context._configure_hooks)
    monkeypatch.setattr(context, "_configure_hooks", hooks)
    hooks.append((var, True, type("HookHandler", (base,), {}) if env_var else None, env_var))
    yield var


def _hook_env(monkeypatch: pytest.MonkeyPatch) -> AbstractContextManager[Any]:
    @contextmanager
    def both() -> Iterator[None]:
        with _hook(env_var="LINGXIGRAPH_TEST_HOOK", monkeypatch=monkeypatch), _env(monkeypatch, "LINGXIGRAPH_TEST_HOOK", "1"):
            yield

    return both()


def _hook_var(monkeypatch: pytest.MonkeyPatch) -> AbstractContextManager[Any]:
    @contextmanager
    def set_var() -> Iterator[None]:
        base = importlib.import_module("langchain_core.callbacks").BaseCallbackHandler
        with _hook(env_var=None, monkeypatch=monkeypatch) as var:
            token = var.set(base())
            try:
                yield
            finally:
                var.reset(token)

    return set_var()


def _mock_client() -> Any:
    return patch("langchain_core.tracers.langchain.get_client", return_value=MagicMock(spec=importlib.import_module("langsmith").Client))


@contextmanager
def _traced(make: Callable[[], AbstractContextManager[Any]]) -> Iterator[None]:
    with _mock_client(), make():
        yield


CONDITIONS: dict[str, Callable[[pytest.MonkeyPatch], AbstractContextManager[Any]]] = {
    "nothing": lambda mp: nullcontext(),
    "set_debug": lambda mp: _debug(),
    "collect_runs": lambda mp: importlib.import_module("langchain_core.tracers.context").collect_runs(),
    "usage_metadata_callback": lambda mp: importlib.import_module("langchain_core.callbacks").get_usage_metadata_callback(),
    "tracing_v2_enabled": lambda mp: _traced(lambda: importlib.import_module("langchain_core.tracers.context").tracing_v2_enabled()),
    "tracing_context": lambda mp: _traced(lambda: importlib.import_module("langsmith").tracing_context(enabled=True)),
    "LANGSMITH_TRACING": lambda mp: _traced(lambda: _env(mp, "LANGSMITH_TRACING", "true")),
    "LANGCHAIN_TRACING_V2": lambda mp: _traced(lambda: _env(mp, "LANGCHAIN_TRACING_V2", "true")),
    "LANGCHAIN_TRACING": lambda mp: _traced(lambda: _env(mp, "LANGCHAIN_TRACING", "true")),
    "v1 LANGCHAIN_HANDLER": lambda mp: _env(mp, "LANGCHAIN_HANDLER", "langchain"),
    "configure hook env var": _hook_env,
    "configure hook context var": _hook_var,
}


@pytest.mark.parametrize("condition", list(CONDITIONS))
def test_the_shortcut_agrees_with_configure(monkeypatch: pytest.MonkeyPatch, condition: str) -> None:
    manager = importlib.import_module("langchain_core.callbacks.manager")
    manager.CallbackManager.configure()  # (loads what configure reads)
    with CONDITIONS[condition](monkeypatch):
        quiet = _callbacks._nothing_configured()
        try:
            handlers = manager.CallbackManager.configure().handlers
        except RuntimeError:  # (v1 tracing: configure refuses, and so must the run)
            handlers = None
    assert quiet == (handlers == [])
    assert quiet == (condition == "nothing")


def test_the_v1_tracing_variable_still_fails_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = _graph()
    graph.invoke({"seen": []})
    with _env(monkeypatch, "LANGCHAIN_HANDLER", "langchain"), pytest.raises(RuntimeError, match="LangChainTracerV1"):
        graph.invoke({"seen": []})


def test_set_debug_prints_runs_and_subgraph_runs_it_is_turned_on_in(capsys: pytest.CaptureFixture[str]) -> None:
    inner = StateGraph(S).add_node("leaf", lambda s: {"seen": ["leaf"]}).add_edge(START, "leaf").compile()

    def call(state: S) -> S:
        with _debug():  # a subgraph run started after the parent asked still asks
            return inner.invoke({"seen": []})

    graph = StateGraph(S).add_node("call", call).add_edge(START, "call").compile()
    graph.invoke({"seen": []})
    assert "[chain/start]" in capsys.readouterr().out
    with _debug():
        graph.invoke({"seen": []})
    assert "[chain/start]" in capsys.readouterr().out


def test_a_configure_hook_set_by_environment_sees_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    context = importlib.import_module("langchain_core.tracers.context")
    base = importlib.import_module("langchain_core.callbacks").BaseCallbackHandler
    seen: list[Any] = []

    class Hooked(base):  # type: ignore[misc, valid-type]
        def on_chain_start(self, serialized: Any, inputs: Any, **kwargs: Any) -> None:
            seen.append(kwargs.get("name"))

    hooks = list(context._configure_hooks)
    monkeypatch.setattr(context, "_configure_hooks", hooks)
    hooks.append((ContextVar("lingxigraph_test_hooked", default=None), True, Hooked, "LINGXIGRAPH_TEST_HOOKED"))
    graph = _graph()
    graph.invoke({"seen": []})
    assert seen == []
    with _env(monkeypatch, "LINGXIGRAPH_TEST_HOOKED", "true"):
        graph.invoke({"seen": []})
    assert seen.count("LangGraph") == 3


def test_langsmith_tracing_by_environment_reaches_the_node(monkeypatch: pytest.MonkeyPatch) -> None:
    def node(state: S) -> S:
        tree = importlib.import_module("langsmith.run_helpers").get_current_run_tree()
        return {"seen": [tree.name if tree is not None else None]}

    graph = StateGraph(S).add_node("work", node).add_edge(START, "work").compile()
    assert graph.invoke({"seen": []}) == {"seen": [None]}
    with _mock_client(), _env(monkeypatch, "LANGSMITH_TRACING", "true"):
        assert graph.invoke({"seen": []}) == {"seen": ["work"]}

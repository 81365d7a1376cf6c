"""With langchain-core loaded, whether a run's tasks need LangChain handlers of ours
(``messages`` / ``tools`` modes, a caller streaming them, callbacks in the config) is
decided once per run (``_messages._quiet_run``), not once per task; a task leaves
``var_child_runnable_config`` as it found it. Nothing is timed."""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _messages
from lingxigraph.types import TimeoutPolicy


@pytest.fixture(autouse=True, scope="module")
def _langchain_loaded() -> None:
    pytest.importorskip("langchain_core.runnables")
    pytest.importorskip("langchain_core.callbacks")


class S(TypedDict, total=False):
    seen: Annotated[list, operator.add]


def _var() -> Any:
    from langchain_core.runnables.config import var_child_runnable_config

    return var_child_runnable_config


def _config_kind(name: str) -> Any:
    def node(state: S) -> dict:
        return {"seen": [(name, type(_var().get()).__name__)]}

    return node


def _chain(n: int, **node_kwargs: Any) -> Any:
    builder = StateGraph(S)
    names = [f"n{i}" for i in range(n)]
    for name in names:
        builder.add_node(name, _config_kind(name), **node_kwargs)
    for a, b in zip([START, *names], [*names, END]):
        builder.add_edge(a, b)
    return builder.compile()


def _count_decisions(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    decided: list[bool] = []
    real = _messages._quiet_run

    def counting(scope: Any) -> bool:
        decided.append(real(scope))
        return decided[-1]

    monkeypatch.setattr(_messages, "_quiet_run", counting)
    return decided


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_a_run_decides_once_for_all_its_tasks(monkeypatch: pytest.MonkeyPatch, is_async: bool) -> None:
    decided = _count_decisions(monkeypatch)
    graph = _chain(6)
    out = asyncio.run(graph.ainvoke({"seen": []})) if is_async else graph.invoke({"seen": []})
    assert out["seen"] == [(f"n{i}", "LazyNodeConfig") for i in range(6)]
    assert decided == [True]


def test_a_subgraph_run_decides_for_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    decided = _count_decisions(monkeypatch)
    outer = StateGraph(S).add_node("sub", _chain(3)).add_edge(START, "sub").add_edge("sub", END).compile()
    assert [kind for _, kind in outer.invoke({"seen": []})["seen"]] == ["LazyNodeConfig"] * 3
    assert decided == [True, True]  # the root run, then the subgraph's


def test_messages_mode_or_callbacks_make_every_task_config_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from langchain_core.callbacks import BaseCallbackHandler

    decided = _count_decisions(monkeypatch)
    graph = _chain(3)
    chunks = list(graph.stream({"seen": []}, stream_mode=["messages", "values"]))
    assert chunks[-1][1]["seen"] == [(f"n{i}", "dict") for i in range(3)]
    out = graph.invoke({"seen": []}, {"callbacks": [BaseCallbackHandler()]})
    assert out["seen"] == [(f"n{i}", "dict") for i in range(3)]
    assert decided == [False, False]


def test_a_node_with_a_timeout_still_gets_its_config_at_once() -> None:
    async def timed(state: S) -> dict:
        return {"seen": [("timed", type(_var().get()).__name__)]}

    graph = (
        StateGraph(S)
        .add_node("timed", timed, timeout=TimeoutPolicy(run_timeout=60))
        .add_node("plain", _config_kind("plain"))
        .add_edge(START, "timed")
        .add_edge("timed", "plain")
        .compile()
    )
    assert asyncio.run(graph.ainvoke({"seen": []}))["seen"] == [("timed", "dict"), ("plain", "LazyNodeConfig")]


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_each_task_restores_the_callers_value(is_async: bool) -> None:
    def failing(state: S) -> dict:
        raise ValueError("boom")

    graph = _chain(2)
    broken = StateGraph(S).add_node("bad", failing).add_edge(START, "bad").compile()
    var = _var()
    token = var.set({"tags": ["caller"]})
    try:
        for g in (graph, broken):
            try:
                asyncio.run(g.ainvoke({"seen": []})) if is_async else g.invoke({"seen": []})
            except ValueError:
                pass
            assert var.get() == {"tags": ["caller"]}
    finally:
        var.reset(token)

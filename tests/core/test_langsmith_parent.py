"""With LangSmith tracing on, code inside a node sees the node's run as its
LangSmith parent (``get_current_run_tree()``), in sync and async runs. The
LangSmith client is a mock: nothing is sent.

LangSmith is imported when the tests run, not at collection: another test of the
suite drops modules it imported from ``sys.modules`` (so a fresh copy is live)."""

from __future__ import annotations

import asyncio
import importlib
from typing import Any
from unittest.mock import MagicMock, patch

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph


class _State(TypedDict, total=False):
    seen: Any


def _node(state: _State) -> _State:
    tree = importlib.import_module("langsmith.run_helpers").get_current_run_tree()
    return {"seen": (tree.name, tree.run_type) if tree is not None else None}


async def _anode(state: _State) -> _State:
    return _node(state)


def _run(graph: Any, *, enabled: bool, is_async: bool = False) -> Any:
    langsmith = importlib.import_module("langsmith")
    client = MagicMock(spec=langsmith.Client)
    with patch("langchain_core.tracers.langchain.get_client", return_value=client):
        with langsmith.tracing_context(enabled=enabled):
            return asyncio.run(graph.ainvoke({})) if is_async else graph.invoke({})


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_node_runs_under_its_own_langsmith_run(is_async: bool) -> None:
    graph = (
        StateGraph(_State)
        .add_node("work", _anode if is_async else _node)
        .add_edge(START, "work")
        .add_edge("work", END)
        .compile()
    )
    assert _run(graph, enabled=True, is_async=is_async) == {"seen": ("work", "chain")}


def test_no_run_tree_without_tracing() -> None:
    graph = StateGraph(_State).add_node("work", _node).add_edge(START, "work").compile()
    assert _run(graph, enabled=False) == {"seen": None}

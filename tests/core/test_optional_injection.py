"""Nodes declaring ``config`` / ``store`` as ``Optional[...]`` (typing's spelling,
``X | None``; this module's annotations are strings) get them injected like the
plain types."""

from __future__ import annotations

import asyncio
from typing import Optional

from langchain_core.runnables import RunnableConfig
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph
from lingxigraph.store.base import BaseStore
from lingxigraph.store.memory import InMemoryStore


class _State(TypedDict):
    got: str


def _config_optional(state: _State, config: Optional[RunnableConfig]) -> _State:  # noqa: UP045
    return {"got": "config" if config and "configurable" in config else "none"}


def _store_optional(state: _State, store: Optional[BaseStore]) -> _State:  # noqa: UP045
    return {"got": type(store).__name__}


async def _astore_union(state: _State, store: BaseStore | None) -> _State:
    return {"got": type(store).__name__}


def _graph(node: object) -> object:
    return StateGraph(_State).add_node("n", node).add_edge(START, "n").compile(store=InMemoryStore())


def test_optional_config_and_store_are_injected() -> None:
    assert _graph(_config_optional).invoke({"got": ""}) == {"got": "config"}
    assert _graph(_store_optional).invoke({"got": ""}) == {"got": "InMemoryStore"}


def test_optional_store_is_injected_in_async_runs() -> None:
    assert asyncio.run(_graph(_store_optional).ainvoke({"got": ""})) == {"got": "InMemoryStore"}
    assert asyncio.run(_graph(_astore_union).ainvoke({"got": ""})) == {"got": "InMemoryStore"}

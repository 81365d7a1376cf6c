"""A runtime the caller's config already carries (``configurable["__pregel_runtime"]``).

Hosting layers (a server's graph factory, for one) put a ``Runtime`` - or just an
object with ``context`` / ``store`` - there before the run starts. LangGraph 1.2.11
combines it with the run's own runtime: the run's ``context`` wins unless it is
empty, the store is the seeded one, and server info / control fill in what the run
lacks. Checked against LangGraph 1.2.11.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph
from lingxigraph.runtime import Runtime, ServerInfo
from lingxigraph.store.memory import InMemoryStore

SLOT = "__pregel_runtime"


class State(TypedDict, total=False):
    text: str


def _graph(seen: dict[str, Any], store: Any = None) -> Any:
    def echo(state: State, runtime: Runtime) -> State:
        seen["context"] = runtime.context
        seen["store"] = runtime.store
        seen["server_info"] = runtime.server_info
        return {"text": "echoed"}

    builder = StateGraph(State)
    builder.add_node("echo", echo)
    builder.add_edge(START, "echo")
    builder.add_edge("echo", END)
    return builder.compile(store=store)


class _ServerSeed:
    """Not a Runtime: only what a hosting layer has at hand."""

    def __init__(self, context: Any, store: Any = None) -> None:
        self.context = context
        self.store = store


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_seeded_context_and_store_reach_the_nodes(mode: str) -> None:
    seen: dict[str, Any] = {}
    store = InMemoryStore()
    graph = _graph(seen)
    config = {"configurable": {SLOT: Runtime(context={"user": "ada"}, store=store)}}

    if mode == "sync":
        result = graph.invoke({"text": "hi"}, config)
    else:
        result = asyncio.run(graph.ainvoke({"text": "hi"}, config))

    assert result == {"text": "echoed"}
    assert seen["context"] == {"user": "ada"}
    assert seen["store"] is store


def test_the_runs_own_context_wins_unless_empty() -> None:
    seen: dict[str, Any] = {}
    graph = _graph(seen)
    config = {"configurable": {SLOT: Runtime(context={"from": "seed"})}}

    graph.invoke({"text": "hi"}, config, context={"from": "run"})
    assert seen["context"] == {"from": "run"}

    graph.invoke({"text": "hi"}, config, context={})
    assert seen["context"] == {"from": "seed"}


def test_the_seeded_store_replaces_the_graphs_own() -> None:
    seen: dict[str, Any] = {}
    graph_store, seeded_store = InMemoryStore(), InMemoryStore()
    graph = _graph(seen, store=graph_store)

    graph.invoke({"text": "hi"}, {"configurable": {SLOT: Runtime(store=seeded_store)}})
    assert seen["store"] is seeded_store

    # (LangGraph: a seeded runtime without a store leaves the run without one)
    graph.invoke({"text": "hi"}, {"configurable": {SLOT: Runtime(context={"a": 1})}})
    assert seen["store"] is None

    graph.invoke({"text": "hi"})
    assert seen["store"] is graph_store


def test_a_foreign_seed_lends_its_context_and_store() -> None:
    seen: dict[str, Any] = {}
    store = InMemoryStore()
    graph = _graph(seen, store=InMemoryStore())

    graph.invoke({"text": "hi"}, {"configurable": {SLOT: _ServerSeed({"source": "graph-level"}, store)}})

    assert seen["context"] == {"source": "graph-level"}
    assert seen["store"] is store


def test_server_info_comes_from_the_seed_unless_the_config_names_one() -> None:
    seen: dict[str, Any] = {}
    graph = _graph(seen)
    seed = Runtime(server_info=ServerInfo(assistant_id="seeded", graph_id="g", user=None))

    graph.invoke({"text": "hi"}, {"configurable": {SLOT: seed}})
    assert (seen["server_info"].assistant_id, seen["server_info"].graph_id) == ("seeded", "g")

    graph.invoke({"text": "hi"}, {"configurable": {SLOT: seed, "assistant_id": "from-config"}})
    assert (seen["server_info"].assistant_id, seen["server_info"].graph_id) == ("from-config", "")


def test_a_none_slot_is_no_seed() -> None:
    # (LangGraph 1.2.11 fails on it with an AttributeError; here it is simply no seed)
    seen: dict[str, Any] = {}
    store = InMemoryStore()
    graph = _graph(seen, store=store)

    graph.invoke({"text": "hi"}, {"configurable": {SLOT: None}})

    assert seen["store"] is store
    assert seen["context"] is None

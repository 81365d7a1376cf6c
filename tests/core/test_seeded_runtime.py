"""A ``Runtime`` placed in the config before the run, under
``configurable["__pregel_runtime"]``.

Code that wraps a compiled graph may hand the run a runtime (or any object with
``context`` and ``store`` attributes) this way. The run then mixes it into its own:
a non-empty ``context`` given to the run is kept, otherwise the placed one is used;
the store always comes from the placed object; ``server_info`` and ``control`` are
taken from it only when the run has none. These rules match LangGraph 1.2.11.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import StateGraph
from lingxigraph.runtime import Runtime, ServerInfo
from lingxigraph.store.memory import InMemoryStore

SLOT = "__pregel_runtime"


class Ticket(TypedDict, total=False):
    number: int
    status: str


def _graph(seen: dict[str, Any], store: Any = None) -> Any:
    """A one-node graph whose node notes the runtime it was given in ``seen``."""

    def probe(ticket: Ticket, runtime: Runtime) -> Ticket:
        seen.update(context=runtime.context, store=runtime.store, server_info=runtime.server_info)
        return {"status": f"checked #{ticket['number']}"}

    builder = StateGraph(Ticket)
    builder.add_node("probe", probe)
    builder.set_entry_point("probe")
    builder.set_finish_point("probe")
    return builder.compile(store=store)


TICKET = {"number": 7}


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_seeded_context_and_store_reach_the_nodes(mode: str) -> None:
    seen: dict[str, Any] = {}
    store = InMemoryStore()
    graph = _graph(seen)
    config = {"configurable": {SLOT: Runtime(context={"user": "ada"}, store=store)}}

    if mode == "sync":
        result = graph.invoke(TICKET, config)
    else:
        result = asyncio.run(graph.ainvoke(TICKET, config))

    assert result == {"number": 7, "status": "checked #7"}
    assert seen["context"] == {"user": "ada"}
    assert seen["store"] is store


def test_the_runs_own_context_wins_unless_empty() -> None:
    seen: dict[str, Any] = {}
    graph = _graph(seen)
    config = {"configurable": {SLOT: Runtime(context={"from": "seed"})}}

    graph.invoke(TICKET, config, context={"from": "run"})
    assert seen["context"] == {"from": "run"}

    graph.invoke(TICKET, config, context={})
    assert seen["context"] == {"from": "seed"}


def test_the_seeded_store_replaces_the_graphs_own() -> None:
    seen: dict[str, Any] = {}
    graph_store, seeded_store = InMemoryStore(), InMemoryStore()
    graph = _graph(seen, store=graph_store)

    graph.invoke(TICKET, {"configurable": {SLOT: Runtime(store=seeded_store)}})
    assert seen["store"] is seeded_store

    # (LangGraph: a seeded runtime without a store leaves the run without one)
    graph.invoke(TICKET, {"configurable": {SLOT: Runtime(context={"a": 1})}})
    assert seen["store"] is None

    graph.invoke(TICKET)
    assert seen["store"] is graph_store


def test_a_foreign_seed_lends_its_context_and_store() -> None:
    seen: dict[str, Any] = {}
    lent_store = InMemoryStore()
    graph = _graph(seen, store=InMemoryStore())
    # not a Runtime: just an object carrying the two attributes
    seed = SimpleNamespace(context={"tenant": "acme", "tier": 2}, store=lent_store)

    graph.invoke(TICKET, {"configurable": {SLOT: seed}})

    assert seen["context"] == {"tenant": "acme", "tier": 2}
    assert seen["store"] is lent_store


def test_server_info_comes_from_the_seed_unless_the_config_names_one() -> None:
    seen: dict[str, Any] = {}
    graph = _graph(seen)
    seed = Runtime(server_info=ServerInfo(assistant_id="seeded", graph_id="g", user=None))

    graph.invoke(TICKET, {"configurable": {SLOT: seed}})
    assert (seen["server_info"].assistant_id, seen["server_info"].graph_id) == ("seeded", "g")

    graph.invoke(TICKET, {"configurable": {SLOT: seed, "assistant_id": "from-config"}})
    assert (seen["server_info"].assistant_id, seen["server_info"].graph_id) == ("from-config", "")


def test_a_none_slot_is_no_seed() -> None:
    # (LangGraph 1.2.11 fails on it with an AttributeError; here it is simply no seed)
    seen: dict[str, Any] = {}
    store = InMemoryStore()
    graph = _graph(seen, store=store)

    graph.invoke(TICKET, {"configurable": {SLOT: None}})

    assert seen["store"] is store
    assert seen["context"] is None

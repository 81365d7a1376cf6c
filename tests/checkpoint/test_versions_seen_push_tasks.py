"""Push tasks (``Send`` targets, functional-API calls) in a saved ``versions_seen``.

LangGraph gives every node that ran as a push task an entry, empty when the
node never ran as a pull task; a saver's tuples show it.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Send


class State(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


def _seen_by_step(saver: InMemorySaver, config: dict[str, Any]) -> dict[int, dict[str, list[str]]]:
    return {
        t.metadata["step"]: {node: sorted(chans) for node, chans in t.checkpoint["versions_seen"].items()}
        for t in saver.list(config)
    }


def test_send_targets_get_an_empty_versions_seen_entry() -> None:
    builder = StateGraph(State)
    builder.add_node("a", lambda s: {"log": ["a"]})
    builder.add_node("d", lambda s: {"log": ["d"]})
    builder.add_node("e", lambda s: {"log": ["e"]})
    builder.add_conditional_edges("a", lambda s: [Send("d", {}), Send("e", {})])
    builder.add_edge(START, "a")
    builder.add_edge("e", "d")
    saver = InMemorySaver()
    config = {"configurable": {"thread_id": "send"}}
    builder.compile(checkpointer=saver).invoke({"log": []}, config)
    seen = _seen_by_step(saver, config)
    assert seen[1] == {"__input__": [], "__start__": ["__start__"], "a": ["branch:to:a"]}
    assert seen[2] == {"__input__": [], "__start__": ["__start__"], "a": ["branch:to:a"], "d": [], "e": []}
    assert seen[3]["d"] == ["branch:to:d"]
    assert seen[3]["e"] == []


def test_functional_calls_get_an_empty_versions_seen_entry() -> None:
    @task
    def add_one(x: int) -> int:
        return x + 1

    saver = InMemorySaver()

    @entrypoint(checkpointer=saver)
    def main(x: int) -> int:
        return add_one(x).result() + add_one(x + 1).result()

    config = {"configurable": {"thread_id": "func"}}
    assert main.invoke(1, config) == 5
    saved = saver.get_tuple(config)
    assert saved is not None
    assert list(saved.checkpoint["versions_seen"]) == ["__input__", "main", "add_one"]
    assert saved.checkpoint["versions_seen"]["add_one"] == {}

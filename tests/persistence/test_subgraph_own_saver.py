"""A subgraph compiled with a saver instance of its own, run inside another run.

LangGraph 1.2.11 saves such a subgraph with the calling run's saver (each task
passes its run's saver down in its config, and that wins over the subgraph's
own): its checkpoints land in the parent's saver under the task's namespace,
where ``get_state(subgraphs=True)`` and a resume find them, and nothing goes to
its own saver. Under a parent without a saver it saves nothing. Run on its own
(or called with a config naming another thread), it uses its own saver, unless
the config carries a saver (``configurable["__pregel_checkpointer"]``, as a
hosting layer passes one): that one wins, for runs and for ``get_state``.
"""

from __future__ import annotations

from typing import Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt

DRIVERS = ["sync", "asyncio", "trio"]


class S(TypedDict, total=False):
    x: int


def _call(driver: str, graph: Any, method: str, *args: Any, **kwargs: Any) -> Any:
    if driver == "sync":
        return getattr(graph, method)(*args, **kwargs)

    async def main() -> Any:
        return await getattr(graph, "a" + method)(*args, **kwargs)

    return anyio.run(main, backend=driver)


def _namespaces(saver: InMemorySaver) -> list[tuple[str, str]]:
    """(thread id, graph level) of every saved checkpoint."""
    return sorted(
        {
            (c.config["configurable"]["thread_id"], c.config["configurable"]["checkpoint_ns"].split(":")[0])
            for c in saver.list(None)
        }
    )


def _child(saver: InMemorySaver, *, ask: bool = False) -> Any:
    def step(state: S) -> S:
        if ask:
            return {"x": interrupt("value?")}
        return {"x": (state.get("x") or 0) + 1}

    return StateGraph(S).add_node("step", step).add_edge(START, "step").compile(checkpointer=saver)


def _parent(child: Any, saver: InMemorySaver | None) -> Any:
    return StateGraph(S).add_node("sub", child).add_edge(START, "sub").compile(checkpointer=saver)


@pytest.mark.parametrize("driver", DRIVERS)
def test_the_parents_saver_keeps_the_subgraphs_checkpoints(driver: str) -> None:
    own, outer = InMemorySaver(), InMemorySaver()
    graph = _parent(_child(own), outer)

    assert _call(driver, graph, "invoke", {"x": 0}, {"configurable": {"thread_id": "t"}}) == {"x": 1}
    assert _namespaces(outer) == [("t", ""), ("t", "sub")]
    assert _namespaces(own) == []


@pytest.mark.parametrize("driver", DRIVERS)
def test_under_a_parent_without_a_saver_nothing_is_saved(driver: str) -> None:
    own = InMemorySaver()
    graph = _parent(_child(own), None)

    assert _call(driver, graph, "invoke", {"x": 0}) == {"x": 1}
    assert _namespaces(own) == []


@pytest.mark.parametrize("driver", DRIVERS)
def test_an_interrupted_subgraph_is_found_and_resumed_through_the_parent(driver: str) -> None:
    own, outer = InMemorySaver(), InMemorySaver()
    graph = _parent(_child(own, ask=True), outer)
    config = {"configurable": {"thread_id": "t"}}

    paused = _call(driver, graph, "invoke", {"x": 0}, config)
    assert [i.value for i in paused["__interrupt__"]] == ["value?"]
    state = _call(driver, graph, "get_state", config, subgraphs=True)
    [task] = state.tasks
    assert task.name == "sub"
    assert task.state.next == ("step",)  # the subgraph's own snapshot, read from the parent's saver

    assert _call(driver, graph, "invoke", Command(resume=7), config) == {"x": 7}
    assert _namespaces(own) == []


def test_run_on_its_own_it_uses_its_own_saver() -> None:
    own = InMemorySaver()
    child = _child(own)

    assert child.invoke({"x": 0}, {"configurable": {"thread_id": "alone"}}) == {"x": 1}
    assert _namespaces(own) == [("alone", "")]


def test_a_saver_in_the_config_wins_over_the_graphs_own() -> None:
    own, host = InMemorySaver(), InMemorySaver()
    graph = _child(own)
    config = {"configurable": {"thread_id": "h", "__pregel_checkpointer": host}}

    assert graph.invoke({"x": 0}, config) == {"x": 1}
    assert _namespaces(host) == [("h", "")]
    assert _namespaces(own) == []
    assert graph.get_state(config).values == {"x": 1}
    assert graph.get_state({"configurable": {"thread_id": "h"}}).values == {}  # its own saver has nothing

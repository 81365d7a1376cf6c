"""More behaviours found by running LangGraph's own Pregel tests against lingxigraph.

Each test states the rule (checked against LangGraph 1.2.11 with a small script) and
runs it on every driver where the code path differs.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from composition_helpers import call
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig
from lingxigraph.graph import START, StateGraph

DRIVERS = ["sync", "asyncio", "trio"]


# ---- batch inside a node ----------------------------------------------------------------


class Nums(TypedDict):
    nums: list[int]
    total: int


class One(TypedDict):
    n: int


def _plus_one() -> Any:
    return (
        StateGraph(One)
        .add_node("inc", lambda s: {"n": s["n"] + 1})
        .add_edge(START, "inc")
        .compile()
    )


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("saver", [None, "memory"])
def test_batch_of_a_graph_inside_a_node_runs_as_subgraph_calls(driver: str, saver: Any) -> None:
    # ``batch`` runs its items on worker threads; each still belongs to the calling task
    # (before, a worker lost the task and read the parent's checkpoint_ns as a request
    # to resume a subgraph of the inner graph, failing with "Subgraph ... not found")
    inner = _plus_one()

    # the node hands its own config on, as a LangChain ``.map()`` of the graph does
    def node(state: Nums, config: RunnableConfig) -> dict[str, Any]:
        outs = inner.batch([{"n": n} for n in state["nums"]], config)
        return {"total": sum(o["n"] for o in outs)}

    async def anode(state: Nums, config: RunnableConfig) -> dict[str, Any]:
        outs = await inner.abatch([{"n": n} for n in state["nums"]], config)
        return {"total": sum(o["n"] for o in outs)}

    graph = (
        StateGraph(Nums)
        .add_node("node", node if driver == "sync" else anode)
        .add_edge(START, "node")
        .compile(checkpointer=InMemorySaver() if saver else None)
    )
    config = {"configurable": {"thread_id": "1"}}
    assert call(driver, graph, "invoke", {"nums": [1, 2, 3]}, config) == {"nums": [1, 2, 3], "total": 9}


# ---- durability "exit": a subgraph stopped at a breakpoint --------------------------------


class Text(TypedDict):
    text: Annotated[str, operator.add]


@pytest.mark.parametrize("driver", DRIVERS)
def test_exit_durability_subgraph_breakpoint_is_saved_for_the_resume(driver: str) -> None:
    # with durability "exit" a subgraph stopping at its own interrupt_before saves its
    # checkpoint (as when it pauses on interrupt()), so the resumed run continues it;
    # before, the resume ran the subgraph afresh and stopped at the breakpoint again
    inner = (
        StateGraph(Text)
        .add_node("first", lambda s: {"text": "a"})
        .add_node("second", lambda s: {"text": "b"})
        .add_edge(START, "first")
        .add_edge("first", "second")
        .compile(interrupt_before=["second"])
    )
    graph = (
        StateGraph(Text)
        .add_node("inner", inner)
        .add_node("side", lambda s: {"text": "s"})
        .add_node("last", lambda s: {"text": "!"})
        .add_edge(START, "inner")
        .add_edge(START, "side")
        .add_edge(["inner", "side"], "last")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}}
    assert call(driver, graph, "invoke", {"text": ""}, config, durability="exit") == {"text": "s"}
    sub = graph.get_state(config, subgraphs=True).tasks[0].state
    assert (sub.values, sub.next) == ({"text": "a"}, ("second",))
    assert call(driver, graph, "invoke", None, config, durability="exit") == {"text": "abs!"}


"""More behaviours found by running LangGraph's own Pregel tests against lingxigraph.

Each test states the rule (checked against LangGraph 1.2.11 with a small script) and
runs it on every driver where the code path differs.
"""

from __future__ import annotations

from typing import Any

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

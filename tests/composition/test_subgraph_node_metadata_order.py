"""The metadata a subgraph's node sees: LangGraph's key order.

In a subgraph the inherited ``checkpoint_ns`` comes after the node's
``langgraph_*`` keys (it comes from the parent task, whose keys those replace).
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.config import get_config
from lingxigraph.graph import START, StateGraph


class State(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


def test_subgraph_node_metadata_keys_in_langgraph_order() -> None:
    seen: list[list[str]] = []

    def node(state: State) -> dict[str, Any]:
        seen.append(list(get_config()["metadata"]))
        return {"log": ["x"]}

    inner = StateGraph(State)
    inner.add_node("inner", node)
    inner.add_edge(START, "inner")
    outer = StateGraph(State)
    outer.add_node("sub", inner.compile())
    outer.add_node("top", node)
    outer.add_edge(START, "sub")
    outer.add_edge("sub", "top")
    outer.compile().invoke({"log": []}, {"configurable": {"thread_id": "1"}, "metadata": {"m": 1}})
    node_keys = ["langgraph_step", "langgraph_node", "langgraph_triggers", "langgraph_path", "langgraph_checkpoint_ns"]
    assert seen == [["m", "thread_id", *node_keys, "checkpoint_ns"], ["m", "thread_id", *node_keys]]

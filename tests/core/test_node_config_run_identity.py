"""A node's config does not carry the caller's ``run_name`` / ``run_id``.

As LangGraph 1.2.11: they name the graph's own run, so a node (and a chat model or
graph it calls with its config) does not reuse them; the rest of the caller's config
(``tags``, ``max_concurrency``, metadata...) is passed on.
"""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

from langchain_core.runnables import RunnableConfig
from typing_extensions import TypedDict

from lingxigraph.config import get_config
from lingxigraph.graph import START, StateGraph


class S(TypedDict):
    x: int


def _graph(seen: list[Any]) -> Any:
    def node(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen.append(config)
        seen.append(get_config())
        return {}

    builder = StateGraph(S)
    builder.add_node("n", node)
    builder.add_edge(START, "n")
    return builder


def test_node_config_leaves_out_the_run_identity() -> None:
    seen: list[Any] = []
    builder = _graph(seen)
    graph = builder.compile()
    config = {"run_name": "mine", "run_id": uuid.uuid4(), "max_concurrency": 3, "tags": ["t"], "metadata": {"m": 1}}
    graph.invoke({"x": 0}, config)
    graph.with_config(run_name="other").invoke({"x": 0})
    for cfg in seen:
        assert "run_name" not in cfg and "run_id" not in cfg
    assert (seen[0]["max_concurrency"], seen[0]["tags"], seen[0]["metadata"]["m"]) == (3, ["t"], 1)


def test_async_node_config_leaves_out_the_run_identity() -> None:
    seen: list[Any] = []
    builder = StateGraph(S)

    async def anode(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen.append(config)
        return {}

    builder.add_node("a", anode)
    builder.add_edge(START, "a")
    asyncio.run(builder.compile().ainvoke({"x": 0}, {"run_name": "mine", "run_id": uuid.uuid4()}))
    assert "run_name" not in seen[0] and "run_id" not in seen[0]

"""Every saver call gets the caller's own ``configurable`` values, as with LangGraph.

A third-party saver may key its storage on them (langgraph-checkpoint-aws's
AgentCore saver requires ``actor_id``); lingxigraph gave savers only
``thread_id``, ``checkpoint_ns`` and ``checkpoint_id``, so that saver raised
"RunnableConfig must contain 'actor_id'" on the first ``invoke``.
"""

from __future__ import annotations

import operator
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Annotated, Any

import pytest
from persistence_helpers import DRIVERS, call
from typing_extensions import TypedDict

from lingxigraph.checkpoint.base import ChannelVersions, Checkpoint, CheckpointMetadata, CheckpointTuple
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt


class S(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


class KeyedSaver(InMemorySaver):
    """Records, per call, the configurable keys it was given (internal ones left out)."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, str, dict[str, Any]]] = []

    def _seen(self, method: str, config: Any) -> None:
        conf = config.get("configurable") or {}
        user = {k: v for k, v in conf.items() if k not in ("thread_id", "checkpoint_ns", "checkpoint_id")}
        self.calls.append((method, conf.get("checkpoint_ns", ""), user))

    def get_tuple(self, config: Any) -> CheckpointTuple | None:
        self._seen("get_tuple", config)
        return super().get_tuple(config)

    async def aget_tuple(self, config: Any) -> CheckpointTuple | None:
        self._seen("get_tuple", config)
        return await super().aget_tuple(config)

    def list(self, config: Any, **kwargs: Any) -> Iterator[CheckpointTuple]:
        self._seen("list", config)
        return super().list(config, **kwargs)

    async def alist(self, config: Any, **kwargs: Any) -> AsyncIterator[CheckpointTuple]:
        self._seen("list", config)
        async for item in super().alist(config, **kwargs):
            yield item

    def put(self, config: Any, checkpoint: Checkpoint, metadata: CheckpointMetadata, new_versions: ChannelVersions) -> Any:
        self._seen("put", config)
        return super().put(config, checkpoint, metadata, new_versions)

    async def aput(self, config: Any, checkpoint: Checkpoint, metadata: CheckpointMetadata, new_versions: ChannelVersions) -> Any:
        self._seen("put", config)
        return await super().aput(config, checkpoint, metadata, new_versions)

    def put_writes(self, config: Any, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = "") -> None:
        self._seen("put_writes", config)
        super().put_writes(config, writes, task_id, task_path)

    async def aput_writes(self, config: Any, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = "") -> None:
        self._seen("put_writes", config)
        await super().aput_writes(config, writes, task_id, task_path)


def _graph(saver: KeyedSaver) -> Any:
    """START → sub (a subgraph: inner asks a question) → done."""
    sub = StateGraph(S)
    sub.add_node("inner", lambda s: {"log": [str(interrupt("q"))]})
    sub.add_edge(START, "inner")
    g = StateGraph(S)
    g.add_node("sub", sub.compile())
    g.add_node("done", lambda s: {"log": ["done"]})
    g.add_edge(START, "sub")
    g.add_edge("sub", "done")
    return g.compile(checkpointer=saver)


@pytest.mark.parametrize("driver", DRIVERS)
def test_run_resume_and_state_api_calls_carry_the_callers_keys(driver: str) -> None:
    saver = KeyedSaver()
    graph = _graph(saver)
    config = {"configurable": {"thread_id": "t", "actor_id": "ada", "tenant": 7}}
    call(driver, graph, "invoke", {"log": []}, config)
    out = call(driver, graph, "invoke", Command(resume="yes"), config)
    assert out == {"log": ["yes", "done"]}
    call(driver, graph, "get_state", config, subgraphs=True)
    call(driver, graph, "update_state", config, {"log": ["u"]})
    assert {method for method, _, _ in saver.calls} >= {"get_tuple", "put", "put_writes"}
    assert {ns.split(":")[0] for _, ns, _ in saver.calls} == {"", "sub"}  # the subgraph's calls too
    missing = [(method, ns) for method, ns, user in saver.calls if user != {"actor_id": "ada", "tenant": 7}]
    assert missing == []


def test_no_internal_key_reaches_the_saver() -> None:
    saver = KeyedSaver()
    graph = _graph(saver)
    graph.invoke({"log": []}, {"configurable": {"thread_id": "t"}})
    assert {str(user) for _, _, user in saver.calls} == {"{}"}

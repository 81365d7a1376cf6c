"""The shallow Postgres savers: only each thread's latest checkpoint, in LangGraph's shallow layout."""

from __future__ import annotations

import operator
from typing import Annotated, Any

import anyio.to_thread
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.postgres import ShallowPostgresSaver
from lingxigraph.checkpoint.postgres.aio import AsyncShallowPostgresSaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt

pytestmark = pytest.mark.anyio


class S(TypedDict):
    log: Annotated[list, operator.add]
    n: int


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _graph(saver: Any) -> Any:
    builder = StateGraph(S).add_node("a", lambda s: {"log": ["a"], "n": s.get("n", 0) + 1})
    builder.add_node("b", lambda s: {"log": [f"b:{interrupt('b?')}"]})
    return builder.add_edge(START, "a").add_edge("a", "b").compile(checkpointer=saver)


@pytest.mark.parametrize("kind", ["sync", "async"])
async def test_keeps_only_the_latest_checkpoint(pg_dsn: str, kind: str) -> None:
    cfg = {"configurable": {"thread_id": "t"}}
    with pytest.warns(DeprecationWarning, match=r"^(Async)?ShallowPostgresSaver is deprecated"):
        if kind == "async":
            maker = AsyncShallowPostgresSaver.from_conn_string(pg_dsn)
            saver = await maker.__aenter__()
        else:
            maker = ShallowPostgresSaver.from_conn_string(pg_dsn)
            saver = maker.__enter__()
    try:
        graph = _graph(saver)

        async def call(method: str, *args: Any) -> Any:
            if kind == "async":
                return await getattr(graph, "a" + method)(*args)
            return await anyio.to_thread.run_sync(getattr(graph, method), *args)

        if kind == "async":
            await saver.setup()
        else:
            await anyio.to_thread.run_sync(saver.setup)
        out = await call("invoke", {"log": [], "n": 0}, cfg)
        assert out["__interrupt__"][0].value == "b?"
        assert await call("invoke", Command(resume="y"), cfg) == {"log": ["a", "b:y"], "n": 1}
        state = await call("get_state", cfg)
        assert (state.values, state.next, state.parent_config) == ({"log": ["a", "b:y"], "n": 1}, (), None)
        if kind == "async":
            history = [h async for h in graph.aget_state_history(cfg)]
            with pytest.raises(NotImplementedError):
                await saver.aprune(["t"])
        else:
            history = await anyio.to_thread.run_sync(lambda: list(graph.get_state_history(cfg)))
            with pytest.raises(NotImplementedError):
                saver.prune(["t"])
        assert len(history) == 1
    finally:
        if kind == "async":
            await maker.__aexit__(None, None, None)
        else:
            maker.__exit__(None, None, None)

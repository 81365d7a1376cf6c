"""Callbacks bound with ``with_config(callbacks=...)`` join a call's own callbacks
(and ``astream_events``' handler) instead of being replaced; subgraph runs report
each run once to every handler."""

from __future__ import annotations

import asyncio
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.runnables import RunnableConfig
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph

# the run names LangGraph reports for _outer (checked against LangGraph 1.2.11)
_RUNS = ["LangGraph", "LangGraph", "LangGraph", "call", "i", "i", "sub"]


class _Names(BaseCallbackHandler):
    def __init__(self) -> None:
        self.names: list[str] = []

    def on_chain_start(self, serialized: Any, inputs: Any, **kwargs: Any) -> None:
        self.names.append(kwargs.get("name") or "")


class _State(TypedDict):
    x: int


def _outer() -> Any:
    inner = StateGraph(_State).add_node("i", lambda s: {"x": s["x"] + 1}).add_edge(START, "i").compile()

    def call(state: _State, config: RunnableConfig) -> Any:
        return inner.invoke(state, config)

    return (
        StateGraph(_State)
        .add_node("sub", inner)
        .add_node("call", call)
        .add_edge(START, "sub")
        .add_edge("sub", "call")
        .compile()
    )


def test_bound_and_call_callbacks_both_hear_every_run_once() -> None:
    bound, own = _Names(), _Names()
    assert _outer().with_config({"callbacks": [bound]}).invoke({"x": 0}, {"callbacks": [own]}) == {"x": 2}
    assert sorted(bound.names) == _RUNS
    assert sorted(own.names) == _RUNS


def test_bound_callbacks_survive_astream_events() -> None:
    bound = _Names()

    async def run() -> None:
        async for _ in _outer().with_config(callbacks=[bound]).astream_events({"x": 0}, version="v2"):
            pass

    asyncio.run(run())
    assert sorted(bound.names) == _RUNS

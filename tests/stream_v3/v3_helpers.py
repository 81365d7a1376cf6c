"""Running one v3 run on each lane (sync, asyncio, trio) and the graphs the
tests share."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Annotated, Any, Literal

import anyio
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_stream_writer
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import interrupt

Lane = Literal["sync", "asyncio", "trio"]
LANES: list[Lane] = ["sync", "asyncio", "trio"]


class S(TypedDict, total=False):
    x: int
    log: Annotated[list[str], operator.add]


def _a(state: S) -> dict[str, Any]:
    get_stream_writer()({"hi": 1})
    return {"x": 1, "log": ["a"]}


def _ask(state: S) -> dict[str, Any]:
    return {"x": interrupt("q")}


def nested_graph(*, ask: bool = True, checkpointer: Any = None, **compile_kw: Any) -> Any:
    """START → a (writes custom ``{"hi": 1}``) → sub (subgraph: inner) [→ c (interrupts)]."""
    sub = StateGraph(S)
    sub.add_node("inner", lambda s: {"log": ["inner"]})
    sub.add_edge(START, "inner")
    g = StateGraph(S)
    g.add_node("a", _a)
    g.add_node("sub", sub.compile())
    g.add_edge(START, "a")
    g.add_edge("a", "sub")
    if ask:
        g.add_node("c", _ask)
        g.add_edge("sub", "c")
    return g.compile(checkpointer=checkpointer if checkpointer is not None else InMemorySaver(), **compile_kw)


AFTER_SUB_STATE = {"x": 1, "log": ["a", "a", "inner"]}
"""The root state after ``sub`` (a subgraph returns its whole state: the log reducer adds)."""


def strip(event: dict[str, Any]) -> dict[str, Any]:
    """The event without its timestamp, subgraph task ids as ``<id>``."""
    params = {k: v for k, v in event["params"].items() if k != "timestamp"}
    params["namespace"] = [seg.split(":")[0] + ":<id>" for seg in params["namespace"]]
    data = params.get("data")
    if event["method"] == "lifecycle":
        data = dict(data, namespace=[seg.split(":")[0] + ":<id>" for seg in data["namespace"]])
        if "trigger_call_id" in data:
            data["trigger_call_id"] = "<id>"
        params["data"] = data
    return {**event, "params": params}


class Result:
    """What one run gave: its events (or a projection's items), output, interrupts."""

    def __init__(self, items: list[Any], output: Any, interrupted: bool, interrupts: list[Any]) -> None:
        self.items = items
        self.output = output
        self.interrupted = interrupted
        self.interrupts = interrupts


def run_v3(
    lane: Lane,
    graph: Any,
    inp: Any,
    config: dict[str, Any] | None = None,
    *,
    read: Callable[[Any], Any] = lambda run: run,
    **kwargs: Any,
) -> Result:
    """Start a v3 run on ``lane``, drain ``read(run)`` (the events by default),
    then read output / interrupted / interrupts."""
    if lane == "sync":
        run = graph.stream_events(inp, config, version="v3", **kwargs)
        items = list(read(run))
        return Result(items, run.output, run.interrupted, run.interrupts)

    async def main() -> Result:
        run = await graph.astream_events(inp, config, version="v3", **kwargs)
        items = [item async for item in read(run)]
        return Result(items, await run.output(), await run.interrupted(), await run.interrupts())

    return anyio.run(main, backend=lane)

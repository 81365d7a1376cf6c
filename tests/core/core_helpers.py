"""Shared helpers for the core-runtime tests: the driver wrapper and small graphs."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Annotated, Any, Literal

import anyio
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_stream_writer
from lingxigraph.graph import END, START, StateGraph

DriverName = Literal["sync", "asyncio", "trio"]
DRIVER_NAMES: tuple[DriverName, ...] = ("sync", "asyncio", "trio")

# Methods whose sync form returns an iterator and whose async twin an async iterator.
_ITERATORS = frozenset({"stream", "get_state_history"})

Chunk = Any
OnChunk = Callable[[Chunk], None]


class Driver:
    """Calls a graph method through one driver and returns a plain value.

    ``run(graph, "invoke", inp, cfg)`` returns the result; for ``stream`` and
    ``get_state_history`` it returns the list of items.
    """

    def __init__(self, name: DriverName) -> None:
        self.name: DriverName = name
        """``sync``, ``asyncio`` or ``trio``."""

    def __repr__(self) -> str:
        return f"Driver({self.name!r})"

    @property
    def is_async(self) -> bool:
        """True for the ``asyncio`` and ``trio`` drivers."""
        return self.name != "sync"

    def __call__(self, target: Any, method: str, *args: Any, **kwargs: Any) -> Any:
        return self.each(target, method, None, *args, **kwargs)

    def each(self, target: Any, method: str, on_item: OnChunk | None, *args: Any, **kwargs: Any) -> Any:
        """Like calling the driver, but ``on_item(item)`` sees each streamed item as it arrives."""
        if self.name == "sync":
            result = getattr(target, method)(*args, **kwargs)
            if method not in _ITERATORS:
                return result
            items = []
            for item in result:
                items.append(item)
                if on_item is not None:
                    on_item(item)
            return items

        async def call() -> Any:
            result = getattr(target, "a" + method)(*args, **kwargs)
            if method not in _ITERATORS:
                return await result
            items = []
            async for item in result:
                items.append(item)
                if on_item is not None:
                    on_item(item)
            return items

        return anyio.run(call, backend=self.name)

    def stream_into(self, out: list[Chunk], target: Any, *args: Any, **kwargs: Any) -> list[Chunk]:
        """``stream`` that appends each chunk to ``out`` as it arrives (``out`` survives an exception)."""
        return self.each(target, "stream", out.append, *args, **kwargs)


# ---------------------------------------------------------------------------
# Graphs
# ---------------------------------------------------------------------------


class S(TypedDict):
    """State of G1 (behaviour.md): a plain int and an append-only log."""

    x: int
    log: Annotated[list[Any], operator.add]


class Log(TypedDict):
    """A state with just an append-only log."""

    log: Annotated[list[Any], operator.add]


def g1_builder() -> StateGraph[Any, Any, Any, Any]:
    """G1: ``START -> a -> b -> END``; ``a`` writes a custom chunk."""

    def a(state: S) -> dict[str, Any]:
        get_stream_writer()({"progress": "a-half"})
        return {"x": state["x"] + 1, "log": ["a"]}

    def b(state: S) -> dict[str, Any]:
        return {"x": state["x"] * 10, "log": ["b"]}

    builder = StateGraph(S)
    builder.add_node("a", a)
    builder.add_node("b", b)
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", END)
    return builder


def g1(checkpointer: bool = True, **compile_kwargs: Any) -> Any:
    """G1 compiled, with an ``InMemorySaver`` unless ``checkpointer=False``."""
    saver = InMemorySaver() if checkpointer else None
    return g1_builder().compile(checkpointer=saver, **compile_kwargs)


def appender(name: str, key: str = "log") -> Callable[[Any], dict[str, Any]]:
    """A node that appends its own name to ``key``."""

    def node(state: Any) -> dict[str, Any]:
        return {key: [name]}

    node.__name__ = name
    return node


def chain(names: list[str], state: type = S, **compile_kwargs: Any) -> Any:
    """``START -> names[0] -> ... -> END`` where each node appends its name to ``log``."""
    builder = StateGraph(state)
    for name in names:
        builder.add_node(name, appender(name))
    builder.add_edge(START, names[0])
    for left, right in zip(names, names[1:]):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    return builder.compile(**compile_kwargs)


def thread(thread_id: str = "t", **extra: Any) -> dict[str, Any]:
    """``{"configurable": {"thread_id": thread_id}, **extra}``."""
    return {"configurable": {"thread_id": thread_id}, **extra}


def strip_ids(value: Any) -> Any:
    """Replace every ``id`` entry of nested dicts with ``'<id>'`` (task ids are hashes)."""
    if isinstance(value, dict):
        return {k: ("<id>" if k == "id" else strip_ids(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [strip_ids(v) for v in value]
    if isinstance(value, tuple):
        return tuple(strip_ids(v) for v in value)
    return value

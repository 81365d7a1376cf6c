"""Shared helpers for the core-runtime tests: the driver wrapper and small graphs."""

from __future__ import annotations

import contextlib
import itertools
import operator
import os
import re
from collections.abc import Callable, Iterator
from typing import Annotated, Any, Literal

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_stream_writer
from lingxigraph.graph import END, START, StateGraph

DriverName = Literal["sync", "asyncio", "trio"]
# CORE_TEST_DRIVERS=sync,asyncio narrows the drivers (e.g. to check these tests against
# LangGraph itself, which has no trio support, through a langgraph->lingxigraph import shim).
DRIVER_NAMES: tuple[DriverName, ...] = tuple(
    os.environ.get("CORE_TEST_DRIVERS", "sync,asyncio,trio").split(",")  # type: ignore[arg-type]
)

# A hang guard for the async drivers (not a timing assertion): a run that has not
# finished after this many seconds is cancelled and fails with TimeoutError, so a
# deadlocked driver fails the test instead of hanging the suite.
HANG_GUARD_SECONDS = 4.0
# The guard for a run already marked xfail on this driver (expected to fail, often by hanging).
XFAIL_HANG_GUARD_SECONDS = 1.0

# Methods whose sync form returns an iterator and whose async twin an async iterator.
_ITERATORS = frozenset({"stream", "get_state_history"})

Chunk = Any
OnChunk = Callable[[Chunk], None]


class Driver:
    """Calls a graph method through one driver and returns a plain value.

    ``run(graph, "invoke", inp, cfg)`` returns the result; for ``stream`` and
    ``get_state_history`` it returns the list of items.
    """

    def __init__(self, name: DriverName, node: Any = None) -> None:
        self.name: DriverName = name
        """``sync``, ``asyncio`` or ``trio``."""
        self._node = node
        """The pytest item running the test (to attach xfail markers), or None."""
        self.guard = HANG_GUARD_SECONDS
        """Seconds before an async run is cancelled as hung."""

    def xfail_on(self, *names: DriverName, reason: str) -> None:
        """Mark the running test ``xfail(strict=True)`` when this driver is one of ``names``."""
        if self.name in names and self._node is not None:
            self._node.add_marker(pytest.mark.xfail(strict=True, reason=reason))
            self.guard = XFAIL_HANG_GUARD_SECONDS

    def __repr__(self) -> str:
        return f"Driver({self.name!r})"

    @property
    def is_async(self) -> bool:
        """True for the ``asyncio`` and ``trio`` drivers."""
        return self.name != "sync"

    def __call__(self, target: Any, method: str, *args: Any, **kwargs: Any) -> Any:
        return self.each(target, method, None, *args, **kwargs)

    def each(
        self,
        target: Any,
        method: str,
        on_item: OnChunk | None,
        *args: Any,
        **kwargs: Any,
    ) -> Any:
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
            with anyio.fail_after(self.guard):
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

    def stream_into(
        self, out: list[Chunk], target: Any, *args: Any, **kwargs: Any
    ) -> list[Chunk]:
        """``stream`` that appends each chunk to ``out`` as it arrives (``out`` survives an exception)."""
        return self.each(target, "stream", out.append, *args, **kwargs)


@contextlib.contextmanager
def raises_exactly(
    exc_type: type[BaseException], message: str
) -> Iterator[pytest.ExceptionInfo[Any]]:
    """``pytest.raises`` whose ``str(exc)`` must equal ``message`` exactly.

    ``match=`` also sees ``__notes__`` (one per line after the message), so the
    pattern is anchored at the start and must end at a line break or the end.
    """
    with pytest.raises(exc_type, match=f"^{re.escape(message)}(\\n|$)") as info:
        yield info
    assert str(info.value) == message


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


def returning(update: Any) -> Callable[[Any], Any]:
    """A node that always returns ``update``."""

    def node(state: Any) -> Any:
        return update

    return node


def chain(names: list[str], state: type = S, **compile_kwargs: Any) -> Any:
    """``START -> names[0] -> ... -> END`` where each node appends its name to ``log``."""
    builder = StateGraph(state)
    for name in names:
        builder.add_node(name, appender(name))
    builder.add_edge(START, names[0])
    for left, right in itertools.pairwise(names):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    return builder.compile(**compile_kwargs)


def thread(thread_id: str = "t", **extra: Any) -> dict[str, Any]:
    """``{"configurable": {"thread_id": thread_id}, **extra}``."""
    return {"configurable": {"thread_id": thread_id}, **extra}


_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_HEX32 = re.compile(r"(?<![0-9a-f-])[0-9a-f]{32}(?![0-9a-f-])")
_TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+\+00:00$")


class Masker:
    """Masks ids like behaviour.md: each distinct UUID becomes ``<uuidN>``, each 32-hex
    string ``<hexN>``, numbered by first appearance (equal labels = equal values);
    ISO-8601 UTC timestamps become ``<ts>``. Interrupt ids are masked in place."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}
        """Original string → label."""

    def _label(self, kind: str, raw: str) -> str:
        if raw not in self.seen:
            n = sum(1 for v in self.seen.values() if v.startswith(f"<{kind}")) + 1
            self.seen[raw] = f"<{kind}{n}>"
        return self.seen[raw]

    def _str(self, value: str) -> str:
        if _TS.match(value):
            return "<ts>"
        value = _UUID.sub(lambda m: self._label("uuid", m.group(0)), value)
        return _HEX32.sub(lambda m: self._label("hex", m.group(0)), value)

    def __call__(self, value: Any) -> Any:
        from lingxigraph.types import Interrupt

        if isinstance(value, str):
            return self._str(value)
        if isinstance(value, Interrupt):
            return Interrupt(value=self(value.value), id=self._str(value.id))
        if isinstance(value, dict):
            return {self(k): self(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self(v) for v in value]
        if isinstance(value, tuple):
            return tuple(self(v) for v in value)
        return value


def mask(value: Any) -> Any:
    """``Masker()(value)``: ids masked, numbered from 1 within ``value``."""
    return Masker()(value)


def strip_ids(value: Any) -> Any:
    """Replace every ``id`` entry of nested dicts with ``'<id>'`` (task ids are hashes)."""
    if isinstance(value, dict):
        return {k: ("<id>" if k == "id" else strip_ids(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [strip_ids(v) for v in value]
    if isinstance(value, tuple):
        return tuple(strip_ids(v) for v in value)
    return value

"""Shared helpers for the streaming tests: the driver wrapper, output masking and graphs.

Every behaviour test is written once and runs under three drivers:

* ``sync``: ``stream`` / ``invoke`` / ``get_state`` called directly;
* ``asyncio`` and ``trio``: the ``a``-prefixed twins awaited inside
  ``anyio.run(fn, backend=...)``, under an ``anyio.fail_after`` guard so that a
  stuck run fails the test instead of hanging the suite.

Expected chunk shapes are LangGraph 1.2.11's recorded outputs
(``streaming_recorded.py``). ``Masker.render`` prints objects the way the
reference scripts' ``h.p`` did (``pprint`` width 110, insertion order), with
every UUID, 32-hex id and ISO timestamp replaced by numbered placeholders.
"""

from __future__ import annotations

import contextlib
import operator
import pprint
import re
from collections.abc import AsyncGenerator, Callable, Generator
from typing import Annotated, Any, Literal, cast

import anyio
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_stream_writer
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import interrupt

DriverName = Literal["sync", "asyncio", "trio"]
DRIVER_NAMES: tuple[DriverName, ...] = ("sync", "asyncio", "trio")
ASYNC_BACKENDS: tuple[DriverName, ...] = ("asyncio", "trio")

DEFAULT_TIMEOUT = 20.0
"""Seconds an async driver call may take before it fails (guards against hangs)."""

# Methods whose sync form returns an iterator and whose async twin an async iterator.
_ITERATORS = frozenset({"stream", "get_state_history"})

Chunk = Any
OnChunk = Callable[[Chunk], None]
StopWhen = Callable[[Chunk], bool]


class Driver:
    """Calls a graph method through one driver and returns a plain value.

    ``run(graph, "invoke", inp, cfg)`` returns the result; for ``stream`` and
    ``get_state_history`` it returns the list of items.
    """

    def __init__(self, name: DriverName, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.name: DriverName = name
        """``sync``, ``asyncio`` or ``trio``."""
        self.timeout = timeout
        """Seconds an async call may take (``anyio.fail_after``)."""

    def __repr__(self) -> str:
        return f"Driver({self.name!r})"

    @property
    def is_async(self) -> bool:
        """True for the ``asyncio`` and ``trio`` drivers."""
        return self.name != "sync"

    def with_timeout(self, timeout: float) -> Driver:
        """The same driver with a different async time limit (seconds)."""
        return Driver(self.name, timeout)

    def __call__(self, target: Any, method: str, *args: Any, **kwargs: Any) -> Any:
        return self.each(target, method, None, *args, **kwargs)

    def each(self, target: Any, method: str, on_item: OnChunk | None, *args: Any, **kwargs: Any) -> Any:
        """Like calling the driver, but ``on_item(item)`` sees each streamed item as it arrives."""
        if self.name == "sync":
            result = getattr(target, method)(*args, **kwargs)
            if method not in _ITERATORS:
                return result
            items: list[Any] = []
            for item in result:
                items.append(item)
                if on_item is not None:
                    on_item(item)
            return items

        async def call() -> Any:
            with anyio.fail_after(self.timeout):
                result = getattr(target, "a" + method)(*args, **kwargs)
                if method not in _ITERATORS:
                    return await result
                items: list[Any] = []
                async with _aclosing(result) as stream:
                    async for item in stream:
                        items.append(item)
                        if on_item is not None:
                            on_item(item)
                return items

        return anyio.run(call, backend=self.name)

    def stream_into(self, out: list[Chunk], target: Any, *args: Any, **kwargs: Any) -> list[Chunk]:
        """``stream`` that appends each chunk to ``out`` as it arrives (``out`` survives an exception)."""
        return self.each(target, "stream", out.append, *args, **kwargs)

    def stream_until(
        self,
        target: Any,
        stop: StopWhen,
        *args: Any,
        how: Literal["close", "cancel_scope"] = "close",
        **kwargs: Any,
    ) -> list[Chunk]:
        """Stream until ``stop(chunk)`` is true, then abandon the stream.

        ``how="close"``: leave the loop and close the iterator (``.close()`` /
        ``await .aclose()``). ``how="cancel_scope"`` (async drivers only): cancel an
        ``anyio.CancelScope`` that encloses the consumer loop.

        Returns:
            The chunks received, the stopping one included.
        """
        if self.name == "sync":
            if how != "close":
                raise ValueError("the sync driver can only close the iterator")
            items: list[Any] = []
            iterator: Generator[Any, Any, Any] = target.stream(*args, **kwargs)
            for item in iterator:
                items.append(item)
                if stop(item):
                    break
            iterator.close()
            return items

        async def call() -> list[Any]:
            items: list[Any] = []
            with anyio.fail_after(self.timeout):
                agen: AsyncGenerator[Any, Any] = target.astream(*args, **kwargs)
                if how == "close":
                    async for item in agen:
                        items.append(item)
                        if stop(item):
                            break
                    await agen.aclose()
                else:
                    with anyio.CancelScope() as scope:
                        async for item in agen:
                            items.append(item)
                            if stop(item):
                                scope.cancel()
            return items

        return anyio.run(call, backend=self.name)


@contextlib.asynccontextmanager
async def _aclosing(agen: Any) -> AsyncGenerator[Any, None]:
    try:
        yield agen
    finally:
        await agen.aclose()


# ---------------------------------------------------------------------------
# Masking (same rules as the reference scripts' h.py)
# ---------------------------------------------------------------------------

_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_HEX32 = re.compile(r"(?<![0-9a-f-])[0-9a-f]{32}(?![0-9a-f-])")
_TS = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+\+00:00")


class Masker:
    """Prints objects like the reference scripts did, masking ids and timestamps.

    Equal ids get equal placeholders for as long as one ``Masker`` is used (the
    scripts kept one numbering per section, or across sections until ``reset()``).
    """

    def __init__(self) -> None:
        self._map: dict[str, str] = {}

    def _sub(self, kind: str) -> Callable[[re.Match[str]], str]:
        def replace(match: re.Match[str]) -> str:
            key = match.group(0)
            if key not in self._map:
                n = sum(1 for v in self._map.values() if v.startswith(f"<{kind}")) + 1
                self._map[key] = f"<{kind}{n}>"
            return self._map[key]

        return replace

    def mask(self, text: str) -> str:
        """``text`` with ids and timestamps replaced by placeholders."""
        text = _UUID.sub(self._sub("uuid"), text)
        text = _HEX32.sub(self._sub("hex"), text)
        return _TS.sub("<ts>", text)

    def render(self, *objs: Any) -> str:
        """One masked ``pprint`` block per object (strings are printed as they are)."""
        lines: list[str] = [
            self.mask(o if isinstance(o, str) else pprint.pformat(o, width=110, sort_dicts=False))
            for o in objs
        ]
        return "\n".join(lines)


def render(*objs: Any) -> str:
    """``Masker().render(*objs)``: a fresh numbering for one section."""
    return Masker().render(*objs)


# ---------------------------------------------------------------------------
# Graphs (the reference scripts' graphs)
# ---------------------------------------------------------------------------

INPUT: dict[str, Any] = {"x": 1, "log": []}
"""G1's input."""


class S(TypedDict):
    """State of G1 (behaviour.md): a plain int and an append-only log."""

    x: int
    log: Annotated[list[Any], operator.add]


def is_tuple_of(value: Any, length: int) -> bool:
    """Whether ``value`` is a tuple of ``length`` items."""
    return isinstance(value, tuple) and len(cast("tuple[Any, ...]", value)) == length


class PartialS(TypedDict, total=False):
    """Like ``S`` but every key optional."""

    x: int
    log: Annotated[list[Any], operator.add]


class OptX(TypedDict, total=False):
    """An optional int (the e32 state)."""

    x: int


class Q(TypedDict, total=False):
    """State of the e07 interrupt graph."""

    q: str
    a: str


class Out(TypedDict, total=False):
    """An append-only ``out`` list."""

    out: Annotated[list[Any], operator.add]


def new_graph(schema: Any) -> StateGraph[Any, Any, Any, Any]:
    """``StateGraph(schema)``, typed for strict checking (the builder's other type
    parameters have no defaults)."""
    return StateGraph(schema)


def thread(thread_id: str = "t", **extra: Any) -> dict[str, Any]:
    """``{"configurable": {"thread_id": thread_id}, **extra}``."""
    return {"configurable": {"thread_id": thread_id}, **extra}


def node(fn: Callable[[Any], Any], async_nodes: bool) -> Callable[[Any], Any]:
    """``fn`` itself, or (``async_nodes``) an ``async def`` node that calls it.

    The graphs below take ``async_nodes``: tests pass ``run.is_async`` so that each
    driver runs nodes of its own kind. Sync nodes under the async drivers are
    covered separately (``test_streaming_sync_nodes.py``).
    """
    if not async_nodes:
        return fn

    async def async_node(state: Any) -> Any:
        return fn(state)

    async_node.__name__ = getattr(fn, "__name__", "node")
    return async_node


def g1(checkpointer: bool = True, async_nodes: bool = False) -> Any:
    """G1: ``START -> a -> b -> END``; ``a`` writes the custom chunk ``{'progress': 'a-half'}``."""

    def a(state: S) -> dict[str, Any]:
        get_stream_writer()({"progress": "a-half"})
        return {"x": state["x"] + 1, "log": ["a"]}

    def b(state: S) -> dict[str, Any]:
        return {"x": state["x"] * 10, "log": ["b"]}

    builder = new_graph(S)
    builder.add_node("a", node(a, async_nodes))
    builder.add_node("b", node(b, async_nodes))
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", END)
    return builder.compile(checkpointer=InMemorySaver() if checkpointer else None)


def e05_parent(async_nodes: bool = False) -> Any:
    """e05: ``START -> p1 -> child``; ``child`` is a compiled subgraph ``START -> c1 -> c2``."""

    def c1(state: S) -> dict[str, Any]:
        get_stream_writer()("from-c1")
        return {"x": state["x"] + 100, "log": ["c1"]}

    def c2(state: S) -> dict[str, Any]:
        return {"log": ["c2"]}

    def p1(state: S) -> dict[str, Any]:
        return {"log": ["p1"]}

    sub = new_graph(S)
    sub.add_node("c1", node(c1, async_nodes))
    sub.add_node("c2", node(c2, async_nodes))
    sub.add_edge(START, "c1")
    sub.add_edge("c1", "c2")
    parent = new_graph(S)
    parent.add_node("p1", node(p1, async_nodes))
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "p1")
    parent.add_edge("p1", "child")
    parent.add_edge("child", END)
    return parent.compile(checkpointer=InMemorySaver())


class X(TypedDict):
    """A single int."""

    x: int


def e06_nested(async_nodes: bool = False) -> Any:
    """e06: ``START -> mid -> caller``; ``mid`` runs subgraph ``grand`` (node ``g1``);
    ``caller`` is a function node that calls ``mid.invoke`` (``await mid.ainvoke``
    when ``async_nodes``)."""

    def g1_node(state: X) -> dict[str, Any]:
        return {"x": state["x"] + 1}

    grand = new_graph(X)
    grand.add_node("g1", node(g1_node, async_nodes))
    grand.add_edge(START, "g1")
    mid_builder = new_graph(X)
    mid_builder.add_node("grand", grand.compile())
    mid_builder.add_edge(START, "grand")
    mid = mid_builder.compile()

    def caller(state: X) -> dict[str, Any]:
        return {"x": mid.invoke({"x": state["x"]})["x"]}

    async def acaller(state: X) -> dict[str, Any]:
        return {"x": (await mid.ainvoke({"x": state["x"]}))["x"]}

    parent = new_graph(X)
    parent.add_node("mid", mid)
    parent.add_node("caller", acaller if async_nodes else caller)
    parent.add_edge(START, "mid")
    parent.add_edge("mid", "caller")
    return parent.compile(checkpointer=InMemorySaver())


def e07_ask(async_nodes: bool = False) -> Any:
    """e07: ``START -> ask -> END``; ``ask`` calls ``interrupt({'question': 'name?'})``."""

    def ask(state: Q) -> dict[str, Any]:
        return {"a": interrupt({"question": "name?"})}

    builder = new_graph(Q)
    builder.add_node("ask", node(ask, async_nodes))
    builder.add_edge(START, "ask")
    builder.add_edge("ask", END)
    return builder.compile(checkpointer=InMemorySaver())


def e32_parent(async_nodes: bool = False) -> Any:
    """e32: parent ``START -> child``; subgraph ``START -> c_ask`` where ``c_ask`` interrupts."""

    def c_ask(state: OptX) -> dict[str, Any]:
        return {"x": interrupt("sub?")}

    sub = new_graph(OptX)
    sub.add_node("c_ask", node(c_ask, async_nodes))
    sub.add_edge(START, "c_ask")
    parent = new_graph(OptX)
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "child")
    return parent.compile(checkpointer=InMemorySaver())


def e37_parallel(async_nodes: bool = False) -> Any:
    """e37: ``START -> n1, n3``; ``n1`` interrupts with ``'q1'``, ``n3`` writes ``'n3-ran'``."""

    def n1(state: Out) -> dict[str, Any]:
        return {"out": [["n1", interrupt("q1")]]}

    def n3(state: Out) -> dict[str, Any]:
        return {"out": ["n3-ran"]}

    builder = new_graph(Out)
    builder.add_node("n1", node(n1, async_nodes))
    builder.add_node("n3", node(n3, async_nodes))
    builder.add_edge(START, "n1")
    builder.add_edge(START, "n3")
    return builder.compile(checkpointer=InMemorySaver())

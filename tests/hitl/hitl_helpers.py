"""Shared helpers for the human-in-the-loop tests: the driver wrapper, masking and graphs.

Every behaviour test is written once and runs under three drivers: ``sync``
(``invoke`` / ``stream`` / ``get_state``) and ``asyncio`` / ``trio`` (the
``a``-prefixed twins inside ``anyio.run``, under an ``anyio.fail_after`` guard).
Graphs take ``async_nodes`` (tests pass ``run.is_async``) so each driver runs
nodes of its own kind; the node bodies are the same plain functions.
"""

from __future__ import annotations

import contextlib
import operator
import pprint
import re
from collections.abc import AsyncGenerator, Callable
from typing import Annotated, Any, Literal

import anyio
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Send, interrupt

DriverName = Literal["sync", "asyncio", "trio"]
DRIVER_NAMES: tuple[DriverName, ...] = ("sync", "asyncio", "trio")

DEFAULT_TIMEOUT = 20.0
"""Seconds an async driver call may take before it fails (guards against hangs)."""

RESUME_MANY = (
    "When there are multiple pending interrupts, you must specify the interrupt id when "
    "resuming. Docs: https://docs.langchain.com/oss/python/langgraph/add-human-in-the-loop"
    "#resume-multiple-interrupts-with-one-invocation."
)
"""LangGraph's exact message for a plain resume value with several interrupts pending."""

_ITERATORS = frozenset({"stream", "get_state_history"})


class Driver:
    """Calls a graph method through one driver and returns a plain value.

    ``run(graph, "invoke", inp, cfg)`` returns the result; ``stream`` and
    ``get_state_history`` come back as lists.
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

    def __call__(self, target: Any, method: str, *args: Any, **kwargs: Any) -> Any:
        if self.name == "sync":
            result = getattr(target, method)(*args, **kwargs)
            return list(result) if method in _ITERATORS else result

        async def call() -> Any:
            with anyio.fail_after(self.timeout):
                result = getattr(target, "a" + method)(*args, **kwargs)
                if method not in _ITERATORS:
                    return await result
                async with _aclosing(result) as items:
                    return [item async for item in items]

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
    """Prints objects like the reference scripts' ``h.p`` (``pprint`` width 110),
    replacing UUIDs, 32-hex ids and timestamps by numbered placeholders that stay
    consistent for the ``Masker``'s lifetime."""

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

    def render(self, *objs: Any) -> str:
        """One masked ``pprint`` block per object (strings are printed as they are)."""
        out: list[str] = []
        for obj in objs:
            text = obj if isinstance(obj, str) else pprint.pformat(obj, width=110, sort_dicts=False)
            text = _UUID.sub(self._sub("uuid"), text)
            text = _HEX32.sub(self._sub("hex"), text)
            out.append(_TS.sub("<ts>", text))
        return "\n".join(out)


def render(*objs: Any) -> str:
    """``Masker().render(*objs)``."""
    return Masker().render(*objs)


# ---------------------------------------------------------------------------
# Graphs
# ---------------------------------------------------------------------------


class Out(TypedDict, total=False):
    """An append-only ``out`` list."""

    out: Annotated[list[Any], operator.add]


class Items(Out, total=False):
    """``out`` plus the ``items`` a router fans out with ``Send``."""

    items: list[int]


class Log(TypedDict, total=False):
    """An optional int and an append-only log (e21)."""

    x: int
    log: Annotated[list[Any], operator.add]


class OptX(TypedDict, total=False):
    """One optional int."""

    x: int


def new_graph(schema: Any) -> StateGraph[Any, Any, Any, Any]:
    """``StateGraph(schema)``, typed for strict checking (the builder's other type
    parameters have no defaults)."""
    return StateGraph(schema)


def thread(thread_id: str = "t", **extra: Any) -> dict[str, Any]:
    """``{"configurable": {"thread_id": thread_id}, **extra}``."""
    return {"configurable": {"thread_id": thread_id}, **extra}


def node(fn: Callable[[Any], Any], async_nodes: bool) -> Callable[[Any], Any]:
    """``fn`` itself, or (``async_nodes``) an ``async def`` node that calls it."""
    if not async_nodes:
        return fn

    async def async_node(state: Any) -> Any:
        return fn(state)

    async_node.__name__ = getattr(fn, "__name__", "node")
    return async_node


def two_questions(async_nodes: bool, body_log: list[str], checkpointer: Any = None) -> Any:
    """e08: ``START -> two``; ``two`` asks ``'first?'`` then ``'second?'`` (``body_log`` records progress)."""

    def two(state: Out) -> dict[str, Any]:
        body_log.append("two")
        first = interrupt("first?")
        body_log.append("two-after-first")
        second = interrupt("second?")
        return {"out": [["two", first, second]]}

    builder = new_graph(Out)
    builder.add_node("two", node(two, async_nodes))
    builder.add_edge(START, "two")
    return builder.compile(checkpointer=checkpointer if checkpointer is not None else InMemorySaver())


def parallel_questions(async_nodes: bool, n3_runs: list[int] | None = None, checkpointer: Any = None) -> Any:
    """e08: ``START -> n1, n2, n3``; ``n1``/``n2`` ask ``'q1'``/``'q2'``, ``n3`` writes ``'n3-ran'``."""

    def n1(state: Out) -> dict[str, Any]:
        return {"out": [["n1", interrupt("q1")]]}

    def n2(state: Out) -> dict[str, Any]:
        return {"out": [["n2", interrupt("q2")]]}

    def n3(state: Out) -> dict[str, Any]:
        if n3_runs is not None:
            n3_runs.append(1)
        return {"out": ["n3-ran"]}

    builder = new_graph(Out)
    for name, fn in (("n1", n1), ("n2", n2), ("n3", n3)):
        builder.add_node(name, node(fn, async_nodes))
        builder.add_edge(START, name)
    return builder.compile(checkpointer=checkpointer if checkpointer is not None else InMemorySaver())


def fan_out_questions(async_nodes: bool, checkpointer: Any = None) -> Any:
    """``START -Send-> work`` once per item; ``work`` asks ``f'q{i}'``; then ``after``."""

    def work(state: dict[str, Any]) -> dict[str, Any]:
        return {"out": [[state["i"], interrupt(f"q{state['i']}")]]}

    def after(state: Items) -> dict[str, Any]:
        return {"out": ["after"]}

    def route(state: Items) -> list[Send]:
        return [Send("work", {"i": i}) for i in state.get("items", [])]

    builder = new_graph(Items)
    builder.add_node("work", node(work, async_nodes))
    builder.add_node("after", node(after, async_nodes))
    builder.add_conditional_edges(START, route, ["work"])
    builder.add_edge("work", "after")
    builder.add_edge("after", END)
    return builder.compile(checkpointer=checkpointer if checkpointer is not None else InMemorySaver())


def e21_parent(async_nodes: bool, checkpointer: Any = None) -> Any:
    """e21: ``START -> p1 -> child``; subgraph ``START -> c_ask`` asks ``'sub?'``."""

    def c_ask(state: Log) -> dict[str, Any]:
        return {"x": interrupt("sub?"), "log": ["c_ask"]}

    def p1(state: Log) -> dict[str, Any]:
        return {"log": ["p1"]}

    sub = new_graph(Log)
    sub.add_node("c_ask", node(c_ask, async_nodes))
    sub.add_edge(START, "c_ask")
    parent = new_graph(Log)
    parent.add_node("p1", node(p1, async_nodes))
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "p1")
    parent.add_edge("p1", "child")
    return parent.compile(checkpointer=checkpointer if checkpointer is not None else InMemorySaver())


def nested_parent(async_nodes: bool, body_log: list[str], checkpointer: Any = None) -> Any:
    """``START -> p1 -> mid``; ``mid`` = ``START -> m1 -> grand``; ``grand`` = ``START -> g_ask``
    where ``g_ask`` asks ``'deep?'`` (``body_log`` records every node body run)."""

    def g_ask(state: Log) -> dict[str, Any]:
        body_log.append("g_ask")
        return {"log": [["g_ask", interrupt("deep?")]]}

    def m1(state: Log) -> dict[str, Any]:
        body_log.append("m1")
        return {"log": ["m1"]}

    def p1(state: Log) -> dict[str, Any]:
        body_log.append("p1")
        return {"log": ["p1"]}

    grand = new_graph(Log)
    grand.add_node("g_ask", node(g_ask, async_nodes))
    grand.add_edge(START, "g_ask")
    mid = new_graph(Log)
    mid.add_node("m1", node(m1, async_nodes))
    mid.add_node("grand", grand.compile())
    mid.add_edge(START, "m1")
    mid.add_edge("m1", "grand")
    parent = new_graph(Log)
    parent.add_node("p1", node(p1, async_nodes))
    parent.add_node("mid", mid.compile())
    parent.add_edge(START, "p1")
    parent.add_edge("p1", "mid")
    return parent.compile(checkpointer=checkpointer if checkpointer is not None else InMemorySaver())


def e33_graph(async_nodes: bool) -> Any:
    """e33: ``START -> a -> ask -> b`` with ``interrupt_before=['b']``; ``ask`` asks ``'q'``."""

    def a(state: OptX) -> dict[str, Any]:
        return {"x": 1}

    def ask(state: OptX) -> dict[str, Any]:
        return {"x": interrupt("q")}

    def b(state: OptX) -> dict[str, Any]:
        return {"x": state.get("x", 0) + 100}

    builder = new_graph(OptX)
    builder.add_node("a", node(a, async_nodes))
    builder.add_node("ask", node(ask, async_nodes))
    builder.add_node("b", node(b, async_nodes))
    builder.add_edge(START, "a")
    builder.add_edge("a", "ask")
    builder.add_edge("ask", "b")
    return builder.compile(checkpointer=InMemorySaver(), interrupt_before=["b"])


def e07_ask(async_nodes: bool) -> Any:
    """e07: ``START -> ask``; ``ask`` calls ``interrupt({'question': 'name?'})``."""

    class Q(TypedDict, total=False):
        q: str
        a: str

    def ask(state: Q) -> dict[str, Any]:
        return {"a": interrupt({"question": "name?"})}

    builder = new_graph(Q)
    builder.add_node("ask", node(ask, async_nodes))
    builder.add_edge(START, "ask")
    builder.add_edge("ask", END)
    return builder.compile(checkpointer=InMemorySaver())


def looping_question(async_nodes: bool) -> Any:
    """``START -> ask``; ``ask`` asks ``'round <n>'`` and loops back until it has two answers."""

    def ask(state: Out) -> dict[str, Any]:
        return {"out": [interrupt(f"round {len(state.get('out', []))}")]}

    def again(state: Out) -> str:
        return END if len(state.get("out", [])) >= 2 else "ask"

    builder = new_graph(Out)
    builder.add_node("ask", node(ask, async_nodes))
    builder.add_edge(START, "ask")
    builder.add_conditional_edges("ask", again, ["ask", END])
    return builder.compile(checkpointer=InMemorySaver())


def twin_subgraphs(async_nodes: bool) -> Any:
    """``START -> left, right``: both nodes run the same compiled subgraph, which asks ``'sub?'``."""

    def c_ask(state: Log) -> dict[str, Any]:
        return {"log": [interrupt("sub?")]}

    sub = new_graph(Log)
    sub.add_node("c_ask", node(c_ask, async_nodes))
    sub.add_edge(START, "c_ask")
    compiled = sub.compile()
    parent = new_graph(Log)
    parent.add_node("left", compiled)
    parent.add_node("right", compiled)
    parent.add_edge(START, "left")
    parent.add_edge(START, "right")
    return parent.compile(checkpointer=InMemorySaver())


def collect_interrupt_ids(run: Driver, thread_id: str) -> dict[str, str]:
    """The interrupt ids a fixed set of programs produce on thread ``thread_id``.

    Keys name the program and the question. Used in-process and, through
    ``hitl_id_probe.py``, in a fresh process, to show that ids are a pure function
    of the thread, the superstep path, the task path and the call index.
    """
    from lingxigraph.types import Command

    ids: dict[str, str] = {}
    cfg = thread(thread_id)

    def pending(result: Any) -> dict[str, str]:
        return {str(i.value): i.id for i in result["__interrupt__"]}

    graph = two_questions(run.is_async, [])
    ids.update({f"two/{k}": v for k, v in pending(run(graph, "invoke", {"out": []}, cfg)).items()})
    ids.update({f"two/{k}": v for k, v in pending(run(graph, "invoke", Command(resume="A"), cfg)).items()})
    graph = parallel_questions(run.is_async)
    ids.update({f"parallel/{k}": v for k, v in pending(run(graph, "invoke", {"out": []}, cfg)).items()})
    graph = fan_out_questions(run.is_async)
    ids.update({f"send/{k}": v for k, v in pending(run(graph, "invoke", {"items": [0, 1], "out": []}, cfg)).items()})
    graph = nested_parent(run.is_async, [])
    ids.update({f"nested/{k}": v for k, v in pending(run(graph, "invoke", {"log": []}, cfg)).items()})
    graph = looping_question(run.is_async)
    ids.update({f"loop/{k}": v for k, v in pending(run(graph, "invoke", {"out": []}, cfg)).items()})
    ids.update({f"loop/{k}": v for k, v in pending(run(graph, "invoke", Command(resume="r0"), cfg)).items()})
    graph = twin_subgraphs(run.is_async)
    run(graph, "invoke", {"log": []}, cfg)
    snapshot = run(graph, "get_state", cfg)
    ids.update({f"twins/{t.name}": t.interrupts[0].id for t in snapshot.tasks})
    return ids

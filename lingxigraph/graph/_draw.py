"""Drawable views of compiled graphs: ``get_graph()``.

``draw_graph(compiled)`` builds a :class:`Graph` -- a small stand-in for
``langchain_core.runnables.graph.Graph`` with the same surface (``.nodes``,
``.edges``, ``draw_mermaid()``, ``draw_ascii()``, ``to_json()`` ...). The
model is in ``_draw_model``, its renderers in ``_draw_mermaid``, ``_draw_dot``,
``_draw_ascii`` and ``_draw_yaml``; this module re-exports their public names.

Which edges are drawn follows LangGraph's rules, found by observing LangGraph
1.2.11:

* Edges are found by "dry-running" the graph from ``__start__``: a node's
  outgoing edges are drawn only if the node can be reached.  Static edges,
  conditional edges whose targets are known (a ``path_map`` or a ``Literal``
  return annotation) and ``Command`` destinations (``destinations=`` or a
  ``Command[Literal[...]]`` annotation) are followed.  A conditional edge with
  no known targets contributes nothing.
* A join (``add_edge([a, b], c)``) is drawn only once all of its sources are
  reached.
* A reached node with no drawn outgoing edge gets a plain edge to
  ``__end__``; static edges to ``__end__`` are otherwise not drawn.  A graph
  with no edge to ``__end__`` at all (a closed cycle) gets a conditional one
  from the node of the dry run's last step, when that step ran a single node;
  otherwise it has no ``__end__`` node.
* Drawn edges are sorted by ``(source, target)``; the implicit edges to
  ``__end__`` follow, sorted by source.
* A conditional edge's label is the smallest ``path_map`` key leading to the
  target, omitted when it equals the target's name.  A static edge to a node
  that is also a conditional target of the same source is not drawn, unless
  the source is reached again later (a cycle): LangGraph's dry run then sees
  the static write alone and draws the edge as a plain one.
* ``xray`` replaces each subgraph node by the subgraph's own nodes
  (ids prefixed ``<node>:``), dropping the subgraph's ``__start__`` /
  ``__end__`` where they are plain pass-throughs.
"""

from __future__ import annotations

import inspect
import types
from collections.abc import Mapping
from contextvars import ContextVar
from typing import Any

from lingxigraph.graph._draw_mermaid import (
    CurveStyle,
    MermaidDrawMethod,
    MermaidRenderError,
    NodeStyles,
    draw_mermaid,
)
from lingxigraph.graph._draw_model import Edge, Graph, Node
from lingxigraph.graph._draw_run import drawn_edges
from lingxigraph.graph._draw_yaml import yaml_dump

__all__ = (
    "CurveStyle",
    "Edge",
    "Graph",
    "MermaidDrawMethod",
    "MermaidRenderError",
    "Node",
    "NodeStyles",
    "draw_graph",
    "draw_mermaid",
    "yaml_dump",
)

START = "__start__"
END = "__end__"
ERROR_HANDLER_PREFIX = "__error_handler__"
DEFAULT_ERROR_HANDLER = "__default_error_handler__"


# ---------------------------------------------------------------------------
# From a compiled graph to a Graph
# ---------------------------------------------------------------------------


def draw_graph(compiled: Any, xray: bool | int = False) -> Graph:
    """The drawable :class:`Graph` of a compiled graph (``get_graph()``).

    Args:
        compiled: a ``CompiledStateGraph`` (or any ``Pregel``).
        xray: draw subgraphs' insides too; an ``int`` limits how many levels.
    """
    return _draw(compiled, xray, (id(compiled),))


# remote graphs' drawings fetched ahead by ``adraw_graph``: (id(graph), xray) -> Graph
_FETCHED: ContextVar[Mapping[tuple[int, bool | int], Graph]] = ContextVar("_FETCHED", default={})


async def adraw_graph(compiled: Any, xray: bool | int = False) -> Graph:
    """``draw_graph`` for ``aget_graph``: with ``xray``, the drawings of remote
    subgraphs (``RemoteGraph`` nodes) are first fetched with their ``aget_graph``
    (their async clients), as LangGraph does."""
    fetched: dict[tuple[int, bool | int], Graph] = {}
    if xray:
        await _fetch_remote_drawings(compiled, xray, (id(compiled),), fetched)
    token = _FETCHED.set(fetched)
    try:
        return _draw(compiled, xray, (id(compiled),))
    finally:
        _FETCHED.reset(token)


async def _fetch_remote_drawings(
    compiled: Any, xray: bool | int, ancestry: tuple[int, ...], fetched: dict[tuple[int, bool | int], Graph]
) -> None:
    """Fill ``fetched`` with the drawings ``_draw`` will inline for the remote
    graphs run by ``compiled``'s nodes (and by its local subgraphs' nodes)."""
    from lingxigraph.pregel.main import Pregel

    nested = _one_level_less(xray)
    for node in (getattr(compiled, "nodes", None) or {}).values():
        sub = next(iter(getattr(node, "subgraphs", None) or ()), None)
        if sub is None or id(sub) in ancestry:
            continue
        if isinstance(sub, Pregel):
            if nested:
                await _fetch_remote_drawings(sub, nested, (*ancestry, id(sub)), fetched)
        elif (id(sub), nested) not in fetched and hasattr(sub, "aget_graph"):
            fetched[id(sub), nested] = await sub.aget_graph(xray=nested)


def _one_level_less(xray: bool | int) -> bool | int:
    """The ``xray`` a subgraph is drawn with (``True`` stays ``True``)."""
    return xray - 1 if isinstance(xray, int) and not isinstance(xray, bool) and xray > 0 else xray


def _start_data(node: Any) -> Any:
    """What the drawn ``__start__`` node holds: as for function nodes, a
    ``RunnableCallable`` named ``__start__`` (LangGraph's ``to_json`` shows that class)."""
    if node is None:
        return None
    from lingxigraph._internal._runnable import RunnableCallable

    return RunnableCallable(node.invoke, name=START, trace=False)


class BuilderShape:
    """A builder's nodes, edges and branches as they were when it was compiled: a
    compiled graph draws those (as LangGraph draws its compiled nodes), not what was
    added to the builder afterwards."""

    __slots__ = ("nodes", "edges", "waiting_edges", "branches", "_node_defaults")

    def __init__(self, builder: Any) -> None:
        self.nodes = dict(builder.nodes)
        self.edges = set(builder.edges)
        self.waiting_edges = set(builder.waiting_edges)
        self.branches = {source: dict(branches) for source, branches in builder.branches.items()}
        self._node_defaults = dict(getattr(builder, "_node_defaults", {}))


def _draw(compiled: Any, xray: bool | int, ancestry: tuple[int, ...]) -> Graph:
    builder = getattr(compiled, "_builder_shape", None) or getattr(compiled, "builder", None)
    if builder is None or not hasattr(builder, "nodes"):
        graph = _draw_plain_pregel(compiled)
        if xray:
            for name, node in (getattr(compiled, "nodes", None) or {}).items():
                subs = getattr(node, "subgraphs", ())
                if name in graph.nodes and subs:
                    _inline_drawing(graph, name, subs[0], xray, ancestry, min_nodes=2)
        return graph

    graph = Graph()
    compiled_nodes = getattr(compiled, "nodes", None)
    if not isinstance(compiled_nodes, Mapping):
        compiled_nodes = {}
    graph.add_node(_start_data(compiled_nodes.get(START)), START)
    for name, spec in builder.nodes.items():
        if compiled_nodes and name not in compiled_nodes:
            continue  # added to the builder after compiling
        handler = getattr(spec, "error_handler", None)
        if handler is not None and callable(handler):
            graph.add_node(handler, f"{ERROR_HANDLER_PREFIX}{name}")
        graph.add_node(spec.runnable, name, metadata=_node_metadata(compiled, name, spec))
    default_handler = getattr(builder, "_node_defaults", {}).get("error_handler")
    if default_handler is not None and callable(default_handler):
        # LangGraph draws the default handler too (last, with no edges)
        graph.add_node(default_handler, DEFAULT_ERROR_HANDLER)
    drawn = drawn_edges(builder)
    if any(target == END for _, target, _, _ in drawn):
        graph.add_node(None, END)  # (a graph that never ends, a closed cycle, has none)

    for source, target, label, conditional in drawn:
        if source in graph.nodes and target in graph.nodes:
            graph.add_edge(source, target, label, conditional)

    if xray:
        _expand_subgraphs(graph, builder, compiled_nodes, xray, ancestry)
    return graph


def _expand_subgraphs(
    graph: Graph, builder: Any, compiled_nodes: Mapping[str, Any], xray: bool | int, ancestry: tuple[int, ...]
) -> None:
    """``xray``: replace each drawn node that runs a compiled graph by that graph's
    own drawing (one ``xray`` level less), skipping graphs already being drawn."""
    for name, spec in builder.nodes.items():
        if name not in graph.nodes:
            continue
        sub = _find_subgraph(spec.node_action, compiled_nodes.get(name))
        if sub is not None:
            _inline_drawing(graph, name, sub, xray, ancestry)


def _inline_drawing(
    graph: Graph, name: str, sub: Any, xray: bool | int, ancestry: tuple[int, ...], min_nodes: int = 0
) -> None:
    """Replace node ``name`` by the drawing of ``sub``, the graph it runs (one ``xray``
    level less), unless ``sub`` is being drawn already or its drawing has fewer than
    ``min_nodes`` nodes."""
    if id(sub) in ancestry:
        return
    nested = _one_level_less(xray)
    subgraph = _draw(sub, nested, (*ancestry, id(sub))) if hasattr(sub, "builder") else _sub_get_graph(sub, nested)
    if subgraph is not None and len(subgraph.nodes) >= min_nodes:
        _inline(graph, name, subgraph)


def _inline(graph: Graph, name: str, subgraph: Graph) -> None:
    """Put ``subgraph`` (ids prefixed ``<name>:``) in place of node ``name``, less its
    pass-through first and last nodes: edges into ``name`` go to its first node, edges
    out of ``name`` leave from its last. Nothing changes when it has no single first
    or last node."""
    subgraph.trim_first_node()
    subgraph.trim_last_node()
    sub_first, sub_last = subgraph.first_node(), subgraph.last_node()
    if sub_first is None or sub_last is None:
        return
    first_id = f"{name}:{sub_first.id}"
    last_id = f"{name}:{sub_last.id}"
    graph.edges = [
        Edge(
            last_id if e.source == name else e.source,
            first_id if e.target == name else e.target,
            e.data,
            e.conditional,
        )
        for e in graph.edges
    ]
    del graph.nodes[name]
    graph.extend(subgraph, prefix=name)


def _sub_get_graph(sub: Any, xray: bool | int) -> Graph | None:
    ahead = _FETCHED.get().get((id(sub), xray))
    if ahead is not None:  # (a copy: inlining trims it, and a graph may run in two nodes)
        return Graph(nodes=dict(ahead.nodes), edges=list(ahead.edges))
    get_graph = getattr(sub, "get_graph", None)
    if get_graph is None:
        return None
    result = get_graph(xray=xray)
    if isinstance(result, Graph):
        return result
    nodes = getattr(result, "nodes", None)
    edges = getattr(result, "edges", None)
    if not isinstance(nodes, Mapping) or edges is None:
        return None
    return Graph(
        nodes={k: Node(n.id, n.name, n.data, n.metadata) for k, n in nodes.items()},
        edges=[Edge(e.source, e.target, e.data, e.conditional) for e in edges],
    )


def _declared_writes(node: Any) -> tuple[Any, ...] | None:
    """The write entries of a ``NodeBuilder`` node (``None`` for other nodes)."""
    writers = getattr(node, "writers", None)
    if not writers or any(getattr(w, "entries", None) is None for w in writers):
        return None
    return tuple(entry for w in writers for entry in w.entries)


def _draw_channel_pregel(compiled: Any, nodes: Mapping[str, Any], writes: Mapping[str, tuple[Any, ...]], limit: int = 250) -> Graph:
    """A ``Pregel`` of ``NodeBuilder`` nodes, drawn as LangGraph draws one: a dry run
    from an empty input in which each node writes what its entries write (a mapper
    is given ``None``), an edge going from a writer to each node its write wakes."""
    from collections import defaultdict

    from lingxigraph._internal._typing import MISSING
    from lingxigraph.channels.base import BaseChannel
    from lingxigraph.channels.last_value import LastValueAfterFinish
    from lingxigraph.pregel._builder import _PASSTHROUGH

    channels = {k: c.from_checkpoint(MISSING) for k, c in compiled.channels.items() if isinstance(c, BaseChannel)}
    watched = {t for node in nodes.values() for t in node.triggers}

    def apply(step_writes: list[tuple[str, Any]], bump: bool) -> set[str]:
        grouped: dict[str, list[Any]] = defaultdict(list)
        for chan, value in step_writes:
            grouped[chan].append(value)
        updated = {c for c, vals in grouped.items() if c in channels and channels[c].update(vals) and channels[c].is_available()}
        if bump:
            for name, chan in channels.items():
                if name not in updated and chan.is_available() and chan.update([]) and chan.is_available():
                    updated.add(name)
            if updated.isdisjoint(watched):
                updated.update(c for c, chan in channels.items() if chan.finish() and chan.is_available())
        return updated

    def woken(updated: set[str]) -> list[str]:
        return [n for n, node in nodes.items() if any(t in updated and channels[t].is_available() for t in node.triggers if t in channels)]

    def written(name: str) -> list[tuple[str, Any]]:
        out = []
        for entry in writes[name]:
            value = None if entry.value is _PASSTHROUGH else entry.value
            if entry.value is _PASSTHROUGH and entry.mapper is not None:
                value = entry.mapper(value)
            if value is None and entry.skip_none:
                continue
            out.append((entry.channel, value))
        return out

    inputs = compiled.input_channels
    tasks = woken(apply([(inputs, {})] if isinstance(inputs, str) else [], False))
    start_tasks = tasks
    edges: set[tuple[str, str, bool, Any]] = set()
    sources: dict[str, set[tuple[str, bool, Any]]] = {}
    step_sources: dict[str, set[tuple[str, bool, Any]]] = {}
    for _ in range(limit):
        if not tasks:
            break
        task_writes = {t: written(t) for t in tasks}
        step_sources = {t: {(chan, False, None) for chan, _ in w} for t, w in task_writes.items()}
        sources.update(step_sources)
        by_trigger: dict[str, set[tuple[str, bool, Any]]] = defaultdict(set)
        for src, triggers in sources.items():
            for chan, cond, label in triggers:
                by_trigger[chan].add((src, cond, label))
        tasks = woken(apply([w for t in task_writes.values() for w in t], True))
        for task in tasks:
            linked = False
            for trigger in nodes[task].triggers:
                for src, cond, label in sorted(by_trigger[trigger], key=repr):
                    edges.add((src, task, cond, label))
                    if (trigger, cond, label) in step_sources.get(src, set()):
                        linked = True
                    else:
                        sources[src].discard((trigger, cond, label))
            if not linked:  # woken by nothing this step wrote: any of the step's nodes may lead here
                edges.update((src, task, True, None) for src in step_sources)

    if not start_tasks:
        # LangGraph 1.2.11 fails so when an empty input wakes no node (a list of input
        # channels, given {}, writes none): the same error, as programs may catch it
        raise UnboundLocalError("cannot access local variable 'deferred_nodes' where it is not associated with a value")
    deferred = {name.split(":", 2)[-1] for name, chan in channels.items() if isinstance(chan, LastValueAfterFinish)}
    graph = Graph()
    for name, node in nodes.items():
        graph.add_node(getattr(node, "bound", node), name, metadata=_plain_metadata(compiled, name, node, deferred))
    graph.add_node(None, START)
    for name in start_tasks:
        _add_edge_once(graph, START, name)
    for src, dest, cond, label in sorted(edges, key=repr):
        _add_edge_once(graph, src, dest, label if label != dest else None, cond)
    termini = {d for _, d, _, _ in edges if d != END} - {s for s, _, _, _ in edges}
    if termini:
        for src in sorted(termini):
            _add_edge_once(graph, src, END)
    elif len(step_sources) == 1 and not any(d == END for _, d, _, _ in edges):
        for src in sorted(step_sources):
            _add_edge_once(graph, src, END, conditional=True)
    return graph


def _plain_metadata(compiled: Any, name: str, node: Any, deferred: set[str]) -> dict[str, Any] | None:
    metadata = dict(getattr(node, "metadata", None) or {})
    if name in deferred:
        metadata["defer"] = True
    before, after = compiled.interrupt_before_nodes, compiled.interrupt_after_nodes
    marks = [w for w, names in (("before", before), ("after", after)) if names == "*" or name in (names or ())]
    if marks:
        metadata["__interrupt"] = ",".join(marks)
    return metadata or None


def _add_edge_once(graph: Graph, source: str, target: str, data: Any = None, conditional: bool = False) -> None:
    if any(e.source == source and e.target == target for e in graph.edges):
        return
    if target == END and END not in graph.nodes:
        graph.add_node(None, END)
    graph.add_edge(source, target, data, conditional)


def _draw_plain_pregel(compiled: Any) -> Graph:
    """A ``Pregel`` built without a ``StateGraph`` (an ``@entrypoint``): nodes fed by
    the input run first. As LangGraph draws one, its nodes come before ``__start__``
    and ``__end__``, and a node's way to the end is conditional (its writes are made
    at run time, not declared as edges)."""
    nodes = getattr(compiled, "nodes", {}) or {}
    writes = {name: _declared_writes(node) for name, node in nodes.items()}
    if nodes and START not in nodes and all(w is not None for w in writes.values()):
        return _draw_channel_pregel(compiled, nodes, writes)  # type: ignore[arg-type]
    graph = Graph()
    names = [n for n in nodes if n != START]
    for name in names:
        graph.add_node(getattr(nodes[name], "bound", nodes[name]), name)
    graph.add_node(nodes.get(START), START)
    graph.add_node(None, END)
    input_channels = getattr(compiled, "input_channels", START)
    inputs = {input_channels} if isinstance(input_channels, str) else set(input_channels or ())
    for name in names:
        triggers = set(getattr(nodes[name], "triggers", ()) or ())
        if triggers & inputs:
            graph.add_edge(START, name)
    for name in names:
        graph.add_edge(name, END, conditional=True)
    return graph


def _node_metadata(compiled: Any, name: str, spec: Any) -> dict[str, Any] | None:
    metadata = dict(getattr(spec, "metadata", None) or {})
    if getattr(spec, "defer", False):
        metadata["defer"] = True
    before = getattr(compiled, "interrupt_before_nodes", ()) or ()
    after = getattr(compiled, "interrupt_after_nodes", ()) or ()
    when = []
    if before != "*" and name in before:
        when.append("before")
    if after != "*" and name in after:
        when.append("after")
    if when:
        metadata["__interrupt"] = ",".join(when)
    return metadata or None


def _find_subgraph(runnable: Any, pregel_node: Any) -> Any:
    """The graph a node runs (compiled or remote): the node itself, or one its
    function uses."""
    from lingxigraph.pregel.main import Pregel
    from lingxigraph.pregel.protocol import PregelProtocol

    if isinstance(runnable, Pregel):
        return runnable
    for sub in getattr(pregel_node, "subgraphs", None) or ():
        if isinstance(sub, PregelProtocol):
            return sub
    return _referenced_pregel(runnable, Pregel)


def _referenced_pregel(fn: Any, pregel_type: type) -> Any:
    """A compiled graph that a plain function reaches through its closure or globals."""
    while hasattr(fn, "func") and not inspect.isfunction(fn):  # functools.partial
        fn = fn.func
    if inspect.ismethod(fn):
        fn = fn.__func__
    if not inspect.isfunction(fn):
        return None
    names = _names_used(fn.__code__)
    candidates = _captured_values(fn, names)
    for value in candidates:
        if isinstance(value, pregel_type):
            return value
    for value in candidates:
        if inspect.isroutine(value):
            continue
        for attr in names:
            try:
                found = inspect.getattr_static(value, attr, None)
            except Exception:  # pragma: no cover - exotic objects
                continue
            if isinstance(found, pregel_type):
                return found
    return None


def _names_used(code: types.CodeType) -> list[str]:
    """The global and attribute names ``code`` and its nested functions use, first use first."""
    names: list[str] = []
    stack: list[types.CodeType] = [code]
    while stack:
        current = stack.pop(0)
        names.extend(n for n in current.co_names if n not in names)
        stack.extend(c for c in current.co_consts if isinstance(c, types.CodeType))
    return names


def _captured_values(fn: types.FunctionType, names: list[str]) -> list[Any]:
    """The values of ``fn``'s closure cells, then of the globals among ``names``."""
    candidates: list[Any] = []
    for cell in fn.__closure__ or ():
        try:
            candidates.append(cell.cell_contents)
        except ValueError:  # empty cell
            continue
    globals_ = fn.__globals__
    candidates.extend(globals_[n] for n in names if n in globals_)
    return candidates

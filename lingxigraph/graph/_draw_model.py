"""The drawable graph model: :class:`Graph`, :class:`Node`, :class:`Edge`.

A small stand-in for ``langchain_core.runnables.graph.Graph`` with the same
surface (``.nodes``, ``.edges``, ``to_json()``, ``draw_mermaid()``,
``draw_ascii()`` ...). Building one from a compiled graph is ``_draw``'s job;
the renderers live in ``_draw_mermaid``, ``_draw_dot`` and ``_draw_ascii``.
"""

from __future__ import annotations

import inspect
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from lingxigraph.graph._draw_ascii import draw_ascii
from lingxigraph.graph._draw_dot import render_dot_png
from lingxigraph.graph._draw_mermaid import (
    CurveStyle,
    MermaidDrawMethod,
    draw_mermaid,
    render_mermaid_png,
)

__all__ = ("Edge", "Graph", "Node")


class Node(NamedTuple):
    """A node of a drawable graph.

    ``id`` is unique in the graph (``"child:s1"`` for subgraph nodes drawn with
    ``xray``); ``name`` is what is printed (``"s1"``).
    """

    id: str
    name: str
    data: Any
    metadata: dict[str, Any] | None

    def copy(self, *, id: str | None = None, name: str | None = None) -> Node:  # noqa: A002
        """A copy with a new ``id`` and/or ``name``."""
        return Node(
            id=self.id if id is None else id,
            name=self.name if name is None else name,
            data=self.data,
            metadata=self.metadata,
        )


class Edge(NamedTuple):
    """An edge of a drawable graph; ``data`` is its label, if any."""

    source: str
    target: str
    data: Any = None
    conditional: bool = False

    def copy(self, *, source: str | None = None, target: str | None = None) -> Edge:
        """A copy with a new ``source`` and/or ``target``."""
        return Edge(
            source=self.source if source is None else source,
            target=self.target if target is None else target,
            data=self.data,
            conditional=self.conditional,
        )


@dataclass
class Graph:
    """A drawable graph: ``nodes`` (id -> :class:`Node`) and ``edges``.

    Mirrors the parts of ``langchain_core.runnables.graph.Graph`` that users
    touch.  Build one with ``compiled.get_graph()``.
    """

    nodes: dict[str, Node] = field(default_factory=dict)
    edges: list[Edge] = field(default_factory=list)

    # ---- building -------------------------------------------------------

    def next_id(self) -> str:
        """A fresh unique node id."""
        return uuid.uuid4().hex

    def add_node(self, data: Any, id: str | None = None, *, metadata: dict[str, Any] | None = None) -> Node:  # noqa: A002
        """Add a node holding ``data``; ``id`` defaults to a fresh unique id.

        Raises:
            ValueError: a node with this id already exists.
        """
        if id is not None and id in self.nodes:
            raise ValueError(f"Node with id {id!r} already exists")
        node_id = id if id is not None else self.next_id()
        name = node_id if id is not None else _data_name(data, node_id)
        node = Node(id=node_id, name=name, data=data, metadata=metadata)
        self.nodes[node_id] = node
        return node

    def remove_node(self, node: Node | str) -> None:
        """Remove a node and every edge touching it."""
        node_id = node if isinstance(node, str) else node.id
        self.nodes.pop(node_id, None)
        self.edges = [e for e in self.edges if e.source != node_id and e.target != node_id]

    def add_edge(self, source: Node | str, target: Node | str, data: Any = None, conditional: bool = False) -> Edge:
        """Add an edge between two nodes already in the graph.

        Raises:
            ValueError: either end is not a node of the graph.
        """
        source_id = source if isinstance(source, str) else source.id
        target_id = target if isinstance(target, str) else target.id
        if source_id not in self.nodes:
            raise ValueError(f"Source node {source_id} not in graph")
        if target_id not in self.nodes:
            raise ValueError(f"Target node {target_id} not in graph")
        edge = Edge(source=source_id, target=target_id, data=data, conditional=conditional)
        self.edges.append(edge)
        return edge

    def extend(self, graph: Graph, *, prefix: str = "") -> tuple[Node | None, Node | None]:
        """Copy ``graph``'s nodes and edges in, ids prefixed ``"<prefix>:"``.

        Returns:
            The copied graph's first and last nodes (``None`` when not unique).
        """

        def new_id(node_id: str) -> str:
            return f"{prefix}:{node_id}" if prefix else node_id

        for node in graph.nodes.values():
            copied = node.copy(id=new_id(node.id))
            self.nodes[copied.id] = copied
        for edge in graph.edges:
            self.edges.append(edge.copy(source=new_id(edge.source), target=new_id(edge.target)))
        first, last = graph.first_node(), graph.last_node()
        return (
            self.nodes[new_id(first.id)] if first is not None else None,
            self.nodes[new_id(last.id)] if last is not None else None,
        )

    def reid(self) -> Graph:
        """A copy where nodes with generated (uuid) ids get readable ids."""
        counts: dict[str, int] = {}
        for node in self.nodes.values():
            counts[node.name] = counts.get(node.name, 0) + 1
        seen: dict[str, int] = {}
        mapping: dict[str, str] = {}
        for node in self.nodes.values():
            if not _is_uuid(node.id):
                mapping[node.id] = node.id
                continue
            if counts[node.name] == 1:
                mapping[node.id] = node.name
            else:
                seen[node.name] = seen.get(node.name, 0) + 1
                mapping[node.id] = f"{node.name}_{seen[node.name]}"
        return Graph(
            nodes={mapping[k]: n.copy(id=mapping[k]) for k, n in self.nodes.items()},
            edges=[e.copy(source=mapping[e.source], target=mapping[e.target]) for e in self.edges],
        )

    # ---- first / last ----------------------------------------------------

    def first_node(self) -> Node | None:
        """The only node with no incoming edge, or ``None``."""
        return _unique_first(self, ())

    def last_node(self) -> Node | None:
        """The only node with no outgoing edge, or ``None``."""
        return _unique_last(self, ())

    def trim_first_node(self) -> None:
        """Drop the first node if it just hands over to a single next node."""
        first = self.first_node()
        if (
            first is not None
            and _unique_first(self, (first.id,)) is not None
            and sum(1 for e in self.edges if e.source == first.id) == 1
        ):
            self.remove_node(first)

    def trim_last_node(self) -> None:
        """Drop the last node if a single node feeds it."""
        last = self.last_node()
        if (
            last is not None
            and _unique_last(self, (last.id,)) is not None
            and sum(1 for e in self.edges if e.target == last.id) == 1
        ):
            self.remove_node(last)

    # ---- output ----------------------------------------------------------

    def to_json(self, *, with_schemas: bool = False) -> dict[str, list[dict[str, Any]]]:
        """A JSON-ready ``{"nodes": [...], "edges": [...]}`` description."""
        nodes = []
        for node in self.nodes.values():
            entry: dict[str, Any] = {"id": node.id}
            if node.data is not None:
                entry.update(_node_json(node, with_schemas))
            if node.metadata:
                entry["metadata"] = node.metadata
            nodes.append(entry)
        edges = []
        for edge in self.edges:
            item: dict[str, Any] = {"source": edge.source, "target": edge.target}
            if edge.data is not None:
                item["data"] = edge.data
            if edge.conditional:
                item["conditional"] = True
            edges.append(item)
        return {"nodes": nodes, "edges": edges}

    def draw_mermaid(
        self,
        *,
        with_styles: bool = True,
        curve_style: Any = CurveStyle.LINEAR,
        node_colors: Any = None,
        wrap_label_n_words: int = 9,
        frontmatter_config: dict[str, Any] | None = None,
    ) -> str:
        """The graph as Mermaid flowchart text (same text as LangGraph)."""
        first = self.first_node()
        last = self.last_node()
        return draw_mermaid(
            self.nodes,
            self.edges,
            first_node=first.id if first is not None else None,
            last_node=last.id if last is not None else None,
            with_styles=with_styles,
            curve_style=curve_style,
            node_styles=node_colors,
            wrap_label_n_words=wrap_label_n_words,
            frontmatter_config=frontmatter_config,
        )

    def draw_mermaid_png(
        self,
        *,
        curve_style: Any = CurveStyle.LINEAR,
        node_colors: Any = None,
        wrap_label_n_words: int = 9,
        output_file_path: str | None = None,
        draw_method: Any = MermaidDrawMethod.API,
        background_color: str = "white",
        padding: int = 10,
        max_retries: int = 1,
        retry_delay: float = 1.0,
        frontmatter_config: dict[str, Any] | None = None,
        base_url: str | None = None,
        proxies: dict[str, str] | None = None,
    ) -> bytes:
        """Render the Mermaid diagram to PNG bytes with a *local* renderer.

        lingxigraph never sends graphs over the network: the Mermaid CLI
        (``mmdc``) must be on ``PATH`` (or named by ``LINGXIGRAPH_MMDC``).

        Raises:
            MermaidRenderError: no local renderer is installed, or it failed.
        """
        text = self.draw_mermaid(
            curve_style=curve_style,
            node_colors=node_colors,
            wrap_label_n_words=wrap_label_n_words,
            frontmatter_config=frontmatter_config,
        )
        return render_mermaid_png(
            text, output_file_path=output_file_path, background_color=background_color, padding=padding
        )

    def draw_png(self, output_file_path: str | None = None, fontname: str | None = None, labels: Any = None) -> bytes | None:
        """Render the graph to PNG with Graphviz's ``dot`` command, if installed.

        Returns:
            The PNG bytes, or ``None`` when written to ``output_file_path``.

        Raises:
            MermaidRenderError: Graphviz (``dot``) is not installed, or it failed.
        """
        return render_dot_png(self, output_file_path=output_file_path, fontname=fontname or "arial")

    def draw_ascii(self) -> str:
        """The graph as a box-and-arrow ASCII drawing.

        Solid edges are drawn with ``*``, conditional edges with ``.``.
        """
        return draw_ascii(self)

    def print_ascii(self) -> None:
        """Print ``draw_ascii()``."""
        print(self.draw_ascii())  # noqa: T201


def _unique_first(graph: Graph, exclude: Iterable[str]) -> Node | None:
    excluded = set(exclude)
    targets = {e.target for e in graph.edges if e.source not in excluded}
    found = [n for n in graph.nodes.values() if n.id not in excluded and n.id not in targets]
    return found[0] if len(found) == 1 else None


def _unique_last(graph: Graph, exclude: Iterable[str]) -> Node | None:
    excluded = set(exclude)
    sources = {e.source for e in graph.edges if e.target not in excluded}
    found = [n for n in graph.nodes.values() if n.id not in excluded and n.id not in sources]
    return found[0] if len(found) == 1 else None


def _is_uuid(value: str) -> bool:
    try:
        uuid.UUID(value)
    except (ValueError, TypeError, AttributeError):
        return False
    return True


def _data_name(data: Any, default: str) -> str:
    name = getattr(data, "name", None)
    if isinstance(name, str) and name:
        return name
    name = getattr(data, "__name__", None)
    if isinstance(name, str) and name:
        return name
    return default if data is None else type(data).__name__


def _object_path(data: Any) -> list[str]:
    """The ``id`` that ``to_json`` shows for a node's object, as LangChain builds it:
    a serializable runnable's own ``lc_id()`` (``["langchain", "schema", "runnable",
    "RunnableSequence"]``, a chat model's module + class), anything else its module and
    plain ``__name__`` (a class defined in a function shows no ``<locals>`` path).
    Our own objects show LangGraph's package name (``["langgraph", "graph", "state",
    "CompiledStateGraph"]``): our module paths mirror LangGraph's, and drawn-graph JSON
    recorded with LangGraph (snapshot tests) must stay equal after the import switch."""
    if inspect.isfunction(data) or inspect.ismethod(data) or inspect.isbuiltin(data):
        module = getattr(data, "__module__", None) or "builtins"
        return [*_public_path(module), getattr(data, "__name__", "function")]
    cls = type(data)
    lc_id = getattr(cls, "lc_id", None)
    if callable(lc_id):
        try:
            found = lc_id()
        except TypeError:  # a foreign lc_id that wants arguments: use the class path
            found = None
        if isinstance(found, list) and all(isinstance(part, str) for part in found):
            return list(found)
    return [*_public_path(cls.__module__), cls.__name__]


def _public_path(module: str) -> list[str]:
    parts = module.split(".")
    if parts[0] == "lingxigraph":
        parts[0] = "langgraph"
    return parts


def _node_json(node: Node, with_schemas: bool) -> dict[str, Any]:
    data = node.data
    if isinstance(data, type):
        schema: Any = data.__name__
        if with_schemas and hasattr(data, "model_json_schema"):
            try:
                schema = data.model_json_schema()
            except Exception:  # pragma: no cover - user model edge cases
                schema = data.__name__
        return {"type": "schema", "data": schema}
    if isinstance(data, _PLAIN_DATA):
        # (plain data, e.g. a remote server's node JSON, is no runnable: LangChain
        # shows it by the node's id)
        return {"type": "unknown", "data": node.id}
    return {"type": "runnable", "data": {"id": _object_path(data), "name": node.id}}


_PLAIN_DATA = (str, bytes, int, float, dict, list, tuple)

"""The ASCII drawing of a drawable graph (``Graph.draw_ascii()``).

A layered layout: cycles are broken, nodes get longest-path layers, long edges
pass through one-column dummy nodes, layers are ordered by barycentres and
nodes are pulled under their neighbours before the edges and boxes are drawn.
"""

from __future__ import annotations

import itertools
from collections.abc import Container
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lingxigraph.graph._draw_model import Edge, Graph

__all__ = ("draw_ascii",)

_GAP_X = 3
"""Columns between neighbouring boxes of a row."""
_GAP_Y = 4
"""Lines between two rows of boxes."""
_BOX_HEIGHT = 3
"""Lines of a box: top border, label, bottom border."""

_Link = tuple[str, str, int]
"""``(upper, lower, edge index)``: an edge, or a piece of one, drawn from ``upper`` down to ``lower``."""


def draw_ascii(graph: Graph) -> str:
    """A layered, top-to-bottom box drawing of ``graph``.

    Nodes are boxes; solid edges are drawn with ``*`` and conditional edges
    with ``.``, flowing downwards (an edge back up the page leaves from the
    top of its source box).  Edge labels are not drawn.
    """
    ids = list(graph.nodes)
    if not ids:
        return ""
    edges = [
        e for e in graph.edges if e.source in graph.nodes and e.target in graph.nodes and e.source != e.target
    ]
    back = _back_edges(ids, edges)
    links = [
        (e.target, e.source, k) if k in back else (e.source, e.target, k) for k, e in enumerate(edges)
    ]
    width = {i: len(graph.nodes[i].name) + 4 for i in ids}
    layer_of, segments = _split_long_edges(links, _longest_path_layers(ids, links), width)
    up: dict[str, list[str]] = {n: [] for n in layer_of}
    down: dict[str, list[str]] = {n: [] for n in layer_of}
    for a, b, _k in segments:
        down[a].append(b)
        up[b].append(a)
    rows = _ordered_rows(ids, layer_of, up, down)
    x = _columns(rows, layer_of, width, up, down)
    return _paint(graph, edges, segments, rows, layer_of, width, x)


def _back_edges(ids: list[str], edges: list[Edge]) -> set[int]:
    """Indexes of the edges that close a cycle: a depth-first search from the
    nodes with no incoming edge marks each edge back to a node still open."""
    succ: dict[str, list[int]] = {i: [] for i in ids}
    for k, e in enumerate(edges):
        succ[e.source].append(k)
    incoming = {e.target for e in edges}
    state: dict[str, int] = {}  # 1: open (on the stack), 2: done
    back: set[int] = set()
    for root in [i for i in ids if i not in incoming] + ids:
        if root in state:
            continue
        state[root] = 1
        stack: list[tuple[str, int]] = [(root, 0)]
        while stack:
            node, pos = stack[-1]
            if pos < len(succ[node]):
                stack[-1] = (node, pos + 1)
                k = succ[node][pos]
                target = edges[k].target
                if state.get(target) == 1:
                    back.add(k)
                elif target not in state:
                    state[target] = 1
                    stack.append((target, 0))
            else:
                state[node] = 2
                stack.pop()
    return back


def _longest_path_layers(ids: list[str], links: list[_Link]) -> dict[str, int]:
    """Each node's layer: one below the lowest of the nodes drawn above it."""
    layer = {i: 0 for i in ids}
    for _ in range(len(ids)):
        changed = False
        for upper, lower, _k in links:
            if layer[lower] < layer[upper] + 1:
                layer[lower] = layer[upper] + 1
                changed = True
        if not changed:
            break
    return layer


def _split_long_edges(
    links: list[_Link], layer: dict[str, int], width: dict[str, int]
) -> tuple[dict[str, int], list[_Link]]:
    """``(layer of every node and dummy, one-layer segments)``: a link crossing
    layers passes through a one-column dummy node on each (added to ``width``)."""
    layer_of = dict(layer)
    segments: list[_Link] = []
    for upper, lower, k in links:
        chain = [upper]
        for level in range(layer[upper] + 1, layer[lower]):
            dummy = f"\0{k}:{level}"
            layer_of[dummy] = level
            width[dummy] = 1
            chain.append(dummy)
        chain.append(lower)
        segments.extend((a, b, k) for a, b in itertools.pairwise(chain))
    return layer_of, segments


def _ordered_rows(
    ids: list[str], layer_of: dict[str, int], up: dict[str, list[str]], down: dict[str, list[str]]
) -> list[list[str]]:
    """The nodes of each layer, ordered by the mean position of their neighbours
    (a few sweeps down and up; ties keep nodes first, dummies after, by creation)."""
    real = set(ids)
    dummies = [n for n in layer_of if n not in real]
    depth = max(layer_of.values()) + 1
    rows: list[list[str]] = [[] for _ in range(depth)]
    for node in ids + dummies:
        rows[layer_of[node]].append(node)
    rank = {node: n for n, node in enumerate(ids + dummies)}
    for _ in range(6):
        for r in range(1, depth):
            rows[r] = _barycenter_sorted(rows[r], rows[r - 1], up, rank)
        for r in range(depth - 2, -1, -1):
            rows[r] = _barycenter_sorted(rows[r], rows[r + 1], down, rank)
    return rows


def _columns(
    rows: list[list[str]],
    layer_of: dict[str, int],
    width: dict[str, int],
    up: dict[str, list[str]],
    down: dict[str, list[str]],
) -> dict[str, int]:
    """Each node's left column: pulled under its neighbours, keeping each row's order and gaps."""
    depth = len(rows)
    centre: dict[str, float] = {}
    for row in rows:
        cursor = 0
        for node in row:
            centre[node] = cursor + width[node] / 2
            cursor += width[node] + _GAP_X
    for sweep in range(8):
        indexes = range(1, depth) if sweep % 2 == 0 else range(depth - 2, -1, -1)
        neighbours = up if sweep % 2 == 0 else down
        for r in indexes:
            wanted = {}
            for node in rows[r]:
                near = [centre[m] for m in neighbours[node]]
                wanted[node] = sum(near) / len(near) if near else centre[node]
            _place_row(rows[r], wanted, width, _GAP_X, centre)
    left_edge = min(centre[n] - width[n] / 2 for n in layer_of)
    x = {n: round(centre[n] - width[n] / 2 - left_edge) for n in layer_of}
    for row in rows:  # rounding must not make neighbours touch
        for a, b in itertools.pairwise(row):
            x[b] = max(x[b], x[a] + width[a] + 1)
    return x


class _Canvas:
    """A grid of characters; what is put outside it is dropped."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.cells = [[" "] * width for _ in range(height)]

    def put(self, cx: int, cy: int, ch: str) -> None:
        if 0 <= cy < self.height and 0 <= cx < self.width:
            self.cells[cy][cx] = ch

    def text(self) -> str:
        return "\n".join("".join(line).rstrip() for line in self.cells)


def _paint(
    graph: Graph,
    edges: list[Edge],
    segments: list[_Link],
    rows: list[list[str]],
    layer_of: dict[str, int],
    width: dict[str, int],
    x: dict[str, int],
) -> str:
    """Draw the edge segments, then the boxes on top of them."""
    depth = len(rows)
    y = {n: layer_of[n] * (_BOX_HEIGHT + _GAP_Y) for n in layer_of}
    canvas = _Canvas(max(x[n] + width[n] for n in layer_of) + 1, depth * _BOX_HEIGHT + (depth - 1) * _GAP_Y)
    out_port, in_port = _ports(graph.nodes, segments, layer_of, width, x)
    for index, (a, b, k) in enumerate(segments):
        ch = "." if edges[k].conditional else "*"
        x0, y0 = out_port[index], y[a] + _BOX_HEIGHT
        x1, y1 = in_port[index], y[b] - 1
        steps = max(abs(x1 - x0), abs(y1 - y0), 1)
        for step in range(steps + 1):
            canvas.put(x0 + round((x1 - x0) * step / steps), y0 + round((y1 - y0) * step / steps), ch)
        if b not in graph.nodes:  # a dummy: carry the line through its layer
            for dy in range(_BOX_HEIGHT):
                canvas.put(x[b], y[b] + dy, ch)
    for node_id, node in graph.nodes.items():
        left, row_top, w = x[node_id], y[node_id], width[node_id]
        border = "+" + "-" * (w - 2) + "+"
        for k, c in enumerate(border):
            canvas.put(left + k, row_top, c)
            canvas.put(left + k, row_top + 2, c)
        for k, c in enumerate(f"| {node.name} |"):
            canvas.put(left + k, row_top + 1, c)
    return canvas.text()


def _ports(
    real: Container[str],
    segments: list[_Link],
    layer_of: dict[str, int],
    width: dict[str, int],
    x: dict[str, int],
) -> tuple[dict[int, int], dict[int, int]]:
    """``(column where each segment leaves its upper end, column where it enters
    its lower end)``: several segments are spread along a box's bottom / top side."""
    bottom: dict[str, list[tuple[str, int]]] = {n: [] for n in layer_of}
    top: dict[str, list[tuple[str, int]]] = {n: [] for n in layer_of}
    for index, (a, b, _k) in enumerate(segments):
        bottom[a].append((b, index))
        top[b].append((a, index))
    out_port: dict[int, int] = {}
    in_port: dict[int, int] = {}
    for node in layer_of:
        out_port.update(_spread(node, bottom[node], real, width, x))
        in_port.update(_spread(node, top[node], real, width, x))
    return out_port, in_port


def _spread(
    node: str, others: list[tuple[str, int]], real: Container[str], width: dict[str, int], x: dict[str, int]
) -> dict[int, int]:
    """Segment index -> column on one side of ``node``, in the order of the other ends' columns."""
    if node not in real:
        return {seg: x[node] for _o, seg in others}
    ranked = sorted(others, key=lambda item: (x[item[0]], item[1]))
    w = width[node]
    result = {}
    for n, (_other, seg) in enumerate(ranked):
        pos = x[node] + (w * (n + 1)) // (len(ranked) + 1)
        result[seg] = min(max(pos, x[node] + 1), x[node] + w - 2)
    return result


def _barycenter_sorted(
    row: list[str], reference: list[str], neighbours: dict[str, list[str]], rank: dict[str, int]
) -> list[str]:
    pos = {n: k for k, n in enumerate(reference)}
    current = {n: k for k, n in enumerate(row)}

    def key(n: str) -> tuple[float, int]:
        near = [pos[m] for m in neighbours[n] if m in pos]
        return (sum(near) / len(near) if near else float(current[n]), rank[n])

    return sorted(row, key=key)


def _place_row(
    row: list[str], wanted: dict[str, float], width: dict[str, int], gap: int, centre: dict[str, float]
) -> None:
    """Centre each node on ``wanted`` as far as order and spacing allow."""
    # left to right, never overlapping the previous node ...
    placed: list[float] = []
    for node in row:
        c = wanted[node]
        if placed:
            prev = row[len(placed) - 1]
            c = max(c, placed[-1] + width[prev] / 2 + gap + width[node] / 2)
        placed.append(c)
    # ... then pull back left where the right-hand neighbours allow it
    for i in range(len(row) - 2, -1, -1):
        node, nxt = row[i], row[i + 1]
        limit = placed[i + 1] - width[nxt] / 2 - gap - width[node] / 2
        placed[i] = min(placed[i], limit)
    for node, c in zip(row, placed):
        centre[node] = c
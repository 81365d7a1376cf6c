"""The ASCII drawing of a drawable graph (``Graph.draw_ascii()``).

A layered layout: cycles are broken, nodes get longest-path layers, long edges
pass through one-column dummy nodes, layers are ordered by barycentres and
nodes are pulled under their neighbours before the edges and boxes are drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lingxigraph.graph._draw_model import Graph

__all__ = ("draw_ascii",)


def draw_ascii(graph: Graph) -> str:
    """A layered, top-to-bottom box drawing of ``graph``.

    Nodes are boxes; solid edges are drawn with ``*`` and conditional edges
    with ``.``, flowing downwards (an edge back up the page leaves from the
    top of its source box).  Edge labels are not drawn.
    """
    ids = list(graph.nodes)
    if not ids:
        return ""
    labels = {i: graph.nodes[i].name for i in ids}
    edges = [
        e for e in graph.edges if e.source in graph.nodes and e.target in graph.nodes and e.source != e.target
    ]

    # 1. break cycles: a depth-first search marks edges back to an open node
    succ: dict[str, list[int]] = {i: [] for i in ids}
    for k, e in enumerate(edges):
        succ[e.source].append(k)
    incoming = {e.target for e in edges}
    state: dict[str, int] = {}
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
    # (upper, lower, edge index) with upper drawn above lower
    links = [
        (e.target, e.source, k) if k in back else (e.source, e.target, k) for k, e in enumerate(edges)
    ]

    # 2. longest-path layers
    layer = {i: 0 for i in ids}
    for _ in range(len(ids)):
        changed = False
        for upper, lower, _k in links:
            if layer[lower] < layer[upper] + 1:
                layer[lower] = layer[upper] + 1
                changed = True
        if not changed:
            break

    # 3. long edges pass through one-column dummy nodes on each layer they cross
    width = {i: len(labels[i]) + 4 for i in ids}
    layer_of = dict(layer)
    segments: list[tuple[str, str, int]] = []
    for upper, lower, k in links:
        chain = [upper]
        for level in range(layer[upper] + 1, layer[lower]):
            dummy = f"\0{k}:{level}"
            layer_of[dummy] = level
            width[dummy] = 1
            chain.append(dummy)
        chain.append(lower)
        segments.extend((a, b, k) for a, b in zip(chain, chain[1:]))
    depth = max(layer_of.values()) + 1
    rows: list[list[str]] = [[] for _ in range(depth)]
    for node in ids:
        rows[layer_of[node]].append(node)
    for node in layer_of:
        if node not in graph.nodes:
            rows[layer_of[node]].append(node)
    rank = {node: n for n, node in enumerate(ids)}
    rank.update({node: len(ids) + n for n, node in enumerate(n for n in layer_of if n not in graph.nodes)})

    up: dict[str, list[str]] = {n: [] for n in layer_of}
    down: dict[str, list[str]] = {n: [] for n in layer_of}
    for a, b, _k in segments:
        down[a].append(b)
        up[b].append(a)

    # 4. order each layer by the mean position of its neighbours
    for _ in range(6):
        for r in range(1, depth):
            rows[r] = _barycenter_sorted(rows[r], rows[r - 1], up, rank)
        for r in range(depth - 2, -1, -1):
            rows[r] = _barycenter_sorted(rows[r], rows[r + 1], down, rank)

    # 5. horizontal positions: pull nodes under their neighbours, keep order and gaps
    gap_x, gap_y = 3, 4
    centre: dict[str, float] = {}
    for row in rows:
        cursor = 0
        for node in row:
            centre[node] = cursor + width[node] / 2
            cursor += width[node] + gap_x
    for sweep in range(8):
        indexes = range(1, depth) if sweep % 2 == 0 else range(depth - 2, -1, -1)
        neighbours = up if sweep % 2 == 0 else down
        for r in indexes:
            wanted = {}
            for node in rows[r]:
                near = [centre[m] for m in neighbours[node]]
                wanted[node] = sum(near) / len(near) if near else centre[node]
            _place_row(rows[r], wanted, width, gap_x, centre)
    left_edge = min(centre[n] - width[n] / 2 for n in layer_of)
    x = {n: int(round(centre[n] - width[n] / 2 - left_edge)) for n in layer_of}
    for row in rows:  # rounding must not make neighbours touch
        for a, b in zip(row, row[1:]):
            if x[b] < x[a] + width[a] + 1:
                x[b] = x[a] + width[a] + 1
    y = {n: layer_of[n] * (3 + gap_y) for n in layer_of}
    canvas_width = max(x[n] + width[n] for n in layer_of) + 1
    height = depth * 3 + (depth - 1) * gap_y
    canvas = [[" "] * canvas_width for _ in range(height)]

    def put(cx: int, cy: int, ch: str) -> None:
        if 0 <= cy < height and 0 <= cx < canvas_width:
            canvas[cy][cx] = ch

    # 6. ports: spread several edges along a box's bottom / top side
    def ports(node: str, others: list[tuple[str, int]]) -> dict[int, int]:
        if node not in graph.nodes:
            return {seg: x[node] for _o, seg in others}
        ranked = sorted(others, key=lambda item: (x[item[0]], item[1]))
        w = width[node]
        result = {}
        for n, (_other, seg) in enumerate(ranked):
            pos = x[node] + (w * (n + 1)) // (len(ranked) + 1)
            result[seg] = min(max(pos, x[node] + 1), x[node] + w - 2)
        return result

    bottom: dict[str, list[tuple[str, int]]] = {n: [] for n in layer_of}
    top: dict[str, list[tuple[str, int]]] = {n: [] for n in layer_of}
    for index, (a, b, _k) in enumerate(segments):
        bottom[a].append((b, index))
        top[b].append((a, index))
    out_port: dict[int, int] = {}
    in_port: dict[int, int] = {}
    for node in layer_of:
        out_port.update(ports(node, bottom[node]))
        in_port.update(ports(node, top[node]))

    for index, (a, b, k) in enumerate(segments):
        ch = "." if edges[k].conditional else "*"
        x0, y0 = out_port[index], y[a] + 3
        x1, y1 = in_port[index], y[b] - 1
        steps = max(abs(x1 - x0), abs(y1 - y0), 1)
        for step in range(steps + 1):
            put(x0 + round((x1 - x0) * step / steps), y0 + round((y1 - y0) * step / steps), ch)
        if b not in graph.nodes:  # a dummy: carry the line through its layer
            for dy in range(3):
                put(x[b], y[b] + dy, ch)

    # 7. boxes on top
    for node in ids:
        left, row_top, w = x[node], y[node], width[node]
        border = "+" + "-" * (w - 2) + "+"
        for k, c in enumerate(border):
            put(left + k, row_top, c)
            put(left + k, row_top + 2, c)
        for k, c in enumerate(f"| {labels[node]} |"):
            put(left + k, row_top + 1, c)

    return "\n".join("".join(line).rstrip() for line in canvas)


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
        if placed[i] > limit:
            placed[i] = limit
    for node, c in zip(row, placed):
        centre[node] = c
"""Graphviz output of a drawable graph: DOT text and a PNG from the local ``dot``."""

from __future__ import annotations

import shutil
import subprocess
from typing import TYPE_CHECKING

from lingxigraph.graph._draw_mermaid import MermaidRenderError

if TYPE_CHECKING:
    from lingxigraph.graph._draw_model import Graph

__all__ = ("render_dot_png",)


def render_dot_png(graph: Graph, *, output_file_path: str | None, fontname: str) -> bytes | None:
    """Render ``graph`` to PNG with Graphviz's ``dot`` command (``Graph.draw_png``).

    Returns:
        The PNG bytes, or ``None`` when written to ``output_file_path``.

    Raises:
        MermaidRenderError: Graphviz (``dot``) is not installed, or it failed.
    """
    dot = shutil.which("dot")
    if dot is None:
        raise MermaidRenderError(
            "Cannot draw a PNG: Graphviz's `dot` command is not installed. "
            "Install Graphviz, or use draw_mermaid() / draw_ascii() instead."
        )
    source = _to_dot(graph, fontname)
    try:
        proc = subprocess.run([dot, "-Tpng"], input=source.encode(), capture_output=True, check=False)
    except OSError as exc:  # pragma: no cover - depends on the host
        raise MermaidRenderError(f"Graphviz failed to run: {exc}") from exc
    if proc.returncode != 0:
        raise MermaidRenderError(f"Graphviz failed: {proc.stderr.decode(errors='replace').strip()}")
    if output_file_path is not None:
        with open(output_file_path, "wb") as fh:
            fh.write(proc.stdout)
        return None
    return proc.stdout


def _to_dot(graph: Graph, fontname: str) -> str:
    def quote(value: str) -> str:
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'

    lines = ["digraph G {", f"  node [fontname={quote(fontname)}];"]
    for node in graph.nodes.values():
        lines.append(f"  {quote(node.id)} [label={quote(node.name)}];")
    for edge in graph.edges:
        attrs = []
        if edge.data is not None:
            attrs.append(f"label={quote(str(edge.data))}")
        if edge.conditional:
            attrs.append("style=dotted")
        suffix = f" [{', '.join(attrs)}]" if attrs else ""
        lines.append(f"  {quote(edge.source)} -> {quote(edge.target)}{suffix};")
    lines.append("}")
    return "\n".join(lines) + "\n"

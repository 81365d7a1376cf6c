"""Mermaid output of a drawable graph: the flowchart text and a local PNG render.

``draw_mermaid`` writes the same text as LangGraph (front matter, node lines,
edges grouped into ``subgraph`` blocks by id prefix, ``classDef`` styles);
``render_mermaid_png`` turns it into an image with the Mermaid CLI on this
machine, never a web service.
"""

from __future__ import annotations

import enum
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from lingxigraph.graph._draw_yaml import yaml_dump

if TYPE_CHECKING:
    from lingxigraph.graph._draw_model import Edge, Node

__all__ = (
    "CurveStyle",
    "MermaidDrawMethod",
    "MermaidRenderError",
    "NodeStyles",
    "draw_mermaid",
    "render_mermaid_png",
)


class CurveStyle(enum.Enum):
    """Mermaid edge curve styles."""

    BASIS = "basis"
    BUMP_X = "bumpX"
    BUMP_Y = "bumpY"
    CARDINAL = "cardinal"
    CATMULL_ROM = "catmullRom"
    LINEAR = "linear"
    MONOTONE_X = "monotoneX"
    MONOTONE_Y = "monotoneY"
    NATURAL = "natural"
    STEP = "step"
    STEP_AFTER = "stepAfter"
    STEP_BEFORE = "stepBefore"


class MermaidDrawMethod(enum.Enum):
    """How a Mermaid PNG would be rendered (lingxigraph only renders locally)."""

    PYPPETEER = "pyppeteer"
    API = "api"


@dataclass
class NodeStyles:
    """Mermaid ``classDef`` styles for ordinary, first and last nodes."""

    default: str = "fill:#f2f0ff,line-height:1.2"
    first: str = "fill-opacity:0"
    last: str = "fill:#bfb6fc"


class MermaidRenderError(RuntimeError):
    """Raised when a Mermaid diagram cannot be rendered to an image locally."""


_MARKDOWN_SPECIAL = ("*", "_", "`")
_SAFE_ID = re.compile(r"[^a-zA-Z0-9_-]")


def _escape_id(node_id: str) -> str:
    return _SAFE_ID.sub(lambda m: f"\\{ord(m.group(0)):x}", node_id)


def _style_value(value: Any) -> str:
    return value.value if isinstance(value, enum.Enum) else str(value)


def draw_mermaid(
    nodes: Mapping[str, Node],
    edges: list[Edge],
    *,
    first_node: str | None = None,
    last_node: str | None = None,
    with_styles: bool = True,
    curve_style: Any = CurveStyle.LINEAR,
    node_styles: Any = None,
    wrap_label_n_words: int = 9,
    frontmatter_config: dict[str, Any] | None = None,
) -> str:
    """Mermaid flowchart text for ``nodes`` and ``edges``.

    Nodes whose ids contain ``:`` are drawn inside Mermaid ``subgraph`` blocks
    named after their prefix.

    Raises:
        ValueError: two subgraph blocks would share a name.
    """
    if with_styles:
        out = ["---\n", yaml_dump(_front_matter(curve_style, frontmatter_config)), "---\ngraph TD;\n"]
    else:
        out = ["graph TD;\n"]
    body = _FlowchartBody(
        nodes,
        edges,
        first_node=first_node,
        last_node=last_node,
        with_styles=with_styles,
        wrap_label_n_words=wrap_label_n_words,
    )
    out.extend(body.lines())
    if with_styles:
        styles = node_styles if node_styles is not None else NodeStyles()
        out.append(f"\tclassDef default {styles.default}\n")
        out.append(f"\tclassDef first {styles.first}\n")
        out.append(f"\tclassDef last {styles.last}\n")
    return "".join(out)


def _front_matter(curve_style: Any, frontmatter_config: dict[str, Any] | None) -> dict[str, Any]:
    """The user's front matter with ``config.flowchart.curve`` set (copies: the user's dicts are left as they are)."""
    user_config = dict(frontmatter_config or {})
    config = dict(user_config.get("config") or {})
    flowchart = dict(config.get("flowchart") or {})
    flowchart["curve"] = _style_value(curve_style)
    config["flowchart"] = flowchart
    user_config["config"] = config
    return user_config


class _FlowchartBody:
    """The node and edge lines of a flowchart, with ``subgraph`` blocks nested by id prefix.

    An edge belongs to the block of the id prefix its two ends share; a node
    whose id has a ``:`` to the block of the id's part before the last ``:``.
    """

    def __init__(
        self,
        nodes: Mapping[str, Node],
        edges: list[Edge],
        *,
        first_node: str | None,
        last_node: str | None,
        with_styles: bool,
        wrap_label_n_words: int,
    ) -> None:
        self.first_node = first_node
        self.last_node = last_node
        self.with_styles = with_styles
        self.wrap_label_n_words = wrap_label_n_words
        self.top_nodes: dict[str, Node] = {}
        self.grouped_nodes: dict[str, dict[str, Node]] = {}
        for key, node in nodes.items():
            if ":" in key:
                self.grouped_nodes.setdefault(key.rsplit(":", 1)[0], {})[key] = node
            else:
                self.top_nodes[key] = node
        self.edge_groups: dict[str, list[Edge]] = {}
        for edge in edges:
            parts = zip(edge.source.split(":"), edge.target.split(":"))
            prefix = ":".join(a for a, b in parts if a == b)
            self.edge_groups.setdefault(prefix, []).append(edge)
        self.seen_blocks: set[str] = set()
        self.out: list[str] = []

    def lines(self) -> list[str]:
        """Top-level nodes, top-level edges, then each top-level block (nodes-only blocks last)."""
        if self.with_styles:
            self.out.extend(self.node_line(k, n) for k, n in self.top_nodes.items())
        self.block("", self.edge_groups.get("", []))
        for prefix, group in self.edge_groups.items():
            if prefix and ":" not in prefix:
                self.block(prefix, group)
        for prefix in self.grouped_nodes:
            if ":" not in prefix and prefix not in self.seen_blocks:
                self.block(prefix, [])
        return self.out

    def node_line(self, key: str, node: Node) -> str:
        label = node.name.split(":")[-1]
        if label.startswith(_MARKDOWN_SPECIAL) and label.endswith(_MARKDOWN_SPECIAL):
            label = f"<p>{label}</p>"
        if node.metadata:
            details = "\n".join(f"{k} = {v}" for k, v in node.metadata.items())
            label = f"{label}<hr/><small><em>{details}</em></small>"
        escaped = _escape_id(key)
        if key == self.last_node:
            return f"\t{escaped}([{label}]):::last\n"
        if key == self.first_node:
            return f"\t{escaped}([{label}]):::first\n"
        return f"\t{escaped}({label})\n"

    def block(self, prefix: str, block_edges: list[Edge]) -> None:
        """Write the edges of ``prefix`` and its child blocks, wrapped in a ``subgraph``
        unless ``prefix`` is empty or its only edge is a self-loop.

        Raises:
            ValueError: a block with the same name was written already.
        """
        self_loop = len(block_edges) == 1 and block_edges[0].source == block_edges[0].target
        wrapped = bool(prefix) and not self_loop
        if wrapped:
            self.open_block(prefix)
        self.out.extend(_edge_line(e, self.wrap_label_n_words) for e in block_edges)
        if prefix:
            for child, child_edges in self.edge_groups.items():
                if child.startswith(prefix + ":") and ":" not in child[len(prefix) + 1 :]:
                    self.block(child, child_edges)
        if wrapped:
            self.out.append("\tend\n")

    def open_block(self, prefix: str) -> None:
        name = prefix.split(":")[-1]
        if name in self.seen_blocks:
            raise ValueError(
                f"Found duplicate subgraph '{name}' -- this likely means that you're reusing a "
                "subgraph node with the same name. Please adjust your graph to have subgraph "
                "nodes with unique names."
            )
        self.seen_blocks.add(name)
        self.out.append(f"\tsubgraph {name}\n")
        if self.with_styles:
            self.out.extend(self.node_line(k, n) for k, n in self.grouped_nodes.get(prefix, {}).items())


def _edge_line(edge: Edge, wrap_label_n_words: int) -> str:
    """One edge: dotted when conditional, its label (if any) wrapped every ``wrap_label_n_words`` words."""
    if edge.data is None:
        arrow = " -.-> " if edge.conditional else " --> "
    else:
        text = str(edge.data)
        words = text.split()
        if len(words) > wrap_label_n_words:
            text = "&nbsp<br>&nbsp".join(
                " ".join(words[i : i + wrap_label_n_words]) for i in range(0, len(words), wrap_label_n_words)
            )
        arrow = f" -. &nbsp;{text}&nbsp; .-> " if edge.conditional else f" -- &nbsp;{text}&nbsp; --> "
    return f"\t{_escape_id(edge.source)}{arrow}{_escape_id(edge.target)};\n"


def render_mermaid_png(
    text: str,
    *,
    output_file_path: str | None = None,
    background_color: str = "white",
    padding: int = 10,
) -> bytes:
    """Render Mermaid text to PNG with the local Mermaid CLI (``mmdc``).

    Raises:
        MermaidRenderError: ``mmdc`` is not installed, or it failed.
    """
    mmdc = os.environ.get("LINGXIGRAPH_MMDC") or shutil.which("mmdc")
    if not mmdc:
        raise MermaidRenderError(
            "Cannot render a Mermaid PNG: no local Mermaid renderer is installed. "
            "lingxigraph never sends graphs to a web service, so it needs the Mermaid CLI "
            "(`mmdc`, from the npm package @mermaid-js/mermaid-cli) on PATH, or its path in "
            "the LINGXIGRAPH_MMDC environment variable. Alternatively use draw_mermaid() "
            "for the Mermaid text, or draw_ascii()."
        )
    with tempfile.TemporaryDirectory(prefix="lingxigraph-mermaid-") as tmp:
        source = os.path.join(tmp, "graph.mmd")
        target = os.path.join(tmp, "graph.png")
        with open(source, "w", encoding="utf-8") as fh:
            fh.write(text)
        cmd = [mmdc, "-i", source, "-o", target, "-b", background_color]
        try:
            proc = subprocess.run(cmd, capture_output=True, check=False, timeout=120)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise MermaidRenderError(f"The Mermaid CLI ({mmdc}) failed to run: {exc}") from exc
        if proc.returncode != 0 or not os.path.exists(target):
            detail = proc.stderr.decode(errors="replace").strip()
            raise MermaidRenderError(f"The Mermaid CLI ({mmdc}) failed: {detail}")
        with open(target, "rb") as fh:
            data = fh.read()
    if output_file_path is not None:
        with open(output_file_path, "wb") as fh:
            fh.write(data)
    return data

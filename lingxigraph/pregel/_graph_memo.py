"""Answers derived from a compiled graph's channel map, kept on the graph.

Several per-run questions about a graph (which channels consume, which are plain
value slots, its shared empty channels, output keys found valid, whether values
chunks may wait) depend only on ``graph.channels``. Each answer is kept in the
graph's ``__dict__`` under its own name with the channel map it came from, and
counts as stale once that map is replaced or changes size.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def recall(graph: Any, name: str) -> Any:
    """What `keep` stored as ``name`` for ``graph``'s current channel map, else ``None``."""
    memo = graph.__dict__.get(name)
    if memo is not None:
        specs = graph.channels
        if memo[0] is specs and memo[1] == len(specs):
            return memo[2]
    return None


def keep(graph: Any, name: str, value: T) -> T:
    """Store ``value`` (not ``None``) as ``name`` for ``graph``'s current channel map; returns it."""
    specs = graph.channels
    graph.__dict__[name] = (specs, len(specs), value)
    return value

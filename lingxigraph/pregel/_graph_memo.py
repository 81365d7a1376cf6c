"""Answers derived from a compiled graph's channel map, kept on the graph.

Several per-run questions about a graph (which channels consume, which are plain
value slots, its shared empty channels, output keys found valid, whether values
chunks may wait) depend only on ``graph.channels``. The answers are kept together
in one dict (name → answer) in the graph's ``__dict__``, with the channel map they
came from; the whole dict counts as stale once that map is replaced or changes
size. A run checks that once (``facts``) and then reads the answers it needs from
the dict, instead of checking the map again for each answer.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def facts(graph: Any) -> dict[str, Any]:
    """The answers kept for ``graph``'s current channel map (name → answer): an
    empty dict, kept on the graph, when there are none or the map was replaced or
    changed size since. (Two threads may both replace it: each answer is
    recomputed, equal, when missing.)"""
    held = graph.__dict__.get("_channel_facts")
    specs = graph.channels
    if held is None or held[0] is not specs or held[1] != len(specs):
        held = graph.__dict__["_channel_facts"] = (specs, len(specs), {})
    return held[2]


def recall(graph: Any, name: str) -> Any:
    """What `keep` stored as ``name`` for ``graph``'s current channel map, else ``None``."""
    return facts(graph).get(name)


def keep(graph: Any, name: str, value: T) -> T:
    """Store ``value`` (not ``None``) as ``name`` for ``graph``'s current channel map; returns it."""
    facts(graph)[name] = value
    return value

"""A ``StateGraph``'s edges for drawing, found as LangGraph's drawing run finds them.

`drawn_edges` steps through the graph's edge writes (no node code runs): which
writer's channel woke which node is an edge. Used by ``_draw`` for graphs built
with ``StateGraph``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lingxigraph._internal._constants import END, START


def _plain_edges(builder: Any) -> tuple[dict[str, list[str]], list[tuple[tuple[str, ...], str]]]:
    """``(source -> static targets, joins as (sources, target))``, leaving out edges to END."""
    static: dict[str, list[str]] = {}
    for source, target in builder.edges:
        if target != END:
            static.setdefault(source, []).append(target)
    joins = [(tuple(sources), target) for sources, target in builder.waiting_edges if target != END]
    return static, joins


def _conditional_edges(builder: Any) -> dict[str, dict[str, list[Any]]]:
    """source -> target -> labels, from branches with known targets (a label per
    ``path_map`` key) and from nodes' ``Command`` destinations."""
    conditional: dict[str, dict[str, list[Any]]] = {}

    def add_conditional(source: str, target: str, label: Any) -> None:
        conditional.setdefault(source, {}).setdefault(target, []).append(label)

    for source, branches in builder.branches.items():
        for branch in branches.values():
            ends = getattr(branch, "ends", None)
            if not ends:
                continue
            for key, target in ends.items():
                add_conditional(source, target, str(key))
    for name, spec in builder.nodes.items():
        ends = getattr(spec, "ends", None)
        if isinstance(ends, Mapping):
            for target, label in ends.items():
                add_conditional(name, target, None if label is None else str(label))
        elif ends:
            for target in ends:
                add_conditional(name, target, None)
    return conditional


def _label(labels: list[Any], target: str) -> Any:
    if any(label is None for label in labels):
        return None
    label = min(labels)
    return None if label == target else label


# LangGraph's drawing run stops after this many steps (its ``range(-1, 250)``)
_DRAW_STEP_LIMIT = 251


def drawn_edges(builder: Any) -> list[tuple[str, str, Any, bool]]:
    """The drawn edges, found as LangGraph finds them: by running the graph's
    edges step by step (no node code runs) for at most ``_DRAW_STEP_LIMIT`` steps.

    Each node's trigger is a channel ("to" the node, one per join): a plain edge
    writes it on every run, a conditional edge or a ``Command`` destination on the
    node's first run only (an END target becomes an edge at once). A deferred
    node's triggers fire only once nothing else would run. An edge is drawn from
    each writer of a running node's triggers; a node whose triggers were written
    before the last step (a deferred one, usually) also gets conditional edges
    from every node of that last step. Nodes no edge leaves then end at END; with
    none, a lone last node gets a conditional edge to END unless one exists.
    """
    run = _EdgeRun(builder)
    tasks = [START]
    for _ in range(_DRAW_STEP_LIMIT):
        if not tasks:
            break
        writes = run.step_writes(tasks)
        to_sources = run.writers_by_channel()
        updated = run.apply(tasks, writes)
        tasks = run.next_tasks(updated)
        run.draw_triggers(tasks, to_sources)
    return run.drawn()


# a node's trigger: ("to", node), or ("join", index into the sorted joins)
_Channel = tuple[str, Any]
# what a node wrote to: (channel, conditional?, label)
_Out = tuple[_Channel, bool, Any]


class _EdgeRun:
    """The state of `drawn_edges`'s run: the channels' values and versions, what each
    node has seen and written, and the edges found so far."""

    def __init__(self, builder: Any) -> None:
        self.nodes = list(builder.nodes)
        self.static, self.joins = _plain_edges(builder)  # (a join into END triggers no node)
        self.joins.sort()
        self.conditional = _conditional_edges(builder)
        self.deferred = {n for n, spec in builder.nodes.items() if getattr(spec, "defer", False)}
        self.triggers: dict[str, list[_Channel]] = {}
        for index, (_, target) in enumerate(self.joins):
            self.triggers.setdefault(target, []).append(("join", index))
        self.value: dict[Any, Any] = {}  # channel -> True, or a join's set of arrived sources
        self.finished: set[Any] = set()  # deferred channels made available by the last finish
        self.version: dict[Any, int] = {}
        self.seen: dict[tuple[str, Any], int] = {}
        self.edges: set[tuple[str, str, bool, Any]] = set()
        self.sources: dict[str, set[_Out]] = {}
        self.declared: dict[str, set[_Out]] = {}
        self.ran: set[str] = set()
        self.step_sources: dict[str, set[_Out]] = {}

    def node_triggers(self, node: str) -> list[_Channel]:
        return [("to", node), *self.triggers.get(node, ())]

    def late(self, channel: _Channel) -> bool:
        target = channel[1] if channel[0] == "to" else self.joins[channel[1]][1]
        return target in self.deferred

    def available(self, channel: _Channel) -> bool:
        held = _join_complete(channel, self.value, self.joins) if channel[0] == "join" else self.value.get(channel)
        return bool(held) and (not self.late(channel) or channel in self.finished)

    def step_writes(self, tasks: list[str]) -> list[tuple[str, _Channel, Any]]:
        """The step's writes, ``(writer, channel, join source or None)``; records what
        each task wrote (``step_sources``, ``sources``) and edges to END."""
        writes: list[tuple[str, _Channel, Any]] = []
        self.step_sources = step_sources = {}
        for node in tasks:
            marked: dict[Any, Any] = {}
            if node not in self.ran:
                for target, labels in self.conditional.get(node, {}).items():
                    label = _label(labels, target) if target != END else min(labels, key=str)
                    if target == END:
                        self.edges.add((node, END, True, label))
                        continue
                    marked[("to", target)] = label
                    self.declared.setdefault(node, set()).add((("to", target), True, label))
                    writes.append((node, ("to", target), None))
            self.ran.add(node)
            mine: list[_Channel] = [("to", t) for t in self.static.get(node, ()) if t != END]
            mine += [("join", i) for i, (srcs, _) in enumerate(self.joins) if node in srcs]
            for channel in mine:
                writes.append((node, channel, node if channel[0] == "join" else None))
            written = {c for w, c, _ in writes if w == node}
            step_sources[node] = {(c, c in marked, marked.get(c)) for c in written} | self.declared.get(node, set())
        self.sources.update(step_sources)
        return writes

    def writers_by_channel(self) -> dict[Any, set[tuple[str, bool, Any]]]:
        """Channel -> ``(writer, conditional?, label)`` of every write still counted."""
        to_sources: dict[Any, set[tuple[str, bool, Any]]] = {}
        for src, outs in self.sources.items():
            for channel, cond, label in outs:
                to_sources.setdefault(channel, set()).add((src, cond, label))
        return to_sources

    def apply(self, tasks: list[str], writes: list[tuple[str, _Channel, Any]]) -> set[Any]:
        """The step's barrier: the tasks' triggers read and consumed, then the writes
        made; returns the channels now available that changed."""
        value, version = self.value, self.version
        for node in tasks:
            for channel in self.node_triggers(node):
                if channel in version:
                    self.seen[(node, channel)] = version[channel]
                if self.available(channel):
                    value.pop(channel, None)
                    self.finished.discard(channel)
                    version[channel] = version.get(channel, 0) + 1
        updated: set[Any] = set()
        for _, channel, arg in writes:
            if channel[0] == "join":
                value.setdefault(channel, set()).add(arg)
            else:
                value[channel] = True
            if self.late(channel):
                self.finished.discard(channel)
            version[channel] = version.get(channel, 0) + 1
            if self.available(channel):
                updated.add(channel)
        written_now = {channel for _, channel, _ in writes}
        for channel in [c for c in value if c[0] == "to" and not self.late(c) and c not in written_now]:
            del value[channel]  # a plain trigger lasts one step
        if not updated:
            # nothing else would run: the deferred triggers that hold a value fire
            for channel in list(value):
                if (
                    self.late(channel)
                    and channel not in self.finished
                    and (channel[0] == "to" or _join_complete(channel, value, self.joins))
                ):
                    self.finished.add(channel)
                    version[channel] = version.get(channel, 0) + 1
                    updated.add(channel)
        return updated

    def next_tasks(self, updated: set[Any]) -> list[str]:
        """The nodes a changed, available trigger they have not seen wakes."""
        version, seen = self.version, self.seen
        return [
            node
            for node in [START, *self.nodes]
            if any(
                c in updated and self.available(c) and version.get(c, 0) > seen.get((node, c), 0)
                for c in self.node_triggers(node)
            )
        ]

    def draw_triggers(self, tasks: list[str], to_sources: dict[Any, set[tuple[str, bool, Any]]]) -> None:
        """An edge into each woken node from every writer of its triggers; a node woken
        by older writes only also gets a conditional edge from each of the last step's."""
        step_sources = self.step_sources
        for node in tasks:
            added = False
            for channel in self.node_triggers(node):
                for src, cond, label in sorted(to_sources.get(channel, ()), key=_edge_key):
                    self.edges.add((src, node, cond, label))
                    if (channel, cond, label) in step_sources.get(src, ()):
                        added = True
                    else:
                        self.sources[src].discard((channel, cond, label))
            if not added:
                for src in step_sources:
                    self.edges.add((src, node, True, None))

    def drawn(self) -> list[tuple[str, str, Any, bool]]:
        """The edges, one per (source, target), plus the edges to END of the nodes
        no edge leaves (or of the lone last node)."""
        edges = self.edges
        drawn: dict[tuple[str, str], tuple[Any, bool]] = {}
        for src, dst, cond, label in sorted(edges, key=_edge_key):
            drawn.setdefault((src, dst), (None if label == dst else label, cond))
        out = [(s, t, label, cond) for (s, t), (label, cond) in drawn.items()]
        termini = sorted({t for _, t, _, _ in edges if t != END} - {s for s, _, _, _ in edges})
        if termini:
            out += [(t, END, None, False) for t in termini if (t, END) not in drawn]
        elif len(self.step_sources) == 1 and not any(t == END for _, t, _, _ in edges):
            out += [(s, END, None, True) for s in self.step_sources if (s, END) not in drawn]
        return out


def _join_complete(channel: Any, value: Mapping[Any, Any], joins: list[Any]) -> bool:
    """Whether a join has heard from all its sources."""
    return value.get(channel) == set(joins[channel[1]][0])


def _edge_key(edge: tuple[Any, ...]) -> tuple[Any, ...]:
    # (None labels first; LangGraph's plain sort fails on None beside a str)
    return (*edge[:-1], edge[-1] is not None, str(edge[-1]))

"""Bring checkpoints saved by older LangGraph versions to the current channel layout.

A thread saved by LangGraph before checkpoint format 3 (``"v" < 3``) names a
StateGraph node's trigger channels differently:

- ``start:<node>``: written by START towards the entry node;
- ``branch:<source>:<condition>:<node>``: a conditional edge's choice;
- ``<node>``: written when the node finished, read by the nodes its edges lead to.

Today all of them are ``branch:to:<node>``. Before format 4, pending ``Send``s were a
separate ``pending_sends`` list rather than the tasks channel. The migration works in
place on the loaded checkpoint (channel values, versions and each node's
``versions_seen``), so resuming such a thread runs what LangGraph would.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from lingxigraph._internal._constants import INTERRUPT, TASKS
from lingxigraph.constants import END, START


def migrate_pending_sends(checkpoint: dict[str, Any]) -> None:
    """Move a pre-format-4 ``pending_sends`` list into the tasks channel."""
    if checkpoint.get("v", 4) >= 4 or not checkpoint.get("pending_sends"):
        return
    sends = checkpoint.pop("pending_sends")
    versions = checkpoint["channel_versions"]
    checkpoint["channel_values"][TASKS] = sends
    # the newest version, so every node sees the sends as new
    versions[TASKS] = max(versions.values())


def _rename(checkpoint: dict[str, Any], old: str, new: str, readers: Iterable[str], value: Any) -> None:
    """Fold channel ``old`` (its version, seen marks and ``value``) into ``new``."""
    values = checkpoint["channel_values"]
    versions = checkpoint["channel_versions"]
    seen = checkpoint["versions_seen"]
    version = versions.pop(old, None)
    if version is not None:
        versions[new] = max(versions[new], version) if new in versions else version
    for reader in (*readers, INTERRUPT):
        marks = seen.get(reader)
        if marks is None or old not in marks:
            continue
        mark = marks.pop(old)
        marks[new] = max(marks[new], mark) if new in marks else mark
    if new not in values and value is not _ABSENT:
        values[new] = value


_ABSENT = object()


def migrate_state_graph_channels(
    checkpoint: dict[str, Any], nodes: Collection[str], edges: Iterable[tuple[str, str]]
) -> None:
    """Rename a pre-format-3 StateGraph checkpoint's trigger channels to ``branch:to:<node>``.

    ``nodes`` are the graph's node names and ``edges`` its plain ``(source, target)``
    edges; channels of nodes the graph no longer has are left alone.
    """
    versions = checkpoint["channel_versions"]
    if not versions or checkpoint.get("v", 3) >= 3:
        return
    values = checkpoint["channel_values"]
    for key in list(versions):
        parts = key.split(":")
        if key.startswith("start:"):
            node = parts[1]
        elif key.startswith("branch:") and len(parts) == 4:
            node = parts[3]
        else:
            continue
        if node in nodes:
            _rename(checkpoint, key, f"branch:to:{node}", (node,), values.pop(key, _ABSENT))
    if set(nodes).isdisjoint(versions):
        return
    # a finished node wrote a channel of its own name; its edges' targets read it
    targets: dict[str, list[str]] = {}
    for source, target in edges:
        if source != START and target != END:
            targets.setdefault(source, []).append(target)
    for key in list(versions):
        if key == START or key not in nodes:
            continue
        value = values.pop(key, _ABSENT)
        version = versions[key]
        for target in targets.get(key, ()):
            versions[key] = version  # each target gets the node's version
            _rename(checkpoint, key, f"branch:to:{target}", (target,), value)
        versions.pop(key, None)
        interrupt_marks = checkpoint["versions_seen"].get(INTERRUPT)
        if interrupt_marks is not None:
            interrupt_marks.pop(key, None)

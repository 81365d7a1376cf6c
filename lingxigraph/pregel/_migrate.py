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
    # a finished node's own channel was read by the targets of its plain edges
    read_by: dict[str, list[str]] = {}
    for source, target in edges:
        if source != START and target != END:
            read_by.setdefault(source, []).append(target)
    # old channel -> the nodes now triggered through ``branch:to:<node>`` instead;
    # START's and conditional edges' channels first, then the nodes' own
    renames: list[tuple[str, list[str]]] = []
    own: list[tuple[str, list[str]]] = []
    for key in versions:
        parts = key.split(":")
        if parts[0] == "start" and len(parts) > 1 and parts[1] in nodes:
            renames.append((key, [parts[1]]))
        elif parts[0] == "branch" and len(parts) == 4 and parts[3] in nodes:
            renames.append((key, [parts[3]]))
        elif key != START and key in nodes:
            own.append((key, read_by.get(key, [])))
    values = checkpoint["channel_values"]
    interrupt_marks = checkpoint["versions_seen"].get(INTERRUPT)
    for old, readers in (*renames, *own):
        value = values.pop(old, _ABSENT)
        version = versions[old]
        for reader in readers:
            versions[old] = version  # (each reader's channel takes the old version)
            _rename(checkpoint, old, f"branch:to:{reader}", (reader,), value)
        versions.pop(old, None)
        if interrupt_marks is not None:
            interrupt_marks.pop(old, None)

"""The SQL of a delta channel's walk up a checkpoint's ancestors (see ``get_delta_channel_history``)."""

from __future__ import annotations

from typing import Final

__all__ = ("DELTA_STAGE1_SQL",)

_COLUMNS: Final = "thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, type, checkpoint, metadata"

DELTA_STAGE1_SQL: Final = (
    f"WITH RECURSIVE ancestors({_COLUMNS}) AS ("
    f"SELECT {_COLUMNS} FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ? "
    "UNION ALL "
    + "SELECT "
    + ", ".join(f"c.{column.strip()}" for column in _COLUMNS.split(","))
    + " FROM ancestors AS a CROSS JOIN checkpoints AS c ON c.checkpoint_id = a.parent_checkpoint_id "
    "WHERE c.thread_id = ? AND c.checkpoint_ns = ?"
    f") SELECT {_COLUMNS} FROM ancestors"
)
"""Rows of a checkpoint and then each ancestor, nearest first, in the ``checkpoints``
columns order; parameters ``(thread_id, ns, checkpoint_id, thread_id, ns)``. SQLite makes
the rows as they are read (each parent found by primary key), so a walk that stops early
reads no further. The name is LangGraph's (its SQLite saver's first stage)."""

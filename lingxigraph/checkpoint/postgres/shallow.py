"""Postgres savers that keep only the latest checkpoint of each thread and namespace
(``langgraph.checkpoint.postgres.shallow``; deprecated there, as here).

Their layout is LangGraph's shallow one, not `PostgresSaver`'s (the tables have the
same names, so the two cannot share a database)::

    checkpoints(thread_id, checkpoint_ns, type, checkpoint JSONB, metadata JSONB)
                                                     key (thread_id, checkpoint_ns)
    checkpoint_blobs(thread_id, checkpoint_ns, channel, type, blob)
                                                     key (thread_id, checkpoint_ns, channel)
    checkpoint_writes: as `PostgresSaver`'s

Every channel value is a blob (none inline), replaced by each ``put`` that names
the channel in ``new_versions``. A ``put`` deletes the pending writes of every
checkpoint but the new one and its parent. There is no history: ``get_tuple``
ignores ``checkpoint_id``, ``parent_config`` is always ``None``, and ``prune``
is not supported (as in LangGraph).
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final

from lingxigraph._internal._pg import Sql, Steps, one
from lingxigraph.checkpoint._rows import EMPTY, Subject, config_for, decode_value, thread_and_ns
from lingxigraph.checkpoint.base import (
    BaseCheckpointSaver,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
    get_checkpoint_id,
)
from lingxigraph.checkpoint.postgres import PostgresSaver, _core
from lingxigraph.checkpoint.postgres._core import metadata_json, pending_writes, put_writes, search_where, to_json
from lingxigraph.checkpoint.postgres.aio import AsyncPostgresSaver
from lingxigraph.checkpoint.serde.base import SerializerProtocol
from lingxigraph.checkpoint.serde.types import TASKS

if TYPE_CHECKING:
    from psycopg import AsyncPipeline, Pipeline

    from lingxigraph.checkpoint.postgres._ainternal import Conn as AsyncConn
    from lingxigraph.checkpoint.postgres._internal import Conn
    from lingxigraph.config import RunnableConfig

__all__ = ("AsyncShallowPostgresSaver", "MIGRATIONS", "ShallowPostgresSaver")

MIGRATIONS: Final[list[str]] = [
    _core.MIGRATIONS[0],
    """CREATE TABLE IF NOT EXISTS checkpoints (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        type TEXT,
        checkpoint JSONB NOT NULL,
        metadata JSONB NOT NULL DEFAULT '{}',
        PRIMARY KEY (thread_id, checkpoint_ns)
    )""",
    """CREATE TABLE IF NOT EXISTS checkpoint_blobs (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        channel TEXT NOT NULL,
        type TEXT NOT NULL,
        blob BYTEA,
        PRIMARY KEY (thread_id, checkpoint_ns, channel)
    )""",
    _core.MIGRATIONS[3],
    *_core.MIGRATIONS[6:],
]
"""The shallow layout's migrations (LangGraph's numbering)."""

_DEPRECATED: Final = (
    "{name} is deprecated (as in langgraph-checkpoint-postgres since 2.0.20): use {base} "
    "and run the graph with durability='exit' to save only each run's last checkpoint."
)

_SELECT: Final = "SELECT thread_id, checkpoint_ns, checkpoint, metadata FROM checkpoints"
_UPSERT_BLOB: Final = """INSERT INTO checkpoint_blobs (thread_id, checkpoint_ns, channel, type, blob)
    VALUES (%s, %s, %s, %s, %s)
    ON CONFLICT (thread_id, checkpoint_ns, channel) DO UPDATE SET type = EXCLUDED.type, blob = EXCLUDED.blob"""
_UPSERT_CHECKPOINT: Final = """INSERT INTO checkpoints (thread_id, checkpoint_ns, checkpoint, metadata)
    VALUES (%s, %s, %s::jsonb, %s::jsonb)
    ON CONFLICT (thread_id, checkpoint_ns) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, metadata = EXCLUDED.metadata"""


class _ShallowOps:
    """The shallow layout's operations (the ones a `PostgresSaver` runs, by name)."""

    put_writes = staticmethod(put_writes)
    delete_threads = staticmethod(_core.delete_threads)

    @staticmethod
    def put(
        serde: SerializerProtocol,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: Mapping[str, Any],
    ) -> Steps[RunnableConfig]:
        """Replace the thread's checkpoint, and the blobs of the channels in ``new_versions``."""
        thread_id, ns = thread_and_ns(config)
        values = checkpoint.get("channel_values") or {}
        stored = {k: v for k, v in checkpoint.items() if k != "channel_values"}
        blobs = [
            (thread_id, ns, channel, *(serde.dumps_typed(values[channel]) if channel in values else (EMPTY[0], None)))
            for channel in new_versions
        ]
        row = (
            thread_id,
            ns,
            to_json(stored, "channel versions"),
            metadata_json(config, metadata),
        )
        prune = Sql(
            "DELETE FROM checkpoint_writes WHERE thread_id = %s AND checkpoint_ns = %s "
            "AND checkpoint_id NOT IN (%s, %s)",
            (thread_id, ns, checkpoint["id"], get_checkpoint_id(config) or ""),
        )
        blob_rows = [Sql(_UPSERT_BLOB, blobs, many=True)] if blobs else []
        yield [prune, *blob_rows, Sql(_UPSERT_CHECKPOINT, row)]
        return config_for(thread_id, ns, checkpoint["id"])

    @staticmethod
    def get_tuple(serde: SerializerProtocol, config: RunnableConfig) -> Steps[CheckpointTuple | None]:
        """The thread's one checkpoint in the namespace (any ``checkpoint_id`` is ignored)."""
        thread_id, ns = thread_and_ns(config)
        latest = Sql(f"{_SELECT} WHERE thread_id = %s AND checkpoint_ns = %s", (thread_id, ns), fetch=True)
        rows = yield from one(latest)
        found = yield from _load(serde, rows)
        return found[0] if found else None

    @staticmethod
    def list_tuples(
        serde: SerializerProtocol,
        config: RunnableConfig | None,
        *,
        filter: Mapping[str, Any] | None,  # noqa: A002 - LangGraph's name
        before: RunnableConfig | None,
        limit: int | None,
    ) -> Steps[list[CheckpointTuple]]:
        """The checkpoints matching, one per thread and namespace (in no set order)."""
        where, params = search_where(config, filter, before, limit)
        # (the shallow table has no checkpoint_id column: the id is in the JSON)
        where = where.replace("checkpoint_id", "(checkpoint ->> 'id')")
        query = _SELECT + where + (f" LIMIT {int(limit)}" if limit is not None else "")
        rows = yield from one(Sql(query, params, fetch=True))
        return (yield from _load(serde, rows))


def _load(serde: SerializerProtocol, rows: list[tuple[Any, ...]]) -> Steps[list[CheckpointTuple]]:
    found: list[CheckpointTuple] = []
    for thread_id, ns, checkpoint, metadata in rows:
        checkpoint_id = checkpoint["id"]
        subject = Subject(thread_id=thread_id, checkpoint_id=checkpoint_id)
        blobs = yield from one(Sql(
            "SELECT channel, type, blob FROM checkpoint_blobs WHERE thread_id = %s AND checkpoint_ns = %s "
            "AND channel = ANY(%s)",
            (thread_id, ns, list(checkpoint["channel_versions"])),
            fetch=True,
        ))
        writes = yield from one(Sql(
            "SELECT checkpoint_id, task_id, channel, type, blob, task_path, idx FROM checkpoint_writes "
            "WHERE thread_id = %s AND checkpoint_ns = %s AND (checkpoint_id = %s OR channel = %s)",
            (thread_id, ns, checkpoint_id, TASKS),
            fetch=True,
        ))
        checkpoint["channel_values"] = {
            channel: decode_value(serde, type_tag, blob, subject, f"the value of channel {channel!r}")
            for channel, type_tag, blob in blobs
            if type_tag != EMPTY[0]
        }
        # LangGraph's shallow saver gives every saved Send of the thread as pending_sends
        sends = pending_writes(serde, subject, [tuple(w[1:]) for w in writes if w[2] == TASKS])
        checkpoint["pending_sends"] = [value for _, _, value in sends]
        found.append(
            CheckpointTuple(
                config=config_for(thread_id, ns, checkpoint_id),
                checkpoint=checkpoint,
                metadata=metadata,
                parent_config=None,
                pending_writes=pending_writes(serde, subject, [tuple(w[1:]) for w in writes if w[0] == checkpoint_id]),
            )
        )
    return found


class ShallowPostgresSaver(PostgresSaver):
    """A `PostgresSaver` that keeps only each thread's latest checkpoint (deprecated).

    Same arguments as `PostgresSaver`. Warns ``DeprecationWarning`` when made, as LangGraph's does.
    """

    MIGRATIONS: ClassVar[list[str]] = MIGRATIONS
    _OPS: ClassVar[Any] = _ShallowOps

    def __init__(self, conn: Conn, pipe: Pipeline | None = None, serde: SerializerProtocol | None = None) -> None:
        warnings.warn(_DEPRECATED.format(name="ShallowPostgresSaver", base="PostgresSaver"), DeprecationWarning, stacklevel=2)
        super().__init__(conn, pipe, serde)

    def prune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Not supported (as in LangGraph): raises ``NotImplementedError``."""
        raise NotImplementedError

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """As ``BaseCheckpointSaver.get_delta_channel_history`` (no ancestors here: no history)."""
        return BaseCheckpointSaver.get_delta_channel_history(self, config=config, channels=channels)


class AsyncShallowPostgresSaver(AsyncPostgresSaver):
    """An `AsyncPostgresSaver` that keeps only each thread's latest checkpoint (deprecated).

    Same arguments as `AsyncPostgresSaver`. Warns ``DeprecationWarning`` when made.
    """

    MIGRATIONS: ClassVar[list[str]] = MIGRATIONS
    _OPS: ClassVar[Any] = _ShallowOps

    def __init__(
        self, conn: AsyncConn, pipe: AsyncPipeline | None = None, serde: SerializerProtocol | None = None
    ) -> None:
        warnings.warn(
            _DEPRECATED.format(name="AsyncShallowPostgresSaver", base="AsyncPostgresSaver"),
            DeprecationWarning,
            stacklevel=2,
        )
        super().__init__(conn, pipe, serde)

    async def aprune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Not supported (as in LangGraph): raises ``NotImplementedError``."""
        raise NotImplementedError

    async def aget_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """As ``BaseCheckpointSaver.aget_delta_channel_history`` (no ancestors here: no history)."""
        return await BaseCheckpointSaver.aget_delta_channel_history(self, config=config, channels=channels)

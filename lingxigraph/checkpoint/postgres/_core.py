"""The Postgres savers' operations, written once for the sync and async drivers.

Each operation is a generator (``lingxigraph._internal._pg.Steps``): it yields the
`Sql` statements of each round trip, receives their rows (tuples, columns in the
order selected) and returns its result. It does no I/O itself, so `PostgresSaver`
and `AsyncPostgresSaver` run the same operations, each with its own driver, and a
write operation runs inside one transaction.

Layout (langgraph-checkpoint-postgres 3.2.0's, so either library can open a
database the other wrote)::

    checkpoint_migrations(v)                               one row per applied migration
    checkpoints(thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id,
                type, checkpoint JSONB, metadata JSONB)    key (thread_id, checkpoint_ns, checkpoint_id)
    checkpoint_blobs(thread_id, checkpoint_ns, channel, version, type, blob BYTEA)
                                                           key (thread_id, checkpoint_ns, channel, version)
    checkpoint_writes(thread_id, checkpoint_ns, checkpoint_id, task_id, idx,
                      channel, type, blob BYTEA, task_path)
                                                           key (..., checkpoint_id, task_id, idx)

The checkpoint is stored as JSON with the values of type ``None``, ``str``,
``int``, ``float`` and ``bool`` inline in its ``channel_values``; every other
value is a ``checkpoint_blobs`` row at its channel's version, written only by
the ``put`` whose ``new_versions`` names it. A ``_DeltaSnapshot`` is a blob with
``true`` inline as its marker. Metadata is stored as JSON. Pending writes are
``serde.dumps_typed`` pairs, ordered by ``(task_path, task_id, idx)`` on reading.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from lingxigraph._internal._filter_keys import check_filter_keys
from lingxigraph._internal._pg import Sql, Steps, one
from lingxigraph.checkpoint._rows import EMPTY, Subject, config_for, decode_value, thread_and_ns, write_rows
from lingxigraph.checkpoint.base import (
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
    PendingWrite,
    get_checkpoint_id,
    get_serializable_checkpoint_metadata,
    writes_sort_key,
)
from lingxigraph.checkpoint.base.id import next_str_version
from lingxigraph.checkpoint.serde.base import SerializerProtocol
from lingxigraph.checkpoint.serde.types import TASKS, _DeltaSnapshot

if TYPE_CHECKING:
    from lingxigraph.config import RunnableConfig

__all__ = (
    "MIGRATIONS",
    "Sql",
    "Steps",
    "delete_threads",
    "delta_channel_history",
    "get_tuple",
    "list_tuples",
    "metadata_json",
    "prune_keep_latest",
    "put",
    "pending_writes",
    "put_writes",
    "search_where",
    "setup",
    "to_json",
)

MIGRATIONS: Final[tuple[str, ...]] = (
    "CREATE TABLE IF NOT EXISTS checkpoint_migrations (v INTEGER PRIMARY KEY)",
    """CREATE TABLE IF NOT EXISTS checkpoints (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        checkpoint_id TEXT NOT NULL,
        parent_checkpoint_id TEXT,
        type TEXT,
        checkpoint JSONB NOT NULL,
        metadata JSONB NOT NULL DEFAULT '{}',
        PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id)
    )""",
    """CREATE TABLE IF NOT EXISTS checkpoint_blobs (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        channel TEXT NOT NULL,
        version TEXT NOT NULL,
        type TEXT NOT NULL,
        blob BYTEA NOT NULL,
        PRIMARY KEY (thread_id, checkpoint_ns, channel, version)
    )""",
    """CREATE TABLE IF NOT EXISTS checkpoint_writes (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        checkpoint_id TEXT NOT NULL,
        task_id TEXT NOT NULL,
        idx INTEGER NOT NULL,
        channel TEXT NOT NULL,
        type TEXT,
        blob BYTEA NOT NULL,
        PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id, task_id, idx)
    )""",
    "ALTER TABLE checkpoint_blobs ALTER COLUMN blob DROP NOT NULL",
    "SELECT 1",  # version 5 changes nothing (LangGraph keeps it so the numbers line up)
    "CREATE INDEX CONCURRENTLY IF NOT EXISTS checkpoints_thread_id_idx ON checkpoints (thread_id)",
    "CREATE INDEX CONCURRENTLY IF NOT EXISTS checkpoint_blobs_thread_id_idx ON checkpoint_blobs (thread_id)",
    "CREATE INDEX CONCURRENTLY IF NOT EXISTS checkpoint_writes_thread_id_idx ON checkpoint_writes (thread_id)",
    "ALTER TABLE checkpoint_writes ADD COLUMN IF NOT EXISTS task_path TEXT NOT NULL DEFAULT ''",
)
"""Schema migrations; a migration's position is its version in ``checkpoint_migrations``
(LangGraph's numbering, so a database set up by either library is up to date for both)."""

_CHECKPOINT_COLUMNS: Final = "thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, checkpoint, metadata"
_INLINE_TYPES: Final = frozenset({type(None), str, int, float, bool})

_UPSERT_CHECKPOINT: Final = f"""INSERT INTO checkpoints ({_CHECKPOINT_COLUMNS})
    VALUES (%s, %s, %s, %s, %s::jsonb, %s::jsonb)
    ON CONFLICT (thread_id, checkpoint_ns, checkpoint_id)
    DO UPDATE SET checkpoint = EXCLUDED.checkpoint, metadata = EXCLUDED.metadata"""
_INSERT_BLOB: Final = """INSERT INTO checkpoint_blobs (thread_id, checkpoint_ns, channel, version, type, blob)
    VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (thread_id, checkpoint_ns, channel, version) DO NOTHING"""
_WRITE_VALUES: Final = """INSERT INTO checkpoint_writes
    (thread_id, checkpoint_ns, checkpoint_id, task_id, task_path, idx, channel, type, blob)
    VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT (thread_id, checkpoint_ns, checkpoint_id, task_id, idx)"""
_KEEP_WRITE: Final = f"{_WRITE_VALUES} DO NOTHING"
_REPLACE_WRITE: Final = (
    f"{_WRITE_VALUES} DO UPDATE SET channel = EXCLUDED.channel, type = EXCLUDED.type, blob = EXCLUDED.blob"
)
_SELECT_BLOBS: Final = """SELECT channel, version, type, blob FROM checkpoint_blobs
    WHERE thread_id = %s AND checkpoint_ns = %s
    AND (channel, version) IN (SELECT * FROM unnest(%s::text[], %s::text[]))"""
_SELECT_WRITES: Final = """SELECT checkpoint_id, task_id, channel, type, blob, task_path, idx FROM checkpoint_writes
    WHERE thread_id = %s AND checkpoint_ns = %s AND checkpoint_id = ANY(%s)"""

# (text columns travel as UTF-8 bytes so that a row's blobs and writes fit one bytea array each)
_SELECT_WHOLE: Final = f"""SELECT {", ".join("c." + col for col in _CHECKPOINT_COLUMNS.split(", "))},
    ARRAY(SELECT ARRAY[convert_to(b.channel, 'UTF8'), convert_to(b.version, 'UTF8'), convert_to(b.type, 'UTF8'), b.blob]
        FROM jsonb_each_text(c.checkpoint -> 'channel_versions') AS v(channel, version)
        JOIN checkpoint_blobs AS b ON b.thread_id = c.thread_id AND b.checkpoint_ns = c.checkpoint_ns
            AND b.channel = v.channel AND b.version = v.version),
    ARRAY(SELECT ARRAY[convert_to(w.task_id, 'UTF8'), convert_to(w.channel, 'UTF8'), convert_to(w.type, 'UTF8'),
            w.blob, convert_to(w.task_path, 'UTF8'), convert_to(w.idx::text, 'UTF8')]
        FROM checkpoint_writes AS w
        WHERE w.thread_id = c.thread_id AND w.checkpoint_ns = c.checkpoint_ns AND w.checkpoint_id = c.checkpoint_id)
    FROM checkpoints AS c WHERE c.thread_id = %s AND c.checkpoint_ns = %s"""
"""A checkpoint row with its blobs ``[channel, version, type, blob]`` and its writes
``[task_id, channel, type, blob, task_path, idx]``: `get_tuple` in one round trip."""

DELTA_PAGE: Final = 256
"""Ancestors `delta_channel_history` reads per statement."""

_ANCESTORS: Final = """WITH RECURSIVE chain (checkpoint_id, parent_checkpoint_id, checkpoint, depth) AS (
        SELECT checkpoint_id, parent_checkpoint_id, checkpoint, 1 FROM checkpoints
        WHERE thread_id = %(thread)s AND checkpoint_ns = %(ns)s AND checkpoint_id = %(start)s
        UNION ALL
        SELECT c.checkpoint_id, c.parent_checkpoint_id, c.checkpoint, chain.depth + 1
        FROM chain JOIN checkpoints AS c ON c.thread_id = %(thread)s AND c.checkpoint_ns = %(ns)s
            AND c.checkpoint_id = chain.parent_checkpoint_id
        WHERE chain.depth < %(page)s
    )
    SELECT checkpoint_id, parent_checkpoint_id, checkpoint -> 'channel_versions', checkpoint -> 'channel_values'
    FROM chain ORDER BY depth"""
"""A checkpoint and its ancestors, nearest first, at most ``page`` of them."""


# ---- encoding ---------------------------------------------------------------------------------


def _inline(value: Any) -> bool:
    """Whether a channel value stays in the checkpoint JSON: LangGraph inlines these
    types, except here a value JSONB would not give back as it was is a blob (NaN and
    infinities; a whole float written with an exponent, as ``1e+16``, which JSONB
    reads back as an int; ``-0.0``, whose sign JSONB drops; text with a NUL
    character, which JSONB refuses)."""
    kind = type(value)
    if kind not in _INLINE_TYPES:
        return False
    if kind is float:
        if not math.isfinite(value) or (value == 0 and math.copysign(1, value) < 0):
            return False
        return not (value.is_integer() and "e" in repr(value))
    return kind is not str or "\x00" not in value


def to_json(value: Any, what: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"the checkpoint's {what} cannot be stored as JSON ({exc})") from exc


_NUL_ESCAPE: Final = re.compile(r"(?<!\\)((?:\\\\)*)\\u0000")


def metadata_json(config: RunnableConfig, metadata: CheckpointMetadata) -> str:
    """The stored form of a checkpoint's metadata: JSON without NUL characters, which
    JSONB refuses (LangGraph's saver drops them too, so ``"a\x00b"`` reads back ``"ab"``).

    Raises:
        TypeError: the metadata cannot be stored as JSON.
    """
    text = to_json(get_serializable_checkpoint_metadata(config, metadata), "metadata")
    return _NUL_ESCAPE.sub(r"\1", text) if "\\u0000" in text else text


def put(
    serde: SerializerProtocol,
    config: RunnableConfig,
    checkpoint: Checkpoint,
    metadata: CheckpointMetadata,
    new_versions: Mapping[str, Any],
) -> Steps[RunnableConfig]:
    """Store a checkpoint: its row, and a blob for each non-inline value in ``new_versions``.

    Raises:
        KeyError: no ``thread_id`` in the config.
        TypeError: a value, the checkpoint or the metadata cannot be serialised
            (raised before any statement, so nothing is written).
    """
    thread_id, ns = thread_and_ns(config)
    values = checkpoint.get("channel_values") or {}
    stored: dict[str, Any] = dict(checkpoint)
    inline: dict[str, Any] = {}
    blobs: list[tuple[Any, ...]] = []
    for channel, value in values.items():
        if _inline(value):
            inline[channel] = value
            continue
        if type(value) is _DeltaSnapshot:
            inline[channel] = True  # LangGraph's marker: the value is the blob
        if channel in new_versions:
            blobs.append((thread_id, ns, channel, str(new_versions[channel]), *serde.dumps_typed(value)))
    stored["channel_values"] = inline
    row = (
        thread_id,
        ns,
        checkpoint["id"],
        get_checkpoint_id(config) or None,
        to_json(stored, "channel versions or inline values"),
        metadata_json(config, metadata),
    )
    yield [*([Sql(_INSERT_BLOB, blobs, many=True)] if blobs else []), Sql(_UPSERT_CHECKPOINT, row)]
    return config_for(thread_id, ns, checkpoint["id"])


def put_writes(
    serde: SerializerProtocol,
    config: RunnableConfig,
    writes: Sequence[tuple[str, Any]],
    task_id: str,
    task_path: str,
) -> Steps[None]:
    """Store a task's writes; an existing ``(task_id, idx)`` is kept for ordinary
    channels and replaced for the special ones (fixed index from `WRITES_IDX_MAP`).

    Raises:
        KeyError: no ``thread_id`` or ``checkpoint_id`` in the config.
        TypeError: a value cannot be serialised (nothing is written).
    """
    keep, replace = write_rows(serde, config, writes, task_id, task_path)
    trip = [Sql(query, rows, many=True) for query, rows in ((_KEEP_WRITE, keep), (_REPLACE_WRITE, replace)) if rows]
    if trip:
        yield trip


def delete_threads(thread_ids: Sequence[str]) -> Steps[None]:
    """Delete every checkpoint, blob and write of the threads."""
    ids = [str(thread_id) for thread_id in thread_ids]
    tables = ("checkpoints", "checkpoint_blobs", "checkpoint_writes")
    yield [Sql(f"DELETE FROM {table} WHERE thread_id = ANY(%s)", (ids,)) for table in tables]


def setup(migrations: Sequence[str]) -> Steps[None]:
    """Create the migration table, then run the migrations not yet recorded in it."""
    yield [Sql(migrations[0])]
    rows = yield from one(Sql("SELECT v FROM checkpoint_migrations ORDER BY v DESC LIMIT 1", fetch=True))
    done = rows[0][0] if rows else -1
    for version in range(done + 1, len(migrations)):
        # (one statement a round trip: CREATE INDEX CONCURRENTLY must run alone)
        yield [Sql(migrations[version])]
        yield [Sql("INSERT INTO checkpoint_migrations (v) VALUES (%s)", (version,))]


# ---- reading ----------------------------------------------------------------------------------


def get_tuple(serde: SerializerProtocol, config: RunnableConfig) -> Steps[CheckpointTuple | None]:
    """The checkpoint ``config`` names, or the latest of its thread and namespace.

    Raises:
        KeyError: no ``thread_id`` in the config.
        CheckpointError: a stored value cannot be decoded.
    """
    thread_id, ns = thread_and_ns(config)
    checkpoint_id = get_checkpoint_id(config)
    if checkpoint_id:
        where, params = "c.checkpoint_id = %s", (thread_id, ns, checkpoint_id)
    else:  # "" means the latest, as in LangGraph
        where, params = "TRUE ORDER BY c.checkpoint_id DESC LIMIT 1", (thread_id, ns)
    rows = yield from one(Sql(f"{_SELECT_WHOLE} AND {where}", params, fetch=True))
    if not rows:
        return None
    row, blob_rows, write_rows_ = rows[0][:6], rows[0][6], rows[0][7]
    blobs = {(thread_id, ns, _text(ch), _text(v)): (_text(t), blob) for ch, v, t, blob in blob_rows}
    writes = [
        (_text(task), _text(ch), _text(t), blob, _text(path), int(idx)) for task, ch, t, blob, path, idx in write_rows_
    ]
    yield from _old_pending_sends(serde, thread_id, ns, [row])
    return _build(serde, row, blobs, writes)


def _text(raw: bytes) -> str:
    return raw.decode("utf-8")


def list_tuples(
    serde: SerializerProtocol,
    config: RunnableConfig | None,
    *,
    filter: Mapping[str, Any] | None,  # noqa: A002 - LangGraph's name
    before: RunnableConfig | None,
    limit: int | None,
) -> Steps[list[CheckpointTuple]]:
    """Checkpoints newest (largest id) first, as LangGraph's saver selects them.

    Args:
        config: ``None`` lists every thread; else its ``thread_id`` and, when
            given, ``checkpoint_ns`` and ``checkpoint_id`` restrict the list.
        filter: metadata that each listed checkpoint's metadata contains
            (JSON containment: nested mappings match a subset, lists any subset).
        before: only ids smaller than its ``checkpoint_id``.
        limit: at most this many.

    Raises:
        ValueError: a filter key has characters other than letters, digits,
            ``_``, ``.`` and ``-``, or ``limit`` is negative.
        TypeError: the filter cannot be stored as JSON.
    """
    where, params = search_where(config, filter, before, limit)
    query = f"SELECT {_CHECKPOINT_COLUMNS} FROM checkpoints{where} ORDER BY checkpoint_id DESC"
    if limit is not None:
        query += f" LIMIT {int(limit)}"
    rows = yield from one(Sql(query, params, fetch=True))
    return (yield from _load(serde, rows))


def search_where(
    config: RunnableConfig | None,
    filter: Mapping[str, Any] | None,  # noqa: A002 - LangGraph's name
    before: RunnableConfig | None,
    limit: int | None,
) -> tuple[str, list[Any]]:
    """The `` WHERE ...`` clause (or ``""``) and its parameters for `list_tuples`' arguments.

    Raises:
        ValueError: a bad filter key, or a negative ``limit``.
        TypeError: the filter cannot be stored as JSON.
    """
    if filter:
        check_filter_keys(filter)
    if limit is not None and int(limit) < 0:
        raise ValueError(f"limit must be None or at least 0, not {limit!r}")
    clauses: list[str] = []
    params: list[Any] = []
    if config:
        configurable = config.get("configurable") or {}
        clauses.append("thread_id = %s")
        params.append(str(configurable["thread_id"]))
        if configurable.get("checkpoint_ns") is not None:
            clauses.append("checkpoint_ns = %s")
            params.append(configurable["checkpoint_ns"])
        if get_checkpoint_id(config):
            clauses.append("checkpoint_id = %s")
            params.append(get_checkpoint_id(config))
    if filter:
        clauses.append("metadata @> %s::jsonb")
        params.append(to_json(dict(filter), "filter"))
    if before is not None:
        clauses.append("checkpoint_id < %s")  # no checkpoint_id: compared with NULL, as in LangGraph
        params.append(get_checkpoint_id(before))
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), params


def _load(serde: SerializerProtocol, rows: list[tuple[Any, ...]]) -> Steps[list[CheckpointTuple]]:
    """Tuples of ``checkpoints`` rows: one blob query and one write query per thread and namespace."""
    groups: dict[tuple[str, str], list[tuple[Any, ...]]] = {}
    for row in rows:
        groups.setdefault((row[0], row[1]), []).append(row)
    blobs: dict[tuple[str, str, str, str], tuple[str, bytes | None]] = {}
    writes: dict[tuple[str, str, str], list[tuple[Any, ...]]] = {}
    for (thread_id, ns), members in groups.items():
        pairs = {(ch, str(v)) for row in members for ch, v in row[4]["channel_versions"].items()}
        if pairs:
            channels, versions = zip(*pairs)
            wanted = Sql(_SELECT_BLOBS, (thread_id, ns, list(channels), list(versions)), fetch=True)
            found = yield from one(wanted)
            for channel, version, type_tag, blob in found:
                blobs[(thread_id, ns, channel, version)] = (type_tag, blob)
        found = yield from one(Sql(_SELECT_WRITES, (thread_id, ns, [row[2] for row in members]), fetch=True))
        for checkpoint_id, *write in found:
            writes.setdefault((thread_id, ns, checkpoint_id), []).append(tuple(write))
        yield from _old_pending_sends(serde, thread_id, ns, members)
    return [_build(serde, row, blobs, writes.get((row[0], row[1], row[2]), [])) for row in rows]


def _old_pending_sends(serde: SerializerProtocol, thread_id: str, ns: str, rows: list[tuple[Any, ...]]) -> Steps[None]:
    """Give a checkpoint of format 3 or older the ``Send``s saved as its parent's
    writes (LangGraph's saver kept them only there before format 4), as LangGraph's
    saver reads them: the tasks channel's value, at the checkpoint's highest channel
    version (the first version when it has none). ``pending_sends`` stays as stored."""
    old = [row for row in rows if row[4].get("v", 4) < 4 and row[3]]
    if not old:
        return
    found = yield from one(Sql(
        _SELECT_WRITES + " AND channel = %s", (thread_id, ns, list({row[3] for row in old}), TASKS), fetch=True
    ))
    by_parent: dict[str, list[tuple[Any, ...]]] = {}
    for parent_id, *write in found:
        by_parent.setdefault(parent_id, []).append(tuple(write))
    for row in old:
        subject = Subject(thread_id=thread_id, checkpoint_id=row[2])
        sends = pending_writes(serde, subject, by_parent.get(row[3], []))
        if not sends:
            continue
        checkpoint = row[4]
        versions = checkpoint["channel_versions"]
        versions[TASKS] = max(versions.values()) if versions else next_str_version(None)
        checkpoint["channel_values"] = {**(checkpoint.get("channel_values") or {}), TASKS: [v for _, _, v in sends]}


def _build(
    serde: SerializerProtocol,
    row: tuple[Any, ...],
    blobs: Mapping[tuple[str, str, str, str], tuple[str, bytes | None]],
    writes: list[tuple[Any, ...]],
) -> CheckpointTuple:
    thread_id, ns, checkpoint_id, parent_id, checkpoint, metadata = row
    subject = Subject(thread_id=thread_id, checkpoint_id=checkpoint_id)
    values: dict[str, Any] = dict(checkpoint.get("channel_values") or {})
    for channel, version in checkpoint["channel_versions"].items():
        stored = blobs.get((thread_id, ns, channel, str(version)))
        if stored is None:
            continue
        if stored[0] == EMPTY[0]:
            values.pop(channel, None)
            continue
        what = f"the value of channel {channel!r} (version {version!r})"
        values[channel] = decode_value(serde, stored[0], stored[1], subject, what)
    checkpoint["channel_values"] = values
    return CheckpointTuple(
        config=config_for(thread_id, ns, checkpoint_id),
        checkpoint=checkpoint,
        metadata=metadata,
        parent_config=config_for(thread_id, ns, parent_id) if parent_id else None,
        pending_writes=pending_writes(serde, subject, writes),
    )


def pending_writes(serde: SerializerProtocol, subject: Subject, rows: list[tuple[Any, ...]]) -> list[PendingWrite]:
    """``(task_id, channel, type, blob, task_path, idx)`` rows decoded, in ``writes_sort_key`` order.

    (Sorted here rather than in SQL: the database's collation may order text
    differently from Python, and LangGraph's saver sorts in Python too.)
    """
    rows = sorted(rows, key=lambda w: writes_sort_key(w[4], w[0], w[5]))
    return [
        (task_id, channel, decode_value(serde, type_tag, blob, subject, f"the write to {channel!r} of task {task_id!r}"))
        for task_id, channel, type_tag, blob, _, _ in rows
    ]


# ---- delta channels ---------------------------------------------------------------------------


def delta_channel_history(
    serde: SerializerProtocol, config: RunnableConfig, channels: Sequence[str]
) -> Steps[dict[str, DeltaChannelHistory]]:
    """As ``BaseCheckpointSaver.get_delta_channel_history``: per channel, the writes
    saved at ``config``'s ancestors (oldest first) back to the nearest ancestor that
    stores a value for it (a blob or an inline value other than a JSON null, as in
    LangGraph's saver), which is the ``seed``.

    Ancestors are read `DELTA_PAGE` at a time and only while some channel has no seed.
    """
    thread_id, ns = thread_and_ns(config)
    result = {ch: DeltaChannelHistory(writes=[]) for ch in channels}
    target = get_checkpoint_id(config)
    if not target:
        rows = yield from one(Sql(
            "SELECT checkpoint_id FROM checkpoints WHERE thread_id = %s AND checkpoint_ns = %s "
            "ORDER BY checkpoint_id DESC LIMIT 1",
            (thread_id, ns),
            fetch=True,
        ))
        target = rows[0][0] if rows else None
    walk = _Walk(pending=set(channels), chain={ch: [] for ch in channels})
    start, skip_first = target, True
    while start is not None and walk.pending:
        params = {"thread": thread_id, "ns": ns, "start": start, "page": DELTA_PAGE}
        page = yield from one(Sql(_ANCESTORS, params, fetch=True))
        full = len(page) == DELTA_PAGE
        if skip_first:
            page, skip_first = page[1:], False  # the target's own writes are not history
        candidates = {
            (ch, str(v)) for _, _, versions, _ in page for ch, v in (versions or {}).items() if ch in walk.pending
        }
        stored: set[tuple[str, str]] = set()
        if candidates:
            names, versions = zip(*candidates)
            found = yield from one(Sql(
                "SELECT channel, version FROM checkpoint_blobs WHERE thread_id = %s AND checkpoint_ns = %s "
                "AND (channel, version) IN (SELECT * FROM unnest(%s::text[], %s::text[])) AND type <> 'empty'",
                (thread_id, ns, list(names), list(versions)),
                fetch=True,
            ))
            stored = {(ch, v) for ch, v in found}
        start = walk.take(page, stored)
        if not full:
            break  # the chain ended within this page
    yield from _delta_writes_and_seeds(serde, thread_id, ns, channels, walk, result)
    return result


@dataclass(slots=True, kw_only=True)
class _Walk:
    """Where `delta_channel_history`'s walk up the ancestors has got to."""

    pending: set[str]
    """Channels with no seed yet."""
    chain: dict[str, list[str]]
    """Per channel, the ancestors (nearest first) whose writes belong to its history."""
    seeds: dict[str, Any] = field(default_factory=lambda: {})
    """Per seeded channel: ``(checkpoint id, version)`` of its blob, or its inline value."""
    blob_seeds: set[str] = field(default_factory=lambda: set())
    """The channels whose seed is a blob."""
    seen: set[str] = field(default_factory=lambda: set())
    """Ancestors walked (a re-parented ancestor can make a cycle)."""

    def take(self, page: list[tuple[Any, ...]], stored: set[tuple[str, str]]) -> str | None:
        """Walk a page of ``(id, parent id, versions, inline values)`` rows, nearest first,
        given the ``(channel, version)`` pairs with a blob; the parent to go on from."""
        for checkpoint_id, parent_id, versions, inline in page:
            if checkpoint_id in self.seen or not self.pending:
                return None
            self.seen.add(checkpoint_id)
            for channel in list(self.pending):
                self.chain[channel].append(checkpoint_id)
                version = (versions or {}).get(channel)
                if version is not None and (channel, str(version)) in stored:
                    self.seeds[channel] = (checkpoint_id, str(version))
                    self.blob_seeds.add(channel)
                    self.pending.discard(channel)
                elif (inline or {}).get(channel) is not None:  # (a JSON null reads as no value, as in LangGraph)
                    self.seeds[channel] = inline[channel]
                    self.pending.discard(channel)
        return page[-1][1] if page else None


def _delta_writes_and_seeds(
    serde: SerializerProtocol,
    thread_id: str,
    ns: str,
    channels: Sequence[str],
    walk: _Walk,
    result: dict[str, DeltaChannelHistory],
) -> Steps[None]:
    """Fill ``result`` with each channel's writes along its chain, then its seed."""
    chain, seeds, blob_seeds = walk.chain, walk.seeds, walk.blob_seeds
    ids = sorted({cid for cids in chain.values() for cid in cids})
    rows: list[tuple[Any, ...]] = []
    if ids:
        wanted = Sql(_SELECT_WRITES + " AND channel = ANY(%s)", (thread_id, ns, ids, list(channels)), fetch=True)
        rows = yield from one(wanted)
    by_checkpoint: dict[str, list[tuple[Any, ...]]] = {}
    for checkpoint_id, *write in rows:
        by_checkpoint.setdefault(checkpoint_id, []).append(tuple(write))
    for channel in channels:
        collected: list[PendingWrite] = []
        for checkpoint_id in reversed(chain[channel]):
            subject = Subject(thread_id=thread_id, checkpoint_id=checkpoint_id)
            mine = [w for w in by_checkpoint.get(checkpoint_id, ()) if w[1] == channel]
            collected.extend(pending_writes(serde, subject, mine))
        result[channel]["writes"] = collected
        if channel in seeds and channel not in blob_seeds:
            result[channel]["seed"] = seeds[channel]
    for channel in blob_seeds:
        checkpoint_id, version = seeds[channel]
        found = yield from one(Sql(
            "SELECT type, blob FROM checkpoint_blobs WHERE thread_id = %s AND checkpoint_ns = %s "
            "AND channel = %s AND version = %s",
            (thread_id, ns, channel, version),
            fetch=True,
        ))
        if found:
            subject = Subject(thread_id=thread_id, checkpoint_id=checkpoint_id)
            what = f"the value of channel {channel!r} (version {version!r})"
            result[channel]["seed"] = decode_value(serde, found[0][0], found[0][1], subject, what)


# ---- pruning ----------------------------------------------------------------------------------


def prune_keep_latest(thread_id: str) -> Steps[None]:
    """Keep the latest checkpoint of each namespace of a thread, with its writes and
    the blobs it uses; delete the rest. A kept checkpoint whose parent is deleted
    loses its parent (as LangGraph's ``keep_latest``)."""
    rows = yield from one(Sql(
        "SELECT DISTINCT ON (checkpoint_ns) checkpoint_ns, checkpoint_id FROM checkpoints "
        "WHERE thread_id = %s ORDER BY checkpoint_ns, checkpoint_id DESC",
        (thread_id,),
        fetch=True,
    ))
    for ns, kept in rows:
        where = "thread_id = %s AND checkpoint_ns = %s"
        yield [
            Sql(f"DELETE FROM checkpoint_writes WHERE {where} AND checkpoint_id <> %s", (thread_id, ns, kept)),
            Sql(f"DELETE FROM checkpoints WHERE {where} AND checkpoint_id <> %s", (thread_id, ns, kept)),
            Sql(f"UPDATE checkpoints SET parent_checkpoint_id = NULL WHERE {where}", (thread_id, ns)),
            Sql(
                "DELETE FROM checkpoint_blobs AS b WHERE b.thread_id = %s AND b.checkpoint_ns = %s AND NOT EXISTS ("
                "SELECT 1 FROM checkpoints AS c WHERE c.thread_id = b.thread_id AND c.checkpoint_ns = b.checkpoint_ns "
                "AND c.checkpoint -> 'channel_versions' ->> b.channel = b.version)",
                (thread_id, ns),
            ),
        ]

"""The SQL side of the SQLite savers: schema, transactions and every operation.

`SqliteEngine` owns one ``sqlite3`` connection and the lock that guards it.
Both savers delegate to it: `SqliteSaver` calls it directly, and
`AsyncSqliteSaver` calls it from anyio worker threads. Each operation takes
the serializer as an argument, so savers made by ``with_allowlist`` share the
engine (and so the storage) while decoding with their own serializer.

Tables (the first two are LangGraph's, column for column)::

    checkpoints(thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id,
                type, checkpoint, metadata)          key (thread_id, checkpoint_ns, checkpoint_id)
    writes(thread_id, checkpoint_ns, checkpoint_id, task_id, task_path, idx,
           channel, type, value)                     key (..., checkpoint_id, task_id, idx)
    checkpoint_blobs(thread_id, checkpoint_ns, channel, version, type, blob)
                                                     key (thread_id, checkpoint_ns, channel, version)

Channel values live in ``checkpoint_blobs``, one row per (channel, version),
so a ``put`` writes only the channels named in ``new_versions``. ``version``
has no declared type: ints, floats and strings are stored as given.

Transactions: every write operation is one ``BEGIN IMMEDIATE`` transaction
(it takes SQLite's write lock up front, so another process writing at the
same time makes it wait up to the connection's busy timeout rather than
fail mid-way), and every read runs in one ``BEGIN`` transaction, so it sees
one consistent snapshot even while another process writes. Calls nested
inside `SqliteEngine.cursor` join the open transaction.

Values are decoded after the lock is released; only the stored checkpoint
(which says which blobs to fetch) is decoded inside the read transaction.
"""

from __future__ import annotations

import functools
import sqlite3
import threading
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import TYPE_CHECKING, Any, Final

from lingxigraph._internal._filter_keys import check_filter_keys
from lingxigraph.checkpoint._rows import EMPTY, Subject, config_for, decode_value, thread_and_ns, write_rows
from lingxigraph.checkpoint.base import (
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
    PendingWrite,
    get_checkpoint_id,
    get_checkpoint_metadata,
)
from lingxigraph.checkpoint.base.id import next_str_version
from lingxigraph.checkpoint.serde.base import SerializerProtocol
from lingxigraph.checkpoint.sqlite._delta import DELTA_STAGE1_SQL
from lingxigraph.checkpoint.sqlite._codec import decode_checkpoint, decode_metadata, encode_checkpoint, encode_metadata
from lingxigraph.errors import CheckpointError

if TYPE_CHECKING:
    from lingxigraph.config import RunnableConfig

__all__ = ("ListKey", "SqliteEngine", "next_version")

_SCHEMA: Final = (
    """CREATE TABLE IF NOT EXISTS checkpoints (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        checkpoint_id TEXT NOT NULL,
        parent_checkpoint_id TEXT,
        type TEXT,
        checkpoint BLOB,
        metadata BLOB,
        PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id)
    )""",
    """CREATE TABLE IF NOT EXISTS writes (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        checkpoint_id TEXT NOT NULL,
        task_id TEXT NOT NULL,
        task_path TEXT NOT NULL DEFAULT '',
        idx INTEGER NOT NULL,
        channel TEXT NOT NULL,
        type TEXT,
        value BLOB,
        PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id, task_id, idx)
    )""",
    """CREATE TABLE IF NOT EXISTS checkpoint_blobs (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        channel TEXT NOT NULL,
        version NOT NULL,
        type TEXT NOT NULL,
        blob BLOB,
        PRIMARY KEY (thread_id, checkpoint_ns, channel, version)
    )""",
)

_CHECKPOINT_COLUMNS: Final = (
    "thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, type, checkpoint, metadata"
)
_INSERT_CHECKPOINT: Final = f"INSERT OR REPLACE INTO checkpoints ({_CHECKPOINT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)"
_UPSERT_BLOB: Final = """INSERT INTO checkpoint_blobs (thread_id, checkpoint_ns, channel, version, type, blob)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (thread_id, checkpoint_ns, channel, version) DO UPDATE SET type = excluded.type, blob = excluded.blob"""
_WRITE_COLUMNS: Final = "thread_id, checkpoint_ns, checkpoint_id, task_id, task_path, idx, channel, type, value"
_KEEP_WRITE: Final = f"INSERT OR IGNORE INTO writes ({_WRITE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
_REPLACE_WRITE: Final = f"INSERT OR REPLACE INTO writes ({_WRITE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
_SELECT_WRITES: Final = """SELECT task_id, channel, type, value FROM writes
    WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ? ORDER BY task_path, task_id, idx"""
_SELECT_WRITES_NO_PATH: Final = """SELECT task_id, channel, type, value FROM writes
    WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ? ORDER BY task_id, idx"""

_BLOB_CHUNK: Final = 300
"""Channels looked up per blob query (two bound parameters each)."""

LIST_PAGE: Final = 32
"""Checkpoints `SqliteEngine.load_page` loads per read transaction when listing."""

ListKey = tuple[str, str, str]
"""``(thread_id, checkpoint_ns, checkpoint_id)`` of a listed checkpoint."""


next_version = next_str_version
"""``f"{n + 1:032}.{random fraction:016}"``, ``n`` being ``current``'s integer part (0 for ``None``)."""


def _no_rows() -> list[tuple[Any, ...]]:
    return []


@dataclass(slots=True, kw_only=True)
class _Fetched:
    """One checkpoint as read inside a transaction, values still serialised."""

    row: tuple[Any, ...]
    """The ``checkpoints`` row, columns as in `_CHECKPOINT_COLUMNS`."""
    checkpoint: Checkpoint
    """The decoded checkpoint (``channel_values`` holds inline values only)."""
    blobs: list[tuple[Any, ...]] = field(default_factory=lambda: _no_rows())
    """``(channel, version, type, blob)`` rows for its channel versions."""
    writes: list[tuple[Any, ...]] = field(default_factory=lambda: _no_rows())
    """``(task_id, channel, type, value)`` rows, in pending-write order."""
    subject: Subject
    """Its thread and id, for error messages."""


class SqliteEngine:
    """One connection, its lock, and the saver operations on it.

    Args:
        conn: the connection. To use it from several threads (as
            `AsyncSqliteSaver` always does) it must be made with
            ``check_same_thread=False``.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.lock = threading.RLock()
        self.is_setup = False
        self._depth = 0
        # a read-only database written by an older saver may lack these; it is
        # read as it is (no task order, channel values only inline)
        self._has_task_path = True
        self._has_blobs = True

    # ---- schema and transactions -------------------------------------------------------------

    def setup(self, subject: Subject | None = None) -> None:
        """Switch to WAL journaling and create the tables if missing (once per engine).

        Raises:
            CheckpointError: the file is not an SQLite database, or SQLite failed.
        """
        # a read transaction: a set-up database is only read (see `_create_tables`)
        with self.transaction(subject or Subject(thread_id=None, checkpoint_id=None), write=False):
            pass

    def _create_tables(self) -> None:
        """Run with the lock held, outside any transaction of ours.

        A database that already has the whole schema is only read, so setting
        up a saver neither waits for another connection's write lock nor needs
        write access. A read-only database of an older saver (no
        ``task_path`` column or blob table) is read as it is, as LangGraph does.
        """
        conn = self.conn
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        write_columns = {row[1] for row in conn.execute("PRAGMA table_info(writes)")} if "writes" in tables else set()
        if {"checkpoints", "writes", "checkpoint_blobs"} <= tables and "task_path" in write_columns:
            self.is_setup = True
            return
        try:
            if not conn.in_transaction:
                conn.execute("PRAGMA journal_mode=WAL").fetchall()
                conn.execute("BEGIN IMMEDIATE")
            for statement in _SCHEMA:
                conn.execute(statement)
            # a database written by older LangGraph savers has no task_path column yet
            if not any(row[1] == "task_path" for row in conn.execute("PRAGMA table_info(writes)")):
                conn.execute("ALTER TABLE writes ADD COLUMN task_path TEXT NOT NULL DEFAULT ''")
            conn.commit()
        except sqlite3.OperationalError as exc:
            _rollback_quietly(conn)
            if "readonly" not in str(exc) or not {"checkpoints", "writes"} <= tables:
                raise
            self._has_task_path = "task_path" in write_columns
            self._has_blobs = "checkpoint_blobs" in tables
        except BaseException:
            _rollback_quietly(conn)
            raise
        self.is_setup = True

    def transaction(self, subject: Subject, *, write: bool) -> _Transaction:
        """A cursor inside one transaction, with the lock held; commits on success, rolls back on error.

        Use as ``with engine.transaction(subject, write=...) as cursor``.

        Args:
            subject: named by the ``CheckpointError`` raised on failure.
            write: begin with ``BEGIN IMMEDIATE`` (else ``BEGIN``).

        Raises:
            CheckpointError: SQLite failed (not an SQLite file, corrupt file,
                busy timeout expired, ...); the cause is chained.
        """
        return _Transaction(self, subject, write)

    # ---- reading -------------------------------------------------------------------------------

    def get_tuple(self, serde: SerializerProtocol, config: RunnableConfig) -> CheckpointTuple | None:
        """The checkpoint ``config`` names, or the latest of its thread and namespace; ``None`` if absent."""
        thread_id, ns = thread_and_ns(config)
        checkpoint_id = get_checkpoint_id(config) or None  # "" means the latest, as in LangGraph
        subject = Subject(thread_id=thread_id, checkpoint_id=checkpoint_id)
        with self.transaction(subject, write=False) as cursor:
            row = _select_checkpoint(cursor, thread_id, ns, checkpoint_id)
            fetched = None if row is None else _fetch(cursor, serde, row, engine=self)
        return None if fetched is None else _build(serde, fetched)

    def list_keys(
        self,
        serde: SerializerProtocol,
        config: RunnableConfig | None,
        *,
        filter: Mapping[str, Any] | None,  # noqa: A002 - LangGraph's name
        before: RunnableConfig | None,
        limit: int | None,
    ) -> list[ListKey]:
        """Keys of the checkpoints `list` yields, newest (largest id) first.

        Args:
            config: ``None`` or no ``thread_id``: every thread; a
                ``checkpoint_ns`` restricts to that namespace; a
                ``checkpoint_id`` to that checkpoint.
            filter: metadata key → value that must all be equal; a dotted key
                (``"user.id"``) reads nested metadata.
            before: only ids strictly smaller than its ``checkpoint_id``; one
                without a ``checkpoint_id`` matches nothing (LangGraph's SQL compares
                with NULL).
            limit: at most this many (``0`` gives none; a negative limit is no
                limit, as SQLite's ``LIMIT -1`` in LangGraph's query).
        """
        if filter:
            check_filter_keys(filter)
        if limit is not None and limit < 0:
            limit = None
        if limit == 0:
            return []
        if before is not None and get_checkpoint_id(before) is None:
            return []
        configurable = (config or {}).get("configurable") or {}
        clauses: list[str] = []
        params: list[Any] = []
        for column, value in (
            ("thread_id", configurable.get("thread_id")),
            ("checkpoint_ns", configurable.get("checkpoint_ns")),
            ("checkpoint_id", configurable.get("checkpoint_id") or None),  # "" filters nothing
        ):
            if value is not None:
                clauses.append(f"{column} = ?")
                params.append(str(value))
        before_id = get_checkpoint_id(before) if before else None
        if before_id is not None:
            clauses.append("checkpoint_id < ?")
            params.append(before_id)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        query = (
            f"SELECT thread_id, checkpoint_ns, checkpoint_id, metadata FROM checkpoints{where} "
            "ORDER BY checkpoint_id DESC"
        )
        if not filter and limit is not None:
            query += f" LIMIT {int(limit)}"
        subject = Subject(thread_id=configurable.get("thread_id"), checkpoint_id=configurable.get("checkpoint_id"))
        with self.transaction(subject, write=False) as cursor:
            rows = cursor.execute(query, params).fetchall()
        keys: list[ListKey] = []
        for thread_id, ns, checkpoint_id, raw_metadata in rows:
            if filter:
                subject = Subject(thread_id=thread_id, checkpoint_id=checkpoint_id)
                metadata = decode_metadata(serde, raw_metadata, subject)
                if not all(_metadata_at(metadata, key) == value for key, value in filter.items()):
                    continue
            keys.append((thread_id, ns, checkpoint_id))
            if limit is not None and len(keys) >= limit:
                break
        return keys

    def load_page(self, serde: SerializerProtocol, keys: Sequence[ListKey]) -> list[CheckpointTuple]:
        """The tuples of ``keys`` read in one transaction (keys deleted meanwhile are skipped)."""
        if not keys:
            return []
        subject = Subject(thread_id=keys[0][0], checkpoint_id=keys[0][2])
        with self.transaction(subject, write=False) as cursor:
            fetched = _fetch_page(cursor, serde, keys, engine=self)
        return [_build(serde, item) for item in fetched]

    def list(
        self,
        serde: SerializerProtocol,
        config: RunnableConfig | None,
        *,
        filter: Mapping[str, Any] | None,  # noqa: A002
        before: RunnableConfig | None,
        limit: int | None,
    ) -> Iterator[CheckpointTuple]:
        """`list_keys`, then the tuples loaded `LIST_PAGE` at a time."""
        keys = self.list_keys(serde, config, filter=filter, before=before, limit=limit)
        for start in range(0, len(keys), LIST_PAGE):
            yield from self.load_page(serde, keys[start : start + LIST_PAGE])

    # ---- writing -------------------------------------------------------------------------------

    def put(
        self,
        serde: SerializerProtocol,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: Mapping[str, Any],
    ) -> RunnableConfig:
        """Store a checkpoint and the values of the channels in ``new_versions``, in one transaction.

        Raises:
            KeyError: no ``thread_id`` in the config.
            TypeError: a value cannot be serialised (nothing is written).
            CheckpointError: SQLite failed (nothing is written).
        """
        thread_id, ns = thread_and_ns(config)
        checkpoint_id = checkpoint["id"]
        values = checkpoint.get("channel_values") or {}
        dumps = serde.dumps_typed
        blobs = [
            (thread_id, ns, channel, version, *(dumps(_as_nested(values[channel])) if channel in values else EMPTY))
            for channel, version in new_versions.items()
        ]
        type_tag, data = encode_checkpoint(serde, checkpoint)
        row = (
            thread_id,
            ns,
            checkpoint_id,
            get_checkpoint_id(config),
            type_tag,
            data,
            encode_metadata(serde, get_checkpoint_metadata(config, metadata)),
        )
        with self.transaction(Subject(thread_id=thread_id, checkpoint_id=checkpoint_id), write=True) as cursor:
            if blobs:
                cursor.executemany(_UPSERT_BLOB, blobs)
            cursor.execute(_INSERT_CHECKPOINT, row)
        return config_for(thread_id, ns, checkpoint_id)

    def put_writes(
        self,
        serde: SerializerProtocol,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str,
    ) -> None:
        """Save a task's writes in one transaction.

        A write's ``idx`` is its position, or `WRITES_IDX_MAP`'s fixed index
        for the special channels. An existing ``(task_id, idx)`` is kept for
        ordinary channels and replaced for special ones.

        Raises:
            KeyError: no ``thread_id`` or ``checkpoint_id`` in the config.
            TypeError: a value cannot be serialised (nothing is written).
            CheckpointError: SQLite failed. Nothing is written.

        The checkpoint need not exist yet: as in LangGraph (and ``InMemorySaver``),
        the writes are stored and belong to it once it is saved.
        """
        keep, replace = write_rows(serde, config, writes, task_id, task_path)
        if not writes:
            return
        first = (keep or replace)[0]
        with self.transaction(Subject(thread_id=first[0], checkpoint_id=first[2]), write=True) as cursor:
            if keep:
                cursor.executemany(_KEEP_WRITE, keep)
            if replace:
                cursor.executemany(_REPLACE_WRITE, replace)

    def delete_thread(self, thread_id: str) -> None:
        """Delete every checkpoint, write and blob of a thread, in one transaction."""
        thread_id = str(thread_id)
        with self.transaction(Subject(thread_id=thread_id, checkpoint_id=None), write=True) as cursor:
            for table in ("checkpoints", "writes", "checkpoint_blobs"):
                cursor.execute(f"DELETE FROM {table} WHERE thread_id = ?", (thread_id,))

    # ---- delta channels ------------------------------------------------------------------------

    def get_delta_channel_history(
        self, serde: SerializerProtocol, config: RunnableConfig, channels: Sequence[str]
    ) -> dict[str, DeltaChannelHistory]:
        """As ``BaseCheckpointSaver.get_delta_channel_history``, walking parents in one read transaction."""
        thread_id, ns = thread_and_ns(config)
        subject = Subject(thread_id=thread_id, checkpoint_id=get_checkpoint_id(config) or None)  # "" means the latest, as in get_tuple
        steps: list[tuple[_Fetched, frozenset[str]]] = []
        with self.transaction(subject, write=False) as cursor:
            row = _select_checkpoint(cursor, thread_id, ns, subject.checkpoint_id)
            pending = set(channels)
            parent_id = None if row is None else row[3]
            # one statement yields the ancestors lazily (its own cursor: `_fetch` queries too)
            ancestors = () if parent_id is None or not pending else cursor.connection.execute(
                DELTA_STAGE1_SQL, (thread_id, ns, parent_id, thread_id, ns)
            )
            seen: set[str] = set()
            for row in ancestors:
                if not pending or row[2] in seen:  # a re-parented ancestor can cycle
                    break
                seen.add(row[2])
                fetched = _fetch(cursor, serde, row, only=pending, engine=self)
                steps.append((fetched, frozenset(pending)))
                seeded = {b[0] for b in fetched.blobs if b[2] != EMPTY[0]} | set(fetched.checkpoint["channel_values"])
                pending -= seeded
        return _fold_history(serde, steps, channels)


class _Transaction:
    """`SqliteEngine.transaction`'s context manager. A class rather than a
    ``@contextmanager`` generator: every ``put`` enters one, and the generator's
    machinery cost more than its ``BEGIN`` and ``COMMIT`` together."""

    __slots__ = ("_commits", "_cursor", "_engine", "_subject", "_write")

    def __init__(self, engine: SqliteEngine, subject: Subject, write: bool) -> None:
        self._engine = engine
        self._subject = subject
        self._write = write
        self._commits = False
        self._cursor: sqlite3.Cursor | None = None

    def __enter__(self) -> sqlite3.Cursor:
        engine = self._engine
        engine.lock.acquire()
        try:
            outer = engine._depth == 0
            # the outermost write commits even when the caller had begun a transaction
            self._commits = outer and self._write
            if not engine.is_setup:
                engine._create_tables()
            cursor = self._cursor = engine.conn.cursor()
            cursor.row_factory = None
            if outer and not engine.conn.in_transaction:
                cursor.execute("BEGIN IMMEDIATE" if self._write else "BEGIN")
                self._commits = True
            engine._depth += 1
        except BaseException as exc:
            error = self._abort(exc)
            if error is not None:
                raise error from exc
            raise
        return cursor

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> bool:
        engine = self._engine
        engine._depth -= 1
        if exc is not None:
            error = self._abort(exc)
            if error is not None:
                raise error from exc
            return False
        try:
            if self._commits:
                engine.conn.commit()
        except BaseException as failed:
            error = self._abort(failed)
            if error is not None:
                raise error from failed
            raise
        self._release()
        return False

    def _abort(self, exc: BaseException) -> CheckpointError | None:
        """Roll back what this transaction began and release it; the error to raise
        instead of ``exc`` (an SQLite failure, naming the subject), else ``None``."""
        try:
            if self._commits:
                _rollback_quietly(self._engine.conn)
        finally:
            self._release()
        if isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.ProgrammingError):
            return self._subject.error(f"the SQLite database failed ({type(exc).__name__}: {exc})")
        return None

    def _release(self) -> None:
        cursor, self._cursor = self._cursor, None
        try:
            if cursor is not None:
                cursor.close()
        finally:
            self._engine.lock.release()


# ---- helpers -------------------------------------------------------------------------------------


def _metadata_at(metadata: Mapping[str, Any], key: str) -> Any:
    """The metadata value at a dotted ``key`` path (``None`` when absent)."""
    value: Any = metadata
    for part in key.split("."):
        if not isinstance(value, Mapping):
            return None
        value = value.get(part)
    return value


def _rollback_quietly(conn: sqlite3.Connection) -> None:
    try:
        conn.rollback()
    except sqlite3.Error:
        pass


@functools.lru_cache(maxsize=64)
def _blob_query(count: int) -> str:
    """Blob rows of ``count`` (channel, version) pairs, bound first, then thread_id and checkpoint_ns."""
    pairs = ", ".join(["(?, ?)"] * count)
    return (
        f"SELECT b.channel, b.version, b.type, b.blob FROM (VALUES {pairs}) AS v "
        "JOIN checkpoint_blobs AS b ON b.thread_id = ? AND b.checkpoint_ns = ? "
        "AND b.channel = v.column1 AND b.version = v.column2"
    )


def _select_checkpoint(
    cursor: sqlite3.Cursor, thread_id: str, ns: str, checkpoint_id: str | None, *, key_only: bool = False
) -> tuple[Any, ...] | None:
    """The ``checkpoints`` row (latest when ``checkpoint_id`` is ``None``); ``key_only``: just its id."""
    columns = "checkpoint_id" if key_only else _CHECKPOINT_COLUMNS
    if checkpoint_id is None:
        query = (
            f"SELECT {columns} FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = ? "
            "ORDER BY checkpoint_id DESC LIMIT 1"
        )
        params: tuple[str, ...] = (thread_id, ns)
    else:
        query = f"SELECT {columns} FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ?"
        params = (thread_id, ns, checkpoint_id)
    row: tuple[Any, ...] | None = cursor.execute(query, params).fetchone()
    return row


def _fetch(
    cursor: sqlite3.Cursor,
    serde: SerializerProtocol,
    row: tuple[Any, ...],
    *,
    engine: SqliteEngine,
    only: set[str] | None = None,
) -> _Fetched:
    """Decode a checkpoint row and read its blobs and writes (``only``: just these channels)."""
    subject = Subject(thread_id=row[0], checkpoint_id=row[2])
    checkpoint = decode_checkpoint(serde, row[4], row[5], subject)
    versions = checkpoint["channel_versions"]
    wanted = [(ch, v) for ch, v in versions.items() if only is None or ch in only]
    langgraph_row = _holds_values(checkpoint)
    if only is not None:
        inline = checkpoint["channel_values"]
        checkpoint["channel_values"] = {ch: inline[ch] for ch in only if ch in inline}
    fetched = _Fetched(row=row, checkpoint=checkpoint, subject=subject)
    for start in range(0, len(wanted) if engine._has_blobs else 0, _BLOB_CHUNK):
        chunk = wanted[start : start + _BLOB_CHUNK]
        params: list[Any] = [item for pair in chunk for item in pair]
        params += (row[0], row[1])
        fetched.blobs.extend(cursor.execute(_blob_query(len(chunk)), params).fetchall())
    if engine._has_blobs and not langgraph_row:
        _take_langgraph_values(cursor, serde, fetched, wanted)
    query = _SELECT_WRITES if engine._has_task_path else _SELECT_WRITES_NO_PATH
    writes = cursor.execute(query, (row[0], row[1], row[2])).fetchall()
    fetched.writes = writes if only is None else [w for w in writes if w[1] in only]
    return fetched


def _fetch_page(
    cursor: sqlite3.Cursor, serde: SerializerProtocol, keys: Sequence[ListKey], *, engine: SqliteEngine
) -> list[_Fetched]:
    """`_fetch` of each key (in key order, missing ones skipped) with three queries per
    thread and namespace instead of three per checkpoint: the rows, the blobs of every
    distinct channel version they name, and their writes. Neighbouring checkpoints share
    most versions, whose blob bytes are read once (each checkpoint still decodes its own)."""
    groups: dict[tuple[str, str], list[str]] = {}
    for thread_id, ns, checkpoint_id in keys:
        groups.setdefault((thread_id, ns), []).append(checkpoint_id)
    found: dict[ListKey, _Fetched] = {}
    for (thread_id, ns), ids in groups.items():
        marks = ", ".join("?" * len(ids))
        rows = cursor.execute(
            f"SELECT {_CHECKPOINT_COLUMNS} FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = ? "
            f"AND checkpoint_id IN ({marks})",
            (thread_id, ns, *ids),
        ).fetchall()
        fetched: dict[str, _Fetched] = {}
        pairs: dict[tuple[str, Any], None] = {}
        for row in rows:
            item_subject = Subject(thread_id=row[0], checkpoint_id=row[2])
            checkpoint = decode_checkpoint(serde, row[4], row[5], item_subject)
            fetched[row[2]] = _Fetched(row=row, checkpoint=checkpoint, subject=item_subject)
            if engine._has_blobs:
                pairs.update(dict.fromkeys(checkpoint["channel_versions"].items()))
        blobs: dict[tuple[str, Any], tuple[Any, ...]] = {}
        wanted = list(pairs)
        for start in range(0, len(wanted), _BLOB_CHUNK):
            chunk = wanted[start : start + _BLOB_CHUNK]
            params: list[Any] = [item for pair in chunk for item in pair]
            params += (thread_id, ns)
            for blob_row in cursor.execute(_blob_query(len(chunk)), params).fetchall():
                blobs[(blob_row[0], blob_row[1])] = blob_row
        for item in fetched.values():
            item.blobs = [blobs[pair] for pair in item.checkpoint["channel_versions"].items() if pair in blobs]
            if engine._has_blobs and not _holds_values(item.checkpoint):
                _take_langgraph_values(cursor, serde, item, item.checkpoint["channel_versions"].items())
        order = "task_path, task_id, idx" if engine._has_task_path else "task_id, idx"
        for checkpoint_id, *write in cursor.execute(
            f"SELECT checkpoint_id, task_id, channel, type, value FROM writes WHERE thread_id = ? "
            f"AND checkpoint_ns = ? AND checkpoint_id IN ({marks}) ORDER BY checkpoint_id, {order}",
            (thread_id, ns, *ids),
        ).fetchall():
            item = fetched.get(checkpoint_id)
            if item is not None:
                item.writes.append(tuple(write))
        for checkpoint_id, item in fetched.items():
            found[(thread_id, ns, checkpoint_id)] = item
    return [found[key] for key in keys if key in found]


def _holds_values(checkpoint: Checkpoint) -> bool:
    """Whether the checkpoint keeps versioned values inline (a row LangGraph's saver wrote)."""
    versions = checkpoint["channel_versions"]
    return any(channel in versions for channel in checkpoint["channel_values"])


def _take_langgraph_values(
    cursor: sqlite3.Cursor, serde: SerializerProtocol, fetched: _Fetched, wanted: Collection[tuple[str, Any]]
) -> None:
    """Put inline in ``fetched`` the values of its ``wanted`` versions that have no blob.

    A step run here stores blobs only for the versions it makes. In a thread LangGraph
    started, the channels its steps did not touch keep versions LangGraph made, whose
    values sit inline in LangGraph's last row: the nearest ancestor holding values
    inline. A version not found there was an empty channel (LangGraph leaves those out).
    """
    if len(fetched.blobs) >= len(wanted):  # (one row per version: none is missing)
        return
    have = {(blob[0], blob[1]) for blob in fetched.blobs}
    missing = [(ch, v) for ch, v in wanted if (ch, v) not in have]
    if not missing:
        return
    thread_id, ns, _, parent_id = fetched.row[:4]
    seen: set[str] = set()
    while parent_id and parent_id not in seen:  # (a re-parented ancestor can cycle)
        seen.add(parent_id)
        row = _select_checkpoint(cursor, thread_id, ns, parent_id)
        if row is None:
            return
        parent = decode_checkpoint(serde, row[4], row[5], Subject(thread_id=row[0], checkpoint_id=row[2]))
        if _holds_values(parent):
            values, versions = parent["channel_values"], parent["channel_versions"]
            inline = fetched.checkpoint["channel_values"]
            for channel, version in missing:
                if channel in values and versions.get(channel) == version:
                    inline[channel] = values[channel]
            return
        parent_id = row[3]


def _channel_values(serde: SerializerProtocol, fetched: _Fetched) -> dict[str, Any]:
    values = fetched.checkpoint["channel_values"]
    subject = fetched.subject
    # take the rows out of `fetched` and pop them as they are decoded: each
    # serialised blob is freed once its value exists, so a load never holds
    # all the raw bytes and all the decoded values at once
    rows, fetched.blobs = fetched.blobs, []
    rows.reverse()
    while rows:
        channel, version, type_tag, blob = rows.pop()
        if type_tag == EMPTY[0]:
            values.pop(channel, None)
            continue
        what = f"the value of channel {channel!r} (version {version!r})"
        values[channel] = decode_value(serde, type_tag, blob, subject, what)
    return values


def _pending_writes(serde: SerializerProtocol, fetched: _Fetched) -> list[PendingWrite]:
    subject = fetched.subject
    return [
        (
            task_id,
            channel,
            decode_value(serde, type_tag, value, subject, f"the write to {channel!r} of task {task_id!r}"),
        )
        for task_id, channel, type_tag, value in fetched.writes
    ]


def _build(serde: SerializerProtocol, fetched: _Fetched) -> CheckpointTuple:
    thread_id, ns, checkpoint_id, parent_id = fetched.row[:4]
    checkpoint = fetched.checkpoint
    checkpoint["channel_values"] = _channel_values(serde, fetched)
    return CheckpointTuple(
        config=config_for(thread_id, ns, checkpoint_id),
        checkpoint=checkpoint,
        metadata=decode_metadata(serde, fetched.row[6], fetched.subject),
        parent_config=config_for(thread_id, ns, parent_id) if parent_id else None,
        pending_writes=_pending_writes(serde, fetched),
    )


def _fold_history(
    serde: SerializerProtocol, steps: list[tuple[_Fetched, frozenset[str]]], channels: Sequence[str]
) -> dict[str, DeltaChannelHistory]:
    """Per channel: writes of the ancestors it was still pending at (oldest first) and its seed."""
    groups: dict[str, list[list[PendingWrite]]] = {ch: [] for ch in channels}
    result: dict[str, DeltaChannelHistory] = {ch: DeltaChannelHistory(writes=[]) for ch in channels}
    for fetched, pending in steps:
        writes = _pending_writes(serde, fetched)
        values = _channel_values(serde, fetched)
        for channel in pending:
            groups[channel].append([w for w in writes if w[1] == channel])
            if channel in values:
                result[channel]["seed"] = values[channel]
    for channel in channels:
        result[channel]["writes"] = [w for group in reversed(groups[channel]) for w in group]
    return result


def _as_nested(value: Any) -> Any:
    """A channel value as it reads back from LangGraph's ``SqliteSaver``, which
    serialises the checkpoint whole: a ``bytearray`` value is nested there, so it
    comes back as ``bytes`` (the serializer keeps only a top-level ``bytearray``)."""
    return bytes(value) if type(value) is bytearray else value

"""A store on the standard library's ``sqlite3``, with the same behaviour as `InMemoryStore`.

Mirrors ``langgraph.store.sqlite.SqliteStore``. Tables::

    store(prefix TEXT, key TEXT, value TEXT (JSON),
          created_at TEXT ("YYYY-MM-DD HH:MM:SS", UTC), updated_at TEXT (same),
          expires_at REAL (POSIX seconds), ttl_minutes REAL,
          PRIMARY KEY (prefix, key))
    store_vectors(prefix TEXT, key TEXT, field_name TEXT, embedding BLOB
          (float32, native order, as sqlite-vec stores them), created_at, updated_at,
          PRIMARY KEY (prefix, key, field_name))     -- with an index only
    store_migrations(v), vector_migrations(v)        -- LangGraph's ledgers

``prefix`` is the namespace joined with ``"."`` (labels cannot contain one).
As in LangGraph's SQLite store: a put replaces the whole row (``created_at``
restarts, the row moves to the end of the table), timestamps have whole
seconds (SQLite's ``CURRENT_TIMESTAMP`` form, read back as naive datetimes),
and a search without a query lists the most recently updated items first,
items updated in the same second in the order SQLite scans them (its query is
LangGraph's, so the order is the same). Filters, ranking and namespace
matching run in Python (``lingxigraph.store._core``), shared with the
in-memory store; SQL only narrows rows down first: by namespace (an indexable
``GLOB`` for a plain prefix, the `NS_MATCH_FUNCTION` regex for a suffix or a
``"*"`` label) and by expiry. As in LangGraph's SQLite store, a search with a
query returns only items that have vectors (it joins ``store_vectors``).
Unlike LangGraph's, a put (or delete) drops the item's old vectors, so an item
re-put with ``index=False`` is no longer ranked by its old text.
"""

from __future__ import annotations

import json
import re
import sqlite3
import threading
import time
from array import array
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Sequence
from contextlib import contextmanager
from datetime import datetime, timezone
from functools import partial
from typing import Any, ClassVar

import anyio.to_thread

from lingxigraph._internal._filter_keys import check_filter_keys
from lingxigraph.store.sqlite._filter import compile_filter
from lingxigraph.store._core import (
    Candidate,
    Clock,
    Embedded,
    EmbedPlan,
    IndexSettings,
    ThreadSweeping,
    TTLPolicy,
    Vector,
    dumps_json as _dumps,
    expiry,
    is_expired,
    namespace_pattern as _namespace_match_pattern,
    rank,
    select_namespaces,
    to_datetime,
)
from lingxigraph.store.base import (
    BaseStore,
    GetOp,
    IndexConfig,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
    validate_op_namespace,
)

__all__ = ("SqliteStore", "SqliteIndexConfig")

Deserializer = Callable[[Any], "dict[str, Any]"]
"""Turns the stored JSON text of a value back into a dict."""

MIGRATIONS: tuple[str, ...] = (
    """CREATE TABLE IF NOT EXISTS store (
        prefix TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
        updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
        PRIMARY KEY (prefix, key)
    )""",
    "CREATE INDEX IF NOT EXISTS store_prefix_idx ON store (prefix)",
    "ALTER TABLE store ADD COLUMN expires_at REAL",
    "ALTER TABLE store ADD COLUMN ttl_minutes REAL",
    "CREATE INDEX IF NOT EXISTS store_expires_at_idx ON store (expires_at) WHERE expires_at IS NOT NULL",
)
"""The schema, one statement per version of LangGraph's ``store_migrations`` ledger
(the same tables and columns, so either library opens the other's file)."""

VECTOR_MIGRATIONS: tuple[str, ...] = (
    """CREATE TABLE IF NOT EXISTS store_vectors (
        prefix TEXT NOT NULL,
        key TEXT NOT NULL,
        field_name TEXT NOT NULL,
        embedding BLOB,
        created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
        updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
        PRIMARY KEY (prefix, key, field_name)
    )""",
)
"""The vectors' table, one statement per version of LangGraph's ``vector_migrations``
ledger; made by `SqliteStore.setup` when the store has an index."""

_ADDED_COLUMN = re.compile(r"ADD COLUMN (\w+)")


class SqliteIndexConfig(IndexConfig, total=False):
    """Semantic-search settings of the SQLite stores (LangGraph's name): the keys of `IndexConfig`."""


NS_MATCH_FUNCTION = "_langgraph_namespace_match"
"""SQLite function ``NS_MATCH_FUNCTION(prefix, pattern)`` each store registers on its
connection: 1 when the dot-joined namespace matches a `_namespace_match_pattern` regex
(LangGraph's name; a private one, so a caller's own ``REGEXP`` stays untouched)."""


def _escape_glob_literal(text: str) -> str:
    """``text`` as a literal inside a ``GLOB`` pattern (``*``, ``?`` and ``[`` bracketed)."""
    return re.sub(r"[*?\[]", r"[\g<0>]", text)


def _namespace_matches(prefix: str | None, pattern: str) -> int:
    return 0 if prefix is None else int(re.search(pattern, prefix) is not None)


def _namespace_condition(condition: MatchCondition, column: str) -> tuple[str, list[Any]]:
    """SQL narrowing ``column`` (a dot-joined namespace) to ``condition``; ``("", [])`` for none."""
    path = tuple(condition.path)
    if not path:
        return "", []
    if condition.match_type == "prefix" and "*" not in path:
        text = _encode_ns(path)
        return f" AND ({column} = ? OR {column} GLOB ?)", [text, _escape_glob_literal(text) + ".*"]
    return f" AND {NS_MATCH_FUNCTION}({column}, ?)", [_namespace_match_pattern(path, condition.match_type)]


# a new row each time, as LangGraph's ``INSERT OR REPLACE``: search order for items
# updated in the same second is the table's, which a put moves to the end
_REPLACE = """INSERT OR REPLACE INTO store (prefix, key, value, created_at, updated_at, expires_at, ttl_minutes)
    VALUES (?, ?, ?, ?, ?, ?, ?)"""

_TIMESTAMP_FORMAT = "%Y-%m-%d %H:%M:%S"
"""SQLite's ``CURRENT_TIMESTAMP`` text (UTC, whole seconds), which LangGraph's store writes."""

_PUT_VECTOR = """INSERT OR REPLACE INTO store_vectors (prefix, key, field_name, embedding, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?)"""

_REFRESH = "UPDATE store SET expires_at = ? + ttl_minutes * 60.0 WHERE prefix = ? AND key = ? AND ttl_minutes IS NOT NULL"


def _encode_ns(namespace: tuple[str, ...]) -> str:
    return ".".join(namespace)


def _decode_ns(prefix: str) -> tuple[str, ...]:
    return tuple(prefix.split(".")) if prefix else ()


def _timestamp(text: str | None) -> datetime:
    """Stored timestamp → datetime as LangGraph reads it: ``CURRENT_TIMESTAMP`` text gives
    a naive datetime (UTC); text with an offset (older rows of ours) an aware one."""
    return datetime.fromisoformat(text) if text else datetime.fromtimestamp(0, tz=timezone.utc)


def _require_str_keys(value: Any) -> None:
    """Refuse dict keys that are not strings, anywhere in ``value``, as LangGraph's
    SQLite store does (its JSON encoder raises; ``json.dumps`` would make them strings).

    Raises:
        TypeError: "Dict key must be str".
    """
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError("Dict key must be str")
            _require_str_keys(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _require_str_keys(item)


def _vector_blob(vector: Vector) -> bytes:
    return array("f", vector).tobytes()


def _blob_vector(blob: bytes) -> Vector:
    return array("f", blob).tolist()


def _field_names(vectors: list[tuple[str, Vector]]) -> list[str]:
    """The ``field_name`` of each vector: its path, numbered ``"path.i"`` when the path
    gave several texts (LangGraph's naming)."""
    counts = Counter(path for path, _ in vectors)
    seen: Counter[str] = Counter()
    names = []
    for path, _ in vectors:
        names.append(path if counts[path] == 1 else f"{path}.{seen[path]}")
        seen[path] += 1
    return names


def _search_item(prefix: str, key: str, value: Any, created: str | None, updated: str | None) -> SearchItem:
    return SearchItem(_decode_ns(prefix), key, value, _timestamp(created), _timestamp(updated))


def _seconds(value: float | str | None) -> float | None:
    """Stored ``expires_at`` → POSIX seconds (older rows may hold ISO text)."""
    if value is None or isinstance(value, float | int):
        return value
    return _timestamp(value).timestamp()


class SqliteStore(ThreadSweeping, BaseStore):
    """A thread-safe `BaseStore` on a ``sqlite3`` connection.

    Args:
        conn: the connection. Create it with ``check_same_thread=False`` to use
            the store from several threads or from the async methods (which run
            in worker threads); `from_conn_string` does.
        deserializer: turns a stored value (JSON text) into a dict; default ``json.loads``.
        index: semantic-search settings (`IndexConfig`); vectors are stored as
            JSON and compared in Python (cosine similarity).
        ttl: TTL settings (`TTLConfig`).
        clock: current time in POSIX seconds; default ``time.time``.

    Values must be JSON-serialisable (datetimes, dates and UUIDs are written
    as strings; tuples come back as lists). The tables are created by `setup`,
    which the first batch calls if you have not. Operations of one batch run
    in order in one transaction. Behaviour otherwise matches `InMemoryStore`.
    """

    supports_ttl = True
    MIGRATIONS: ClassVar[Sequence[str]] = MIGRATIONS
    """The store's schema statements `setup` applies, one per ``store_migrations`` version."""
    VECTOR_MIGRATIONS: ClassVar[Sequence[str]] = VECTOR_MIGRATIONS
    """The vectors' table statements `setup` applies with an index, one per ``vector_migrations`` version."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        *,
        deserializer: Deserializer | None = None,
        index: IndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.conn = conn
        self.index_config = index
        self.ttl_config = ttl
        self.is_setup = False
        self._has_vectors = False  # whether the file has a store_vectors table (set by setup)
        self._loads: Deserializer = deserializer or json.loads
        self._index = IndexSettings.from_config(index)
        self.embeddings = self._index.user_embeddings if self._index is not None else None
        """The index's embedding model (``None`` without an index)."""
        self._ttl = TTLPolicy(ttl)
        # as LangGraph's SQLite store: reads restart TTLs only when the config asks
        # (refresh_on_read=True), whatever the operation's refresh_ttl says
        self._refreshes_on_read = bool((ttl or {}).get("refresh_on_read", False))
        self._clock: Clock = clock or time.time
        self._lock = threading.RLock()
        self._init_sweeper()

    @classmethod
    @contextmanager
    def from_conn_string(
        cls,
        conn_string: str,
        *,
        index: IndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> Generator[SqliteStore, None, None]:
        """Open a connection (``":memory:"`` or a file path) and yield a store on it.

        The connection is closed (and any TTL sweeper stopped) on exit.
        """
        conn = sqlite3.connect(conn_string, check_same_thread=False)
        store = cls(conn, index=index, ttl=ttl, clock=clock)
        try:
            yield store
        finally:
            store.stop_ttl_sweeper()
            conn.close()

    def setup(self) -> None:
        """Create the tables and indexes if missing (idempotent).

        Applies `MIGRATIONS` (and, with an index, `VECTOR_MIGRATIONS`) and records
        them in LangGraph's ledgers (``store_migrations``, ``vector_migrations``), so
        LangGraph's store can open the file again. A statement adding a column the
        table already has is skipped, so a table made by an older version of either
        library is brought up to date. Vectors an older lingxigraph kept in a
        ``vectors`` column of ``store`` move to ``store_vectors``.
        """
        with self._lock, self.conn:
            self.conn.create_function(NS_MATCH_FUNCTION, 2, _namespace_matches, deterministic=True)
            self._migrate("store_migrations", self.MIGRATIONS)
            columns = {row[1] for row in self.conn.execute("PRAGMA table_info(store)")}
            legacy = "vectors" in columns and self.conn.execute(
                "SELECT 1 FROM store WHERE vectors IS NOT NULL LIMIT 1"
            ).fetchone()
            if self._index is not None or legacy:
                self._migrate("vector_migrations", self.VECTOR_MIGRATIONS)
            if legacy:
                self._move_legacy_vectors()
            self._has_vectors = (
                self.conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'store_vectors'").fetchone()
                is not None
            )
            self.is_setup = True

    def _migrate(self, ledger: str, statements: Sequence[str]) -> None:
        self.conn.execute(f"CREATE TABLE IF NOT EXISTS {ledger} (v INTEGER PRIMARY KEY)")
        done = {row[0] for row in self.conn.execute(f"SELECT v FROM {ledger}")}
        for version, statement in enumerate(statements):
            if version in done:
                continue
            added = _ADDED_COLUMN.search(statement)
            if added is None or added.group(1) not in {row[1] for row in self.conn.execute("PRAGMA table_info(store)")}:
                self.conn.execute(statement)
            self.conn.execute(f"INSERT INTO {ledger} (v) VALUES (?)", (version,))

    def _move_legacy_vectors(self) -> None:
        rows = self.conn.execute("SELECT prefix, key, vectors, updated_at FROM store WHERE vectors IS NOT NULL").fetchall()
        for prefix, key, vectors, stamp in rows:
            pairs = [(path, vector) for path, vector in json.loads(vectors)]
            self.conn.executemany(
                _PUT_VECTOR,
                [
                    (prefix, key, name, _vector_blob(vector), stamp, stamp)
                    for name, (_, vector) in zip(_field_names(pairs), pairs, strict=True)
                ],
            )
        self.conn.execute("UPDATE store SET vectors = NULL")

    # ---- batches -------------------------------------------------------------------------

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations in one transaction; see `BaseStore.batch`. Reads (gets,
        searches, namespace listings) see the store as it was before the batch; puts
        apply after them.

        Raises:
            InvalidNamespaceError: an operation's namespace is invalid (nothing runs).
            ValueError: a filter uses an unsupported operator, or vectors differ in size.
            TypeError: a value is not JSON-serialisable (the batch is rolled back).
        """
        listed = self._checked(ops)
        return self._apply(listed, EmbedPlan.for_ops(listed, self._index).run(self._index))

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Async twin of `batch`: embeds with the async model, then runs SQL in a worker thread."""
        listed = self._checked(ops)
        embedded = await EmbedPlan.for_ops(listed, self._index).arun(self._index)
        return await anyio.to_thread.run_sync(self._apply, listed, embedded)

    @staticmethod
    def _checked(ops: Iterable[Op]) -> list[Op]:
        listed = list(ops)
        for op in listed:
            validate_op_namespace(op)
            if isinstance(op, SearchOp) and op.filter:
                check_filter_keys(op.filter)
        return listed

    def _apply(self, ops: list[Op], embedded: Embedded) -> list[Result]:
        if not self.is_setup:
            self.setup()
        with self._lock, self.conn:
            cur = self.conn.cursor()
            now = self._clock()
            if self._ttl.sweep_due(now):
                self._sweep(cur, now)
            # as LangGraph's stores: reads see the store as it was before the batch;
            # its writes are applied after them, in order
            results: list[Result] = []
            for i, op in enumerate(ops):
                if isinstance(op, GetOp):
                    results.append(self._get(cur, op, now))
                elif isinstance(op, SearchOp):
                    results.append(self._search(cur, op, embedded.queries.get(i), now))
                elif isinstance(op, PutOp):
                    results.append(None)
                else:
                    results.append(self._list(cur, op, now))
            for i, op in enumerate(ops):
                if isinstance(op, PutOp):
                    self._put(cur, op, embedded.documents.get(i, []), now)
            return results

    # ---- operations (lock and transaction held) ------------------------------------------

    def _live_clause(self, now: float) -> tuple[str, list[Any]]:
        if not self._ttl.omit_expired:
            return "", []
        return " AND (expires_at IS NULL OR expires_at > ?)", [now]  # column name unique in both queries

    def _get(self, cur: sqlite3.Cursor, op: GetOp, now: float) -> Item | None:
        prefix = _encode_ns(op.namespace)
        row = cur.execute(
            "SELECT value, created_at, updated_at, expires_at FROM store WHERE prefix = ? AND key = ?",
            (prefix, op.key),
        ).fetchone()
        if row is None or (self._ttl.omit_expired and is_expired(_seconds(row[3]), now)):
            return None
        if op.refresh_ttl and self._refreshes_on_read:
            cur.execute(_REFRESH, (now, prefix, op.key))
        return Item(
            value=self._loads(row[0]),
            key=op.key,
            namespace=op.namespace,
            created_at=_timestamp(row[1]),
            updated_at=_timestamp(row[2]),
        )

    def _search(self, cur: sqlite3.Cursor, op: SearchOp, query: Vector | None, now: float) -> list[SearchItem]:
        # LangGraph's query shape (same plan, so the same order among equal timestamps)
        if op.namespace_prefix:
            # (a search's prefix is literal: "*" is no wildcard there)
            prefix = _encode_ns(op.namespace_prefix)
            where, params = "(s.prefix = ? OR s.prefix GLOB ?)", [prefix, _escape_glob_literal(prefix) + ".*"]
        else:
            where, params = "TRUE", []
        live_sql, live_params = self._live_clause(now)
        where, params = where + live_sql, params + live_params
        rows = cur.execute(
            f"SELECT s.prefix, s.key, s.value, s.created_at, s.updated_at FROM store s WHERE {where}"
            " ORDER BY s.updated_at DESC",
            params,
        ).fetchall()
        vectors: dict[tuple[str, str], list[Vector]] = {}
        if query is not None:
            # as LangGraph's join with store_vectors: only items with vectors are ranked
            joined = cur.execute(
                "SELECT sv.prefix, sv.key, sv.embedding FROM store_vectors sv"
                f" JOIN store s ON s.prefix = sv.prefix AND s.key = sv.key WHERE {where}",
                params,
            )
            for prefix, key, blob in joined:
                if blob is not None:
                    vectors.setdefault((prefix, key), []).append(_blob_vector(blob))
            rows = [row for row in rows if (row[0], row[1]) in vectors]
        candidates = []
        for prefix, key, value, created, updated in rows:
            value = self._loads(value)
            candidates.append(
                Candidate(
                    value,
                    vectors.get((prefix, key), []),
                    partial(_search_item, prefix, key, value, created, updated),
                )
            )
        found = rank(candidates, op, query, matches=compile_filter(op.filter) if op.filter else None, sql_paging=True)
        if op.refresh_ttl and found and self._refreshes_on_read:
            cur.executemany(_REFRESH, [(now, _encode_ns(item.namespace), item.key) for item in found])
        return found

    def _put(self, cur: sqlite3.Cursor, op: PutOp, vectors: list[tuple[str, Vector]], now: float) -> None:
        prefix = _encode_ns(op.namespace)
        if self._has_vectors:
            cur.execute("DELETE FROM store_vectors WHERE prefix = ? AND key = ?", (prefix, op.key))
        if op.value is None:
            cur.execute("DELETE FROM store WHERE prefix = ? AND key = ?", (prefix, op.key))
            return
        stamp = to_datetime(now).strftime(_TIMESTAMP_FORMAT)
        _require_str_keys(op.value)
        cur.execute(
            _REPLACE, (prefix, op.key, _dumps(dict(op.value)), stamp, stamp, expiry(now, op.ttl), op.ttl)
        )
        if vectors:
            cur.executemany(
                _PUT_VECTOR,
                [
                    (prefix, op.key, name, _vector_blob(vector), stamp, stamp)
                    for name, (_, vector) in zip(_field_names(vectors), vectors, strict=True)
                ],
            )

    def _list(self, cur: sqlite3.Cursor, op: ListNamespacesOp, now: float) -> list[tuple[str, ...]]:
        sql, params = "SELECT DISTINCT prefix FROM store WHERE 1 = 1", []
        for condition in op.match_conditions or ():
            where, values = _namespace_condition(condition, "prefix")
            sql += where
            params += values
        live_sql, live_params = self._live_clause(now)
        rows = cur.execute(sql + live_sql, params + live_params).fetchall()
        namespaces = [_decode_ns(row[0]) for row in rows]
        if op.max_depth is not None and op.max_depth <= 0:
            # LangGraph's recursive split: depth 0 is the empty text (read back as ("",)),
            # a negative depth none
            namespaces = [("",)] if namespaces and op.max_depth == 0 else []
            op = op._replace(max_depth=None)
        # (ordered as LangGraph's SQL orders them: by the dot-joined text, "a-c" before "a.b")
        return select_namespaces(namespaces, op, order=_encode_ns, sql_paging=True)

    # ---- TTL -----------------------------------------------------------------------------

    def _sweep(self, cur: sqlite3.Cursor, now: float) -> int:
        swept = cur.execute("DELETE FROM store WHERE expires_at IS NOT NULL AND expires_at <= ?", (now,)).rowcount
        if swept and self._has_vectors:
            cur.execute("DELETE FROM store_vectors WHERE (prefix, key) NOT IN (SELECT prefix, key FROM store)")
        return swept

    def sweep_ttl(self) -> int:
        """Delete expired items now.

        Returns:
            How many items were deleted.
        """
        if not self.is_setup:
            self.setup()
        with self._lock, self.conn:
            return self._sweep(self.conn.cursor(), self._clock())

    async def asweep_ttl(self) -> int:
        """Async twin of `sweep_ttl` (runs in a worker thread)."""
        return await anyio.to_thread.run_sync(self.sweep_ttl)


BaseSqliteStore = SqliteStore
"""Compatibility name: LangGraph's base of its SQLite stores; here the store that holds the SQL."""

"""The sync Postgres store, and what both Postgres stores share.

Mirrors ``langgraph.store.postgres.base`` (langgraph-checkpoint-postgres 3.2):
`PostgresStore` on a psycopg ``Connection`` or ``ConnectionPool``, on the same
tables as LangGraph's store (see `lingxigraph.store.postgres._sql`), so either
library reads what the other wrote.

Behaviour is the other stores' (`InMemoryStore`, `SqliteStore`) except where
LangGraph's Postgres store differs, which it follows:

- filters are read as LangGraph's Postgres store reads them (a field is a
  top-level key; jsonb equality; order operators on text), except that numbers
  compare as numbers (langgraph#7684);
- searches list the most recently updated items first, and list_namespaces sorts
  the namespaces' dot-joined text, both in SQL of LangGraph's shape (so ties and
  collations come out as there, and negative paging bounds fail as there);
- a batch writes as LangGraph's: the last operation on each key wins, and its
  writes share one timestamp;
- timestamps are the session time zone's, as psycopg reads them; they come
  from the store's clock (LangGraph: the server's transaction time).

Semantic search (``index=``) needs the pgvector extension and is not supported yet.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, Literal, TypeAlias, TypeVar

import anyio.to_thread
from psycopg import Connection, Pipeline
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool
from typing_extensions import TypedDict

from lingxigraph._internal._pg import Rows, Runner, Sql, trip
from lingxigraph.store._core import Clock, ThreadSweeping, TTLPolicy, dumps_json, to_datetime
from lingxigraph.store.base import (
    BaseStore,
    GetOp,
    IndexConfig,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
    validate_op_namespace,
)
from lingxigraph.store.postgres import _sql

if TYPE_CHECKING:
    from psycopg import AsyncConnection
    from psycopg_pool import AsyncConnectionPool

__all__ = (
    "ANNIndexConfig",
    "BasePostgresStore",
    "HNSWConfig",
    "IVFFlatConfig",
    "MIGRATIONS",
    "PoolConfig",
    "PostgresIndexConfig",
    "PostgresStore",
)

MIGRATIONS: Final[list[str]] = list(_sql.MIGRATIONS)

Deserializer = Callable[[Any], "dict[str, Any]"]
"""Turns a stored value that the driver did not decode to a dict (bytes or text) into one."""

SyncConn: TypeAlias = "Connection[Any] | ConnectionPool[Any]"
"""What a sync store runs on: one connection or a pool."""
AsyncConn: TypeAlias = "AsyncConnection[Any] | AsyncConnectionPool[Any]"
"""What an async store runs on: one async connection or an async pool."""

C = TypeVar("C", bound="SyncConn | AsyncConn")


class PoolConfig(TypedDict, total=False):
    """Settings of the pool `PostgresStore.from_conn_string` opens (psycopg_pool's arguments)."""

    min_size: int
    """Connections kept open; default 1."""
    max_size: int | None
    """Most connections open at once; default ``None``: ``min_size``."""
    kwargs: dict[str, Any]
    """Extra arguments for each connection; defaults added: ``autocommit=True``,
    ``prepare_threshold=0``, ``row_factory=dict_row``."""


class ANNIndexConfig(TypedDict, total=False):
    """Vector index settings (pgvector; not supported yet)."""

    kind: Literal["hnsw", "ivfflat", "flat"]
    """Index kind: ``"hnsw"``, ``"ivfflat"``, or ``"flat"`` for none."""
    vector_type: Literal["vector", "halfvec"]
    """Column type: ``"vector"`` (single precision) or ``"halfvec"`` (half precision)."""


class HNSWConfig(ANNIndexConfig, total=False):
    """An HNSW index (pgvector; not supported yet)."""

    m: int
    """Links per node and layer."""
    ef_construction: int
    """Candidate list size while building."""


class IVFFlatConfig(ANNIndexConfig, total=False):
    """An IVFFlat index (pgvector; not supported yet)."""

    nlist: int
    """Number of lists (clusters)."""


class PostgresIndexConfig(IndexConfig, total=False):
    """Semantic-search settings of the Postgres stores: `IndexConfig` plus pgvector's (not supported yet)."""

    ann_index_config: ANNIndexConfig
    """The vector index."""
    distance_type: Literal["l2", "inner_product", "cosine"]
    """The distance: Euclidean, inner product or cosine."""


SETUP_HINT = "the Postgres store tables are missing: call the store's setup() once first"
"""The note on ``UndefinedTable`` when ``setup`` was never run."""

_Fill = Callable[[Rows, list[Result]], None]
"""Puts one statement's answer into the batch's results."""


class BasePostgresStore(Generic[C]):
    """What `PostgresStore` and `AsyncPostgresStore` share: settings, and each batch's SQL.

    Raises:
        NotImplementedError: ``index`` was given (semantic search needs pgvector).
    """

    conn: C
    index_config: PostgresIndexConfig | None
    MIGRATIONS: ClassVar[Sequence[str]] = MIGRATIONS
    """The schema statements `setup` runs, one per version recorded in ``store_migrations``
    (from the first version not yet recorded). A subclass or an instance may replace
    them before `setup`, e.g. to change a column's type."""
    ttl_config: TTLConfig | None

    def _configure(
        self,
        *,
        deserializer: Deserializer | None,
        index: PostgresIndexConfig | None,
        ttl: TTLConfig | None,
        clock: Clock | None,
    ) -> None:
        if index is not None:
            raise NotImplementedError(
                f"{type(self).__name__}(index=...): semantic search needs the pgvector extension, which "
                "lingxigraph's Postgres store does not support yet; use InMemoryStore or SqliteStore "
                "for semantic search"
            )
        self.index_config = None
        self.embeddings = None
        """The embedding model: always ``None`` (no semantic search yet)."""
        self.ttl_config = ttl
        self._deserializer = deserializer
        self._ttl = TTLPolicy(ttl)
        self._clock: Clock = clock or time.time

    def _plan(self, ops: Iterable[Op]) -> tuple[list[Sql], Callable[[list[Rows]], list[Result]]]:
        """The statements of one batch and how to read their answers.

        Reads come first, so they see the store as it was before the batch; its
        puts follow (the last one on each key wins). All run in one transaction.

        Raises:
            InvalidNamespaceError: an operation's namespace is invalid.
            ValueError: a search filter uses an unsupported operator.
            TypeError: a value JSON cannot hold.
        """
        listed = list(ops)
        for op in listed:
            validate_op_namespace(op)
        seconds = self._clock()
        now = to_datetime(seconds)
        omit = now if self._ttl.omit_expired else None
        statements: list[Sql] = []
        fills: list[tuple[int, _Fill]] = []
        if self._ttl.sweep_due(seconds):
            statements.append(_sql.sweep(now))
        gets = [(i, op) for i, op in enumerate(listed) if isinstance(op, GetOp)]
        if gets:
            wanted = [(_sql.encode_ns(op.namespace), str(op.key), op.refresh_ttl) for _, op in gets]
            fills.append((len(statements), self._fill_gets(gets)))
            statements.append(_sql.get_many(wanted, now, omit))
        for i, op in enumerate(listed):
            if isinstance(op, SearchOp):
                refresh = now if op.refresh_ttl else None
                fills.append((len(statements), self._fill_search(i)))
                statements.append(
                    _sql.search(
                        op.namespace_prefix, op.filter, op.limit, op.offset, refresh_at=refresh, omit_before=omit
                    )
                )
            elif isinstance(op, ListNamespacesOp):
                fills.append((len(statements), _fill_list(i)))
                statements.append(_sql.list_namespaces(op.match_conditions, op.max_depth, op.limit, op.offset, omit))
        statements += self._writes([op for op in listed if isinstance(op, PutOp)], now)

        def decode(answers: list[Rows]) -> list[Result]:
            results: list[Result] = [None] * len(listed)
            for position, fill in fills:
                fill(answers[position], results)
            return results

        return statements, decode

    def _writes(self, puts: list[PutOp], stamp: datetime) -> list[Sql]:
        """Statements applying ``puts`` as LangGraph's store does: the last operation on
        each key wins, keys in the order first named; the deletes, then one upsert of
        the rest, all stamped ``stamp`` (so the table's row order, which orders a
        search's ties, is LangGraph's)."""
        last: dict[tuple[str, str], PutOp] = {}
        for op in puts:
            last[(_sql.encode_ns(op.namespace), str(op.key))] = op
        deletes = [address for address, op in last.items() if op.value is None]
        statements = [_sql.delete_many(deletes)] if deletes else []
        if len(deletes) == len(last):
            return statements
        rows: list[_sql.Row] = []
        for address, op in last.items():
            if op.value is not None:
                # (the expiry counts from the stamp, so expires_at - updated_at is the TTL, as in LangGraph's rows)
                ends = None if op.ttl is None else stamp + timedelta(minutes=op.ttl)
                rows.append((*address, dumps_json(dict(op.value)), stamp, ends, op.ttl))
        return [*statements, _sql.upsert_many(rows)]

    def _value(self, stored: Any) -> dict[str, Any]:
        if isinstance(stored, dict):
            return stored  # pyright: ignore[reportUnknownVariableType]
        return (self._deserializer or _loads)(stored)

    def _item(self, row: tuple[Any, ...], kind: type[Item] = Item) -> Any:
        prefix, key, value, created, updated = row[:5]
        return kind(
            value=self._value(value),
            key=key,
            namespace=_sql.decode_ns(prefix),
            created_at=created,
            updated_at=updated,
        )

    def _fill_gets(self, gets: list[tuple[int, GetOp]]) -> _Fill:
        def fill(rows: Rows, results: list[Result]) -> None:
            found = {(row[0], row[1]): row for row in rows}
            for i, op in gets:
                row = found.get((_sql.encode_ns(op.namespace), str(op.key)))
                results[i] = None if row is None else self._item(row)

        return fill

    def _fill_search(self, i: int) -> _Fill:
        def fill(rows: Rows, results: list[Result]) -> None:
            results[i] = [self._item(row, SearchItem) for row in rows]

        return fill

    def _setup_plan(self, applied: int) -> list[Sql]:
        """The migrations after version ``applied``, each recorded as LangGraph records it."""
        statements: list[Sql] = []
        for version, sql in enumerate(self.MIGRATIONS):
            if version > applied:
                statements += [Sql(sql), Sql(_sql.RECORD, (version,))]
        return statements

    def _sweep_plan(self) -> list[Sql]:
        return [_sql.sweep(to_datetime(self._clock()))]


def _fill_list(i: int) -> _Fill:
    def fill(rows: Rows, results: list[Result]) -> None:
        # (max_depth=0 cuts every prefix to NULL: the empty namespace)
        results[i] = [() if row[0] is None else _sql.decode_ns(row[0]) for row in rows]

    return fill


def _loads(stored: Any) -> dict[str, Any]:
    return json.loads(stored)  # type: ignore[no-any-return]


_VERSION_STATEMENTS = [Sql(_sql.MIGRATION_TABLE), Sql(_sql.APPLIED, fetch=True)]


class PostgresStore(ThreadSweeping, BaseStore, BasePostgresStore[SyncConn]):
    """A `BaseStore` on PostgreSQL (psycopg 3), thread-safe.

    Args:
        conn: a psycopg ``Connection`` (used by one batch at a time) or ``ConnectionPool``.
            Any row factory and autocommit setting work; each batch runs in its own
            transaction.
        pipe: a pipeline open on ``conn`` (accepted as LangGraph's store does; every
            batch is pipelined anyway when libpq supports it).
        deserializer: turns a stored value the driver did not decode into a dict.
        index: semantic search; not supported yet (raises).
        ttl: TTL settings (`TTLConfig`).
        clock: current time in POSIX seconds; default ``time.time``.

    Raises:
        NotImplementedError: ``index`` was given (semantic search needs pgvector).

    Call `setup` once to create the tables (LangGraph's store needs it too).
    Values must be JSON-serialisable (datetimes, dates and UUIDs are written as
    strings; tuples come back as lists); PostgreSQL refuses NUL characters in them.
    """

    supports_ttl = True

    def __init__(
        self,
        conn: SyncConn,
        *,
        pipe: Pipeline | None = None,
        deserializer: Deserializer | None = None,
        index: PostgresIndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> None:
        self._configure(deserializer=deserializer, index=index, ttl=ttl, clock=clock)
        self.conn = conn
        self.pipe = pipe
        self._runner = Runner(conn, pipe, hint=SETUP_HINT)
        self._init_sweeper()

    @classmethod
    @contextmanager
    def from_conn_string(
        cls,
        conn_string: str,
        *,
        pipeline: bool = False,
        pool_config: PoolConfig | None = None,
        index: PostgresIndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> Iterator[PostgresStore]:
        """Connect (or, with ``pool_config``, open a pool) and yield a store on it.

        Args:
            conn_string: a libpq conninfo string or URL.
            pipeline: keep the connection in pipeline mode (ignored with a pool).
            pool_config: open a ``ConnectionPool`` with these settings.
            index, ttl, clock: as for the constructor.

        The connection or pool is closed, and any TTL sweeper stopped, on exit.

        Raises:
            psycopg.OperationalError: the server cannot be reached.
        """
        if pool_config is not None:
            settings: dict[str, Any] = dict(pool_config)
            kwargs = {**_CONNECT_KWARGS, **(settings.pop("kwargs", None) or {})}
            min_size = settings.pop("min_size", 1)
            with ConnectionPool(
                conn_string,
                min_size=min_size,
                max_size=settings.pop("max_size", None),
                kwargs=kwargs,
                open=True,
                **settings,
            ) as pool:
                yield from _closing(cls(pool, index=index, ttl=ttl, clock=clock))
            return
        with Connection.connect(conn_string, **_CONNECT_KWARGS) as conn:
            if pipeline:
                with conn.pipeline() as pipe:
                    yield from _closing(cls(conn, pipe=pipe, index=index, ttl=ttl, clock=clock))
            else:
                yield from _closing(cls(conn, index=index, ttl=ttl, clock=clock))

    def setup(self) -> None:
        """Create the tables and indexes, or bring older ones up to date (idempotent).

        Applies the migrations not yet recorded in ``store_migrations``, as
        LangGraph's store does, in one transaction.

        Raises:
            psycopg.Error: the database refused a statement (nothing is applied).
        """
        applied = self._runner.run(trip(_VERSION_STATEMENTS), transaction=True)[1][0][0]
        pending = self._setup_plan(applied)
        if pending:
            self._runner.run(trip(pending), transaction=True)

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations in one transaction and one round trip; see `BaseStore.batch`.

        Reads see the store as it was before the batch; its puts apply after them (the
        last one on each key wins), all with one timestamp.

        Raises:
            InvalidNamespaceError: an operation's namespace is invalid (nothing runs).
            ValueError: a filter uses an unsupported operator (nothing runs).
            TypeError: a value is not JSON-serialisable (nothing runs).
            psycopg.Error: the database failed (the batch is rolled back);
                ``psycopg.errors.UndefinedTable`` if `setup` was never called,
                ``InvalidRowCountInLimitClause`` / ``InvalidRowCountInResultOffsetClause``
                for a negative search or list_namespaces limit, max_depth or offset.
        """
        statements, decode = self._plan(ops)
        return decode(self._runner.run(trip(statements), transaction=True)) if statements else decode([])

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Async twin of `batch` (runs it in a worker thread; asyncio or trio)."""
        return await anyio.to_thread.run_sync(self.batch, ops)

    def sweep_ttl(self) -> int:
        """Delete expired items now.

        Returns:
            How many items were deleted.
        """
        return int(self._runner.run(trip(self._sweep_plan()), transaction=True)[0][0][0])

    async def asweep_ttl(self) -> int:
        """Async twin of `sweep_ttl` (runs in a worker thread)."""
        return await anyio.to_thread.run_sync(self.sweep_ttl)

_CONNECT_KWARGS: dict[str, Any] = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}
"""How `from_conn_string` connects (LangGraph's settings; users may reach ``store.conn``)."""


def _closing(store: PostgresStore) -> Iterator[PostgresStore]:
    try:
        yield store
    finally:
        store.stop_ttl_sweeper()

"""Running SQL on psycopg connections: what the Postgres saver and store share.

An operation is a generator (`Steps`): each ``yield`` hands over the statements of
one round trip and receives their rows, one list per statement; its return value
is the operation's result. A `Runner` (sync) or `AsyncRunner` runs operations on
a connection, a pool (borrowing one connection per operation) or a connection in
pipeline mode, holding a lock around a single shared connection.

Connections may be made with any settings LangGraph documents (``autocommit``,
``prepare_threshold=0``, any ``row_factory``): rows are read as tuples, and no
statement is prepared server-side, since on ``prepare_threshold=0`` connections
psycopg lost track of statements prepared in a pipelined transaction ("prepared
statement _pg3_7 does not exist" on the next identical one).
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import AsyncIterator, Generator, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager, contextmanager, nullcontext
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

from psycopg import AsyncConnection, Capabilities, Connection, errors
from psycopg.pq import PipelineStatus
from psycopg.rows import tuple_row

try:
    from psycopg_pool import AsyncConnectionPool, ConnectionPool
except ImportError:  # the pool is optional: a plain connection works without it
    AsyncConnectionPool = ConnectionPool = None  # type: ignore[assignment,misc]

__all__ = (
    "PIPELINE",
    "AsyncRunner",
    "Rows",
    "Runner",
    "Sql",
    "Steps",
    "aget_connection",
    "get_connection",
    "one",
    "trip",
    "running_loop",
)

PIPELINE: Final = Capabilities().has_pipeline()
"""Whether libpq supports pipeline mode."""

R = TypeVar("R")
Rows = list[tuple[Any, ...]]
"""A statement's rows, columns in the order selected (empty for one that returns none)."""


@dataclass(frozen=True, slots=True)
class Sql:
    """One statement of a round trip."""

    query: str
    """The SQL, with psycopg placeholders."""
    params: Sequence[Any] | Mapping[str, Any] | None = None
    """Its parameters; with ``many``, a sequence of parameter rows."""
    many: bool = False
    """Run once per parameter row (no rows come back)."""
    fetch: bool = False
    """Read its rows (else its answer is ``[]``)."""


Steps = Generator[Sequence[Sql], "list[Rows]", R]
"""An operation: yields each round trip's statements, receives their rows, returns its result."""


def trip(statements: Sequence[Sql]) -> Steps[list[Rows]]:
    """An operation of one round trip; the rows of each statement."""
    return (yield statements)


def one(sql: Sql) -> Steps[Rows]:
    """A round trip of one statement; its rows (use with ``yield from``)."""
    answers = yield (sql,)
    return answers[0]


def running_loop(owner: str) -> asyncio.AbstractEventLoop:
    """The running asyncio loop, which psycopg's async connections need.

    Raises:
        RuntimeError: no asyncio loop runs this thread (under trio, say); the
            message names ``owner`` and the cause.
    """
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        where = "under trio" if "trio" in sys.modules and _in_trio() else "outside an asyncio event loop"
        raise RuntimeError(
            f"{owner} needs asyncio: psycopg's async connections run only on an asyncio event loop, "
            f"and this call runs {where}. Run it under asyncio, or use the sync class from a worker thread."
        ) from None


def _in_trio() -> bool:
    try:
        sys.modules["trio"].lowlevel.current_trio_token()
    except RuntimeError:
        return False
    return True


@contextmanager
def get_connection(conn: Any) -> Iterator[Connection[Any]]:
    """``conn`` itself, or a connection borrowed from the pool ``conn`` for the block.

    Raises:
        TypeError: ``conn`` is neither a ``psycopg.Connection`` nor a ``ConnectionPool``.
    """
    if isinstance(conn, Connection):
        yield conn
    elif ConnectionPool is not None and isinstance(conn, ConnectionPool):
        with conn.connection() as borrowed:
            yield borrowed
    else:
        raise TypeError(f"Invalid connection type: {type(conn)} (expected a psycopg Connection or ConnectionPool)")


@asynccontextmanager
async def aget_connection(conn: Any) -> AsyncIterator[AsyncConnection[Any]]:
    """Async `get_connection`.

    Raises:
        TypeError: ``conn`` is neither a ``psycopg.AsyncConnection`` nor an ``AsyncConnectionPool``.
    """
    if isinstance(conn, AsyncConnection):
        yield conn
    elif AsyncConnectionPool is not None and isinstance(conn, AsyncConnectionPool):
        async with conn.connection() as borrowed:
            yield borrowed
    else:
        raise TypeError(
            f"Invalid connection type: {type(conn)} (expected a psycopg AsyncConnection or AsyncConnectionPool)"
        )


def _block(conn: Connection[Any] | AsyncConnection[Any], transaction: bool) -> Any:
    """What an operation runs in: a pipeline, a transaction or nothing.

    With ``transaction`` on an autocommit connection, a pipeline: libpq runs it as
    one implicit transaction (all or nothing) and sends statements without waiting.
    A connection not in autocommit mode always gets a transaction, so none is left open.
    """
    if transaction and conn.autocommit and PIPELINE and conn.pgconn.pipeline_status == PipelineStatus.OFF:
        return conn.pipeline()
    if transaction or not conn.autocommit:
        return conn.transaction()
    return nullcontext()


def _trip_pipeline(conn: Connection[Any] | AsyncConnection[Any], statements: Sequence[Sql]) -> Any:
    """A pipeline for a round trip of several statements, unless one is open already
    (a nested one would sync on exit and end an implicit transaction)."""
    several = len(statements) > 1 or any(sql.many for sql in statements)
    if several and PIPELINE and conn.pgconn.pipeline_status == PipelineStatus.OFF:
        return conn.pipeline()
    return nullcontext()


class _Op(Generic[R]):
    """An operation being run: its next round trip, then its result."""

    def __init__(self, steps: Steps[R], hint: str) -> None:
        self._steps = steps
        self._hint = hint
        self._answers: list[Rows] | None = None
        self.result: R | None = None

    def next_trip(self, answers: list[Rows] | None) -> Sequence[Sql]:
        """The statements of the next round trip, given the last one's rows; ``()`` when done."""
        try:
            return next(self._steps) if answers is None else self._steps.send(answers)
        except StopIteration as stop:
            self.result = stop.value
            return ()

    @contextmanager
    def noting(self) -> Iterator[None]:
        """Adds the hint to ``UndefinedTable`` (the tables were never set up)."""
        try:
            yield
        except errors.UndefinedTable as exc:
            exc.add_note(self._hint)
            raise


def _calls(cursors: Sequence[Any], statements: Sequence[Sql]) -> Iterator[tuple[Any, str, Any]]:
    """``(cursor, query, params)`` of each execution of a round trip (one per row with ``many``)."""
    for cur, sql in zip(cursors, statements):
        for params in sql.params or () if sql.many else (sql.params,):
            yield cur, sql.query, params


def run(conn: Connection[Any], steps: Steps[R], *, transaction: bool, hint: str) -> R:
    """Run an operation on ``conn`` and return its result.

    Args:
        transaction: run it in one transaction (committed at the end, rolled back on error).
        hint: the note added to ``UndefinedTable`` (to call ``setup``).

    Raises:
        psycopg.Error: the database failed (``UndefinedTable`` when ``setup``
            was never run, with ``hint`` as a note).
    """
    op = _Op(steps, hint)
    with op.noting(), _block(conn, transaction):
        trip = op.next_trip(None)
        while trip:
            trip = op.next_trip(_trip(conn, trip))
    return op.result  # type: ignore[return-value]  # set when the operation returned


def _trip(conn: Connection[Any], statements: Sequence[Sql]) -> list[Rows]:
    cursors = [conn.cursor(binary=True, row_factory=tuple_row) for _ in statements]
    with _trip_pipeline(conn, statements):
        for cur, query, params in _calls(cursors, statements):
            cur.execute(query, params, prepare=False)
    return [cur.fetchall() if sql.fetch else [] for cur, sql in zip(cursors, statements)]


async def arun(conn: AsyncConnection[Any], steps: Steps[R], *, transaction: bool, hint: str) -> R:
    """Async `run`."""
    op = _Op(steps, hint)
    with op.noting():
        async with _block(conn, transaction):
            trip = op.next_trip(None)
            while trip:
                trip = op.next_trip(await _atrip(conn, trip))
    return op.result  # type: ignore[return-value]


async def _atrip(conn: AsyncConnection[Any], statements: Sequence[Sql]) -> list[Rows]:
    cursors = [conn.cursor(binary=True, row_factory=tuple_row) for _ in statements]
    async with _trip_pipeline(conn, statements):
        for cur, query, params in _calls(cursors, statements):
            await cur.execute(query, params, prepare=False)
    return [await cur.fetchall() if sql.fetch else [] for cur, sql in zip(cursors, statements)]


class _Runner:
    """What `Runner` and `AsyncRunner` share: the connection or pool, the pipeline, the lock."""

    _single: type[Any]
    """The class of a single connection (the other kind is a pool)."""

    def __init__(self, conn: Any, pipe: Any, *, hint: str) -> None:
        if pipe is not None and not isinstance(conn, self._single):
            name = self._single.__name__
            raise ValueError(f"Pipeline should be used only with a single {name}, not {name}Pool.")
        self.conn = conn
        self.pipe = pipe
        self.hint = hint
        self.lock = asyncio.Lock() if self._single is AsyncConnection else threading.Lock()
        """Held around each use of a single connection."""

    def _locked(self) -> Any:
        """The lock, for a single connection; nothing for a pool (each call borrows its own)."""
        return self.lock if isinstance(self.conn, self._single) else nullcontext()


class Runner(_Runner):
    """Runs operations on a ``psycopg.Connection`` (one at a time) or a ``ConnectionPool``.

    Args:
        conn: the connection or pool.
        pipe: a ``psycopg.Pipeline`` open on ``conn``, synced after each operation.
        hint: what to do when the tables are missing (a note on ``UndefinedTable``).

    Raises:
        ValueError: ``pipe`` given with a pool.
    """

    _single = Connection

    def run(self, steps: Steps[R], *, transaction: bool = False) -> R:
        """Run ``steps`` (see `run`); a pool lends a connection for it."""
        with self._locked(), get_connection(self.conn) as conn:
            try:
                return run(conn, steps, transaction=transaction, hint=self.hint)
            finally:
                if self.pipe is not None:  # also after an error, which leaves the pipeline aborted
                    self.pipe.sync()


class AsyncRunner(_Runner):
    """Async `Runner`, on a ``psycopg.AsyncConnection`` or an ``AsyncConnectionPool``
    (asyncio only, as psycopg's async connections are)."""

    _single = AsyncConnection

    async def run(self, steps: Steps[R], *, transaction: bool = False) -> R:
        """Async `Runner.run`."""
        async with self._locked(), aget_connection(self.conn) as conn:
            try:
                return await arun(conn, steps, transaction=transaction, hint=self.hint)
            finally:
                if self.pipe is not None:
                    await self.pipe.sync()

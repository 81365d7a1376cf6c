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
from typing import Any, Final, TypeVar

from psycopg import AsyncConnection, AsyncCursor, AsyncPipeline, Capabilities, Connection, Cursor, Pipeline, errors
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


def run(conn: Connection[Any], steps: Steps[R], *, transaction: bool, hint: str) -> R:
    """Run an operation on ``conn`` and return its result.

    Args:
        transaction: run it in one transaction (committed at the end, rolled back on error).
        hint: the note added to ``UndefinedTable`` (to call ``setup``).

    Raises:
        psycopg.Error: the database failed (``UndefinedTable`` when ``setup``
            was never run, with ``hint`` as a note).
    """
    try:
        with _block(conn, transaction):
            try:
                statements = next(steps)
                while True:
                    with _trip_pipeline(conn, statements):
                        cursors = [_execute(conn.cursor(binary=True, row_factory=tuple_row), sql) for sql in statements]
                    answers = [cur.fetchall() if sql.fetch else [] for cur, sql in zip(cursors, statements)]
                    statements = steps.send(answers)
            except StopIteration as stop:
                result: R = stop.value
                return result
    except errors.UndefinedTable as exc:
        exc.add_note(hint)
        raise


def _execute(cur: Cursor[Any], sql: Sql) -> Cursor[Any]:
    if sql.many:
        for params in sql.params or ():
            cur.execute(sql.query, params, prepare=False)
    else:
        cur.execute(sql.query, sql.params, prepare=False)
    return cur


async def arun(conn: AsyncConnection[Any], steps: Steps[R], *, transaction: bool, hint: str) -> R:
    """Async `run`."""
    try:
        async with _block(conn, transaction):
            try:
                statements = next(steps)
                while True:
                    async with _trip_pipeline(conn, statements):
                        cursors = [
                            await _aexecute(conn.cursor(binary=True, row_factory=tuple_row), sql) for sql in statements
                        ]
                    answers = [await cur.fetchall() if sql.fetch else [] for cur, sql in zip(cursors, statements)]
                    statements = steps.send(answers)
            except StopIteration as stop:
                result: R = stop.value
                return result
    except errors.UndefinedTable as exc:
        exc.add_note(hint)
        raise


async def _aexecute(cur: AsyncCursor[Any], sql: Sql) -> AsyncCursor[Any]:
    if sql.many:
        for params in sql.params or ():
            await cur.execute(sql.query, params, prepare=False)
    else:
        await cur.execute(sql.query, sql.params, prepare=False)
    return cur


class Runner:
    """Runs operations on a connection (one at a time, under ``lock``) or a pool.

    Args:
        conn: a ``psycopg.Connection`` or a ``psycopg_pool.ConnectionPool``.
        pipe: a pipeline open on ``conn``, synced after each operation.
        hint: what to do when the tables are missing (a note on ``UndefinedTable``).

    Raises:
        ValueError: ``pipe`` given with a pool.

    Attributes:
        lock: held around each use of a single connection.
    """

    def __init__(self, conn: Any, pipe: Pipeline | None, *, hint: str) -> None:
        if pipe is not None and not isinstance(conn, Connection):
            raise ValueError("Pipeline should be used only with a single Connection, not ConnectionPool.")
        self.conn = conn
        self.pipe = pipe
        self.lock = threading.Lock()
        self.hint = hint

    def run(self, steps: Steps[R], *, transaction: bool = False) -> R:
        """Run ``steps`` (see `run`); a pool lends a connection for it."""
        if isinstance(self.conn, Connection):
            with self.lock:
                try:
                    return run(self.conn, steps, transaction=transaction, hint=self.hint)
                finally:
                    if self.pipe is not None:
                        self.pipe.sync()
        with get_connection(self.conn) as conn:
            return run(conn, steps, transaction=transaction, hint=self.hint)


class AsyncRunner:
    """Async `Runner` (asyncio only, as psycopg's async connections are).

    Args:
        conn: a ``psycopg.AsyncConnection`` or a ``psycopg_pool.AsyncConnectionPool``.
        pipe: a pipeline open on ``conn``, synced after each operation.
        hint: what to do when the tables are missing (a note on ``UndefinedTable``).

    Raises:
        ValueError: ``pipe`` given with a pool.

    Attributes:
        lock: held around each use of a single connection.
    """

    def __init__(self, conn: Any, pipe: AsyncPipeline | None, *, hint: str) -> None:
        if pipe is not None and not isinstance(conn, AsyncConnection):
            raise ValueError("Pipeline should be used only with a single AsyncConnection, not AsyncConnectionPool.")
        self.conn = conn
        self.pipe = pipe
        self.lock = asyncio.Lock()
        self.hint = hint

    async def run(self, steps: Steps[R], *, transaction: bool = False) -> R:
        """Async `Runner.run`."""
        if isinstance(self.conn, AsyncConnection):
            async with self.lock:
                try:
                    return await arun(self.conn, steps, transaction=transaction, hint=self.hint)
                finally:
                    if self.pipe is not None:
                        await self.pipe.sync()
        async with aget_connection(self.conn) as conn:
            return await arun(conn, steps, transaction=transaction, hint=self.hint)

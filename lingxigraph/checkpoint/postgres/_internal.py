"""The sync driver of the Postgres operations, and the connection types it takes.

Mirrors ``langgraph.checkpoint.postgres._internal`` (``Conn``, ``get_connection``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from typing import Any, TypeVar, Union

from psycopg import Capabilities, Connection, errors
from psycopg.rows import DictRow, tuple_row

from lingxigraph.checkpoint.postgres._core import Steps

try:
    from psycopg_pool import ConnectionPool
except ImportError:  # the pool is optional: a plain connection works without it
    ConnectionPool = None  # type: ignore[assignment,misc]

__all__ = ("Conn", "get_connection", "run")

Conn = Union[Connection[DictRow], "ConnectionPool[Connection[DictRow]]"]
"""A connection, or a pool to borrow one from for each operation."""

R = TypeVar("R")

PIPELINE = Capabilities().has_pipeline()
"""Whether libpq supports pipeline mode."""

SETUP_HINT = "the Postgres checkpoint tables are missing: call the saver's setup() once first"


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


def run(conn: Connection[Any], steps: Steps[R], *, transaction: bool) -> R:
    """Run an operation's statements on ``conn`` and return its result.

    Args:
        transaction: run them in one transaction (committed at the end, rolled
            back on error). A connection not in autocommit mode always gets one,
            so no transaction is left open after the call.

    Raises:
        psycopg.Error: the database failed (``UndefinedTable`` when ``setup``
            was never run, with a note saying so).
    """
    block: Any = nullcontext()
    if transaction and conn.autocommit and PIPELINE:
        # the statements go in one pipeline, which libpq runs as one implicit
        # transaction (all or nothing) in one round trip
        block = conn.pipeline()
    elif transaction or not conn.autocommit:
        block = conn.transaction()
    try:
        with block, conn.cursor(binary=True, row_factory=tuple_row) as cur:
            try:
                step = next(steps)
                while True:
                    if step.many:
                        cur.executemany(step.query, step.params or ())
                        rows: list[tuple[Any, ...]] = []
                    else:
                        cur.execute(step.query, step.params)
                        rows = cur.fetchall() if step.fetch else []
                    step = steps.send(rows)
            except StopIteration as stop:
                result: R = stop.value
                return result
    except errors.UndefinedTable as exc:
        exc.add_note(SETUP_HINT)
        raise

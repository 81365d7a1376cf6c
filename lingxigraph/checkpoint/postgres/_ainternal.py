"""The async driver of the Postgres operations, and the connection types it takes.

Mirrors ``langgraph.checkpoint.postgres._ainternal`` (``Conn``, ``get_connection``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, nullcontext
from typing import Any, TypeVar, Union

from psycopg import AsyncConnection, errors
from psycopg.rows import DictRow, tuple_row

from lingxigraph.checkpoint.postgres._core import Steps
from lingxigraph.checkpoint.postgres._internal import PIPELINE, SETUP_HINT

try:
    from psycopg_pool import AsyncConnectionPool
except ImportError:  # the pool is optional: a plain connection works without it
    AsyncConnectionPool = None  # type: ignore[assignment,misc]

__all__ = ("Conn", "arun", "get_connection")

Conn = Union[AsyncConnection[DictRow], "AsyncConnectionPool[AsyncConnection[DictRow]]"]
"""An async connection, or a pool to borrow one from for each operation."""

R = TypeVar("R")


@asynccontextmanager
async def get_connection(conn: Any) -> AsyncIterator[AsyncConnection[Any]]:
    """``conn`` itself, or a connection borrowed from the pool ``conn`` for the block.

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


async def arun(conn: AsyncConnection[Any], steps: Steps[R], *, transaction: bool) -> R:
    """Async `lingxigraph.checkpoint.postgres._internal.run`."""
    block: Any = nullcontext()
    if transaction and conn.autocommit and PIPELINE:
        # the statements go in one pipeline, which libpq runs as one implicit
        # transaction (all or nothing) in one round trip
        block = conn.pipeline()
    elif transaction or not conn.autocommit:
        block = conn.transaction()
    try:
        async with block, conn.cursor(binary=True, row_factory=tuple_row) as cur:
            try:
                step = next(steps)
                while True:
                    if step.many:
                        await cur.executemany(step.query, step.params or ())
                        rows: list[tuple[Any, ...]] = []
                    else:
                        await cur.execute(step.query, step.params)
                        rows = await cur.fetchall() if step.fetch else []
                    step = steps.send(rows)
            except StopIteration as stop:
                result: R = stop.value
                return result
    except errors.UndefinedTable as exc:
        exc.add_note(SETUP_HINT)
        raise

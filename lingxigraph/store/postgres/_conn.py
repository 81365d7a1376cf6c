"""Connections of the Postgres stores: a psycopg connection or pool, and running one
batch of statements on it (a helper the Postgres saver may share).

Every batch runs in one transaction. Statements are never prepared server-side:
on connections made with ``prepare_threshold=0`` (LangGraph's setting) psycopg lost
track of statements prepared inside these transactions ("prepared statement
_pg3_7 does not exist" on the next identical one). Its statements are sent in pipeline mode when
libpq supports it, so a batch costs one round trip however many statements it has.
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager, nullcontext
from dataclasses import dataclass
from typing import Any, TypeAlias

import anyio
from psycopg import AsyncConnection, Capabilities, Connection
from psycopg.rows import tuple_row
from psycopg_pool import AsyncConnectionPool, ConnectionPool

SyncConn: TypeAlias = "Connection[Any] | ConnectionPool[Any]"
"""What a sync store runs on: one connection or a pool."""
AsyncConn: TypeAlias = "AsyncConnection[Any] | AsyncConnectionPool[Any]"
"""What an async store runs on: one async connection or an async pool."""

_PIPELINE = Capabilities().has_pipeline()


@dataclass(frozen=True, slots=True, kw_only=True)
class Statement:
    """One SQL statement of a batch."""

    sql: str
    """The SQL, with ``%s`` placeholders."""
    params: Sequence[Any]
    """The values of the placeholders, in order."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Answer:
    """What one statement returned."""

    rows: list[tuple[Any, ...]]
    """Its rows (empty for a statement that returns none)."""
    rowcount: int
    """Rows it returned or changed."""


class SyncRunner:
    """Runs batches of statements on a sync connection or pool, one batch at a time
    on a single connection (a psycopg connection serves one transaction at a time)."""

    def __init__(self, conn: SyncConn) -> None:
        self.conn = conn
        self._lock = threading.Lock()

    @contextmanager
    def connection(self) -> Iterator[Connection[Any]]:
        """A connection for one batch: the pool's next free one, or the single one, locked."""
        if isinstance(self.conn, ConnectionPool):
            with self.conn.connection() as conn:
                yield conn
        else:
            with self._lock:
                yield self.conn

    def run(self, statements: Sequence[Statement]) -> list[Answer]:
        """Run ``statements`` in order in one transaction (rolled back if one fails).

        Raises:
            psycopg.Error: a statement failed.
        """
        with self.connection() as conn, conn.transaction():
            cursors = []
            # (a pipeline block syncs on exit: needed for one statement too when the
            # connection is already in pipeline mode, else its results are not in yet)
            with conn.pipeline() if _PIPELINE else nullcontext():
                for statement in statements:
                    cur = conn.cursor(row_factory=tuple_row)
                    cur.execute(statement.sql, statement.params, prepare=False)
                    cursors.append(cur)
            return [_answer(cur.fetchall() if cur.description else [], cur.rowcount) for cur in cursors]


class AsyncRunner:
    """Async twin of `SyncRunner` (psycopg's async connections need asyncio)."""

    def __init__(self, conn: AsyncConn) -> None:
        self.conn = conn
        self._lock = anyio.Lock()

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[AsyncConnection[Any]]:
        """A connection for one batch: the pool's next free one, or the single one, locked."""
        if isinstance(self.conn, AsyncConnectionPool):
            async with self.conn.connection() as conn:
                yield conn
        else:
            async with self._lock:
                yield self.conn

    async def run(self, statements: Sequence[Statement]) -> list[Answer]:
        """Async twin of `SyncRunner.run`."""
        async with self.connection() as conn, conn.transaction():
            cursors = []
            if _PIPELINE:
                async with conn.pipeline():
                    for statement in statements:
                        cursors.append(await _aexecute(conn, statement))
            else:
                for statement in statements:
                    cursors.append(await _aexecute(conn, statement))
            return [_answer(await cur.fetchall() if cur.description else [], cur.rowcount) for cur in cursors]


async def _aexecute(conn: AsyncConnection[Any], statement: Statement) -> Any:
    cur = conn.cursor(row_factory=tuple_row)
    await cur.execute(statement.sql, statement.params, prepare=False)
    return cur


def _answer(rows: list[tuple[Any, ...]], rowcount: int) -> Answer:
    return Answer(rows=rows, rowcount=rowcount)

"""Running SQLite work for the async savers and stores off the event loop.

Both ``AsyncSqliteSaver`` and ``AsyncSqliteStore`` take either a ``sqlite3``
connection (their SQL then runs on anyio worker threads) or an open
``aiosqlite`` connection, as LangGraph's do. aiosqlite owns its ``sqlite3``
connection on a thread of its own, so the SQL must run there, and sync calls
from other threads must go through the event loop the connection belongs to.
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import anyio

_T = TypeVar("_T")


def on_event_loop_thread() -> bool:
    """Whether this thread is running an asyncio loop or a trio run."""
    try:
        asyncio.get_running_loop()
        return True
    except RuntimeError:
        pass
    trio = sys.modules.get("trio")
    if trio is None:
        return False
    try:
        trio.lowlevel.current_trio_token()
        return True
    except RuntimeError:
        return False


class SqliteRunner:
    """Where one saver's or store's SQL runs.

    Args:
        conn: a ``sqlite3.Connection`` or an open ``aiosqlite.Connection``.
        owner: the class name used in error messages.

    Attributes:
        raw: the ``sqlite3`` connection the SQL uses.
        aio: the aiosqlite connection, or ``None``.

    Raises:
        ValueError: an aiosqlite connection that was not opened (awaited) yet.
    """

    __slots__ = ("aio", "loop", "owner", "raw")

    def __init__(self, conn: sqlite3.Connection | Any, owner: str) -> None:
        self.owner = owner
        self.aio: Any = None
        self.loop: asyncio.AbstractEventLoop | None = None
        if not isinstance(conn, sqlite3.Connection) and type(conn).__module__.startswith("aiosqlite"):
            raw = getattr(conn, "_connection", None)
            if not isinstance(raw, sqlite3.Connection):
                raise ValueError(f"{owner} needs an open aiosqlite connection: await it (or `async with` it) first")
            self.aio = conn
            try:
                self.loop = asyncio.get_running_loop()
            except RuntimeError:
                self.loop = None
            conn = raw
        self.raw: sqlite3.Connection = conn

    async def run(self, fn: Callable[..., _T], *args: Any) -> _T:
        """``fn(*args)`` off the event loop: on aiosqlite's thread, or an anyio worker thread.

        Raises:
            ValueError: the aiosqlite connection was closed (LangGraph's "no active connection").
        """
        if self.aio is None:
            return await anyio.to_thread.run_sync(fn, *args)
        if getattr(self.aio, "_connection", None) is None:
            raise ValueError("no active connection")
        result: _T = await self.aio._execute(fn, *args)
        return result

    def via_loop(self, coro: Coroutine[Any, Any, _T]) -> _T:
        """Run ``coro`` from another thread on the loop that owns the aiosqlite connection.

        Raises:
            asyncio.InvalidStateError: that loop is gone.
        """
        loop = self.loop
        if loop is None or loop.is_closed():
            coro.close()
            raise asyncio.InvalidStateError(
                f"{self.owner}'s sync methods need the event loop it was made on (its aiosqlite connection's)"
            )
        return asyncio.run_coroutine_threadsafe(coro, loop).result()

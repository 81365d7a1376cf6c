"""AsyncSqliteSaver on an aiosqlite connection that has been closed: every use
raises LangGraph's error (aiosqlite's ``ValueError('no active connection')``),
from async calls, from a graph run and from the sync methods on another thread."""

from __future__ import annotations

import asyncio
from pathlib import Path

import anyio
import pytest

from lingxigraph.checkpoint.sqlite.aio import AsyncSqliteSaver


def test_a_closed_aiosqlite_connection_raises_no_active_connection(tmp_path: Path) -> None:
    aiosqlite = pytest.importorskip("aiosqlite")
    config = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}

    async def main() -> None:
        async with aiosqlite.connect(tmp_path / "c.db") as conn:
            saver = AsyncSqliteSaver(conn)
            assert await saver.aget_tuple(config) is None
        with pytest.raises(ValueError, match="^no active connection$"):
            await saver.aget_tuple(config)
        with pytest.raises(ValueError, match="^no active connection$"):
            await anyio.to_thread.run_sync(saver.get_tuple, config)

    asyncio.run(main())

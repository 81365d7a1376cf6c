"""The async Postgres connection types (``langgraph.checkpoint.postgres._ainternal``).

``Conn`` and ``get_connection`` under LangGraph's names; the driver itself is
``lingxigraph._internal._pg``, shared with the Postgres store.
"""

from __future__ import annotations

from typing import Union

from psycopg import AsyncConnection
from psycopg.rows import DictRow

from lingxigraph._internal._pg import aget_connection as get_connection

try:
    from psycopg_pool import AsyncConnectionPool
except ImportError:  # the pool is optional: a plain connection works without it
    AsyncConnectionPool = None  # type: ignore[assignment,misc]

__all__ = ("Conn", "get_connection")

Conn = Union[AsyncConnection[DictRow], "AsyncConnectionPool[AsyncConnection[DictRow]]"]
"""An async connection, or a pool to borrow one from for each operation."""

"""The sync Postgres connection types (``langgraph.checkpoint.postgres._internal``).

``Conn`` and ``get_connection`` under LangGraph's names; the driver itself is
``lingxigraph._internal._pg``, shared with the Postgres store.
"""

from __future__ import annotations

from typing import Union

from psycopg import Connection
from psycopg.rows import DictRow

from lingxigraph._internal._pg import get_connection

try:
    from psycopg_pool import ConnectionPool
except ImportError:  # the pool is optional: a plain connection works without it
    ConnectionPool = None  # type: ignore[assignment,misc]

__all__ = ("Conn", "get_connection")

Conn = Union[Connection[DictRow], "ConnectionPool[Connection[DictRow]]"]
"""A connection, or a pool to borrow one from for each operation."""

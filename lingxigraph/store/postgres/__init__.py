"""Postgres stores on psycopg 3 (the ``postgres`` extra: ``pip install 'lingxigraph[postgres]'``).

Mirrors ``langgraph.store.postgres``: `PostgresStore` (sync; its async methods
run in worker threads), `AsyncPostgresStore` (psycopg's async connections) and
`PoolConfig`. They use LangGraph's tables, so a database is shared both ways.
"""

try:
    import psycopg as _psycopg  # noqa: F401
    import psycopg_pool as _psycopg_pool  # noqa: F401
except ImportError as exc:  # pragma: no cover - exercised in a subprocess
    raise ImportError(
        "lingxigraph.store.postgres needs psycopg 3 and psycopg-pool: "
        "install the postgres extra (pip install 'lingxigraph[postgres]')"
    ) from exc

from lingxigraph.store.postgres.aio import AsyncPostgresStore
from lingxigraph.store.postgres.base import PoolConfig, PostgresStore

__all__ = ("AsyncPostgresStore", "PoolConfig", "PostgresStore")

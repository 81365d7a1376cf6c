"""The throwaway server the Postgres tests run on: each test's database is its own."""

from __future__ import annotations

import psycopg


def test_each_test_gets_an_empty_database_of_its_own(pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        tables = conn.execute(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'"
        ).fetchone()
        assert tables == (0,)
        conn.execute("CREATE TABLE marker (x int)")
        assert conn.execute("SELECT current_database()").fetchone()[0].startswith("t_")

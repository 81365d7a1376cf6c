"""One Postgres database, shared by LangGraph's PostgresStore and lingxigraph's.

LangGraph's store (langgraph-checkpoint-postgres 3.2.0 in the oracle venv) runs in a
subprocess on the same database: each side's schema must be the other's, each
side's setup must accept the other's tables, and each side must read what the
other wrote. Skipped without the LangGraph oracle (LANGGRAPH_PYTHON).
"""

from __future__ import annotations

import json
import subprocess
import uuid
from typing import Any

import psycopg
import pytest
from pg_helpers import langgraph_postgres_python

from lingxigraph.store.postgres import PostgresStore

ORACLE = langgraph_postgres_python()
pytestmark = pytest.mark.skipif(ORACLE is None, reason="no LangGraph oracle with langgraph-checkpoint-postgres")

# runs in the oracle: argv[1] the conninfo, argv[2] "write" or "read"; prints what it read as JSON
_LANGGRAPH = """
import json, sys
from langgraph.store.postgres import PostgresStore

def dump(item):
    return {"ns": list(item.namespace), "key": item.key, "value": item.value,
            "created_at": item.created_at.isoformat(), "updated_at": item.updated_at.isoformat()}

with PostgresStore.from_conn_string(sys.argv[1]) as store:
    store.setup()
    if sys.argv[2] == "write":
        store.put(("users", "u1"), "prefs", {"theme": "dark", "n": 10})
        store.put(("users", "u2"), "prefs", {"theme": "light", "n": 9}, ttl=60)
        store.put(("docs",), "d1", {"text": "hello", "tags": ["a", "b"], "nested": {"x": None}})
        store.put(("users", "u1"), "old", {"gone": True})
        store.delete(("users", "u1"), "old")
    out = {
        "items": sorted((dump(i) for i in store.search((), limit=100)), key=lambda d: (d["ns"], d["key"])),
        "namespaces": [list(n) for n in store.list_namespaces()],
        "get": dump(store.get(("users", "u1"), "prefs")),
        "filtered": sorted(i.key for i in store.search(("users",), filter={"theme": "dark"})),
    }
    print(json.dumps(out))
"""


def _langgraph(dsn: str, action: str) -> dict[str, Any]:
    assert ORACLE is not None
    done = subprocess.run([ORACLE, "-c", _LANGGRAPH, dsn, action], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _dump(item: Any) -> dict[str, Any]:
    return {
        "ns": list(item.namespace),
        "key": item.key,
        "value": item.value,
        "created_at": item.created_at.isoformat(),
        "updated_at": item.updated_at.isoformat(),
    }


def _schema(dsn: str) -> dict[str, Any]:
    with psycopg.connect(dsn) as conn:
        columns = conn.execute(
            "SELECT table_name, column_name, data_type, column_default FROM information_schema.columns"
            " WHERE table_schema = 'public' ORDER BY table_name, ordinal_position"
        ).fetchall()
        indexes = conn.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname"
        ).fetchall()
        versions = conn.execute("SELECT v FROM store_migrations ORDER BY v").fetchall()
    return {"columns": columns, "indexes": indexes, "versions": versions}


def _new_db(pg_server: str) -> str:
    with psycopg.connect(pg_server, autocommit=True) as admin:
        name = f"h_{uuid.uuid4().hex[:12]}"
        admin.execute(f'CREATE DATABASE "{name}"')
    return psycopg.conninfo.make_conninfo(pg_server, dbname=name)


_SETUP_ONLY = """
import sys
from langgraph.store.postgres import PostgresStore
with PostgresStore.from_conn_string(sys.argv[1]) as store:
    store.setup()
"""


def test_setup_makes_langgraphs_schema(pg_dsn: str, pg_server: str) -> None:
    theirs = _new_db(pg_server)
    with PostgresStore.from_conn_string(pg_dsn) as store:
        store.setup()
    assert ORACLE is not None
    subprocess.run([ORACLE, "-c", _SETUP_ONLY, theirs], check=True, capture_output=True)
    try:
        assert _schema(pg_dsn) == _schema(theirs)
    finally:
        with psycopg.connect(pg_server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE "{psycopg.conninfo.conninfo_to_dict(theirs)["dbname"]}" WITH (FORCE)')


def test_lingxigraph_reads_what_langgraph_wrote(pg_dsn: str) -> None:
    theirs = _langgraph(pg_dsn, "write")
    with PostgresStore.from_conn_string(pg_dsn) as store:
        store.setup()  # accepts LangGraph's tables as they are
        items = sorted((_dump(i) for i in store.search((), limit=100)), key=lambda d: (d["ns"], d["key"]))
        assert items == theirs["items"]
        assert [list(n) for n in store.list_namespaces()] == theirs["namespaces"]
        got = store.get(("users", "u1"), "prefs")
        assert got is not None and _dump(got) == theirs["get"]
        assert sorted(i.key for i in store.search(("users",), filter={"theme": "dark"})) == theirs["filtered"]
        # a TTL LangGraph set is swept by lingxigraph once passed
        assert store.sweep_ttl() == 0


def test_langgraph_reads_what_lingxigraph_wrote(pg_dsn: str) -> None:
    with PostgresStore.from_conn_string(pg_dsn) as store:
        store.setup()
        store.put(("users", "u1"), "prefs", {"theme": "dark", "n": 10})
        store.put(("users", "u2"), "prefs", {"theme": "light", "n": 9}, ttl=60)
        store.put(("docs",), "d1", {"text": "hello", "tags": ["a", "b"], "nested": {"x": None}})
        with psycopg.connect(pg_dsn) as conn:
            expires, minutes = conn.execute(
                "SELECT expires_at - updated_at, ttl_minutes FROM store WHERE prefix = 'users.u2'"
            ).fetchone() or (None, None)
        assert (expires.total_seconds(), minutes) == (3600.0, 60)  # the TTL columns as LangGraph fills them
        mine = sorted((_dump(i) for i in store.search((), limit=100)), key=lambda d: (d["ns"], d["key"]))
    theirs = _langgraph(pg_dsn, "read")
    assert theirs["items"] == mine
    assert theirs["namespaces"] == [["docs"], ["users", "u1"], ["users", "u2"]]
    assert theirs["filtered"] == ["prefs"]

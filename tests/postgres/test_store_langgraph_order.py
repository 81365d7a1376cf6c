"""The same store programs on LangGraph's PostgresStore and on lingxigraph's: search
order (recently updated first, ties of one batch as PostgreSQL's sort leaves them),
timestamps and their time zone, list_namespaces order, depths and paging bounds,
key types, and the async store. Each library runs in its own process on its own
new database; their printed answers must be equal. Skipped without the LangGraph
oracle (LANGGRAPH_PYTHON with langgraph-checkpoint-postgres).
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

import psycopg
import pytest
from pg_helpers import langgraph_postgres_python

ORACLE = langgraph_postgres_python()
pytestmark = pytest.mark.skipif(ORACLE is None, reason="no LangGraph oracle with langgraph-checkpoint-postgres")

# argv: library ("langgraph" / "lingxigraph"), a server's conninfo, the program, a database name prefix;
# prints one line a probe
PROGRAM = r'''
import asyncio, importlib, sys, uuid
import psycopg

lib, server, program, prefix = sys.argv[1:5]
PostgresStore = importlib.import_module(f"{lib}.store.postgres").PostgresStore
AsyncPostgresStore = importlib.import_module(f"{lib}.store.postgres").AsyncPostgresStore
PutOp = importlib.import_module(f"{lib}.store.base").PutOp
SearchOp = importlib.import_module(f"{lib}.store.base").SearchOp


def new_db(**options):
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    return psycopg.conninfo.make_conninfo(server, dbname=name, **options)


def show(label, thunk):
    try:
        value = thunk()
    except Exception as exc:
        value = f"{type(exc).__module__}.{type(exc).__name__}: {str(exc).splitlines()[0]}"
    print(f"{label}: {value!r}")


def keys(items):
    return [(i.namespace, i.key) for i in items]


def stamps(items):
    """Each item's (key, created_at class, updated_at class): equal timestamps, one letter."""
    seen = {}
    return [(i.key, seen.setdefault(i.created_at, len(seen)), seen.setdefault(i.updated_at, len(seen)))
            for i in items]


def order(store):
    for key in "abc":
        store.put(("n",), key, {"v": key})
    store.put(("m",), "z", {})
    store.put(("n",), "a", {"v": "a2"})
    show("after an update", lambda: keys(store.search(())))
    show("under n", lambda: keys(store.search(("n",))))
    show("paged", lambda: keys(store.search((), limit=2, offset=1)))
    item = store.get(("n",), "a")
    show("update keeps created_at", lambda: item.created_at < item.updated_at)
    show("time zone", lambda: (type(item.created_at).__name__, repr(item.created_at.tzinfo)))
    store.batch([PutOp(("b",), key, {}) for key in ["c", "a", "b", "e", "d"]])
    show("one batch", lambda: stamps(store.search(("b",))))
    store.put(("b",), "x", {})
    store.batch([PutOp(("b",), "a", {"v": 2}), PutOp(("o",), "q", {})])
    show("ties after", lambda: stamps(store.search(())))
    store.batch([PutOp(("r",), "y", {"v": 1}), PutOp(("r",), "x", None), PutOp(("r",), "x", {"v": 2}),
                 PutOp(("r",), "y", {"v": 3}), PutOp(("r",), "z", {"v": 4}), PutOp(("r",), "z", None)])
    show("one key twice in a batch", lambda: [(i.key, i.value) for i in store.search(("r",))])
    store.batch([PutOp(("h",), f"k{i:02d}", {}) for i in range(40)])
    show("40 ties, top 5", lambda: [i.key for i in store.search(("h",), limit=5, offset=3)])
    store.batch([PutOp(("h",), f"k{i:02d}", {"v": 1}) for i in range(0, 40, 3)])
    show("40 after", lambda: [i.key for i in store.search(("h",), limit=100)])


def bounds(store):
    for key in "abcde":
        store.put(("n",), key, {})
    for limit, offset in [(0, 0), (-1, 0), (2, -1), (2, 4), (10**6, 0)]:
        show(f"search {limit} {offset}", lambda: keys(store.search(("n",), limit=limit, offset=offset)))
    show("a failed search's batch", lambda: store.batch([PutOp(("n",), "f", {}), SearchOp(("n",), limit=-1)]))
    show("wrote nothing", lambda: store.get(("n",), "f"))
    for key in [5, None, ("a",), 1.5]:
        show(f"key {key!r}", lambda: (store.put(("k",), key, {}), keys([store.get(("k",), key)])))


def namespaces(store):
    for ns in [("a", "b"), ("a-c",), ("a",), ("A",), ("a b",), ("ü",), ("a", "b", "c"), ("b",), ("a_",), ("Z", "1")]:
        store.put(ns, "k", {})
    show("all", lambda: store.list_namespaces())
    for bounds in [{"limit": -1}, {"limit": 2, "offset": 3}, {"offset": -1}, {"max_depth": -1},
                   {"max_depth": 1, "limit": 2, "offset": 1}, {"max_depth": 2}]:
        show(f"{bounds}", lambda: store.list_namespaces(**bounds))
    for match in [{"prefix": ("a",)}, {"prefix": ("a", "*")}, {"prefix": ("*", "b")}, {"suffix": ("b",)},
                  {"suffix": ("*",)}, {"prefix": ("a",), "suffix": ("c",)}, {"prefix": ()}]:
        show(f"{match}", lambda: store.list_namespaces(**match))


def run(name):
    if name == "zones":
        for zone in ["Asia/Kolkata", "UTC"]:
            with PostgresStore.from_conn_string(new_db(options=f"-c TimeZone={zone}")) as store:
                store.setup()
                store.put(("n",), "a", {})
                item = store.get(("n",), "a")
                show(zone, lambda: (repr(item.updated_at.tzinfo), item.dict()["created_at"][-6:]))
        return
    if name == "async":
        asyncio.run(run_async())
        return
    with PostgresStore.from_conn_string(new_db()) as store:
        store.setup()
        globals()[name](store)


async def run_async():
    async with AsyncPostgresStore.from_conn_string(new_db()) as store:
        await store.setup()
        for key in "abc":
            await store.aput(("n",), key, {})
        await store.aput(("n",), "a", {"v": 2})
        print(keys(await store.asearch(("n",))))
        await asyncio.gather(*(store.aput(("g",), str(i), {}) for i in range(5)))  # one batch
        print(stamps(await store.asearch(("g",))))
        print(repr((await store.aget(("g",), "1")).created_at.tzinfo))
        print(await store.alist_namespaces())
        found = await asyncio.gather(store.asearch(("n",), limit=-1), store.aput(("h",), "z", {}),
                                     return_exceptions=True)
        print([type(x).__name__ for x in found], await store.aget(("h",), "z"))


run(program)
'''


def _answers(python: str, library: str, server: str, program: str, prefix: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])} if library == "lingxigraph" else None
    done = subprocess.run(
        [python, "-c", PROGRAM, library, server, program, prefix], capture_output=True, text=True, check=False, env=env
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("program", ["order", "bounds", "namespaces", "zones", "async"])
def test_store_programs_answer_as_langgraphs_postgres_store(pg_server: str, program: str) -> None:
    assert ORACLE is not None
    prefix = f"o{uuid.uuid4().hex[:8]}"
    try:
        theirs = _answers(ORACLE, "langgraph", pg_server, program, prefix)
        mine = _answers(sys.executable, "lingxigraph", pg_server, program, prefix)
    finally:  # (the programs' databases)
        with psycopg.connect(pg_server, autocommit=True) as admin:
            found = admin.execute("SELECT datname FROM pg_database WHERE starts_with(datname, %s)", (prefix + "_",))
            names = [row[0] for row in found]
            for name in names:
                admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    assert mine == theirs
    assert len(mine.splitlines()) >= 2

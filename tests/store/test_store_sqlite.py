"""What only the SQLite stores do: connections, setup, JSON values, files, threads, sweeper."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
from array import array
from datetime import datetime, timezone
from pathlib import Path

import pytest
from store_helpers import FakeClock

from lingxigraph.store.base import BaseStore
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.store.sqlite import AsyncSqliteStore, SqliteStore


def test_from_conn_string_is_a_context_manager_and_setup_is_idempotent() -> None:
    with SqliteStore.from_conn_string(":memory:") as store:
        assert isinstance(store, SqliteStore)
        assert store.is_setup is False
        store.setup()
        store.setup()
        store.put(("a",), "k", {"v": 1})
        tables = {row[0] for row in store.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert "store" in tables
    with pytest.raises(sqlite3.ProgrammingError):
        store.conn.execute("SELECT 1")


def test_first_batch_sets_up_the_tables() -> None:
    with SqliteStore.from_conn_string(":memory:") as store:
        assert store.get(("a",), "k") is None
        assert store.is_setup


def test_values_are_stored_as_json(tmp_path: Path) -> None:
    with SqliteStore.from_conn_string(str(tmp_path / "s.db")) as store:
        when = datetime(2024, 1, 1, tzinfo=timezone.utc)
        store.put(("a",), "k", {"t": (1, 2), "when": when, "text": "é"})
        item = store.get(("a",), "k")
        assert item is not None
        assert item.value == {"t": [1, 2], "when": "2024-01-01T00:00:00+00:00", "text": "é"}
        raw = store.conn.execute("SELECT value FROM store").fetchone()[0]
        assert raw == '{"t": [1, 2], "when": "2024-01-01T00:00:00+00:00", "text": "é"}'


def test_unserialisable_value_rolls_the_batch_back() -> None:
    with SqliteStore.from_conn_string(":memory:") as store:
        store.put(("a",), "k", {"v": 1})
        with pytest.raises(TypeError, match=r"^Type is not JSON serializable: set$"):
            store.put(("a",), "k", {"v": {1, 2}})
        item = store.get(("a",), "k")
        assert item is not None and item.value == {"v": 1}


def test_data_survives_reopening_the_file(tmp_path: Path) -> None:
    path = str(tmp_path / "store.db")
    clock = FakeClock()
    with SqliteStore.from_conn_string(path, clock=clock) as store:
        store.put(("a", "b"), "k", {"v": 1})
        store.put(("a",), "k", {"v": 2})
    with SqliteStore.from_conn_string(path, clock=clock) as store:
        # (one second: the order SQLite reads the prefix index in, as LangGraph's store)
        assert [(i.namespace, i.key) for i in store.search(("a",))] == [(("a",), "k"), (("a", "b"), "k")]
        assert store.list_namespaces() == [("a",), ("a", "b")]


def test_custom_deserializer_is_used() -> None:
    conn = sqlite3.connect(":memory:")
    store = SqliteStore(conn, deserializer=lambda raw: {"raw": raw})
    store.put(("a",), "k", {"v": 1})
    item = store.get(("a",), "k")
    assert item is not None and item.value == {"raw": '{"v": 1}'}
    conn.close()


def test_rows_written_by_langgraph_schema_are_readable() -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute(
        "CREATE TABLE store (prefix text NOT NULL, key text NOT NULL, value text NOT NULL, "
        "created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP, updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP, "
        "expires_at TIMESTAMP, ttl_minutes REAL, PRIMARY KEY (prefix, key))"
    )
    conn.execute(
        "INSERT INTO store VALUES ('users.u1', 'prefs', '{\"theme\": \"dark\"}', "
        "'2024-05-06 07:08:09', '2024-05-06 07:08:09', NULL, NULL)"
    )
    store = SqliteStore(conn)
    item = store.get(("users", "u1"), "prefs")
    assert item is not None
    assert item.value == {"theme": "dark"}
    assert item.created_at == datetime(2024, 5, 6, 7, 8, 9)  # naive, as LangGraph reads it
    assert [i.key for i in store.search(("users",))] == ["prefs"]
    conn.close()


def test_setup_keeps_langgraphs_migration_ledger() -> None:
    # LangGraph's SQLite store replays the migrations its ``store_migrations`` table
    # lacks (adding the TTL columns again would fail), so a file our store made or
    # touched records them as done: the user can switch back with the same file
    conn = sqlite3.connect(":memory:")
    conn.execute(
        "CREATE TABLE store (prefix text NOT NULL, key text NOT NULL, value text NOT NULL, "
        "created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP, updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP, "
        "PRIMARY KEY (prefix, key))"
    )
    conn.execute("CREATE TABLE store_migrations (v INTEGER PRIMARY KEY)")
    conn.executemany("INSERT INTO store_migrations (v) VALUES (?)", [(0,), (1,)])
    store = SqliteStore(conn)
    store.setup()
    store.setup()
    assert [r[0] for r in conn.execute("SELECT v FROM store_migrations ORDER BY v")] == [0, 1, 2, 3, 4]
    columns = {row[1] for row in conn.execute("PRAGMA table_info(store)")}
    assert {"expires_at", "ttl_minutes"} <= columns
    store.put(("users", "u1"), "prefs", {"theme": "dark"}, ttl=5)
    item = store.get(("users", "u1"), "prefs")
    assert item is not None and item.value == {"theme": "dark"}
    fresh = sqlite3.connect(":memory:")
    SqliteStore(fresh).setup()
    assert [r[0] for r in fresh.execute("SELECT v FROM store_migrations ORDER BY v")] == [0, 1, 2, 3, 4]
    conn.close()
    fresh.close()


@pytest.mark.parametrize("kind", ["memory", "sqlite"])
def test_concurrent_writers_from_threads(kind: str) -> None:
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    store: BaseStore = InMemoryStore() if kind == "memory" else SqliteStore(conn)
    errors: list[BaseException] = []

    def writer(n: int) -> None:
        try:
            for i in range(25):
                store.put(("t", f"w{n}"), f"k{i}", {"i": i})
                store.search(("t",), limit=5)
        except BaseException as exc:  # noqa: BLE001 - reported by the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(store.search(("t",), limit=1000)) == 200
    assert store.list_namespaces() == [("t", f"w{n}") for n in range(8)]
    conn.close()


def test_no_sweeper_without_a_ttl_config_as_in_langgraph() -> None:
    # (it started a sweeper thread anyway; LangGraph's returns a finished future)
    before = {t.name for t in threading.enumerate()}
    with SqliteStore.from_conn_string(":memory:") as store:
        assert store.start_ttl_sweeper().done()
        assert "lingxigraph-ttl-sweeper" not in {t.name for t in threading.enumerate()} - before
        assert store.stop_ttl_sweeper() is True


def test_sweeper_starts_once_and_stops() -> None:
    with SqliteStore.from_conn_string(":memory:", ttl={"sweep_interval_minutes": 60}) as store:
        future = store.start_ttl_sweeper()
        assert store.start_ttl_sweeper() is future
        assert store.stop_ttl_sweeper(timeout=5) is True
        assert future.result(timeout=5) is None
        assert store.stop_ttl_sweeper() is True


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio", "trio"])
async def test_async_store_from_conn_string_and_loop_guard(anyio_backend: str) -> None:
    async with AsyncSqliteStore.from_conn_string(":memory:") as store:
        await store.setup()
        assert store.is_setup
        await store.aput(("a",), "k", {"v": 1})
        with pytest.raises(asyncio.InvalidStateError, match=r"^Synchronous calls to AsyncSqliteStore detected in the main event loop"):
            store.get(("a",), "k")
        item = await store.aget(("a",), "k")
        assert item is not None and item.value == {"v": 1}
        assert await store.sweep_ttl() == 0
        await store.start_ttl_sweeper(60)
        assert await store.stop_ttl_sweeper(timeout=5) is True


def test_filter_keys_are_checked_and_text_fields_name_the_indexed_paths() -> None:
    def embed(texts: list[str]) -> list[list[float]]:
        return [[1.0, 0.0] if "x" in text else [0.0, 1.0] for text in texts]

    # LangGraph's SQLite store calls the indexed paths text_fields
    with SqliteStore.from_conn_string(":memory:", index={"dims": 2, "embed": embed, "text_fields": ["a"]}) as store:
        assert store.embeddings is not None
        store.put(("d",), "k", {"a": "xx", "b": "yy"})
        store.put(("d",), "other", {"a": "yy", "b": "xx"})
        assert [item.key for item in store.search(("d",), query="x")] == ["k", "other"]
        assert [item.key for item in store.search(("d",), filter={"b": "xx", "a-b.c_1": None})] == ["other"]
        with pytest.raises(ValueError, match=r"^Invalid filter key: 'a b'\. Filter keys must contain only alphanumeric"):
            store.search(("d",), filter={"a b": 1})
    assert SqliteStore(sqlite3.connect(":memory:")).embeddings is None
    assert InMemoryStore().embeddings is None

    class Model:  # an Embeddings-like object is exposed as given
        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            return embed(texts)

        def embed_query(self, text: str) -> list[float]:
            return embed([text])[0]

    model = Model()
    assert InMemoryStore(index={"dims": 2, "embed": model}).embeddings is model


def test_async_store_takes_an_aiosqlite_connection(tmp_path: Path) -> None:
    aiosqlite = pytest.importorskip("aiosqlite")
    import anyio.to_thread

    path = tmp_path / "store.db"

    async def main() -> None:
        async with aiosqlite.connect(path) as conn:
            store = AsyncSqliteStore(conn, ttl={"default_ttl": 60})
            assert store.conn is conn
            await store.setup()
            await store.aput(("users", "u1"), "profile", {"name": "Ada"})
            await store.aput(("users", "u2"), "profile", {"name": "Bob"})
            item = await store.aget(("users", "u1"), "profile")
            assert item is not None and item.value == {"name": "Ada"}
            found = await store.asearch(("users",), filter={"name": "Bob"})
            assert [i.namespace for i in found] == [("users", "u2")]
            # the sync methods work from another thread, through this loop
            assert await anyio.to_thread.run_sync(store.get, ("users", "u2"), "profile") is not None
            with pytest.raises(asyncio.InvalidStateError):
                store.get(("users", "u1"), "profile")
            assert await store.sweep_ttl() == 0
            await store.start_ttl_sweeper(sweep_interval_minutes=60)
            assert await store.stop_ttl_sweeper(timeout=30)
        # written through aiosqlite, read back with the plain sqlite3 store
        with SqliteStore.from_conn_string(str(path)) as sync_store:
            item = sync_store.get(("users", "u1"), "profile")
            assert item is not None and item.value == {"name": "Ada"}

    asyncio.run(main())


def test_async_store_rejects_an_unopened_aiosqlite_connection(tmp_path: Path) -> None:
    aiosqlite = pytest.importorskip("aiosqlite")
    with pytest.raises(ValueError, match="needs an open aiosqlite connection"):
        AsyncSqliteStore(aiosqlite.connect(tmp_path / "x.db"))


_GLOB_NAMESPACES = [
    ("a*", "x"), ("ab", "x"), ("a?",), ("a[b]", "c"), ("a", "b"), ("a",), ("u", "z", "alice"),
    ("u", "y", "alice", "d"), ("bob", "alice"), ("u", "alice"),
]


@pytest.mark.parametrize(
    ("prefix", "suffix"),
    [
        (("a*",), None), (("a?",), None), (("a[b]",), None), (("a",), None), (("u", "*", "alice"), None),
        (None, ("alice",)), (None, ("*", "alice")), (("u",), ("alice",)), (("*",), None),
    ],
)
def test_list_namespaces_narrowed_in_sql_matches_the_in_memory_store(
    prefix: tuple[str, ...] | None, suffix: tuple[str, ...] | None
) -> None:
    # the SQL narrowing (GLOB for a plain prefix, whose labels may hold GLOB's own
    # metacharacters; a regex function for "*" labels and suffixes) keeps whole labels
    memory = InMemoryStore()
    with SqliteStore.from_conn_string(":memory:") as store:
        for namespace in _GLOB_NAMESPACES:
            memory.put(namespace, "k", {})
            store.put(namespace, "k", {})
        expected = memory.list_namespaces(prefix=prefix, suffix=suffix, limit=100)
        # (same namespaces; the SQLite store orders them by their dotted text)
        assert store.list_namespaces(prefix=prefix, suffix=suffix, limit=100) == sorted(expected, key=".".join)
        assert expected  # (each case matches something)


@pytest.mark.parametrize("prefix", [("a*",), ("a?",), ("a[b]",), ("a",)])
def test_search_prefix_with_glob_characters_is_literal(prefix: tuple[str, ...]) -> None:
    memory = InMemoryStore()
    with SqliteStore.from_conn_string(":memory:") as store:
        for namespace in _GLOB_NAMESPACES:
            memory.put(namespace, "k", {})
            store.put(namespace, "k", {})
        found = [item.namespace for item in store.search(prefix, limit=100)]
        assert sorted(found) == sorted(item.namespace for item in memory.search(prefix, limit=100))
        assert found and all(ns[: len(prefix)] == prefix for ns in found)


SQL_FILTER_ITEMS = {
    "a": {"n": True, "s": "é", "t": "  12abc", "l": [1, {"x": "é"}]},
    "b": {"n": 1, "s": "z", "t": "-3e2", "l": [1]},
    "c": {"n": 1.0, "s": "E", "t": ".5", "d": {"b": 1, "a": 2}},
}


@pytest.mark.parametrize(
    ("filter", "expected"),
    [
        ({"n": True}, ["a", "b", "c"]),  # true reads as 1, equal to 1 and 1.0
        ({"n": {"$gte": True}}, ["a", "b", "c"]),
        ({"s": 1}, []),  # text never equals a number
        ({"s": {"$lt": "é"}}, ["b", "c"]),  # text compares by code point
        ({"t": {"$gt": 0}}, ["a", "c"]),  # an order with a number casts text to REAL
        ({"t": {"$gte": 12}}, ["a"]),
        ({"l": [1, {"x": "é"}]}, ["a"]),  # plain equality compares JSON text
        ({"l": {"$lt": [2]}}, ["a", "b"]),  # inside an operator a list is a BLOB
        ({"d": {"$ne": 1}}, ["c"]),  # a missing field fails "$ne"
        ({"d.a": 2}, ["c"]),
        ({"d.b": {"$lt": "0"}}, ["c"]),  # numbers sort before text
        # sqlite3 binds NaN as NULL: no comparison with it holds, "$ne" included
        ({"n": float("nan")}, []),
        ({"n": {"$eq": float("nan")}}, []),
        ({"n": {"$ne": float("nan")}}, []),
        ({"n": {"$lte": float("nan")}}, []),
        ({"n": {"$lt": float("inf")}}, ["a", "b", "c"]),
    ],
    ids=repr,
)
def test_search_filters_follow_langgraph_sqlite_store_sql_rules(filter: dict[str, object], expected: list[str]) -> None:
    # observed on LangGraph 1.2.11's SqliteStore, which compiles filters to SQL over
    # json_extract; lingxigraph filters in Python and reproduces the SQL outcome
    with SqliteStore.from_conn_string(":memory:") as store:
        for key, value in SQL_FILTER_ITEMS.items():
            store.put(("ns",), key, value)
        assert sorted(item.key for item in store.search(("ns",), filter=filter)) == expected


def test_a_dict_condition_is_read_as_operators_and_refused_before_reading_items() -> None:
    # LangGraph's SqliteStore builds its SQL first, so an empty store refuses too
    with SqliteStore.from_conn_string(":memory:") as store:
        with pytest.raises(ValueError, match=r"^Unsupported operator: lvl$"):
            store.search(("ns",), filter={"meta": {"lvl": 2}})
        store.put(("ns",), "k", {"meta": {"lvl": 2}})
        with pytest.raises(ValueError, match=r"^Unsupported operator: lvl$"):
            store.search(("ns",), filter={"meta": {"lvl": 2}})
    memory = InMemoryStore()
    memory.put(("ns",), "k", {"meta": {"lvl": 2}})
    assert [item.key for item in memory.search(("ns",), filter={"meta": {"lvl": 2}})] == ["k"]


def test_search_lists_recent_updates_first_with_whole_second_stamps() -> None:
    # as LangGraph's SQLite store: ORDER BY updated_at DESC over CURRENT_TIMESTAMP text
    clock = FakeClock()
    with SqliteStore.from_conn_string(":memory:", clock=clock) as store:
        for key in ["old", "mid", "new"]:
            store.put(("n",), key, {"k": key})
            clock.advance(1.25)
        store.put(("n",), "old", {"k": "old", "v": 2})  # an update moves it first
        assert [i.key for i in store.search(("n",))] == ["old", "new", "mid"]
        assert [i.key for i in store.search(("n",), limit=1, offset=1)] == ["new"]
        assert [i.key for i in store.search(("n",), filter={"k": {"$ne": "new"}})] == ["old", "mid"]
        item = store.get(("n",), "old")
        assert item is not None
        # the put replaced the row: created_at restarts; whole seconds, naive (UTC)
        assert item.created_at == item.updated_at == datetime(2023, 11, 14, 22, 13, 23)
        raw = store.conn.execute("SELECT created_at FROM store WHERE key = 'old'").fetchone()[0]
        assert raw == "2023-11-14 22:13:23"


def test_keys_are_strings_and_values_need_string_dict_keys() -> None:
    # as LangGraph: store methods make keys strings; its SQLite store's JSON encoder
    # refuses dict keys that are not strings (the batch is rolled back)
    with SqliteStore.from_conn_string(":memory:") as store:
        store.put(("a",), 5, {"v": 1})  # type: ignore[arg-type]
        item = store.get(("a",), 5)  # type: ignore[arg-type]
        assert item is not None and item.key == "5"
        with pytest.raises(TypeError, match="^Dict key must be str$"):
            store.put(("a",), "k", {"nested": [{1: "x"}]})
        assert store.get(("a",), "k") is None
        store.delete(("a",), 5)  # type: ignore[arg-type]
        assert store.search(("a",)) == []


def test_namespaces_are_listed_in_the_order_of_their_dotted_text() -> None:
    # as LangGraph's ORDER BY prefix: "a!" and "a-c" sort before "a.B" ('!' and '-' < '.')
    with SqliteStore.from_conn_string(":memory:") as store:
        for namespace in [("a", "b"), ("a-c",), ("a",), ("a0",), ("a", "B"), ("a!",)]:
            store.put(namespace, "k", {})
        assert store.list_namespaces() == [("a",), ("a!",), ("a-c",), ("a", "B"), ("a", "b"), ("a0",)]
        assert store.list_namespaces(limit=2, offset=1) == [("a!",), ("a-c",)]


def test_negative_paging_reads_as_in_langgraphs_stores() -> None:
    # LangGraph's in-memory store slices [offset:offset + limit]; its SQLite store's
    # LIMIT -1 means no limit and a negative OFFSET means 0
    memory = InMemoryStore()
    with SqliteStore.from_conn_string(":memory:") as store:
        for i in range(5):
            memory.put(("n",), f"k{i}", {"i": i})
            store.put(("n",), f"k{i}", {"i": i})

        def keys(s: BaseStore, limit: int, offset: int) -> list[str]:
            return sorted(item.key for item in s.search(("n",), limit=limit, offset=offset))

        assert keys(memory, -1, 0) == ["k0", "k1", "k2", "k3"]
        assert keys(memory, 10, -2) == ["k3", "k4"]
        assert keys(store, -1, 0) == ["k0", "k1", "k2", "k3", "k4"]
        assert keys(store, 2, -3) == ["k0", "k1"]


def test_list_namespaces_bounds_read_as_langgraphs_sql() -> None:
    # LIMIT -1: no limit; a negative OFFSET: 0; max_depth 0: the empty text (("",)),
    # a negative max_depth: nothing (LangGraph's recursive split)
    with SqliteStore.from_conn_string(":memory:") as store:
        for namespace in [("a", "b"), ("b",), ("c", "d")]:
            store.put(namespace, "k", {})
        assert store.list_namespaces(limit=-1) == [("a", "b"), ("b",), ("c", "d")]
        assert store.list_namespaces(limit=1, offset=-5) == [("a", "b")]
        assert store.list_namespaces(max_depth=0) == [("",)]
        assert store.list_namespaces(max_depth=-1) == []


def _letters(texts: list[str]) -> list[list[float]]:
    return [[float(t.count("a")), float(t.count("b"))] for t in texts]


def test_vectors_live_in_langgraphs_store_vectors_table() -> None:
    # LangGraph's SQLite store keeps one float32 vector per embedded field in
    # store_vectors (ledger: vector_migrations); a file either library wrote can be
    # searched by the other
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    store = SqliteStore(conn, index={"dims": 2, "embed": _letters, "fields": ["t", "tags[*]"]})
    store.put(("d",), "one", {"t": "aab", "tags": ["b", "bb"]})
    store.put(("d",), "two", {"t": "a"})
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"store", "store_migrations", "store_vectors", "vector_migrations"} <= tables
    assert [row[1] for row in conn.execute("PRAGMA table_info(store)")] == [
        "prefix", "key", "value", "created_at", "updated_at", "expires_at", "ttl_minutes"
    ]
    assert [r[0] for r in conn.execute("SELECT v FROM vector_migrations")] == [0]
    rows = conn.execute("SELECT key, field_name, embedding FROM store_vectors ORDER BY key, field_name").fetchall()
    assert [(key, name) for key, name, _ in rows] == [("one", "t"), ("one", "tags[*].0"), ("one", "tags[*].1"), ("two", "t")]
    assert rows[0][2] == array("f", [2.0, 1.0]).tobytes()
    assert len(SqliteStore.MIGRATIONS) == 5 and len(SqliteStore.VECTOR_MIGRATIONS) == 1
    assert AsyncSqliteStore.MIGRATIONS == SqliteStore.MIGRATIONS
    # a put replaces the item's vectors; a delete drops them
    store.put(("d",), "one", {"t": "b"}, index=False)
    store.delete(("d",), "two")
    assert conn.execute("SELECT count(*) FROM store_vectors").fetchone() == (0,)
    conn.close()


def test_a_query_ranks_vectors_langgraph_wrote_and_leaves_out_unembedded_items() -> None:
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    SqliteStore(conn).setup()
    conn.execute("CREATE TABLE vector_migrations (v INTEGER PRIMARY KEY)")
    conn.execute("INSERT INTO vector_migrations VALUES (0)")
    conn.execute(SqliteStore.VECTOR_MIGRATIONS[0])
    for key, vector in [("ab", [1.0, 1.0]), ("b", [0.0, 2.0])]:
        conn.execute(
            "INSERT INTO store (prefix, key, value) VALUES ('d', ?, ?)", (key, json.dumps({"t": key}))
        )
        conn.execute(
            "INSERT INTO store_vectors (prefix, key, field_name, embedding) VALUES ('d', ?, 't', ?)",
            (key, array("f", vector).tobytes()),
        )
    conn.execute("INSERT INTO store (prefix, key, value) VALUES ('d', 'plain', '{}')")
    conn.commit()
    store = SqliteStore(conn, index={"dims": 2, "embed": _letters, "fields": ["t"]})
    found = store.search(("d",), query="bbb")
    assert [(i.key, round(i.score or 0, 4)) for i in found] == [("b", 1.0), ("ab", round(2**-0.5, 4))]
    assert sorted(i.key for i in store.search(("d",))) == ["ab", "b", "plain"]  # no query: every item
    conn.close()


def test_vectors_an_older_lingxigraph_kept_in_the_store_table_move(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path)
    conn.execute(
        "CREATE TABLE store (prefix TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, created_at TIMESTAMP, "
        "updated_at TIMESTAMP, expires_at REAL, ttl_minutes REAL, vectors TEXT, PRIMARY KEY (prefix, key))"
    )
    conn.execute(
        "INSERT INTO store VALUES ('d', 'k', '{\"t\": \"b\"}', '2024-01-01 00:00:00', '2024-01-01 00:00:00', "
        "NULL, NULL, '[[\"t\", [0.0, 1.0]]]')"
    )
    conn.commit()
    conn.close()
    with SqliteStore.from_conn_string(str(path), index={"dims": 2, "embed": _letters, "fields": ["t"]}) as store:
        assert [(i.key, i.score) for i in store.search(("d",), query="b")] == [("k", 1.0)]
        assert store.conn.execute("SELECT count(*) FROM store WHERE vectors IS NOT NULL").fetchone() == (0,)
        assert store.conn.execute("SELECT field_name FROM store_vectors").fetchall() == [("t",)]

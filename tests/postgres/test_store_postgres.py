"""What only the Postgres stores do: setup and migrations, connections and pools,
pipelines, one transaction per batch, the async store's sync methods, TTL sweepers,
refusing ``index=``, and the optional extra; and where LangGraph's Postgres store
differs from its others (search and namespace order, paging bounds, timestamps),
with the values it gave (langgraph-checkpoint-postgres 3.2.0). The shared contract
is in test_store_contract.py; test_store_langgraph_order.py runs the same programs
on LangGraph's store."""

from __future__ import annotations

import asyncio
import importlib
import itertools
import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any
from zoneinfo import ZoneInfo

import psycopg
import pytest
from psycopg_pool import ConnectionPool

from lingxigraph.store.base import GetOp, ListNamespacesOp, PutOp, SearchOp
from lingxigraph.store.postgres import AsyncPostgresStore, PostgresStore
from lingxigraph.store.postgres.base import MIGRATIONS, PostgresIndexConfig

T0 = 1_700_000_000.0


@pytest.fixture
def store(pg_dsn: str) -> Iterator[PostgresStore]:
    # a second later at each batch, as LangGraph's transactions each have their own time
    with PostgresStore.from_conn_string(pg_dsn, clock=itertools.count(T0).__next__) as made:
        made.setup()
        yield made


def _versions(dsn: str) -> list[int]:
    with psycopg.connect(dsn) as conn:
        return [row[0] for row in conn.execute("SELECT v FROM store_migrations ORDER BY v")]


def test_setup_is_idempotent_and_records_langgraphs_versions(pg_dsn: str) -> None:
    with PostgresStore.from_conn_string(pg_dsn) as store:
        store.setup()
        store.put(("a",), "k", {"v": 1})
        store.setup()
        assert store.get(("a",), "k") is not None
    assert _versions(pg_dsn) == list(range(len(MIGRATIONS))) == [0, 1, 2, 3]


def test_setup_migrates_a_table_from_before_ttls(pg_dsn: str) -> None:
    # a database an older LangGraph made: migrations 0 and 1 only, no TTL columns
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute("CREATE TABLE store_migrations (v integer PRIMARY KEY)")
        for version in (0, 1):
            conn.execute(MIGRATIONS[version])
            conn.execute("INSERT INTO store_migrations (v) VALUES (%s)", (version,))
        conn.execute("INSERT INTO store (prefix, key, value) VALUES ('old', 'k', '{\"v\": 1}')")
    with PostgresStore.from_conn_string(pg_dsn) as store:
        store.setup()
        store.put(("new",), "k", {"v": 2}, ttl=5)
        old = store.get(("old",), "k")
        assert old is not None and old.value == {"v": 1}
    assert _versions(pg_dsn) == [0, 1, 2, 3]


@pytest.mark.parametrize("kind", ["sync", "async"])
def test_setup_runs_the_migrations_an_instance_was_given(pg_dsn: str, kind: str) -> None:
    # LangGraph's stores read MIGRATIONS from the instance: a caller may retype a column
    # (here TTL minutes as floats instead of whole minutes) before setup
    def retyped(store: PostgresStore | AsyncPostgresStore) -> None:
        assert isinstance(store.MIGRATIONS, list) and len(store.MIGRATIONS) == 4
        store.MIGRATIONS = [m.replace("ttl_minutes INT;", "ttl_minutes FLOAT;") for m in store.MIGRATIONS]

    if kind == "sync":
        with PostgresStore.from_conn_string(pg_dsn) as store:
            retyped(store)
            store.setup()
    else:

        async def main() -> None:
            async with AsyncPostgresStore.from_conn_string(pg_dsn) as store:
                retyped(store)
                await store.setup()

        asyncio.run(main())
    with psycopg.connect(pg_dsn) as conn:
        row = conn.execute(
            "SELECT data_type FROM information_schema.columns WHERE table_name = 'store' AND column_name = 'ttl_minutes'"
        ).fetchone()
    assert row == ("double precision",)
    assert PostgresStore.MIGRATIONS == MIGRATIONS  # the class's own list is untouched


def test_a_batch_before_setup_names_the_missing_table(pg_dsn: str) -> None:
    with PostgresStore.from_conn_string(pg_dsn) as store:
        with pytest.raises(psycopg.errors.UndefinedTable, match=r'relation "store" does not exist'):
            store.get(("a",), "k")


def _stamps(items: list[Any]) -> list[tuple[str, int, int]]:
    """(key, created_at, updated_at) of each item, a timestamp shown as its number in order of appearance."""
    seen: dict[Any, int] = {}
    return [(i.key, seen.setdefault(i.created_at, len(seen)), seen.setdefault(i.updated_at, len(seen))) for i in items]


def test_search_lists_the_most_recently_updated_first(store: PostgresStore) -> None:
    for key in "abc":
        store.put(("n",), key, {"v": key})
    store.put(("m",), "z", {})
    store.put(("n",), "a", {"v": "a2"})  # an update moves it first and keeps its created_at
    found = [(i.namespace, i.key) for i in store.search(())]
    assert found == [(("n",), "a"), (("m",), "z"), (("n",), "c"), (("n",), "b")]
    assert [i.key for i in store.search((), limit=2, offset=1)] == ["z", "c"]
    assert _stamps(store.search(("n",))) == [("a", 0, 1), ("c", 2, 2), ("b", 3, 3)]


def test_writes_of_one_batch_share_a_timestamp_and_sort_as_postgresql_leaves_ties(store: PostgresStore) -> None:
    store.batch([PutOp(("n",), key, {}) for key in ["c", "a", "b", "e", "d"]])
    assert _stamps(store.search(())) == [("c", 0, 0), ("a", 0, 0), ("b", 0, 0), ("e", 0, 0), ("d", 0, 0)]
    store.put(("n",), "x", {})
    store.batch([PutOp(("n",), "a", {"v": 2}), PutOp(("o",), "q", {})])
    assert _stamps(store.search(())) == [
        ("a", 0, 1), ("q", 1, 1), ("x", 2, 2), ("c", 0, 0), ("d", 0, 0), ("b", 0, 0), ("e", 0, 0)
    ]  # fmt: skip


def test_forty_ties_come_as_postgresqls_sorts_leave_them(store: PostgresStore) -> None:
    # a short page comes from PostgreSQL's bounded heap sort, a long one from its quicksort
    store.batch([PutOp(("n",), f"k{i:02d}", {}) for i in range(40)])
    assert [i.key for i in store.search((), limit=100)] == [f"k{i:02d}" for i in range(40)]
    assert [i.key for i in store.search((), limit=5)] == ["k01", "k02", "k03", "k04", "k00"]
    assert [i.key for i in store.search((), limit=5, offset=3)] == ["k04", "k05", "k06", "k07", "k00"]
    store.batch([PutOp(("n",), f"k{i:02d}", {"v": 1}) for i in range(0, 40, 3)])
    assert [i.key for i in store.search((), limit=100)] == [
        *(f"k{i:02d}" for i in range(0, 40, 3)),
        *"k22 k23 k25 k26 k28 k29 k01 k32 k34 k35 k37 k38 k31".split(),
        *"k02 k04 k05 k07 k08 k10 k11 k13 k14 k16 k17 k19 k20".split(),
    ]


def test_puts_to_one_key_in_one_batch_the_last_wins(store: PostgresStore) -> None:
    store.batch(
        [
            PutOp(("n",), "y", {"v": 1}),
            PutOp(("n",), "x", None),
            PutOp(("n",), "x", {"v": 2}),
            PutOp(("n",), "y", {"v": 3}),  # y keeps the place it was first named in
            PutOp(("n",), "z", {"v": 4}),
            PutOp(("n",), "z", None),
        ]
    )
    found = store.search(("n",))
    assert [(i.key, i.value) for i in found] == [("y", {"v": 3}), ("x", {"v": 2})]
    assert _stamps(found) == [("y", 0, 0), ("x", 0, 0)]


def test_negative_search_bounds_fail_in_the_database_and_the_batch_writes_nothing(store: PostgresStore) -> None:
    for key in "abcde":
        store.put(("n",), key, {})
    assert [i.key for i in store.search(("n",), limit=2, offset=4)] == ["a"]
    assert store.search(("n",), limit=0) == []
    with pytest.raises(psycopg.errors.InvalidRowCountInLimitClause, match=r"^LIMIT must not be negative$"):
        store.search(("n",), limit=-1)
    with pytest.raises(psycopg.errors.InvalidRowCountInResultOffsetClause, match=r"^OFFSET must not be negative$"):
        store.search(("n",), offset=-1)
    with pytest.raises(psycopg.errors.InvalidRowCountInLimitClause):
        store.batch([PutOp(("n",), "f", {}), SearchOp(("n",), limit=-1)])
    assert store.get(("n",), "f") is None


def test_list_namespaces_sorts_their_text_and_pages_in_the_database(store: PostgresStore) -> None:
    for ns in [("a", "b"), ("a-c",), ("a",), ("A",), ("a b",), ("ü",), ("a", "b", "c"), ("b",), ("a_",), ("Z", "1")]:
        store.put(ns, "k", {})
    every = [("A",), ("Z", "1"), ("a",), ("a b",), ("a-c",), ("a", "b"), ("a", "b", "c"), ("a_",), ("b",), ("ü",)]
    assert store.list_namespaces() == every  # (this database's collation is C.UTF-8)
    assert store.list_namespaces(limit=2, offset=3) == [("a b",), ("a-c",)]
    assert store.list_namespaces(max_depth=1, limit=2, offset=1) == [("Z",), ("a",)]
    assert store.list_namespaces(max_depth=2) == [ns for ns in every if len(ns) <= 2]
    assert store.list_namespaces(prefix=("a",)) == [("a",), ("a", "b"), ("a", "b", "c")]
    assert store.list_namespaces(suffix=("b",)) == [("a", "b"), ("b",)]
    # LangGraph's store fails here on ``None.split`` (a depth of 0 cuts every prefix to NULL)
    assert store.list_namespaces(max_depth=0) == [()]
    with pytest.raises(psycopg.errors.InvalidRowCountInLimitClause, match=r"^LIMIT must not be negative$"):
        store.list_namespaces(limit=-1)
    with pytest.raises(psycopg.errors.InvalidRowCountInLimitClause):
        store.list_namespaces(max_depth=-1)
    with pytest.raises(psycopg.errors.InvalidRowCountInResultOffsetClause):
        store.list_namespaces(offset=-1)


def test_list_namespaces_follows_the_database_collation(pg_server: str, store: PostgresStore) -> None:
    name = f"icu_{T0:.0f}_{id(store)}"
    with psycopg.connect(pg_server, autocommit=True) as admin:
        try:
            admin.execute(
                f"CREATE DATABASE \"{name}\" TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'"
            )
        except psycopg.Error as exc:
            pytest.skip(f"no ICU collation on this server: {exc}")
    try:
        with PostgresStore.from_conn_string(psycopg.conninfo.make_conninfo(pg_server, dbname=name)) as icu:
            icu.setup()
            for ns in [("a", "b"), ("a-c",), ("a",), ("A",), ("b",), ("B",), ("Z", "1"), ("10",), ("9",)]:
                icu.put(ns, "k", {})
            # as LangGraph's store lists them there
            assert icu.list_namespaces() == [
                ("10",), ("9",), ("a",), ("A",), ("a-c",), ("a", "b"), ("b",), ("B",), ("Z", "1")
            ]  # fmt: skip
    finally:
        with psycopg.connect(pg_server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_keys_are_stored_as_their_text(store: PostgresStore) -> None:
    for key in [5, None, ("a",), 1.5]:
        store.put(("k",), key, {})  # type: ignore[arg-type]
        item = store.get(("k",), key)  # type: ignore[arg-type]
        assert item is not None and item.key == str(key)
    store.delete(("k",), 5)  # type: ignore[arg-type]
    assert sorted(i.key for i in store.search(("k",))) == ["('a',)", "1.5", "None"]


def test_a_failing_batch_writes_nothing(store: PostgresStore) -> None:
    store.put(("a",), "kept", {"v": 0})
    # PostgreSQL refuses NUL characters in jsonb text: the whole batch rolls back
    with pytest.raises(psycopg.errors.UntranslatableCharacter):
        store.batch(
            [PutOp(("a",), "kept", {"v": 1}), PutOp(("a",), "new", {"v": 2}), PutOp(("a",), "bad", {"t": "\x00"})]
        )
    assert [(i.key, i.value) for i in store.search(("a",))] == [("kept", {"v": 0})]


def test_a_bad_filter_runs_nothing(store: PostgresStore) -> None:
    with pytest.raises(ValueError, match=r"^Unsupported operator: \$in$"):
        store.batch([PutOp(("a",), "k", {"v": 1}), SearchOp(("a",), filter={"v": {"$in": [1]}})])
    assert store.get(("a",), "k") is None


def test_issue_7684_numbers_compare_as_numbers(store: PostgresStore) -> None:
    # LangGraph's Postgres store compares "10" < "9" as text; here numbers are numbers,
    # and a number against a string field still compares text as LangGraph does
    for key, score in [("nine", 9), ("ten", 10), ("half", 9.5), ("text", "95")]:
        store.put(("s",), key, {"score": score})
    assert [i.key for i in store.search(("s",), filter={"score": {"$gte": 9.5}})] == ["text", "half", "ten"]
    assert [i.key for i in store.search(("s",), filter={"score": {"$lt": 10}})] == ["half", "nine"]
    assert [i.key for i in store.search(("s",), filter={"score": {"$gt": "9"}})] == ["text", "half"]  # "9.5" > "9"


def test_a_plain_nan_condition_matches_nothing(store: PostgresStore) -> None:
    # LangGraph's store answers no items (jsonb cannot hold a NaN to equal it)
    store.put(("n",), "k", {"v": 1.5})
    assert store.search(("n",), filter={"v": float("nan")}) == []
    assert [i.key for i in store.search(("n",), filter={"v": {"$lt": float("inf")}})] == ["k"]


def test_search_prefix_is_literal(store: PostgresStore) -> None:
    # "_" and "%" are LIKE wildcards: a prefix must match them as characters
    for label in ["a_c", "abc", "a%", "ab"]:
        store.put((label, "x"), "k", {})
    assert [i.namespace for i in store.search(("a_c",))] == [("a_c", "x")]
    assert [i.namespace for i in store.search(("a%",))] == [("a%", "x")]


def test_timestamps_are_in_the_sessions_time_zone(pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn, autocommit=True, options="-c TimeZone=Asia/Kolkata") as conn:
        store = PostgresStore(conn, clock=lambda: T0)
        store.setup()
        store.put(("a",), "k", {})
        item = store.get(("a",), "k")
    assert item is not None and item.created_at.tzinfo == ZoneInfo("Asia/Kolkata")
    assert item.dict()["created_at"] == item.dict()["updated_at"] == "2023-11-15T03:43:20+05:30"


def test_one_batch_mixes_every_operation(store: PostgresStore) -> None:
    store.put(("a", "b"), "k", {"v": 1})
    results = store.batch(
        [
            GetOp(("a", "b"), "k"),
            GetOp(("a", "b"), "missing"),
            SearchOp(("a",)),
            ListNamespacesOp(max_depth=1),
            PutOp(("c",), "k", {"v": 2}),
            GetOp(("a", "b"), "k"),
        ]
    )
    assert [getattr(r, "key", r) for r in results[:2]] == ["k", None]
    assert [i.key for i in results[2]] == ["k"]  # type: ignore[union-attr]
    assert results[3:5] == [[("a",)], None]
    assert results[5] == results[0]


def test_index_is_refused_until_pgvector_is_supported(pg_dsn: str) -> None:
    index: PostgresIndexConfig = {"dims": 3, "embed": lambda texts: [[0.0, 0.0, 1.0] for _ in texts]}
    message = r"^PostgresStore\(index=\.\.\.\): semantic search needs the pgvector extension"
    with psycopg.connect(pg_dsn) as conn, pytest.raises(NotImplementedError, match=message):
        PostgresStore(conn, index=index)


def test_pool_and_pipeline_connections(pg_dsn: str) -> None:
    with PostgresStore.from_conn_string(pg_dsn, pool_config={"min_size": 1, "max_size": 3}) as pooled:
        pooled.setup()
        assert isinstance(pooled.conn, ConnectionPool)
        errors: list[BaseException] = []

        def writer(n: int) -> None:
            try:
                for i in range(5):
                    pooled.put(("t", str(n)), str(i), {"i": i})
            except BaseException as exc:  # noqa: BLE001 - reported below
                errors.append(exc)

        threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []
        assert len(pooled.search(("t",), limit=100)) == 20
    with PostgresStore.from_conn_string(pg_dsn, pipeline=True) as piped:
        piped.put(("p",), "k", {"v": 1})
        item = piped.get(("p",), "k")
        assert item is not None and item.value == {"v": 1}
        assert piped.list_namespaces() == [("p",), ("t", "0"), ("t", "1"), ("t", "2"), ("t", "3")]


def test_ttl_sweeper_starts_once_and_stops(pg_dsn: str) -> None:
    with PostgresStore.from_conn_string(pg_dsn) as plain:
        assert plain.start_ttl_sweeper().done()  # no TTL config: nothing to sweep
    with PostgresStore.from_conn_string(pg_dsn, ttl={"sweep_interval_minutes": 60}) as store:
        first = store.start_ttl_sweeper()
        assert store.start_ttl_sweeper() is first and not first.done()
        assert store.stop_ttl_sweeper(timeout=10) is True
        assert first.result(timeout=10) is None
        assert store.stop_ttl_sweeper() is True


def test_ttl_refreshes_and_sweeps_never_wait_for_a_row_another_transaction_holds(pg_dsn: str) -> None:
    # concurrent batches on a pool used to deadlock: a batch's lazy sweep or TTL refresh
    # locked many rows in no set order. They now skip rows held elsewhere (lock_timeout
    # turns any wait into an error, so a regression fails instead of hanging)
    clock = itertools.count(T0, 600).__next__
    conn = psycopg.connect(pg_dsn, autocommit=True, options="-c lock_timeout=5000")
    store = PostgresStore(conn, ttl={"default_ttl": 1, "refresh_on_read": True}, clock=clock)
    store.setup()
    for key in ("held", "free"):
        store.put(("n",), key, {"k": key})
    with psycopg.connect(pg_dsn) as other:
        other.execute("SELECT 1 FROM store WHERE key = 'held' FOR UPDATE")  # (a transaction now holds the row)
        assert sorted(i.key for i in store.search(("n",))) == ["free", "held"]
        assert store.get(("n",), "held") is not None
        assert store.sweep_ttl() == 1  # "free" expired (the clock moved 10 minutes per batch)
        other.rollback()
    assert store.sweep_ttl() == 1
    conn.close()


def test_async_store_on_a_pool_and_its_sync_methods_from_threads(pg_dsn: str) -> None:
    async def main() -> None:
        async with AsyncPostgresStore.from_conn_string(pg_dsn, pool_config={"min_size": 1, "max_size": 2}) as store:
            await store.setup()
            await asyncio.gather(*(store.aput(("a",), str(i), {"i": i}) for i in range(5)))
            assert [i.key for i in await store.asearch(("a",))] == ["0", "1", "2", "3", "4"]
            # a sync call on the loop's thread would deadlock: refused
            with pytest.raises(asyncio.InvalidStateError, match=r"^Synchronous calls to AsyncPostgresStore"):
                store.get(("a",), "0")
            item = await asyncio.to_thread(store.get, ("a",), "3")
            assert item is not None and item.value == {"i": 3}
            await asyncio.to_thread(store.put, ("b",), "k", {"v": 1})
            assert await store.alist_namespaces() == [("a",), ("b",)]

    asyncio.run(main())


def test_async_store_pipeline_sweeper_and_errors(pg_dsn: str) -> None:
    async def main() -> None:
        async with AsyncPostgresStore.from_conn_string(pg_dsn, pipeline=True, ttl={"omit_expired": True}) as store:
            await store.setup()
            await store.aput(("a",), "k", {"v": 1}, ttl=1)
            assert await store.sweep_ttl() == 0
            task = await store.start_ttl_sweeper(sweep_interval_minutes=60)
            assert await store.start_ttl_sweeper() is task
            assert await store.stop_ttl_sweeper(timeout=10) is True and task.done()
        async with await psycopg.AsyncConnection.connect(pg_dsn, autocommit=True) as conn:
            with pytest.raises(NotImplementedError, match=r"^AsyncPostgresStore\(index=\.\.\.\)"):
                AsyncPostgresStore(conn, index={"dims": 3, "embed": lambda texts: []})
            item = await AsyncPostgresStore(conn).aget(("a",), "k")
            assert item is not None and item.value == {"v": 1}

    asyncio.run(main())


def test_async_store_refuses_a_pipeline_with_a_pool(pg_dsn: str) -> None:
    async def main() -> None:
        async with AsyncPostgresStore.from_conn_string(pg_dsn, pool_config={}) as pooled:
            async with await psycopg.AsyncConnection.connect(pg_dsn) as conn, conn.pipeline() as pipe:
                with pytest.raises(ValueError, match=r"^Pipeline should be used only with a single AsyncConnection"):
                    AsyncPostgresStore(pooled.conn, pipe=pipe)

    asyncio.run(main())


def test_lingxigraph_never_imports_psycopg_and_the_store_names_the_extra() -> None:
    code = (
        "import sys\n"
        "import lingxigraph, lingxigraph.store.memory, lingxigraph.store.sqlite\n"
        "assert 'psycopg' not in sys.modules, 'psycopg imported'\n"
        "sys.modules['psycopg'] = None\n"
        "try:\n"
        "    import lingxigraph.store.postgres\n"
        "except ImportError as exc:\n"
        "    print(exc)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == (
        "lingxigraph.store.postgres needs psycopg 3 and psycopg-pool: "
        "install the postgres extra (pip install 'lingxigraph[postgres]')"
    )


def test_async_store_made_outside_a_loop_takes_the_loop_of_its_first_async_call(pg_dsn: str) -> None:
    async def connect() -> psycopg.AsyncConnection[Any]:
        return await psycopg.AsyncConnection.connect(pg_dsn, autocommit=True)

    conn = asyncio.run(connect())
    store = AsyncPostgresStore(conn)
    with pytest.raises(RuntimeError, match=r"^AsyncPostgresStore was made outside an event loop"):
        store.get(("a",), "k")

    async def main() -> None:
        await store.setup()
        await store.aput(("a",), "k", {"v": 1})
        item = await asyncio.to_thread(store.get, ("a",), "k")
        assert item is not None and item.value == {"v": 1}
        await conn.close()

    asyncio.run(main())


@pytest.mark.parametrize(
    "name", ["lingxigraph.store.postgres", "lingxigraph.store.postgres.base", "lingxigraph.store.postgres.aio"]
)
def test_every_name_in_all_exists(name: str) -> None:
    module = importlib.import_module(name)
    assert all(hasattr(module, attr) for attr in module.__all__)

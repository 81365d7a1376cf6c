"""The contract every store meets: CRUD, search, filters, namespaces, validation, batches.

Each test runs for every store kind and driver mode (see ``conftest.py``).
Expected outputs were observed on LangGraph 1.2.11's ``InMemoryStore`` (and its
``SqliteStore`` and ``PostgresStore`` where they differ). tests/postgres runs these
tests against the Postgres stores too.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Final, Literal, cast

import pytest
from store_helpers import START, START_ISO, FakeClock, StoreClient

from lingxigraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    PutOp,
    SearchItem,
    SearchOp,
)
from lingxigraph.store.memory import InMemoryStore

pytestmark = pytest.mark.anyio


def _is_sqlite(client: StoreClient) -> bool:
    """LangGraph's SQLite store differs from its other stores: whole-second naive
    timestamps, a put replaces the row, searches list recently updated items first."""
    from lingxigraph.store.sqlite import AsyncSqliteStore, SqliteStore

    return isinstance(client.store, SqliteStore | AsyncSqliteStore)


def _stamp_iso(client: StoreClient) -> str:
    """`START_ISO` as this store shows it (the SQLite store's naive text has no offset)."""
    return START_ISO.removesuffix("+00:00") if _is_sqlite(client) else START_ISO


def _posix(moment: datetime) -> float:
    """POSIX seconds of a store timestamp (a naive one is UTC)."""
    return (moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)).timestamp()


async def test_put_then_get_returns_item_with_clock_timestamps(client: StoreClient) -> None:
    await client.put(("users", "u1"), "prefs", {"theme": "dark"})
    item = await client.get(("users", "u1"), "prefs")
    stamp = _stamp_iso(client)

    assert item is not None
    assert repr(item) == (
        "Item(namespace=['users', 'u1'], key='prefs', value={'theme': 'dark'}, "
        f"created_at='{stamp}', updated_at='{stamp}')"
    )
    assert item.dict() == {
        "namespace": ["users", "u1"],
        "key": "prefs",
        "value": {"theme": "dark"},
        "created_at": stamp,
        "updated_at": stamp,
    }
    assert item.namespace == ("users", "u1")
    assert item.created_at == datetime.fromisoformat(stamp)
    assert _posix(item.created_at) == START


async def test_get_missing_returns_none(client: StoreClient) -> None:
    assert await client.get(("users",), "nobody") is None


async def test_search_item_repr_and_listing_as_in_langgraph(client: StoreClient) -> None:
    await client.put(("users", "u1"), "prefs", {"theme": "dark"})
    found = await client.search(("users",))
    stamp = _stamp_iso(client)
    assert [repr(i) for i in found] == [
        (
            "Item(namespace=['users', 'u1'], key='prefs', value={'theme': 'dark'}, "
            f"created_at='{stamp}', updated_at='{stamp}', score=None)"
        )
    ]
    assert all(isinstance(i, SearchItem) for i in found)
    assert await client.list_namespaces() == [("users", "u1")]


async def test_overwrite_bumps_updated_at_and_created_at_as_langgraph(client: StoreClient, clock: FakeClock) -> None:
    await client.put(("a",), "k", {"v": 1})
    clock.advance(5)
    await client.put(("a",), "k", {"v": 2})
    item = await client.get(("a",), "k")

    assert item is not None
    assert item.value == {"v": 2}
    # LangGraph's InMemoryStore stores an overwrite as a new item and its SQLite
    # store replaces the row (created_at restarts); its Postgres store keeps it
    from lingxigraph.store.memory import InMemoryStore

    created = START + 5 if isinstance(client.store, InMemoryStore) or _is_sqlite(client) else START
    assert _posix(item.created_at) == created
    assert _posix(item.updated_at) == START + 5


async def test_delete_and_put_none_remove_items(client: StoreClient) -> None:
    await client.put(("a",), "k1", {"v": 1})
    await client.put(("a",), "k2", {"v": 2})
    await client.delete(("a",), "k1")
    await client.put(("a",), "k2", None)
    await client.delete(("a",), "never-there")

    assert await client.get(("a",), "k1") is None
    assert await client.get(("a",), "k2") is None
    # LangGraph's InMemoryStore still lists an emptied namespace; a SQL store lists
    # the namespaces of the rows it holds
    from lingxigraph.store.memory import InMemoryStore

    emptied = [("a",)] if isinstance(client.store, InMemoryStore) else []
    assert await client.list_namespaces() == emptied


async def test_search_matches_whole_labels_of_the_prefix(client: StoreClient) -> None:
    await client.put(("a",), "k", {})
    await client.put(("a", "b"), "k", {})
    await client.put(("ab",), "k", {})
    await client.put(("b", "a"), "k", {})

    assert await client.keys(("a",)) == [(("a",), "k"), (("a", "b"), "k")]
    assert await client.keys(("a", "b")) == [(("a", "b"), "k")]
    assert await client.keys(("a", "*")) == []
    assert len(await client.keys()) == 4


async def test_search_order_is_namespace_creation_then_key_insertion(client: StoreClient, clock: FakeClock) -> None:
    # Same sequence as the LangGraph observation: namespaces keep their first place.
    for namespace, key in [(("a", "b"), "k2"), (("a",), "k1"), (("a", "c", "d"), "k3"), (("b",), "k0")]:
        await client.put(namespace, key, {"n": 1})
        clock.advance(1)
    await client.put(("a", "b"), "k1", {"n": 5})
    await client.put(("a", "b"), "k2", {"n": 6})  # an overwrite keeps its place

    if _is_sqlite(client):
        # LangGraph's SQLite store: newest update first; in one second, table order
        # (the overwrite's new row comes last)
        assert await client.keys() == [
            (("a", "b"), "k1"),
            (("a", "b"), "k2"),
            (("b",), "k0"),
            (("a", "c", "d"), "k3"),
            (("a",), "k1"),
        ]
        return
    assert await client.keys() == [
        (("a", "b"), "k2"),
        (("a", "b"), "k1"),
        (("a",), "k1"),
        (("a", "c", "d"), "k3"),
        (("b",), "k0"),
    ]


async def test_deleted_then_recreated_item_moves_to_the_end(client: StoreClient) -> None:
    for key in ["x", "y", "z"]:
        await client.put(("ns",), key, {})
    await client.delete(("ns",), "x")
    await client.put(("ns",), "x", {})
    assert [key for _, key in await client.keys()] == ["y", "z", "x"]


async def test_limit_and_offset_page_the_results(client: StoreClient) -> None:
    for i in range(5):
        await client.put(("p",), f"k{i}", {"i": i})
    page = await client.search(("p",), limit=2, offset=1)
    assert [i.key for i in page] == ["k1", "k2"]
    assert [i.key for i in await client.search(("p",))] == [f"k{i}" for i in range(5)]
    assert await client.search(("p",), limit=0) == []


SAME: Final = object()
"""The SQLite (or Postgres) stores' expected keys are the in-memory store's."""

Family = Literal["memory", "sqlite", "postgres"]


def family(store: BaseStore) -> Family:
    """Which LangGraph store's rules ``store`` follows where the stores differ."""
    if isinstance(store, InMemoryStore):
        return "memory"
    return "postgres" if "Postgres" in type(store).__name__ else "sqlite"


# (filter, in-memory store's keys, SQLite stores' keys, Postgres stores' keys):
# LangGraph's SQLite store builds SQL, so a missing or null field (NULL) fails "$ne",
# a list or dict inside an operator is a BLOB that never equals, and a dict condition
# is all operators. Its Postgres store compares jsonb (a missing field is no JSON
# null) and orders text ("x" > "1"; numbers against numbers compare as numbers here)
FILTER_CASES: list[tuple[dict[str, object], list[str], object, object]] = [
    ({"t": "x"}, ["k2", "k3"], SAME, SAME),
    ({"t": {"$eq": "x"}}, ["k2", "k3"], SAME, SAME),
    ({"t": {"$ne": "x"}}, ["k1", "k4"], ["k1"], SAME),
    ({"n": {"$gt": 1}}, ["k2", "k3"], SAME, SAME),
    ({"n": {"$gte": 1}}, ["k1", "k2", "k3"], SAME, SAME),
    ({"n": {"$lt": 3}}, ["k1", "k2"], SAME, SAME),
    ({"n": {"$lte": 3}}, ["k1", "k2", "k3"], SAME, SAME),
    ({"n": {"$gt": 1, "$lt": 3}}, ["k2"], SAME, SAME),
    ({"t": "x", "n": 3}, ["k3"], SAME, SAME),
    ({"nested": {"z": 1}}, ["k2"], ValueError("Unsupported operator: z"), ValueError("Unsupported operator: z")),
    ({"nested": {"$eq": {"z": 1, "y": 2}}}, ["k2"], [], SAME),
    ({"lst": [1, 2]}, ["k2"], SAME, SAME),
    ({"missing": None}, ["k1", "k2", "k3", "k4"], SAME, []),
    ({"t": None}, ["k4"], SAME, SAME),
    ({"missing": {"$ne": 1}}, ["k1", "k2", "k3", "k4"], [], []),
    ({"missing": {"$gt": 1}}, [], SAME, SAME),
    ({"t": {"$gt": "x"}}, ["k1"], SAME, SAME),
    ({"t": {"$gt": 1}}, [], SAME, ["k1", "k2", "k3"]),
    ({"s": {"$gt": 4}}, ["k4"], SAME, SAME),
]


@pytest.mark.parametrize(
    ("filter", "expected", "in_sql", "in_pg"), FILTER_CASES, ids=[str(case[0]) for case in FILTER_CASES]
)
async def test_search_filters(
    client: StoreClient, store: BaseStore, filter: dict[str, object], expected: list[str], in_sql: object, in_pg: object
) -> None:
    await client.put(("f",), "k1", {"n": 1, "t": "y"})
    await client.put(("f",), "k2", {"n": 2, "t": "x", "nested": {"z": 1, "y": 2}, "lst": [1, 2]})
    await client.put(("f",), "k3", {"n": 3, "t": "x", "nested": {"z": 2}})
    await client.put(("f",), "k4", {"t": None, "s": "5"})

    differs = {"memory": SAME, "sqlite": in_sql, "postgres": in_pg}[family(store)]
    if isinstance(differs, ValueError):
        with pytest.raises(ValueError, match=rf"^{re.escape(str(differs))}$"):
            await client.search(("f",), filter=filter)
        return
    if differs is not SAME:
        expected = cast("list[str]", differs)
    assert [i.key for i in await client.search(("f",), filter=filter)] == expected


async def test_a_dotted_filter_field_reads_nested_values_in_sqlite_stores_only(
    client: StoreClient, store: BaseStore
) -> None:
    # LangGraph's SQLite store reads "nested.z" as a path; its in-memory and Postgres
    # stores compare the top-level key "nested.z"
    await client.put(("f",), "k1", {"nested": {"z": 2}})
    await client.put(("f",), "k2", {"nested.z": 2})
    expected = ["k1"] if family(store) == "sqlite" else ["k2"]
    assert [i.key for i in await client.search(("f",), filter={"nested.z": 2})] == expected


@pytest.mark.parametrize("operator", ["$in", "$regex", "$bad"])
async def test_unsupported_filter_operator_raises(client: StoreClient, operator: str) -> None:
    await client.put(("f",), "k", {"n": 1})
    with pytest.raises(ValueError, match=rf"^Unsupported operator: \{operator}$"):
        await client.search(("f",), filter={"n": {operator: 1}})


async def test_list_namespaces_matching_depth_and_paging(client: StoreClient) -> None:
    for namespace in [("a", "b"), ("a",), ("a", "c", "d"), ("b",), ("x", "b")]:
        await client.put(namespace, "k", {})

    everything = [("a",), ("a", "b"), ("a", "c", "d"), ("b",), ("x", "b")]
    assert await client.list_namespaces() == everything
    assert await client.list_namespaces(prefix=("a",)) == [("a",), ("a", "b"), ("a", "c", "d")]
    assert await client.list_namespaces(suffix=("b",)) == [("a", "b"), ("b",), ("x", "b")]
    assert await client.list_namespaces(prefix=("*", "b")) == [("a", "b"), ("x", "b")]
    assert await client.list_namespaces(suffix=("*",)) == everything
    assert await client.list_namespaces(prefix=("a",), suffix=("d",)) == [("a", "c", "d")]
    assert await client.list_namespaces(max_depth=1) == [("a",), ("b",), ("x",)]
    assert await client.list_namespaces(max_depth=2) == [("a",), ("a", "b"), ("a", "c"), ("b",), ("x", "b")]
    assert await client.list_namespaces(limit=2, offset=1) == [("a", "b"), ("a", "c", "d")]
    assert await client.list_namespaces(prefix=("a", "b", "c", "d")) == []


async def test_emptied_namespace_listing_follows_the_store(client: StoreClient) -> None:
    # LangGraph's InMemoryStore keeps a namespace once touched (also by a get or a
    # delete); its SqliteStore lists the namespaces of the rows it holds
    from lingxigraph.store.memory import InMemoryStore

    await client.put(("a", "c"), "k", {})
    await client.put(("b",), "k", {})
    await client.delete(("a", "c"), "k")
    await client.get(("g",), "k")
    await client.delete(("d",), "k")
    memory = isinstance(client.store, InMemoryStore)
    assert await client.list_namespaces() == ([("a", "c"), ("b",), ("d",), ("g",)] if memory else [("b",)])


def _ns_error(text: str) -> str:
    return "^" + re.escape(text) + "$"


PUT_NAMESPACE_ERRORS: list[tuple[tuple[object, ...], str]] = [
    ((), "Namespace cannot be empty."),
    (("",), "Namespace labels cannot be empty strings. Got  in ('',)"),
    (("a", ""), "Namespace labels cannot be empty strings. Got  in ('a', '')"),
    (
        ("a.b",),
        "Invalid namespace label 'a.b' found in ('a.b',). Namespace labels cannot contain periods ('.').",
    ),
    (
        ("a", 1),
        "Invalid namespace label '1' found in ('a', 1). Namespace labels must be strings, but got int.",
    ),
    (
        ("a\x00",),
        "Invalid namespace label 'a\x00' found in ('a\\x00',). Namespace labels cannot contain NUL bytes ('\\x00').",
    ),
    (("langgraph",), "Root label for namespace cannot be \"langgraph\". Got: ('langgraph',)"),
    (("langgraph", "x"), "Root label for namespace cannot be \"langgraph\". Got: ('langgraph', 'x')"),
]


@pytest.mark.parametrize(("namespace", "message"), PUT_NAMESPACE_ERRORS, ids=[repr(n) for n, _ in PUT_NAMESPACE_ERRORS])
async def test_put_rejects_invalid_namespaces(client: StoreClient, namespace: tuple[str, ...], message: str) -> None:
    with pytest.raises(InvalidNamespaceError, match=_ns_error(message)):
        await client.put(namespace, "k", {"v": 1})
    assert await client.list_namespaces() == []


async def test_reads_and_deletes_check_labels_but_allow_reserved_root(client: StoreClient) -> None:
    dotted = _ns_error(
        "Invalid namespace label 'a.b' found in ('a.b',). Namespace labels cannot contain periods ('.')."
    )
    with pytest.raises(InvalidNamespaceError, match=dotted):
        await client.get(("a.b",), "k")
    with pytest.raises(InvalidNamespaceError, match=dotted):
        await client.search(("a.b",))
    with pytest.raises(InvalidNamespaceError, match=dotted):
        await client.delete(("a.b",), "k")
    with pytest.raises(InvalidNamespaceError, match=dotted):
        await client.list_namespaces(suffix=("a.b",))
    nul = r"^Invalid namespace label 'a\x00' found in \('a\\x00',\)\. Namespace labels cannot contain NUL bytes"
    for read in (client.get(("a\x00",), "k"), client.search(("a\x00",)), client.list_namespaces(prefix=("a\x00",))):
        with pytest.raises(InvalidNamespaceError, match=nul):
            await read
    assert await client.get(("langgraph",), "k") is None
    assert await client.search(()) == []


async def test_string_namespace_is_refused(client: StoreClient) -> None:
    with pytest.raises(InvalidNamespaceError, match=r"^Namespace must be a tuple of strings, got the string 'abc'\.$"):
        await client.put("abc", "k", {})  # type: ignore[arg-type]


async def test_list_namespace_is_accepted_as_tuple(client: StoreClient) -> None:
    await client.put(["a", "b"], "k", {"v": 1})  # type: ignore[arg-type]
    item = await client.get(["a", "b"], "k")  # type: ignore[arg-type]
    assert item is not None and item.namespace == ("a", "b")


async def test_non_mapping_value_is_a_type_error(client: StoreClient) -> None:
    with pytest.raises(TypeError, match=r"^Store values must be mappings \(dicts\), got list$"):
        await client.put(("a",), "k", [1, 2])


async def test_batch_reads_see_the_store_before_its_writes(client: StoreClient) -> None:
    # LangGraph's stores answer a batch's reads first, then apply its puts in order
    await client.put(("z",), "old", {"x": 0})
    results = await client.batch(
        [
            GetOp(("z",), "q"),
            PutOp(("z",), "q", {"x": 1}),
            GetOp(("z",), "q"),
            SearchOp(("z",)),
            ListNamespacesOp(match_conditions=(MatchCondition("prefix", ("y",)),)),
            PutOp(("y",), "q", {"y": 1}),
            PutOp(("z",), "old", None),
            GetOp(("z",), "old"),
        ]
    )
    assert results[0] is None and results[1] is None and results[2] is None
    assert isinstance(results[3], list) and [i.key for i in results[3]] == ["old"]  # type: ignore[union-attr]
    assert results[4] == []
    assert results[5:7] == [None, None]
    assert isinstance(results[7], Item) and results[7].value == {"x": 0}
    item = await client.get(("z",), "q")
    assert item is not None and item.value == {"x": 1}
    assert await client.get(("z",), "old") is None
    assert await client.list_namespaces(prefix=("y",)) == [("y",)]


async def test_batch_accepts_reserved_root_and_rejects_bad_labels(client: StoreClient) -> None:
    assert await client.batch([PutOp(("langgraph",), "k", {"a": 1})]) == [None]
    with pytest.raises(InvalidNamespaceError, match=r"periods"):
        await client.batch([PutOp(("ok",), "k", {"a": 1}), GetOp(("a.b",), "k")])
    assert await client.get(("ok",), "k") is None  # nothing ran

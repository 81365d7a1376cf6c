"""Hypothesis properties of the Postgres store against a plain-dict model (as
tests/store/test_store_properties.py checks the other stores):

- what was put reads back equal (JSON values: text, big integers, nesting);
- search lists the most recently written items first (as LangGraph's Postgres
  store; each write here is its own batch, a second after the last), under any
  prefix and on any page;
- list_namespaces equals the namespaces that hold items, sorted by their
  dot-joined text as the database sorts text.
"""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lingxigraph.store.postgres import PostgresStore

labels = st.sampled_from(["a", "b", "c", "users", "ü", "x y", "a_b", "a%"])
namespaces = st.lists(labels, min_size=1, max_size=3).map(tuple)
keys = st.sampled_from(["k1", "k2", "k3", "ключ"])
# (PostgreSQL's jsonb holds no NUL character)
texts = st.text(st.characters(blacklist_characters="\x00", blacklist_categories=("Cs",)), max_size=6)
json_scalars = st.none() | st.booleans() | st.integers(-(2**63), 2**63) | texts
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=8,
)
documents = st.dictionaries(texts, json_values, max_size=4)
writes = st.lists(st.tuples(namespaces, keys, st.none() | documents), max_size=20)


@pytest.fixture(scope="module")
def store(pg_server: str) -> Iterator[PostgresStore]:
    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    dsn = psycopg.conninfo.make_conninfo(pg_server, dbname=name)
    with PostgresStore.from_conn_string(dsn, clock=itertools.count(1_700_000_000).__next__) as made:
        made.setup()
        yield made
    with psycopg.connect(pg_server, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


class Model:
    """namespace → key → value, with each live key's last write sequence number."""

    def __init__(self) -> None:
        self.data: dict[tuple[str, ...], dict[str, tuple[int, dict[str, Any]]]] = {}
        self.count = 0

    def apply(self, namespace: tuple[str, ...], key: str, value: dict[str, Any] | None) -> None:
        records = self.data.setdefault(namespace, {})
        self.count += 1
        if value is None:
            records.pop(key, None)
        else:
            records[key] = (self.count, value)
        if not records:
            del self.data[namespace]

    def order(self, prefix: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], str]]:
        """Search order under ``prefix``: the last written first."""
        found = [(seq, ns, key) for ns, records in self.data.items() for key, (seq, _) in records.items()]
        return [(ns, key) for _, ns, key in sorted(found, reverse=True) if ns[: len(prefix)] == prefix]


def _sorted_as_text(store: PostgresStore, namespaces: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """``namespaces`` in the database's order of their dot-joined text."""
    texts = {".".join(ns): ns for ns in namespaces}
    sql = "SELECT t FROM unnest(%s::text[]) AS t ORDER BY t"
    rows = store.conn.execute(sql, (list(texts),))  # type: ignore[union-attr]
    return [texts[row["t"]] for row in rows]  # (from_conn_string reads rows as dicts)


@settings(max_examples=30, deadline=None)
@given(ops=writes, page=st.tuples(st.integers(0, 5), st.integers(0, 5)))
def test_search_order_values_and_namespaces_follow_the_model(
    store: PostgresStore, ops: list[Any], page: tuple[int, int]
) -> None:
    store.conn.execute("TRUNCATE store")  # type: ignore[union-attr]
    model = Model()
    for namespace, key, value in ops:
        if value is None:
            store.delete(namespace, key)
        else:
            store.put(namespace, key, value)
        model.apply(namespace, key, value)
    first = [(i.namespace, i.key) for i in store.search((), limit=1000)]
    assert first == model.order() == [(i.namespace, i.key) for i in store.search((), limit=1000)]
    limit, offset = page
    assert [(i.namespace, i.key) for i in store.search((), limit=limit, offset=offset)] == first[offset:][:limit]
    for prefix in {ns[:1] for ns in model.data} | {ns[:2] for ns in model.data}:
        assert [(i.namespace, i.key) for i in store.search(prefix, limit=1000)] == model.order(prefix)
    values = {(i.namespace, i.key): i.value for i in store.search((), limit=1000)}
    assert values == {(ns, k): v for ns, records in model.data.items() for k, (_, v) in records.items()}
    listed = _sorted_as_text(store, list(model.data))
    assert store.list_namespaces(limit=1000) == listed
    assert store.list_namespaces(limit=limit, offset=offset) == listed[offset:][:limit]

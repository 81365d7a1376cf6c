"""Hypothesis properties of the Postgres store against a plain-dict model (as
tests/store/test_store_properties.py checks the other stores):

- what was put reads back equal (JSON values: text, big integers, nesting);
- search returns store order, the same on every call: namespaces by their
  oldest item, then items by first write (an overwrite keeps its place);
- list_namespaces equals the sorted namespaces that hold items.
"""

from __future__ import annotations

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
    with PostgresStore.from_conn_string(psycopg.conninfo.make_conninfo(pg_server, dbname=name)) as made:
        made.setup()
        yield made
    with psycopg.connect(pg_server, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


class Model:
    """namespace → key → value, with each live key's write sequence number."""

    def __init__(self) -> None:
        self.data: dict[tuple[str, ...], dict[str, tuple[int, dict[str, Any]]]] = {}
        self.count = 0

    def apply(self, namespace: tuple[str, ...], key: str, value: dict[str, Any] | None) -> None:
        records = self.data.setdefault(namespace, {})
        self.count += 1
        if value is None:
            records.pop(key, None)
        else:
            first = records[key][0] if key in records else self.count
            records[key] = (first, value)
        if not records:
            del self.data[namespace]

    def order(self) -> list[tuple[tuple[str, ...], str]]:
        def oldest(namespace: tuple[str, ...]) -> int:
            return min(seq for seq, _ in self.data[namespace].values())

        out = []
        for namespace in sorted(self.data, key=oldest):
            records = self.data[namespace]
            out += [(namespace, key) for key in sorted(records, key=lambda k: records[k][0])]
        return out


@settings(max_examples=30, deadline=None)
@given(ops=writes)
def test_store_order_values_and_namespaces_follow_the_model(store: PostgresStore, ops: list[Any]) -> None:
    store.conn.execute("DELETE FROM store")  # type: ignore[union-attr]
    model = Model()
    for namespace, key, value in ops:
        if value is None:
            store.delete(namespace, key)
        else:
            store.put(namespace, key, value)
        model.apply(namespace, key, value)
    first = [(i.namespace, i.key) for i in store.search((), limit=1000)]
    assert first == model.order() == [(i.namespace, i.key) for i in store.search((), limit=1000)]
    values = {(i.namespace, i.key): i.value for i in store.search((), limit=1000)}
    assert values == {(ns, k): v for ns, records in model.data.items() for k, (_, v) in records.items()}
    assert store.list_namespaces(limit=1000) == sorted(model.data)

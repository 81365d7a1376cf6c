"""Hypothesis properties of the stores, checked against a plain-dict model.

- put then get returns the value;
- search returns items in the model's store order, the same on every call: the
  in-memory store's namespace creation, then key insertion; the SQLite store's
  (all items in one second, as LangGraph's) table order, where a put moves the
  item to the end, and for a prefix the order of the prefix index;
- list_namespaces equals the sorted namespaces that hold items.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Generator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from store_helpers import FakeClock

from lingxigraph.store.base import BaseStore
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.store.sqlite import SqliteStore

KINDS = ["memory", "sqlite"]

labels = st.sampled_from(["a", "b", "c", "users", "ü", "x y"])
namespaces = st.lists(labels, min_size=1, max_size=3).map(tuple)
keys = st.sampled_from(["k1", "k2", "k3", "ключ"])
json_scalars = st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=8)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
documents = st.dictionaries(st.text(max_size=6), json_values, max_size=4)

Write = tuple[tuple[str, ...], str, "dict[str, Any] | None"]
writes = st.lists(st.tuples(namespaces, keys, st.none() | documents), max_size=25)


@contextmanager
def open_store(kind: str) -> Generator[BaseStore, None, None]:
    if kind == "memory":
        yield InMemoryStore(clock=FakeClock())
        return
    conn = sqlite3.connect(":memory:")
    try:
        yield SqliteStore(conn, clock=FakeClock())
    finally:
        conn.close()


def write(store: BaseStore, namespace: tuple[str, ...], key: str, value: dict[str, Any] | None) -> None:
    if value is None:
        store.delete(namespace, key)
    else:
        store.put(namespace, key, value)


class Model:
    """The expected contents: namespace → key → value, both levels in store order."""

    def __init__(self, kind: str = "sqlite") -> None:
        # LangGraph's InMemoryStore keeps every namespace a write (or delete) touched,
        # in the order first touched; a SQL store has only the namespaces of its rows
        self.keeps_empty = kind == "memory"
        self.data: dict[tuple[str, ...], dict[str, dict[str, Any]]] = {}
        # the SQLite store's rows in table order (a put replaces the row: it moves last)
        self.rows: list[tuple[tuple[str, ...], str]] | None = None if kind == "memory" else []

    def apply(self, namespace: tuple[str, ...], key: str, value: dict[str, Any] | None) -> None:
        if self.rows is not None:
            self.rows = [row for row in self.rows if row != (namespace, key)]
            if value is not None:
                self.rows.append((namespace, key))
        records = self.data.setdefault(namespace, {})
        if value is None:
            records.pop(key, None)
        else:
            records[key] = value
        if not records and not self.keeps_empty:
            del self.data[namespace]

    def namespaces(self) -> list[tuple[str, ...]]:
        """What ``list_namespaces`` shows (before sorting)."""
        return list(self.data)

    def order(self) -> list[tuple[tuple[str, ...], str]]:
        if self.rows is not None:
            return list(self.rows)
        return [(ns, key) for ns, records in self.data.items() for key in records]

    def order_under(self, prefix: tuple[str, ...]) -> list[tuple[tuple[str, ...], str]]:
        """Search order under a one-label prefix."""
        under = [(ns, key) for ns, key in self.order() if ns[:1] == prefix]
        if self.rows is not None:  # the prefix index: dot-joined namespace text, then table order
            under.sort(key=lambda row: ".".join(row[0]).encode())
        return under


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=60, deadline=None)
@given(namespace=namespaces, key=keys, value=documents)
def test_put_then_get_returns_the_value(kind: str, namespace: tuple[str, ...], key: str, value: dict[str, Any]) -> None:
    with open_store(kind) as store:
        store.put(namespace, key, value)
        item = store.get(namespace, key)
        assert item is not None
        assert item.value == value
        assert (item.namespace, item.key) == (namespace, key)


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=60, deadline=None)
@given(ops=writes)
def test_search_order_is_deterministic_and_follows_the_model(kind: str, ops: list[Write]) -> None:
    model = Model(kind)
    with open_store(kind) as store:
        for namespace, key, value in ops:
            write(store, namespace, key, value)
            model.apply(namespace, key, value)
        first = [(i.namespace, i.key) for i in store.search((), limit=1000)]
        again = [(i.namespace, i.key) for i in store.search((), limit=1000)]
        assert first == again == model.order()
        for namespace in {ns[:1] for ns, _ in first}:
            assert [(i.namespace, i.key) for i in store.search(namespace, limit=1000)] == model.order_under(namespace)
        values = {(i.namespace, i.key): i.value for i in store.search((), limit=1000)}
        assert values == {(ns, k): v for ns, records in model.data.items() for k, v in records.items()}


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=60, deadline=None)
@given(ops=writes, depth=st.none() | st.integers(1, 3))
def test_namespace_listing_matches_the_puts(kind: str, ops: list[Write], depth: int | None) -> None:
    model = Model(kind)
    with open_store(kind) as store:
        for namespace, key, value in ops:
            write(store, namespace, key, value)
            model.apply(namespace, key, value)
        # (the SQLite store orders them as LangGraph's SQL: by the dot-joined text)
        order = None if kind == "memory" else ".".join
        expected = sorted({ns if depth is None else ns[:depth] for ns in model.namespaces()}, key=order)
        assert store.list_namespaces(max_depth=depth, limit=1000) == expected
        for namespace in model.namespaces():
            assert namespace in store.list_namespaces(prefix=namespace[:1], limit=1000)
            assert namespace in store.list_namespaces(suffix=namespace[-1:], limit=1000)


@settings(max_examples=40, deadline=None)
@given(ops=writes)
def test_memory_and_sqlite_agree(ops: list[Write]) -> None:
    with open_store("memory") as memory, open_store("sqlite") as sqlite:
        for namespace, key, value in ops:
            write(memory, namespace, key, value)
            write(sqlite, namespace, key, value)
        # same items (in another order; the SQLite store's timestamps are naive)
        def items(store: BaseStore) -> list[tuple[Any, ...]]:
            found = store.search((), limit=1000)
            return sorted((i.namespace, i.key, repr(i.value), i.updated_at.replace(tzinfo=None)) for i in found)

        assert items(memory) == items(sqlite)
        listed = memory.list_namespaces(limit=1000)
        # the memory store also lists namespaces whose items were all deleted (as LangGraph's)
        held = {tuple(i.namespace) for i in memory.search((), limit=1000)}
        assert [ns for ns in listed if ns in held] == sqlite.list_namespaces(limit=1000)

"""Cache properties (Hypothesis, against a dict model) and kind-specific behaviour."""

from __future__ import annotations

import inspect
import sqlite3
import threading
from collections.abc import Generator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from cache_helpers import FakeClock
from hypothesis import given, settings
from hypothesis import strategies as st

from lingxigraph.cache.base import BaseCache, FullKey
from lingxigraph.cache.memory import InMemoryCache
from lingxigraph.cache.sqlite import SqliteCache

KINDS = ["memory", "sqlite"]

namespaces = st.lists(st.sampled_from(["a", "b", "a,b", "ü", ""]), min_size=0, max_size=3).map(tuple)
full_keys = st.tuples(namespaces, st.sampled_from(["k", "k2", "ключ"]))
scalars = st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.text(max_size=8) | st.binary(max_size=8)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)


@contextmanager
def open_cache(kind: str, clock: FakeClock | None = None) -> Generator[BaseCache[Any], None, None]:
    if kind == "memory":
        yield InMemoryCache(clock=clock)
        return
    cache: SqliteCache[Any] = SqliteCache(path=":memory:", clock=clock)
    try:
        yield cache
    finally:
        cache.close()


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=60, deadline=None)
@given(entries=st.dictionaries(full_keys, values, max_size=6))
def test_set_then_get_returns_the_values(kind: str, entries: dict[FullKey, Any]) -> None:
    with open_cache(kind) as cache:
        cache.set({key: (value, None) for key, value in entries.items()})
        assert cache.get(list(entries)) == entries


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=60, deadline=None)
@given(
    steps=st.lists(
        st.one_of(
            st.tuples(st.just("set"), full_keys, st.integers(), st.none() | st.integers(0, 10)),
            st.tuples(st.just("clear"), st.none() | st.lists(namespaces, max_size=2)),
            st.tuples(st.just("tick"), st.integers(0, 5)),
        ),
        max_size=20,
    ),
    probe=st.lists(full_keys, max_size=8),
)
def test_cache_follows_a_dict_model(kind: str, steps: list[tuple[Any, ...]], probe: list[FullKey]) -> None:
    clock = FakeClock()
    model: dict[FullKey, tuple[int, float | None]] = {}
    with open_cache(kind, clock) as cache:
        for step in steps:
            if step[0] == "set":
                _, key, value, ttl = step
                cache.set({key: (value, ttl)})
                model[key] = (value, None if ttl is None else clock.now + ttl)
            elif step[0] == "clear":
                cache.clear(step[1])
                dropped = None if step[1] is None else {tuple(ns) for ns in step[1]}
                model = {k: v for k, v in model.items() if dropped is not None and k[0] not in dropped}
            else:
                clock.advance(step[1])
        live = {k: v for k, (v, exp) in model.items() if exp is None or exp > clock.now}
        keys = probe + list(model)
        assert cache.get(keys) == {k: live[k] for k in keys if k in live}


def test_sqlite_cache_persists_in_its_file(tmp_path: Path) -> None:
    path = str(tmp_path / "cache.db")
    first: SqliteCache[Any] = SqliteCache(path=path)
    first.set({(("n",), "k"): ({"v": 1}, None)})
    first.close()
    second: SqliteCache[Any] = SqliteCache(path=path)
    assert second.get([(("n",), "k")]) == {(("n",), "k"): {"v": 1}}
    rows = sqlite3.connect(path).execute("SELECT ns, key, expiry, encoding FROM cache").fetchall()
    assert rows == [('["n"]', "k", None, "msgpack")]
    second.close()


@pytest.mark.parametrize("kind", KINDS)
def test_concurrent_threads(kind: str) -> None:
    with open_cache(kind) as cache:
        errors: list[BaseException] = []

        def worker(n: int) -> None:
            try:
                for i in range(50):
                    cache.set({((f"t{n}",), f"k{i}"): (i, None)})
                    cache.get([((f"t{n}",), f"k{i}")])
            except BaseException as exc:  # noqa: BLE001 - reported by the assertion below
                errors.append(exc)

        threads = [threading.Thread(target=worker, args=(n,)) for n in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []
        keys = [((f"t{n}",), f"k{i}") for n in range(8) for i in range(50)]
        assert len(cache.get(keys)) == 400


def test_in_memory_cache_set_argument_is_named_keys_as_in_langgraph() -> None:
    assert list(inspect.signature(InMemoryCache[Any].set).parameters) == ["self", "keys"]
    cache: InMemoryCache[int] = InMemoryCache()
    cache.set(keys={(("n",), "k"): (1, None)})
    assert cache.get([(("n",), "k")]) == {(("n",), "k"): 1}

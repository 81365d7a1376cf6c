"""A store search without a query builds result items (timestamps as datetimes)
only for the page it returns, not for every item under the prefix; with a
filter every item is still tested. Objects are counted, nothing is timed.
"""

from __future__ import annotations

import sqlite3

import pytest

from lingxigraph.store.base import SearchItem
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.store.sqlite import SqliteStore


def _stores() -> list:
    return [InMemoryStore(), SqliteStore(sqlite3.connect(":memory:", check_same_thread=False))]


@pytest.mark.parametrize("store", _stores(), ids=["memory", "sqlite"])
def test_search_builds_only_the_page(store, monkeypatch: pytest.MonkeyPatch) -> None:
    if isinstance(store, SqliteStore):
        store.setup()
    for i in range(50):
        store.put(("docs",), f"k{i:02d}", {"i": i, "even": i % 2 == 0})
    # (the order is each store's own, e.g. newest first by whole-second
    # timestamps in SQLite: the page must be the slice of the whole answer)
    order = [item.key for item in store.search(("docs",), limit=50)]
    evens = [item.key for item in store.search(("docs",), filter={"even": True}, limit=50)]
    built = []
    init = SearchItem.__init__

    def counting(self, *args, **kwargs):
        built.append(args[1] if len(args) > 1 else kwargs.get("key"))
        init(self, *args, **kwargs)

    monkeypatch.setattr(SearchItem, "__init__", counting)
    page = store.search(("docs",), limit=3, offset=10)
    assert [item.key for item in page] == order[10:13]
    assert all(item.score is None for item in page)
    assert built == order[10:13]

    built.clear()
    page = store.search(("docs",), filter={"even": True}, limit=2, offset=1)
    assert [item.key for item in page] == evens[1:3]
    assert built == evens[1:3]
    with pytest.raises(ValueError):
        store.search(("docs",), filter={"i": {"$bogus": 1}}, limit=0)

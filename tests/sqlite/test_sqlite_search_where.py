"""``lingxigraph.checkpoint.sqlite.utils.search_where``: run on a saver's own database, the
clause selects what ``SqliteSaver.list`` returns (LangGraph's helper, used by code that
queries the tables directly)."""

from __future__ import annotations

from typing import Any

import pytest

from lingxigraph.checkpoint.base import empty_checkpoint
from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.checkpoint.sqlite.utils import _metadata_predicate, search_where


def _fill(saver: SqliteSaver) -> None:
    rows: list[tuple[str, str, dict[str, Any]]] = [
        ("t1", "", {"source": "input", "step": 1, "writes": {}, "score": 2}),
        ("t1", "", {"source": "loop", "step": 2, "writes": {"a": [1, 2]}, "score": None}),
        ("t2", "", {"source": "loop", "step": 2, "writes": {"a": [1, 2]}, "score": None}),
        ("t2", "sub", {"source": "loop", "step": 3, "writes": {}, "flag": True}),
    ]
    for thread, ns, metadata in rows:
        config = {"configurable": {"thread_id": thread, "checkpoint_ns": ns}}
        saver.put(config, empty_checkpoint(), metadata, {})


@pytest.mark.parametrize(
    ("config", "filter_"),
    [
        (None, {"source": "loop", "step": 2}),
        (None, {"writes": {"a": [1, 2]}, "score": None}),
        ({"configurable": {"thread_id": "t2"}}, {"flag": True}),
        ({"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}, None),
        (None, {"step": 99}),
    ],
)
def test_clause_selects_what_list_returns(config: Any, filter_: Any) -> None:
    with SqliteSaver.from_conn_string(":memory:") as saver:
        _fill(saver)
        where, params = search_where(config, filter_)
        rows = saver.conn.execute(f"SELECT checkpoint_id FROM checkpoints {where}", params).fetchall()
        listed = [t.config["configurable"]["checkpoint_id"] for t in saver.list(config, filter=filter_)]
        assert sorted(r[0] for r in rows) == sorted(listed)


def test_before_and_empty_clause() -> None:
    assert search_where(None, None) == ("", [])
    before = {"configurable": {"thread_id": "t", "checkpoint_id": "c9"}}
    assert search_where(None, {"step": None}, before) == (
        "WHERE json_extract(CAST(metadata AS TEXT), '$.step') IS ? AND checkpoint_id < ?",
        [None, "c9"],
    )


@pytest.mark.parametrize("key", ["x') OR '1'='1", "a b", "k;DROP TABLE checkpoints"])
def test_unsafe_keys_are_refused(key: str) -> None:
    with pytest.raises(ValueError, match=r"^Invalid filter key: "):
        _metadata_predicate({key: 1})

"""``SqliteSaver.list`` reads a page of checkpoints with a fixed number of
queries (rows, blobs, writes), not three per checkpoint, and returns the same
tuples ``get_tuple`` does. Queries are counted, nothing is timed.
"""

from __future__ import annotations

import operator
import sqlite3
from typing import Annotated

from typing_extensions import TypedDict

from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.graph import START, StateGraph


class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]


def test_list_queries_per_page() -> None:
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    saver = SqliteSaver(conn)
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"n": s["n"] + 1, "log": [s["n"]]})
    builder.add_edge(START, "a")
    graph = builder.compile(checkpointer=saver)
    config = {"configurable": {"thread_id": "t"}}
    for i in range(34):
        graph.invoke({"n": i, "log": []}, config)
    selects: list[str] = []
    conn.set_trace_callback(lambda sql: selects.append(sql) if sql.lstrip().upper().startswith("SELECT") else None)
    listed = list(saver.list(config))
    conn.set_trace_callback(None)
    assert len(listed) == 102  # input, loop and end checkpoint per invoke
    pages = -(-len(listed) // 32)
    assert len(selects) <= 1 + 3 * pages
    for tup in listed:
        alone = saver.get_tuple(tup.config)
        assert alone is not None
        assert alone.checkpoint == tup.checkpoint
        assert list(alone.checkpoint["channel_values"]) == list(tup.checkpoint["channel_values"])
        assert alone.metadata == tup.metadata
        assert alone.pending_writes == tup.pending_writes
        assert alone.parent_config == tup.parent_config
    assert [t.checkpoint["channel_values"].get("n") for t in listed[:4]] == [34, 33, 33, 33]

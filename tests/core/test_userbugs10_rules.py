"""Rules found replaying users' bug reports (round 7) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph


class Log(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


def test_duplicate_branch_error_names_the_function_or_none() -> None:
    def route(state: Log) -> str:
        return END

    builder = StateGraph(Log).add_node("r", lambda s: {})
    builder.add_conditional_edges("r", lambda s: END)
    with pytest.raises(ValueError, match=r"^Branch with name `None` already exists for node `r`$"):
        builder.add_conditional_edges("r", lambda s: END)
    builder.add_conditional_edges("r", route)
    with pytest.raises(ValueError, match=r"^Branch with name `route` already exists for node `r`$"):
        builder.add_conditional_edges("r", route)


def test_sqlite_saver_reads_a_bytearray_channel_value_back_as_bytes(tmp_path: Any) -> None:
    # LangGraph's SqliteSaver stores the checkpoint whole: a bytearray value is nested and
    # msgpack gives it back as bytes (InMemorySaver keeps it a bytearray)
    import sqlite3

    from lingxigraph.checkpoint.sqlite import SqliteSaver

    class Raw(TypedDict):
        data: Any

    builder = StateGraph(Raw).add_node("n", lambda s: {"data": bytearray(b"xy")}).add_edge(START, "n")
    config = {"configurable": {"thread_id": "t"}}
    with sqlite3.connect(tmp_path / "c.db", check_same_thread=False) as conn:
        graph = builder.compile(checkpointer=SqliteSaver(conn))
        graph.invoke({"data": None}, config)
        value = graph.get_state(config).values["data"]
    assert type(value) is bytes and value == b"xy"
    memory = builder.compile(checkpointer=InMemorySaver())
    memory.invoke({"data": None}, config)
    assert type(memory.get_state(config).values["data"]) is bytearray

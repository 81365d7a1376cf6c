"""Resuming a run whose error handler crashed runs the handler again, not the failed node.

Checked against LangGraph 1.2.11: on resume the handler gets a ``NodeError`` whose
``error`` is the failure as the checkpointer saved it (its repr string).
"""

from __future__ import annotations

import contextlib
import operator
from typing import Annotated, TypedDict

import pytest

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.errors import NodeError
from lingxigraph.graph import START, StateGraph


class State(TypedDict):
    log: Annotated[list, operator.add]


@pytest.mark.parametrize("kind", ["memory", "sqlite"])
def test_crashed_handler_runs_again_on_resume(kind):
    calls: list[str] = []
    seen: list[NodeError] = []
    crash = [True]

    def node(state: State) -> State:
        calls.append("node")
        raise RuntimeError("boom")

    def handler(state: State, error: NodeError) -> State:
        calls.append("handler")
        seen.append(error)
        if crash[0]:
            raise KeyError("handler crash")
        return {"log": [f"recovered {error.node}"]}

    with contextlib.ExitStack() as stack:
        saver = InMemorySaver() if kind == "memory" else stack.enter_context(SqliteSaver.from_conn_string(":memory:"))
        graph = (
            StateGraph(State)
            .add_node("work", node, error_handler=handler)
            .add_edge(START, "work")
            .compile(checkpointer=saver)
        )
        config = {"configurable": {"thread_id": "t"}}
        with pytest.raises(KeyError, match="handler crash"):
            graph.invoke({"log": []}, config)
        assert calls == ["node", "handler"]
        assert isinstance(seen[0].error, RuntimeError)

        crash[0] = False
        assert graph.invoke(None, config) == {"log": ["recovered work"]}
        assert calls == ["node", "handler", "handler"]
        # read back from the checkpoint: the saved repr, as LangGraph gives it
        assert seen[1].node == "work"
        assert seen[1].error == "RuntimeError('boom')"
        assert graph.get_state(config).next == ()


def test_finished_handler_is_not_run_again_when_a_sibling_failed():
    calls: list[str] = []
    flaky = [True]

    def a(state: State) -> State:
        calls.append("a")
        raise RuntimeError("a broke")

    def b(state: State) -> State:
        calls.append("b")
        if flaky[0]:
            raise ValueError("b broke")
        return {"log": ["b"]}

    def handler(state: State, error: NodeError) -> State:
        calls.append("handler")
        return {"log": [f"handled {error.node}"]}

    graph = (
        StateGraph(State)
        .add_node("a", a, error_handler=handler)
        .add_node("b", b)
        .add_edge(START, "a")
        .add_edge(START, "b")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises(ValueError, match="b broke"):
        graph.invoke({"log": []}, config)
    assert sorted(calls) == ["a", "b", "handler"]
    flaky[0] = False
    calls.clear()
    assert graph.invoke(None, config) == {"log": ["handled a", "b"]}
    # the handler's saved writes are reused (LangGraph may run it again: its save
    # races the sibling's failure there); the failed node never runs again
    assert calls == ["b"]

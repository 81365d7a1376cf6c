"""Rules found replaying users' bug reports (round 9) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import asyncio

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, MessagesState, StateGraph
from lingxigraph.graph.message import add_messages
from lingxigraph.managed import RemainingSteps
from lingxigraph.types import Command, interrupt

SYNC_TIMEOUT = "Node timeouts are only supported for async nodes"


class Steps(TypedDict):
    a: int
    rs: RemainingSteps


def _steps_graph(**compile_kw):
    def n(s):
        return {"a": s["a"] + 1}

    return StateGraph(Steps).add_node("n", n).add_edge(START, "n").add_edge("n", END).compile(**compile_kw)


@pytest.mark.parametrize("keys", [["a", "rs"], "rs"])
@pytest.mark.parametrize("mode", [None, "values", "updates"])
def test_output_keys_naming_a_managed_value_raise_key_error(keys, mode) -> None:
    # a managed value has no channel: LangGraph accepts the key, then fails reading it
    app = _steps_graph()
    with pytest.raises(KeyError, match="rs"):
        if mode is None:
            app.invoke({"a": 1}, output_keys=keys)
        else:
            list(app.stream({"a": 1}, output_keys=keys, stream_mode=mode))


def test_output_keys_managed_value_fails_after_the_run_saved() -> None:
    # outside "values" mode the run completes and saves; the output read on exit fails
    app = _steps_graph(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises(KeyError):
        list(app.stream({"a": 1}, config, output_keys=["a", "rs"], stream_mode="updates"))
    assert app.get_state(config).values == {"a": 2}


@pytest.mark.parametrize("keys", [["a", "zzz"], "zzz"])
def test_unknown_output_keys_are_refused(keys) -> None:
    with pytest.raises(ValueError, match="Key zzz not in channels"):
        _steps_graph().invoke({"a": 1}, output_keys=keys)


class A(TypedDict):
    a: int


async def _failing(s):
    raise ValueError("boom")


def _sync_handler(s):
    return {"a": -1}


async def _async_handler(s):
    return {"a": -2}


def test_a_default_timeout_refuses_a_sync_default_error_handler() -> None:
    g = StateGraph(A).add_node("n", _failing).add_edge(START, "n")
    g.set_node_defaults(timeout=1.0, error_handler=_sync_handler)
    with pytest.raises(ValueError, match=f"{SYNC_TIMEOUT}.*Node '__default_error_handler__' is sync"):
        g.compile()


def test_a_default_timeout_refuses_a_sync_node_error_handler() -> None:
    g = StateGraph(A).add_node("n", _failing, error_handler=_sync_handler).add_edge(START, "n")
    g.set_node_defaults(timeout=1.0)
    with pytest.raises(ValueError, match="Node '__error_handler__n' is sync"):
        g.compile()


def test_async_error_handlers_take_a_default_timeout() -> None:
    g = StateGraph(A).add_node("n", _failing).add_edge(START, "n")
    g.set_node_defaults(timeout=1.0, error_handler=_async_handler)
    assert asyncio.run(g.compile().ainvoke({"a": 1})) == {"a": -2}
    # without a timeout a sync handler is fine
    g = StateGraph(A).add_node("n", _failing).add_edge(START, "n")
    g.set_node_defaults(error_handler=_sync_handler)
    assert asyncio.run(g.compile().ainvoke({"a": 1})) == {"a": -1}


def test_a_subgraph_without_checkpointer_has_no_task_state() -> None:
    def inner(s):
        return {"a": s["a"] + interrupt("q")}

    sub = StateGraph(A).add_node("inner", inner).add_edge(START, "inner").compile(checkpointer=False)
    app = StateGraph(A).add_node("sub", sub).add_edge(START, "sub").compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    app.invoke({"a": 1}, config)
    for subgraphs in (True, False):
        state = app.get_state(config, subgraphs=subgraphs)
        assert state.next == ("sub",)
        assert [t.state for t in state.tasks] == [None]
    assert list(app.get_subgraphs()) == []
    assert app.invoke(Command(resume=5), config) == {"a": 6}


def test_add_messages_names_the_missing_side_by_truthiness() -> None:
    # LangGraph reports 'left' only when left is a non-empty list
    with pytest.raises(ValueError, match="Only received: 'left'"):
        add_messages([("user", "hi")], None)
    with pytest.raises(ValueError, match="Only received: 'right'"):
        add_messages([], None)
    app = (
        StateGraph(MessagesState)
        .add_node("n", lambda s: {"messages": None})
        .add_edge(START, "n")
        .compile()
    )
    with pytest.raises(ValueError, match="Only received: 'right'"):
        app.invoke({"messages": None})
    with pytest.raises(ValueError, match="Only received: 'left'"):
        app.invoke({"messages": [("user", "x")]})


def test_output_channels_leave_out_managed_values() -> None:
    # LangGraph's output channels skip managed values: a plain invoke never reads one
    app = _steps_graph()
    assert app.output_channels == ["a"]
    assert app.invoke({"a": 1}) == {"a": 2}


def test_a_subgraph_without_checkpointer_is_no_namespace_for_state_calls() -> None:
    # LangGraph finds no subgraph behind the namespace of a checkpointer=False node
    sub = StateGraph(A).add_node("inner", lambda s: {"a": s["a"] + 1}).add_edge(START, "inner").compile(checkpointer=False)
    app = StateGraph(A).add_node("sub", sub).add_edge(START, "sub").compile(checkpointer=InMemorySaver())
    app.invoke({"a": 1}, {"configurable": {"thread_id": "t"}})
    config = {"configurable": {"thread_id": "t", "checkpoint_ns": "sub"}}
    with pytest.raises(ValueError, match="Subgraph sub not found"):
        app.get_state(config)
    with pytest.raises(ValueError, match="Subgraph sub not found"):
        app.update_state(config, {"a": 5})
    with pytest.raises(ValueError, match="Subgraph sub not found"):
        list(app.get_state_history(config))


def test_a_default_retry_policy_retries_an_error_handler_with_its_node_error() -> None:
    # the retried handler attempt gets the NodeError again (it was lost before)
    from lingxigraph.errors import NodeError
    from lingxigraph.types import RetryPolicy

    calls = []

    def flaky_handler(s, error: NodeError):
        calls.append(error.node)
        if len(calls) < 2:
            raise ConnectionError("flaky")
        return {"a": -1}

    def failing(s):
        raise ValueError("boom")

    g = StateGraph(A).add_node("n", failing).add_edge(START, "n")
    g.set_node_defaults(
        retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False, retry_on=ConnectionError),
        error_handler=flaky_handler,
    )
    assert g.compile().invoke({"a": 1}) == {"a": -1}
    assert calls == ["n", "n"]


def test_error_handler_nodes_come_in_langgraphs_order() -> None:
    # a node's own handler just before the node, the default handler last (there
    # even when no node falls back on it), drawn too
    def failing(s):
        raise ValueError("x")

    g = StateGraph(A).add_node("a", failing, error_handler=_sync_handler).add_edge(START, "a")
    g.set_node_defaults(error_handler=_sync_handler)
    app = g.compile()
    assert list(app.nodes) == ["__start__", "__error_handler__a", "a", "__default_error_handler__"]
    assert list(app.get_graph().nodes) == [*app.nodes, "__end__"]


def test_interrupts_cannot_name_the_default_error_handler() -> None:
    g = StateGraph(A).add_node("a", _sync_handler).add_edge(START, "a")
    g.set_node_defaults(error_handler=_sync_handler)
    with pytest.raises(ValueError, match="Interrupt node `__default_error_handler__` not found"):
        g.compile(interrupt_before=["__default_error_handler__"])

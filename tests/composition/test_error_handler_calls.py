"""Error handlers run as nodes do: they declare what they need (the state, config,
runtime, ... and the ``NodeError`` as ``error``); builder defaults apply at compile
time to every node; handler nodes can be interrupted before and resumed."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from langchain_core.runnables import RunnableConfig
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import NodeError
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import RetryPolicy


class _State(TypedDict):
    foo: str


def _fails(state: _State) -> _State:
    raise ValueError("broken")


def _run(handler: Any) -> list[Any]:
    graph = StateGraph(_State).add_node("a", _fails, error_handler=handler).add_edge(START, "a").compile()
    return list(graph.stream({"foo": ""}, stream_mode="updates"))


def test_handler_may_take_only_the_state() -> None:
    def handler(state: _State) -> _State:
        return {"foo": "handled"}

    assert _run(handler) == [{"__error_handler__a": {"foo": "handled"}}]


def test_handler_receives_the_node_error_and_what_it_declares() -> None:
    seen: dict[str, Any] = {}

    def handler(state: _State, config: RunnableConfig, error: NodeError) -> _State:
        seen["thread"] = config["configurable"].get("thread_id")
        return {"foo": f"{error.node}: {error.error}"}

    graph = StateGraph(_State).add_node("a", _fails, error_handler=handler).add_edge(START, "a")
    out = graph.compile(checkpointer=InMemorySaver()).invoke({"foo": ""}, {"configurable": {"thread_id": "t9"}})
    assert out == {"foo": "a: broken"}
    assert seen == {"thread": "t9"}


def test_async_handler_gets_the_error_only_as_an_annotated_error_parameter() -> None:
    # as LangGraph 1.2.11: the NodeError goes to a parameter named ``error`` annotated
    # NodeError; another name is left for Python to complain about
    async def handler(state: _State, error: NodeError) -> _State:
        return {"foo": type(error.error).__name__}

    async def misnamed(state: _State, failure: NodeError) -> _State:
        return {"foo": type(failure.error).__name__}

    graph = StateGraph(_State).add_node("a", _fails, error_handler=handler).add_edge(START, "a").compile()
    assert asyncio.run(graph.ainvoke({"foo": ""})) == {"foo": "ValueError"}
    graph = StateGraph(_State).add_node("a", _fails, error_handler=misnamed).add_edge(START, "a").compile()
    with pytest.raises(TypeError, match=r"missing 1 required positional argument: 'failure'"):
        asyncio.run(graph.ainvoke({"foo": ""}))


def test_node_defaults_apply_to_nodes_added_before_them() -> None:
    attempts = []

    def flaky(state: _State) -> _State:
        attempts.append(1)
        raise ValueError("again")

    def handler(state: _State, error: NodeError) -> _State:
        return {"foo": f"default handled {error.node}"}

    graph = (
        StateGraph(_State)
        .add_node("a", flaky)
        .add_edge(START, "a")
        .set_node_defaults(
            retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False, retry_on=ValueError),
            error_handler=handler,
        )
        .compile()
    )
    assert "__default_error_handler__" in graph.nodes
    assert list(graph.stream({"foo": ""}, stream_mode="updates")) == [
        {"__default_error_handler__": {"foo": "default handled a"}}
    ]
    assert len(attempts) == 2


def test_default_handler_name_clash_is_an_error() -> None:
    builder = (
        StateGraph(_State)
        .set_node_defaults(error_handler=lambda state: state)
        .add_node("__default_error_handler__", lambda state: state)
        .add_edge(START, "__default_error_handler__")
    )
    with pytest.raises(ValueError, match="`__default_error_handler__` already exists"):
        builder.compile()


def test_interrupt_before_a_handler_is_accepted_but_the_handler_runs_in_the_failed_step() -> None:
    # as LangGraph 1.2.11: naming the handler node in interrupt_before compiles, but the
    # handler runs inside the step of the task that failed, so nothing pauses before it
    seen: list[NodeError] = []

    def handler(state: _State, error: NodeError) -> _State:
        seen.append(error)
        return {"foo": "recovered"}

    graph = (
        StateGraph(_State)
        .add_node("a", _fails, error_handler=handler)
        .add_edge(START, "a")
        .compile(checkpointer=InMemorySaver(), interrupt_before=["__error_handler__a"])
    )
    config: RunnableConfig = {"configurable": {"thread_id": "1"}}
    assert graph.invoke({"foo": ""}, config) == {"foo": "recovered"}
    state = graph.get_state(config)
    assert (state.next, state.tasks) == ((), ())
    assert [(e.node, type(e.error).__name__, str(e.error)) for e in seen] == [("a", "ValueError", "broken")]


def test_interrupt_naming_an_unknown_handler_is_still_refused() -> None:
    builder = StateGraph(_State).add_node("a", _fails).add_edge(START, "a")
    with pytest.raises(ValueError, match="Interrupt node `__error_handler__a` not found"):
        builder.compile(interrupt_before=["__error_handler__a"])

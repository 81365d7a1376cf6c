"""Deprecated arguments still work and warn with LangGraph 1.2.11's class and text."""

from __future__ import annotations

import warnings
from typing import Any, Optional

import pytest
from typing_extensions import NotRequired, TypedDict

from lingxigraph.channels import LastValue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel import NodeBuilder, Pregel
from lingxigraph.types import GraphOutput, Interrupt, RetryPolicy
from lingxigraph.warnings import (
    LangGraphDeprecatedSinceV05,
    LangGraphDeprecatedSinceV10,
    LangGraphDeprecatedSinceV11,
)


class State(TypedDict):
    x: NotRequired[int]


def _replaced(old: str, new: str) -> str:
    return rf"^`{old}` is deprecated and will be removed\. Please use `{new}` instead\."


def test_add_node_retry_and_input_warn_and_still_apply() -> None:
    attempts: list[int] = []

    def flaky(state: State) -> State:
        attempts.append(1)
        if len(attempts) == 1:
            raise ConnectionError("first attempt fails")
        return {"x": 1}

    builder = StateGraph(State)
    with pytest.warns(LangGraphDeprecatedSinceV05, match=_replaced("retry", "retry_policy")):
        builder.add_node("a", flaky, retry=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False))  # type: ignore[call-arg]
    with pytest.warns(LangGraphDeprecatedSinceV05, match=_replaced("input", "input_schema")):
        builder.add_node("b", lambda state: {"x": 2}, input=State)  # type: ignore[call-arg]
    assert builder.nodes["b"].input_schema is State
    graph = builder.add_edge(START, "a").add_edge("a", "b").compile()
    assert graph.invoke({}) == {"x": 2}
    assert len(attempts) == 2


def test_state_graph_input_and_output_warn() -> None:
    with pytest.warns(LangGraphDeprecatedSinceV05, match=_replaced("input", "input_schema")):
        StateGraph(State, input=State)  # type: ignore[call-arg]
    with pytest.warns(LangGraphDeprecatedSinceV05, match=_replaced("output", "output_schema")):
        StateGraph(State, output=State)  # type: ignore[call-arg]


def test_task_and_entrypoint_retry_and_config_schema_warn() -> None:
    with pytest.warns(LangGraphDeprecatedSinceV05, match=_replaced("retry", "retry_policy")):

        @task(retry=RetryPolicy())  # type: ignore[call-overload]
        def double(x: int) -> int:
            return 2 * x

    with pytest.warns(LangGraphDeprecatedSinceV10, match=_replaced("config_schema", "context_schema")):
        decorator = entrypoint(checkpointer=InMemorySaver(), config_schema=State)  # type: ignore[call-arg]
    with pytest.warns(LangGraphDeprecatedSinceV05, match=_replaced("retry", "retry_policy")):
        entrypoint(retry=RetryPolicy())  # type: ignore[call-arg]

    @decorator
    def main(x: int) -> int:
        return double(x).result()

    assert main.context_schema is State
    assert main.invoke(3, {"configurable": {"thread_id": "t"}}) == 6


def test_pregel_config_type_becomes_context_schema() -> None:
    node = NodeBuilder().subscribe_only("input").do(lambda x: x + 1).write_to("output")
    with pytest.warns(LangGraphDeprecatedSinceV10, match=_replaced("config_type", "context_schema")):
        graph = Pregel(  # type: ignore[call-arg]
            nodes={"one": node},
            channels={"input": LastValue(int), "output": LastValue(int)},
            input_channels="input",
            output_channels="output",
            config_type=State,
        )
    assert graph.context_schema is State
    assert graph.invoke(1) == 2


def test_graph_output_dict_access_warns_per_access_kind() -> None:
    out = GraphOutput(value={"foo": "bar"}, interrupts=(Interrupt(value="q", id="abc"),))
    with pytest.warns(LangGraphDeprecatedSinceV11, match=r"^Accessing GraphOutput via `result\[key\]` is deprecated"):
        assert out["foo"] == "bar"
    with pytest.warns(LangGraphDeprecatedSinceV11, match=r"^Accessing GraphOutput via `key in result` is deprecated"):
        assert "__interrupt__" in out
    obj_out = GraphOutput(value=State)
    with pytest.warns(LangGraphDeprecatedSinceV11), pytest.raises(KeyError, match="missing"):
        obj_out["missing"]


def test_mistyped_config_parameter_warns_when_the_node_is_added() -> None:
    builder = StateGraph(State)

    def with_dict(state: State, config: dict) -> State:  # type: ignore[type-arg]
        return state

    def with_any(state: State, config: Any) -> State:
        return state

    with pytest.warns(UserWarning, match=r"^The 'config' parameter should be typed as 'RunnableConfig' or 'RunnableConfig \| None', not 'dict'\. "):
        builder.add_node(with_dict)
    with pytest.warns(UserWarning, match=r"not 'Any'\. "):
        builder.add_node(with_any)

    def typed(state: State, config: RunnableConfig) -> State:
        return state

    def optional(state: State, config: Optional[RunnableConfig]) -> State:  # noqa: UP045
        return state

    def untyped(state, config):  # type: ignore[no-untyped-def]
        return state

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        builder.add_node(typed)
        builder.add_node(optional)
        builder.add_node(untyped)


def test_explicit_durability_shows_in_the_node_config() -> None:
    seen: list[Any] = []

    def node(state: State, config: RunnableConfig) -> State:
        seen.append(config["configurable"].get("__pregel_durability"))
        return {"x": 1}

    graph = StateGraph(State).add_node("n", node).add_edge(START, "n").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    graph.invoke({}, cfg)
    graph.invoke({}, cfg, durability="exit")
    with pytest.warns(LangGraphDeprecatedSinceV10, match=_replaced("checkpoint_during", "durability")):
        graph.invoke({}, cfg, checkpoint_during=True)  # type: ignore[call-arg]
    assert seen == [None, "exit", "async"]

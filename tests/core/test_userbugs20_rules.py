"""Rules found replaying users' bug reports (round 16, part A) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import StateGraph


def _keep_last_two(a: list[Any], b: list[Any]) -> list[Any]:
    return (list(a) + list(b))[-2:]


class Plain(TypedDict):
    log: list


class Added(TypedDict):
    log: Annotated[list, operator.add]


class LastTwo(TypedDict):
    log: Annotated[list, _keep_last_two]


class ByLambda(TypedDict):
    log: Annotated[list, lambda a, b: a + b]


def _build(state: type, other: type, how: str) -> StateGraph[Any, Any, Any, Any]:
    if how == "input":
        return StateGraph(state, input_schema=other)
    return StateGraph(state).add_node("n", lambda s: {}, input_schema=other)


@pytest.mark.parametrize("how", ["input", "node"])
@pytest.mark.parametrize(
    ("state", "other"),
    [(Added, LastTwo), (LastTwo, Added), (Plain, Added)],
    ids=["two-reducers", "two-reducers-reversed", "plain-then-reducer"],
)
def test_a_second_schema_may_not_give_a_key_another_reducer(state: type, other: type, how: str) -> None:
    # LangGraph compares the channels themselves: another reducer for a key (or a
    # reducer for a key the state schema keeps plain) fails when the schema is added
    with pytest.raises(ValueError, match="^Channel 'log' already exists with a different type$"):
        _build(state, other, how)


@pytest.mark.parametrize("how", ["input", "node"])
@pytest.mark.parametrize(
    ("state", "other", "kept"),
    [(Added, Plain, operator.add), (Added, Added, operator.add), (Added, ByLambda, operator.add)],
    ids=["plain-key", "same-reducer", "lambda"],
)
def test_a_plain_key_same_reducer_or_lambda_keeps_the_state_channel(state: type, other: type, kept: Any, how: str) -> None:
    g = _build(state, other, how)
    assert g.channels["log"].operator is kept


def test_the_state_schemas_lambda_reducer_is_kept_over_a_named_one() -> None:
    # lambdas compare equal to any reducer, so the first schema's channel stays
    g = StateGraph(ByLambda, input_schema=Added)
    assert g.channels["log"].operator.__name__ == "<lambda>"

"""Which channel a state key's annotation gives, and schemas that are not types
(LangGraph 1.2.11's rules; found running LangGraph's ``test_state.py``)."""

from __future__ import annotations

import operator
import warnings
from typing import Annotated, Any, Union

import pytest
from core_helpers import Driver
from typing_extensions import TypedDict

from lingxigraph.channels import BinaryOperatorAggregate, EphemeralValue, LastValue, Topic
from lingxigraph.errors import InvalidUpdateError
from lingxigraph.graph import START, StateGraph
from lingxigraph.graph.state import _get_node_name, _is_field_channel


class Keys(TypedDict):
    topic_then_reducer: Annotated[list[int], Topic, operator.add]
    reducer_then_note: Annotated[list[int], operator.add, "a note"]
    note_then_reducer: Annotated[list[int], "a note", operator.add]
    channel_among_notes: Annotated[int, "a note", EphemeralValue, "more"]


def test_a_channel_anywhere_wins_and_a_reducer_counts_only_last() -> None:
    channels = StateGraph(Keys).channels
    assert type(channels["topic_then_reducer"]) is Topic
    assert type(channels["reducer_then_note"]) is LastValue
    assert type(channels["note_then_reducer"]) is BinaryOperatorAggregate
    assert type(channels["channel_among_notes"]) is EphemeralValue


def test_a_reducer_followed_by_other_metadata_takes_one_write_per_step(run: Driver) -> None:
    class S(TypedDict):
        items: Annotated[list[int], operator.add, "not the last item"]

    builder = StateGraph(S)
    builder.add_node("one", lambda state: {"items": [1]})
    builder.add_node("two", lambda state: {"items": [2]})
    builder.add_edge(START, "one")
    builder.add_edge(START, "two")
    with pytest.raises(InvalidUpdateError, match=r"^At key 'items': Can receive only one value per step"):
        run(builder.compile(), "invoke", {"items": []})


def test_is_field_channel_gives_the_named_channel_or_none() -> None:
    made = _is_field_channel(Annotated[Union[int, str], "x", EphemeralValue])
    assert isinstance(made, EphemeralValue) and made.typ == Union[int, str]
    given = EphemeralValue(int)
    assert _is_field_channel(Annotated[int, "x", given, "y"]) is given
    assert _is_field_channel(int) is None
    assert _is_field_channel(Annotated[int, operator.add]) is None


@pytest.mark.parametrize("schema", [5, "text", None, object()])
def test_a_schema_that_is_not_a_type_warns_and_the_state_is_one_value(run: Driver, schema: Any) -> None:
    with pytest.warns(UserWarning, match=r"^Invalid state_schema: .*Expected a type or Annotated\[type, reducer\]"):
        builder = StateGraph(schema)
    builder.add_node("inc", lambda state: state + 1)
    builder.add_edge(START, "inc")
    assert list(builder.channels) == ["__root__"]
    assert run(builder.compile(), "invoke", 1) == 2


@pytest.mark.parametrize("schema", [dict, Keys, Annotated[dict, lambda a, b: b], list[int]])
def test_types_and_parametrised_forms_do_not_warn(schema: Any) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        StateGraph(schema)


def test_node_names_given_by_add_node() -> None:
    class Callable_:
        def __call__(self, state: Any) -> Any:
            return state

        def method(self, state: Any) -> Any:
            return state

    def func(state: Any) -> Any:
        return state

    assert _get_node_name(lambda s: s) == "<lambda>"
    assert _get_node_name(func) == "func"
    assert _get_node_name(Callable_()) == "Callable_"
    assert _get_node_name(Callable_().method) == "method"
    builder = StateGraph(Keys)
    builder.add_node(Callable_())
    assert "Callable_" in builder.nodes

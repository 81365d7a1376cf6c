"""An error raised while applying writes to a channel (two values for a plain
key, a reducer that raises) reaches the caller as LangGraph raises it: same
type, same message, and no notes of ours added to it."""

from __future__ import annotations

from typing import Annotated

import pytest
from typing_extensions import TypedDict

from lingxigraph.errors import InvalidUpdateError
from lingxigraph.graph import START, StateGraph


def test_concurrent_plain_writes_error_has_no_extra_notes():
    class S(TypedDict):
        x: int

    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"x": 1})
    builder.add_node("b", lambda s: {"x": 2})
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    with pytest.raises(InvalidUpdateError) as info:
        builder.compile().invoke({"x": 0})
    assert str(info.value).startswith("At key 'x': Can receive only one value per step.")
    assert getattr(info.value, "__notes__", None) is None


def refuse(left: int, right: int) -> int:
    raise ValueError("bad reduce")


class Refusing(TypedDict):
    x: Annotated[int, refuse]


def test_reducer_error_propagates_unchanged():
    builder = StateGraph(Refusing)
    builder.add_node("a", lambda s: {"x": 1})
    builder.add_edge(START, "a")
    with pytest.raises(ValueError, match="^bad reduce$") as info:
        builder.compile().invoke({"x": 0})
    assert getattr(info.value, "__notes__", None) is None

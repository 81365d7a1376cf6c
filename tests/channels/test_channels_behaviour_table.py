"""The rows of the channel table in behaviour.md §23, as observed on LangGraph 1.2.11."""

from __future__ import annotations

import operator
from typing import Any

import pytest

from lingxigraph._internal._typing import MISSING
from lingxigraph.channels import (
    AnyValue,
    BaseChannel,
    BinaryOperatorAggregate,
    EphemeralValue,
    LastValue,
    NamedBarrierValue,
    Topic,
    UntrackedValue,
)
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError


def observe(channel: BaseChannel[Any, Any, Any]) -> Any:
    """What the reference script printed: the repr of ``get()`` or the error."""
    try:
        return repr(channel.get())
    except EmptyChannelError as error:
        return f"EmptyChannelError({error!s})"


def test_last_value_row() -> None:
    channel = LastValue(int, "k")
    assert (observe(channel), channel.is_available()) == ("EmptyChannelError()", False)
    assert (channel.update([1]), observe(channel), channel.update([])) == (True, "1", False)
    with pytest.raises(InvalidUpdateError) as info:
        channel.update([1, 2])
    assert str(info.value).splitlines()[0] == (
        "At key 'k': Can receive only one value per step. Use an Annotated key to handle multiple values."
    )


def test_topic_row() -> None:
    topic = Topic(int)
    assert (topic.update([1, 2]), observe(topic)) == (True, "[1, 2]")
    assert (topic.update([3]), observe(topic)) == (True, "[3]")
    assert (topic.update([]), observe(topic)) == (True, "EmptyChannelError()")


def test_accumulating_topic_row() -> None:
    topic = Topic(int, accumulate=True)
    topic.update([1])
    topic.update([[2, 3]])
    assert observe(topic) == "[1, 2, 3]"


def test_binary_operator_rows() -> None:
    lists = BinaryOperatorAggregate(list, operator.add)
    assert observe(lists) == "[]"
    lists.update([[1], [2]])
    assert observe(lists) == "[1, 2]"
    assert observe(BinaryOperatorAggregate(int, operator.add)) == "0"


def test_ephemeral_row() -> None:
    channel = EphemeralValue(int)
    assert (channel.update([5]), observe(channel)) == (True, "5")
    assert (channel.update([]), observe(channel)) == (True, "EmptyChannelError()")
    with pytest.raises(InvalidUpdateError):
        EphemeralValue(int).update([1, 2])


def test_any_value_row() -> None:
    channel = AnyValue(int)
    channel.update([1, 2])
    assert observe(channel) == "2"


def test_named_barrier_row() -> None:
    barrier = NamedBarrierValue(str, {"a", "b"})
    assert (barrier.update(["a"]), observe(barrier)) == (True, "EmptyChannelError()")
    assert (barrier.update(["b"]), observe(barrier)) == (True, "None")


def test_untracked_row() -> None:
    channel = UntrackedValue(int)
    channel.update([1])
    assert channel.checkpoint() is MISSING

"""Shortcuts of the steady-state superstep give the results of the general path.

``apply_writes`` stores one value in a plain ``LastValue``/``EphemeralValue``
and clears a branch channel without calling ``update`` (exact types only: a
subclass's own ``update`` is still called); planning asks a plain channel
whether it holds a value without calling ``is_available``; the stream
formatter's short path gives the chunks its general path gives; the
``add_messages`` index of a history keeps, as before, the last position of
an id. Nothing is timed.
"""

from __future__ import annotations

import operator
from typing import Any

import pytest

from lingxigraph._internal._typing import MISSING
from lingxigraph.channels.binop import BinaryOperatorAggregate
from lingxigraph.channels.ephemeral_value import EphemeralValue
from lingxigraph.channels.last_value import LastValue
from lingxigraph.errors import InvalidUpdateError
from lingxigraph.graph.message import _index_of_whole
from lingxigraph.messages import AIMessage, HumanMessage
from lingxigraph.pregel._apply import VersionClock, apply_writes
from lingxigraph.pregel._stream import SKIP, CallNs, Formatter
from lingxigraph.types import Interrupt


class _Batch:
    """What ``apply_writes`` reads of a task."""

    def __init__(self, writes: list[tuple[str, Any]], triggers: tuple[str, ...] = ()) -> None:
        self.writes = writes
        self.triggers = triggers
        self.name = "n"
        self.path = ("__pregel_pull", "n")


class Counting(LastValue):
    """A subclass with its own ``update``: it must still be called."""

    calls = 0

    def update(self, values: Any) -> bool:
        Counting.calls += 1
        return super().update([v * 10 for v in values])


class Clearing(EphemeralValue):
    """A subclass with its own ``update``: its clear must still be called."""

    clears = 0

    def update(self, values: Any) -> bool:
        if not values:
            Clearing.clears += 1
        return super().update(values)


def _apply(channels: dict[str, Any], versions: dict[str, Any], writes: list[tuple[str, Any]], previous: Any = ()) -> set[str]:
    clock = VersionClock(max(versions.values(), default=None), lambda v: 1 if v is None else v + 1)
    return apply_writes(channels, versions, {}, [_Batch(writes)], clock, previous)


def test_plain_channels_take_one_value_and_subclasses_their_own_update() -> None:
    Counting.calls = 0
    channels: dict[str, Any] = {
        "a": LastValue(int, "a"),
        "b": EphemeralValue(int, "b"),
        "c": Counting(int, "c"),
        "d": BinaryOperatorAggregate(int, operator.add),
    }
    versions: dict[str, Any] = {}
    updated = _apply(channels, versions, [("a", 1), ("b", 2), ("c", 3), ("d", 4), ("d", 5), ("zz", 0)])
    assert updated == {"a", "b", "c", "d"}
    assert [channels[k].get() for k in "abcd"] == [1, 2, 30, 9]
    assert Counting.calls == 1
    assert versions == {"a": 1, "b": 1, "c": 1, "d": 1}


def test_a_plain_key_written_twice_is_still_refused() -> None:
    channels: dict[str, Any] = {"a": LastValue(int, "a"), "b": EphemeralValue(int, "b")}
    with pytest.raises(InvalidUpdateError):
        _apply(channels, {}, [("a", 1), ("a", 2)])
    with pytest.raises(InvalidUpdateError):
        _apply(channels, {}, [("b", 1), ("b", 2)])


def test_branch_channels_clear_the_step_after_and_subclasses_clear_themselves() -> None:
    Clearing.clears = 0
    channels: dict[str, Any] = {"b": EphemeralValue(int, "b"), "c": Clearing(int, "c"), "e": EphemeralValue(int, "e")}
    versions: dict[str, Any] = {}
    _apply(channels, versions, [("b", 1), ("c", 2)])
    assert versions == {"b": 1, "c": 1}
    # the next step writes nothing: both clear (a new version), the empty one does not change
    assert _apply(channels, versions, [], previous={"b", "c", "e"}) == set()
    assert channels["b"].value is MISSING and channels["c"].value is MISSING
    assert Clearing.clears == 1
    assert versions == {"b": 2, "c": 2}


def _chunks(fmt: Formatter, events: list[tuple[Any, str, Any]]) -> list[Any]:
    return [c for c in (fmt(*e) for e in events) if c is not SKIP]


@pytest.mark.parametrize("single", [True, False])
def test_the_formatter_short_path_gives_the_general_paths_chunks(single: bool, capsys: Any) -> None:
    interrupt = Interrupt(value="ask", id="i1")
    events: list[tuple[Any, str, Any]] = [
        ((), "values", ({"a": 1}, ())),
        ((), "values", ({"a": 2}, (interrupt,))),
        ((), "values", ("root", (interrupt,))),
        ((), "updates", {"n": {"a": 2}}),
        (("sub:1",), "values", ({"a": 3}, ())),
        (CallNs(("wf:1",), ()), "custom", "hi"),
        (CallNs(("wf:1",), ("other",)), "custom", "no"),
        ((), "custom", "own"),
    ]
    modes = ["values"] if single else ["values", "updates", "custom"]
    plain = Formatter(modes, single=single, subgraphs=False, version="v1")
    # printing a mode nobody asked for sends the call down the general path
    general = Formatter(modes, single=single, subgraphs=False, version="v1", print_modes=["debug"])
    assert plain._plain and not general._plain
    assert _chunks(plain, events) == _chunks(general, events)
    assert capsys.readouterr().out == ""


def test_a_history_index_keeps_the_last_position_of_an_id() -> None:
    history = [HumanMessage("a", id="1"), AIMessage("b", id="2"), HumanMessage("c", id="1")]
    assert _index_of_whole(history) == ({"1": 2, "2": 1}, True)
    # a message without an id: no index (the general path fills ids in first)
    assert _index_of_whole([HumanMessage("a", id="1"), AIMessage("b")]) is None

"""Property tests shared by every channel kind.

A channel is driven by a random script of steps (``update`` batches,
``consume``, ``finish``). The properties:

* restoring from ``checkpoint()`` (also after a serde-like tuple → list
  round trip) gives a channel that looks and behaves the same from then on;
* ``copy()`` gives an independent channel;
* a checkpoint taken earlier is not changed by later steps;
* a rejected batch leaves the channel unchanged;
* ``is_available()`` agrees with ``get()``.
"""

from __future__ import annotations

import copy as copy_module
import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lingxigraph._internal._typing import MISSING
from lingxigraph.channels import (
    AnyValue,
    BaseChannel,
    BinaryOperatorAggregate,
    EphemeralValue,
    LastValue,
    LastValueAfterFinish,
    NamedBarrierValue,
    NamedBarrierValueAfterFinish,
    Topic,
    UntrackedValue,
)
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError

Channel = BaseChannel[Any, Any, Any]
EMPTY = "<empty>"


@dataclass(frozen=True)
class Kind:
    make: Callable[[], Channel]
    write: st.SearchStrategy[Any]
    tracked: bool = True
    """False for channels that are never checkpointed (``UntrackedValue``)."""


small_ints = st.integers(-3, 3)
overwrite = st.builds(lambda v: {"__overwrite__": v}, st.lists(small_ints, max_size=2))
names = st.sampled_from(["a", "b", "zz"])

KINDS: dict[str, Kind] = {
    "LastValue": Kind(lambda: LastValue(int, "k"), small_ints),
    "LastValueAfterFinish": Kind(lambda: LastValueAfterFinish(int, "k"), small_ints),
    "Topic": Kind(lambda: Topic(int), st.one_of(small_ints, st.lists(small_ints, max_size=2))),
    "Topic(accumulate)": Kind(
        lambda: Topic(int, accumulate=True), st.one_of(small_ints, st.lists(small_ints, max_size=2))
    ),
    "BinaryOperatorAggregate(list)": Kind(
        lambda: BinaryOperatorAggregate(list, operator.add),
        st.one_of(st.lists(small_ints, max_size=2), overwrite),
    ),
    "BinaryOperatorAggregate(int|None)": Kind(lambda: BinaryOperatorAggregate(int | None, operator.add), small_ints),
    "EphemeralValue": Kind(lambda: EphemeralValue(int), small_ints),
    "EphemeralValue(guard=False)": Kind(lambda: EphemeralValue(int, guard=False), small_ints),
    "AnyValue": Kind(lambda: AnyValue(int), small_ints),
    "UntrackedValue": Kind(lambda: UntrackedValue(int), small_ints, tracked=False),
    "NamedBarrierValue": Kind(lambda: NamedBarrierValue(str, {"a", "b"}), names),
    "NamedBarrierValueAfterFinish": Kind(lambda: NamedBarrierValueAfterFinish(str, {"a", "b"}), names),
}


def steps(kind: Kind) -> st.SearchStrategy[list[Any]]:
    step = st.one_of(
        st.tuples(st.just("update"), st.lists(kind.write, max_size=3)),
        st.just(("consume",)),
        st.just(("finish",)),
    )
    return st.lists(step, max_size=8)


def observe(channel: Channel) -> Any:
    available = channel.is_available()
    try:
        value = channel.get()
    except EmptyChannelError:
        value = EMPTY
    assert available is (value is not EMPTY)
    return (available, copy_module.deepcopy(value))


def apply(channel: Channel, step: Any) -> Any:
    """Run one step; return its result, or the error's type and message."""
    if step[0] == "update":
        before = (observe(channel), copy_module.deepcopy(channel.checkpoint()))
        try:
            return channel.update(step[1])
        except InvalidUpdateError as error:
            assert (observe(channel), channel.checkpoint()) == before, "rejected batch changed the channel"
            return ("InvalidUpdateError", str(error))
    if step[0] == "consume":
        return channel.consume()
    return channel.finish()


def serde_like(value: Any) -> Any:
    """Mimic the msgpack serde: tuples come back as lists; sets stay sets."""
    if isinstance(value, (tuple, list)):
        return [serde_like(item) for item in value]
    if isinstance(value, dict):
        return {k: serde_like(v) for k, v in value.items()}
    return value


def run_script(channel: Channel, script: list[Any]) -> list[Any]:
    return [(apply(channel, step), observe(channel)) for step in script]


KIND_NAMES = sorted(KINDS)


@pytest.mark.parametrize("name", KIND_NAMES)
@given(data=st.data())
def test_restore_from_checkpoint_is_equivalent(name: str, data: st.DataObject) -> None:
    kind = KINDS[name]
    channel = kind.make()
    run_script(channel, data.draw(steps(kind), label="before"))
    saved = channel.checkpoint()
    through_serde = data.draw(st.booleans(), label="through_serde")
    restored = channel.from_checkpoint(serde_like(saved) if through_serde else saved)
    assert restored is not channel
    assert restored == channel
    if not kind.tracked:
        assert saved is MISSING
        assert restored.is_available() is False
        return
    assert observe(restored) == observe(channel)
    later = data.draw(steps(kind), label="after")
    assert run_script(restored, later) == run_script(channel, later)


@pytest.mark.parametrize("name", KIND_NAMES)
@given(data=st.data())
def test_copy_is_equivalent_and_independent(name: str, data: st.DataObject) -> None:
    kind = KINDS[name]
    first = data.draw(steps(kind), label="before")
    channel = kind.make()
    run_script(channel, first)
    twin = channel.copy()
    assert twin is not channel
    assert observe(twin) == observe(channel)
    seen_before = observe(channel)
    checkpoint_before = copy_module.deepcopy(channel.checkpoint())
    run_script(twin, data.draw(steps(kind), label="copy only"))
    assert observe(channel) == seen_before
    assert channel.checkpoint() == checkpoint_before
    # and the copy behaves like the original would have
    later = data.draw(steps(kind), label="both")
    fresh_twin = channel.copy()
    assert run_script(fresh_twin, later) == run_script(channel, later)


@pytest.mark.parametrize("name", KIND_NAMES)
@given(data=st.data())
def test_earlier_checkpoint_is_not_changed_by_later_steps(name: str, data: st.DataObject) -> None:
    kind = KINDS[name]
    channel = kind.make()
    run_script(channel, data.draw(steps(kind), label="before"))
    saved = channel.checkpoint()
    frozen = copy_module.deepcopy(saved)
    run_script(channel, data.draw(steps(kind), label="after"))
    assert saved == frozen


@pytest.mark.parametrize("name", KIND_NAMES)
def test_restore_missing_is_a_fresh_channel(name: str) -> None:
    kind = KINDS[name]
    fresh = kind.make()
    channel = kind.make()
    channel.update([])
    assert observe(channel.from_checkpoint(MISSING)) == observe(fresh)

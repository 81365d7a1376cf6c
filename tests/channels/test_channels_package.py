"""The package surface and the defaults of ``BaseChannel``."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import pytest
from typing_extensions import Self

import lingxigraph.channels as channels_pkg
from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels import DeltaChannel
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
from lingxigraph.errors import EmptyChannelError

EXPECTED_ALL = (  # LangGraph 1.2.11's order
    "BaseChannel",
    "AnyValue",
    "LastValue",
    "LastValueAfterFinish",
    "UntrackedValue",
    "EphemeralValue",
    "BinaryOperatorAggregate",
    "DeltaChannel",
    "NamedBarrierValue",
    "NamedBarrierValueAfterFinish",
    "Topic",
)

FACTORIES: dict[str, Any] = {
    "LastValue": lambda: LastValue(int),
    "LastValueAfterFinish": lambda: LastValueAfterFinish(int),
    "Topic": lambda: Topic(int),
    "BinaryOperatorAggregate": lambda: BinaryOperatorAggregate(list, operator.add),
    "UntrackedValue": lambda: UntrackedValue(int),
    "EphemeralValue": lambda: EphemeralValue(int),
    "AnyValue": lambda: AnyValue(int),
    "NamedBarrierValue": lambda: NamedBarrierValue(str, {"a"}),
    "NamedBarrierValueAfterFinish": lambda: NamedBarrierValueAfterFinish(str, {"a"}),
    "DeltaChannel": lambda: DeltaChannel(lambda state, writes: [*state, *writes]),
}


def test_all_lists_the_public_channels() -> None:
    assert channels_pkg.__all__ == EXPECTED_ALL
    for name in EXPECTED_ALL:
        cls = getattr(channels_pkg, name)
        assert issubclass(cls, BaseChannel)


@pytest.mark.parametrize(
    ("module", "name"),
    [
        ("lingxigraph.channels.base", "BaseChannel"),
        ("lingxigraph.channels.last_value", "LastValue"),
        ("lingxigraph.channels.last_value", "LastValueAfterFinish"),
        ("lingxigraph.channels.topic", "Topic"),
        ("lingxigraph.channels.binop", "BinaryOperatorAggregate"),
        ("lingxigraph.channels.ephemeral_value", "EphemeralValue"),
        ("lingxigraph.channels.untracked_value", "UntrackedValue"),
        ("lingxigraph.channels.any_value", "AnyValue"),
        ("lingxigraph.channels.named_barrier_value", "NamedBarrierValue"),
        ("lingxigraph.channels.named_barrier_value", "NamedBarrierValueAfterFinish"),
    ],
)
def test_classes_live_at_langgraphs_module_paths(module: str, name: str) -> None:
    import importlib

    mod = importlib.import_module(module)
    assert getattr(mod, name) is getattr(channels_pkg, name)


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_instances_are_slotted(name: str) -> None:
    channel = FACTORIES[name]()
    assert not hasattr(channel, "__dict__")
    with pytest.raises(AttributeError):
        channel.some_new_attribute = 1


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_key_defaults_to_empty_and_survives_copy_and_restore(name: str) -> None:
    channel = FACTORIES[name]()
    assert channel.key == ""
    channel.key = "state_key"
    for other in (channel.copy(), channel.from_checkpoint(channel.checkpoint()), channel.from_checkpoint(MISSING)):
        assert other is not channel
        assert type(other) is type(channel)
        assert other.key == "state_key"
        assert other.typ is channel.typ
        assert other == channel


def test_key_argument_where_langgraph_has_one() -> None:
    assert LastValue(int, "k").key == "k"
    assert LastValueAfterFinish(int, key="k").key == "k"
    assert AnyValue(int, "k").key == "k"


def test_base_channel_is_abstract() -> None:
    with pytest.raises(TypeError):
        BaseChannel(int)  # type: ignore[abstract]


class _Box(BaseChannel[int, int, int]):
    """Implements only the three abstract methods, to exercise the defaults."""

    __slots__ = ("value",)

    def __init__(self, typ: Any, key: str = "") -> None:
        super().__init__(typ, key)
        self.value: int | _Missing = MISSING

    def from_checkpoint(self, checkpoint: int | _Missing) -> Self:
        new = type(self)(self.typ, self.key)
        new.value = checkpoint
        return new

    def get(self) -> int:
        if self.value is MISSING:
            raise EmptyChannelError()
        return self.value  # type: ignore[return-value]

    def update(self, values: Sequence[int]) -> bool:
        if not values:
            return False
        self.value = values[-1]
        return True


def test_base_defaults_build_on_the_abstract_methods() -> None:
    box = _Box(int, "b")
    assert box.ValueType is int
    assert box.UpdateType is int
    assert box.is_available() is False
    assert box.checkpoint() is MISSING
    assert box.copy().is_available() is False
    assert box.update([3]) is True
    assert box.is_available() is True
    assert box.checkpoint() == 3
    twin = box.copy()
    assert twin is not box
    assert twin.get() == 3
    assert twin.key == "b"
    twin.update([4])
    assert box.get() == 3
    assert box.consume() is False
    assert box.finish() is False
    assert box.get() == 3


@pytest.mark.parametrize(
    ("channel", "value_type", "update_type"),
    [
        (LastValue(int), int, int),
        (LastValueAfterFinish(str), str, str),
        (BinaryOperatorAggregate(list, operator.add), list, list),
        (EphemeralValue(int), int, int),
        (UntrackedValue(int), int, int),
        (AnyValue(int), int, int),
        (NamedBarrierValue(str, {"a"}), str, str),
        (NamedBarrierValueAfterFinish(str, {"a"}), str, str),
        (Topic(int), Sequence[int], "int | list[int]"),
    ],
)
def test_value_and_update_types(channel: BaseChannel[Any, Any, Any], value_type: Any, update_type: Any) -> None:
    from typing import Union

    assert channel.ValueType == value_type
    if update_type == "int | list[int]":
        update_type = Union[int, list[int]]
    assert channel.UpdateType == update_type

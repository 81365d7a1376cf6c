"""``EphemeralValue``, ``AnyValue`` and ``UntrackedValue``."""

from __future__ import annotations

import re
from typing import Any

import pytest

from lingxigraph._internal._typing import MISSING
from lingxigraph.channels import AnyValue, EphemeralValue, LastValue, UntrackedValue
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError


def exactly(text: str) -> str:
    return "^" + re.escape(text) + r"\Z"


# --------------------------------------------------------- EphemeralValue


def test_ephemeral_lives_one_step() -> None:
    channel = EphemeralValue(int)
    assert channel.update([5]) is True
    assert channel.get() == 5
    assert channel.update([]) is True
    assert channel.is_available() is False
    with pytest.raises(EmptyChannelError, match=r"^\Z"):
        channel.get()
    assert channel.update([]) is False


def test_ephemeral_replaced_by_next_write() -> None:
    channel = EphemeralValue(int)
    channel.update([5])
    assert channel.update([6]) is True
    assert channel.get() == 6


def test_ephemeral_guard_rejects_two_values() -> None:
    channel = EphemeralValue(int)
    channel.key = "start"
    channel.update([0])
    message = (
        "At key 'start': EphemeralValue(guard=True) can receive only one value per step. "
        "Use guard=False if you want to store any one of multiple values."
    )
    with pytest.raises(InvalidUpdateError, match=exactly(message)):
        channel.update([1, 2])
    assert channel.get() == 0


def test_ephemeral_without_guard_keeps_last() -> None:
    channel = EphemeralValue(int, guard=False)
    assert channel.update([1, 2, 3]) is True
    assert channel.get() == 3


def test_ephemeral_checkpoint() -> None:
    channel = EphemeralValue(int)
    assert channel.checkpoint() is MISSING
    channel.update([None])
    assert channel.checkpoint() is None
    assert channel.from_checkpoint(None).is_available() is True
    assert channel.from_checkpoint(MISSING).is_available() is False
    restored = EphemeralValue(int, guard=False).from_checkpoint(4)
    assert restored.guard is False
    assert restored.get() == 4


def test_ephemeral_equality_compares_guard() -> None:
    assert EphemeralValue(int) == EphemeralValue(str)
    assert EphemeralValue(int) != EphemeralValue(int, guard=False)
    assert EphemeralValue(int) != LastValue(int)


# --------------------------------------------------------------- AnyValue


def test_any_value_keeps_last_of_several() -> None:
    channel = AnyValue(int)
    assert channel.update([1, 2]) is True
    assert channel.get() == 2


def test_any_value_cleared_by_a_step_without_writes() -> None:
    channel = AnyValue(int)
    assert channel.update([]) is False
    channel.update([1])
    assert channel.update([]) is True
    assert channel.is_available() is False
    assert channel.checkpoint() is MISSING
    assert channel.update([]) is False


def test_any_value_checkpoint_copy_and_equality() -> None:
    channel = AnyValue(int, "k")
    channel.update([1])
    assert channel.checkpoint() == 1
    assert channel.from_checkpoint(3).get() == 3
    twin = channel.copy()
    twin.update([])
    assert channel.get() == 1
    assert AnyValue(int) == AnyValue(str)
    assert AnyValue(int) != LastValue(int)


# --------------------------------------------------------- UntrackedValue


def test_untracked_behaves_like_last_value_within_a_run() -> None:
    channel = UntrackedValue(int)
    with pytest.raises(EmptyChannelError):
        channel.get()
    assert channel.update([1]) is True
    assert channel.update([]) is False
    assert channel.get() == 1


@pytest.mark.parametrize("checkpoint", [MISSING, 1, None, [1]])
def test_untracked_is_never_checkpointed(checkpoint: Any) -> None:
    channel = UntrackedValue(int)
    assert channel.checkpoint() is MISSING
    channel.update([1])
    assert channel.checkpoint() is MISSING
    assert channel.from_checkpoint(checkpoint).is_available() is False


def test_untracked_copy_keeps_value() -> None:
    channel = UntrackedValue(int)
    channel.update([1])
    twin = channel.copy()
    assert twin.get() == 1
    twin.update([2])
    assert channel.get() == 1


def test_untracked_guard() -> None:
    channel = UntrackedValue(int)
    channel.key = "u"
    message = (
        "At key 'u': UntrackedValue(guard=True) can receive only one value per step. "
        "Use guard=False if you want to store any one of multiple values."
    )
    with pytest.raises(InvalidUpdateError, match=exactly(message)):
        channel.update([1, 2])
    assert channel.is_available() is False
    relaxed = UntrackedValue(int, guard=False)
    relaxed.update([1, 2])
    assert relaxed.get() == 2
    assert relaxed.from_checkpoint(MISSING).guard is False


def test_untracked_equality_compares_guard() -> None:
    assert UntrackedValue(int) == UntrackedValue(str)
    assert UntrackedValue(int) != UntrackedValue(int, guard=False)

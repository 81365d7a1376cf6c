"""``NamedBarrierValue`` and ``NamedBarrierValueAfterFinish``."""

from __future__ import annotations

import re
from typing import Any

import pytest

from lingxigraph._internal._typing import MISSING
from lingxigraph.channels import NamedBarrierValue, NamedBarrierValueAfterFinish
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError

BARRIERS = [NamedBarrierValue, NamedBarrierValueAfterFinish]


def test_barrier_opens_when_all_names_seen() -> None:
    barrier = NamedBarrierValue(str, {"a", "b"})
    assert barrier.update(["a"]) is True
    assert barrier.is_available() is False
    with pytest.raises(EmptyChannelError, match=r"^\Z"):
        barrier.get()
    assert barrier.update(["b"]) is True
    assert barrier.is_available() is True
    assert barrier.get() is None


@pytest.mark.parametrize("cls", BARRIERS)
def test_repeated_or_missing_names_are_no_change(cls: Any) -> None:
    barrier = cls(str, {"a", "b"})
    assert barrier.update([]) is False
    assert barrier.update(["a", "a"]) is True
    assert barrier.update(["a"]) is False
    assert barrier.checkpoint() in ({"a"}, ({"a"}, False))


@pytest.mark.parametrize("cls", BARRIERS)
def test_unknown_name_is_rejected_and_nothing_is_recorded(cls: Any) -> None:
    barrier = cls(str, {"a"})
    barrier.key = "join:x+y:z"
    message = "At key 'join:x+y:z': Value zz not in {'a'}"
    with pytest.raises(InvalidUpdateError, match="^" + re.escape(message) + r"\Z"):
        barrier.update(["a", "zz"])
    assert barrier.seen == set()


def test_consume_resets_a_complete_barrier() -> None:
    barrier = NamedBarrierValue(str, {"a", "b"})
    barrier.update(["a"])
    assert barrier.consume() is False
    barrier.update(["b"])
    assert barrier.consume() is True
    assert barrier.is_available() is False
    assert barrier.checkpoint() == set()
    assert barrier.consume() is False


def test_barrier_checkpoint_and_restore() -> None:
    barrier = NamedBarrierValue(str, {"a", "b"})
    barrier.update(["a"])
    assert barrier.checkpoint() == {"a"}
    restored = barrier.from_checkpoint({"a", "b"})
    assert restored.get() is None
    assert barrier.is_available() is False
    assert barrier.from_checkpoint(MISSING).checkpoint() == set()
    assert barrier.from_checkpoint(["a", "b"]).is_available() is True  # list from a JSON serde


def test_checkpoint_taken_earlier_is_not_changed_by_later_steps() -> None:
    barrier = NamedBarrierValue(str, {"a", "b"})
    barrier.update(["a"])
    snapshot = barrier.checkpoint()
    barrier.update(["b"])
    assert snapshot == {"a"}
    saved = {"a"}
    restored = barrier.from_checkpoint(saved)
    restored.update(["b"])
    assert saved == {"a"}


def test_barrier_copy_is_independent() -> None:
    barrier = NamedBarrierValue(str, {"a", "b"})
    barrier.update(["a"])
    twin = barrier.copy()
    twin.update(["b"])
    assert barrier.is_available() is False
    assert twin.is_available() is True
    assert twin.names == {"a", "b"}


@pytest.mark.parametrize("cls", BARRIERS)
def test_equality_compares_names(cls: Any) -> None:
    assert cls(str, {"a"}) == cls(int, {"a"})
    assert cls(str, {"a"}) != cls(str, {"a", "b"})
    other = NamedBarrierValue if cls is NamedBarrierValueAfterFinish else NamedBarrierValueAfterFinish
    assert cls(str, {"a"}) != other(str, {"a"})


# --------------------------------------------- NamedBarrierValueAfterFinish


def test_after_finish_opens_only_after_finish() -> None:
    barrier = NamedBarrierValueAfterFinish(str, {"a", "b"})
    barrier.update(["a"])
    assert barrier.finish() is False  # incomplete
    barrier.update(["b"])
    assert barrier.is_available() is False
    with pytest.raises(EmptyChannelError):
        barrier.get()
    assert barrier.consume() is False  # not finished yet
    assert barrier.finish() is True
    assert barrier.finish() is False
    assert barrier.get() is None
    assert barrier.checkpoint() == ({"a", "b"}, True)
    assert barrier.consume() is True
    assert barrier.is_available() is False
    assert barrier.checkpoint() == (set(), False)


@pytest.mark.parametrize("checkpoint", [({"a"}, True), [{"a"}, True], [["a"], True]])
def test_after_finish_restores_tuple_or_list(checkpoint: Any) -> None:
    restored = NamedBarrierValueAfterFinish(str, {"a"}).from_checkpoint(checkpoint)
    assert restored.get() is None
    assert restored.finished is True


def test_after_finish_restore_missing_and_copy() -> None:
    barrier = NamedBarrierValueAfterFinish(str, {"a"})
    assert barrier.from_checkpoint(MISSING).checkpoint() == (set(), False)
    barrier.update(["a"])
    twin = barrier.copy()
    twin.finish()
    assert barrier.is_available() is False
    assert twin.is_available() is True


@pytest.mark.parametrize("cls", BARRIERS)
def test_consume_does_not_reach_into_copies_or_checkpoints(cls: Any) -> None:
    barrier = cls(str, {"a"})
    barrier.update(["a"])
    barrier.finish()
    twin = barrier.copy()
    saved = barrier.checkpoint()
    assert barrier.consume() is True
    assert twin.is_available() is True
    assert saved in ({"a"}, ({"a"}, True))

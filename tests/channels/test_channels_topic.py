"""``Topic``: per-step and accumulating pub/sub channels."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

import pytest

from lingxigraph._internal._typing import MISSING
from lingxigraph.channels import Topic
from lingxigraph.errors import EmptyChannelError


def test_fresh_topic_is_empty() -> None:
    topic = Topic(int)
    assert topic.is_available() is False
    with pytest.raises(EmptyChannelError, match=r"^\Z"):
        topic.get()
    assert topic.update([]) is False


def test_values_last_one_step_without_accumulate() -> None:
    topic = Topic(int)
    assert topic.update([1, 2]) is True
    assert topic.get() == [1, 2]
    assert topic.update([3]) is True
    assert topic.get() == [3]
    assert topic.update([]) is True
    assert topic.is_available() is False
    assert topic.update([]) is False


def test_same_values_again_still_count_as_update() -> None:
    topic = Topic(int)
    topic.update([1])
    assert topic.update([1]) is True
    assert topic.get() == [1]


def test_list_writes_are_flattened_one_level() -> None:
    topic = Topic(int)
    topic.update([[1, 2], 3, [], [4]])
    assert topic.get() == [1, 2, 3, 4]
    topic.update([(5, 6), [[7]]])
    assert topic.get() == [(5, 6), [7]]


def test_empty_list_writes_clear_a_per_step_topic() -> None:
    topic = Topic(int)
    assert topic.update([[]]) is False
    topic.update([1])
    assert topic.update([[]]) is True
    assert topic.is_available() is False


def test_accumulate_keeps_values_across_steps() -> None:
    topic = Topic(int, accumulate=True)
    assert topic.update([1]) is True
    assert topic.update([[2, 3]]) is True
    assert topic.get() == [1, 2, 3]
    assert topic.update([]) is False
    assert topic.update([[]]) is False
    assert topic.get() == [1, 2, 3]


def test_get_returns_a_fresh_list() -> None:
    topic = Topic(int, accumulate=True)
    topic.update([1])
    first = topic.get()
    first.append(99)
    assert topic.get() == [1]
    assert topic.get() is not topic.get()


def test_checkpoint_shapes() -> None:
    topic = Topic(int)
    topic.update([1, [2]])
    assert topic.checkpoint() == [1, 2]
    topic.update([])
    # LangGraph keeps a cleared topic in checkpoints as an empty list
    assert topic.checkpoint() == []
    assert topic.from_checkpoint(MISSING).is_available() is False
    assert topic.from_checkpoint([]).is_available() is False


def test_restore_does_not_alias_the_checkpoint() -> None:
    saved = [1, 2]
    topic = Topic(int, accumulate=True).from_checkpoint(saved)
    topic.update([3])
    assert saved == [1, 2]
    assert topic.get() == [1, 2, 3]


def test_checkpoint_taken_earlier_is_not_changed_by_later_steps() -> None:
    topic = Topic(int, accumulate=True)
    topic.update([1])
    snapshot = topic.checkpoint()
    topic.update([2])
    assert snapshot == [1]


def test_copy_is_independent() -> None:
    topic = Topic(int, accumulate=True)
    topic.update([1])
    twin = topic.copy()
    twin.update([2])
    assert topic.get() == [1]
    assert twin.get() == [1, 2]
    assert twin.accumulate is True


def test_equality_compares_accumulate() -> None:
    assert Topic(int) == Topic(str)
    assert Topic(int, accumulate=True) == Topic(int, accumulate=True)
    assert Topic(int) != Topic(int, accumulate=True)


writes_strategy = st.lists(st.one_of(st.integers(), st.lists(st.integers(), max_size=3)), max_size=10)


@given(writes=writes_strategy, data=st.data())
def test_accumulating_topic_batching_does_not_matter(writes: list[int | list[int]], data: st.DataObject) -> None:
    cuts = sorted(data.draw(st.sets(st.integers(0, len(writes)), max_size=len(writes) + 1)))
    bounds = [0, *cuts, len(writes)]
    topic = Topic(int, accumulate=True)
    for start, end in zip(bounds, bounds[1:]):
        topic.update(writes[start:end])
    expected = [x for w in writes for x in (w if isinstance(w, list) else [w])]
    assert topic.checkpoint() == expected
    assert topic.is_available() is bool(expected)

"""``BinaryOperatorAggregate``: empty values, folding, overwrites, equality."""

from __future__ import annotations

import collections.abc
import operator
import re
import typing
from typing import Annotated, Any, Literal, Optional

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typing_extensions import NotRequired, Required

from lingxigraph._internal._typing import MISSING
from lingxigraph.channels import BinaryOperatorAggregate, LastValue
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError

try:
    from lingxigraph.types import Overwrite
except ImportError:  # pragma: no cover - the types module is written separately
    Overwrite = None  # type: ignore[assignment,misc]


def _overwrite_forms() -> list[Any]:
    forms: list[Any] = [pytest.param(lambda v: {"__overwrite__": v}, id="dict")]
    forms.append(
        pytest.param(
            (lambda v: Overwrite(v)) if Overwrite is not None else None,
            id="Overwrite",
            marks=pytest.mark.skipif(Overwrite is None, reason="lingxigraph.types.Overwrite not available yet"),
        )
    )
    return forms


OVERWRITE_FORMS = _overwrite_forms()

TWO_OVERWRITES = (
    "^"
    + re.escape(
        "Can receive only one Overwrite value per super-step.\nFor troubleshooting, visit: "
        "https://docs.langchain.com/oss/python/langgraph/errors/INVALID_CONCURRENT_GRAPH_UPDATE"
    )
    + r"\Z"
)


class _NeedsArgs:
    def __init__(self, x: int) -> None:
        self.x = x


# ---------------------------------------------------------- empty values


@pytest.mark.parametrize(
    ("typ", "empty"),
    [
        (list, []),
        (int, 0),
        (float, 0.0),
        (str, ""),
        (dict, {}),
        (set, set()),
        (tuple, ()),
        (frozenset, frozenset()),
        (list[int], []),
        (dict[str, int], {}),
        (typing.List[int], []),  # noqa: UP006
        (typing.Dict[str, int], {}),  # noqa: UP006
        (Annotated[list[int], "meta"], []),
        (Annotated[Annotated[set[int], 1], 2], set()),
        (collections.abc.Sequence, []),
        (collections.abc.Sequence[str], []),
        (typing.Sequence[str], []),  # noqa: UP006
        (collections.abc.MutableSequence[int], []),
        (collections.abc.Set[int], set()),
        (collections.abc.MutableSet[int], set()),
        (typing.AbstractSet[int], set()),
        (collections.abc.Mapping[str, int], {}),
        (typing.Mapping[str, int], {}),  # noqa: UP006
        (collections.abc.MutableMapping[str, int], {}),
        (NotRequired[list[int]], []),
        (Required[dict[str, int]], {}),
        (NotRequired[Annotated[collections.abc.Sequence[int], "x"]], []),
    ],
)
def test_starts_with_empty_instance_of_type(typ: Any, empty: Any) -> None:
    channel = BinaryOperatorAggregate(typ, operator.add)
    assert channel.is_available() is True
    value = channel.get()
    assert value == empty
    assert type(value) is type(empty)
    assert channel.typ is typ


@pytest.mark.parametrize(
    "typ",
    [int | None, Optional[list], Literal["a"], _NeedsArgs, Any, None, collections.abc.Iterable[int]],
)
def test_unconstructible_type_starts_empty(typ: Any) -> None:
    channel = BinaryOperatorAggregate(typ, operator.add)
    assert channel.is_available() is False
    assert channel.checkpoint() is MISSING
    with pytest.raises(EmptyChannelError, match=r"^\Z"):
        channel.get()
    assert channel.update([]) is False
    assert channel.is_available() is False
    assert channel.update([5, 6]) is True  # the first write becomes the value
    assert channel.get() == 11


def test_each_channel_gets_its_own_empty_value() -> None:
    a = BinaryOperatorAggregate(list, operator.add)
    b = BinaryOperatorAggregate(list, operator.add)
    assert a.get() is not b.get()
    assert a.from_checkpoint(MISSING).get() is not a.from_checkpoint(MISSING).get()


# -------------------------------------------------------------- folding


def test_folds_writes_left_to_right() -> None:
    channel = BinaryOperatorAggregate(list, operator.add)
    assert channel.update([[1], [2]]) is True
    assert channel.get() == [1, 2]
    assert channel.update([[3]]) is True
    assert channel.get() == [1, 2, 3]
    subtract = BinaryOperatorAggregate(int, operator.sub)
    subtract.update([1, 2])
    assert subtract.get() == -3


def test_no_writes_is_no_change() -> None:
    channel = BinaryOperatorAggregate(list, operator.add)
    channel.update([[1]])
    before = channel.get()
    assert channel.update([]) is False
    assert channel.get() is before


def test_operator_error_propagates_and_leaves_channel_unchanged() -> None:
    def picky(a: list[int], b: list[int]) -> list[int]:
        if b == [0]:
            raise ValueError("no zeros")
        return a + b

    channel = BinaryOperatorAggregate(list, picky)
    channel.update([[1]])
    with pytest.raises(ValueError, match=r"^no zeros\Z"):
        channel.update([[2], [0]])
    assert channel.get() == [1]


@given(writes=st.lists(st.lists(st.integers(), max_size=3), max_size=12), data=st.data())
def test_reducer_law_batching_does_not_matter(writes: list[list[int]], data: st.DataObject) -> None:
    """operator.add on lists concatenates, however the writes are split into steps."""
    cuts = sorted(data.draw(st.sets(st.integers(0, len(writes)), max_size=len(writes) + 1)))
    bounds = [0, *cuts, len(writes)]
    channel = BinaryOperatorAggregate(list, operator.add)
    restore_between = data.draw(st.booleans())
    for start, end in zip(bounds, bounds[1:]):
        channel.update(writes[start:end])
        if restore_between:
            channel = channel.from_checkpoint(channel.checkpoint())
    assert channel.get() == [item for write in writes for item in write]


# ------------------------------------------------------------- overwrite


@pytest.mark.parametrize("make", OVERWRITE_FORMS)
@pytest.mark.parametrize("overwrite_first", [True, False])
def test_overwrite_wins_over_plain_writes_in_the_same_step(make: Any, overwrite_first: bool) -> None:
    channel = BinaryOperatorAggregate(list, operator.add)
    channel.update([["old"]])
    batch = [make(["b"]), ["a"]] if overwrite_first else [["a"], make(["b"])]
    assert channel.update(batch) is True
    assert channel.get() == ["b"]


@pytest.mark.parametrize("make", OVERWRITE_FORMS)
def test_overwrite_alone_replaces_value_and_later_steps_fold_on_it(make: Any) -> None:
    channel = BinaryOperatorAggregate(list, operator.add)
    channel.update([[1, 2]])
    channel.update([make([7])])
    assert channel.get() == [7]
    channel.update([[8]])
    assert channel.get() == [7, 8]


@pytest.mark.parametrize("make", OVERWRITE_FORMS)
def test_overwrite_on_empty_channel(make: Any) -> None:
    channel = BinaryOperatorAggregate(Optional[int], operator.add)
    channel.update([make(3), 4])
    assert channel.get() == 3


@pytest.mark.parametrize("make", OVERWRITE_FORMS)
def test_overwrite_with_none(make: Any) -> None:
    channel = BinaryOperatorAggregate(list, operator.add)
    channel.update([make(None)])
    assert channel.is_available() is True
    assert channel.get() is None


@pytest.mark.parametrize("first", OVERWRITE_FORMS)
@pytest.mark.parametrize("second", OVERWRITE_FORMS)
def test_two_overwrites_in_one_step_are_rejected(first: Any, second: Any) -> None:
    channel = BinaryOperatorAggregate(list, operator.add)
    channel.update([["keep"]])
    with pytest.raises(InvalidUpdateError, match=TWO_OVERWRITES):
        channel.update([first(["x"]), ["y"], second(["z"])])
    assert channel.get() == ["keep"]


def test_overwrites_in_separate_steps_are_fine() -> None:
    channel = BinaryOperatorAggregate(list, operator.add)
    channel.update([{"__overwrite__": [1]}])
    channel.update([{"__overwrite__": [2]}])
    assert channel.get() == [2]


def test_dict_with_more_keys_is_a_plain_write() -> None:
    channel = BinaryOperatorAggregate(dict, operator.or_)
    channel.update([{"__overwrite__": 1, "x": 2}])
    assert channel.get() == {"__overwrite__": 1, "x": 2}


# ------------------------------------------------- checkpoint, copy, eq


def test_checkpoint_is_the_value() -> None:
    channel = BinaryOperatorAggregate(list, operator.add)
    assert channel.checkpoint() == []
    channel.update([[1]])
    assert channel.checkpoint() == [1]
    restored = channel.from_checkpoint([4, 5])
    assert restored.get() == [4, 5]
    assert restored.operator is operator.add
    assert channel.get() == [1]
    assert channel.from_checkpoint(MISSING).get() == []


def test_copy_is_independent() -> None:
    channel = BinaryOperatorAggregate(list, operator.add)
    channel.key = "log"
    channel.update([[1]])
    twin = channel.copy()
    twin.update([[2]])
    assert channel.get() == [1]
    assert twin.get() == [1, 2]
    assert twin.key == "log"


def _named(a: Any, b: Any) -> Any:
    return a + b


def _other(a: Any, b: Any) -> Any:
    return a + b


def test_equality_compares_operators() -> None:
    assert BinaryOperatorAggregate(list, operator.add) == BinaryOperatorAggregate(set, operator.add)
    assert BinaryOperatorAggregate(list, _named) == BinaryOperatorAggregate(list, _named)
    assert BinaryOperatorAggregate(list, _named) != BinaryOperatorAggregate(list, _other)
    assert BinaryOperatorAggregate(list, operator.add) != BinaryOperatorAggregate(list, operator.or_)
    assert BinaryOperatorAggregate(list, operator.add) != LastValue(list)


def test_lambdas_always_compare_equal() -> None:
    """Schemas re-declaring a key with a lambda reducer must still merge."""
    assert BinaryOperatorAggregate(list, lambda a, b: a + b) == BinaryOperatorAggregate(list, lambda a, b: b)
    assert BinaryOperatorAggregate(list, lambda a, b: a + b) == BinaryOperatorAggregate(list, _named)

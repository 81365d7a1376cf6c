"""``LastValue`` and ``LastValueAfterFinish``."""

from __future__ import annotations

import re
from typing import Any

import pytest

from lingxigraph._internal._typing import MISSING
from lingxigraph.channels import AnyValue, LastValue, LastValueAfterFinish
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError

try:
    from lingxigraph.types import Overwrite
except ImportError:  # pragma: no cover - the types module is written separately
    Overwrite = None  # type: ignore[assignment,misc]

needs_overwrite = pytest.mark.skipif(Overwrite is None, reason="lingxigraph.types.Overwrite not available yet")

TROUBLESHOOTING = (
    "\nFor troubleshooting, visit: "
    "https://docs.langchain.com/oss/python/langgraph/errors/INVALID_CONCURRENT_GRAPH_UPDATE"
)


def exactly(text: str) -> str:
    """An anchored ``match=`` pattern for the whole message ``text``."""
    return "^" + re.escape(text) + r"\Z"


# ---------------------------------------------------------------- LastValue


def test_fresh_last_value_is_empty() -> None:
    channel = LastValue(int, "k")
    assert channel.is_available() is False
    assert channel.checkpoint() is MISSING
    with pytest.raises(EmptyChannelError, match=r"^\Z"):
        channel.get()


def test_one_write_sets_and_no_write_keeps() -> None:
    channel = LastValue(int, "k")
    assert channel.update([1]) is True
    assert channel.get() == 1
    assert channel.is_available() is True
    assert channel.update([]) is False
    assert channel.get() == 1
    assert channel.update([2]) is True
    assert channel.get() == 2


def test_none_is_a_value_not_emptiness() -> None:
    channel = LastValue(int, "k")
    channel.update([None])
    assert channel.is_available() is True
    assert channel.get() is None
    assert channel.checkpoint() is None
    assert channel.from_checkpoint(None).get() is None


@pytest.mark.parametrize("key", ["k", "", "with space"])
def test_two_writes_in_one_step_are_rejected(key: str) -> None:
    channel = LastValue(int, key)
    channel.update([0])
    message = (
        f"At key '{key}': Can receive only one value per step. "
        "Use an Annotated key to handle multiple values." + TROUBLESHOOTING
    )
    with pytest.raises(InvalidUpdateError, match=exactly(message)):
        channel.update([1, 2])
    assert channel.get() == 0


def test_error_uses_key_assigned_after_construction() -> None:
    channel = LastValue(int)
    channel.key = "late"
    with pytest.raises(InvalidUpdateError, match=r"^At key 'late': Can receive only one value per step\."):
        channel.update([1, 2, 3])


def test_overwrite_dict_form_is_stored_as_written() -> None:
    # LangGraph: only reducer channels read the overwrite wrapper.
    channel = LastValue(list, "k")
    channel.update([{"__overwrite__": [9]}])
    assert channel.get() == {"__overwrite__": [9]}


@needs_overwrite
def test_overwrite_object_is_stored_as_written() -> None:
    channel = LastValue(list, "k")
    wrapped = Overwrite([9])
    channel.update([wrapped])
    assert channel.get() is wrapped


@pytest.mark.parametrize("value", [{"a": 1}, {"__overwrite__": 1, "b": 2}, {}])
def test_other_dicts_are_stored_as_is(value: dict[str, Any]) -> None:
    channel = LastValue(dict, "k")
    channel.update([value])
    assert channel.get() is value


def test_checkpoint_and_restore() -> None:
    channel = LastValue(int, "k")
    channel.update([5])
    assert channel.checkpoint() == 5
    restored = channel.from_checkpoint(7)
    assert restored.get() == 7
    assert channel.get() == 5
    assert channel.from_checkpoint(MISSING).is_available() is False


def test_copy_is_independent() -> None:
    channel = LastValue(int, "k")
    channel.update([5])
    twin = channel.copy()
    twin.update([6])
    assert channel.get() == 5
    assert twin.get() == 6


def test_equality_ignores_type_and_key() -> None:
    assert LastValue(int, "a") == LastValue(str, "b")
    assert LastValue(int) != AnyValue(int)
    assert LastValue(int) != LastValueAfterFinish(int)


# ---------------------------------------------------- LastValueAfterFinish


def test_after_finish_hides_value_until_finish() -> None:
    channel = LastValueAfterFinish(int, "k")
    assert channel.update([1]) is True
    assert channel.is_available() is False
    with pytest.raises(EmptyChannelError):
        channel.get()
    assert channel.finish() is True
    assert channel.is_available() is True
    assert channel.get() == 1
    assert channel.finish() is False


def test_after_finish_keeps_last_of_several_writes() -> None:
    channel = LastValueAfterFinish(int, "k")
    assert channel.update([1, 2, 3]) is True
    channel.finish()
    assert channel.get() == 3


def test_after_finish_empty_channel_does_not_finish() -> None:
    channel = LastValueAfterFinish(int, "k")
    assert channel.update([]) is False
    assert channel.finish() is False
    assert channel.is_available() is False


def test_after_finish_consume() -> None:
    channel = LastValueAfterFinish(int, "k")
    channel.update([1])
    assert channel.consume() is False  # not finished: nothing to consume
    channel.finish()
    assert channel.consume() is True
    assert channel.is_available() is False
    assert channel.checkpoint() is MISSING
    assert channel.consume() is False
    assert channel.finish() is False


def test_after_finish_new_write_closes_it_again() -> None:
    channel = LastValueAfterFinish(int, "k")
    channel.update([1])
    channel.finish()
    assert channel.update([2]) is True
    assert channel.is_available() is False
    assert channel.update([]) is False
    assert channel.finish() is True
    assert channel.get() == 2


def test_after_finish_checkpoint_shapes() -> None:
    channel = LastValueAfterFinish(int, "k")
    assert channel.checkpoint() is MISSING
    channel.update([1])
    assert channel.checkpoint() == (1, False)
    channel.finish()
    assert channel.checkpoint() == (1, True)


@pytest.mark.parametrize("checkpoint", [(1, True), [1, True]])
def test_after_finish_restores_tuple_or_list(checkpoint: Any) -> None:
    restored = LastValueAfterFinish(int, "k").from_checkpoint(checkpoint)
    assert restored.get() == 1
    assert restored.finished is True


def test_after_finish_copy_is_independent() -> None:
    channel = LastValueAfterFinish(int, "k")
    channel.update([1])
    twin = channel.copy()
    twin.finish()
    assert channel.is_available() is False
    assert twin.get() == 1


@needs_overwrite
def test_graph_state_shows_an_overwrite_written_to_a_plain_key() -> None:
    # LangGraph keeps the wrapper on a key without reducer: the user sees it in the result.
    from typing import TypedDict

    from lingxigraph.graph import START, StateGraph

    class State(TypedDict, total=False):
        x: Any

    builder = StateGraph(State)
    builder.add_node("a", lambda state: {"x": Overwrite(5)})
    builder.add_edge(START, "a")
    assert builder.compile().invoke({"x": 0}) == {"x": Overwrite(5)}

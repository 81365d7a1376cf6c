"""A list of lingxigraph messages (a chat history) is packed item by item without
msgpack's ``default`` hook (`_encode._pack_inline`); its bytes must be exactly
those of packing the list whole, and read back to equal messages."""

import datetime as dt
from typing import Any

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lingxigraph.checkpoint.serde import _encode
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage


def _whole(items: list[Any]) -> bytes:
    """The list packed in one msgpack call, every message through ``default``."""
    packer = msgpack.Packer(default=_encode._default, strict_types=True, use_bin_type=True, datetime=False)
    return packer.pack(items)


TEXT = st.text(max_size=5) | st.text(min_size=250, max_size=300)
VALUES = st.none() | st.integers(-(2**70), 2**70) | TEXT | st.just(dt.date(2024, 1, 2)) | st.tuples(st.integers())


@st.composite
def _message(draw: Any) -> Any:
    extras = draw(st.dictionaries(st.sampled_from(["mood", "_hidden", "score"]), VALUES, max_size=2))
    metadata = draw(st.dictionaries(st.text(max_size=3), VALUES, max_size=2))
    kind = draw(st.sampled_from(["human", "ai", "tool", "system"]))
    common = {"id": draw(st.none() | st.text(max_size=8)), "additional_kwargs": metadata, **extras}
    if kind == "human":
        return HumanMessage(draw(TEXT), **common)
    if kind == "system":
        return SystemMessage(draw(TEXT), **common)
    if kind == "tool":
        return ToolMessage(draw(TEXT), tool_call_id=draw(st.text(max_size=4)), artifact=draw(VALUES), **common)
    calls = draw(st.lists(st.fixed_dictionaries({"name": TEXT, "args": st.dictionaries(TEXT, VALUES, max_size=2), "id": TEXT}), max_size=2))
    return AIMessage(draw(TEXT), tool_calls=calls, **common)


ITEMS = st.lists(_message() | VALUES | st.lists(_message(), max_size=2), max_size=12)


@settings(max_examples=200, deadline=None)
@given(items=ITEMS)
def test_a_message_list_packs_to_the_bytes_of_the_whole_list(items: list[Any]) -> None:
    _encode._packb(items)  # the encoders (and so the inline classes) exist from here on
    assert _encode._packb(items) == _whole(items)


@settings(max_examples=100, deadline=None)
@given(items=ITEMS)
def test_a_message_list_reads_back_equal(items: list[Any]) -> None:
    serde = JsonPlusSerializer()
    assert serde.loads_typed(serde.dumps_typed(items)) == items


@pytest.mark.parametrize("size", [10, 300, 70_000])
def test_every_frame_length_packs_like_msgpack(size: int) -> None:
    items = [HumanMessage("x" * size, id="1"), AIMessage("y", id="2")]
    _encode._packb(items)
    assert _encode._packb(items) == _whole(items)


def test_a_value_that_cannot_be_packed_fails_as_before_and_leaves_the_packers_usable() -> None:
    good = [HumanMessage("a", id="1"), AIMessage("b", id="2")]
    _encode._packb(good)
    bad = [HumanMessage("a", id="1"), AIMessage("b", id="2", additional_kwargs={"x": object()})]
    with pytest.raises(TypeError, match="Type is not msgpack serializable: object"):
        _encode._packb(bad)
    assert _encode._packb(good) == _whole(good)

"""A value written as a msgpack extension at the top of a payload (a ``Send`` with a
whole state, a message, a dataclass) is framed by ``_encode._packb`` itself instead of
going through a packer: the bytes must be exactly the packer's."""

from __future__ import annotations

import dataclasses
import datetime as dt
import decimal
import uuid

import msgpack
import pytest
from hypothesis import given
from hypothesis import strategies as st

from lingxigraph.checkpoint.serde import _encode
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.messages import AIMessage, HumanMessage
from lingxigraph.types import Command, Interrupt, Send


def _through_packer(obj: object) -> bytes:
    """What a plain packer with the serializer's settings and extension hook writes."""
    packer = msgpack.Packer(default=_encode._default, strict_types=True, use_bin_type=True, datetime=False)
    return packer.pack(obj)


@given(code=st.integers(0, 127), size=st.sampled_from([0, 1, 2, 3, 4, 5, 8, 15, 16, 17, 255, 256, 65535, 65536, 70000]))
def test_frame_is_msgpacks_extension_header(code: int, size: int) -> None:
    data = bytes(range(256)) * (size // 256) + bytes(size % 256)
    assert _encode._ext_frame(code, size) + data == msgpack.packb(msgpack.ExtType(code, data))


@dataclasses.dataclass
class Point:
    x: int
    y: list


def _state(n: int) -> dict:
    return {"messages": [HumanMessage(f"q{i}" * 50, id=str(i)) for i in range(n)], "n": n}


@pytest.mark.parametrize(
    "value",
    [
        Send("tools", _state(3)),
        Send("tools", _state(400)),  # a payload over the packer's keep limit
        Send("node", {"x": 1}),
        Command(update={"a": [1, 2]}, goto="b"),
        Interrupt(value={"ask": "?"}, id="i1"),
        AIMessage("hi", id="a1", tool_calls=[{"id": "c", "name": "t", "args": {"q": "x" * 70000}}]),
        Point(1, [1, 2, 3]),
        uuid.UUID(int=7),
        dt.datetime(2026, 12, 1, 8, 0, tzinfo=dt.timezone.utc),
        decimal.Decimal("1.5"),
        (1, 2),
        {1, 2},
        2**70,  # an int too wide for msgpack: an extension
        -(2**70),
    ],
    ids=lambda v: type(v).__name__,
)
def test_top_level_extension_is_the_packers_bytes(value: object) -> None:
    serde = JsonPlusSerializer()
    # twice: the first call finds the type's encoder, the second takes the framed path
    for _ in range(2):
        tag, data = serde.dumps_typed(value)
        assert tag == "msgpack"
        assert data == _through_packer(value)
    assert type(serde.loads_typed((tag, data))) is type(value)


def test_unserialisable_value_inside_an_extension_still_names_the_outer_one() -> None:
    serde = JsonPlusSerializer()
    serde.dumps_typed(Send("n", {"ok": 1}))  # the Send encoder is known: the framed path
    with pytest.raises(TypeError, match="Type is not msgpack serializable: Send"):
        serde.dumps_typed(Send("n", {"bad": object()}))

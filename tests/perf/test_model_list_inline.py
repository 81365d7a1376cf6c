"""A list of pydantic models (like a LangChain chat history) is serialised by the
inline list writer, without an ``ExtType`` per item, into exactly the bytes
that packing each item on its own and framing them as a list gives; errors
still name the model. Bytes are compared, nothing is timed.
"""

from __future__ import annotations

import msgpack
import pydantic
import pytest

from lingxigraph.checkpoint.serde import _encode
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer


class Point(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="allow")
    x: int
    y: int = 0


class Opaque:
    pass


class Holder(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(arbitrary_types_allowed=True)
    thing: Opaque


def _framed(items: list) -> bytes:
    return msgpack.Packer().pack_array_header(len(items)) + b"".join(_encode.pack(item) for item in items)


class Label(pydantic.BaseModel):
    text: str
    tags: list[str] = []


def test_history_bytes_compose() -> None:
    history = [
        Label(text="hi", tags=["a"]),
        Point(x=1, extra=[1, 2]),
        Label(text="x"),
        "plain",
        [Point(x=2)],
        Label(text="bye"),
    ]
    _encode.pack(history)  # the classes' encoders are chosen (the inline table filled)
    assert type(history[0]) in _encode._INLINE
    assert _encode.pack(history) == _framed(history)
    serde = JsonPlusSerializer(allowed_msgpack_modules=[Label, Point])
    back = serde.loads_typed(serde.dumps_typed(history))
    assert back == history


def test_error_names_the_model() -> None:
    _encode.pack([Point(x=1)])
    with pytest.raises(TypeError, match="not msgpack serializable: Holder$"):
        _encode.pack([Point(x=1), Holder(thing=Opaque())])

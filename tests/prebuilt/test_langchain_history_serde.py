"""A LangChain chat history is written by the serializer's inline list writer
(bytes as packing each message on its own) and read back with the plain
pydantic constructor, giving the objects ``model_construct`` gives.
(In this directory: its conftest keeps langchain-core loaded for these tests only.)
"""

from __future__ import annotations

from typing import Any

import msgpack
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from lingxigraph.checkpoint.serde import _encode
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer


def _state(obj: Any) -> tuple:
    return (
        type(obj),
        list(obj.__dict__.items()),
        obj.__pydantic_fields_set__,
        obj.__pydantic_extra__,
        obj.__pydantic_private__,
    )


def test_history_round_trip() -> None:
    history = [
        HumanMessage("hi", id="1"),
        AIMessage("", id="2", tool_calls=[{"name": "t", "args": {"q": 1}, "id": "c"}]),
        ToolMessage("r", tool_call_id="c", id="3"),
        HumanMessage("bye", id="4"),
    ]
    serde = JsonPlusSerializer()
    tag, data = serde.dumps_typed(history)
    framed = msgpack.Packer().pack_array_header(len(history)) + b"".join(_encode.pack(m) for m in history)
    assert data == framed
    back = serde.loads_typed((tag, data))
    assert back == history
    for original, read in zip(history, back):
        assert _state(read) == _state(type(original).model_construct(**original.__dict__))

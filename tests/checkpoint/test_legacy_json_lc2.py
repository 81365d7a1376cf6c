"""Legacy ``"json"`` checkpoints (before msgpack) hold ``{"lc": 2, "type": "constructor"}``
objects; LangGraph 1.2.11 rebuilds its own and standard safe types without an allowlist."""

from __future__ import annotations

import datetime
import json
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.types import Interrupt, Send


def _load(serde: JsonPlusSerializer, value: object) -> object:
    return serde.loads_typed(("json", json.dumps(value).encode()))


def _lc2(*path: str, **fields: object) -> dict[str, object]:
    return {"lc": 2, "type": "constructor", "id": list(path), **fields}


def test_safe_types_are_rebuilt_without_an_allowlist() -> None:
    loaded = _load(
        JsonPlusSerializer(),
        {
            "when": _lc2("datetime", "date", args=[2024, 1, 2]),
            "send": _lc2("langgraph", "types", "Send", args=["n", {"x": 1}]),
            "legacy": _lc2(
                "langgraph", "types", "Interrupt",
                kwargs={"value": "q", "resumable": True, "ns": ["a:b", "c:d"], "when": "during"},
            ),
        },
    )
    assert isinstance(loaded, dict)
    assert loaded["when"] == datetime.date(2024, 1, 2)
    assert loaded["send"] == Send("n", {"x": 1})
    legacy = loaded["legacy"]
    assert isinstance(legacy, Interrupt)
    # the id an Interrupt made from that namespace gets
    assert (legacy.value, legacy.id) == ("q", Interrupt.from_ns("q", "a:b|c:d").id)


def test_other_types_need_the_allowlist() -> None:
    ordered = _lc2("collections", "OrderedDict", args=[[["k", 1]]])
    assert _load(JsonPlusSerializer(), ordered) == ordered
    allowed = _load(JsonPlusSerializer(allowed_json_modules=[("collections",)]), ordered)
    assert allowed == {"k": 1} and type(allowed).__name__ == "OrderedDict"


def test_an_exception_class_or_rejected_arguments_give_none() -> None:
    serde = JsonPlusSerializer(allowed_json_modules=True)
    assert _load(serde, _lc2("decimal", "InvalidOperation", args=["boom"])) is None
    assert _load(serde, _lc2("datetime", "date", args=["not", "a", "date"])) is None


@pytest.fixture
def lc_messages() -> Iterator[Any]:
    """``langchain_core.messages`` (skips when absent); the modules it newly imports are
    forgotten afterwards (other tests expect langchain-core not to be loaded)."""
    before = set(sys.modules)
    yield pytest.importorskip("langchain_core.messages")
    for name in set(sys.modules) - before:
        if name.split(".")[0] in ("langchain_core", "langsmith"):
            del sys.modules[name]


def test_langchain_messages_are_rebuilt_without_an_allowlist(lc_messages: Any) -> None:
    # threads saved before msgpack keep their messages as lc=2 constructors
    AIMessage, HumanMessage = lc_messages.AIMessage, lc_messages.HumanMessage
    loaded = _load(
        JsonPlusSerializer(),
        [
            _lc2("langchain_core", "messages", "human", "HumanMessage", kwargs={"content": "hello", "type": "human"}),
            _lc2("langchain_core", "messages", "ai", "AIMessage", kwargs={"content": "hi", "type": "ai"}),
        ],
    )
    assert loaded == [HumanMessage("hello"), AIMessage("hi")]
    assert [type(m) for m in loaded] == [HumanMessage, AIMessage]  # type: ignore[union-attr]

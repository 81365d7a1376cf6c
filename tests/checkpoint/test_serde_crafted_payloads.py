"""Crafted checkpoint payloads under the default reading policy: only data classes are built.

The default policy rebuilds imported data classes (dataclasses, Pydantic
models, named tuples, enums) because constructing one only fills declared
fields. These payloads name classes that pass a loose "is it a data class"
test but whose construction runs other code, or reach non-data classes
through a trusted module; none of that code may run.
"""

from __future__ import annotations

import dataclasses
import logging
import sys
import warnings
from typing import Any, Generic, NamedTuple, TypeVar

import msgpack
import pydantic
import pytest

from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer

CALLS: list[tuple[str, Any]] = []


@dataclasses.dataclass
class Record:
    a: int = 0


class RecordWithConstructor(Record):
    """Subclasses a dataclass but is not one: its own ``__init__`` is arbitrary code."""

    def __init__(self, **kwargs: Any) -> None:
        CALLS.append(("init", kwargs))


class RecordWithPostInit(Record):
    def __post_init__(self) -> None:
        CALLS.append(("post_init", self.a))


@dataclasses.dataclass
class PostInitRecord:
    """A real dataclass with a ``__post_init__`` is still rebuilt (it is part of the dataclass)."""

    a: int = 0

    def __post_init__(self) -> None:
        self.double = self.a * 2


class Pair(NamedTuple):
    a: int
    b: int = 0

    def act(self) -> str:
        CALLS.append(("act", self))
        return "called"


class PairWithNew(Pair):
    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        CALLS.append(("new", kwargs))
        return super().__new__(cls, *args, **kwargs)


class SubPair(Pair):
    """A plain subclass of a named tuple keeps the generated constructor."""


def _payload(code: int, module: str, name: str, arg: Any, method: str | None = None) -> tuple[str, bytes]:
    inner = [module, name, arg] if method is None else [module, name, arg, method]
    return ("msgpack", msgpack.packb(msgpack.ExtType(code, msgpack.packb(inner))))


def _load(serde: JsonPlusSerializer, payload: tuple[str, bytes]) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return serde.loads_typed(payload)


@pytest.fixture(autouse=True)
def _quiet_log(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.ERROR, logger="lingxigraph.checkpoint.serde.jsonplus")
    CALLS.clear()


def test_a_dataclass_subclass_with_its_own_constructor_is_not_called() -> None:
    out = _load(JsonPlusSerializer(), _payload(2, __name__, "RecordWithConstructor", {"a": 1}))
    assert out == {"a": 1}
    assert CALLS == []


def test_a_dataclass_subclass_adding_post_init_is_not_called() -> None:
    out = _load(JsonPlusSerializer(), _payload(2, __name__, "RecordWithPostInit", {"a": 1}))
    assert out == {"a": 1}
    assert CALLS == []


def test_a_named_tuple_method_named_by_the_payload_is_never_called() -> None:
    # extension code 3 means "call this method of the class with the argument"
    out = _load(JsonPlusSerializer(), _payload(3, __name__, "Pair", {"x": 1}, "act"))
    assert out == {"x": 1}
    assert CALLS == []


def test_a_named_tuple_subclass_with_its_own_new_is_not_called() -> None:
    out = _load(JsonPlusSerializer(), _payload(2, __name__, "PairWithNew", {"a": 1}))
    assert out == {"a": 1}
    assert CALLS == []


def test_a_dotted_name_under_langchain_messages_reaches_no_other_class() -> None:
    pytest.importorskip("langchain_core.messages")
    import langchain_core.messages.tool  # noqa: F401 - it imports json

    assert "json" in vars(sys.modules["langchain_core.messages.tool"])
    for serde in (JsonPlusSerializer(), JsonPlusSerializer(allowed_msgpack_modules=None)):
        out = _load(serde, _payload(2, "langchain_core.messages.tool", "json.JSONDecoder", {}))
        assert out == {}


def test_real_values_still_round_trip() -> None:
    serde = JsonPlusSerializer()
    values = [
        Record(3),
        PostInitRecord(2),
        Pair(1, 2),
        SubPair(3, 4),
        {"nested": [Pair(5), Record(6), [SubPair(7)]]},
    ]
    for value in values:
        out = _load(serde, serde.dumps_typed(value))
        assert out == value
        assert type(out) is type(value)
    assert _load(serde, serde.dumps_typed(PostInitRecord(2))).double == 4


def test_langchain_messages_still_round_trip_in_both_modes() -> None:
    messages = pytest.importorskip("langchain_core.messages")
    value = [messages.AIMessage("hi", id="1"), messages.ToolMessage("r", tool_call_id="t", id="2")]
    for serde in (JsonPlusSerializer(), JsonPlusSerializer(allowed_msgpack_modules=None)):
        assert _load(serde, serde.dumps_typed(value)) == value


@dataclasses.dataclass
class ToolFailure(Exception):
    """An exception that is also a dataclass (LangGraph writes it as a dataclass)."""

    tool: str = ""
    code: int = 0


def test_a_dataclass_exception_round_trips_as_itself() -> None:
    serde = JsonPlusSerializer()
    out = _load(serde, serde.dumps_typed({"error": ToolFailure("search", 3)}))
    assert type(out["error"]) is ToolFailure
    assert (out["error"].tool, out["error"].code) == ("search", 3)


T = TypeVar("T")


class Box(pydantic.BaseModel, Generic[T]):
    value: T


# (parametrised at module level, as in a state schema: pydantic then keeps the
# class in the module under the name "Box[int]")
IntBox = Box[int]
RecordBox = Box[Record]


def test_a_parametrised_pydantic_generic_round_trips() -> None:
    serde = JsonPlusSerializer()
    value = {"boxes": [IntBox(value=1), RecordBox(value=Record(2))]}
    out = _load(serde, serde.dumps_typed(value))
    assert out == value
    assert [type(b) for b in out["boxes"]] == [IntBox, RecordBox]

"""JsonPlusSerializer round trips: every supported type, nested, with types kept exactly."""

from __future__ import annotations

import collections
import dataclasses
import datetime as dt
import decimal
import enum
import ipaddress
import pathlib
import re
import sys
import uuid
from typing import Any, NamedTuple, Optional

import msgpack
import pydantic
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.messages import AIMessage, HumanMessage
from lingxigraph.types import Command, Interrupt, Overwrite, Send


class Color(enum.Enum):
    RED = "red"
    BLUE = 2


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


@dataclasses.dataclass(frozen=True)
class Point:
    x: int
    y: float


@dataclasses.dataclass
class Box:
    item: Any
    tags: tuple[str, ...] = ()
    derived: int = dataclasses.field(init=False, default=0)


class Pair(NamedTuple):
    left: Any
    right: Any


class Model(pydantic.BaseModel):
    name: str
    items: list[Any] = []
    child: Optional[Model] = None


SERDE = JsonPlusSerializer(allowed_msgpack_modules=[Color, Level, Point, Box, Pair, Model])


def assert_same(expected: Any, actual: Any) -> None:
    """Equal, and of exactly the same types all the way down."""
    assert type(actual) is type(expected), (expected, actual)
    if isinstance(expected, dict):
        assert list(actual) == list(expected)
        for key in expected:
            assert_same(expected[key], actual[key])
    elif isinstance(expected, (list, tuple, collections.deque)):
        assert len(actual) == len(expected)
        for left, right in zip(expected, actual):
            assert_same(left, right)
    elif isinstance(expected, Send):
        assert (actual.node, actual.timeout) == (expected.node, expected.timeout)
        assert_same(expected.arg, actual.arg)
    elif isinstance(expected, Interrupt):
        assert actual.id == expected.id
        assert_same(expected.value, actual.value)
    elif dataclasses.is_dataclass(expected) or isinstance(expected, pydantic.BaseModel):
        fields = [f.name for f in dataclasses.fields(expected)] if dataclasses.is_dataclass(expected) else list(Model.model_fields)
        for name in fields:
            assert_same(getattr(expected, name), getattr(actual, name))
    else:
        assert actual == expected


def round_trip(value: Any) -> Any:
    return SERDE.loads_typed(SERDE.dumps_typed(value))


# ---- strategies ----------------------------------------------------------------------------

offsets = st.timedeltas(min_value=dt.timedelta(hours=-23), max_value=dt.timedelta(hours=23)).map(
    lambda d: dt.timedelta(minutes=int(d.total_seconds() // 60))
)
fixed_zones = st.one_of(
    st.just(dt.timezone.utc),
    offsets.map(dt.timezone),
    st.tuples(offsets, st.text(min_size=1, max_size=5)).map(lambda t: dt.timezone(*t)),
)
zones = st.one_of(fixed_zones, st.timezones())

hashables = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.integers(min_value=2**64, max_value=2**200),
        st.integers(min_value=-(2**200), max_value=-(2**63) - 1),
        st.floats(allow_nan=False),
        st.text(),
        st.binary(),
        st.datetimes(),
        st.datetimes(timezones=zones),
        st.dates(),
        st.times(),
        st.times(timezones=fixed_zones),
        st.timedeltas(),
        fixed_zones,
        st.uuids(),
        st.decimals(allow_nan=False),
        st.sampled_from(list(Color) + list(Level)),
        st.builds(Point, st.integers(), st.floats(allow_nan=False)),
        st.sampled_from([pathlib.PurePosixPath("/a/b"), pathlib.Path("rel/x"), pathlib.PureWindowsPath("C:/x")]),
        st.sampled_from([ipaddress.ip_address("10.0.0.1"), ipaddress.ip_network("2001:db8::/32")]),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4).map(tuple),
        st.frozensets(inner, max_size=4),
    ),
    max_leaves=8,
)


def _containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=4).map(tuple),
        st.dictionaries(st.text(max_size=5), inner, max_size=4),
        st.dictionaries(hashables, inner, max_size=3),
        st.sets(hashables, max_size=4),
        st.lists(inner, max_size=3).map(collections.deque),
        st.builds(Box, inner, st.lists(st.text(max_size=3), max_size=2).map(tuple)),
        st.builds(Pair, inner, inner),
        st.builds(Model, name=st.text(max_size=5), items=st.lists(inner, max_size=2)),
        st.builds(Send, st.text(min_size=1, max_size=5), inner),
        st.builds(lambda n, a, t: Send(n, a, timeout=t), st.text(min_size=1, max_size=5), inner, st.floats(0.1, 9)),
        st.builds(Interrupt, inner, id=st.text(max_size=8)),
        st.builds(lambda u, r: Command(update=u, resume=r), inner, inner),
    )


values = st.recursive(
    st.one_of(hashables, st.sampled_from([re.compile("a+b", re.I), re.compile(b"x")])),
    _containers,
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(values)
def test_any_supported_value_round_trips_exactly(value: Any) -> None:
    assert_same(value, round_trip(value))


@given(st.dictionaries(st.text(max_size=8), values, max_size=5))
@settings(deadline=None)
def test_channel_value_dicts_round_trip(value: dict[str, Any]) -> None:
    assert_same(value, round_trip(value))


# ---- explicit cases --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "tag"),
    [
        (None, "null"),
        (b"raw", "bytes"),
        (bytearray(b"raw"), "bytearray"),
        (1, "msgpack"),
        ("s", "msgpack"),
        ({"a": 1}, "msgpack"),
        ({1, 2}, "msgpack"),
        (Send("n", 1), "msgpack"),
    ],
)
def test_type_tags(value: Any, tag: str) -> None:
    written_tag, payload = SERDE.dumps_typed(value)
    assert written_tag == tag
    assert isinstance(payload, bytes)
    assert_same(value, SERDE.loads_typed((written_tag, payload)))


def test_tuples_and_sets_keep_their_types_when_nested() -> None:
    value = {"pairs": [(1, "a"), (2, ("b", frozenset({(3, 4)})))], "tags": {("x", 1)}, (1, 2): {frozenset({1})}}
    assert_same(value, round_trip(value))


def test_own_types_round_trip() -> None:
    goto: tuple[Send | str, ...] = (Send("n", 1), "m")
    parent_command: Command[str] = Command(update={"a": 1}, resume={"id": 2}, goto=goto, graph=Command.PARENT)
    for value in [
        Send("node", {"k": (1, 2)}),
        Interrupt("question", id="abc"),
        Command(goto="x"),
        parent_command,
        Overwrite([1, 2]),
        HumanMessage("hi", id="1"),
        AIMessage("x", id="2", tool_calls=[{"name": "f", "args": {"a": 1}, "id": "c", "type": "tool_call"}]),
    ]:
        back = round_trip(value)
        assert type(back) is type(value)
        assert back == value


def test_nested_bytearrays_come_back_as_bytes() -> None:
    # msgpack writes bytearray as plain binary; only a top-level bytearray keeps its type.
    assert round_trip({"b": bytearray(b"x")}) == {"b": b"x"}
    assert type(round_trip(bytearray(b"x"))) is bytearray


def test_exceptions_are_stored_as_their_repr() -> None:
    assert round_trip(ValueError("boom", 2)) == "ValueError('boom', 2)"


def test_derived_dataclass_fields_are_restored() -> None:
    box = Box(1)
    box.derived = 41
    back = round_trip(box)
    assert back == box and back.derived == 41


def test_unsupported_values_raise_type_error() -> None:
    with pytest.raises(TypeError, match=r"^Type is not msgpack serializable: object$"):
        SERDE.dumps_typed({"x": object()})


def test_pickle_fallback_is_opt_in() -> None:
    serde = JsonPlusSerializer(pickle_fallback=True)
    tag, payload = serde.dumps_typed(collections.Counter)
    assert tag == "pickle"
    assert serde.loads_typed((tag, payload)) is collections.Counter


# ---- reading LangGraph-written payloads ------------------------------------------------------


def _ext(code: int, *payload: Any) -> msgpack.ExtType:
    return msgpack.ExtType(code, msgpack.packb(list(payload), use_bin_type=True))


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        (_ext(1, "langgraph.types", "Send", ["n", {"k": [1, 2]}]), Send("n", {"k": [1, 2]})),
        (_ext(2, "langgraph.types", "Interrupt", {"value": "v", "id": "i"}), Interrupt("v", id="i")),
        (
            _ext(2, "langgraph.types", "Command", {"graph": None, "update": None, "resume": 1, "goto": []}),
            Command(resume=1),
        ),
        (_ext(0, "builtins", "set", [1, 2]), {1, 2}),
        (_ext(3, "datetime", "datetime", "2024-01-02T03:04:05+00:00", "fromisoformat"),
         dt.datetime(2024, 1, 2, 3, 4, 5, tzinfo=dt.timezone.utc)),
        (_ext(1, "datetime", "date", [2024, 1, 2]), dt.date(2024, 1, 2)),
        (_ext(0, "uuid", "UUID", "00000000000000000000000000000005"), uuid.UUID(int=5)),
        (_ext(0, "decimal", "Decimal", "1.5"), decimal.Decimal("1.5")),
        (_ext(1, "pathlib", "PosixPath", ["/", "a"]), pathlib.PosixPath("/a")),
        (_ext(1, "re", "compile", ["ab", 34]), re.compile("ab", re.I)),
    ],
)
def test_reads_langgraph_layout(written: msgpack.ExtType, expected: Any) -> None:
    assert_same(expected, SERDE.loads_typed(("msgpack", msgpack.packb(written))))


def test_reads_langgraph_pydantic_dump_and_langchain_messages() -> None:
    deep = {"name": "a", "items": [1], "child": {"name": "b", "items": [], "child": None}}
    model = SERDE.loads_typed(("msgpack", msgpack.packb(_ext(5, __name__, "Model", deep, "model_validate_json"))))
    assert model == Model(name="a", items=[1], child=Model(name="b"))

    fields: dict[str, Any] = {"content": "hi", "additional_kwargs": {}, "response_metadata": {}, "type": "human", "name": None, "id": "1"}
    written = _ext(5, "langchain_core.messages.human", "HumanMessage", fields, "model_validate_json")
    message = SERDE.loads_typed(("msgpack", msgpack.packb(written)))
    # LangChain's class once langchain-core is loaded (by the user, or by an
    # earlier test in this process), lingxigraph's own before
    loaded = sys.modules.get("langchain_core.messages")
    expected_class = loaded.HumanMessage if loaded is not None else HumanMessage
    assert type(message) is expected_class
    assert message == expected_class("hi", id="1")


def test_langgraph_types_from_a_langgraph_subgraph_are_saved_as_ours() -> None:
    # A LangGraph graph run as a node of a lingxigraph graph saves its own Send,
    # Interrupt, Command and Overwrite objects into the lingxigraph saver.
    def langgraph_class(name: str, fields: tuple[str, ...]) -> type:
        def init(self: Any, **values: Any) -> None:
            for field in fields:
                setattr(self, field, values.get(field))

        return type(name, (), {"__module__": "langgraph.types", "__qualname__": name, "__init__": init})

    serde = JsonPlusSerializer()
    lg_send = langgraph_class("Send", ("node", "arg", "timeout"))
    lg_interrupt = langgraph_class("Interrupt", ("value", "id"))
    lg_command = langgraph_class("Command", ("graph", "update", "resume", "goto"))
    lg_overwrite = langgraph_class("Overwrite", ("value",))
    values = [
        lg_send(node="tools", arg={"x": 1}),
        lg_interrupt(value="ask", id="i1"),
        lg_command(update={"a": 1}, goto="n"),
        lg_overwrite(value=[1]),
    ]
    assert serde.loads_typed(serde.dumps_typed(values)) == [
        Send("tools", {"x": 1}),
        Interrupt(value="ask", id="i1"),
        Command(update={"a": 1}, goto="n"),
        Overwrite([1]),
    ]


def test_numpy_arrays_round_trip_in_langgraph_layout() -> None:
    np = pytest.importorskip("numpy")
    serde = JsonPlusSerializer()
    arrays = [
        np.arange(6, dtype=np.int16).reshape(2, 3),
        np.asfortranarray(np.arange(6.0).reshape(2, 3)),
        np.arange(10)[::2],  # not contiguous
        np.array([[1 + 2j]]),
    ]
    back = serde.loads_typed(serde.dumps_typed(arrays))
    for before, after in zip(arrays, back):
        assert after.dtype == before.dtype and after.shape == before.shape
        assert np.array_equal(after, before)
    # LangGraph's layout: extension 6 holding [dtype, shape, order, raw bytes]
    ext = msgpack.unpackb(serde.dumps_typed(arrays[1])[1], ext_hook=lambda code, data: (code, msgpack.unpackb(data)))
    assert ext[0] == 6 and ext[1][:3] == ["<f8", [2, 3], "F"]


def test_secret_values_are_saved_as_the_secret() -> None:
    secret = pydantic.SecretStr("hunter2")
    allowed = JsonPlusSerializer(allowed_msgpack_modules=[pydantic.SecretStr])
    assert allowed.loads_typed(allowed.dumps_typed({"key": secret})) == {"key": secret}

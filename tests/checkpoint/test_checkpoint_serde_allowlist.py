"""Which types come back as instances: allowlists, registration, schema collection."""

from __future__ import annotations

import dataclasses
import enum
import json
import subprocess
import sys
from typing import Annotated, Any, Literal, NamedTuple, NewType, Optional

import msgpack
import pydantic
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.base import empty_checkpoint
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.serde import _msgpack, _policy, collect_allowlist, register_type, unregister_type
from lingxigraph.checkpoint.serde.base import UnregisteredTypeWarning
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.messages import AnyMessage


@dataclasses.dataclass
class Item:
    name: str
    qty: int = 1


class Mood(enum.Enum):
    HAPPY = "happy"


class Span(NamedTuple):
    start: int
    end: int


class Profile(pydantic.BaseModel):
    user: str
    item: Optional[Item] = None


class Strict:
    """Rejects every construction after the first (simulates a changed schema)."""

    def __init__(self, value: Any) -> None:
        raise ValueError("schema changed")


class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Money) and other.cents == self.cents


def _blocked_message(cls: type) -> str:
    module, name = cls.__module__, cls.__qualname__
    return (
        f"Blocked deserialization of {module}.{name} - not in allowed_msgpack_modules. "
        f"Add to allowed_msgpack_modules to allow: [({module!r}, {name!r})]"
    )


def _serde_log(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "lingxigraph.checkpoint.serde.jsonplus"]


@pytest.fixture
def serde_log(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    """Captures the serializer's log with its once-per-type memory cleared."""
    caplog.set_level("WARNING", logger="lingxigraph.checkpoint.serde.jsonplus")
    for seen in (
        _policy._warned_blocked_types,
        _policy._warned_unregistered_types,
        _policy._warned_unreconstructable_types,
    ):
        seen.clear()
    return caplog


@pytest.mark.parametrize(
    ("value", "plain"),
    [
        (Item("a", 2), {"name": "a", "qty": 2}),
        (Mood.HAPPY, "happy"),
        (Span(1, 2), {"start": 1, "end": 2}),
        (Profile(user="u"), {"user": "u", "item": None}),
    ],
)
def test_blocked_types_come_back_as_plain_data_logged_once(
    value: Any, plain: Any, serde_log: pytest.LogCaptureFixture
) -> None:
    # as LangGraph: a logged warning (no Python warning), once per type
    serde = JsonPlusSerializer(allowed_msgpack_modules=None)
    data = serde.dumps_typed(value)
    assert serde.loads_typed(data) == plain
    assert serde.loads_typed(data) == plain
    assert _serde_log(serde_log) == [_blocked_message(type(value))]


@pytest.mark.parametrize("value", [Item("a", 2), Mood.HAPPY, Span(1, 2), Profile(user="u", item=Item("i"))])
def test_allowlisted_classes_come_back_as_instances(value: Any) -> None:
    by_class = JsonPlusSerializer(allowed_msgpack_modules=[Item, Mood, Span, Profile])
    by_name = JsonPlusSerializer().with_msgpack_allowlist(
        [(c.__module__, c.__qualname__) for c in (Item, Mood, Span, Profile)]
    )
    for serde in (by_class, by_name):
        back = serde.loads_typed(serde.dumps_typed(value))
        assert type(back) is type(value) and back == value


def test_with_msgpack_allowlist_returns_a_new_serializer() -> None:
    base = JsonPlusSerializer(allowed_msgpack_modules=None)
    wider = base.with_msgpack_allowlist([Item])
    data = base.dumps_typed(Item("x"))
    assert wider.loads_typed(data) == Item("x")
    assert wider.allowed_msgpack_modules == [Item]
    assert base.allowed_msgpack_modules == []
    assert base.loads_typed(data) == {"name": "x", "qty": 1}
    assert JsonPlusSerializer(allowed_msgpack_modules=True).allowed_msgpack_modules is True
    # nothing new to allow: the same serializer, as in LangGraph
    assert base.with_msgpack_allowlist([]) is base
    assert wider.with_msgpack_allowlist([Item]) is wider
    permissive = JsonPlusSerializer()
    assert permissive.with_msgpack_allowlist([Item]) is permissive


def test_default_rebuilds_imported_classes_and_logs_each_type_once(serde_log: pytest.LogCaptureFixture) -> None:
    caplog = serde_log
    serde = JsonPlusSerializer()
    data = serde.dumps_typed(Profile(user="u"))
    assert serde.loads_typed(data) == Profile(user="u")
    assert serde.loads_typed(data) == Profile(user="u")
    module = Profile.__module__
    assert [r.getMessage() for r in caplog.records] == [
        f"Deserializing unregistered type {module}.Profile from checkpoint. This will be blocked in a future "
        "version. Set LANGGRAPH_STRICT_MSGPACK=true to block now, or add to allowed_msgpack_modules to allow "
        f"explicitly: [({module!r}, 'Profile')]"
    ]


def test_strict_env_setting_makes_the_default_allowlist_only(
    monkeypatch: pytest.MonkeyPatch, serde_log: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(_msgpack, "STRICT_MSGPACK_ENABLED", True)
    serde = JsonPlusSerializer()
    assert serde.allowed_msgpack_modules == []
    assert serde.loads_typed(serde.dumps_typed(Item("x"))) == {"name": "x", "qty": 1}
    assert _serde_log(serde_log) == [_blocked_message(Item)]
    assert serde.with_msgpack_allowlist([Item]).loads_typed(serde.dumps_typed(Item("x"))) == Item("x")


STRICT_DOCUMENT = """
from langchain_core.documents import Document
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
serde = JsonPlusSerializer(allowed_msgpack_modules=None)
doc = Document(page_content="hello", metadata={"k": "v"})
back = serde.loads_typed(serde.dumps_typed(doc))
print(type(back) is Document and back == doc)
"""


def test_langchain_document_is_rebuilt_in_strict_mode() -> None:
    # in a child process: importing langchain_core here would change how later
    # tests in this process read LangChain messages
    done = subprocess.run([sys.executable, "-c", STRICT_DOCUMENT], capture_output=True, text=True, check=True)
    assert done.stdout == "True\n"


def test_dotted_string_and_long_tuple_entries() -> None:
    module = Item.__module__
    serde = JsonPlusSerializer(allowed_msgpack_modules=[f"{module}.Item", (*module.split("."), "Mood")])
    assert serde.loads_typed(serde.dumps_typed(Item("x"))) == Item("x")
    assert serde.loads_typed(serde.dumps_typed(Mood.HAPPY)) is Mood.HAPPY
    with pytest.raises(TypeError, match=r"^allowlist entries are classes or \(module, name\) tuples"):
        JsonPlusSerializer(allowed_msgpack_modules=[("only-one",)])


def test_saver_with_allowlist_restores_instances() -> None:
    saver = InMemorySaver(serde=JsonPlusSerializer(allowed_msgpack_modules=None))
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = {"item": Item("x")}
    checkpoint["channel_versions"] = {"item": 1}
    config = saver.put({"configurable": {"thread_id": "t"}}, checkpoint, {}, {"item": 1})

    typed = saver.with_allowlist([Item])
    found = typed.get_tuple(config)
    assert found is not None and found.checkpoint["channel_values"] == {"item": Item("x")}
    plain = saver.get_tuple(config)
    assert plain is not None and plain.checkpoint["channel_values"] == {"item": {"name": "x", "qty": 1}}


def test_allowlisted_class_that_rejects_old_data_degrades_to_data(serde_log: pytest.LogCaptureFixture) -> None:
    caplog = serde_log
    serde = JsonPlusSerializer(allowed_msgpack_modules=[Strict])
    payload = msgpack.packb(msgpack.ExtType(0, msgpack.packb([Strict.__module__, "Strict", 7])))
    assert serde.loads_typed(("msgpack", payload)) == 7
    assert [r.getMessage() for r in caplog.records] == [
        f"Could not reconstruct {Strict.__module__}.Strict from checkpoint (ValueError); "
        "returning its serialized data instead."
    ]


@pytest.mark.parametrize(
    ("module", "error"),
    [("lingxigraph_no_such_module", "ModuleNotFoundError"), ("lingxigraph.types", "AttributeError")],
)
def test_allowlisted_type_that_is_gone_is_logged_and_read_as_data(
    module: str, error: str, serde_log: pytest.LogCaptureFixture
) -> None:
    # a user may read a checkpoint written before a class was removed or renamed
    payload = msgpack.packb({"v": msgpack.ExtType(5, msgpack.packb([module, "Gone", {"x": 1}]))})
    serde = JsonPlusSerializer(allowed_msgpack_modules=[(module, "Gone")])
    assert serde.loads_typed(("msgpack", payload)) == {"v": {"x": 1}}
    assert serde.loads_typed(("msgpack", payload)) == {"v": {"x": 1}}
    assert _serde_log(serde_log) == [
        f"Could not reconstruct {module}.Gone from checkpoint ({error}); returning its serialized data instead."
    ]


def test_register_type_applies_to_every_serializer() -> None:
    register_type(Money, lambda m: m.cents, Money)
    try:
        serde = JsonPlusSerializer()
        assert serde.loads_typed(serde.dumps_typed({"price": Money(250)})) == {"price": Money(250)}
    finally:
        unregister_type(Money)
    with pytest.raises(TypeError, match=r"^Type is not msgpack serializable: Money$"):
        JsonPlusSerializer().dumps_typed(Money(1))


def test_register_type_under_another_name_reads_old_checkpoints() -> None:
    register_type(Money, lambda m: m.cents, Money, name=("old.place", "Cash"))
    try:
        serde = JsonPlusSerializer()
        tag, payload = serde.dumps_typed(Money(5))
        assert b"old.place" in payload
        assert serde.loads_typed((tag, payload)) == Money(5)
    finally:
        unregister_type(Money)


class Inner(TypedDict):
    spans: list[Span]


UserId = NewType("UserId", int)


class State(TypedDict):
    items: Annotated[list[Item], "reducer"]
    profile: Optional[Profile]
    moods: dict[str, Literal[Mood.HAPPY]]
    inner: Inner
    user: UserId
    messages: list[AnyMessage]
    count: int


def test_collect_allowlist_walks_the_schema() -> None:
    found = collect_allowlist(State)
    assert {Item, Profile, Mood, Span} <= found
    assert State not in found and Inner not in found and int not in found
    assert all(isinstance(cls, type) for cls in found)
    serde = JsonPlusSerializer().with_msgpack_allowlist(found)
    value = {"items": [Item("x")], "profile": Profile(user="u"), "inner": {"spans": [Span(1, 2)]}}
    assert serde.loads_typed(serde.dumps_typed(value)) == value


def test_legacy_json_constructors_need_an_allowlist() -> None:
    payload = json.dumps(
        {"lc": 1, "type": "constructor", "id": [*Item.__module__.split("."), "Item"], "kwargs": {"name": "j"}}
    ).encode()
    assert JsonPlusSerializer().loads_typed(("json", payload))["kwargs"] == {"name": "j"}
    allowed = JsonPlusSerializer(allowed_json_modules=[tuple(Item.__module__.split("."))])
    assert allowed.loads_typed(("json", payload)) == Item("j")


def test_serde_event_listeners_hear_blocked_and_allowed_types():
    from lingxigraph.checkpoint.serde.event_hooks import register_serde_event_listener

    events: list[dict] = []
    unregister = register_serde_event_listener(events.append)

    def failing(event: dict) -> None:
        raise RuntimeError("listener bug")

    unregister_failing = register_serde_event_listener(failing)
    try:
        data = JsonPlusSerializer().dumps_typed(Item("pen"))
        assert JsonPlusSerializer(allowed_msgpack_modules=None).loads_typed(data) == {"name": "pen", "qty": 1}
        assert JsonPlusSerializer(allowed_msgpack_modules=True).loads_typed(data) == Item("pen")
        assert JsonPlusSerializer(allowed_msgpack_modules=[Item]).loads_typed(data) == Item("pen")
    finally:
        unregister()
        unregister_failing()
        unregister()  # twice is harmless
    module = Item.__module__
    assert events == [
        {"kind": "msgpack_blocked", "module": module, "name": "Item"},
        {"kind": "msgpack_unregistered_allowed", "module": module, "name": "Item"},
    ]
    JsonPlusSerializer(allowed_msgpack_modules=None).loads_typed(data)
    assert len(events) == 2  # no longer listening


class PlainBox:
    """Not a data class: its constructor is arbitrary code."""

    made: list[Any] = []

    def __init__(self, content: Any = None) -> None:
        PlainBox.made.append(content)
        self.content = content


def test_default_rebuilds_imported_data_classes_but_calls_no_other_class() -> None:
    serde = JsonPlusSerializer()
    point = Span(1, 2)  # a named tuple
    assert serde.loads_typed(serde.dumps_typed(Item("x"))) == Item("x")
    assert serde.loads_typed(serde.dumps_typed(point)) == point
    # a hand-made payload naming a plain class of an imported module: never called
    payload = msgpack.packb(msgpack.ExtType(0, msgpack.packb([PlainBox.__module__, "PlainBox", "hi"])))
    PlainBox.made.clear()
    with pytest.warns(UnregisteredTypeWarning, match=r"PlainBox"):
        assert serde.loads_typed(("msgpack", payload)) == "hi"
    assert PlainBox.made == []
    # the explicit allow-all policy (LangGraph's default) does call it
    assert isinstance(JsonPlusSerializer(allowed_msgpack_modules=True).loads_typed(("msgpack", payload)), PlainBox)
    assert PlainBox.made == ["hi"]

"""Which types come back as instances: allowlists, registration, schema collection."""

from __future__ import annotations

import dataclasses
import enum
import json
from typing import Annotated, Any, Literal, NamedTuple, NewType, Optional

import msgpack
import pydantic
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.base import empty_checkpoint
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.serde import collect_allowlist, register_type, unregister_type
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


UNREGISTERED = r"^Deserializing unregistered type (\w+\.)*test_checkpoint_serde_allowlist\.\w+ from checkpoint"


@pytest.mark.parametrize(
    ("value", "plain"),
    [
        (Item("a", 2), {"name": "a", "qty": 2}),
        (Mood.HAPPY, "happy"),
        (Span(1, 2), {"start": 1, "end": 2}),
        (Profile(user="u"), {"user": "u", "item": None}),
    ],
)
def test_unknown_types_come_back_as_plain_data_with_a_warning(value: Any, plain: Any) -> None:
    serde = JsonPlusSerializer()
    data = serde.dumps_typed(value)
    with pytest.warns(UnregisteredTypeWarning, match=UNREGISTERED):
        assert serde.loads_typed(data) == plain


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
    base = JsonPlusSerializer()
    wider = base.with_msgpack_allowlist([Item])
    data = base.dumps_typed(Item("x"))
    assert wider.loads_typed(data) == Item("x")
    assert wider.allowed_msgpack_modules == [Item]
    assert base.allowed_msgpack_modules == []
    with pytest.warns(UnregisteredTypeWarning):
        assert base.loads_typed(data) == {"name": "x", "qty": 1}
    assert JsonPlusSerializer(allowed_msgpack_modules=True).allowed_msgpack_modules is True


def test_dotted_string_and_long_tuple_entries() -> None:
    module = Item.__module__
    serde = JsonPlusSerializer(allowed_msgpack_modules=[f"{module}.Item", (*module.split("."), "Mood")])
    assert serde.loads_typed(serde.dumps_typed(Item("x"))) == Item("x")
    assert serde.loads_typed(serde.dumps_typed(Mood.HAPPY)) is Mood.HAPPY
    with pytest.raises(TypeError, match=r"^allowlist entries are classes or \(module, name\) tuples"):
        JsonPlusSerializer(allowed_msgpack_modules=[("only-one",)])


def test_saver_with_allowlist_restores_instances() -> None:
    saver = InMemorySaver()
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = {"item": Item("x")}
    checkpoint["channel_versions"] = {"item": 1}
    config = saver.put({"configurable": {"thread_id": "t"}}, checkpoint, {}, {"item": 1})

    typed = saver.with_allowlist([Item])
    found = typed.get_tuple(config)
    assert found is not None and found.checkpoint["channel_values"] == {"item": Item("x")}
    with pytest.warns(UnregisteredTypeWarning):
        plain = saver.get_tuple(config)
    assert plain is not None and plain.checkpoint["channel_values"] == {"item": {"name": "x", "qty": 1}}


def test_allowlisted_class_that_rejects_old_data_degrades_to_data() -> None:
    serde = JsonPlusSerializer(allowed_msgpack_modules=[Strict])
    payload = msgpack.packb(msgpack.ExtType(0, msgpack.packb([Strict.__module__, "Strict", 7])))
    with pytest.warns(UnregisteredTypeWarning, match=r"^Could not rebuild .*Strict from checkpoint \(ValueError"):
        assert serde.loads_typed(("msgpack", payload)) == 7


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
        with pytest.warns(UnregisteredTypeWarning):
            assert JsonPlusSerializer().loads_typed(data) == {"name": "pen", "qty": 1}
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
    with pytest.warns(UnregisteredTypeWarning):
        JsonPlusSerializer().loads_typed(data)
    assert len(events) == 2  # no longer listening

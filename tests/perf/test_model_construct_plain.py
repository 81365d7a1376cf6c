"""Reading a pydantic model written with ``model_construct`` builds it without
pydantic's per-field loop when that loop would only copy the values; the
object is the one ``model_construct`` makes (values and their order, fields
set, extras, private values). Models with aliases, private attributes or a
post-init hook, and payloads that do not name every field in order, still go
through ``model_construct``. Objects are compared, nothing is timed.
"""

from __future__ import annotations

from typing import Any

import pydantic
import pytest

from lingxigraph.checkpoint.serde import _class_revivers, _decode
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer


class Plain(pydantic.BaseModel):
    a: int
    b: str = "x"
    c: list[int] = []


class Extra(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="allow")
    a: int
    b: dict[str, Any] = {}


class Aliased(pydantic.BaseModel):
    a: int = pydantic.Field(alias="A")


class Private(pydantic.BaseModel):
    a: int
    _secret: int = 3


class PostInit(pydantic.BaseModel):
    a: int
    seen: int = 0

    def model_post_init(self, context: Any) -> None:
        object.__setattr__(self, "seen", self.seen + 1)


def _state(obj: Any) -> tuple:
    return (
        type(obj),
        list(obj.__dict__.items()),
        obj.__pydantic_fields_set__,
        obj.__pydantic_extra__,
        obj.__pydantic_private__,
    )


@pytest.mark.parametrize(
    "value",
    [Plain(a=1), Plain(a=2, b="y", c=[1]), Extra(a=1), Extra(a=1, b={"k": 1}, more=[2])],
    ids=["plain", "plain-set", "extra", "extra-more"],
)
def test_same_object_as_model_construct(value: Any) -> None:
    serde = JsonPlusSerializer(allowed_msgpack_modules=[type(value)])
    back = serde.loads_typed(serde.dumps_typed(value))
    fields = dict(value.__dict__)
    if value.__pydantic_extra__:
        fields.update(value.__pydantic_extra__)
    assert _state(back) == _state(type(value).model_construct(**fields))
    assert back == value


def test_qualifying_models() -> None:
    assert _class_revivers._plain_constructor(Plain) is not None
    assert _class_revivers._plain_constructor(Extra) is not None
    for cls in (Aliased, Private, PostInit):
        assert _class_revivers._plain_constructor(cls) is None


def test_partial_payload_takes_pydantic_path() -> None:
    construct = _class_revivers._plain_constructor(Plain)
    assert construct is not None
    made = construct({"a": 1})  # b and c missing: their defaults
    assert _state(made) == _state(Plain.model_construct(a=1))
    made = construct({"b": "z", "a": 1, "c": []})  # another order
    assert _state(made) == _state(Plain.model_construct(b="z", a=1, c=[]))


def test_collector_state_kept() -> None:
    """A big payload is read with the cyclic collector paused; its state is put back."""
    import gc

    serde = JsonPlusSerializer(allowed_msgpack_modules=[Plain])
    big = serde.dumps_typed([Plain(a=i, c=[i]) for i in range(2000)])
    assert len(big[1]) >= _decode._GC_PAUSE_BYTES
    assert gc.isenabled()
    assert len(serde.loads_typed(big)) == 2000
    assert gc.isenabled()
    gc.disable()
    try:
        assert len(serde.loads_typed(big)) == 2000
        assert not gc.isenabled()
    finally:
        gc.enable()
    with pytest.raises(Exception):
        serde.loads_typed(("msgpack", big[1][:-3]))  # truncated: fails, collector back on
    assert gc.isenabled()

"""``__unpack_ext_hook__`` replaces the reading of typed msgpack values, as in LangGraph."""

from __future__ import annotations

import dataclasses
import datetime as dt
import uuid
from typing import Any

import msgpack

from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer, _msgpack_ext_hook_to_json
from lingxigraph.types import Send


@dataclasses.dataclass
class Point:
    x: int
    y: int


def test_custom_hook_sees_every_extension_code() -> None:
    seen: list[int] = []

    def hook(code: int, data: bytes) -> Any:
        seen.append(code)
        return f"code-{code}"

    value = {"when": dt.date(2024, 4, 19), "point": Point(1, 2), "tags": {"a"}}
    serde = JsonPlusSerializer(__unpack_ext_hook__=hook)
    assert serde.loads_typed(serde.dumps_typed(value)) == {"when": "code-1", "point": "code-2", "tags": "code-0"}
    assert sorted(seen) == [0, 1, 2]
    # the hook survives widening the allowlist
    wider = serde.with_msgpack_allowlist([Point])
    assert wider.loads_typed(wider.dumps_typed(Point(1, 2))) == "code-2"


def test_json_hook_reads_typed_values_as_plain_data() -> None:
    ident = uuid.UUID("12345678-1234-5678-1234-567812345678")
    value = {
        "id": ident,
        "point": Point(1, 2),
        "nested": (Point(3, 4), frozenset({5})),
        "send": Send("node", {"k": 1}),
    }
    serde = JsonPlusSerializer(__unpack_ext_hook__=_msgpack_ext_hook_to_json)
    assert serde.loads_typed(serde.dumps_typed(value)) == {
        "id": "12345678-1234-5678-1234-567812345678",
        "point": {"x": 1, "y": 2},
        "nested": [{"x": 3, "y": 4}, [5]],
        "send": Send("node", {"k": 1}),
    }


def test_json_hook_reads_unknown_or_broken_values_as_none() -> None:
    unknown = msgpack.packb({"a": msgpack.ExtType(42, b"\x01")})
    broken = msgpack.packb({"a": msgpack.ExtType(0, b"\xc1")})
    serde = JsonPlusSerializer(__unpack_ext_hook__=_msgpack_ext_hook_to_json)
    assert serde.loads_typed(("msgpack", unknown)) == {"a": None}
    assert serde.loads_typed(("msgpack", broken)) == {"a": None}


def test_json_hook_stops_at_absurd_nesting() -> None:
    # crafted nesting: cut off instead of exhausting the native stack
    inner: Any = msgpack.packb(["builtins", "tuple", [1]])
    for _ in range(300):
        inner = msgpack.packb(["builtins", "tuple", [msgpack.ExtType(1, inner)]])
    result = _msgpack_ext_hook_to_json(1, inner)
    depth = 0
    while isinstance(result, list) and result:
        result = result[0]
        depth += 1
    assert result is None and depth < 300

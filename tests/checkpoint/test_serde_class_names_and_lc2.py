"""Serializer behaviours LangGraph's own checkpoint tests (langgraph-checkpoint 4.3.2) rely on.

- a class defined inside a function is written under its plain name, so an
  allowlist entry ``(module, "Name")`` matches it (its ``<locals>`` path could
  never be found again);
- an allowed class whose module left ``sys.modules`` is read as its data and
  logged, even after the serializer rebuilt it once;
- a legacy ``lc: 2`` JSON object: a name outside the allowlist keeps its dict,
  and an allowlisted name that is not a class is never called.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import re
import sys
import types
from typing import Any

import pytest

from lingxigraph.checkpoint.serde.jsonplus import InvalidModuleError, JsonPlusSerializer, _msgpack_enc


def _local_dataclass(module: str) -> Any:
    @dataclasses.dataclass
    class Reading:
        celsius: float

    Reading.__module__ = module
    return Reading


@pytest.fixture
def fake_module(monkeypatch: pytest.MonkeyPatch) -> tuple[types.ModuleType, Any]:
    module = types.ModuleType("lx_fake_sensors")
    reading = _local_dataclass(module.__name__)
    module.Reading = reading  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    return module, reading


def test_local_class_is_written_under_its_plain_name(fake_module: tuple[types.ModuleType, Any]) -> None:
    _, reading = fake_module
    serde = JsonPlusSerializer(allowed_msgpack_modules=[("lx_fake_sensors", "Reading")])
    dumped = serde.dumps_typed({"r": reading(21.5)})
    assert b"<locals>" not in dumped[1]
    assert serde.loads_typed(dumped) == {"r": reading(21.5)}


def test_allowed_class_whose_module_was_removed_reads_as_data(
    fake_module: tuple[types.ModuleType, Any], monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    _, reading = fake_module
    serde = JsonPlusSerializer(allowed_msgpack_modules=[("lx_fake_sensors", "Reading")])
    dumped = serde.dumps_typed([reading(3.0)])
    assert serde.loads_typed(dumped) == [reading(3.0)]  # rebuilt (and its reviver cached)
    monkeypatch.delitem(sys.modules, "lx_fake_sensors")
    monkeypatch.setattr(sys, "path", [])  # nothing can import it again
    with caplog.at_level(logging.WARNING):
        assert serde.loads_typed(dumped) == [{"celsius": 3.0}]
    assert re.search(r"Could not reconstruct lx_fake_sensors\.Reading from checkpoint \(ModuleNotFoundError\)", caplog.text)


def test_msgpack_enc_writes_a_top_level_tuple_as_an_array() -> None:
    assert _msgpack_enc(("m", "N", [1])) == _msgpack_enc(["m", "N", [1]])


_PPRINT = {"lc": 2, "type": "constructor", "id": ["pprint", "pprint"], "kwargs": {"object": "HELLO"}}


def test_lc2_name_outside_the_allowlist_keeps_its_dict() -> None:
    serde = JsonPlusSerializer()
    assert serde.loads_typed(("json", json.dumps(_PPRINT).encode())) == _PPRINT
    with pytest.raises(InvalidModuleError, match=r"^Refused to rebuild JSON constructor pprint\.pprint"):
        serde._revive_lc2(dict(_PPRINT))


def test_lc2_allowlisted_function_is_never_called(
    capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    serde = JsonPlusSerializer(allowed_json_modules=[("pprint", "pprint")])
    with caplog.at_level(logging.WARNING):
        assert serde.loads_typed(("json", json.dumps(_PPRINT).encode())) is None
    assert "HELLO" not in capsys.readouterr().out
    assert "not an importable class" in caplog.text


def test_lc2_rejected_arguments_give_none_and_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    envelope = {
        "lc": 2,
        "type": "constructor",
        "id": ["datetime", "timedelta"],
        "method": [None, "construct"],
        "kwargs": {"fortnights": 1},
    }
    with caplog.at_level(logging.WARNING):
        assert JsonPlusSerializer()._revive_lc2(envelope) is None
    assert re.search(r"datetime\.timedelta \(legacy_method_field=True, error=TypeError\)", caplog.text)


def test_allowlisting_a_pydantic_model_allows_the_models_its_fields_declare(caplog: pytest.LogCaptureFixture) -> None:
    pydantic = pytest.importorskip("pydantic")

    class Address(pydantic.BaseModel):
        city: str

    class Person(pydantic.BaseModel):
        name: str
        home: Address
        past: list[Address] = []

    class Unrelated(pydantic.BaseModel):
        x: int

    serde = JsonPlusSerializer(allowed_msgpack_modules=[Person])
    person = Person(name="ann", home=Address(city="Oslo"), past=[Address(city="Rome")])
    with caplog.at_level(logging.WARNING):
        back = serde.loads_typed(serde.dumps_typed({"p": person, "u": Unrelated(x=1)}))
    assert back["p"] == person and isinstance(back["p"].home, Address)
    assert back["u"] == {"x": 1}  # (not declared by Person: still blocked)
    assert "Blocked deserialization" in caplog.text and "Address" not in caplog.text

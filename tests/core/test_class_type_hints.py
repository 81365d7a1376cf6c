"""Remembered class type hints: same answers as ``get_type_hints``, refreshed when
annotations change, and never remembering a failure."""

from __future__ import annotations

import dataclasses
import operator
import sys
import types
from typing import Annotated

import pytest
from typing_extensions import TypedDict, get_type_hints

from lingxigraph._internal import _hints
from lingxigraph._internal._hints import class_type_hints
from lingxigraph.graph import START, StateGraph


class Base(TypedDict):
    items: Annotated[list, operator.add]


class Child(Base):
    name: str


def test_same_result_as_get_type_hints_and_a_new_dict_each_call() -> None:
    first = class_type_hints(Child)
    assert first == get_type_hints(Child, include_extras=True)
    first["extra"] = int
    assert class_type_hints(Child) == get_type_hints(Child, include_extras=True)
    assert class_type_hints(Child) is not class_type_hints(Child)


def test_changed_annotations_are_seen_in_the_class_and_its_bases() -> None:
    @dataclasses.dataclass
    class Parent:
        a: int

    class Kid(Parent):
        b: str

    assert class_type_hints(Kid) == {"a": int, "b": str}
    Parent.__annotations__["a"] = float
    assert class_type_hints(Kid) == {"a": float, "b": str}
    Kid.__annotations__ = {"c": bytes}
    assert class_type_hints(Kid) == {"a": float, "c": bytes}


def test_a_name_defined_later_resolves() -> None:
    module = types.ModuleType("lx_hints_late")
    sys.modules[module.__name__] = module
    try:
        exec("class Late:\n    x: 'Later'\n", module.__dict__)
        late = module.__dict__["Late"]
        with pytest.raises(NameError):
            class_type_hints(late)
        exec("class Later:\n    pass\n", module.__dict__)
        assert class_type_hints(late) == {"x": module.__dict__["Later"]}
    finally:
        del sys.modules[module.__name__]


def test_the_cache_stays_bounded() -> None:
    made = [type(f"C{i}", (), {"__annotations__": {"v": int}}) for i in range(_hints._MAX_ENTRIES + 10)]
    for cls in made:
        assert class_type_hints(cls) == {"v": int}
    assert len(_hints._cache) <= _hints._MAX_ENTRIES


def test_compiling_twice_reuses_the_hints_with_the_same_result() -> None:
    class State(TypedDict):
        a: int

    def node(state: dict) -> dict:
        return {"a": state["a"] + 1}

    builder = StateGraph(State)
    builder.add_node("n", node)
    builder.add_edge(START, "n")
    assert builder.compile().invoke({"a": 1}) == {"a": 2}
    assert list(builder.compile().get_input_jsonschema()["properties"]) == ["a"]

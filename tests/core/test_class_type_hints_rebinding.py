"""The type-hints cache sees module-level names rebound after a class was
resolved (a notebook cell re-run that redefines a reducer or a nested schema,
under ``from __future__ import annotations`` or with forward references), as
LangGraph does by resolving the hints every time."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from typing import Any

import pytest

from lingxigraph._internal._hints import class_type_hints
from lingxigraph.graph import START, StateGraph

_SOURCE = '''
from __future__ import annotations
from typing_extensions import Annotated, TypedDict

def merge(a: list, b: list) -> list:
    return a + b

class Item(TypedDict):
    a: int

class State(TypedDict):
    items: Annotated[list, merge]
    item: "Item"
'''


@pytest.fixture
def notebook() -> Iterator[types.ModuleType]:
    module = types.ModuleType("lingxigraph_test_notebook_cells")
    sys.modules[module.__name__] = module
    try:
        exec(compile(_SOURCE, "<cell>", "exec"), vars(module))  # noqa: S102 - a notebook cell run
        yield module
    finally:
        del sys.modules[module.__name__]


def _run(state: Any) -> Any:
    builder = StateGraph(state)
    builder.add_node("n", lambda s: {"items": ["x"]})
    builder.add_edge(START, "n")
    return builder.compile().invoke({"items": ["a"]})


def test_a_redefined_reducer_is_used(notebook: types.ModuleType) -> None:
    assert _run(notebook.State) == {"items": ["a", "x"]}
    exec("def merge(a, b):\n    return b + a\n", vars(notebook))  # noqa: S102 - the cell re-run
    assert _run(notebook.State) == {"items": ["x", "a"]}


def test_a_redefined_nested_schema_is_resolved_again(notebook: types.ModuleType) -> None:
    first = class_type_hints(notebook.State)["item"]
    assert first is notebook.Item
    exec("class Item(TypedDict):\n    b: str\n", vars(notebook))  # noqa: S102 - the cell re-run
    again = class_type_hints(notebook.State)["item"]
    assert again is notebook.Item
    assert again is not first


def test_unchanged_names_reuse_the_result(notebook: types.ModuleType) -> None:
    assert class_type_hints(notebook.State) == class_type_hints(notebook.State)

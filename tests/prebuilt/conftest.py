"""Prebuilt tests need langchain-core (LangGraph's prebuilt does too).

The rest of the suite expects langchain-core *not* to be loaded unless a test loads
it (lingxigraph builds its own message classes then), but these test modules import
it when they are collected. So once collection is over, the langchain modules and
``lingxigraph.prebuilt`` (which subclasses langchain classes) are taken out of
``sys.modules`` and put back only while a prebuilt test runs; the test modules keep
using the very same classes throughout.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from types import ModuleType

import pytest

pytest.importorskip("langchain_core")

_STASH: dict[str, ModuleType] = {}


def _langchain_bound(name: str) -> bool:
    top = name.split(".")[0]
    return top in ("langchain_core", "langchain", "langsmith") or name.startswith("lingxigraph.prebuilt")


def _take_out() -> dict[str, ModuleType]:
    taken = {name: sys.modules[name] for name in list(sys.modules) if _langchain_bound(name)}
    for name in taken:
        del sys.modules[name]
    return taken


def pytest_collection_finish(session: pytest.Session) -> None:
    _STASH.update(_take_out())


@pytest.fixture(autouse=True)
def _langchain_loaded() -> Iterator[None]:
    others = _take_out()  # copies other tests loaded since (they clean up after themselves)
    sys.modules.update(_STASH)
    yield
    _STASH.update(_take_out())
    sys.modules.update(others)

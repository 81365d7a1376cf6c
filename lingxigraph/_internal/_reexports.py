"""Names LangGraph's public modules carry only because they import them.

Programs import them from there all the same (``from langgraph.graph.message
import RemoveMessage``, ``from langgraph.graph.state import Command,
RunnableConfig``, ``from langgraph.types import RunnableConfig``...), so each
lingxigraph module of the same path answers them through a module
``__getattr__`` built here. A target is ``"module:name"`` (or ``"module"``
for a module LangGraph's imports, e.g. ``asyncio``); several, joined by
``|``, are tried in order: LangChain's object first where LangGraph hands out
LangChain's (imported only when the program asks for that name), then
lingxigraph's own when langchain-core is not installed.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ("lc_message", "reexports")

_LC_MESSAGES = "langchain_core.messages"


def reexports(module: str, table: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` answering the names of ``table`` (name → targets).

    Raises (from the returned function):
        AttributeError: ``name`` is not in ``table``, or none of its targets
            can be imported.
    """

    def __getattr__(name: str) -> Any:
        targets = table.get(name)
        if targets is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        for target in targets.split("|"):
            path, _, attr = target.partition(":")
            try:
                found = importlib.import_module(path)
            except ImportError:
                continue
            return getattr(found, attr) if attr else found
        raise AttributeError(f"module {module!r} has no attribute {name!r}")

    return __getattr__


def lc_message(name: str) -> str:
    """The targets of a message class LangGraph takes from LangChain."""
    return f"{_LC_MESSAGES}:{name}|lingxigraph.messages:{name}"

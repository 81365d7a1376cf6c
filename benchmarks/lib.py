"""The library under test, chosen at run time.

Every workload imports its graph API from here, so each graph-building
function is written once and runs against either library. The prefix comes
from the ``BENCH_LIB`` environment variable (``lingxigraph`` by default, or
``langgraph``); the worker sets it before importing this module.

Messages come from each library's own classes: ``lingxigraph.messages`` for
lingxigraph, ``langchain_core.messages`` for LangGraph.
"""

from __future__ import annotations

import importlib
import os
from typing import Any

LIB: str = os.environ.get("BENCH_LIB", "lingxigraph")

_MESSAGE_MODULES = {"lingxigraph": "lingxigraph.messages", "langgraph": "langchain_core.messages"}

if LIB not in _MESSAGE_MODULES:
    raise ImportError(f"BENCH_LIB must be one of {sorted(_MESSAGE_MODULES)}, not {LIB!r}")

_graph = importlib.import_module(f"{LIB}.graph")
_types = importlib.import_module(f"{LIB}.types")
_memory = importlib.import_module(f"{LIB}.checkpoint.memory")
_base = importlib.import_module(f"{LIB}.checkpoint.base")
messages = importlib.import_module(_MESSAGE_MODULES[LIB])

StateGraph = _graph.StateGraph
START = _graph.START
END = _graph.END
add_messages = _graph.add_messages
Send = _types.Send
InMemorySaver = _memory.InMemorySaver
empty_checkpoint = _base.empty_checkpoint

AIMessage = messages.AIMessage
HumanMessage = messages.HumanMessage
ToolMessage = messages.ToolMessage


def sqlite_saver_class() -> Any | None:
    """``{LIB}.checkpoint.sqlite.SqliteSaver``, or None when it cannot be imported."""
    try:
        module = importlib.import_module(f"{LIB}.checkpoint.sqlite")
        return module.SqliteSaver
    except (ImportError, AttributeError):
        return None


def version() -> str:
    """The installed version of the library under test."""
    from importlib import metadata

    try:
        return metadata.version(LIB)
    except metadata.PackageNotFoundError:
        return "unknown"

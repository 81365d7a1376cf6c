"""Old and secondary import paths that LangGraph programs use keep working."""

from __future__ import annotations

import importlib
import importlib.util

import pytest


@pytest.mark.parametrize(
    ("module", "names"),
    [
        ("lingxigraph.managed", ["IsLastStep", "RemainingSteps"]),
        ("lingxigraph.managed.is_last_step", ["IsLastStep", "RemainingSteps", "RemainingStepsManager", "IsLastStepManager"]),
        ("lingxigraph.managed.base", ["ManagedValue", "ManagedValueSpec", "ManagedValueMapping", "is_managed_value"]),
        ("lingxigraph.utils.config", ["ensure_config", "get_config", "get_store", "patch_configurable"]),
        ("lingxigraph.version", ["__version__"]),
        ("lingxigraph.graph.ui", ["push_ui_message", "delete_ui_message", "ui_message_reducer", "UIMessage"]),
    ],
)
def test_module_has_names(module: str, names: list[str]) -> None:
    mod = importlib.import_module(module)
    assert [n for n in names if not hasattr(mod, n)] == []


def test_managed_markers_are_managed_values() -> None:
    from typing import get_args

    from lingxigraph.managed import IsLastStep, RemainingSteps
    from lingxigraph.managed.base import is_managed_value

    class Pad:
        step, stop = 3, 5

    remaining, last = get_args(RemainingSteps)[1], get_args(IsLastStep)[1]
    assert is_managed_value(remaining) and is_managed_value(last)
    assert (remaining.get(Pad), last.get(Pad)) == (2, False)
    Pad.step = 4
    assert (remaining.get(Pad), last.get(Pad)) == (1, True)


def test_version_is_the_installed_distribution() -> None:
    from importlib import metadata

    from lingxigraph.version import __version__

    assert __version__ == metadata.version("lingxigraph")


# names LangGraph's modules only import, which programs import from them all the
# same (user report u960: `from langgraph.graph.message import RemoveMessage`,
# `from langgraph.graph.state import Command, RunnableConfig`, ...)
_OWN_REEXPORTS = [
    ("lingxigraph.types", "RunnableConfig", "lingxigraph.config", "RunnableConfig"),
    ("lingxigraph.types", "BaseCheckpointSaver", "lingxigraph.checkpoint.base", "BaseCheckpointSaver"),
    ("lingxigraph.graph.state", "Command", "lingxigraph.types", "Command"),
    ("lingxigraph.graph.state", "Send", "lingxigraph.types", "Send"),
    ("lingxigraph.graph.state", "RunnableConfig", "lingxigraph.config", "RunnableConfig"),
    ("lingxigraph.graph.state", "BaseStore", "lingxigraph.store.base", "BaseStore"),
    ("lingxigraph.graph.state", "LastValue", "lingxigraph.channels", "LastValue"),
    ("lingxigraph.graph.state", "InvalidUpdateError", "lingxigraph.errors", "InvalidUpdateError"),
    ("lingxigraph.graph.message", "StateGraph", "lingxigraph.graph.state", "StateGraph"),
    ("lingxigraph.errors", "Interrupt", "lingxigraph.types", "Interrupt"),
    ("lingxigraph.runtime", "get_config", "lingxigraph.config", "get_config"),
    ("lingxigraph.func", "StreamMode", "lingxigraph.types", "StreamMode"),
    ("lingxigraph.pregel.main", "BaseCheckpointSaver", "lingxigraph.checkpoint.base", "BaseCheckpointSaver"),
    ("lingxigraph.pregel.main", "Topic", "lingxigraph.channels", "Topic"),
    ("lingxigraph.pregel.main", "asyncio", "asyncio", "get_event_loop_policy"),
    ("lingxigraph.channels.binop", "Overwrite", "lingxigraph.types", "Overwrite"),
]


@pytest.mark.parametrize(("module", "name", "home", "home_name"), _OWN_REEXPORTS)
def test_langgraph_incidental_imports_are_ours(module: str, name: str, home: str, home_name: str) -> None:
    found = getattr(importlib.import_module(module), name)
    if name == "asyncio":  # (a module: `from langgraph.pregel.main import asyncio` is seen too)
        assert found is importlib.import_module("asyncio")
        return
    assert found is getattr(importlib.import_module(home), home_name)


_LANGCHAIN_NAMES = """
import importlib
pairs = [
    ("lingxigraph.graph.message", "RemoveMessage", "langchain_core.messages"),
    ("lingxigraph.prebuilt.chat_agent_executor", "AIMessage", "langchain_core.messages"),
    ("lingxigraph.prebuilt.tool_node", "ToolMessage", "langchain_core.messages"),
    ("lingxigraph.prebuilt.tool_node", "RunnableConfig", "langchain_core.runnables"),
    ("lingxigraph.checkpoint.base", "RunnableConfig", "langchain_core.runnables"),
    ("lingxigraph.prebuilt.chat_agent_executor", "ToolNode", "lingxigraph.prebuilt.tool_node"),
    ("lingxigraph.prebuilt.tool_node", "Command", "lingxigraph.types"),
]
print([getattr(importlib.import_module(m), n) is getattr(importlib.import_module(h), n) for m, n, h in pairs])
"""


def test_langgraph_incidental_langchain_imports_are_langchains() -> None:
    # (in a subprocess: the suite expects langchain-core, which lingxigraph.prebuilt
    # is built on, unloaded)
    import subprocess
    import sys

    if importlib.util.find_spec("langchain_core") is None:
        pytest.skip("needs langchain-core")
    done = subprocess.run([sys.executable, "-c", _LANGCHAIN_NAMES], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.strip() == "[True, True, True, True, True, True, True]"


def test_unknown_names_still_fail() -> None:
    import lingxigraph.graph.state as state

    with pytest.raises(AttributeError, match="^module 'lingxigraph.graph.state' has no attribute 'Nope'$"):
        state.Nope  # noqa: B018


_WITHOUT_LANGCHAIN = """
import sys
sys.modules["langchain_core"] = None  # as if not installed
sys.modules["langchain_core.messages"] = None
from lingxigraph.graph.message import RemoveMessage
import lingxigraph.messages
print(RemoveMessage is lingxigraph.messages.RemoveMessage)
"""


def test_langchain_names_fall_back_to_ours_without_langchain() -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", _WITHOUT_LANGCHAIN], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.strip() == "True"

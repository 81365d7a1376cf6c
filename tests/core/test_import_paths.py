"""Old and secondary import paths that LangGraph programs use keep working."""

from __future__ import annotations

import importlib

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

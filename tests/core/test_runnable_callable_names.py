"""``RunnableCallable.get_name(suffix)`` adds the suffix by LangChain's rule, as
LangGraph's ``RunnableCallable`` (a LangChain ``Runnable``) does."""

from __future__ import annotations

import pytest

from lingxigraph.utils.runnable import RunnableCallable


def double(x: int) -> int:
    return 2 * x


@pytest.mark.parametrize(
    ("name", "suffix", "expected"),
    [
        ("agent", None, "agent"),
        ("agent", "Input", "agent_input"),
        ("agent", "OUTPUT", "agent_output"),
        ("Agent", "input", "AgentInput"),
        ("Agent", "config", "AgentConfig"),
        (None, "Input", "double_input"),  # unnamed: the function's name
    ],
)
def test_suffix_rule(name: str | None, suffix: str | None, expected: str) -> None:
    assert RunnableCallable(double, name=name).get_name(suffix) == expected


def test_name_argument_overrides() -> None:
    runnable = RunnableCallable(double, name="agent")
    assert runnable.get_name(name="Other") == "Other"
    assert runnable.get_name("input", name="other") == "other_input"

"""A saver subclass's own ``get_next_version`` is what a run's versions come from.

Runs call our savers' version function directly (``DIRECT_NEXT_VERSION``);
an override must still be called, even one written with ``functools.wraps``
(which copies the parent method's attributes), as
LangGraph calls ``checkpointer.get_next_version(current, None)`` for every bump.
"""

from __future__ import annotations

import functools
from typing import Any
from unittest import mock

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph


class State(TypedDict):
    x: int


def _graph(saver: Any) -> Any:
    builder = StateGraph(State)
    builder.add_node("a", lambda s: {"x": s["x"] + 1})
    builder.add_edge(START, "a")
    builder.add_edge("a", END)
    return builder.compile(checkpointer=saver)


class WrappedOverride(InMemorySaver):
    """Counts its versions through a ``functools.wraps``-decorated override."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[Any] = []

    @functools.wraps(InMemorySaver.get_next_version)
    def get_next_version(self, current: Any, channel: Any) -> Any:
        self.calls.append(current)
        return f"{len(self.calls):032}.custom"


class PlainOverride(InMemorySaver):
    """Counts its versions through a plain override."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[Any] = []

    def get_next_version(self, current: Any, channel: Any) -> Any:
        self.calls.append(current)
        return f"{len(self.calls):032}.custom"


def test_wrapped_override_of_get_next_version_is_called() -> None:
    saver = WrappedOverride()
    config = {"configurable": {"thread_id": "1"}}
    assert _graph(saver).invoke({"x": 1}, config) == {"x": 2}
    assert saver.calls  # the override made the versions
    versions = saver.get_tuple(config).checkpoint["channel_versions"]
    assert all(str(v).endswith(".custom") for v in versions.values())


def test_plain_override_of_get_next_version_is_called() -> None:
    saver = PlainOverride()
    config = {"configurable": {"thread_id": "1"}}
    assert _graph(saver).invoke({"x": 1}, config) == {"x": 2}
    assert saver.calls
    versions = saver.get_tuple(config).checkpoint["channel_versions"]
    assert all(str(v).endswith(".custom") for v in versions.values())


def test_spying_mock_saver_sees_get_next_version_calls() -> None:
    # a MagicMock wrapping a saver answers any attribute (the mark too): its
    # get_next_version is still what the run calls, so the spy records the calls
    real = InMemorySaver()
    spy = mock.MagicMock(spec=InMemorySaver, wraps=real)
    config = {"configurable": {"thread_id": "1"}}
    assert _graph(spy).invoke({"x": 1}, config) == {"x": 2}
    assert spy.get_next_version.call_count > 0
    versions = real.get_tuple(config).checkpoint["channel_versions"]
    assert all(isinstance(v, str) for v in versions.values())

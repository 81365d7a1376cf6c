"""Compile refuses LangGraph's reserved names; add_node refuses actions it cannot run.

LangGraph 1.2.11 ends ``compile()`` by checking that no state key, managed value or
node takes one of its control channel / config key names (``configurable``,
``checkpoint_id``, ``__resume__``, ...); lingxigraph compiled such graphs. And
``add_node(3, fn)`` (a non-string name: LangGraph takes it as the action) raised
no error. Found by ``u771_graph_build_errors_more``.
"""

from __future__ import annotations

from typing import Any, TypedDict

import pytest

from lingxigraph.graph import START, StateGraph
from lingxigraph.managed import RemainingSteps


def _compile(keys: dict[str, Any], node: str = "a") -> Any:
    schema = TypedDict("S", keys)  # type: ignore[misc]
    g = StateGraph(schema)
    g.add_node(node, lambda s: {})
    g.add_edge(START, node)
    return g.compile()


@pytest.mark.parametrize(
    ("keys", "node", "message"),
    [
        ({"configurable": int}, "a", "Channel name 'configurable' is reserved"),
        ({"x": int, "checkpoint_id": int}, "a", "Channel name 'checkpoint_id' is reserved"),
        ({"x": int, "checkpoint_map": RemainingSteps}, "a", "Managed name 'checkpoint_map' is reserved"),
        ({"x": int}, "configurable", "Node name 'configurable' is reserved"),
        ({"x": int}, "__interrupt__", "Node name '__interrupt__' is reserved"),
        ({"x": int}, "__pregel_send", "Node name '__pregel_send' is reserved"),
    ],
)
def test_reserved_names_are_refused_at_compile(keys: dict, node: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        _compile(keys, node)
    assert str(info.value) == message


def test_names_langgraph_allows_still_compile() -> None:
    assert "__pregel_tasks" in _compile({"x": int}, "__pregel_tasks").nodes
    assert _compile({"checkpoint": int, "config": int}, "thread_id").invoke({"checkpoint": 1}) == {"checkpoint": 1}


def test_a_non_string_name_is_the_action_and_must_be_runnable() -> None:
    class S(TypedDict):
        x: int

    with pytest.raises(TypeError, match=r"^Expected a Runnable, callable or dict\.Instead got an unsupported type: <class 'int'>$"):
        StateGraph(S).add_node(3, lambda s: {})  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="unsupported type: <class 'str'>"):
        StateGraph(S).add_node("n", "not a function")  # type: ignore[arg-type]


def test_dunder_named_state_keys_are_channels() -> None:
    """LangGraph makes every annotated key a channel (only ``__slots__`` is skipped);
    lingxigraph dropped keys starting with ``__``, so ``"__meta__"`` vanished from the
    state and a reserved dunder key compiled (found by ``u784_dunder_state_keys``)."""
    schema = TypedDict("S", {"__meta__": dict, "x": int})  # type: ignore[misc]
    g = StateGraph(schema)
    g.add_node("a", lambda s: {"x": s["x"] + 1, "__meta__": {"seen": sorted(s)}})
    g.add_edge(START, "a")
    app = g.compile()
    assert "__meta__" in app.channels
    assert app.invoke({"x": 1, "__meta__": {}}) == {"__meta__": {"seen": ["__meta__", "x"]}, "x": 2}
    with pytest.raises(ValueError, match="^Channel name '__interrupt__' is reserved$"):
        _compile({"__interrupt__": int})

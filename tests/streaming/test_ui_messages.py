"""``lingxigraph.graph.ui``: UI messages pushed from nodes (LangGraph's generative UI)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph
from lingxigraph.graph.ui import AnyUIMessage, delete_ui_message, push_ui_message, ui_message_reducer


class UIState(TypedDict):
    ui: Annotated[Sequence[AnyUIMessage], ui_message_reducer]


def _meta(**extra: Any) -> dict[str, Any]:
    return {"merge": False, "run_id": None, "tags": None, "name": None, **extra}


def test_pushes_are_streamed_and_reduced_into_the_state() -> None:
    def show(state: UIState) -> dict[str, Any]:
        push_ui_message("card", {"a": 1}, id="m1", metadata={"k": "v"})
        push_ui_message("card", {"b": 2}, id="m1", merge=True)
        push_ui_message("chart", {"c": 3}, id="m2", message={"id": "msg-1", "type": "ai"})
        return {}

    def hide(state: UIState) -> dict[str, Any]:
        assert delete_ui_message("m2") == {"type": "remove-ui", "id": "m2"}
        return {}

    builder = StateGraph(UIState)
    builder.add_node("show", show)
    builder.add_node("hide", hide)
    builder.add_edge(START, "show")
    builder.add_edge("show", "hide")
    graph = builder.compile()
    chunks = list(graph.stream({"ui": []}, stream_mode=["custom", "values"]))
    custom = [c for mode, c in chunks if mode == "custom"]
    assert custom == [
        {"type": "ui", "id": "m1", "name": "card", "props": {"a": 1}, "metadata": _meta(k="v")},
        {"type": "ui", "id": "m1", "name": "card", "props": {"b": 2}, "metadata": _meta(merge=True)},
        {"type": "ui", "id": "m2", "name": "chart", "props": {"c": 3}, "metadata": _meta(message_id="msg-1")},
        {"type": "remove-ui", "id": "m2"},
    ]
    values = [c for mode, c in chunks if mode == "values"]
    assert values[1] == {
        "ui": [
            {"type": "ui", "id": "m1", "name": "card", "props": {"a": 1, "b": 2}, "metadata": _meta(merge=True)},
            {"type": "ui", "id": "m2", "name": "chart", "props": {"c": 3}, "metadata": _meta(message_id="msg-1")},
        ]
    }
    assert values[2] == {"ui": [values[1]["ui"][0]]}


def test_metadata_carries_the_node_config_tags_and_a_new_id() -> None:
    pushed: list[Any] = []

    def show(state: UIState) -> dict[str, Any]:
        pushed.append(push_ui_message("card", {}, state_key=None, metadata={"run_id": 5}))
        return {}

    builder = StateGraph(UIState)
    builder.add_node("show", show)
    builder.add_edge(START, "show")
    graph = builder.compile()
    out = graph.invoke({"ui": []}, {"run_name": "R", "tags": ["t1"]})
    assert out == {"ui": []}  # state_key=None: streamed only
    (msg,) = pushed
    assert len(msg["id"]) == 36
    assert msg["metadata"] == {"merge": False, "run_id": 5, "tags": ["t1"], "name": None}


def test_reducer_rules() -> None:
    a = {"type": "ui", "id": "a", "name": "x", "props": {"p": 1}, "metadata": {}}
    merged = ui_message_reducer([a], {"type": "ui", "id": "a", "name": "x", "props": {"q": 2}, "metadata": {"merge": True}})
    assert merged == [{"type": "ui", "id": "a", "name": "x", "props": {"p": 1, "q": 2}, "metadata": {"merge": True}}]
    assert ui_message_reducer([a], [{"type": "remove-ui", "id": "a"}]) == []
    replaced = ui_message_reducer([a], [{"type": "ui", "id": "a", "name": "y", "props": {}, "metadata": {}}])
    assert replaced == [{"type": "ui", "id": "a", "name": "y", "props": {}, "metadata": {}}]
    # removed, then pushed again in the same update: kept
    back = ui_message_reducer([a], [{"type": "remove-ui", "id": "a"}, a])
    assert back == [a]
    assert a == {"type": "ui", "id": "a", "name": "x", "props": {"p": 1}, "metadata": {}}
    with pytest.raises(ValueError, match=r"^Attempting to delete an UI message with an ID that doesn't exist \('zz'\)$"):
        ui_message_reducer([], {"type": "remove-ui", "id": "zz"})

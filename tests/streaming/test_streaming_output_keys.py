"""``output_keys`` as LangGraph 1.2.11 applies it to a run's stream and result."""

from __future__ import annotations

import operator
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import interrupt


class State(TypedDict):
    log: Annotated[list, operator.add]
    x: str


def _graph(checkpointer: Any = None, ask: bool = False) -> Any:
    def b(state: State) -> dict[str, Any]:
        if ask:
            interrupt("q")
        return {"log": ["b"]}

    builder = StateGraph(State)
    builder.add_node("a", lambda state: {"x": "a"})
    builder.add_node("b", b)
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    return builder.compile(checkpointer=checkpointer)


def test_update_without_output_keys_is_none() -> None:
    chunks = list(_graph().stream({"log": []}, output_keys=["x"]))
    assert chunks == [{"a": {"x": "a"}}, {"b": None}]


def test_checkpoint_events_show_every_state_key() -> None:
    graph = _graph(InMemorySaver())
    cfg = {"configurable": {"thread_id": "cp"}}
    events = list(graph.stream({"log": [], "x": "0"}, cfg, stream_mode="checkpoints", output_keys="x"))
    assert [e["values"] for e in events][-1] == {"log": ["b"], "x": "a"}


def test_interrupted_invoke_reads_the_output_keys_in_their_order() -> None:
    graph = _graph(InMemorySaver(), ask=True)
    cfg = {"configurable": {"thread_id": "order"}}
    out = graph.invoke({"log": []}, cfg, output_keys=["x", "log"])
    assert list(out) == ["x", "log", "__interrupt__"]


def test_v2_interrupted_bare_value_becomes_empty_dict() -> None:
    graph = _graph(InMemorySaver(), ask=True)
    cfg = {"configurable": {"thread_id": "v2"}}
    out = graph.invoke({"log": []}, cfg, output_keys="x", version="v2")
    assert out.value == {}
    assert [i.value for i in out.interrupts] == ["q"]
    parts = list(graph.stream({"log": []}, {"configurable": {"thread_id": "v2s"}}, output_keys="x", stream_mode="values", version="v2"))
    assert [(p["data"], len(p["interrupts"])) for p in parts] == [("a", 0), ({}, 1)]

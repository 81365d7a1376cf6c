"""``tasks`` / ``debug`` task-start payloads carry ``metadata`` when the task's
config has user metadata or tags (framework keys and ``seq:step`` tags left out),
and no ``metadata`` key otherwise (as LangGraph 1.2.11)."""

from __future__ import annotations

from typing import Any

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph


class _State(TypedDict):
    x: int


def _starts(chunks: Any) -> list[tuple[str, Any]]:
    return [(c["name"], c.get("metadata", "absent")) for c in chunks if "input" in c]


def test_node_and_run_metadata_and_tags_are_forwarded() -> None:
    graph = (
        StateGraph(_State)
        .add_node("n", lambda s: {"x": 1}, metadata={"lc_agent_name": "agent"})
        .add_edge(START, "n")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}, "tags": ["mine"], "metadata": {"user_k": "v"}}
    assert _starts(graph.stream({"x": 0}, config, stream_mode="tasks")) == [
        ("n", {"user_k": "v", "lc_agent_name": "agent", "tags": ["mine"]})
    ]
    debug = [c["payload"] for c in graph.stream({"x": 0}, config, stream_mode="debug") if c["type"] == "task"]
    assert _starts(debug) == [("n", {"user_k": "v", "lc_agent_name": "agent", "tags": ["mine"]})]


def test_no_metadata_key_without_user_metadata() -> None:
    graph = StateGraph(_State).add_node("n", lambda s: {"x": 1}).add_edge(START, "n").compile()
    assert _starts(graph.stream({"x": 0}, stream_mode="tasks")) == [("n", "absent")]


def test_functional_tasks_carry_the_run_tags() -> None:
    @task
    def double(v: int) -> int:
        return v * 2

    @entrypoint()
    def main(v: int) -> int:
        return double(v).result()

    assert _starts(main.stream(1, {"tags": ["z"]}, stream_mode="tasks")) == [
        ("main", {"tags": ["z"]}),
        ("double", {"tags": ["z"]}),
    ]

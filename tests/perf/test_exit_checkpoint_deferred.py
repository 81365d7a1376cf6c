"""Durability "exit" builds a step's checkpoint timestamp/metadata/config only when read.

The values must be those of the step that made the checkpoint, not of the moment it is saved.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph


class S(TypedDict):
    n: int


def _graph(seen: list[datetime], fail_at: int | None) -> Any:
    def step(state: S) -> dict[str, int]:
        seen.append(datetime.now(timezone.utc))
        if state["n"] == fail_at:
            raise ValueError("boom")
        return {"n": state["n"] + 1}

    builder = StateGraph(S)
    builder.add_node("a", step)
    builder.add_node("b", step)
    builder.add_node("c", step)
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "c")
    builder.add_edge("c", END)
    return builder.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("durability", ["exit", "sync", "async"])
def test_saved_metadata_and_config_are_the_last_steps(durability: str) -> None:
    graph = _graph([], None)
    config = {"configurable": {"thread_id": "t"}}
    chunks = list(graph.stream({"n": 0}, config, stream_mode="checkpoints", durability=durability))
    state = graph.get_state(config)
    assert state.metadata == {"source": "loop", "step": 3, "parents": {}}
    assert state.config["configurable"]["checkpoint_id"] == chunks[-1]["config"]["configurable"]["checkpoint_id"]
    assert chunks[-1]["metadata"] == state.metadata
    history = list(graph.get_state_history(config))
    if durability == "exit":
        assert len(history) == 1
    else:
        assert [h.metadata["step"] for h in history] == [3, 2, 1, 0, -1]


def test_exit_checkpoint_saved_after_a_failure_keeps_its_steps_time() -> None:
    seen: list[datetime] = []
    graph = _graph(seen, fail_at=2)  # node "c" fails
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises(ValueError, match="boom"):
        graph.invoke({"n": 0}, config, durability="exit")
    state = graph.get_state(config)
    # saved at exit, but made at the step before the failing node ran
    assert state.metadata == {"source": "loop", "step": 2, "parents": {}}
    assert state.next == ("c",)
    assert datetime.fromisoformat(state.created_at) <= seen[-1]

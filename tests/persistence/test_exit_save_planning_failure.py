"""Durability "exit": a run whose next step cannot be planned saves where it got to.

A node's input is made when its step is planned: a pydantic state that rejects the
values the last step left (here the input) fails the planning, after step 0's
barrier. LangGraph 1.2.11 then saves the step-0 checkpoint on exit, as it does
for any failure under durability "exit"; the other durabilities had saved it
already.
"""

from __future__ import annotations

from typing import Any

import pydantic
import pytest

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph


class Strict(pydantic.BaseModel):
    a: int


def _saved(saver: InMemorySaver) -> list[Any]:
    return [
        (t.metadata["step"], t.checkpoint["channel_values"], [(w[1], w[2]) for w in t.pending_writes])
        for t in saver.list(None)
    ]


@pytest.mark.parametrize("durability", ["exit", "async", "sync"])
def test_a_failed_planning_saves_the_last_checkpoint(durability: str) -> None:
    builder = StateGraph(Strict)
    builder.add_node("n1", lambda s: {"a": s.a + 1})
    builder.add_edge(START, "n1")
    saver = InMemorySaver()
    graph = builder.compile(checkpointer=saver)
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises(pydantic.ValidationError, match=r"valid integer"):
        graph.invoke({"a": "zz"}, config, durability=durability)
    saved = _saved(saver)
    assert saved[0] == (0, {"a": "zz", "branch:to:n1": None}, [])
    if durability == "exit":
        assert len(saved) == 1
    else:
        assert saved[1] == (-1, {"__start__": {"a": "zz"}}, [("a", "zz"), ("branch:to:n1", None)])
    # (the saved state's next task cannot be planned either)
    with pytest.raises(pydantic.ValidationError):
        graph.get_state(config)

"""Pydantic state fields whose validity depends on the current time
(``FutureDatetime``, ``PastDate``...) are validated at every node input, as
LangGraph's ``Schema(**values)`` does: the field cache must not hand back a value
that was valid at an earlier read."""

from __future__ import annotations

import datetime
import operator
import time
from typing import Annotated

import pytest
from pydantic import BaseModel, Field, FutureDatetime, ValidationError

from lingxigraph.graph import START, StateGraph


class State(BaseModel):
    items: list[int] = Field(default_factory=list)  # (long: the field cache is used)
    deadline: FutureDatetime
    log: Annotated[list, operator.add] = Field(default_factory=list)


def test_a_deadline_that_passed_between_two_nodes_fails_the_next_input() -> None:
    seen: list[str] = []

    def first(state: State) -> dict:
        seen.append("first")
        return {"log": ["first"]}

    def wait_for_deadline(state: State) -> dict:
        seen.append("wait")
        # (waits for a condition, not for a guessed time)
        while datetime.datetime.now() <= state.deadline:
            time.sleep(0.01)
        return {"log": ["wait"]}

    def after(state: State) -> dict:
        seen.append("after")
        return {"log": ["after"]}

    builder = StateGraph(State)
    builder.add_node("first", first)
    builder.add_node("wait", wait_for_deadline)
    builder.add_node("after", after)
    builder.add_edge(START, "first")
    builder.add_edge("first", "wait")
    builder.add_edge("wait", "after")
    graph = builder.compile()
    deadline = datetime.datetime.now() + datetime.timedelta(seconds=1.5)
    with pytest.raises(ValidationError, match="Input should be in the future"):
        graph.invoke({"items": list(range(100)), "deadline": deadline})
    assert "after" not in seen

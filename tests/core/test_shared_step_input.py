"""Tasks of one step that read the same state share one read and coercion (as in
LangGraph): a Pydantic state is validated once per step, each task gets its own copy."""

from __future__ import annotations

import operator
from typing import Annotated, Any

from core_helpers import Driver
from pydantic import BaseModel, field_validator

from lingxigraph.graph import END, START, StateGraph


def test_parallel_nodes_share_one_validation_and_get_their_own_copy(run: Driver) -> None:
    validations: list[int] = []

    class State(BaseModel):
        log: Annotated[list[str], operator.add] = []

        @field_validator("log", mode="after")
        @classmethod
        def count(cls, v: list[str]) -> list[str]:
            validations.append(len(v))
            return v

    seen: dict[str, Any] = {}

    def fan(name: str) -> Any:
        def node(state: State) -> dict[str, Any]:
            seen[name] = state
            return {"log": [name]}

        return node

    builder = StateGraph(State)
    for name in ("a", "b", "c"):
        builder.add_node(name, fan(name))
        builder.add_edge(START, name)
        builder.add_edge(name, END)
    out = run(builder.compile(), "invoke", {"log": ["x"]})
    assert sorted(out["log"][1:]) == ["a", "b", "c"] and out["log"][0] == "x"
    # one validation for the three inputs of the step (plus the output's)
    assert validations.count(1) == 1
    assert len({id(s) for s in seen.values()}) == 3
    assert all(s.log == ["x"] for s in seen.values())

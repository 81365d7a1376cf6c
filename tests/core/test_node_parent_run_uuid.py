"""Running a node draws no ``uuid.uuid4`` value (tests patch it for deterministic message ids)."""

from __future__ import annotations

import uuid
from typing import TypedDict
from unittest import mock

import pytest

from lingxigraph.graph import START, StateGraph

# the node's LangChain parent run is set up only when LangChain is in use
pytest.importorskip("langchain_core.callbacks")


class S(TypedDict):
    n: int


def test_plain_run_draws_no_uuid4():
    graph = StateGraph(S).add_node("a", lambda s: {"n": s["n"] + 1}).add_edge(START, "a").compile()
    with mock.patch("uuid.uuid4", side_effect=AssertionError("uuid4 drawn")) as patched:
        assert graph.invoke({"n": 1}) == {"n": 2}
    assert patched.call_count == 0
    assert isinstance(uuid.uuid4(), uuid.UUID)

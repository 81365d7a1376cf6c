"""Rules found replaying users' bug reports (round 7) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import operator
from typing import Annotated

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import END, StateGraph


class Log(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


def test_duplicate_branch_error_names_the_function_or_none() -> None:
    def route(state: Log) -> str:
        return END

    builder = StateGraph(Log).add_node("r", lambda s: {})
    builder.add_conditional_edges("r", lambda s: END)
    with pytest.raises(ValueError, match=r"^Branch with name `None` already exists for node `r`$"):
        builder.add_conditional_edges("r", lambda s: END)
    builder.add_conditional_edges("r", route)
    with pytest.raises(ValueError, match=r"^Branch with name `route` already exists for node `r`$"):
        builder.add_conditional_edges("r", route)

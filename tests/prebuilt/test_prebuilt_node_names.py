"""``ToolNode.get_name`` / ``ValidationNode.get_name``: the node's name, a suffix added
by LangChain's rule (LangGraph's nodes are LangChain runnables)."""

from __future__ import annotations

import warnings

from langchain_core.tools import tool
from prebuilt_helpers import State

from lingxigraph.graph import START, StateGraph
from lingxigraph.prebuilt import ToolNode, ValidationNode
from lingxigraph.warnings import LangGraphDeprecatedSinceV10


@tool
def mul(a: int, b: int) -> int:
    """Multiplies."""
    return a * b


def test_tool_node_names() -> None:
    assert ToolNode([mul]).get_name() == "tools"
    assert ToolNode([mul]).get_name("Input") == "tools_input"
    assert ToolNode([mul], name="Calc").get_name("input") == "CalcInput"
    assert ToolNode([mul]).get_name("output", name="x") == "x_output"


def test_validation_node_names() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LangGraphDeprecatedSinceV10)
        default, named = ValidationNode([mul]), ValidationNode([mul], name="check")
    assert (default.get_name(), default.get_name("Input")) == ("validation", "validation_input")
    assert named.get_name("Output") == "check_output"


def test_add_node_takes_the_name() -> None:
    node = ToolNode([mul], name="calc")
    graph = StateGraph(State).add_node(node).add_edge(START, node.get_name()).compile()
    assert "calc" in graph.nodes

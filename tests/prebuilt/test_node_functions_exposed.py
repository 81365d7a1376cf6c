"""A compiled function node's ``bound.func`` / ``bound.afunc`` name the node's
functions (LangGraph 1.2.11 keeps them on the node's runnable), so a program can
inspect what an agent's node closes over."""

from __future__ import annotations

import inspect
import warnings

from langchain_core.tools import tool
from prebuilt_helpers import ScriptedModel
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph
from lingxigraph.prebuilt import create_react_agent
from lingxigraph.warnings import LangGraphDeprecatedSinceV10


class Count(TypedDict):
    n: int


def test_sync_and_async_function_nodes_expose_their_functions() -> None:
    def bump(state: Count) -> Count:
        return {"n": state["n"] + 1}

    async def abump(state: Count) -> Count:
        return {"n": state["n"] + 10}

    graph = (
        StateGraph(Count)
        .add_node("bump", bump)
        .add_node("abump", abump)
        .add_edge(START, "bump")
        .add_edge("bump", "abump")
        .compile()
    )
    assert (graph.nodes["bump"].bound.func, graph.nodes["bump"].bound.afunc) == (bump, None)
    assert (graph.nodes["abump"].bound.func, graph.nodes["abump"].bound.afunc) == (None, abump)


@tool
def shout(text: str) -> str:
    """Upper-cases the text."""
    return text.upper()


def test_agent_node_closure_is_inspectable() -> None:
    model = ScriptedModel(script=["done"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LangGraphDeprecatedSinceV10)
        agent = create_react_agent(model, [shout])
    bound = agent.nodes["agent"].bound
    assert bound.func.__name__ == "call_model"
    assert bound.afunc.__name__ == "acall_model"
    closure = inspect.getclosurevars(bound.func)
    assert "shout" not in closure.globals  # the tools reach the node through the closure only
    assert agent.invoke({"messages": [("user", "hi")]})["messages"][-1].content == "done"

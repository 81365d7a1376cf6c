"""An async tool raising ``asyncio.CancelledError`` itself, beside other calls (langgraph#6726).

LangGraph 1.2.11 gathers the calls with ``asyncio.gather``, so the tool's own
``CancelledError`` escapes the ``ToolNode`` (``handle_tool_errors`` does not catch a
``BaseException``) and the graph reports ``NodeCancelledError``. lingxigraph's task group
took it for a cancel of the group and dropped that call's result (``None``), so the node
returned a list holding ``None`` and the graph failed on "Unsupported message type".
A real cancel (a node timeout) must still cancel the calls.
"""

from __future__ import annotations

import asyncio

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from lingxigraph.errors import NodeCancelledError, NodeTimeoutError
from lingxigraph.graph import END, START, MessagesState, StateGraph
from lingxigraph.prebuilt import ToolNode

@tool
async def gives_up(q: str) -> str:
    """Raises CancelledError after a loop turn."""
    await asyncio.sleep(0)
    raise asyncio.CancelledError()


@tool
async def fetch(q: str) -> str:
    """Returns its argument."""
    await asyncio.sleep(0)
    return "got " + q


@tool
async def hangs(q: str) -> str:
    """Waits for ever."""
    await asyncio.Event().wait()
    return q


def _calls(*names: str) -> dict:
    calls = [{"name": n, "args": {"q": n}, "id": f"c{i}"} for i, n in enumerate(names)]
    return {"messages": [HumanMessage("hi"), AIMessage("", tool_calls=calls)]}


def test_a_tool_cancelling_itself_beside_another_fails_the_node() -> None:
    node = ToolNode([gives_up, fetch], handle_tool_errors=True)
    g = StateGraph(MessagesState).add_node("tools", node).add_edge(START, "tools").add_edge("tools", END).compile()
    with pytest.raises(NodeCancelledError, match="^Node 'tools' raised asyncio.CancelledError"):
        asyncio.run(g.ainvoke(_calls("gives_up", "fetch")))


def test_the_tool_node_itself_raises_the_cancelled_error() -> None:
    node = ToolNode([gives_up, fetch], handle_tool_errors=True)
    with pytest.raises(asyncio.CancelledError):
        asyncio.run(node.ainvoke(_calls("fetch", "gives_up")))


def test_a_node_timeout_still_cancels_the_calls() -> None:
    node = ToolNode([hangs, fetch], handle_tool_errors=True)
    g = (
        StateGraph(MessagesState)
        .add_node("tools", node, timeout=0.05)
        .add_edge(START, "tools")
        .add_edge("tools", END)
        .compile()
    )
    with pytest.raises(NodeTimeoutError):
        asyncio.run(g.ainvoke(_calls("hangs", "fetch")))

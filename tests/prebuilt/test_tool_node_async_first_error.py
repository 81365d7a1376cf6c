"""``ToolNode.ainvoke`` raises the failure that happened first, as ``asyncio.gather`` does.

LangGraph 1.2.11 runs async tool calls with ``asyncio.gather``: a call that fails at
once (its arguments do not validate) escapes before an earlier call that fails after
awaiting; the sync path (``executor.map``) keeps the calls' order instead.
"""

from __future__ import annotations

import asyncio

import pytest
from langchain_core.messages import AIMessage
from langchain_core.tools import tool

from lingxigraph.prebuilt import ToolNode
from lingxigraph.prebuilt.tool_node import ToolInvocationError


@tool
async def slow_boom(q: str) -> str:
    """Fails after a loop turn."""
    await asyncio.sleep(0)
    raise ValueError("boom " + q)


@tool
async def fetch(q: str) -> str:
    """Returns its argument."""
    await asyncio.sleep(0)
    return "got " + q


MSG = AIMessage(
    "",
    tool_calls=[
        {"name": "slow_boom", "args": {"q": "b"}, "id": "c1"},
        {"name": "fetch", "args": {"wrong": 1}, "id": "c2"},
    ],
)


def test_async_calls_raise_the_earliest_failure_not_the_first_call() -> None:
    node = ToolNode([slow_boom, fetch], handle_tool_errors=False)
    with pytest.raises(ToolInvocationError, match="Error invoking tool 'fetch'"):
        asyncio.run(node.ainvoke({"messages": [MSG]}))


def test_when_the_quick_failure_is_handled_the_later_one_escapes() -> None:
    node = ToolNode([slow_boom, fetch], handle_tool_errors=(ToolInvocationError,))
    with pytest.raises(ValueError, match="^boom b$"):
        asyncio.run(node.ainvoke({"messages": [MSG]}))

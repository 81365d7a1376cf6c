"""A sync tool run by ToolNode in an async run: a cancel (a node timeout, the run
being cancelled) does not wait for the tool's thread to finish, as LangChain's
executor hop does not in LangGraph; the thread's late result is dropped."""

from __future__ import annotations

import threading

import anyio
import pytest
from langchain_core.messages import AIMessage
from langchain_core.tools import tool

from lingxigraph.errors import NodeTimeoutError
from lingxigraph.graph import START, MessagesState, StateGraph
from lingxigraph.prebuilt import ToolNode
from lingxigraph.types import TimeoutPolicy


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_node_timeout_does_not_wait_for_a_blocked_sync_tool(backend: str) -> None:
    release = threading.Event()
    finished: list[bool] = []

    @tool
    def blocked(x: int) -> str:
        """Waits until the test releases it."""
        finished.append(release.wait(60))
        return "late"

    builder = StateGraph(MessagesState)
    builder.add_node("tools", ToolNode([blocked]), timeout=TimeoutPolicy(run_timeout=0.05))
    builder.add_edge(START, "tools")
    graph = builder.compile()
    call = AIMessage("", tool_calls=[{"name": "blocked", "args": {"x": 1}, "id": "c1"}])

    async def main() -> None:
        with pytest.raises(NodeTimeoutError):
            await graph.ainvoke({"messages": [call]})

    try:
        anyio.run(main, backend=backend)
        # the timeout came while the tool was still blocked
        assert finished == []
    finally:
        release.set()


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_a_sync_tool_raising_stop_iteration_fails_the_run(backend: str) -> None:
    # (a StopIteration cannot be set on an asyncio future: the run used to hang)
    @tool
    def exhausted(x: int) -> str:
        """Reads past the end of an iterator."""
        return next(iter([]))

    builder = StateGraph(MessagesState)
    builder.add_node("tools", ToolNode([exhausted], handle_tool_errors=False))
    builder.add_edge(START, "tools")
    graph = builder.compile()
    call = AIMessage("", tool_calls=[{"name": "exhausted", "args": {"x": 1}, "id": "c1"}])

    async def main() -> None:
        with anyio.fail_after(60), pytest.raises(RuntimeError) as info:
            await graph.ainvoke({"messages": [call]})
        assert isinstance(info.value.__cause__, StopIteration)

    anyio.run(main, backend=backend)

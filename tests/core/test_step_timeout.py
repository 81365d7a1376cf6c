"""``Pregel.step_timeout``: a step whose tasks outlast it stops the run with ``TimeoutError``.

As LangGraph 1.2.11 (it was ignored): sync runs hand over what the finished tasks
streamed, wait for the task threads still running (they cannot be stopped), save their
writes, and raise ``TimeoutError("Timed out")``; the thread's next ``invoke(None)``
applies them. Async runs cancel the running tasks (saved with ``CancelledError()``) and
raise ``TimeoutError()``; ``invoke(None)`` runs them again.
"""

from __future__ import annotations

import asyncio
import operator
import threading
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph


class S(TypedDict):
    log: Annotated[list[str], operator.add]


def _graph(slow: Any) -> Any:
    builder = StateGraph(S)
    builder.add_node("fast", lambda state: {"log": ["fast"]})
    builder.add_node("slow", slow)
    builder.add_node("after", lambda state: {"log": ["after"]})
    builder.add_edge(START, "fast")
    builder.add_edge(START, "slow")
    builder.add_edge(["fast", "slow"], "after")
    graph = builder.compile(checkpointer=InMemorySaver())
    graph.step_timeout = 0.3
    return graph


def test_sync_step_timeout_saves_the_late_task() -> None:
    hold = {"on": True}

    def slow(state: S) -> dict[str, Any]:
        if hold["on"]:
            threading.Event().wait(1.5)  # longer than the step may take
        return {"log": ["slow"]}

    graph = _graph(slow)
    config = {"configurable": {"thread_id": "t"}}
    seen: list[Any] = []
    try:
        for chunk in graph.stream({"log": []}, config, stream_mode="updates"):
            seen.append(chunk)
    except TimeoutError as exc:
        seen.append(("TimeoutError", str(exc)))
    assert seen == [{"fast": {"log": ["fast"]}}, ("TimeoutError", "Timed out")]
    state = graph.get_state(config)
    assert (state.values, state.next) == ({"log": ["fast", "slow"]}, ())
    hold["on"] = False
    assert graph.invoke(None, config) == {"log": ["fast", "slow", "after"]}


def test_async_step_timeout_cancels_the_late_task() -> None:
    hold = {"on": True}

    async def slow(state: S) -> dict[str, Any]:
        if hold["on"]:
            await asyncio.Event().wait()  # until cancelled
        return {"log": ["slow"]}

    graph = _graph(slow)
    config = {"configurable": {"thread_id": "t"}}

    async def run() -> list[Any]:
        seen: list[Any] = []
        try:
            async for chunk in graph.astream({"log": []}, config, stream_mode="updates"):
                seen.append(chunk)
        except TimeoutError as exc:
            seen.append(("TimeoutError", str(exc)))
        return seen

    assert asyncio.run(run()) == [{"fast": {"log": ["fast"]}}, ("TimeoutError", "")]
    state = graph.get_state(config)
    assert (state.values, state.next) == ({"log": ["fast"]}, ("slow",))
    assert sorted((t.name, t.error) for t in state.tasks) == [("fast", None), ("slow", "CancelledError()")]
    hold["on"] = False
    assert asyncio.run(graph.ainvoke(None, config)) == {"log": ["fast", "slow", "after"]}

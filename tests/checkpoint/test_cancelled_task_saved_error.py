"""A run cancelled from outside amid a step: its stopped tasks' saved writes.

LangGraph saves a ``CancelledError`` as the error of each task the cancel
stopped (durability "sync" and "async"; "exit" saves none), so ``get_state``
shows the task as failed with it.
"""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph


class State(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


async def _cancel_amid_step(durability: str) -> tuple[Any, Any]:
    started = asyncio.Event()

    async def quick(state: State) -> dict[str, Any]:
        return {"log": ["quick"]}

    async def stuck(state: State) -> dict[str, Any]:
        started.set()
        await asyncio.Event().wait()  # never set: only the cancel ends it
        return {"log": ["stuck"]}

    builder = StateGraph(State)
    builder.add_node("quick", quick)
    builder.add_node("stuck", stuck)
    builder.add_edge(START, "quick")
    builder.add_edge(START, "stuck")
    saver = InMemorySaver()
    graph = builder.compile(checkpointer=saver)
    config = {"configurable": {"thread_id": durability}}
    run = asyncio.ensure_future(graph.ainvoke({"log": []}, config, durability=durability))
    await started.wait()
    await asyncio.sleep(0)  # (lets the quick task finish, as it would on its own)
    run.cancel()
    with pytest.raises(asyncio.CancelledError):
        await run
    return await graph.aget_state(config), saver.get_tuple(config)


@pytest.mark.parametrize("durability", ["sync", "async"])
def test_a_cancelled_task_is_saved_with_its_cancelled_error(durability: str) -> None:
    state, saved = asyncio.run(_cancel_amid_step(durability))
    # (a snapshot shows a saved error as its repr, as LangGraph's does)
    assert {task.name: task.error for task in state.tasks} == {"quick": None, "stuck": "CancelledError()"}
    assert [w[1] for w in saved.pending_writes if w[1] == "__error__"] == ["__error__"]


def test_durability_exit_saves_no_cancelled_error() -> None:
    state, _saved = asyncio.run(_cancel_amid_step("exit"))
    assert {task.name: task.error for task in state.tasks}["stuck"] is None

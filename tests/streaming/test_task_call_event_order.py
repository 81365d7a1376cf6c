"""An awaited async ``@task`` call, seen through ``astream_events``.

Checked against LangGraph 1.2.11: a call's events carry ``langgraph_path``
``(PUSH, caller's path, index, True)``.

Not matched on purpose: LangGraph lets the caller run on (e.g. to its own return)
before the run yields an awaited async call's update. Streaming the call's chunks
on the loop's next turn gave that order, but then a sync call made right after
raced the run for its start event under load; the chunks go out at once instead.
"""

from __future__ import annotations

import asyncio
from typing import Any

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task


def _workflow() -> Any:
    @task()
    async def double(number: int) -> int:
        await asyncio.sleep(0)
        return number * 2

    @task()
    async def fails(number: int) -> int:
        await asyncio.sleep(0)
        raise ValueError("boom")

    @entrypoint(checkpointer=InMemorySaver())
    async def flow(number: int) -> str:
        await double(number)
        try:
            await fails(number)
        except ValueError:
            pass
        await double(number)
        return "done"

    return flow


def _events(flow: Any) -> list[dict[str, Any]]:
    async def collect() -> list[dict[str, Any]]:
        config = {"configurable": {"thread_id": "t"}}
        return [event async for event in flow.astream_events(1, config)]

    return asyncio.run(collect())


def test_a_calls_path_in_metadata_ends_in_true() -> None:
    events = _events(_workflow())
    calls = [e for e in events if e["event"] == "on_chain_start" and e["name"] in ("double", "fails")]
    paths = [e["metadata"]["langgraph_path"] for e in calls]

    assert paths == [
        ("__pregel_push", ("__pregel_pull", "flow"), 0, True),
        ("__pregel_push", ("__pregel_pull", "flow"), 1, True),
        ("__pregel_push", ("__pregel_pull", "flow"), 2, True),
    ]

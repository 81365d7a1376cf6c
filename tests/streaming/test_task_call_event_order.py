"""An awaited async ``@task`` call, seen through ``astream_events``.

Checked against LangGraph 1.2.11 (its order is deterministic here):

- the caller resumes before the run yields the call's update: an entrypoint that
  returns right after awaiting its last call streams its own output first, then the
  graph's ``{"<task>": ...}`` chunk, then ends;
- a call's events carry ``langgraph_path`` ``(PUSH, caller's path, index, True)``.
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


def test_the_caller_resumes_before_the_run_yields_the_calls_update() -> None:
    events = _events(_workflow())
    seen = [(e["event"], e["name"], e["data"].get("chunk")) for e in events]

    assert seen == [
        ("on_chain_start", "LangGraph", None),
        ("on_chain_start", "flow", None),
        ("on_chain_start", "double", None),
        ("on_chain_stream", "double", 2),
        ("on_chain_end", "double", None),
        ("on_chain_stream", "LangGraph", {"double": 2}),
        ("on_chain_start", "fails", None),
        ("on_chain_start", "double", None),
        ("on_chain_stream", "double", 2),
        ("on_chain_end", "double", None),
        ("on_chain_stream", "flow", "done"),
        ("on_chain_stream", "LangGraph", {"double": 2}),
        ("on_chain_end", "flow", None),
        ("on_chain_stream", "LangGraph", {"flow": "done"}),
        ("on_chain_end", "LangGraph", None),
    ]


def test_a_calls_path_in_metadata_ends_in_true() -> None:
    events = _events(_workflow())
    calls = [e for e in events if e["event"] == "on_chain_start" and e["name"] in ("double", "fails")]
    paths = [e["metadata"]["langgraph_path"] for e in calls]

    assert paths == [
        ("__pregel_push", ("__pregel_pull", "flow"), 0, True),
        ("__pregel_push", ("__pregel_pull", "flow"), 1, True),
        ("__pregel_push", ("__pregel_pull", "flow"), 2, True),
    ]

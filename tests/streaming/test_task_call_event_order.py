"""The order of ``astream_events`` around awaited async ``@task`` calls.

What is pinned here (the same in LangGraph 1.2.11, whose order is fixed for this
program):

- after an awaited call finishes, its caller runs on before the run hands out the
  call's ``{"<task>": ...}`` chunk: an entrypoint whose last statement before
  ``return`` awaits a call streams its own return value first, then that call's
  chunk, then finishes;
- a call that raises gets a start event and nothing else;
- every call's ``langgraph_path`` is ``(PUSH, caller's path, call index, True)``.
"""

from __future__ import annotations

import asyncio
from typing import Any

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task


def _tally() -> Any:
    @task()
    async def refuse(word: str) -> int:
        raise LookupError(word)

    @task()
    async def measure(word: str) -> int:
        await asyncio.sleep(0)
        return len(word)

    @entrypoint(checkpointer=InMemorySaver())
    async def tally(words: list[str]) -> dict[str, int]:
        misses = 0
        try:
            await refuse(words[0])
        except LookupError:
            misses += 1
        await measure(words[1])
        await measure(words[2])
        return {"misses": misses}

    return tally


def _events(program: Any) -> list[dict[str, Any]]:
    async def collect() -> list[dict[str, Any]]:
        config = {"configurable": {"thread_id": "words-1"}}
        return [event async for event in program.astream_events(["x", "abc", "yz"], config)]

    return asyncio.run(collect())


def test_the_caller_runs_on_before_the_run_hands_out_the_calls_chunk() -> None:
    events = _events(_tally())
    seen = [(e["event"], e["name"], e["data"].get("chunk")) for e in events]

    assert seen == [
        ("on_chain_start", "LangGraph", None),
        ("on_chain_start", "tally", None),
        ("on_chain_start", "refuse", None),
        ("on_chain_start", "measure", None),
        ("on_chain_stream", "measure", 3),
        ("on_chain_end", "measure", None),
        ("on_chain_stream", "LangGraph", {"measure": 3}),
        ("on_chain_start", "measure", None),
        ("on_chain_stream", "measure", 2),
        ("on_chain_end", "measure", None),
        # the entrypoint's own return value comes before the last call's chunk
        ("on_chain_stream", "tally", {"misses": 1}),
        ("on_chain_stream", "LangGraph", {"measure": 2}),
        ("on_chain_end", "tally", None),
        ("on_chain_stream", "LangGraph", {"tally": {"misses": 1}}),
        ("on_chain_end", "LangGraph", None),
    ]


def test_each_calls_path_in_metadata_ends_in_true() -> None:
    events = _events(_tally())
    starts = [e for e in events if e["event"] == "on_chain_start" and e["name"] in ("refuse", "measure")]

    assert [(e["name"], e["metadata"]["langgraph_path"]) for e in starts] == [
        ("refuse", ("__pregel_push", ("__pregel_pull", "tally"), 0, True)),
        ("measure", ("__pregel_push", ("__pregel_pull", "tally"), 1, True)),
        ("measure", ("__pregel_push", ("__pregel_pull", "tally"), 2, True)),
    ]

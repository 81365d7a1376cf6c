"""The order of ``astream_events`` around awaited async ``@task`` calls.

Pinned here, as LangGraph 1.2.11 orders them (deterministic there too):

- each call's events, then the run's ``{"<task>": ...}`` chunk;
- the caller runs on before the run hands out an awaited call's chunk: an
  entrypoint returning right after its last call streams its own output first;
- a sync call made right after an awaited async call starts after that call's
  chunk (the sync call's worker thread starts one loop turn later, so it does not
  race the run for its start event);
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


def test_each_call_streams_its_events_then_the_runs_chunk() -> None:
    events = _events(_tally())
    seen = [(e["event"], e["name"], e["data"].get("chunk")) for e in events]

    assert seen[:10] == [
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
    ]
    # the entrypoint returns before the run hands out its last call's chunk
    assert seen[10:12] == [("on_chain_stream", "tally", {"misses": 1}), ("on_chain_stream", "LangGraph", {"measure": 2})]
    assert seen[12:] == [
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


def _mixed() -> Any:
    @task()
    async def fetch(word: str) -> str:
        await asyncio.sleep(0)
        return word.upper()

    @task()
    def count(word: str) -> int:
        return len(word)

    @entrypoint(checkpointer=InMemorySaver())
    async def mixed(words: list[str]) -> str:
        await fetch(words[1])
        await count(words[1])
        return "ok"

    return mixed


def test_a_sync_call_after_an_async_one_starts_after_its_chunk() -> None:
    for _ in range(5):  # a race would show in some of the runs
        events = _events(_mixed())
        seen = [(e["event"], e["name"], e["data"].get("chunk")) for e in events]
        assert seen[4:7] == [
            ("on_chain_end", "fetch", None),
            ("on_chain_stream", "LangGraph", {"fetch": "ABC"}),
            ("on_chain_start", "count", None),
        ]


def test_result_of_a_sync_call_can_be_waited_for_on_the_loop() -> None:
    # the call starts on the loop's next turn, unless its result is asked for first
    # (LangGraph raises InvalidStateError here: its future is an asyncio one)
    @task()
    def count(word: str) -> int:
        return len(word)

    @entrypoint()
    async def blocking(word: str) -> int:
        return count(word).result() + 1

    assert asyncio.run(blocking.ainvoke("abcd")) == 5


def test_a_sync_call_of_an_async_run_streams_its_output() -> None:
    # LangGraph runs it as an async task: its run has a stream event, as an async call's
    events = _events(_mixed())
    seen = [(e["event"], e["name"], e["data"].get("chunk")) for e in events if e["name"] == "count"]
    assert seen == [
        ("on_chain_start", "count", None),
        ("on_chain_stream", "count", 3),
        ("on_chain_end", "count", None),
    ]

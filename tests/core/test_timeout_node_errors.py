"""A node with a timeout policy that ends by raising: the caller sees the node's own
exception (as without a timeout), not an exception group from the timeout's watcher.
Interrupts and retries go through as usual. Checked on asyncio and trio."""

from __future__ import annotations

from typing import Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, RetryPolicy, interrupt

BACKENDS = ["asyncio", "trio"]


class _State(TypedDict):
    n: int


def _graph(node: Any, **options: Any) -> Any:
    builder = StateGraph(_State)
    builder.add_node("work", node, **options)
    builder.add_edge(START, "work")
    return builder.compile(checkpointer=InMemorySaver())


async def _raising(state: _State) -> _State:
    raise ValueError("bad input")


@pytest.mark.parametrize("backend", BACKENDS)
def test_node_error_is_raised_as_is_under_a_timeout(backend: str) -> None:
    graph = _graph(_raising, timeout=60.0)

    async def main() -> None:
        with pytest.raises(ValueError, match="bad input"):
            await graph.ainvoke({"n": 0}, {"configurable": {"thread_id": "t"}})

    anyio.run(main, backend=backend)


@pytest.mark.parametrize("backend", BACKENDS)
def test_retry_on_a_node_error_under_a_timeout(backend: str) -> None:
    attempts: list[int] = []

    async def flaky(state: _State) -> _State:
        attempts.append(1)
        if len(attempts) < 3:
            raise ValueError("again")
        return {"n": len(attempts)}

    graph = _graph(
        flaky, timeout=60.0, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.0, retry_on=ValueError)
    )
    result = anyio.run(lambda: graph.ainvoke({"n": 0}, {"configurable": {"thread_id": "t"}}), backend=backend)
    assert result == {"n": 3}


@pytest.mark.parametrize("backend", BACKENDS)
def test_interrupt_in_a_node_with_a_timeout(backend: str) -> None:
    async def ask(state: _State) -> _State:
        return {"n": interrupt("how many?")}

    graph = _graph(ask, timeout=60.0)
    config = {"configurable": {"thread_id": "t"}}

    async def main() -> None:
        first = await graph.ainvoke({"n": 0}, config)
        assert [i.value for i in first["__interrupt__"]] == ["how many?"]
        assert await graph.ainvoke(Command(resume=5), config) == {"n": 5}

    anyio.run(main, backend=backend)

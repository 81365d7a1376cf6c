"""Several handled failures in one step: which one the run raises.

LangGraph raises the failure of the task first in the step's order (the order
``next`` lists), whichever failed first in time.
"""

from __future__ import annotations

import asyncio
import operator
import threading
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Send


class State(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


def handler(state: State) -> dict[str, Any]:
    return {"log": ["handled"]}


def _graph(is_async: bool) -> Any:
    # c fails first, then b, then a: each waits for the next one's failure signal
    c_failed = threading.Event()
    b_failed = threading.Event()

    def node(name: str, wait: threading.Event | None, signal: threading.Event | None) -> Any:
        def run(state: State) -> dict[str, Any]:
            if wait is not None:
                wait.wait(10)
            if signal is not None:
                signal.set()
            raise ValueError(name)

        async def arun(state: State) -> dict[str, Any]:
            if wait is not None:
                await asyncio.to_thread(wait.wait, 10)
            if signal is not None:
                signal.set()
            raise ValueError(name)

        return arun if is_async else run

    builder = StateGraph(State)
    builder.add_node("a", node("a", b_failed, None), error_handler=handler)
    builder.add_node("b", node("b", c_failed, b_failed), error_handler=handler)
    builder.add_node("c", node("c", None, c_failed), error_handler=handler)
    for name in "abc":
        builder.add_edge(START, name)
    return builder.compile()


def test_sync_run_raises_the_handled_failure_first_in_task_order() -> None:
    with pytest.raises(ValueError, match=r"^a\nDuring task with name 'a'"):
        _graph(False).invoke({"log": []})


def test_async_run_raises_the_handled_failure_first_in_task_order() -> None:
    with pytest.raises(ValueError, match=r"^a\nDuring task with name 'a'"):
        asyncio.run(_graph(True).ainvoke({"log": []}))


def test_push_tasks_raise_the_failure_of_the_first_send() -> None:
    released = threading.Event()

    def work(arg: dict[str, int]) -> dict[str, Any]:
        if arg["i"] == 0:
            released.wait(10)  # the first Send fails last
        elif arg["i"] == 2:
            released.set()
        raise ValueError(str(arg["i"]))

    builder = StateGraph(State)
    builder.add_node("work", work, error_handler=handler)
    builder.add_conditional_edges(START, lambda state: [Send("work", {"i": i}) for i in range(3)])
    with pytest.raises(ValueError, match=r"^0\nDuring task with name 'work'"):
        builder.compile().invoke({"log": []})

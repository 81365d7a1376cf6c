"""Behaviours found by running LangGraph's own test suite against lingxigraph.

Each test states the rule (checked against LangGraph 1.2.11) and runs it on every
driver where the behaviour involves a run: sync, asyncio and trio.
"""

from __future__ import annotations

import uuid
from typing import Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_config
from lingxigraph.graph import START, StateGraph

DRIVERS = ["sync", "asyncio", "trio"]


def call(driver: str, graph: Any, method: str, *args: Any, **kwargs: Any) -> Any:
    """``graph.<method>`` through ``driver``; stream results come back as lists."""
    if driver == "sync":
        out = getattr(graph, method)(*args, **kwargs)
        return list(out) if method == "stream" else out

    async def run() -> Any:
        with anyio.fail_after(10):
            out = getattr(graph, "a" + method)(*args, **kwargs)
            if method == "stream":
                return [c async for c in out]
            return await out

    return anyio.run(run, backend=driver)



# ---- what counts as a runnable ------------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_mock_node_is_called_not_invoked(driver: str) -> None:
    # a Mock answers every attribute, ``invoke`` included; like LangGraph, only an
    # object whose class has ``invoke`` is run as a runnable
    from unittest import mock

    from lingxigraph.channels import LastValue
    from lingxigraph.pregel import NodeBuilder, Pregel

    add_one = mock.Mock(side_effect=lambda x: x + 1)
    app = Pregel(
        nodes={
            "one": NodeBuilder().subscribe_only("input").do(add_one).write_to("inbox"),
            "two": NodeBuilder().subscribe_only("inbox").do(add_one).write_to("output"),
        },
        channels={"input": LastValue(int), "inbox": LastValue(int), "output": LastValue(int)},
        input_channels="input",
        output_channels="output",
    )
    assert call(driver, app, "invoke", 2) == 4
    assert add_one.call_count == 2

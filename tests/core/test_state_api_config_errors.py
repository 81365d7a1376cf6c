"""State API calls on a config missing what they need raise LangGraph 1.2.11's KeyError
(observed with the oracle): ``get_state``/``update_state`` read ``configurable`` first,
``get_state_history`` reads its ``thread_id``."""

from __future__ import annotations

import asyncio
from typing import Any, TypedDict

import pytest

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph


class State(TypedDict):
    x: int


def _graph() -> Any:
    builder = StateGraph(State)
    builder.add_node("a", lambda state: {"x": state["x"] + 1})
    builder.add_edge(START, "a")
    graph = builder.compile(checkpointer=InMemorySaver())
    graph.invoke({"x": 0}, {"configurable": {"thread_id": "other"}})  # a thread that must not be listed
    return graph


@pytest.mark.parametrize(
    ("config", "missing"),
    [({}, "configurable"), ({"configurable": {}}, "thread_id"), ({"configurable": {"checkpoint_id": "x"}}, "thread_id")],
)
def test_get_and_update_state(config: dict, missing: str) -> None:
    graph = _graph()
    with pytest.raises(KeyError) as caught:
        graph.get_state(config)
    assert caught.value.args == (missing,)
    with pytest.raises(KeyError) as caught:
        graph.update_state(config, {"x": 5})
    assert caught.value.args == (missing,)
    with pytest.raises(KeyError) as caught:
        asyncio.run(graph.aget_state(config))
    assert caught.value.args == (missing,)
    with pytest.raises(KeyError) as caught:
        asyncio.run(graph.aupdate_state(config, {"x": 5}))
    assert caught.value.args == (missing,)


@pytest.mark.parametrize("config", [{}, {"configurable": {}}, {"configurable": {"checkpoint_id": "x"}}])
def test_history_needs_a_thread(config: dict) -> None:
    graph = _graph()
    with pytest.raises(KeyError) as caught:
        list(graph.get_state_history(config))
    assert caught.value.args == ("thread_id",)

    async def collect() -> list[Any]:
        return [s async for s in graph.aget_state_history(config)]

    with pytest.raises(KeyError) as caught:
        asyncio.run(collect())
    assert caught.value.args == ("thread_id",)


def test_history_of_a_thread_still_lists_it() -> None:
    graph = _graph()
    assert [s.values for s in graph.get_state_history({"configurable": {"thread_id": "other"}})] == [
        {"x": 1},
        {"x": 0},
        {},
    ]


@pytest.mark.parametrize(
    "configurable", [{"checkpoint_id": "x"}, {"checkpoint_ns": ""}, {"checkpoint_ns": "", "user": 1}]
)
def test_run_with_checkpoint_keys_but_no_thread(configurable: dict) -> None:
    """LangGraph accepts the config (it names a checkpoint key), then its saver reads the
    missing thread id: KeyError('thread_id'), from invoke, stream and ainvoke alike."""
    graph = _graph()
    config = {"configurable": configurable}
    for call in (
        lambda: graph.invoke({"x": 0}, config),
        lambda: list(graph.stream({"x": 0}, config)),
        lambda: asyncio.run(graph.ainvoke({"x": 0}, config)),
    ):
        with pytest.raises(KeyError) as caught:
            call()
        assert caught.value.args == ("thread_id",)


@pytest.mark.parametrize("config", [{}, {"configurable": {}}, {"configurable": {"user": 1}}])
def test_run_without_any_checkpoint_key(config: dict) -> None:
    graph = _graph()
    with pytest.raises(ValueError, match="Checkpointer requires one or more of the following 'configurable' keys"):
        graph.invoke({"x": 0}, config)

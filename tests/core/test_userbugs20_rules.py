"""Rules found replaying users' bug reports (round 16, part A) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import asyncio
import functools
import operator
import threading
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph


def _keep_last_two(a: list[Any], b: list[Any]) -> list[Any]:
    return (list(a) + list(b))[-2:]


class Plain(TypedDict):
    log: list


class Added(TypedDict):
    log: Annotated[list, operator.add]


class LastTwo(TypedDict):
    log: Annotated[list, _keep_last_two]


class ByLambda(TypedDict):
    log: Annotated[list, lambda a, b: a + b]


def _build(state: type, other: type, how: str) -> StateGraph[Any, Any, Any, Any]:
    if how == "input":
        return StateGraph(state, input_schema=other)
    return StateGraph(state).add_node("n", lambda s: {}, input_schema=other)


@pytest.mark.parametrize("how", ["input", "node"])
@pytest.mark.parametrize(
    ("state", "other"),
    [(Added, LastTwo), (LastTwo, Added), (Plain, Added)],
    ids=["two-reducers", "two-reducers-reversed", "plain-then-reducer"],
)
def test_a_second_schema_may_not_give_a_key_another_reducer(state: type, other: type, how: str) -> None:
    # LangGraph compares the channels themselves: another reducer for a key (or a
    # reducer for a key the state schema keeps plain) fails when the schema is added
    with pytest.raises(ValueError, match="^Channel 'log' already exists with a different type$"):
        _build(state, other, how)


@pytest.mark.parametrize("how", ["input", "node"])
@pytest.mark.parametrize(
    ("state", "other", "kept"),
    [(Added, Plain, operator.add), (Added, Added, operator.add), (Added, ByLambda, operator.add)],
    ids=["plain-key", "same-reducer", "lambda"],
)
def test_a_plain_key_same_reducer_or_lambda_keeps_the_state_channel(state: type, other: type, kept: Any, how: str) -> None:
    g = _build(state, other, how)
    assert g.channels["log"].operator is kept


def test_the_state_schemas_lambda_reducer_is_kept_over_a_named_one() -> None:
    # lambdas compare equal to any reducer, so the first schema's channel stays
    g = StateGraph(ByLambda, input_schema=Added)
    assert g.channels["log"].operator.__name__ == "<lambda>"


class N(TypedDict):
    n: int


def _overlap_graph(live: dict[str, int]) -> Any:
    async def work(s: N) -> dict[str, int]:
        live["now"] += 1
        live["peak"] = max(live["peak"], live["now"])
        for _ in range(3):
            await asyncio.sleep(0)
        live["now"] -= 1
        return {"n": s["n"] * 10}

    return StateGraph(N).add_node("work", work).add_edge(START, "work").compile()


@pytest.mark.parametrize(("limit", "peak"), [(1, 1), (2, 2), (None, 4)])
def test_abatch_runs_at_most_max_concurrency_inputs_at_once(limit: int | None, peak: int) -> None:
    # LangChain's Runnable.abatch gates the runs on the first config's max_concurrency
    live = {"now": 0, "peak": 0}
    g = _overlap_graph(live)
    config: dict[str, Any] = {"max_concurrency": limit} if limit else {}
    out = asyncio.run(g.abatch([{"n": i} for i in range(4)], config))
    assert ([o["n"] for o in out], live["peak"]) == ([0, 10, 20, 30], peak)


def test_abatch_takes_the_limit_from_the_first_of_several_configs() -> None:
    live = {"now": 0, "peak": 0}
    g = _overlap_graph(live)
    configs: list[dict[str, Any]] = [{"max_concurrency": 1}, {}, {}]
    asyncio.run(g.abatch([{"n": i} for i in range(3)], configs))
    assert live["peak"] == 1


def test_batch_with_max_concurrency_one_runs_the_inputs_one_after_another() -> None:
    lock = threading.Lock()
    live = {"now": 0, "peak": 0}
    order: list[int] = []

    def work(s: N) -> dict[str, int]:
        with lock:
            live["now"] += 1
            live["peak"] = max(live["peak"], live["now"])
            order.append(s["n"])
        with lock:
            live["now"] -= 1
        return {"n": s["n"]}

    g = StateGraph(N).add_node("work", work).add_edge(START, "work").compile()
    g.batch([{"n": i} for i in range(6)], {"max_concurrency": 1})
    assert (order, live["peak"]) == (list(range(6)), 1)


@pytest.mark.parametrize(
    ("limit", "error", "text"),
    [(-1, ValueError, "Semaphore initial value must be >= 0"), ("2", TypeError, "'<' not supported")],
)
def test_abatch_refuses_a_limit_asyncio_semaphore_refuses(limit: Any, error: type, text: str) -> None:
    live = {"now": 0, "peak": 0}
    g = _overlap_graph(live)
    with pytest.raises(error, match=text):
        asyncio.run(g.abatch([{"n": 1}, {"n": 2}], {"max_concurrency": limit}))
    assert live["peak"] == 0  # nothing ran


@pytest.mark.parametrize(("limit", "peak"), [(1.5, 4), (2.0, 2)])
def test_abatch_as_completed_fractional_limit_bounds_nothing(limit: float, peak: int) -> None:
    # asyncio.Semaphore(1.5) counts 0.5, -0.5, ... and never reaches 0, so LangChain's
    # gate never blocks; an integral float bounds as its int
    live = {"now": 0, "peak": 0}
    g = _overlap_graph(live)

    async def collect() -> list[Any]:
        return [pair async for pair in g.abatch_as_completed([{"n": i} for i in range(4)], {"max_concurrency": limit})]

    out = asyncio.run(collect())
    assert (sorted(i for i, _ in out), live["peak"]) == ([0, 1, 2, 3], peak)


@pytest.mark.parametrize("limit", [0, -1])
def test_batch_refuses_a_limit_below_one_like_a_thread_pool(limit: int) -> None:
    g = StateGraph(N).add_node("w", lambda s: {"n": 1}).add_edge(START, "w").compile()
    with pytest.raises(ValueError, match="^max_workers must be greater than 0$"):
        g.batch([{"n": 1}, {"n": 2}], {"max_concurrency": limit})


_dash_join = functools.partial(_keep_last_two)


class ByPartial(TypedDict):
    log: Annotated[list, _dash_join]


class ByPartialToo(TypedDict):
    log: Annotated[list, _dash_join]


def test_a_partial_reducer_in_two_schemas_fails_reading_its_name() -> None:
    # LangGraph 1.2.11 reads both reducers' __name__ before comparing them, so a
    # functools.partial (no __name__) fails even when it is the same object
    with pytest.raises(AttributeError, match="'functools.partial' object has no attribute '__name__'"):
        StateGraph(ByPartial, input_schema=ByPartialToo)


def test_a_partial_reducer_in_one_schema_runs() -> None:
    g = StateGraph(ByPartial).add_node("n", lambda s: {"log": [3]}).add_edge(START, "n").compile()
    assert g.invoke({"log": [1, 2]}) == {"log": [2, 3]}

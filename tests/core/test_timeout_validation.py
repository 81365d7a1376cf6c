"""Node timeouts: bad values fail where they are declared, sync targets are refused
(sync Python cannot be cancelled), and async runnables in a ``NodeBuilder`` chain
run through ``ainvoke`` in async runs."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest
from langchain_core.runnables import RunnableLambda, RunnableParallel
from typing_extensions import TypedDict

from lingxigraph.channels import EphemeralValue, LastValue
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import NodeBuilder, Pregel
from lingxigraph.types import Send, TimeoutPolicy

SYNC_REFUSED = "only supported for async nodes"


class _State(TypedDict):
    x: int


def _pregel(step: object, timeout: object) -> Pregel:
    node = NodeBuilder().subscribe_only("input").do(step).set_timeout(timeout).write_to("output")
    return Pregel(
        nodes={"slow": node},
        channels={"input": EphemeralValue(int), "output": LastValue(int)},
        input_channels="input",
        output_channels="output",
    )


def _inc(value: int) -> int:
    return value + 1


async def _ainc(value: int) -> int:
    return value + 1


def test_zero_timeout_fails_at_each_declaration() -> None:
    for declare in (
        lambda: task(timeout=0),
        lambda: entrypoint(timeout=0),
        lambda: NodeBuilder().set_timeout(0),
        lambda: Send("n", {}, timeout=0),
        lambda: StateGraph(_State).add_node("n", _inc, timeout=0),
    ):
        with pytest.raises(ValueError, match="^run_timeout must be greater than 0$"):
            declare()


def test_timeout_policy_names_the_bad_field() -> None:
    with pytest.raises(ValueError, match="^idle_timeout must be greater than 0$"):
        TimeoutPolicy.coerce(TimeoutPolicy(idle_timeout=0))
    with pytest.raises(ValueError, match="^refresh_on must be 'auto' or 'heartbeat'$"):
        TimeoutPolicy.coerce(TimeoutPolicy(run_timeout=1, refresh_on="sometimes"))  # type: ignore[arg-type]


def test_coercing_a_coerced_policy_gives_the_same_object() -> None:
    """As in LangGraph: a policy whose limits are already float seconds comes back
    itself (before, an equal copy); one with an int or a timedelta is normalized."""
    policy = TimeoutPolicy.coerce(TimeoutPolicy(run_timeout=2, idle_timeout=timedelta(seconds=1)))
    assert policy == TimeoutPolicy(run_timeout=2.0, idle_timeout=1.0)
    assert policy is not None and type(policy.run_timeout) is float
    assert TimeoutPolicy.coerce(policy) is policy
    assert TimeoutPolicy.coerce(TimeoutPolicy(run_timeout=0.5, refresh_on="heartbeat")) == TimeoutPolicy(
        run_timeout=0.5, refresh_on="heartbeat"
    )


def test_sync_task_and_entrypoint_with_timeout_are_refused_at_decoration() -> None:
    with pytest.raises(ValueError, match=f"{SYNC_REFUSED}.*Task 'double' is sync"):

        @task(timeout=1)
        def double(value: int) -> int:
            return value * 2

    with pytest.raises(ValueError, match=f"{SYNC_REFUSED}.*Node 'main' is sync"):

        @entrypoint(timeout=TimeoutPolicy(idle_timeout=1))
        def main(value: int) -> int:
            return value


@pytest.mark.parametrize(
    "step",
    [
        _inc,
        RunnableLambda(_inc).with_config(tags=["wrapped"]),
        RunnableParallel(a=RunnableLambda(_inc), b=RunnableLambda(_ainc)),
    ],
    ids=["function", "bound-sync-lambda", "parallel-with-a-sync-branch"],
)
def test_pregel_refuses_a_sync_step_with_a_timeout(step: object) -> None:
    with pytest.raises(ValueError, match=f"{SYNC_REFUSED}.*Node 'slow' is sync"):
        _pregel(step, TimeoutPolicy(idle_timeout=1))


def test_state_graph_accepts_async_runnable_lambda_with_timeout() -> None:
    builder = StateGraph(_State)
    builder.add_node("n", RunnableLambda(_ainc).with_config(tags=["t"]), timeout=5)
    builder.add_edge(START, "n")
    builder.add_edge("n", END)
    builder.compile()  # no error: the lambda is natively async


def test_async_runnable_lambda_step_runs_via_ainvoke() -> None:
    graph = _pregel(RunnableLambda(_ainc), TimeoutPolicy(run_timeout=5))
    assert asyncio.run(graph.ainvoke(1)) == 2
    # without a timeout the same node still runs in async runs
    plain = Pregel(
        nodes={"n": NodeBuilder().subscribe_only("input").do(RunnableLambda(_ainc)).write_to("output")},
        channels={"input": EphemeralValue(int), "output": LastValue(int)},
        input_channels="input",
        output_channels="output",
    )
    assert asyncio.run(plain.ainvoke(41)) == 42


def test_sync_run_of_a_node_with_a_timeout_raises() -> None:
    graph = _pregel(RunnableLambda(_ainc), TimeoutPolicy(run_timeout=5))
    with pytest.raises(ValueError, match=f"{SYNC_REFUSED}.*Node 'slow' is sync"):
        graph.invoke(1)

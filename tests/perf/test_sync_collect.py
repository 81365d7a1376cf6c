"""The sync driver's quiet parallel steps: when nothing a caller sees comes out
of a task as it finishes (``values`` only, no per-task saves, no events), the
step's tasks are collected once all have ended; otherwise each one as it ends.
Nothing here is timed.
"""

from __future__ import annotations

import operator
import threading
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Send


class Fan(TypedDict, total=False):
    n: int
    out: Annotated[list[int], operator.add]


def _fan_graph(checkpointer: Any = None, fail_at: int | None = None) -> Any:
    def work(arg: dict[str, int]) -> dict[str, list[int]]:
        if arg["i"] == fail_at:
            raise ValueError(f"task {arg['i']} failed")
        return {"out": [arg["i"] * 10]}

    builder = StateGraph(Fan)
    builder.add_node("prepare", lambda s: {})
    builder.add_node("work", work)
    builder.add_edge(START, "prepare")
    builder.add_conditional_edges(
        "prepare", lambda s: [Send("work", {"i": i}) for i in range(s["n"])], ["work"]
    )
    builder.add_edge("work", END)
    return builder.compile(checkpointer=checkpointer)


@pytest.mark.parametrize("durability", ["exit", "sync", "async"])
def test_a_parallel_step_gives_the_same_state_however_it_is_collected(durability: str) -> None:
    expected = [i * 10 for i in range(7)]
    assert _fan_graph().invoke({"n": 7, "out": []})["out"] == expected
    chunks = list(_fan_graph().stream({"n": 7, "out": []}, stream_mode="values"))
    assert chunks[-1]["out"] == expected
    graph = _fan_graph(InMemorySaver())
    config = {"configurable": {"thread_id": durability}}
    assert graph.invoke({"n": 7, "out": []}, config, durability=durability)["out"] == expected
    assert graph.get_state(config).values["out"] == expected


def test_a_failing_task_of_a_quiet_parallel_step_still_fails_the_run() -> None:
    with pytest.raises(ValueError, match=r"^task 3 failed(\n|$)"):
        _fan_graph(fail_at=3).invoke({"n": 6, "out": []})
    saver = InMemorySaver()
    graph = _fan_graph(saver, fail_at=2)
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises(ValueError, match=r"^task 2 failed(\n|$)"):
        graph.invoke({"n": 4, "out": []}, config, durability="exit")
    # the siblings that finished were saved with the failed step (durability "exit")
    state = graph.get_state(config)
    assert state.next == ("work",)
    assert [(t.error is not None, t.result) for t in state.tasks] == [
        (False, {"out": [0]}),
        (False, {"out": [10]}),
        (True, None),
        (False, {"out": [30]}),
    ]


class Pair(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


def test_updates_come_out_as_each_parallel_task_finishes() -> None:
    """``updates`` mode: the slow task waits for the caller to have seen the fast
    task's update, which it can only do if that update is not held back until
    the whole step has ended."""
    seen_fast = threading.Event()
    released: list[bool] = []

    def slow(state: Pair) -> Pair:
        released.append(seen_fast.wait(timeout=30))
        return {"log": ["slow"]}

    builder = StateGraph(Pair)
    builder.add_node("fast", lambda s: {"log": ["fast"]})
    builder.add_node("slow", slow)
    builder.add_edge(START, "fast")
    builder.add_edge(START, "slow")
    builder.add_edge("fast", END)
    builder.add_edge("slow", END)
    graph = builder.compile()
    order = []
    for chunk in graph.stream({"log": []}, stream_mode="updates"):
        order.extend(chunk)
        if "fast" in chunk:
            seen_fast.set()
    assert released == [True]
    assert order == ["fast", "slow"]


def test_subgraph_values_come_out_while_a_sibling_still_runs() -> None:
    """``subgraphs=True``: a subgraph's chunks stream live, even in ``values`` mode."""
    seen_inner = threading.Event()
    released: list[bool] = []

    inner = StateGraph(Pair)
    inner.add_node("step", lambda s: {"log": ["inner"]})
    inner.add_edge(START, "step")
    inner.add_edge("step", END)

    def slow(state: Pair) -> Pair:
        released.append(seen_inner.wait(timeout=30))
        return {"log": ["slow"]}

    builder = StateGraph(Pair)
    builder.add_node("sub", inner.compile())
    builder.add_node("slow", slow)
    builder.add_edge(START, "sub")
    builder.add_edge(START, "slow")
    builder.add_edge("sub", END)
    builder.add_edge("slow", END)
    last = None
    for ns, chunk in builder.compile().stream({"log": []}, stream_mode="values", subgraphs=True):
        if ns:
            seen_inner.set()
        last = chunk
    assert released == [True]
    assert last is not None and sorted(last["log"]) == ["inner", "slow"]


def test_a_run_machine_takes_attributes_beyond_its_slots() -> None:
    import weakref

    from lingxigraph.pregel._setup import prepare_run

    graph = _fan_graph()
    machine, _, _ = prepare_run(
        graph, {"n": 1}, None, context=None, modes=["values"], output_keys=None,
        interrupt_before=None, interrupt_after=None, durability=None, subgraphs=False, live=False,
    )
    machine.extra = 1  # type: ignore[attr-defined]
    assert machine.extra == 1  # type: ignore[attr-defined]
    assert weakref.ref(machine)() is machine

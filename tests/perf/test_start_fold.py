"""The ``__start__`` step folded into the machine gives what the general path gives.

When nothing sees the START task as a task (no per-task saves, no tasks/debug/
checkpoints/messages chunks, no events log or tracing, no live stream) and the
input is a plain dict, step 0 runs without the driver's task run
(``Machine._folded_start``). Each test runs the same graph folded and with
the fold turned off, and compares everything observable; the
effects are counted, nothing is timed.
"""

from __future__ import annotations

import asyncio
import operator
import re
from collections import Counter
from typing import Annotated, Any

import pydantic
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _machine
from lingxigraph.types import Command, interrupt


class State(TypedDict):
    x: int
    log: Annotated[list, operator.add]


def _graph(*, route: bool = False, ask: bool = False, saver: Any = None, **kwargs: Any) -> Any:
    builder = StateGraph(State)
    builder.add_node("a", lambda s: {"x": s["x"] + 1, "log": ["a"]})
    builder.add_node("b", lambda s: {"x": s["x"] * 2, "log": ["b"]})
    if ask:

        def q(s: State) -> dict:
            return {"x": interrupt("how much?"), "log": ["q"]}

        builder.add_node("q", q)
        builder.add_edge("a", "q")
        builder.add_edge("q", "b")
    else:
        builder.add_edge("a", "b")
    if route:
        builder.add_conditional_edges(START, lambda s: "a" if s["x"] else "b", ["a", "b"])
    else:
        builder.add_edge(START, "a")
    builder.add_edge("b", END)
    return builder.compile(checkpointer=saver, **kwargs)




_IDS = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}[0-9a-f-]*")
_TIMES = re.compile(r"\d{4}-\d\d-\d\dT[0-9:.]+\+00:00")


def _same_shape(value: Any) -> str:
    """``repr(value)`` with ids numbered by first appearance and timestamps dropped
    (checkpoint ids and run ids differ from run to run)."""
    names: dict[str, str] = {}
    text = _TIMES.sub("<ts>", repr(value))
    return _IDS.sub(lambda m: names.setdefault(m.group(0), f"<id{len(names)}>"), text)


def _both(monkeypatch: pytest.MonkeyPatch, effects: Counter[str], run: Any) -> tuple[Any, int, Any, int]:
    """``run()`` folded, then with the fold turned off: (result, tasks the driver
    ran: ``RunTasks`` effects and lone tasks the machine ran through it) of each."""
    folded = run()
    folded_tasks = effects["RunTasks"] + effects["inline"]
    effects.clear()
    with monkeypatch.context() as patch:
        patch.setattr(_machine.Machine, "_foldable_start", lambda self: None)
        general = run()
    return folded, folded_tasks, general, effects["RunTasks"] + effects["inline"]


@pytest.mark.parametrize("mode", ["values", "updates", ["values", "updates"]])
@pytest.mark.parametrize("saved", [False, True])
def test_step_zero_is_folded_when_nothing_sees_its_task(
    monkeypatch: pytest.MonkeyPatch, effects: Counter[str], mode: Any, saved: bool
) -> None:
    def run() -> Any:
        saver = InMemorySaver() if saved else None
        graph = _graph(saver=saver)
        config = {"configurable": {"thread_id": "t"}} if saved else {}
        kwargs = {"durability": "exit"} if saved else {}
        chunks = list(graph.stream({"x": 1, "log": []}, config, stream_mode=mode, **kwargs))
        if not saved:
            return chunks
        again = list(graph.stream({"x": 5}, config, stream_mode=mode, durability="exit"))
        return chunks, again, list(graph.get_state_history(config)), dict(saver.writes)

    folded, folded_tasks, general, general_tasks = _both(monkeypatch, effects, run)
    assert _same_shape(folded) == _same_shape(general)
    # (two nodes per run; the general path also runs the START task; with a saver the
    # second input on the thread is folded too)
    assert general_tasks == (6 if saved else 3)
    assert folded_tasks == (4 if saved else 2)


@pytest.mark.parametrize(
    "case",
    [
        "tasks",
        "debug",
        "messages",
        "checkpoints",
        "custom",
        "durability-sync",
        "durability-async",
        "route",
        "model-input",
        "events",
        "subgraphs",
    ],
)
def test_step_zero_runs_as_a_task_when_something_sees_it(
    monkeypatch: pytest.MonkeyPatch, effects: Counter[str], case: str
) -> None:
    def run() -> Any:
        saver = InMemorySaver() if case.startswith(("checkpoints", "durability")) else None
        graph = _graph(saver=saver, route=case == "route")
        config = {"configurable": {"thread_id": "t"}} if saver else {}
        kwargs: dict[str, Any] = {}
        mode: Any = ["values", "updates"]
        if case.startswith("durability"):
            kwargs["durability"] = case.split("-")[1]
        elif case == "subgraphs":
            kwargs["subgraphs"] = True
        elif case != "route" and case != "model-input":
            mode = [case, "values"]
        inp: Any = {"x": 1, "log": []}
        if case == "model-input":
            inp = _Input(x=1)
        chunks = list(graph.stream(inp, config, stream_mode=mode, **kwargs))
        saved = (list(graph.get_state_history(config)), dict(saver.writes)) if saver else None
        return [c for c in chunks if "events" not in c], saved

    folded, folded_tasks, general, general_tasks = _both(monkeypatch, effects, run)
    assert _same_shape(folded) == _same_shape(general)
    assert folded_tasks == general_tasks == 3


class _Input(pydantic.BaseModel):
    x: int
    log: list = []


def test_a_breakpoint_and_a_resume_after_a_folded_start(
    monkeypatch: pytest.MonkeyPatch, effects: Counter[str]
) -> None:
    def run() -> Any:
        saver = InMemorySaver()
        graph = _graph(saver=saver, ask=True, interrupt_after=["a"])
        config = {"configurable": {"thread_id": "t"}}
        out = [list(graph.stream({"x": 1, "log": []}, config, stream_mode=["values", "updates"], durability="exit"))]
        out.append(list(graph.stream(None, config, stream_mode=["values", "updates"], durability="exit")))
        out.append(list(graph.stream(Command(resume=7), config, stream_mode="values", durability="exit")))
        out.append(list(graph.get_state_history(config)))
        out.append(dict(saver.writes))
        return out

    folded, folded_tasks, general, general_tasks = _both(monkeypatch, effects, run)
    assert _same_shape(folded) == _same_shape(general)
    assert folded[2][-1] == {"x": 14, "log": ["a", "q", "b"]}
    assert folded_tasks == general_tasks - 1


def test_a_reducer_failing_on_the_input_saves_the_start_task_as_before(
    monkeypatch: pytest.MonkeyPatch, effects: Counter[str]
) -> None:
    # the START task's writes are applied at step 0's barrier: a reducer that fails
    # there fails the run, and durability "exit" saves the checkpoint and the START
    # task's writes under its id, as the general path does
    def run() -> Any:
        saver = InMemorySaver()
        graph = _graph(saver=saver)
        config = {"configurable": {"thread_id": "t"}}
        with pytest.raises(TypeError) as caught:
            graph.invoke({"x": 1, "log": 3}, config, durability="exit")
        return str(caught.value), list(graph.get_state_history(config)), dict(saver.writes)

    folded, folded_tasks, general, general_tasks = _both(monkeypatch, effects, run)
    assert _same_shape(folded) == _same_shape(general)
    assert folded[2]  # (the writes were saved)
    assert folded_tasks == 0 and general_tasks == 1


def test_a_recursion_limit_of_one_stops_as_before(
    monkeypatch: pytest.MonkeyPatch, effects: Counter[str]
) -> None:
    from lingxigraph.errors import GraphRecursionError

    def run() -> Any:
        graph = _graph()
        chunks: list[Any] = []
        with pytest.raises(GraphRecursionError):
            for chunk in graph.stream({"x": 1, "log": []}, {"recursion_limit": 1}, stream_mode="values"):
                chunks.append(chunk)  # noqa: PERF402 (the chunks before the error)
        return chunks

    folded, _, general, _ = _both(monkeypatch, effects, run)
    # (steps 0 and 1 run, step 2 is over the limit)
    assert folded == general == [{"x": 1, "log": []}, {"x": 2, "log": ["a"]}]


def test_subgraph_calls_and_async_runs_fold_their_start(
    monkeypatch: pytest.MonkeyPatch, effects: Counter[str]
) -> None:
    inner = _graph()

    class Outer(TypedDict):
        x: Annotated[int, operator.add]
        log: Annotated[list, operator.add]

    def call(state: Outer) -> dict:
        return inner.invoke({"x": state["x"], "log": []})

    builder = StateGraph(Outer)
    builder.add_node("call", call)
    builder.add_node("sub", inner)
    builder.add_edge(START, "call")
    builder.add_edge("call", "sub")
    outer = builder.compile()

    def run() -> Any:
        sync = outer.invoke({"x": 1, "log": []})

        async def main() -> Any:
            return [c async for c in outer.astream({"x": 1, "log": []}, stream_mode=["values", "updates"])]

        return sync, asyncio.run(main())

    folded, folded_tasks, general, general_tasks = _both(monkeypatch, effects, run)
    assert folded == general
    # (two runs: outer 2 nodes + 2 subgraph runs of 2 nodes each, START folded in each)
    assert general_tasks - folded_tasks == 6


def test_a_start_step_the_general_path_takes_gets_its_input(
    monkeypatch: pytest.MonkeyPatch, effects: Counter[str]
) -> None:
    # without a saver the folded step takes the input without writing it to the START
    # channel; when the general path takes the step after all (a breakpoint on START,
    # a drain asked for before the run), the input is written there first
    from lingxigraph.errors import GraphDrained
    from lingxigraph.runtime import RunControl

    def run() -> Any:
        graph = _graph()
        out: list[Any] = [
            list(graph.stream({"x": 1, "log": []}, stream_mode=["values", "updates"], interrupt_before=[START])),
            graph.invoke({"x": 1, "log": []}, interrupt_after=[START]),
        ]
        control = RunControl()
        control.request_drain("stop")
        with pytest.raises(GraphDrained):
            graph.invoke({"x": 1, "log": []}, control=control)
        out.append(graph.invoke({"x": 1, "log": []}))
        return out

    folded, _, general, _ = _both(monkeypatch, effects, run)
    assert folded == general
    assert folded == [[("updates", {"__interrupt__": ()})], {"x": 1, "log": []}, {"x": 4, "log": ["a", "b"]}]


def test_a_step_with_no_node_triggered_plans_only_sends(monkeypatch: pytest.MonkeyPatch) -> None:
    # the run's last planning finds no triggered node: the planner runs only when a
    # Send is pending (``Machine._plan``)
    from lingxigraph.types import Send

    calls: list[int] = []
    original = _machine.plan_tasks

    def counted(*args: Any) -> Any:
        tasks = original(*args)
        calls.append(len(tasks))
        return tasks

    original_lone = _machine.Machine._plan_lone

    def counted_lone(self: Any, name: str) -> Any:
        tasks = original_lone(self, name)
        if tasks is not None:
            calls.append(len(tasks))
        return tasks

    monkeypatch.setattr(_machine, "plan_tasks", counted)
    # (a step only one node may run in is planned by ``Machine._plan_lone``)
    monkeypatch.setattr(_machine.Machine, "_plan_lone", counted_lone)
    assert _graph().invoke({"x": 1, "log": []}) == {"x": 4, "log": ["a", "b"]}
    assert calls == [1, 1]  # (a, b; START folded, the last planning skipped)

    builder = StateGraph(State)
    builder.add_node("fan", lambda s: {"log": ["fan"]})
    builder.add_node("each", lambda s: {"log": [s["x"]]})
    builder.add_edge(START, "fan")
    builder.add_conditional_edges("fan", lambda s: [Send("each", {"x": i, "log": []}) for i in range(2)], ["each"])
    calls.clear()
    assert builder.compile().invoke({"x": 0, "log": []}) == {"x": 0, "log": ["fan", 0, 1]}
    assert calls == [1, 2]  # (fan; the two Sends, planned with no node triggered)

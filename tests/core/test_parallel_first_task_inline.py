"""A multi-task step of a sync run whose chunks go out only at its end.

The sync driver runs the first task of such a step (values mode or invoke, no
per-task saves) on the calling thread and the others on worker threads. What a
user sees must not depend on that: LangGraph 1.2.11 runs every task of a
multi-task step on a worker thread. Each scenario here was compared with
LangGraph; nothing is timed (concurrency is checked with Barriers / Events that
have a timeout).
"""

from __future__ import annotations

import asyncio
import contextvars
import operator
import threading
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import GraphRecursionError
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, RetryPolicy, interrupt


class Log(TypedDict):
    log: Annotated[list[str], operator.add]


def _leaf(tag: str) -> Any:
    def node(state: Log) -> dict:
        return {"log": [tag]}

    return node


def _parallel(nodes: dict[str, Any], checkpointer: Any = None, **first_kwargs: Any) -> Any:
    """``START`` fans out to every node of ``nodes`` (plan order: as given)."""
    builder = StateGraph(Log)
    for i, (name, fn) in enumerate(nodes.items()):
        builder.add_node(name, fn, **(first_kwargs if i == 0 else {}))
        builder.add_edge(START, name)
    return builder.compile(checkpointer=checkpointer)


_THREAD = {"configurable": {"thread_id": "t"}}


@pytest.mark.parametrize("error", [KeyboardInterrupt, SystemExit, GeneratorExit])
def test_first_branch_base_exception_keeps_the_siblings_writes(error: type[BaseException]) -> None:
    # before: a BaseException of the task run on the calling thread escaped the
    # driver, and nothing was saved (get_state empty); LangGraph saves the other
    # tasks' writes and the failure, as for an Exception
    def boom(state: Log) -> dict:
        raise error

    graph = _parallel({"a": boom, "b": _leaf("b"), "c": _leaf("c")}, InMemorySaver())
    with pytest.raises(error):
        graph.invoke({"log": []}, _THREAD, durability="exit")
    state = graph.get_state(_THREAD)
    assert state.values == {"log": ["b", "c"]}
    assert state.next == ("a",)
    assert [(t.name, t.error) for t in state.tasks] == [("a", repr(error())), ("b", None), ("c", None)]


def test_first_branch_exception_keeps_the_siblings_writes() -> None:
    def boom(state: Log) -> dict:
        raise ValueError("boom")

    graph = _parallel({"a": boom, "b": _leaf("b")}, InMemorySaver())
    with pytest.raises(ValueError, match="^boom"):
        graph.invoke({"log": []}, _THREAD, durability="exit")
    state = graph.get_state(_THREAD)
    assert state.values == {"log": ["b"]}
    assert [(t.name, t.error) for t in state.tasks] == [("a", "ValueError('boom')"), ("b", None)]


def test_parallel_nodes_may_call_asyncio_run_when_invoked_under_a_running_loop() -> None:
    # a sync invoke from inside a running event loop (a notebook cell): LangGraph
    # runs both tasks on worker threads, where asyncio.run() works. Before, the
    # first one ran on the caller's thread and failed ("cannot be called from a
    # running event loop")
    async def echo(tag: str) -> str:
        return tag

    def node(tag: str) -> Any:
        return lambda state: {"log": [asyncio.run(echo(tag))]}

    graph = _parallel({"a": node("a"), "b": node("b")})

    async def caller() -> Any:
        return graph.invoke({"log": []})

    assert asyncio.run(caller()) == {"log": ["a", "b"]}


@pytest.mark.xfail(
    strict=True,
    reason="the sync driver runs a multi-task step's first task on the calling thread "
    "(values mode, no per-task saves); LangGraph runs them all on worker threads, so "
    "the caller's threading.local values are not seen by any of them",
)
def test_no_task_of_a_parallel_step_runs_on_the_calling_thread() -> None:
    local = threading.local()
    local.value = "caller"
    seen: dict[str, Any] = {}

    def node(tag: str) -> Any:
        def run(state: Log) -> dict:
            seen[tag] = (threading.current_thread(), getattr(local, "value", None))
            return {"log": [tag]}

        return run

    assert _parallel({"a": node("a"), "b": node("b")}).invoke({"log": []}) == {"log": ["a", "b"]}
    assert all(thread is not threading.current_thread() and value is None for thread, value in seen.values())


def test_first_branch_interrupt_then_resume_by_id() -> None:
    def ask(tag: str) -> Any:
        return lambda state: {"log": [f"{tag}:{interrupt('q' + tag)}"]}

    graph = _parallel({"a": ask("a"), "b": _leaf("b"), "c": ask("c")}, InMemorySaver())
    out = graph.invoke({"log": []}, _THREAD, durability="exit")
    assert out["log"] == ["b"]
    assert sorted(i.value for i in out["__interrupt__"]) == ["qa", "qc"]
    state = graph.get_state(_THREAD)
    assert state.next == ("a", "c")
    answers = {i.id: i.value.upper() for i in state.interrupts}
    assert graph.invoke(Command(resume=answers), _THREAD, durability="exit") == {"log": ["a:QA", "b", "c:QC"]}
    assert graph.get_state(_THREAD).next == ()


def test_first_branch_retries_while_the_others_finish() -> None:
    attempts: list[int] = []

    def flaky(state: Log) -> dict:
        attempts.append(1)
        if len(attempts) < 3:
            raise ValueError("flaky")
        return {"log": [f"a{len(attempts)}"]}

    policy = RetryPolicy(initial_interval=0.0, jitter=False, retry_on=ValueError)
    graph = _parallel({"a": flaky, "b": _leaf("b")}, retry_policy=policy)
    assert graph.invoke({"log": []}) == {"log": ["a3", "b"]}
    assert len(attempts) == 3


def test_first_branch_waiting_for_a_later_sibling_does_not_deadlock() -> None:
    started = threading.Event()

    def waits(state: Log) -> dict:
        assert started.wait(10), "the later sibling never ran"
        return {"log": ["a"]}

    def signals(state: Log) -> dict:
        started.set()
        return {"log": ["b"]}

    assert _parallel({"a": waits, "b": signals}).invoke({"log": []}) == {"log": ["a", "b"]}


def test_first_branch_goto_is_followed() -> None:
    builder = StateGraph(Log)
    builder.add_node("a", lambda s: Command(goto="d", update={"log": ["a"]}), destinations=("d",))
    builder.add_node("b", _leaf("b"))
    builder.add_node("d", _leaf("d"))
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    assert builder.compile().invoke({"log": []}) == {"log": ["a", "b", "d"]}


_VAR: contextvars.ContextVar[str] = contextvars.ContextVar("first_task_var", default="unset")


def test_a_context_variable_set_by_the_first_branch_stays_in_its_task() -> None:
    token = _VAR.set("outer")
    try:

        def sets(state: Log) -> dict:
            seen = _VAR.get()
            _VAR.set("changed")
            return {"log": [f"a:{seen}"]}

        builder = StateGraph(Log)
        builder.add_node("a", sets)
        builder.add_node("b", lambda s: {"log": [f"b:{_VAR.get()}"]})
        builder.add_node("d", lambda s: {"log": [f"d:{_VAR.get()}"]})
        builder.add_edge(START, "a")
        builder.add_edge(START, "b")
        builder.add_edge("a", "d")
        assert builder.compile().invoke({"log": []}) == {"log": ["a:outer", "b:outer", "d:outer"]}
        assert _VAR.get() == "outer"
    finally:
        _VAR.reset(token)


def test_nested_parallel_steps_in_parallel_subgraphs() -> None:
    inner = _parallel({"x": _leaf("x"), "y": _leaf("y")})
    outer = _parallel({"a": inner, "b": _leaf("b"), "c": lambda s: inner.invoke({"log": ["c"]})})
    assert outer.invoke({"log": []}) == {"log": ["x", "y", "b", "c", "x", "y"]}


def test_recursion_limit_in_a_parallel_loop_saves_the_last_step() -> None:
    builder = StateGraph(Log)
    for name in ("a", "b"):
        builder.add_node(name, _leaf(name))
        builder.add_edge(START, name)
        builder.add_edge(name, name)
    graph = builder.compile(checkpointer=InMemorySaver())
    config = {"recursion_limit": 4, **_THREAD}
    with pytest.raises(GraphRecursionError):
        graph.invoke({"log": []}, config, durability="exit")
    state = graph.get_state(_THREAD)
    assert state.values == {"log": ["a", "b"] * 4}
    assert state.next == ("a", "b")


def _raises_keyboard_interrupt(state: Log) -> dict:
    raise KeyboardInterrupt


def test_lone_task_base_exception_with_exit_durability_saves_the_step() -> None:
    # a lone task runs on the calling thread too. Before: nothing was saved
    # (get_state empty); LangGraph saves the step's checkpoint on the way out,
    # without recording the interrupt as the task's error
    builder = StateGraph(Log)
    builder.add_node("a", _leaf("a"))
    builder.add_node("k", _raises_keyboard_interrupt)
    builder.add_edge(START, "a")
    builder.add_edge("a", "k")
    graph = builder.compile(checkpointer=InMemorySaver())
    with pytest.raises(KeyboardInterrupt):
        graph.invoke({"log": []}, _THREAD, durability="exit")
    state = graph.get_state(_THREAD)
    assert state.values == {"log": ["a"]}
    assert [(t.name, t.error) for t in state.tasks] == [("k", None)]


@pytest.mark.parametrize("parallel", [False, True])
def test_base_exception_in_a_subgraph_with_exit_durability(parallel: bool) -> None:
    inner = StateGraph(Log)
    inner.add_node("x", _leaf("x"))
    inner.add_node("k", _raises_keyboard_interrupt)
    inner.add_edge(START, "x")
    inner.add_edge("x", "k")
    builder = StateGraph(Log)
    builder.add_node("p", _leaf("p"))
    builder.add_node("s", inner.compile())
    builder.add_edge(START, "p")
    builder.add_edge("p", "s")
    if parallel:
        builder.add_node("q", _leaf("q"))
        builder.add_edge("p", "q")
    saver = InMemorySaver()
    graph = builder.compile(checkpointer=saver)
    with pytest.raises(KeyboardInterrupt):
        graph.invoke({"log": []}, _THREAD, durability="exit")
    state = graph.get_state(_THREAD, subgraphs=True)
    # as LangGraph 1.2.11: the subgraph's step is saved in both cases; in a parallel
    # step the interrupt is the subgraph task's error and the sibling's write is kept
    assert state.values == ({"log": ["p", "q"]} if parallel else {"log": ["p"]})
    assert state.next == ("s",)
    expected = [("s", "KeyboardInterrupt()" if parallel else None, {"log": ["p", "x"]})]
    if parallel:
        expected.append(("q", None, None))
    assert [(t.name, t.error, t.state.values if t.state else None) for t in state.tasks] == expected
    assert sorted({c.config["configurable"]["checkpoint_ns"].split(":")[0] for c in saver.list(None)}) == ["", "s"]

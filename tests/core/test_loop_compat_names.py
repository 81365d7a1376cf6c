"""LangGraph's private run-loop names that code (LangGraph's own test suite) imports:
``pregel._loop`` / ``pregel._runner`` / ``_internal._queue`` name our machine, drivers
and event queue, and the ``__pregel_node_finished`` config callback is called as in
LangGraph 1.2.11 (each node or ``@task`` that finishes without error, subgraphs' too)."""

from __future__ import annotations

import gc
import operator
from typing import Annotated, Any

import pytest
from core_helpers import Driver
from typing_extensions import TypedDict

from lingxigraph._internal._constants import CONFIG_KEY_NODE_FINISHED
from lingxigraph._internal._queue import AsyncQueue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel._loop import AsyncPregelLoop, PregelLoop, SyncPregelLoop
from lingxigraph.pregel._runner import PregelRunner
from lingxigraph.types import Command, Send, interrupt


class S(TypedDict):
    log: Annotated[list[str], operator.add]


def _live(cls: type) -> int:
    return sum(1 for obj in gc.get_objects() if isinstance(obj, cls))


def test_loop_and_runner_names_find_a_running_run_and_none_after_it() -> None:
    seen: dict[str, int] = {}

    def count(state: S) -> dict[str, Any]:
        seen["loops"] = _live(PregelLoop)
        seen["runners"] = _live(PregelRunner)
        return {"log": ["counted"]}

    builder = StateGraph(S)
    builder.add_node("count", count)
    builder.add_edge(START, "count")
    builder.add_edge("count", END)
    graph = builder.compile()
    assert SyncPregelLoop is PregelLoop and AsyncPregelLoop is PregelLoop
    gc.collect()
    gc.disable()  # the run must be freed by reference counting alone
    try:
        assert graph.invoke({"log": []}) == {"log": ["counted"]}
        assert seen == {"loops": 1, "runners": 1}
        assert _live(PregelLoop) == 0
        assert _live(PregelRunner) == 0
    finally:
        gc.enable()


def test_runner_name_is_not_a_constructor_and_matches_no_other_generator() -> None:
    def numbers() -> Any:
        yield 1

    gen = numbers()
    assert not isinstance(gen, PregelRunner)
    with pytest.raises(TypeError, match=r"^PregelRunner is a compatibility name"):
        PregelRunner()


def test_async_queue_is_the_async_runs_event_queue() -> None:
    from lingxigraph.pregel._run_async import _Inbox

    assert AsyncQueue is _Inbox


def _fan_out_graph() -> StateGraph[S]:
    def first(state: S) -> dict[str, Any]:
        return {"log": ["first"]}

    def route(state: S) -> list[Send]:
        return [Send("each", {"log": [str(i)]}) for i in range(2)]

    def each(state: S) -> dict[str, Any]:
        return {"log": ["each"]}

    def ask(state: S) -> dict[str, Any]:
        return {"log": [interrupt("why?")]}

    builder = StateGraph(S)
    builder.add_node("first", first)
    builder.add_node("each", each)
    builder.add_node("ask", ask)
    builder.add_edge(START, "first")
    builder.add_conditional_edges("first", route, ["each"])
    builder.add_edge("each", "ask")
    return builder


def test_node_finished_names_each_finished_node_not_an_interrupted_one(run: Driver) -> None:
    graph = _fan_out_graph().compile(checkpointer=InMemorySaver())
    names: list[str] = []
    config = {"configurable": {"thread_id": "t", CONFIG_KEY_NODE_FINISHED: names.append}}
    out = run(graph, "invoke", {"log": []}, config)
    assert out["log"] == ["first", "each", "each"]
    assert names == ["first", "each", "each"]
    # the resumed step runs only the interrupted node
    assert run(graph, "invoke", Command(resume="because"), config) == {
        "log": ["first", "each", "each", "because"]
    }
    assert names == ["first", "each", "each", "ask"]


def test_node_finished_skips_failed_nodes(run: Driver) -> None:
    def ok(state: S) -> dict[str, Any]:
        return {"log": ["ok"]}

    def bad(state: S) -> dict[str, Any]:
        raise ValueError("bad node")

    builder = StateGraph(S)
    builder.add_node("ok", ok)
    builder.add_node("bad", bad)
    builder.add_edge(START, "ok")
    builder.add_edge("ok", "bad")
    graph = builder.compile()
    names: list[str] = []
    with pytest.raises(ValueError, match=r"^bad node"):
        run(graph, "invoke", {"log": []}, {"configurable": {CONFIG_KEY_NODE_FINISHED: names.append}})
    assert names == ["ok"]


def test_node_finished_reaches_subgraph_nodes(run: Driver) -> None:
    def inner(state: S) -> dict[str, Any]:
        return {"log": ["inner"]}

    sub = StateGraph(S)
    sub.add_node("inner", inner)
    sub.add_edge(START, "inner")
    builder = StateGraph(S)
    builder.add_node("sub", sub.compile())
    builder.add_node("after", lambda state: {"log": ["after"]})
    builder.add_edge(START, "sub")
    builder.add_edge("sub", "after")
    names: list[str] = []
    config = {"configurable": {CONFIG_KEY_NODE_FINISHED: names.append}}
    chunks = run(builder.compile(), "stream", {"log": []}, config)
    assert chunks == [{"sub": {"log": ["inner"]}}, {"after": {"log": ["after"]}}]
    assert names == ["inner", "sub", "after"]


def test_node_finished_names_tasks_then_their_entrypoint(run: Driver) -> None:
    @task
    def plus_one(x: int) -> int:
        return x + 1

    @task
    def double(x: int) -> int:
        return x * 2

    @entrypoint(checkpointer=InMemorySaver())
    def flow(x: int) -> int:
        a = plus_one(x).result()
        return a + double(a).result()

    names: list[str] = []
    config = {"configurable": {"thread_id": "t", CONFIG_KEY_NODE_FINISHED: names.append}}
    assert run(flow, "invoke", 1, config) == 6
    assert names == ["plus_one", "double", "flow"]


def test_resumed_entrypoint_saves_no_writes_again_for_a_finished_task(run: Driver) -> None:
    saved: list[tuple[str, list[str]]] = []

    class Spy(InMemorySaver):
        def put_writes(self, config: Any, writes: Any, task_id: str, task_path: str = "") -> None:
            saved.append((task_path, [channel for channel, _ in writes]))
            super().put_writes(config, writes, task_id, task_path)

        async def aput_writes(self, config: Any, writes: Any, task_id: str, task_path: str = "") -> None:
            self.put_writes(config, writes, task_id, task_path)

    @task
    def setup(x: int) -> int:
        return x * 10

    @task
    def ask(question: str) -> str:
        return interrupt(question)

    @entrypoint(checkpointer=Spy())
    def flow(x: int) -> dict[str, Any]:
        n = setup(x).result()
        return {"answer": ask(f"q{n}").result()}

    config = {"configurable": {"thread_id": "t"}}
    run(flow, "invoke", 1, config)
    assert [channels for path, channels in saved if "setup" in path] == [["__return__"]]
    saved.clear()
    assert run(flow, "invoke", Command(resume="yes"), config) == {"answer": "yes"}
    # the resumed run saves the resume value, the interrupted task's and the entrypoint's
    # writes; the setup task's, saved by the first run, are not saved again
    assert not [path for path, _ in saved if "setup" in path]
    assert [channels for _, channels in saved] == [
        ["__resume__"],
        ["__resume__", "__return__"],
        ["__end__", "__previous__"],
    ]


def test_a_node_finished_value_that_is_not_callable_is_refused_before_the_run(run: Driver) -> None:
    saver = InMemorySaver()
    graph = _fan_out_graph().compile(checkpointer=saver)
    config = {"configurable": {"thread_id": "t", CONFIG_KEY_NODE_FINISHED: 5}}
    with pytest.raises(TypeError, match=r"^configurable\['__pregel_node_finished'\] must be a callable"):
        run(graph, "invoke", {"log": []}, config)
    assert list(saver.list(None)) == []

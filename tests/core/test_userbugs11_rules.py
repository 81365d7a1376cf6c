"""Rules found replaying users' bug reports (round 8) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import operator
from typing import Annotated

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph


class Log(TypedDict, total=False):
    log: Annotated[list, operator.add]


def _graph(saver: InMemorySaver):
    return StateGraph(Log).add_node("n", lambda s: {"log": ["n"]}).add_edge(START, "n").compile(checkpointer=saver)


def test_a_thread_id_of_none_runs_a_thread_named_none() -> None:
    # LangGraph 1.2.11 refuses a config without thread_id, but runs one whose thread_id
    # is None: every such call shares that thread
    saver = InMemorySaver()
    graph = _graph(saver)
    config = {"configurable": {"thread_id": None}}
    assert graph.invoke({"log": ["a"]}, config) == {"log": ["a", "n"]}
    assert graph.invoke({"log": ["b"]}, config) == {"log": ["a", "n", "b", "n"]}
    saved = list(saver.list(None))
    assert saved and {t.config["configurable"]["thread_id"] for t in saved} == {None}


def test_a_falsy_thread_id_is_saved_as_it_is_and_read_as_its_string() -> None:
    # a truthy non-str thread id (5) is saved as "5"; a falsy one (None, 0) as it is, while
    # get_state reads the thread named by its string: it finds nothing (LangGraph 1.2.11)
    saver = InMemorySaver()
    graph = _graph(saver)
    graph.invoke({"log": []}, {"configurable": {"thread_id": 5}})
    assert graph.get_state({"configurable": {"thread_id": 5}}).values == {"log": ["n"]}
    assert graph.get_state({"configurable": {"thread_id": "5"}}).values == {"log": ["n"]}
    for falsy in (0, None):
        graph.invoke({"log": []}, {"configurable": {"thread_id": falsy}})
        snapshot = graph.get_state({"configurable": {"thread_id": falsy}})
        assert snapshot.values == {}
        assert snapshot.config["configurable"]["thread_id"] == str(falsy)
    assert {t.config["configurable"]["thread_id"] for t in saver.list(None)} == {"5", 0, None}


def test_a_subgraph_reports_a_task_interrupt_once_more_for_its_caller() -> None:
    # LangGraph 1.2.11 saves a @task's interrupt twice (for the task and for the node that
    # called it); a subgraph raises both to its parent, whose task then holds two copies
    # of the one interrupt (same id): a plain resume still answers it
    from lingxigraph.func import task
    from lingxigraph.types import Command, interrupt

    @task
    def confirm(x: str) -> str:
        return interrupt(f"confirm {x}?")

    class S(TypedDict):
        v: str

    def node(s: S) -> dict:
        return {"v": s["v"] + confirm(s["v"]).result()}

    sub = StateGraph(S).add_node("node", node).add_edge(START, "node").compile()
    graph = StateGraph(S).add_node("sub", sub).add_edge(START, "sub").compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "1"}}
    out = graph.invoke({"v": "a"}, config)
    assert [i.value for i in out["__interrupt__"]] == ["confirm a?", "confirm a?"]
    assert len({i.id for i in out["__interrupt__"]}) == 1
    snapshot = graph.get_state(config, subgraphs=True)
    assert [i.value for i in snapshot.tasks[0].interrupts] == ["confirm a?", "confirm a?"]
    assert [i.value for i in snapshot.tasks[0].state.tasks[0].interrupts] == ["confirm a?"]
    assert graph.invoke(Command(resume="!"), config) == {"v": "a!"}


def test_context_dicts_are_converted_only_for_dataclass_and_pydantic_schemas() -> None:
    # LangGraph 1.2.11 builds the schema from a dict (the constructor's own TypeError on a
    # bad key) and takes any other value as given, unchecked
    import dataclasses

    import pytest

    from lingxigraph.runtime import Runtime

    @dataclasses.dataclass
    class Ctx:
        user: str

    seen: list = []

    def node(state: Log, runtime: Runtime) -> dict:
        seen.append(runtime.context)
        return {}

    graph = StateGraph(Log, context_schema=Ctx).add_node("n", node).add_edge(START, "n").compile()
    graph.invoke({"log": []}, context={"user": "a"})
    graph.invoke({"log": []}, context="as given")
    assert seen == [Ctx(user="a"), "as given"]
    with pytest.raises(TypeError, match=r"Ctx\.__init__\(\) got an unexpected keyword argument 'extra'$"):
        graph.invoke({"log": []}, context={"user": "b", "extra": 1})


def test_a_root_graph_compiled_with_checkpointer_true_refuses_to_run() -> None:
    # checkpointer=True means "the parent's saver": LangGraph 1.2.11 refuses it on a root
    # run, while the same graph runs as a subgraph (a node, or invoked inside one)
    import pytest

    sub = StateGraph(Log).add_node("n", lambda s: {"log": ["n"]}).add_edge(START, "n").compile(checkpointer=True)
    with pytest.raises(RuntimeError, match=r"^checkpointer=True cannot be used for root graphs\.$"):
        sub.invoke({"log": []})
    with pytest.raises(RuntimeError, match=r"root graphs"):
        list(sub.stream({"log": []}, {"configurable": {"thread_id": "1"}}))
    parent = StateGraph(Log).add_node("sub", sub).add_edge(START, "sub").compile()
    assert parent.invoke({"log": []}) == {"log": ["n"]}
    caller = StateGraph(Log).add_node("call", lambda s: sub.invoke(s)).add_edge(START, "call").compile()
    assert caller.invoke({"log": []}) == {"log": ["n"]}


def test_get_state_names_the_thread_by_its_string_in_the_callers_config() -> None:
    # LangGraph 1.2.11's get_state rewrites a non-str thread id in the caller's own dict:
    # a run with that dict afterwards uses the thread "None" rather than None
    import asyncio

    saver = InMemorySaver()
    graph = _graph(saver)
    config = {"configurable": {"thread_id": None}}
    graph.invoke({"log": ["a"]}, config)
    assert graph.get_state(config).values == {}
    assert config["configurable"]["thread_id"] == "None"
    assert graph.invoke({"log": ["b"]}, config) == {"log": ["b", "n"]}
    numbered = {"configurable": {"thread_id": 7}}
    asyncio.run(graph.aget_state(numbered))
    assert numbered["configurable"]["thread_id"] == "7"
    kept = {"configurable": {"thread_id": 8}}
    graph.with_config(tags=["x"]).get_state(kept)
    assert kept["configurable"]["thread_id"] == 8  # (a graph with its own config reads a merged copy)


def test_a_call_answered_from_the_cache_is_not_saved() -> None:
    # LangGraph 1.2.11 saves no writes for a @task call the cache answered: when the run
    # is resumed after an interrupt, the call asks the cache again (another cached update)
    from lingxigraph.cache.memory import InMemoryCache
    from lingxigraph.func import entrypoint, task
    from lingxigraph.types import CachePolicy, Command, interrupt

    saver = InMemorySaver()

    @task(cache_policy=CachePolicy())
    def prep(x: str) -> str:
        return x.upper()

    @task
    def ask(x: str) -> str:
        return interrupt(f"ok {x}?")

    @entrypoint(checkpointer=saver, cache=InMemoryCache())
    def wf(x: str) -> list:
        p = prep(x).result()
        return [p, ask(p).result()]

    first, second = ({"configurable": {"thread_id": t}} for t in ("1", "2"))
    wf.invoke("a", first)
    assert "__return__" in [w[1] for w in saver.get_tuple(first).pending_writes]
    wf.invoke("a", second)  # prep answered from the cache
    assert "__return__" not in [w[1] for w in saver.get_tuple(second).pending_writes]
    chunks = list(wf.stream(Command(resume="y"), second, stream_mode="updates"))
    assert chunks == [{"prep": "A", "__metadata__": {"cached": True}}, {"ask": "y"}, {"wf": ["A", "y"]}]


def test_a_failed_call_saves_its_error_even_when_caught() -> None:
    # LangGraph 1.2.11 saves an __error__ write for every @task call that failed (also one
    # the entrypoint caught), beside the entrypoint's own; a later run calls it again
    from lingxigraph.func import entrypoint, task

    saver = InMemorySaver()
    runs: list[int] = []

    @task
    def bad(x: int) -> int:
        runs.append(x)
        raise ValueError("bad")

    @entrypoint(checkpointer=saver)
    def wf(x: int) -> int:
        try:
            bad(x).result()
        except ValueError:
            pass
        return bad(x + 1).result()

    for durability in ("sync", "exit"):
        config = {"configurable": {"thread_id": durability}}
        try:
            wf.invoke(1, config, durability=durability)
        except ValueError:
            pass
        writes = saver.get_tuple(config).pending_writes
        assert [w[1] for w in writes] == ["__error__"] * 3
    try:
        wf.invoke(None, {"configurable": {"thread_id": "sync"}})
    except ValueError:
        pass
    assert runs == [1, 2, 1, 2, 1, 2]


def test_a_nested_calls_writes_are_saved_too() -> None:
    # LangGraph 1.2.11 saves the writes of a @task called by a @task (its interrupt, its
    # resume value, its return) beside its caller's: a subgraph then reports the nested
    # interrupt three times (inner call, outer call, entrypoint)
    from lingxigraph.func import entrypoint, task
    from lingxigraph.types import Command, interrupt

    saver = InMemorySaver()

    @task
    def inner(x: str) -> str:
        return interrupt(f"inner {x}")

    @task
    def outer(x: str) -> str:
        return "o:" + inner(x).result()

    @entrypoint(checkpointer=saver)
    def wf(x: str) -> str:
        return outer(x).result()

    config = {"configurable": {"thread_id": "1"}}
    wf.invoke("a", config)
    assert [w[1] for w in saver.get_tuple(config).pending_writes] == ["__interrupt__"] * 3
    assert wf.invoke(Command(resume="R"), config) == "o:R"

    class S(TypedDict):
        v: str

    parent = StateGraph(S).add_node("wf", wf).add_edge(START, "wf").compile(checkpointer=InMemorySaver())
    out = parent.invoke({"v": ""}, {"configurable": {"thread_id": "2"}})
    assert len(out["__interrupt__"]) == 3 and len({i.id for i in out["__interrupt__"]}) == 1


def test_a_retry_numbers_its_calls_on_from_the_failed_attempt() -> None:
    # LangGraph 1.2.11 keeps a task's call counter across retries: the retried attempt's
    # @task calls get new ids, so a later run finds only the first attempt's failure saved
    # under the first call's id and calls it again
    from lingxigraph.func import entrypoint, task
    from lingxigraph.types import Command, RetryPolicy, interrupt

    runs: list[int] = []

    @task
    def inner(x: int) -> int:
        runs.append(x)
        if len(runs) == 1:
            raise ConnectionError("first")
        return x + 1

    @task(retry_policy=RetryPolicy(initial_interval=0.001, jitter=False, retry_on=ConnectionError))
    def outer(x: int) -> int:
        return inner(x).result() + interrupt("ok?")

    @entrypoint(checkpointer=InMemorySaver())
    def wf(x: int) -> int:
        return outer(x).result()

    config = {"configurable": {"thread_id": "1"}}
    wf.invoke(1, config)
    assert len(runs) == 2
    assert wf.invoke(Command(resume=10), config) == 12
    assert len(runs) == 3

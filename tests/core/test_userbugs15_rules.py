"""Rules found replaying users' bug reports (round 12) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.config import RunnableConfig
from lingxigraph.errors import GraphRecursionError
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph


class N(TypedDict):
    n: int


def _looping_subgraph():
    sub = StateGraph(N)
    sub.add_node("loop", lambda s: {"n": s["n"] + 1})
    sub.add_edge(START, "loop")
    sub.add_conditional_edges("loop", lambda s: END if s["n"] >= 10 else "loop")
    return sub.compile()


def _parent(node: Any):
    return StateGraph(N).add_node("child", node).add_edge(START, "child").compile()


def test_a_graph_run_as_a_node_takes_the_callers_recursion_limit_over_its_bound_one() -> None:
    # LangGraph hands a subgraph node its task's config, merged after the bound one
    bound = _looping_subgraph().with_config(recursion_limit=4)
    assert _parent(bound).invoke({"n": 0}, {"recursion_limit": 50}) == {"n": 10}
    # the caller's default limit is no choice: the bound one stays
    with pytest.raises(GraphRecursionError, match="Recursion limit of 4 reached"):
        _parent(bound).invoke({"n": 0})
    # called from inside a node function the bound limit wins, as in LangGraph
    with pytest.raises(GraphRecursionError, match="Recursion limit of 4 reached"):
        _parent(lambda s: bound.invoke(s)).invoke({"n": 0}, {"recursion_limit": 50})


def test_a_graph_run_as_a_node_sees_the_callers_configurable_metadata_and_concurrency() -> None:
    seen: list[tuple[Any, ...]] = []

    def look(s: N, config: RunnableConfig) -> dict:
        seen.append((config.get("max_concurrency"), config["configurable"].get("x"), config["metadata"].get("m")))
        return {}

    sub = StateGraph(N).add_node("look", look).add_edge(START, "look").compile()
    bound = sub.with_config(max_concurrency=3, configurable={"x": "bound"}, metadata={"m": "bound"})
    caller = {"max_concurrency": 7, "configurable": {"x": "caller"}, "metadata": {"m": "caller"}}
    _parent(bound).invoke({"n": 0}, caller)
    _parent(bound).invoke({"n": 0})
    assert seen == [(7, "caller", "caller"), (3, "bound", "bound")]


class Log(TypedDict):
    log: Annotated[list, operator.add]


def _saved_graph():
    return (
        StateGraph(Log)
        .add_node("n", lambda s: {"log": ["n"]})
        .add_edge(START, "n")
        .compile(checkpointer=InMemorySaver())
    )


def _metadata(app: Any, thread: str) -> list[tuple[Any, ...]]:
    return [
        (h.metadata["source"], h.metadata.get("who"), h.metadata.get("team"))
        for h in app.get_state_history({"configurable": {"thread_id": thread}})
    ]


def test_update_state_on_a_bound_graph_copies_the_bound_metadata_and_configurable() -> None:
    # LangGraph merges with_config's config under each update's config: its metadata
    # and configurable values reach the update checkpoint's metadata, as a run's do
    app = _saved_graph()
    app.invoke({"log": []}, {"configurable": {"thread_id": "1"}})
    bound = app.with_config(metadata={"who": "bm"}, configurable={"team": "bt"})
    bound.update_state({"configurable": {"thread_id": "1"}}, {"log": ["u"]})
    bound.update_state({"configurable": {"thread_id": "1", "team": "call"}}, {"log": ["v"]})
    bound.update_state({"configurable": {"thread_id": "2"}}, {"log": ["i"]}, as_node="__input__")
    assert _metadata(app, "1")[:2] == [("update", "bm", "call"), ("update", "bm", "bt")]
    assert _metadata(app, "2") == [("input", "bm", "bt")]


def test_a_forked_copy_keeps_none_of_the_callers_metadata() -> None:
    # LangGraph saves a __copy__ fork under the copied checkpoint's own config
    app = _saved_graph()
    app.invoke({"log": []}, {"configurable": {"thread_id": "1", "team": "run"}})
    app.update_state({"configurable": {"thread_id": "1", "team": "call"}, "metadata": {"who": "call"}}, None, as_node="__copy__")
    app.with_config(metadata={"who": "bm"}).update_state({"configurable": {"thread_id": "1"}}, None, as_node="__copy__")
    assert _metadata(app, "1")[:3] == [("fork", None, None), ("fork", None, None), ("loop", None, "run")]


def test_get_state_on_a_bound_graph_reads_the_bound_thread() -> None:
    # LangGraph's get_state lays the call's config over the bound one
    app = _saved_graph()
    app.invoke({"log": []}, {"configurable": {"thread_id": "1"}})
    bound = app.with_config(configurable={"thread_id": "1"})
    assert bound.get_state({"configurable": {}}).values == {"log": ["n"]}
    assert bound.get_state({"configurable": {"thread_id": "none"}}).values == {}


def test_an_empty_run_interrupt_list_keeps_the_compiled_breakpoints() -> None:
    # LangGraph reads a run's interrupt_before/after with `or`: [] is "not given"
    builder = StateGraph(Log)
    builder.add_node("p", lambda s: {"log": ["p"]}).add_node("q", lambda s: {"log": ["q"]})
    builder.add_edge(START, "p").add_edge("p", "q")
    for compiled, given in [({"interrupt_after": ["p"]}, {"interrupt_after": []}), ({"interrupt_before": ["q"]}, {"interrupt_before": ()})]:
        app = builder.compile(checkpointer=InMemorySaver(), **compiled)
        config = {"configurable": {"thread_id": "1"}}
        assert app.invoke({"log": []}, config, **given) == {"log": ["p"]}
        assert app.get_state(config).next == ("q",)


@pytest.mark.parametrize(("limit", "error", "message"), [
    (0, ValueError, "max_workers must be greater than 0"),
    (-1, ValueError, "max_workers must be greater than 0"),
    ("3", TypeError, "not supported between instances of 'str' and 'int'"),
])
def test_a_sync_run_refuses_a_max_concurrency_its_thread_pool_cannot_take(limit: Any, error: type, message: str) -> None:
    # LangGraph's thread pool refuses these before anything is saved
    app = _saved_graph()
    config = {"configurable": {"thread_id": "1"}, "max_concurrency": limit}
    with pytest.raises(error, match=message):
        app.invoke({"log": []}, config)
    assert list(app.get_state_history({"configurable": {"thread_id": "1"}})) == []


def test_an_async_run_reads_max_concurrency_as_asyncios_semaphore_does() -> None:
    import asyncio

    builder = StateGraph(Log)
    for name in "abc":
        builder.add_node(name, lambda s: {"log": ["x"]}).add_edge(START, name)
    app = builder.compile()

    def run(limit: Any) -> Any:
        return asyncio.run(app.ainvoke({"log": []}, {"max_concurrency": limit}))

    # 0 is no limit, a fraction is allowed; a negative one is refused
    assert run(0) == run(2.5) == {"log": ["x", "x", "x"]}
    with pytest.raises(ValueError, match="Semaphore initial value must be >= 0"):
        run(-1)


def _two_step_thread():
    builder = StateGraph(Log)
    builder.add_node("n", lambda s: {"log": ["n"]}).add_node("m", lambda s: {"log": ["m"]})
    app = builder.add_edge(START, "n").add_edge("n", "m").compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "1"}}
    app.invoke({"log": []}, config)
    return app, config


def test_bulk_update_state_applies_one_supersteps_updates_in_the_order_given() -> None:
    from lingxigraph.types import StateUpdate

    app, config = _two_step_thread()
    app.bulk_update_state(config, [[StateUpdate({"log": ["a"]}, "n"), StateUpdate({"log": ["b"]}, "m")]])
    assert app.get_state(config).values["log"][-2:] == ["a", "b"]


def test_bulk_update_state_takes_plain_value_node_task_sequences() -> None:
    # LangGraph unpacks any (values, as_node, task_id) sequence
    app, config = _two_step_thread()
    app.bulk_update_state(config, [[({"log": ["t"]}, "n", None)], [[{"log": ["l"]}, "m", None]]])
    assert app.get_state(config).values["log"][-2:] == ["t", "l"]
    with pytest.raises(ValueError, match="not enough values to unpack"):
        app.bulk_update_state(config, [[({"log": ["x"]}, "n")]])


def test_a_bound_checkpoint_id_narrows_the_history_and_is_where_updates_start() -> None:
    app, config = _two_step_thread()
    first = [h for h in app.get_state_history(config) if h.next == ("m",)][0]
    pinned = app.with_config(configurable={"checkpoint_id": first.config["configurable"]["checkpoint_id"], "checkpoint_ns": ""})
    assert [h.values for h in pinned.get_state_history(config)] == [{"log": ["n"]}]
    pinned.update_state(config, {"log": ["u"]}, as_node="n")
    assert app.get_state(config).values == {"log": ["n", "u"]}


def test_history_reads_a_top_level_thread_id_and_update_needs_the_calls_own() -> None:
    app, config = _two_step_thread()
    assert len(list(app.get_state_history({"thread_id": "1"}))) == 4
    # update_state reads the call's thread id before the bound config is laid under it
    with pytest.raises(KeyError, match="thread_id"):
        app.with_config(configurable={"thread_id": "1"}).update_state({"configurable": {}}, {"log": ["u"]})


def test_a_graph_given_its_own_thread_in_a_node_starts_from_the_nodes_config() -> None:
    # LangGraph's ensure_config drops only the calling task's configurable: tags,
    # metadata (thread_id included) and limits reach the independent run
    seen: list[tuple[Any, ...]] = []

    def inner(s: N, config: RunnableConfig) -> dict:
        md = config["metadata"]
        seen.append((md.get("m"), md.get("thread_id"), config.get("tags"), config.get("recursion_limit"), config["configurable"]["thread_id"]))
        return {}

    child = StateGraph(N).add_node("inner", inner).add_edge(START, "inner").compile(checkpointer=InMemorySaver())
    own = {"configurable": {"thread_id": "own"}}
    outer = StateGraph(N).add_node("outer", lambda s: child.invoke(s, own)).add_edge(START, "outer").compile(checkpointer=InMemorySaver())
    outer.invoke({"n": 0}, {"configurable": {"thread_id": "p"}, "tags": ["t"], "metadata": {"m": 1}, "recursion_limit": 30})
    assert seen == [(1, "p", ["t"], 30, "own")]
    assert child.get_state(own).metadata["m"] == 1


def test_a_replayed_answer_is_saved_at_the_positions_of_the_first_run() -> None:
    # LangGraph records the resume list on every answered interrupt(): a task run
    # again from the paused checkpoint saves the same writes, not a second copy
    from lingxigraph.types import Command, interrupt

    def approve(s: Log) -> dict:
        return {"log": ["approve:" + interrupt("q")]}

    builder = StateGraph(Log).add_node("plan", lambda s: {"log": ["plan"]}).add_node("approve", approve)
    app = builder.add_edge(START, "plan").add_edge("plan", "approve").compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "1"}}
    app.invoke({"log": []}, config)
    paused = app.get_state(config)
    app.invoke(Command(resume="yes"), config)
    app.invoke(Command(resume="no"), paused.config)
    again = [h for h in app.get_state_history(config) if h.config == paused.config][0]
    assert [t.result for t in again.tasks] == [{"log": ["approve:yes"]}]


def test_a_calling_nodes_metadata_reaches_the_graphs_it_runs() -> None:
    # LangGraph's nested run starts from the calling task's config, which holds
    # the calling node's metadata (over the run's, under the inner node's own)
    seen: list[tuple[Any, ...]] = []

    def inner(s: N, config: RunnableConfig) -> dict:
        seen.append((config["metadata"].get("role"), config["metadata"].get("team")))
        return {}

    sub = StateGraph(N).add_node("inner", inner, metadata={"role": "inner"}).add_edge(START, "inner").compile()
    app = (
        StateGraph(N)
        .add_node("as_node", sub, metadata={"team": "A", "role": "outer"})
        .add_node("in_func", lambda s: sub.invoke(s), metadata={"team": "B"})
        .add_edge(START, "as_node")
        .add_edge("as_node", "in_func")
        .compile()
    )
    app.invoke({"n": 0}, {"metadata": {"team": "run"}})
    assert seen == [("inner", "A"), ("inner", "B")]


def test_the_async_state_api_reads_bound_configs_and_update_forms_as_the_sync_one() -> None:
    # the async twins go through the same merges: a bound thread for aget_state, a bound
    # checkpoint_id narrowing the history and starting an update, a top-level thread id
    # for the history, the call's own thread id for an update, plain update sequences
    import asyncio

    from lingxigraph.types import StateUpdate

    app, config = _two_step_thread()

    async def main() -> None:
        assert (await app.with_config(configurable={"thread_id": "1"}).aget_state({"configurable": {}})).values == {
            "log": ["n", "m"]
        }
        assert len([h async for h in app.aget_state_history({"thread_id": "1"})]) == 4
        first = [h async for h in app.aget_state_history(config) if h.next == ("m",)][0]
        pinned = app.with_config(
            configurable={"checkpoint_id": first.config["configurable"]["checkpoint_id"], "checkpoint_ns": ""}
        )
        assert [h.values async for h in pinned.aget_state_history(config)] == [{"log": ["n"]}]
        with pytest.raises(KeyError, match="thread_id"):
            await app.with_config(configurable={"thread_id": "1"}).aupdate_state({"configurable": {}}, {"log": ["u"]})
        await app.abulk_update_state(
            config, [[StateUpdate({"log": ["a"]}, "n"), StateUpdate({"log": ["b"]}, "m")], [({"log": ["t"]}, "n", None)]]
        )
        assert (await app.aget_state(config)).values["log"][-3:] == ["a", "b", "t"]

    asyncio.run(main())

"""Rules found replaying users' bug reports (round 11) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import operator
from typing import Annotated

from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph


class Log(TypedDict, total=False):
    log: Annotated[list, operator.add]


def _graph():
    return StateGraph(Log).add_node("n", lambda s: {"log": ["n"]}).add_edge(START, "n").compile()


def test_with_config_binds_only_the_keys_given() -> None:
    # LangGraph's with_config keeps the keys passed (empty ones dropped) and adds only
    # "configurable"; it does not fill in tags/metadata/callbacks
    graph = _graph()
    assert graph.with_config({"configurable": {"a": 1}}).config == {"configurable": {"a": 1}}
    bound = graph.with_config(tags=["t"], metadata={}).with_config(tags=["u"], metadata={"m": 1})
    assert bound.config == {"tags": ["t", "u"], "metadata": {"m": 1}, "configurable": {}}
    # a top-level user key stays top-level in the bound config; a run still reads it
    assert graph.with_config(thread_id="x").config == {"thread_id": "x", "configurable": {}}


def test_with_config_default_recursion_limit_keeps_the_bound_one() -> None:
    graph = _graph().with_config(recursion_limit=5)
    assert graph.with_config(recursion_limit=10007).config["recursion_limit"] == 5
    assert graph.with_config(recursion_limit=7).config["recursion_limit"] == 7


def test_a_tuple_of_stream_modes_streams_bare_chunks() -> None:
    # only a list of modes makes (mode, chunk) pairs; a tuple or a set streams every
    # chunk of those modes bare, and invoke returns them as a list
    graph = _graph()
    assert list(graph.stream({"log": []}, stream_mode=("values", "updates"))) == [
        {"log": []}, {"n": {"log": ["n"]}}, {"log": ["n"]},
    ]
    assert list(graph.stream({"log": []}, stream_mode={"updates"})) == [{"n": {"log": ["n"]}}]
    assert graph.invoke({"log": []}, stream_mode=("updates",)) == [{"n": {"log": ["n"]}}]
    assert list(graph.stream({"log": []}, stream_mode=["updates"])) == [("updates", {"n": {"log": ["n"]}})]


def test_a_nodes_stream_writer_is_named_stream_writer() -> None:
    # LangGraph's writer (injected, get_stream_writer(), runtime.stream_writer) is a
    # function named "stream_writer" whether or not "custom" is streamed
    from lingxigraph.config import get_stream_writer
    from lingxigraph.runtime import Runtime

    def node(state, runtime: Runtime):
        return {"log": [runtime.stream_writer.__name__, get_stream_writer().__name__]}

    graph = StateGraph(Log).add_node("n", node).add_edge(START, "n").compile()
    assert graph.invoke({"log": []}) == {"log": ["stream_writer", "stream_writer"]}
    chunks = list(graph.stream({"log": []}, stream_mode="updates"))
    assert chunks == [{"n": {"log": ["stream_writer", "stream_writer"]}}]
    custom = list(graph.stream({"log": []}, stream_mode=["custom", "updates"]))
    assert custom == [("updates", {"n": {"log": ["stream_writer", "stream_writer"]}})]


def test_a_default_runtimes_no_op_functions_have_langgraphs_names() -> None:
    from lingxigraph.runtime import Runtime

    runtime = Runtime()
    assert (runtime.stream_writer.__name__, runtime.heartbeat.__name__) == ("_no_op_stream_writer", "_no_op_heartbeat")


def _info_graph(checkpointer=None):
    import uuid

    from lingxigraph.runtime import Runtime

    def node(state, runtime: Runtime):
        info = runtime.execution_info
        return {"log": [(info.checkpoint_id, info.run_id)]}

    sub = StateGraph(Log).add_node("inner", node).add_edge(START, "inner").compile()
    graph = (
        StateGraph(Log)
        .add_node("a", node)
        .add_node("b", node)
        .add_node("sub", sub)
        .add_edge(START, "a")
        .add_edge(START, "b")
        .add_edge("a", "sub")
        .compile(checkpointer=checkpointer)
    )
    return graph, {"run_id": uuid.UUID(int=7), "configurable": {"thread_id": "t"}}


def test_a_subgraph_run_does_not_inherit_the_callers_run_id() -> None:
    # LangGraph's node config has no run_id, so a subgraph run as a node (or invoked
    # with its node's config) sees execution_info.run_id None; the top-level nodes see it
    from lingxigraph.checkpoint.memory import InMemorySaver

    graph, config = _info_graph(InMemorySaver())
    run_ids = [run_id for _, run_id in graph.invoke({"log": []}, config)["log"]]
    assert run_ids[:2] == ["00000000-0000-0000-0000-000000000007"] * 2
    assert run_ids[-1] is None


def test_execution_info_checkpoint_id_is_a_uuid_without_a_checkpointer() -> None:
    # LangGraph makes every step's checkpoint (and its uuid6 id) even when nothing saves
    # it: parallel tasks of a step share the id, the next step has another
    import uuid

    graph, config = _info_graph()
    ids = [cid for cid, _ in graph.invoke({"log": []}, config)["log"]]
    assert all(uuid.UUID(cid).version == 6 for cid in ids)
    assert ids[0] == ids[1] and ids[-1] != ids[0]


def test_an_async_entrypoint_invoked_synchronously_leaves_no_unawaited_coroutine() -> None:
    # LangGraph raises without calling the function; lingxigraph calls it, so it must
    # close the coroutine it made (else Python warns "coroutine ... was never awaited")
    import gc
    import warnings

    import pytest

    from lingxigraph.func import entrypoint

    @entrypoint()
    async def ep(x: int) -> int:
        return x

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(TypeError, match='No synchronous function provided to "ep"'):
            ep.invoke(1)
        gc.collect()
    assert [w for w in caught if issubclass(w.category, RuntimeWarning)] == []

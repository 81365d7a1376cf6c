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


def _edges(builder):
    graph = builder.compile().get_graph()
    return sorted((e.source, e.target, e.conditional, e.data) for e in graph.edges)


def test_a_join_source_is_drawn_to_its_target_even_if_the_join_never_completes() -> None:
    # LangGraph draws an edge from every node that wrote any trigger of a node that
    # runs: n0 wrote the (never completed) join to n2, and n2 runs after n1
    builder = StateGraph(Log)
    for name in ("n0", "n1", "n2", "n3"):
        builder.add_node(name, lambda s: {})
    builder.add_edge(START, "n0").add_edge("n0", "n1").add_edge("n1", "n2").add_edge(["n0", "n3"], "n2")
    assert ("n0", "n2", False, None) in _edges(builder)


def test_a_join_edge_wins_over_a_conditional_edge_to_the_same_target() -> None:
    builder = StateGraph(Log)
    builder.add_node("n0", lambda s: {}).add_node("n2", lambda s: {})
    builder.add_edge(START, "n0").add_edge(["n0", "n2"], "n0")
    builder.add_conditional_edges("n0", lambda s: "a", {"a": "__end__", "b": "n0"})
    assert _edges(builder) == [
        ("__start__", "n0", False, None),
        ("n0", "__end__", True, "a"),
        ("n0", "n0", False, None),
    ]


def test_no_conditional_end_after_a_deferred_node_when_an_end_edge_is_drawn() -> None:
    # the run's last step (d, after the deferred b) gets a conditional edge to __end__
    # only when no edge to __end__ is drawn already (here a's Command destination)
    builder = StateGraph(Log)
    builder.add_node("a", lambda s: {}, destinations=("b", "c", "__end__"))
    builder.add_node("b", lambda s: {}, defer=True).add_node("c", lambda s: {}).add_node("d", lambda s: {})
    builder.add_edge(START, "a").add_edge("b", "d").add_edge("c", "d")
    assert [e for e in _edges(builder) if e[0] == "d"] == [("d", "b", True, None)]
    plain = StateGraph(Log)
    plain.add_node("a", lambda s: {}).add_node("b", lambda s: {}, defer=True).add_node("c", lambda s: {})
    plain.add_node("d", lambda s: {})
    plain.add_edge(START, "a").add_edge("a", "b").add_edge("a", "c").add_edge("b", "d").add_edge("c", "d")
    assert [e for e in _edges(plain) if e[0] == "d"] == [("d", "__end__", True, None), ("d", "b", True, None)]


def test_a_deferred_node_looping_on_itself_is_drawn_as_langgraph_runs_it() -> None:
    # n0 is deferred and routes to itself or n1: LangGraph's drawing run makes n0 wait
    # for n1, so n1 gets a conditional edge back to n0, and n0 (the lone last node,
    # no edge to __end__ drawn) a conditional one to __end__
    builder = StateGraph(Log)
    builder.add_node("n0", lambda s: {}, defer=True).add_node("n1", lambda s: {})
    builder.add_edge(START, "n0")
    builder.add_conditional_edges("n0", lambda s: "a", {"a": "n0", "b": "n1"})
    assert _edges(builder) == [
        ("__start__", "n0", False, None),
        ("n0", "__end__", True, None),
        ("n0", "n0", True, "a"),
        ("n0", "n1", True, "b"),
        ("n1", "n0", True, None),
    ]


def test_two_deferred_self_loops_run_together_and_end_nowhere() -> None:
    builder = StateGraph(Log)
    for name in ("n0", "n1", "n2"):
        builder.add_node(name, lambda s: {}, defer=True)
    builder.add_edge(START, "n0").add_edge("n1", "n1").add_edge("n2", "n2").add_edge(["n0", "n1"], "__end__")
    builder.add_conditional_edges("n0", lambda s: "a", {"a": "n1", "b": "n2"})
    assert _edges(builder) == [
        ("__start__", "n0", False, None),
        ("n0", "n1", True, "a"),
        ("n0", "n2", True, "b"),
        ("n1", "n1", False, None),
        ("n2", "n2", False, None),
    ]

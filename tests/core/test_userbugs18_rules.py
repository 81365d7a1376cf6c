"""Rules found replaying users' bug reports (round 15, part A) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import pytest
from typing_extensions import TypedDict

from lingxigraph.func import entrypoint
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.runtime import Runtime
from lingxigraph.types import RetryPolicy


class S(TypedDict):
    v: int


def _inc(s: S) -> dict[str, int]:
    return {"v": s["v"] + 1}


def test_builder_node_spec_keeps_the_retry_policy_as_given() -> None:
    # LangGraph's StateNodeSpec holds add_node's retry_policy untouched (one policy
    # stays one policy); only the compiled node sees a sequence
    one, many = RetryPolicy(max_attempts=2), [RetryPolicy(max_attempts=3)]
    b = StateGraph(S)
    b.add_node("one", _inc, retry_policy=one).add_node("many", _inc, retry_policy=many)
    b.add_node("none", _inc).add_edge(START, "one").add_edge("one", "many").add_edge("many", "none")
    assert b.nodes["one"].retry_policy is one
    assert b.nodes["many"].retry_policy is many
    assert b.nodes["none"].retry_policy is None
    g = b.compile()
    assert tuple(g.nodes["one"].retry_policy) == (one,)
    assert tuple(g.nodes["many"].retry_policy) == tuple(many)


def test_a_single_retry_policy_given_as_default_or_per_node_still_retries() -> None:
    calls: list[str] = []

    def flaky(s: S) -> dict[str, int]:
        calls.append("x")
        if len(calls) < 2:
            raise ValueError("once")
        return {"v": 1}

    fast = RetryPolicy(initial_interval=0, jitter=False, max_attempts=2, retry_on=ValueError)
    b = StateGraph(S).add_node("f", flaky).add_edge(START, "f").set_node_defaults(retry_policy=fast)
    assert b.compile().invoke({"v": 0}) == {"v": 1}
    assert b.nodes["f"].retry_policy is fast
    assert len(calls) == 2


def test_branch_spec_path_is_a_runnable_named_after_the_routing_function() -> None:
    # tools read builder.branches[source][name].path.name, as LangGraph wraps the function
    def route(s: S) -> str:
        return END

    b = StateGraph(S).add_node("a", _inc).add_edge(START, "a").add_conditional_edges("a", route)
    spec = b.branches["a"]["route"]
    assert spec.path.name == "route"
    assert spec.path.invoke({"v": 1}) == END
    assert b.compile().invoke({"v": 0}) == {"v": 1}


def _nested() -> StateGraph:
    leaf = StateGraph(S).add_node("inner", _inc).add_edge(START, "inner")
    mid = StateGraph(S).add_node("sub", leaf.compile()).add_edge(START, "sub")
    return StateGraph(S).add_node("mid", mid.compile()).add_node("plain", _inc).add_edge(START, "mid")


def test_get_subgraphs_with_a_namespace_yields_only_that_path() -> None:
    g = _nested().compile()
    assert [n for n, _ in g.get_subgraphs(namespace="mid")] == ["mid"]
    assert [n for n, _ in g.get_subgraphs(namespace="mid", recurse=True)] == ["mid"]
    # a deeper path is reached only when recursing, and its parents are not listed
    assert [n for n, _ in g.get_subgraphs(namespace="mid|sub")] == []
    assert [n for n, _ in g.get_subgraphs(namespace="mid|sub", recurse=True)] == ["mid|sub"]
    assert [n for n, _ in g.get_subgraphs(recurse=True)] == ["mid", "mid|sub"]
    assert [n for n, _ in g.get_subgraphs(namespace="ghost", recurse=True)] == []


@pytest.mark.parametrize("value", [5, "flow", None])
def test_entrypoint_decorating_a_non_callable_raises_attribute_error(value: object) -> None:
    # LangGraph reads the function's __name__ first: a value that is no function fails there
    with pytest.raises(AttributeError, match=f"^'{type(value).__name__}' object has no attribute '__name__'$"):
        entrypoint()(value)  # type: ignore[arg-type]


class _Ctx(TypedDict):
    user: str


@pytest.mark.parametrize("context", [{}, None])
def test_an_empty_context_reaches_nodes_as_none(context: object) -> None:
    # LangGraph merges the run's runtime into its default one by truthiness
    seen: list[object] = []

    def node(s: S, runtime: Runtime[_Ctx]) -> dict[str, int]:
        seen.append(runtime.context)
        return {"v": 1}

    g = StateGraph(S, context_schema=_Ctx).add_node("n", node).add_edge(START, "n").compile()
    g.invoke({"v": 0}, context=context)  # type: ignore[arg-type]
    g.invoke({"v": 0}, context={"user": "u"})
    assert seen == [None, {"user": "u"}]


def test_runtime_merge_treats_an_empty_context_as_unset() -> None:
    base = Runtime(context={"user": "a"})
    assert base.merge(Runtime(context={})).context == {"user": "a"}
    assert base.merge(Runtime(context={"user": "b"})).context == {"user": "b"}


def test_a_compiled_graph_draws_the_builder_as_it_was_when_compiled() -> None:
    b = StateGraph(S).add_node("a", _inc).add_edge(START, "a")
    first = b.compile()
    b.add_node("b", _inc).add_edge("a", "b").add_conditional_edges("b", lambda s: END)
    second = b.compile()
    assert sorted((e.source, e.target) for e in first.get_graph().edges) == [("__start__", "a"), ("a", "__end__")]
    assert list(first.get_graph().nodes) == ["__start__", "a", "__end__"]
    assert sorted((e.source, e.target) for e in second.get_graph().edges) == [
        ("__start__", "a"),
        ("a", "b"),
        ("b", "__end__"),
    ]
    assert first.builder is b  # the builder itself is still shared, as in LangGraph


@pytest.mark.parametrize("path_map", [{}, []])
def test_an_empty_path_map_routes_by_the_returned_names(path_map: object) -> None:
    # LangGraph keeps the empty map but routes as if none was given
    def route(s: S) -> str:
        return "b" if s["v"] < 2 else END

    b = StateGraph(S).add_node("a", _inc).add_node("b", _inc).add_edge(START, "a").add_edge("b", "a")
    b.add_conditional_edges("a", route, path_map)  # type: ignore[arg-type]
    assert b.branches["a"]["route"].ends == {}
    assert b.compile().invoke({"v": 0}) == {"v": 3}

"""What starting a run builds, with the values the general constructors give.

A root run's ``Runtime`` is made field by field (``_run_runtime``), its
``RunScope`` and ``Machine`` from positional arguments, and a root ``stream``
call with v1 chunks (nothing printed, forwarded or namespaced) reuses its
graph's formatter for those modes. Nothing is timed.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph._internal._context import current_task
from lingxigraph.cache.memory import InMemoryCache
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _stream
from lingxigraph.runtime import RunControl, Runtime, ServerInfo, _run_runtime
from lingxigraph.types import RetryPolicy, Send


class Count(TypedDict, total=False):
    count: int


class Sub(TypedDict, total=False):
    item: int
    seen: Annotated[list, operator.add]


class Parent(TypedDict, total=False):
    items: list
    seen: Annotated[list, operator.add]


def _chain(n: int) -> Any:
    builder = StateGraph(Count)
    names = [f"n{i}" for i in range(n)]
    for name in names:
        builder.add_node(name, lambda s: {"count": s["count"] + 1})
    builder.add_edge(START, names[0])
    for left, right in zip(names, names[1:]):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    return builder.compile()


def _count_formatters(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    made: list[Any] = []
    real = _stream.Formatter.__init__

    def recording(self: Any, *args: Any, **kwargs: Any) -> None:
        made.append(args)
        real(self, *args, **kwargs)

    monkeypatch.setattr(_stream.Formatter, "__init__", recording)
    return made


@pytest.mark.parametrize(
    "runtime",
    [
        Runtime(),
        Runtime(context={"user": 1}, store=object(), control=RunControl()),
        Runtime(context="c", server_info=ServerInfo(assistant_id="a", graph_id="g")),
    ],
    ids=["defaults", "context-store-control", "server-info"],
)
def test_a_run_runtime_made_field_by_field_equals_the_dataclass_one(runtime: Runtime[Any]) -> None:
    made = _run_runtime(runtime.context, runtime.store, runtime.control, runtime.server_info)
    assert type(made) is Runtime
    assert made == runtime


def test_a_plain_stream_call_reuses_its_graphs_formatter(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = _chain(3)
    expected = [{"n0": {"count": 1}}, {"n1": {"count": 2}}, {"n2": {"count": 3}}]
    assert list(graph.stream({"count": 0}, stream_mode="updates")) == expected
    made = _count_formatters(monkeypatch)
    assert list(graph.stream({"count": 0}, stream_mode="updates")) == expected
    assert list(graph.stream({"count": 5}, stream_mode="updates")) == [
        {"n0": {"count": 6}}, {"n1": {"count": 7}}, {"n2": {"count": 8}}
    ]
    assert made == []
    # other modes get their own (bare chunks for a str, pairs for a list)
    assert list(graph.stream({"count": 0}, stream_mode="values"))[-1] == {"count": 3}
    assert list(graph.stream({"count": 0}, stream_mode=["values"]))[-1] == ("values", {"count": 3})
    assert len(made) == 2
    assert list(graph.stream({"count": 0}, stream_mode=["values"]))[-1] == ("values", {"count": 3})
    assert len(made) == 2


@pytest.mark.parametrize(
    "kwargs",
    [{"subgraphs": True}, {"version": "v2"}, {"print_mode": "updates"}],
    ids=["subgraphs", "v2", "print_mode"],
)
def test_a_stream_call_that_formats_otherwise_gets_its_own_formatter(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], kwargs: dict[str, Any]
) -> None:
    graph = _chain(1)
    list(graph.stream({"count": 0}, stream_mode="updates", **kwargs))
    made = _count_formatters(monkeypatch)
    chunks = list(graph.stream({"count": 0}, stream_mode="updates", **kwargs))
    assert len(made) == 1
    assert len(chunks) == 1


def test_a_subgraph_runs_scope_holds_what_its_run_gave() -> None:
    """The fields ``prepare_run`` passes by position land in the right ones."""
    scopes: list[Any] = []
    policy = RetryPolicy(max_attempts=2)

    def note(state: Sub) -> dict[str, Any]:
        scopes.append(current_task("test").scope)
        return {"seen": [state["item"]]}

    sub = StateGraph(Sub)
    sub.add_node("note", note)
    sub.add_edge(START, "note")
    sub.add_edge("note", END)
    builder = StateGraph(Parent)
    builder.add_node("prep", lambda s: {})
    builder.add_node("sub", sub.compile())
    builder.add_edge(START, "prep")
    builder.add_conditional_edges("prep", lambda s: [Send("sub", {"item": i}) for i in s["items"]], ["sub"])
    builder.add_edge("sub", END)
    saver = InMemorySaver()
    graph = builder.compile(cache=InMemoryCache(), checkpointer=saver)
    graph.retry_policy = (policy,)
    config = {"max_concurrency": 3, "configurable": {"thread_id": "t"}}
    out = graph.invoke({"items": [1]}, config, durability="exit")
    assert out == {"items": [1], "seen": [1]}
    (scope,) = scopes
    assert scope.ns_str.startswith("sub:")
    assert scope.ns == tuple(scope.ns_str.split("|"))
    assert scope.modes == frozenset({"values"})
    assert scope.thread_id == "t" and scope.checkpointer is saver
    assert scope.durability == "exit"  # (inherited from the parent run)
    assert scope.max_concurrency == 3
    assert scope.stream_subgraphs is False and scope.live is False
    assert scope.events is None and scope.replay is None and scope.targets is None
    assert scope.foreign_messages == () and scope.messages_caller is None and scope.tools_caller is None
    assert scope.path_caller is None or scope.path_caller.name == "sub"
    assert scope.runtime.control is not None
    # the subgraph's own (compiled without them): no retry policy, no cache
    assert scope.retry_policy == () and scope.cache is None
    # the run's defaults, not given
    assert scope.pool is None and scope.callbacks is None and scope.path_prefix == ""


class Two(TypedDict, total=False):
    a: int
    b: int


def test_the_output_view_keys_are_found_once_for_equal_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    from lingxigraph.pregel import _machine
    from lingxigraph.pregel._graph_memo import facts

    builder = StateGraph(Two)
    builder.add_node("step", lambda s: {"a": s["a"] + 1, "b": 2})
    builder.add_edge(START, "step")
    builder.add_edge("step", END)
    graph = builder.compile()
    assert graph.invoke({"a": 1}) == {"a": 2, "b": 2}
    asked: list[Any] = []
    real = _machine.value_slot_channels
    monkeypatch.setattr(_machine, "value_slot_channels", lambda *a: asked.append(1) or real(*a))
    monkeypatch.delitem(facts(graph), "_value_slot_channels")
    assert graph.invoke({"a": 5}) == {"a": 6, "b": 2}
    assert asked == []  # (the graph's output keys: found before)
    keys = ["a"]
    assert graph.invoke({"a": 1}, output_keys=keys) == {"a": 2}
    assert asked == [1]
    # the caller's list changed since: its keys now are asked about, not the copy kept
    keys.append("b")
    assert graph.invoke({"a": 1}, output_keys=keys) == {"a": 2, "b": 2}
    assert facts(graph)["_output_view"][1] == ("a", "b")
    assert graph.invoke({"a": 1}, output_keys=["b"]) == {"b": 2}

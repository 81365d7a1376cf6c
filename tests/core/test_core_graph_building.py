"""StateGraph building: state schemas, reducers, nodes, edges and validation (behaviour.md §4, §19, §24)."""

from __future__ import annotations

import dataclasses
import operator
import sys
import warnings
from typing import Annotated, Any, Literal, Optional, Union

import pydantic
import pytest
from core_helpers import Driver, S, appender, returning, thread
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig, get_config, get_store, get_stream_writer
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.managed import RemainingSteps
from lingxigraph.runtime import Runtime, get_runtime
from lingxigraph.store.base import BaseStore
from lingxigraph.types import Send, StreamWriter, interrupt

# ---------------------------------------------------------------------------
# State schemas
# ---------------------------------------------------------------------------


class PS(pydantic.BaseModel):
    x: int = 0
    log: Annotated[list[Any], operator.add] = []


@dataclasses.dataclass
class DS:
    x: int = 0
    log: Annotated[list[Any], operator.add] = dataclasses.field(default_factory=list)


def _typed_graph(schema: type) -> Any:
    """``START -> a``; ``a`` records the type it received and increments ``x``."""

    def a(state: Any) -> dict[str, Any]:
        x = state["x"] if isinstance(state, dict) else state.x
        return {"x": x + 1, "log": [type(state).__name__]}

    builder = StateGraph(schema)
    builder.add_node("a", a)
    builder.add_edge(START, "a")
    return builder.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize(("schema", "seen"), [(S, "dict"), (PS, "PS"), (DS, "DS")])
def test_state_schema_kinds_give_dict_output(
    run: Driver, schema: type, seen: str
) -> None:
    graph = _typed_graph(schema)
    assert run(graph, "invoke", {"x": 1, "log": []}, thread("1")) == {
        "x": 2,
        "log": [seen],
    }
    assert run(
        graph, "stream", {"x": 1, "log": []}, thread("2"), stream_mode="values"
    ) == [
        {"x": 1, "log": []},
        {"x": 2, "log": [seen]},
    ]
    assert run(graph, "get_state", thread("1")).values == {"x": 2, "log": [seen]}


@pytest.mark.parametrize("schema", [PS, DS])
def test_model_state_defaults_fill_missing_input_keys(
    run: Driver, schema: type
) -> None:
    graph = _typed_graph(schema)
    assert run(graph, "invoke", {"x": 4}, thread()) == {
        "x": 5,
        "log": [schema.__name__],
    }


@pytest.mark.parametrize("schema", [PS, DS])
def test_model_instance_is_accepted_as_input(run: Driver, schema: type) -> None:
    graph = _typed_graph(schema)
    assert run(graph, "invoke", schema(x=5), thread()) == {
        "x": 6,
        "log": [schema.__name__],
    }


@pytest.mark.parametrize("schema", [PS, DS])
def test_v2_coerces_values_to_the_state_schema(run: Driver, schema: type) -> None:
    graph = _typed_graph(schema)
    out = run(graph, "invoke", {"x": 1}, thread("1"), version="v2")
    assert out.value == schema(x=2, log=[schema.__name__])
    assert out.interrupts == ()
    parts = run(
        graph, "stream", {"x": 1}, thread("2"), stream_mode="values", version="v2"
    )
    assert [p["data"] for p in parts] == [
        schema(x=1, log=[]),
        schema(x=2, log=[schema.__name__]),
    ]
    updates = run(
        graph, "stream", {"x": 1}, thread("3"), stream_mode="updates", version="v2"
    )
    assert [p["data"] for p in updates] == [{"a": {"x": 2, "log": [schema.__name__]}}]


def test_pydantic_state_validates_input(run: Driver) -> None:
    graph = _typed_graph(PS)
    with pytest.raises(
        pydantic.ValidationError, match=r"^1 validation error for PS\nx\n"
    ):
        run(graph, "invoke", {"x": "notint"}, thread())


def test_plain_dict_schema_keeps_node_writes(run: Driver) -> None:
    builder = StateGraph(dict)
    builder.add_node("a", lambda s: {"k": 1})
    builder.add_edge(START, "a")
    assert run(builder.compile(), "invoke", {"z": 0}) == {"k": 1}


def test_reducer_combines_input_and_node_writes(run: Driver) -> None:
    class St(TypedDict):
        total: Annotated[int, operator.add]
        items: Annotated[list[str], operator.add]

    builder = StateGraph(St)
    builder.add_node("a", lambda s: {"total": 5, "items": ["a"]})
    builder.add_node("b", lambda s: {"total": s["total"], "items": ["b"]})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    assert run(builder.compile(), "invoke", {"total": 1, "items": ["in"]}) == {
        "total": 12,
        "items": ["in", "a", "b"],
    }


def keep_max(left: int, right: int) -> int:
    return max(left, right)


class MaxState(TypedDict):
    best: Annotated[int, keep_max]


def test_custom_reducer_function(run: Driver) -> None:
    builder = StateGraph(MaxState)
    for name, value in [("a", 7), ("b", 3), ("c", 5)]:
        builder.add_node(name, returning({"best": value}))
        builder.add_edge(START, name)
    assert run(builder.compile(), "invoke", {"best": 4}) == {"best": 7}


def test_unknown_input_and_output_keys_are_ignored(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"zzz": 1, "x": 2})
    builder.add_edge(START, "a")
    assert run(builder.compile(), "invoke", {"x": 0, "yyy": 3}) == {"x": 2, "log": []}


def test_node_returning_none_is_fine(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: None)
    builder.add_edge(START, "a")
    graph = builder.compile()
    assert run(graph, "invoke", {"x": 0}) == {"x": 0, "log": []}
    assert run(graph, "stream", {"x": 0}) == [{"a": None}]


# ---------------------------------------------------------------------------
# input_schema / output_schema (e25)
# ---------------------------------------------------------------------------


class _In(TypedDict):
    q: str


class _Out(TypedDict):
    ans: str


class _Full(TypedDict, total=False):
    q: str
    ans: str
    scratch: str


def _io_graph(**compile_kwargs: Any) -> Any:
    builder = StateGraph(_Full, input_schema=_In, output_schema=_Out)
    builder.add_node("n", lambda s: {"ans": s["q"].upper(), "scratch": "hidden"})
    builder.add_edge(START, "n")
    return builder.compile(**compile_kwargs)


def test_invoke_filters_by_output_schema(run: Driver) -> None:
    assert run(_io_graph(), "invoke", {"q": "hi"}) == {"ans": "HI"}


def test_stream_values_shows_every_state_key(run: Driver) -> None:
    assert run(_io_graph(), "stream", {"q": "hi"}, stream_mode="values") == [
        {"q": "hi"},
        {"q": "hi", "ans": "HI", "scratch": "hidden"},
    ]
    assert run(_io_graph(), "stream", {"q": "hi"}, stream_mode="updates") == [
        {"n": {"ans": "HI", "scratch": "hidden"}}
    ]


def test_input_schema_filters_input_keys(run: Driver) -> None:
    seen: list[dict[str, Any]] = []

    def n(state: _Full) -> dict[str, Any]:
        seen.append(dict(state))
        return {"ans": "ok"}

    builder = StateGraph(_Full, input_schema=_In, output_schema=_Out)
    builder.add_node("n", n)
    builder.add_edge(START, "n")
    graph = builder.compile(checkpointer=InMemorySaver())
    assert run(graph, "invoke", {"q": "hi", "scratch": "from-input"}, thread()) == {
        "ans": "ok"
    }
    assert seen == [{"q": "hi"}]
    assert run(graph, "get_state", thread()).values == {"q": "hi", "ans": "ok"}


def test_output_schema_keys_are_the_graph_output_channels() -> None:
    graph = _io_graph()
    assert list(graph.output_channels) == ["ans"]
    assert list(graph.stream_channels) == ["q", "ans", "scratch"]
    assert graph.stream_mode == "updates"


# ---------------------------------------------------------------------------
# add_node: names and injected parameters (e23)
# ---------------------------------------------------------------------------


def test_add_node_infers_name_from_function() -> None:
    def my_node(state: S) -> dict[str, Any]:
        return {"x": 5}

    builder = StateGraph(S)
    builder.add_node(my_node)
    builder.add_edge(START, "my_node")
    graph = builder.compile()
    assert list(graph.nodes) == ["__start__", "my_node"]
    assert graph.invoke({"x": 0}) == {"x": 5, "log": []}


@dataclasses.dataclass
class Ctx:
    user: str


class _FakeStore:
    """Any object can be given as ``compile(store=...)``; nodes get it back."""


def test_config_runtime_and_store_are_injected_by_name(run: Driver) -> None:
    store = _FakeStore()
    seen: dict[str, Any] = {}

    def n_config(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen["config"] = (
            config["configurable"]["thread_id"],
            config["configurable"]["user_key"],
            config["metadata"]["langgraph_node"],
            config["metadata"]["langgraph_step"],
            config["metadata"]["langgraph_triggers"],
            config["metadata"]["langgraph_path"],
            config["tags"],
        )
        seen["get_config"] = get_config()["metadata"]["langgraph_node"]
        return {"log": ["config"]}

    def n_runtime(state: S, runtime: Runtime[Ctx]) -> dict[str, Any]:
        seen["runtime"] = (
            runtime.context,
            runtime.store is store,
            callable(runtime.stream_writer),
            get_runtime().context,
        )
        return {"log": ["runtime"]}

    def n_store(state: S, *, store) -> dict[str, Any]:  # type: ignore[no-untyped-def]  # matched by name
        seen["store"] = (store is stores[0], get_store() is stores[0])
        return {"log": ["store"]}

    stores = [store]
    builder = StateGraph(S, context_schema=Ctx)
    builder.add_sequence([n_config, n_runtime, n_store])
    builder.add_edge(START, "n_config")
    graph = builder.compile(checkpointer=InMemorySaver(), store=store)
    config = {"configurable": {"thread_id": "rt", "user_key": "v"}, "tags": ["tg"]}
    out = run(graph, "invoke", {"x": 0, "log": []}, config, context=Ctx(user="ann"))
    assert out == {"x": 0, "log": ["config", "runtime", "store"]}
    assert seen == {
        "config": (
            "rt",
            "v",
            "n_config",
            1,
            ("branch:to:n_config",),
            ("__pregel_pull", "n_config"),
            ["tg"],
        ),
        "get_config": "n_config",
        "runtime": (Ctx(user="ann"), True, True, Ctx(user="ann")),
        "store": (True, True),
    }


def test_async_nodes_get_injected_parameters(run: Driver) -> None:
    if not run.is_async:
        pytest.skip("async nodes need an async driver")

    async def n(
        state: S, config: RunnableConfig, runtime: Runtime[Ctx], writer: StreamWriter
    ) -> dict[str, Any]:
        writer(runtime.context.user)
        return {"log": [config["metadata"]["langgraph_node"]]}

    builder = StateGraph(S, context_schema=Ctx)
    builder.add_node(n)
    builder.add_edge(START, "n")
    chunks = run(
        builder.compile(),
        "stream",
        {"x": 0},
        context=Ctx(user="bo"),
        stream_mode=["custom", "values"],
    )
    assert chunks == [
        ("values", {"x": 0, "log": []}),
        ("custom", "bo"),
        ("values", {"x": 0, "log": ["n"]}),
    ]


def test_context_dict_is_coerced_and_missing_context_is_none(run: Driver) -> None:
    def n(state: S, runtime: Runtime[Ctx]) -> dict[str, Any]:
        return {"log": [repr(runtime.context)]}

    builder = StateGraph(S, context_schema=Ctx)
    builder.add_node(n)
    builder.add_edge(START, "n")
    graph = builder.compile()
    assert run(graph, "invoke", {"x": 0}, context={"user": "d"})["log"] == [
        "Ctx(user='d')"
    ]
    assert run(graph, "invoke", {"x": 0})["log"] == ["None"]


def test_config_param_with_default_is_injected(run: Driver) -> None:
    def n(state: S, config=None) -> dict[str, Any]:  # type: ignore[no-untyped-def]  # unannotated on purpose
        return {"log": [type(config).__name__]}

    builder = StateGraph(S)
    builder.add_node(n)
    builder.add_edge(START, "n")
    assert run(builder.compile(), "invoke", {"x": 0})["log"] == ["dict"]


def test_optional_annotated_parameters_are_injected(run: Driver) -> None:
    # the agent templates write `*, config: Optional[RunnableConfig] = None`
    store = _FakeStore()
    seen: list[Any] = []

    def n1(state: S, *, config: Optional[RunnableConfig] = None) -> dict[str, Any]:
        seen.append(config is not None and config["metadata"]["langgraph_node"])
        return {}

    def n2(state, config=None, store=None):  # type: ignore[no-untyped-def]  # annotated below
        seen.append((config is not None, store is stores[0]))
        return {}

    # typing objects, not the strings this module's `from __future__ import annotations` makes
    n2.__annotations__ = {"config": Union[RunnableConfig, None], "store": Optional[BaseStore], "return": dict}

    def n3(state: S, runtime: Optional[Runtime[Ctx]] = None, config: Optional[RunnableConfig] = None) -> dict[str, Any]:
        seen.append((runtime is not None and runtime.store is stores[0], config is not None))
        return {}

    stores = [store]
    builder = StateGraph(S, context_schema=Ctx)
    builder.add_sequence([n1, n2, n3])
    builder.add_edge(START, "n1")
    run(builder.compile(store=store), "invoke", {"x": 0})
    assert seen == ["n1", (True, True), (True, True)]


@pytest.mark.parametrize(
    "call",
    [get_config, get_store, get_stream_writer, get_runtime, lambda: interrupt(1)],
    ids=["get_config", "get_store", "get_stream_writer", "get_runtime", "interrupt"],
)
def test_accessors_outside_a_run_raise(call: Any) -> None:
    with pytest.raises(
        RuntimeError, match=r"^Called get_config outside of a runnable context$"
    ):
        call()


# ---------------------------------------------------------------------------
# Edges
# ---------------------------------------------------------------------------


def test_join_edge_waits_for_all_sources(run: Driver) -> None:
    # START -> a -> final, START -> b1 -> b2 -> final; join edge runs final once (e19)
    builder = StateGraph(S)
    for name in ["a", "b1", "b2", "final"]:
        builder.add_node(name, appender(name))
    builder.add_edge(START, "a")
    builder.add_edge(START, "b1")
    builder.add_edge("b1", "b2")
    builder.add_edge(["a", "b2"], "final")
    graph = builder.compile()
    assert run(graph, "invoke", {"x": 0})["log"] == ["a", "b1", "b2", "final"]


def test_join_edge_vs_two_plain_edges(run: Driver) -> None:
    builder = StateGraph(S)
    for name in ["a", "b1", "b2", "final"]:
        builder.add_node(name, appender(name))
    builder.add_edge(START, "a")
    builder.add_edge(START, "b1")
    builder.add_edge("b1", "b2")
    builder.add_edge("a", "final")
    builder.add_edge("b2", "final")
    graph = builder.compile(checkpointer=InMemorySaver())
    assert run(graph, "invoke", {"x": 0}, thread())["log"] == [
        "a",
        "b1",
        "b2",
        "final",
        "final",
    ]
    history = run(graph, "get_state_history", thread())
    assert [snap.next for snap in reversed(history)] == [
        ("__start__",),
        ("a", "b1"),
        ("b2", "final"),
        ("final",),
        (),
    ]


def test_conditional_edges_with_path_map_dict(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("p", appender("p"))
    builder.add_node("q", appender("q"))
    builder.add_conditional_edges(START, lambda s: s["x"] > 0, {True: "p", False: "q"})
    graph = builder.compile()
    assert run(graph, "invoke", {"x": 1})["log"] == ["p"]
    assert run(graph, "invoke", {"x": 0})["log"] == ["q"]


def test_conditional_edges_path_map_can_route_to_end(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", appender("a"))
    builder.add_node("b", lambda s: {"x": 2})
    builder.add_conditional_edges(
        START, lambda s: "go" if s["x"] else "stop", {"go": "b", "stop": END}
    )
    graph = builder.compile()
    assert run(graph, "invoke", {"x": 1}) == {"x": 2, "log": []}
    assert run(graph, "invoke", {"x": 0}) == {"x": 0, "log": []}


def test_conditional_edges_with_path_map_list_and_list_return(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("p", appender("p"))
    builder.add_node("q", appender("q"))
    builder.add_conditional_edges(START, lambda s: ["q", "p"], ["p", "q"])
    # both run in the same step; writes are applied in node-name order
    assert run(builder.compile(), "invoke", {"x": 1})["log"] == ["p", "q"]


def test_conditional_edges_with_literal_return_annotation(run: Driver) -> None:
    def route(state: S) -> Literal["p", "q"]:
        return "p" if state["x"] > 0 else "q"

    builder = StateGraph(S)
    builder.add_node("r", lambda s: {})
    builder.add_node("p", appender("p"))
    builder.add_node("q", appender("q"))
    builder.add_edge(START, "r")
    builder.add_conditional_edges("r", route)
    graph = builder.compile()
    assert run(graph, "invoke", {"x": 1})["log"] == ["p"]
    assert run(graph, "invoke", {"x": 0})["log"] == ["q"]


def test_conditional_edge_without_path_map_can_return_end(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("p", appender("p"))
    builder.add_conditional_edges(START, lambda s: END if s["x"] else "p")
    graph = builder.compile()
    assert run(graph, "invoke", {"x": 1})["log"] == []
    assert run(graph, "invoke", {"x": 0})["log"] == ["p"]


def test_async_path_function(run: Driver) -> None:
    if not run.is_async:
        pytest.skip("async path functions need an async driver")

    async def route(state: S) -> str:
        return "p"

    builder = StateGraph(S)
    builder.add_node("p", appender("p"))
    builder.add_conditional_edges(START, route, ["p"])
    assert run(builder.compile(), "invoke", {"x": 1})["log"] == ["p"]


def test_conditional_edge_to_unknown_node_is_ignored(
    run: Driver, caplog: pytest.LogCaptureFixture
) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {})
    builder.add_conditional_edges(START, lambda s: "nowhere")
    assert run(builder.compile(), "invoke", {"x": 0}) == {"x": 0, "log": []}
    assert [r.getMessage() for r in caplog.records] == [
        (
            "Task __start__ with path ('__pregel_pull', '__start__') wrote to unknown channel "
            "branch:to:nowhere, ignoring it."
        )
    ]


@pytest.mark.parametrize(("target", "channel"), [({"a"}, "branch:to:{'a'}"), (7, "branch:to:7")])
def test_conditional_edge_to_a_non_name_is_ignored_with_a_warning(
    run: Driver, caplog: pytest.LogCaptureFixture, target: Any, channel: str
) -> None:
    # as LangGraph: a path result that is no node name (a set, an int with no path map)
    # is written under its str() and warned about; before, it was dropped silently
    builder = StateGraph(S)
    builder.add_node("a", appender("a"))
    builder.add_conditional_edges(START, lambda s: target)
    assert run(builder.compile(), "invoke", {"x": 0}) == {"x": 0, "log": []}
    assert [r.getMessage() for r in caplog.records] == [
        f"Task __start__ with path ('__pregel_pull', '__start__') wrote to unknown channel {channel}, ignoring it."
    ]


def test_send_to_an_unknown_node_is_logged_and_dropped(run: Driver, caplog: pytest.LogCaptureFixture) -> None:
    # LangGraph logs it (every time, on its logger); before, a Python UserWarning was
    # raised, shown once per place by the warnings filter and missed by log handlers
    builder = StateGraph(S)
    builder.add_node("a", appender("a"))
    builder.add_conditional_edges(START, lambda s: [Send("ghost", s), Send("a", s)])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert run(builder.compile(), "invoke", {"x": 0}) == {"x": 0, "log": ["a"]}
    assert [r.getMessage() for r in caplog.records] == ["Ignoring unknown node name ghost in pending sends"]


def test_writes_to_managed_values_are_dropped_with_a_warning(run: Driver, caplog: pytest.LogCaptureFixture) -> None:
    class M(TypedDict):
        x: int
        remaining_steps: RemainingSteps

    builder = StateGraph(M)
    builder.add_node("a", lambda s: {"x": s["remaining_steps"], "remaining_steps": 3, "not_a_key": 1})
    builder.add_edge(START, "a")
    assert run(builder.compile(), "invoke", {"x": 0}, {"recursion_limit": 7}) == {"x": 6}
    assert [r.getMessage() for r in caplog.records] == [
        "Task a with path ('__pregel_pull', 'a') wrote to unknown channel remaining_steps, ignoring it."
    ]



def test_write_to_a_managed_value_is_saved_as_a_pending_write() -> None:
    # LangGraph keeps the write with the task: the saver holds it, the state ignores it.
    class M(TypedDict):
        x: int
        remaining_steps: RemainingSteps

    builder = StateGraph(M)
    builder.add_node("a", lambda s: {"x": 1, "remaining_steps": 3})
    builder.add_node("b", lambda s: {"x": 2})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    saver = InMemorySaver()
    graph = builder.compile(checkpointer=saver, interrupt_after=["a"])
    config = thread("managed-write")
    assert list(graph.stream({"x": 0}, config, stream_mode="updates")) == [{"a": {"x": 1}}, {"__interrupt__": ()}]
    step0 = next(t for t in saver.list(config) if t.metadata["step"] == 0)
    assert [(w[1], w[2]) for w in step0.pending_writes] == [("x", 1), ("remaining_steps", 3), ("branch:to:b", None)]
    assert graph.get_state(config).values == {"x": 1}

def test_add_sequence_with_functions_and_named_tuples(run: Driver) -> None:
    def s1(state: S) -> dict[str, Any]:
        return {"log": ["s1"]}

    def s2(state: S) -> dict[str, Any]:
        return {"x": state["x"] + 1, "log": ["s2"]}

    builder = StateGraph(S)
    builder.add_sequence([s1, ("named", s2)])
    builder.add_edge(START, "s1")
    graph = builder.compile()
    assert list(graph.nodes) == ["__start__", "s1", "named"]
    assert run(graph, "invoke", {"x": 0}) == {"x": 1, "log": ["s1", "s2"]}


def test_set_entry_point_and_finish_point(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", appender("a"))
    builder.add_node("b", appender("b"))
    builder.set_entry_point("a")
    builder.add_edge("a", "b")
    builder.set_finish_point("b")
    assert run(builder.compile(), "invoke", {"x": 0})["log"] == ["a", "b"]


def test_set_conditional_entry_point(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", appender("a"))
    builder.add_node("b", appender("b"))
    builder.set_conditional_entry_point(lambda s: "b" if s["x"] else "a", ["a", "b"])
    graph = builder.compile()
    assert run(graph, "invoke", {"x": 1})["log"] == ["b"]
    assert run(graph, "invoke", {"x": 0})["log"] == ["a"]


def test_node_named_like_a_state_key_is_allowed(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("x", lambda s: {"x": 9})
    builder.add_edge(START, "x")
    assert run(builder.compile(), "invoke", {"x": 0}) == {"x": 9, "log": []}


# ---------------------------------------------------------------------------
# Validation messages (§24, e29)
# ---------------------------------------------------------------------------


def _one_node() -> StateGraph[Any, Any, Any, Any]:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {})
    builder.add_edge(START, "a")
    return builder


def test_no_entrypoint() -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {})
    with pytest.raises(
        ValueError,
        match=r"^Graph must have an entrypoint: add at least one edge from START to another node$",
    ):
        builder.compile()


def test_edge_to_unknown_node() -> None:
    builder = _one_node()
    builder.add_edge("a", "zzz")
    with pytest.raises(ValueError, match=r"^Found edge ending at unknown node `zzz`$"):
        builder.compile()


@pytest.mark.parametrize("how", ["edge", "conditional", "finish"])
def test_edge_from_unknown_node(how: str) -> None:
    builder = _one_node()
    if how == "edge":
        builder.add_edge("zzz", "a")
    elif how == "conditional":
        builder.add_conditional_edges("zzz", lambda s: "a")
    else:
        builder.set_finish_point("zzz")
    with pytest.raises(
        ValueError, match=r"^Found edge starting at unknown node 'zzz'$"
    ):
        builder.compile()


@pytest.mark.parametrize("path_map", [{"k": "zzz"}, ["zzz"]], ids=["dict", "list"])
def test_conditional_edge_to_unknown_target(path_map: Any) -> None:
    def route(state: S) -> str:
        return "a"

    builder = _one_node()
    builder.add_conditional_edges("a", route, path_map)
    with pytest.raises(
        ValueError, match=r"^At 'a' node, 'route' branch found unknown target 'zzz'$"
    ):
        builder.compile()


def test_duplicate_branch_name() -> None:
    def route(state: S) -> str:
        return "a"

    builder = _one_node()
    builder.add_conditional_edges("a", route)
    with pytest.raises(
        ValueError, match=r"^Branch with name `route` already exists for node `a`$"
    ):
        builder.add_conditional_edges("a", route)


def test_duplicate_node() -> None:
    builder = _one_node()
    with pytest.raises(ValueError, match=r"^Node `a` already present\.$"):
        builder.add_node("a", lambda s: {})


@pytest.mark.parametrize("name", [START, END])
def test_reserved_node_names(name: str) -> None:
    with pytest.raises(ValueError, match=rf"^Node `{name}` is reserved\.$"):
        StateGraph(S).add_node(name, lambda s: {})


@pytest.mark.parametrize("char", ["|", ":"])
def test_reserved_characters_in_node_names(char: str) -> None:
    with pytest.raises(
        ValueError,
        match=rf"^'\{char}' is a reserved character and is not allowed in the node names\.$",
    ):
        StateGraph(S).add_node(f"a{char}b", lambda s: {})


def test_end_cannot_be_a_start_node() -> None:
    builder = _one_node()
    with pytest.raises(ValueError, match=r"^END cannot be a start node$"):
        builder.add_edge(END, "a")
    builder.add_node("b", lambda s: {})
    with pytest.raises(ValueError, match=r"^END cannot be a start node$"):
        builder.add_edge([END, "a"], "b")


def test_start_cannot_be_an_end_node() -> None:
    builder = _one_node()
    with pytest.raises(ValueError, match=r"^START cannot be an end node$"):
        builder.add_edge("a", START)


@pytest.mark.parametrize("missing", ["zzz", START])
def test_join_edge_from_unknown_node(missing: str) -> None:
    builder = _one_node()
    builder.add_node("b", lambda s: {})
    with pytest.raises(ValueError, match=rf"^Need to add_node `{missing}` first$"):
        builder.add_edge(["a", missing], "b")


@pytest.mark.parametrize("kind", ["interrupt_before", "interrupt_after"])
def test_interrupt_on_unknown_node(kind: str) -> None:
    with pytest.raises(ValueError, match=r"^Interrupt node `zzz` not found$"):
        _one_node().compile(**{kind: ["zzz"]})


def test_empty_sequence() -> None:
    with pytest.raises(ValueError, match=r"^Sequence requires at least one node\.$"):
        StateGraph(S).add_sequence([])


def test_sequence_with_duplicate_names() -> None:
    with pytest.raises(
        ValueError,
        match=(
            r"^Node names must be unique: node with the name 'a' already exists\. If you need to use two "
            r"different runnables/callables with the same name \(for example, using `lambda`\), please "
            r"provide them as tuples \(name, runnable/callable\)\.$"
        ),
    ):
        StateGraph(S).add_sequence([("a", lambda s: {}), ("a", lambda s: {})])


def test_sequence_names_unnamed_items_by_dunder_name_or_class() -> None:
    class Triple:
        def __call__(self, state: S) -> dict[str, Any]:
            return {"x": state["x"] * 3}

    def inc(state: S) -> dict[str, Any]:
        return {"x": state["x"] + 1}

    inner = StateGraph(S).add_node("inc", inc).add_edge(START, "inc").compile(name="inner")
    builder = StateGraph(S).add_sequence([inc, Triple(), inner])
    # a callable object and a compiled graph are named by class, not by ``.name``
    assert list(builder.nodes) == ["inc", "Triple", "CompiledStateGraph"]
    builder.add_edge(START, "inc")
    assert builder.compile().invoke({"x": 1}) == {"x": 7, "log": []}


@pytest.mark.parametrize("item", [5, "a", ("a", returning({}), 3)])
def test_sequence_item_that_is_not_a_node_is_a_type_error(item: Any) -> None:
    with pytest.raises(TypeError, match=r"^Expected a Runnable, callable or dict\.Instead got an unsupported type"):
        StateGraph(S).add_sequence([item])


def test_state_schema_is_required() -> None:
    with pytest.raises(
        TypeError, match=r"missing 1 required positional argument: 'state_schema'$"
    ):
        StateGraph()  # type: ignore[call-arg]


def test_add_node_after_compile_logs_a_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    builder = _one_node()
    builder.compile()
    builder.add_node("b", lambda s: {})
    assert [r.getMessage() for r in caplog.records] == [
        "Adding a node to a graph that has already been compiled. This will not be reflected in the compiled graph."
    ]


# ---------------------------------------------------------------------------
# Annotations that do not resolve (LangGraph raises NameError; nothing is dropped)
# ---------------------------------------------------------------------------


class _UnresolvedHint(TypedDict):
    x: _NotDefinedAnywhere  # type: ignore[name-defined]  # noqa: F821  # a string under PEP 563


def _schemas_with_a_local_name() -> tuple[type, type]:
    Local = int  # invisible to get_type_hints: under PEP 563 annotations are strings

    class Sub(TypedDict, total=False):
        log: Annotated[list[Any], operator.add]
        other: Local

    class Part(TypedDict):
        other: Local

    return Sub, Part


def test_unresolvable_state_annotation_raises_name_error() -> None:
    sub, part = _schemas_with_a_local_name()
    # (pytest matches the message followed by the exception's notes)
    with pytest.raises(NameError, match=r"^name 'Local' is not defined(\n|$)") as info:
        StateGraph(sub)
    assert str(info.value) == "name 'Local' is not defined"
    if sys.version_info >= (3, 11):  # exception notes: the message stays LangGraph's
        assert info.value.__notes__ == [
            "(in the type hints of schema '_schemas_with_a_local_name.<locals>.Sub'; "
            "names they use must be importable from its module)"
        ]
    for kwargs in ({"input_schema": part}, {"output_schema": part}):
        with pytest.raises(NameError, match=r"^name 'Local' is not defined(\n|$)"):
            StateGraph(S, **kwargs)
    builder = StateGraph(S)
    with pytest.raises(NameError, match=r"^name 'Local' is not defined(\n|$)"):
        builder.add_node("n", returning({}), input_schema=part)


def test_unresolvable_parameter_schema_is_not_inferred(run: Driver) -> None:
    class Two(TypedDict, total=False):
        x: int
        y: int

    def node(state: _UnresolvedHint) -> dict[str, Any]:
        return {"y": len(state)}

    builder = StateGraph(Two)
    builder.add_node("n", node)
    builder.add_edge(START, "n")
    # the node reads the whole state, as in LangGraph
    assert run(builder.compile(), "invoke", {"x": 1, "y": 5}) == {"x": 1, "y": 2}

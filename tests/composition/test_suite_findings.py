"""Behaviours found by running LangGraph's own test suite against lingxigraph.

Each test states the rule (checked against LangGraph 1.2.11) and runs it on every
driver where the behaviour involves a run: sync, asyncio and trio.
"""

from __future__ import annotations

import operator
import uuid
from dataclasses import dataclass, field
from typing import Annotated, Any

import pytest
from composition_helpers import call
from pydantic import BaseModel
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_config
from lingxigraph.graph import START, StateGraph
from lingxigraph.graph.message import add_messages, push_message
from lingxigraph.messages import AIMessage, AnyMessage, HumanMessage
from lingxigraph.types import Command

DRIVERS = ["sync", "asyncio", "trio"]




# ---- a node running several graphs ------------------------------------------------------


class AB(TypedDict):
    a: int
    b: int


class Result(TypedDict):
    result: int


def _adder(checkpointer: Any = None) -> Any:
    def add(state: AB) -> Result:
        return {"result": state["a"] + state["b"]}

    return StateGraph(AB, output_schema=Result).add_node(add).add_edge(START, "add").compile(
        checkpointer=checkpointer
    )


@pytest.mark.parametrize("driver", DRIVERS)
def test_graphs_called_in_turn_by_one_node_get_numbered_namespaces(driver: str) -> None:
    # the 2nd, 3rd... graph run inside one task gets "<ns>|1", "<ns>|2": each starts
    # afresh instead of continuing the previous call's checkpoints
    sub, sub_kept = _adder(), _adder(checkpointer=True)

    def node(state: AB) -> Result:
        r1 = sub.invoke(state)
        r2 = sub.invoke({"a": r1["result"], "b": 10})
        r3 = sub_kept.invoke({"a": r2["result"], "b": 100})
        return sub_kept.invoke({"a": r3["result"], "b": 1000})

    async def anode(state: AB) -> Result:
        r1 = await sub.ainvoke(state)
        r2 = await sub.ainvoke({"a": r1["result"], "b": 10})
        r3 = await sub_kept.ainvoke({"a": r2["result"], "b": 100})
        return await sub_kept.ainvoke({"a": r3["result"], "b": 1000})

    graph = (
        StateGraph(AB, output_schema=Result)
        .add_node("node", node if driver == "sync" else anode)
        .add_edge(START, "node")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}}
    chunks = call(driver, graph, "stream", {"a": 2, "b": 3}, config, subgraphs=True, stream_mode="updates")
    shapes = [(tuple(part.split(":")[0] + (":id" if ":" in part else "") for part in ns), update) for ns, update in chunks]
    assert shapes == [
        (("node:id",), {"add": {"result": 5}}),
        (("node:id", "1"), {"add": {"result": 15}}),
        (("node", "2"), {"add": {"result": 115}}),
        (("node", "3"), {"add": {"result": 1115}}),
        ((), {"node": {"result": 1115}}),
    ]
    # a second run of the thread: the numbered histories of checkpointer=True go on
    assert call(driver, graph, "invoke", {"a": 2, "b": 3}, config) == {"result": 1115}


# ---- what counts as a runnable ------------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_mock_node_is_called_not_invoked(driver: str) -> None:
    # a Mock answers every attribute, ``invoke`` included; like LangGraph, only an
    # object whose class has ``invoke`` is run as a runnable
    from unittest import mock

    from lingxigraph.channels import LastValue
    from lingxigraph.pregel import NodeBuilder, Pregel

    add_one = mock.Mock(side_effect=lambda x: x + 1)
    app = Pregel(
        nodes={
            "one": NodeBuilder().subscribe_only("input").do(add_one).write_to("inbox"),
            "two": NodeBuilder().subscribe_only("inbox").do(add_one).write_to("output"),
        },
        channels={"input": LastValue(int), "inbox": LastValue(int), "output": LastValue(int)},
        input_channels="input",
        output_channels="output",
    )
    assert call(driver, app, "invoke", 2) == 4
    assert add_one.call_count == 2


# ---- savers ------------------------------------------------------------------------------


class _OldStyleSaver(InMemorySaver):
    """A saver whose ``put_writes`` predates the ``task_path`` parameter."""

    def __init__(self) -> None:
        super().__init__()
        self.saved_tasks: list[str] = []

    def put_writes(self, config: Any, writes: Any, task_id: str) -> None:  # type: ignore[override]
        self.saved_tasks.append(task_id)
        super().put_writes(config, writes, task_id)

    async def aput_writes(self, config: Any, writes: Any, task_id: str) -> None:  # type: ignore[override]
        self.put_writes(config, writes, task_id)


@pytest.mark.parametrize("driver", DRIVERS)
def test_saver_without_task_path_parameter_gets_three_arguments(driver: str) -> None:
    class X(TypedDict):
        x: int

    saver = _OldStyleSaver()
    graph = (
        StateGraph(X)
        .add_node("one", lambda s: {"x": s["x"] + 1})
        .add_node("two", lambda s: {"x": s["x"] * 2})
        .add_edge(START, "one")
        .add_edge("one", "two")
        .compile(checkpointer=saver)
    )
    config = {"configurable": {"thread_id": "1"}}
    assert call(driver, graph, "invoke", {"x": 1}, config, durability="sync") == {"x": 4}
    assert len(saver.saved_tasks) == 3  # the input (__start__), one, two


# ---- resuming ----------------------------------------------------------------------------


class Foo(TypedDict):
    foo: str


def _two_steps(**compile_kwargs: Any) -> Any:
    return (
        StateGraph(Foo)
        .add_node("n1", lambda s: {"foo": s["foo"] + "|1"})
        .add_node("n2", lambda s: {"foo": s["foo"] + "|2"})
        .add_edge(START, "n1")
        .add_edge("n1", "n2")
        .compile(checkpointer=InMemorySaver(), **compile_kwargs)
    )


@pytest.mark.parametrize("driver", DRIVERS)
def test_command_resume_goes_past_a_static_breakpoint(driver: str) -> None:
    from lingxigraph.types import Command

    config = {"configurable": {"thread_id": "1"}}
    before = _two_steps(interrupt_before=["n1"])
    assert call(driver, before, "invoke", {"foo": "abc"}, config) == {"foo": "abc"}
    # nothing asks for the value: the run goes on (LangGraph drops it)
    assert call(driver, before, "invoke", Command(resume="x", update={"foo": "zz"}), config) == {"foo": "zz|1|2"}

    after = _two_steps(interrupt_after=["n1"])
    assert call(driver, after, "invoke", {"foo": "abc"}, config) == {"foo": "abc|1"}
    assert call(driver, after, "stream", Command(resume="x"), config) == [{"n2": {"foo": "abc|1|2"}}]
    # a finished thread has nothing to go on with: the value is dropped and its
    # state comes back (LangGraph 1.2.11)
    assert call(driver, after, "invoke", Command(resume="x"), config) == {"foo": "abc|1|2"}


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("thread_id", [uuid.UUID(int=5), 7], ids=["uuid", "int"])
def test_non_string_thread_id_is_saved_as_its_string(driver: str, thread_id: Any) -> None:
    from lingxigraph.types import Command, interrupt

    seen: list[Any] = []

    def ask(state: Foo) -> Foo:
        seen.append(get_config()["configurable"]["thread_id"])
        return {"foo": state["foo"] + interrupt("q")}

    graph = StateGraph(Foo).add_node("ask", ask).add_edge(START, "ask").compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": thread_id}}
    first = call(driver, graph, "invoke", {"foo": "a"}, config)
    assert [i.value for i in first["__interrupt__"]] == ["q"]
    assert call(driver, graph, "invoke", Command(resume="b"), config) == {"foo": "ab"}
    # nodes see the id as given; saved configs carry its string
    assert seen == [thread_id, thread_id]
    state = call(driver, graph, "get_state", config)
    assert state.values == {"foo": "ab"}
    assert state.config["configurable"]["thread_id"] == str(thread_id)
    history = graph.get_state_history(config)
    assert {s.config["configurable"]["thread_id"] for s in history} == {str(thread_id)}


# ---- Command.PARENT ----------------------------------------------------------------------


class Log(TypedDict):
    log: Annotated[list[str], operator.add]


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("kept", [False, True], ids=["plain", "checkpointer-True"])
def test_command_parent_from_a_subgraph_with_its_own_history(driver: str, kept: bool) -> None:
    # a subgraph compiled with checkpointer=True runs in "<node>" (no task id):
    # its Command.PARENT still reaches the parent graph
    from lingxigraph.types import Command

    sub = (
        StateGraph(Log)
        .add_node("a", lambda s: {"log": ["a"]})
        .add_node("b", lambda s: Command(graph=Command.PARENT, goto="after", update={"log": ["b"]}))
        .add_edge(START, "a")
        .add_edge("a", "b")
        .compile(checkpointer=kept)
    )
    graph = (
        StateGraph(Log)
        .add_node("child", sub, destinations=("after",))
        .add_node("after", lambda s: {"log": ["after"]})
        .add_edge(START, "child")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}}
    assert call(driver, graph, "invoke", {"log": ["in"]}, config) == {"log": ["in", "b", "after"]}


# ---- objects as updates ------------------------------------------------------------------


class ABC(TypedDict, total=False):
    a: Annotated[list, operator.add]
    b: str | None
    c: str


@dataclass
class _DC:
    a: list = field(default_factory=list)
    b: str | None = None
    c: str = "dflt"


class _PM(BaseModel):
    a: list = []
    b: str | None = None
    c: str = "dflt"


class _Plain:
    a: list

    def __init__(self) -> None:
        self.a = ["p"]


@pytest.mark.parametrize("wrap", ["return", "command"])
@pytest.mark.parametrize(
    ("update", "written"),
    [
        # a dataclass: every field, defaults and None included
        (_DC(), {"a": [], "b": None, "c": "dflt"}),
        (_DC(a=["x"]), {"a": ["x"], "b": None, "c": "dflt"}),
        # a model: a None left at its None default is dropped, unless set explicitly
        (_PM(), {"a": [], "c": "dflt"}),
        (_PM(b=None), {"a": [], "b": None, "c": "dflt"}),
        (_PM(a=["y"]), {"a": ["y"], "c": "dflt"}),
        # any object with annotated attributes
        (_Plain(), {"a": ["p"]}),
    ],
    ids=["dataclass", "dataclass-set", "model", "model-set-none", "model-set", "annotated-class"],
)
def test_object_updates_follow_langgraph_field_rule(update: Any, written: dict[str, Any], wrap: str) -> None:
    from lingxigraph.types import Command

    output = update if wrap == "return" else Command(update=update)
    graph = StateGraph(ABC).add_node("n", lambda s: output).add_edge(START, "n").compile()
    assert list(graph.stream({"a": ["i"], "b": "ib", "c": "ic"}, stream_mode="updates")) == [{"n": written}]


# ---- update_state's special forms ----------------------------------------------------------


class Trail(TypedDict):
    value: Annotated[list[str], operator.add]


def _asking_graph() -> Any:
    from lingxigraph.types import interrupt

    def ask(state: Trail) -> Trail:
        return {"value": ["h:" + interrupt("q")]}

    return (
        StateGraph(Trail)
        .add_node("a", lambda s: {"value": ["a"]})
        .add_node("ask", ask)
        .add_node("b", lambda s: {"value": ["b"]})
        .add_edge(START, "a")
        .add_edge("a", "ask")
        .add_edge("ask", "b")
        .compile(checkpointer=InMemorySaver())
    )


def _shape(driver: str, graph: Any, config: Any) -> tuple[Any, ...]:
    state = call(driver, graph, "get_state", config)
    return (state.values, state.next, state.metadata["source"], state.metadata["step"])


@pytest.mark.parametrize("driver", DRIVERS)
def test_update_state_copy_input_and_clear(driver: str) -> None:
    from lingxigraph.graph import END

    graph = _asking_graph()
    config = {"configurable": {"thread_id": "1"}}
    call(driver, graph, "invoke", {"value": []}, config)
    history = list(graph.get_state_history(config))
    before_ask = next(s for s in history if s.next == ("ask",))

    # __copy__: a sibling of the checkpoint (same parent), source "fork"
    copied = call(driver, graph, "update_state", before_ask.config, None, as_node="__copy__")
    fork = call(driver, graph, "get_state", copied)
    assert _shape(driver, graph, copied) == ({"value": ["a"]}, ("ask",), "fork", 2)
    assert fork.parent_config == before_ask.parent_config
    assert [i.value for i in call(driver, graph, "invoke", None, copied)["__interrupt__"]] == ["q"]

    # __copy__ with updates: the fork, then the updates on top of it
    updated = call(driver, graph, "update_state", before_ask.config, [({"value": ["x"]}, "a")], as_node="__copy__")
    assert _shape(driver, graph, updated) == ({"value": ["a", "x"]}, ("ask",), "update", 3)
    parent = call(driver, graph, "get_state", updated).parent_config
    assert _shape(driver, graph, parent) == ({"value": ["a"]}, ("ask",), "fork", 2)

    # END with None: the pending step is finished, nothing is left to run
    cleared = call(driver, graph, "update_state", config, None, as_node=END)
    assert _shape(driver, graph, cleared) == ({"value": ["a", "x"]}, (), "update", 4)

    # __input__: applied as run input; the next run starts from it
    inputted = call(driver, graph, "update_state", config, {"value": ["i"]}, as_node="__input__")
    assert _shape(driver, graph, inputted) == ({"value": ["a", "x"]}, ("__start__",), "input", 5)
    out = call(driver, graph, "invoke", None, inputted)
    assert out["value"] == ["a", "x", "i", "a"]
    fresh = call(driver, graph, "update_state", {"configurable": {"thread_id": "new"}}, {"value": ["i"]}, as_node="__input__")
    assert _shape(driver, graph, fresh) == ({"value": []}, ("__start__",), "input", -1)


def test_update_state_special_forms_refuse_bad_use() -> None:
    from lingxigraph.errors import InvalidUpdateError
    from lingxigraph.graph import END
    from lingxigraph.types import StateUpdate

    graph = _asking_graph()
    config = {"configurable": {"thread_id": "1"}}
    call("sync", graph, "invoke", {"value": []}, config)
    cases = [
        ([[StateUpdate(None, "__copy__"), StateUpdate(None, "__copy__")]], "Cannot copy checkpoint with multiple updates"),
        ([[StateUpdate({"value": []}, "__input__")] * 2], "Cannot apply multiple updates when updating as input"),
        ([[StateUpdate(None, END), StateUpdate(None, END)]], "Cannot apply multiple updates when clearing state"),
        ([[StateUpdate({"value": []}, None), StateUpdate({"value": []}, "a")]], "as_node is required when applying multiple updates"),
    ]
    for supersteps, message in cases:
        with pytest.raises(InvalidUpdateError, match=f"^{message}$"):
            graph.bulk_update_state(config, supersteps)
    with pytest.raises(ValueError, match="^No updates provided$"):
        graph.bulk_update_state(config, [[]])
    with pytest.raises(InvalidUpdateError, match="^Cannot copy a non-existent checkpoint$"):
        graph.update_state({"configurable": {"thread_id": "none"}}, None, as_node="__copy__")
    with pytest.raises(InvalidUpdateError, match="^Received no input writes for __start__$"):
        graph.update_state(config, None, as_node="__input__")


def test_bulk_update_saves_each_step_as_the_next_tasks_results() -> None:
    from lingxigraph.types import StateUpdate

    class NumText(TypedDict):
        num: int
        text: str

    graph = (
        StateGraph(NumText)
        .add_node("double", lambda s: {"num": s["num"] * 2, "text": s["text"] * 2})
        .add_edge(START, "double")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "bulk"}}
    graph.bulk_update_state(
        config,
        [
            [StateUpdate({}, "__input__")],
            [StateUpdate({"num": 1, "text": "one"}, "__start__")],
            [StateUpdate({"num": 2, "text": "oneone"}, "double")],
        ],
    )
    results = {t.name: t.result for s in graph.get_state_history(config) for t in s.tasks}
    assert results == {"__start__": {"num": 1, "text": "one"}, "double": {"num": 2, "text": "oneone"}}
    # the consumed input is not in the saved values
    assert graph.get_state(config).values == {"num": 2, "text": "oneone"}


# ---- breakpoints in subgraphs ---------------------------------------------------------------


class X(TypedDict, total=False):
    x: str


def _parent_of_breaking_subgraph() -> Any:
    """``r → sub``, where ``sub`` (``m → w``) stops before ``w``."""
    sub = (
        StateGraph(X)
        .add_node("m", lambda s: {"x": s["x"] + "m"})
        .add_node("w", lambda s: {"x": s["x"] + "w"})
        .add_edge(START, "m")
        .add_edge("m", "w")
        .compile(interrupt_before=["w"])
    )
    return (
        StateGraph(X)
        .add_node("r", lambda s: {"x": "r"})
        .add_node("sub", sub)
        .add_edge(START, "r")
        .add_edge("r", "sub")
        .compile(checkpointer=InMemorySaver())
    )


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("subgraphs", [True, False])
def test_subgraph_breakpoint_is_reported_by_the_parent(driver: str, subgraphs: bool) -> None:
    # the subgraph's interrupt_before stops the run: the {"__interrupt__": ()} update
    # comes from the root graph, not from the subgraph's namespace
    graph = _parent_of_breaking_subgraph()
    config = {"configurable": {"thread_id": "1"}}
    chunks = call(driver, graph, "stream", {"x": ""}, config, stream_mode=["updates", "values"], subgraphs=subgraphs)
    if subgraphs:
        chunks = [(tuple(p.split(":")[0] for p in ns), mode, data) for ns, mode, data in chunks]
        assert chunks == [
            ((), "values", {"x": ""}),
            ((), "updates", {"r": {"x": "r"}}),
            ((), "values", {"x": "r"}),
            (("sub",), "values", {"x": "r"}),
            (("sub",), "updates", {"m": {"x": "rm"}}),
            (("sub",), "values", {"x": "rm"}),
            ((), "updates", {"__interrupt__": ()}),
        ]
    else:
        assert chunks == [
            ("values", {"x": ""}),
            ("updates", {"r": {"x": "r"}}),
            ("values", {"x": "r"}),
            ("updates", {"__interrupt__": ()}),
        ]
    assert call(driver, graph, "stream", None, config, stream_mode="updates") == [{"sub": {"x": "rmw"}}]


# ---- what a routing function sees -----------------------------------------------------------


class Overall(TypedDict, total=False):
    foo: Annotated[int, operator.add]
    bar: str


class Private(TypedDict):
    baz: str


class OverallInput(TypedDict):
    foo: int
    extra: str


@pytest.mark.parametrize("driver", DRIVERS)
def test_routing_function_sees_its_schema_or_source_input_plus_output(driver: str) -> None:
    from lingxigraph.graph import END

    seen: list[tuple[str, dict[str, Any]]] = []

    def n1(state: Overall) -> dict[str, Any]:
        return {"foo": 1, "baz": "B"}

    def n2(state: Private) -> dict[str, Any]:
        return {"foo": 1, "bar": state["baz"]}

    def annotated(state: Overall) -> str:
        seen.append(("annotated", dict(state)))
        return END

    def plain(state):  # type: ignore[no-untyped-def]
        seen.append(("plain", dict(state)))
        return END

    def from_start(state):  # type: ignore[no-untyped-def]
        seen.append(("start", dict(state)))
        return "n1"

    class Router:
        def __call__(self, state: Private) -> str:
            seen.append(("object", dict(state)))
            return END

    builder = StateGraph(Overall, input_schema=OverallInput)
    builder.add_node("n1", n1)
    builder.add_node("n2", n2)
    builder.add_conditional_edges(START, from_start, ["n1"])
    builder.add_edge("n1", "n2")
    builder.add_conditional_edges("n2", annotated)
    builder.add_conditional_edges("n2", plain, [END])
    builder.add_conditional_edges("n1", Router(), [END])
    assert call(driver, builder.compile(), "invoke", {"foo": 0, "extra": "e"}) == {"foo": 2, "bar": "B"}
    assert sorted(seen) == sorted(
        [
            # unannotated: the source's input keys (the state's for START) + its output
            ("start", {"foo": 0, "extra": "e"}),
            ("plain", {"foo": 1, "bar": "B", "baz": "B"}),
            # annotated: that type's keys, with the node's writes applied
            ("object", {"baz": "B"}),
            ("annotated", {"foo": 2, "bar": "B"}),
        ]
    )


# ---- the updates chunk of a node writing several times ---------------------------------------


class ABC2(TypedDict, total=False):
    a: Annotated[list, operator.add]
    b: int
    c: int


@pytest.mark.parametrize(
    ("output", "chunk"),
    [
        # no key written twice: one dict
        (lambda: [Command(update={"a": [1]}), Command(update={"b": 2})], {"a": [1], "b": 2}),
        (lambda: [{"c": 1}, Command(update={"b": 2})], {"c": 1, "b": 2}),
        # a key written twice: one {key: value} per write, in order
        (lambda: [Command(update={"a": [1]}), Command(update={"a": [2], "b": 3})], [{"a": [1]}, {"a": [2]}, {"b": 3}]),
        (lambda: Command(update=[("a", [1]), ("a", [2])]), [{"a": [1]}, {"a": [2]}]),
        (lambda: Command(update=[("a", [1]), ("b", 2), ("a", [3])]), [{"a": [1]}, {"b": 2}, {"a": [3]}]),
    ],
    ids=["commands", "dict-and-command", "commands-same-key", "pairs-same-key", "pairs-mixed"],
)
def test_updates_chunk_of_several_writes(output: Any, chunk: Any) -> None:
    graph = StateGraph(ABC2).add_node("n", lambda s: output()).add_edge(START, "n").compile()
    assert list(graph.stream({"a": []}, stream_mode="updates")) == [{"n": chunk}]


# ---- push_message --------------------------------------------------------------------------


class Chat(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
    other: str


def test_push_message_streams_now_and_writes_the_state() -> None:
    def chat(state: Chat) -> None:
        with pytest.raises(ValueError, match="^Message ID is required$"):
            push_message(AIMessage(content="no id"))
        push_message(AIMessage(content="First", id="1"))
        push_message(HumanMessage(content="Second", id="2"))
        push_message(AIMessage(content="stream only", id="x"), state_key=None)

    def chat2(state: Chat) -> Chat:
        message = push_message(AIMessage(content="Third", id="3"))
        return {"messages": [message], "other": "o"}

    graph = StateGraph(Chat).add_node(chat).add_node(chat2).add_edge(START, "chat").add_edge("chat", "chat2").compile()
    streamed, updates, values = [], [], None
    for mode, chunk in graph.stream({"messages": []}, stream_mode=["messages", "updates", "values"]):
        if mode == "messages":
            streamed.append((chunk[0].id, chunk[1]["langgraph_node"]))
        elif mode == "updates":
            updates.append(chunk)
        else:
            values = chunk
    # returned again by chat2, message 3 is streamed once
    assert streamed == [("1", "chat"), ("2", "chat"), ("x", "chat"), ("3", "chat2")]
    assert [m.id for m in values["messages"]] == ["1", "2", "3"]
    assert [(name, [{k: getattr(v, "id", v) for k, v in u.items()} for u in parts]) for c in updates for name, parts in c.items()] == [
        ("chat", [{"messages": "1"}, {"messages": "2"}]),
        ("chat2", [{"messages": "3"}, {"messages": [AIMessage(content="Third", id="3")]}, {"other": "o"}]),
    ]
    with pytest.raises(RuntimeError, match="outside of a runnable context"):
        push_message(AIMessage(content="outside", id="9"))


# ---- subgraphs in snapshots ------------------------------------------------------------------


class SubBar(TypedDict, total=False):
    bar: str
    baz: str


class ParentFoo(TypedDict):
    foo: str


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("kept", [None, True], ids=["plain", "checkpointer-True"])
@pytest.mark.parametrize("how", ["function-node", "graph-node"])
def test_snapshot_shows_the_state_of_a_paused_subgraph(driver: str, kept: Any, how: str) -> None:
    from lingxigraph.types import Command, interrupt

    sub = (
        StateGraph(SubBar)
        .add_node("ask", lambda s: {"baz": interrupt("q")})
        .add_node("join", lambda s: {"bar": s["bar"] + s["baz"]})
        .add_edge(START, "ask")
        .add_edge("ask", "join")
        .compile(checkpointer=kept)
    )

    def call_sub(state: ParentFoo) -> ParentFoo:
        # a graph called inside a function node is that node's subgraph (as LangGraph)
        return {"foo": sub.invoke({"bar": state["foo"]})["bar"]}

    if how == "function-node":
        builder: Any = StateGraph(ParentFoo).add_node("n", call_sub)
        first, out = {"foo": "f"}, {"foo": "fZ"}
    else:
        builder = StateGraph(SubBar).add_node("n", sub)
        first, out = {"bar": "f"}, {"bar": "fZ", "baz": "Z"}
    graph = builder.add_edge(START, "n").compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "1"}}
    call(driver, graph, "invoke", first, config)
    assert [name for name, _ in graph.get_subgraphs()] == ["n"]
    (task,) = call(driver, graph, "get_state", config, subgraphs=True).tasks
    assert task.state.values == {"bar": "f"}
    assert call(driver, graph, "invoke", Command(resume="Z"), config) == out


# ---- time travel with a subgraph that keeps its state ------------------------------------------


class Results(TypedDict):
    results: Annotated[list[str], operator.add]


class SubValue(TypedDict):
    value: Annotated[list[str], operator.add]


@pytest.mark.parametrize("driver", DRIVERS)
def test_replay_starts_a_stateful_subgraph_from_its_state_at_that_point(driver: str) -> None:
    # replaying the parent from a checkpoint: the subgraph (checkpointer=True) first
    # loads its newest checkpoint from before that point, not its latest
    observed: list[list[str]] = []

    def sub_step(state: SubValue) -> SubValue:
        observed.append(list(state["value"]))
        return {"value": ["s"]}

    sub = StateGraph(SubValue).add_node("sub_step", sub_step).add_edge(START, "sub_step").compile(checkpointer=True)
    graph = (
        StateGraph(Results)
        .add_node("node_a", lambda s: {"results": ["a"]})
        .add_node("sub_node", sub)
        .add_edge(START, "node_a")
        .add_edge("node_a", "sub_node")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}}
    call(driver, graph, "invoke", {"results": []}, config)
    call(driver, graph, "invoke", {"results": []}, config)
    assert observed == [[], ["s"]]
    history = list(graph.get_state_history(config))
    second_a, first_a = [s for s in history if s.next == ("node_a",)]

    observed.clear()
    call(driver, graph, "invoke", None, second_a.config)
    assert observed == [["s"]]  # as after the 1st run, not the 2nd
    observed.clear()
    call(driver, graph, "invoke", None, first_a.config)
    assert observed == [[]]  # nothing saved before the 1st run
    # a fork (update_state) replays from the checkpoint it was made from
    fork = call(driver, graph, "update_state", second_a.config, {"results": ["x"]})
    observed.clear()
    call(driver, graph, "invoke", None, fork)
    assert observed == [["s"]]
    # a normal run continues from the latest state
    observed.clear()
    call(driver, graph, "invoke", {"results": []}, config)
    assert observed == [["s", "s"]]


@pytest.mark.parametrize("driver", DRIVERS)
def test_breakpoint_two_subgraph_levels_down_stops_the_run(driver: str) -> None:
    grandchild = (
        StateGraph(X)
        .add_node("g1", lambda s: {"x": s["x"] + " here"})
        .add_node("g2", lambda s: {"x": s["x"] + " and there"})
        .add_edge(START, "g1")
        .add_edge("g1", "g2")
        .compile(interrupt_before=["g2"])
    )
    child = StateGraph(X).add_node("c1", grandchild).add_edge(START, "c1").compile()
    graph = (
        StateGraph(X)
        .add_node("p1", lambda s: {"x": "hi " + s["x"]})
        .add_node("child", child)
        .add_node("p2", lambda s: {"x": s["x"] + " and back again"})
        .add_edge(START, "p1")
        .add_edge("p1", "child")
        .add_edge("child", "p2")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}}
    assert call(driver, graph, "invoke", {"x": "my value"}, config) == {"x": "hi my value"}
    assert call(driver, graph, "get_state", config).next == ("child",)
    assert call(driver, graph, "invoke", None, config) == {"x": "hi my value here and there and back again"}


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", ["sync", "async", "exit"])
def test_subgraph_breakpoint_leaves_its_task_next(driver: str, durability: str) -> None:
    # with durability="exit" the paused subgraph task was saved as finished (next=())
    graph = _parent_of_breaking_subgraph()
    config = {"configurable": {"thread_id": "1"}}
    call(driver, graph, "invoke", {"x": ""}, config, durability=durability)
    state = call(driver, graph, "get_state", config)
    assert (state.next, state.values, [t.name for t in state.tasks]) == (("sub",), {"x": "r"}, ["sub"])


def test_push_message_in_a_subgraph_streams_with_its_node_and_namespace() -> None:
    # as LangGraph: the chunk comes from the subgraph's node (also without
    # subgraphs=True), under the pushing task's own namespace, and the parent's
    # node does not stream it again when its output carries it
    def inner(state: Chat) -> None:
        push_message(AIMessage(content="inner", id="i1"))

    def top(state: Chat) -> None:
        push_message(AIMessage(content="top", id="t1"))

    sub = StateGraph(Chat).add_node(inner).add_edge(START, "inner").compile()
    graph = StateGraph(Chat).add_node(top).add_node("sub", sub).add_edge(START, "top").add_edge("top", "sub").compile()

    plain = [(m.id, meta["langgraph_node"]) for m, meta in graph.stream({"messages": []}, stream_mode="messages")]
    assert plain == [("t1", "top"), ("i1", "inner")]
    nested = list(graph.stream({"messages": []}, stream_mode="messages", subgraphs=True))
    assert [(len(ns), ns[0].split(":")[0], m.id) for ns, (m, _) in nested] == [(1, "top", "t1"), (2, "sub", "i1")]
    assert nested[1][0][1].split(":")[0] == "inner"

"""Rules found replaying users' bug reports (round 7) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph


class Log(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


def test_duplicate_branch_error_names_the_function_or_none() -> None:
    def route(state: Log) -> str:
        return END

    builder = StateGraph(Log).add_node("r", lambda s: {})
    builder.add_conditional_edges("r", lambda s: END)
    with pytest.raises(ValueError, match=r"^Branch with name `None` already exists for node `r`$"):
        builder.add_conditional_edges("r", lambda s: END)
    builder.add_conditional_edges("r", route)
    with pytest.raises(ValueError, match=r"^Branch with name `route` already exists for node `r`$"):
        builder.add_conditional_edges("r", route)


def test_sqlite_saver_reads_a_bytearray_channel_value_back_as_bytes(tmp_path: Any) -> None:
    # LangGraph's SqliteSaver stores the checkpoint whole: a bytearray value is nested and
    # msgpack gives it back as bytes (InMemorySaver keeps it a bytearray)
    import sqlite3

    from lingxigraph.checkpoint.sqlite import SqliteSaver

    class Raw(TypedDict):
        data: Any

    builder = StateGraph(Raw).add_node("n", lambda s: {"data": bytearray(b"xy")}).add_edge(START, "n")
    config = {"configurable": {"thread_id": "t"}}
    with sqlite3.connect(tmp_path / "c.db", check_same_thread=False) as conn:
        graph = builder.compile(checkpointer=SqliteSaver(conn))
        graph.invoke({"data": None}, config)
        value = graph.get_state(config).values["data"]
    assert type(value) is bytes and value == b"xy"
    memory = builder.compile(checkpointer=InMemorySaver())
    memory.invoke({"data": None}, config)
    assert type(memory.get_state(config).values["data"]) is bytearray


async def _cancel_while_waiting(parallel: bool, **stream_kw: Any) -> tuple[Any, list[str]]:
    started = asyncio.Event()

    async def first(state: Log) -> dict[str, Any]:
        return {"log": ["first"]}

    async def stuck(state: Log) -> dict[str, Any]:
        started.set()
        await asyncio.Event().wait()  # only the cancel ends it
        return {"log": ["stuck"]}

    builder = StateGraph(Log).add_node("first", first).add_node("stuck", stuck)
    builder.add_edge(START, "first").add_edge("first", "stuck")
    if parallel:
        builder.add_node("quick", first).add_edge("first", "quick")
    saver = InMemorySaver()
    graph = builder.compile(checkpointer=saver)
    config = {"configurable": {"thread_id": "t"}}

    async def consume() -> None:
        async for _ in graph.astream({"log": []}, config, **stream_kw):
            pass

    run = asyncio.ensure_future(consume())
    await started.wait()
    run.cancel()
    with pytest.raises(asyncio.CancelledError):
        await run
    state = await graph.aget_state(config)
    saved = saver.get_tuple(config)
    assert saved is not None
    return {t.name: t.error for t in state.tasks}, sorted(w[1] for w in saved.pending_writes)


def test_cancelled_lone_task_saves_nothing() -> None:
    # LangGraph runs a step's only task inline: a cancel from outside leaves no write for it
    errors, writes = asyncio.run(_cancel_while_waiting(False, stream_mode="updates"))
    assert errors == {"stuck": None}
    assert writes == []


@pytest.mark.parametrize("stream_kw", [{"stream_mode": "custom"}, {"stream_mode": "messages"}, {"subgraphs": True}])
def test_cancelled_lone_task_streamed_as_made_saves_its_cancel(stream_kw: dict[str, Any]) -> None:
    # chunks streamed as made: LangGraph's general path, which saves the CancelledError
    errors, writes = asyncio.run(_cancel_while_waiting(False, **stream_kw))
    assert errors == {"stuck": "CancelledError()"}
    assert writes == ["__error__"]


def test_cancelled_task_beside_a_sibling_saves_its_cancel() -> None:
    errors, writes = asyncio.run(_cancel_while_waiting(True))
    assert errors == {"stuck": "CancelledError()", "quick": None}
    assert writes == ["__error__", "log"]


def _two_questions(saver: InMemorySaver) -> Any:
    from lingxigraph.types import interrupt

    class Notes(TypedDict, total=False):
        log: Annotated[list[str], operator.add]
        note: str

    def ask_twice(state: Notes) -> dict[str, Any]:
        first = interrupt("first")
        second = interrupt("second")
        if second == "boom":
            raise ValueError("boom")
        return {"log": [f"{first}+{second}"]}

    builder = StateGraph(Notes).add_node("pre", lambda s: {"log": ["pre"]}).add_node("ask", ask_twice)
    builder.add_edge(START, "pre").add_edge("pre", "ask")
    return builder.compile(checkpointer=saver)


def _null_writes(saver: InMemorySaver, config: Any) -> list[tuple[str, Any]]:
    saved = saver.get_tuple(config)
    assert saved is not None
    return [(w[1], w[2]) for w in saved.pending_writes if w[0] == "00000000-0000-0000-0000-000000000000"]


def test_exit_durability_does_not_save_a_plain_resume_an_interrupt_took() -> None:
    # LangGraph: the interrupt() that takes a plain resume value removes it from the
    # step's pending writes, so with durability "exit" it is never saved (a Command's
    # update is); "async" saved it at once
    from lingxigraph.types import Command

    for durability, expected in [
        ("exit", [("note", "n1")]),
        ("async", [("__resume__", "A"), ("note", "n1")]),
    ]:
        saver = InMemorySaver()
        graph = _two_questions(saver)
        config = {"configurable": {"thread_id": durability}}
        graph.invoke({"log": []}, config, durability=durability)
        out = graph.invoke(Command(resume="A", update={"note": "n1"}), config, durability=durability)
        assert [i.value for i in out["__interrupt__"]] == ["second"]
        assert sorted(_null_writes(saver, config)) == expected
        out = graph.invoke(Command(resume="B"), config, durability=durability)
        assert out == {"log": ["pre", "A+B"], "note": "n1"}


def test_exit_durability_failed_resumed_task_keeps_only_its_own_answers() -> None:
    from lingxigraph.types import Command

    saver = InMemorySaver()
    graph = _two_questions(saver)
    config = {"configurable": {"thread_id": "t"}}
    graph.invoke({"log": []}, config, durability="exit")
    graph.invoke(Command(resume="A"), config, durability="exit")
    with pytest.raises(ValueError, match="boom"):
        graph.invoke(Command(resume="boom"), config, durability="exit")
    assert _null_writes(saver, config) == []
    saved = saver.get_tuple(config)
    assert saved is not None
    assert [w[2] for w in saved.pending_writes if w[1] == "__resume__"] == [["A", "boom"]]


def test_parent_command_as_input_raises_invalid_update_error() -> None:
    from lingxigraph.errors import InvalidUpdateError
    from lingxigraph.types import Command

    graph = StateGraph(Log).add_node("a", lambda s: {}).add_edge(START, "a").compile()
    with pytest.raises(InvalidUpdateError, match=r"^There is no parent graph$"):
        graph.invoke(Command(graph=Command.PARENT, goto="a"))


def test_checkpoint_metadata_copies_only_scalar_caller_values() -> None:
    # LangGraph copies config["metadata"] / configurable entries that are str (NULs removed,
    # a str subclass as a plain str), int, float or bool, and never over its own keys
    import enum

    class Tier(str, enum.Enum):
        GOLD = "gold"

    graph = StateGraph(Log).add_node("a", lambda s: {"log": ["a"]}).add_edge(START, "a")
    app = graph.compile(checkpointer=InMemorySaver())
    config = {
        "configurable": {"thread_id": "t", "user": "u\x00x", "step": 7, "obj": [1], "ratio": 0.5},
        "metadata": {"step": 99, "source": "mine", "parents": "p", "tier": Tier.GOLD, "nested": {"k": 1}, "n": 3},
    }
    app.invoke({"log": []}, config)
    history = list(app.get_state_history({"configurable": {"thread_id": "t"}}))
    assert [(h.metadata["step"], h.metadata["source"], h.metadata["parents"]) for h in history] == [
        (1, "loop", {}),
        (0, "loop", {}),
        (-1, "input", {}),
    ]
    metadata = history[0].metadata
    assert {k: v for k, v in metadata.items() if k not in ("step", "source", "parents")} == {
        "tier": "gold",
        "n": 3,
        "user": "ux",
        "ratio": 0.5,
    }
    assert type(metadata["tier"]) is str
    app.update_state({"configurable": {"thread_id": "t"}, "metadata": {"source": "x", "who": "me"}}, {"log": ["u"]})
    updated = app.get_state({"configurable": {"thread_id": "t"}}).metadata
    assert (updated["source"], updated["step"], updated["who"]) == ("update", 2, "me")


def test_a_main_class_defined_again_revives_as_the_new_class() -> None:
    # a cached reviver of a ``__main__`` class must follow its redefinition (a notebook
    # cell run twice): LangGraph looks the class up on every read
    import enum
    import sys

    from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer

    serde = JsonPlusSerializer()
    main = sys.modules["__main__"]
    had = hasattr(main, "_Ub10Color")
    old = getattr(main, "_Ub10Color", None)
    try:
        for _ in range(2):
            color = enum.Enum("_Ub10Color", {"RED": "red"}, module="__main__")
            main._Ub10Color = color  # type: ignore[attr-defined]
            value = serde.loads_typed(serde.dumps_typed({"c": color.RED}))
            assert value["c"] is color.RED
    finally:
        if had:
            main._Ub10Color = old  # type: ignore[attr-defined]
        else:
            del main._Ub10Color  # type: ignore[attr-defined]


def test_conditional_edge_destinations_are_checked_as_langgraph_does() -> None:
    from lingxigraph.errors import InvalidUpdateError
    from lingxigraph.types import Send

    class X(TypedDict):
        x: int

    def run(route: Any) -> Any:
        builder = StateGraph(X).add_node("r", lambda s: {}).add_node("a", lambda s: {"x": s["x"] + 1})
        builder.add_edge(START, "r").add_conditional_edges("r", route)
        return builder.compile().invoke({"x": 0})

    for bad in (lambda s: None, lambda s: ["a", None], lambda s: START):
        with pytest.raises(ValueError, match=r"^Branch did not return a valid destination"):
            run(bad)
    with pytest.raises(InvalidUpdateError, match=r"^Cannot send a packet to the END node"):
        run(lambda s: [Send(END, {"x": 1})])
    # a result naming no node (an int, an object, an unknown name) routes nowhere
    assert run(lambda s: 7) == {"x": 0}
    assert run(lambda s: object()) == {"x": 0}
    assert run(lambda s: ["a", END]) == {"x": 1}


def test_bulk_update_later_supersteps_do_not_copy_caller_metadata() -> None:
    # LangGraph goes on with the config its saver returned: only the first superstep's
    # checkpoint copies the caller's metadata / configurable values
    from lingxigraph.types import StateUpdate

    app = StateGraph(Log).add_node("a", lambda s: {}).add_node("b", lambda s: {}).add_edge(START, "a").add_edge("a", "b")
    graph = app.compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t", "team": "x"}, "metadata": {"who": "me"}}
    graph.bulk_update_state(config, [[StateUpdate({"log": ["1"]}, "a")], [StateUpdate({"log": ["2"]}, "b")]])
    history = list(graph.get_state_history({"configurable": {"thread_id": "t"}}))
    extra = [{k: v for k, v in h.metadata.items() if k not in ("step", "source", "parents")} for h in history]
    assert extra == [{}, {"who": "me", "team": "x"}]


def test_unserialisable_value_error_names_the_outermost_extension_type() -> None:
    # as LangGraph's ormsgpack: the first value (from the outside) that needed an
    # extension is named; a tuple is packed natively there and never named
    import dataclasses

    from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer

    class Opaque:
        pass

    @dataclasses.dataclass
    class Box:
        item: Any

    serde = JsonPlusSerializer()
    for value, named in [
        (Opaque(), "Opaque"),
        ([1, {"k": Opaque()}], "Opaque"),
        ((Opaque(),), "Opaque"),
        (Box(Opaque()), "Box"),
        ({"a": [Box([Opaque()])]}, "Box"),
    ]:
        with pytest.raises(TypeError, match=rf"^Type is not msgpack serializable: {named}$"):
            serde.dumps_typed(value)


def test_command_input_writes_goto_first_with_start_values() -> None:
    # LangGraph's map_command: goto writes first (a branch write carries START), then the
    # update; a goto that is neither a node name nor a Send raises TypeError
    from lingxigraph.types import Command, interrupt

    saver = InMemorySaver()
    builder = StateGraph(Log).add_node("ask", lambda s: {"log": [interrupt("q")]}).add_node("side", lambda s: {})
    graph = builder.add_edge(START, "ask").compile(checkpointer=saver)
    config = {"configurable": {"thread_id": "t"}}
    graph.invoke({"log": []}, config)
    graph.invoke(Command(update={"log": ["u"]}, goto="side"), config)
    saved = saver.get_tuple(config)
    assert saved is not None
    null = [(w[1], w[2]) for w in saved.pending_writes if w[0] == "00000000-0000-0000-0000-000000000000"]
    assert null[:2] == [("branch:to:side", START), ("log", ["u"])]
    with pytest.raises(TypeError, match=r"^In Command.goto, expected Send/str, got int$"):
        graph.invoke(Command(goto=5), {"configurable": {"thread_id": "fresh"}})


def test_sqlite_list_negative_limit_and_before_without_id() -> None:
    # LangGraph's SqliteSaver query: LIMIT -1 is no limit, and `checkpoint_id < NULL`
    # (a `before` config without a checkpoint_id) matches nothing
    import sqlite3

    from lingxigraph.checkpoint.sqlite import SqliteSaver

    with sqlite3.connect(":memory:", check_same_thread=False) as conn:
        graph = StateGraph(Log).add_node("a", lambda s: {"log": ["a"]}).add_edge(START, "a")
        app = graph.compile(checkpointer=SqliteSaver(conn))
        config = {"configurable": {"thread_id": "t"}}
        app.invoke({"log": []}, config)
        steps = [h.metadata["step"] for h in app.get_state_history(config)]
        assert steps == [1, 0, -1]
        assert [h.metadata["step"] for h in app.get_state_history(config, limit=-1)] == steps
        assert list(app.get_state_history(config, limit=0)) == []
        assert list(app.get_state_history(config, before={"configurable": {}})) == []


def test_goto_to_a_name_that_is_no_node_is_written_and_ignored() -> None:
    # LangGraph writes branch:to:<name> for any goto name but END in a node's or the START
    # task's Command, and for any name (END too) in a Command given as input; the unknown
    # channels are saved with the writes and ignored when applied
    from lingxigraph.types import Command

    saver = InMemorySaver()
    builder = StateGraph(Log).add_node("a", lambda s: {"log": ["a"]}).add_edge(START, "a")
    graph = builder.compile(checkpointer=saver, interrupt_before=["a"])
    config = {"configurable": {"thread_id": "t"}}

    def writes(step: int) -> list[tuple[str, str]]:
        found = [c for c in saver.list(config) if c.metadata["step"] == step]
        return sorted((w[1], str(w[2])) for w in found[0].pending_writes)

    out = graph.invoke(Command(goto=["nope", "a"], update={"log": ["u"]}), config, durability="sync")
    assert out == {"log": ["u", "u"]}
    assert writes(-1) == [("branch:to:a", "None"), ("branch:to:a", "None"), ("branch:to:nope", "None"), ("log", "['u']")]
    out = graph.invoke(Command(goto=["nope", END], update={"log": ["v"]}), config)
    assert out == {"log": ["u", "u", "v", "a"]}
    assert writes(0) == [
        ("branch:to:__end__", START),
        ("branch:to:nope", START),
        ("log", "['a']"),
        ("log", "['v']"),
    ]

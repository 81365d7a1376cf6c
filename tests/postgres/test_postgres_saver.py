"""Graphs on the Postgres savers (each saver variant: sync or async, connection or pool),
and what is particular to Postgres: the table layout, setup and migrations, list
filters, errors and the optional import."""

from __future__ import annotations

import math
import operator
import subprocess
import sys
import uuid
from collections.abc import Iterator
from typing import Annotated, Any

import anyio.to_thread
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pg_helpers import Runner, anyio_backend, empty_dsn, module_dsn, saver  # noqa: F401 - fixtures
from psycopg import Connection, errors
from typing_extensions import TypedDict

from lingxigraph.checkpoint.base import empty_checkpoint
from lingxigraph.checkpoint.postgres import PostgresSaver
from lingxigraph.checkpoint.postgres.aio import AsyncPostgresSaver
from lingxigraph.checkpoint.postgres.base import MIGRATIONS
from lingxigraph.errors import CheckpointError
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command, Send, interrupt

pytestmark = pytest.mark.anyio


class S(TypedDict):
    log: Annotated[list, operator.add]
    n: int


def _cfg(thread: str = "t") -> dict[str, Any]:
    return {"configurable": {"thread_id": thread}}


def _ask_graph(saver: Any) -> Any:
    def a(s: S) -> dict[str, Any]:
        return {"log": ["a"], "n": s.get("n", 0) + 1}

    def b(s: S) -> dict[str, Any]:
        return {"log": [f"b:{interrupt('b?')}"]}

    builder = StateGraph(S).add_node("a", a).add_node("b", b)
    return builder.add_edge(START, "a").add_edge("a", "b").add_edge("b", END).compile(checkpointer=saver)


# ---- graphs on every saver variant ---------------------------------------------------------------


async def test_interrupt_resume_and_history(saver: Any) -> None:
    run, graph = Runner(saver), _ask_graph(saver)
    out = await run.call(graph, "invoke", {"log": [], "n": 0}, _cfg())
    assert [i.value for i in out["__interrupt__"]] == ["b?"]
    state = await run.call(graph, "get_state", _cfg())
    assert (state.values, state.next) == ({"log": ["a"], "n": 1}, ("b",))
    assert await run.call(graph, "invoke", Command(resume="yes"), _cfg()) == {"log": ["a", "b:yes"], "n": 1}
    history = await run.history(graph, _cfg())
    assert [h.metadata["step"] for h in history] == [2, 1, 0, -1]
    assert [h.values.get("n") for h in history] == [1, 1, 0, None]
    # another thread is separate
    assert (await run.call(graph, "get_state", _cfg("other"))).values == {}


async def test_time_travel_and_fork(saver: Any) -> None:
    run, graph = Runner(saver), _ask_graph(saver)
    await run.call(graph, "invoke", {"log": [], "n": 0}, _cfg())
    await run.call(graph, "invoke", Command(resume="first"), _cfg())
    before_b = next(h for h in await run.history(graph, _cfg()) if h.next == ("b",))
    # fork from the checkpoint before "b": a new branch, the old one stays in the history
    forked = await run.call(graph, "update_state", before_b.config, {"n": 10})
    assert forked["configurable"]["checkpoint_id"] != before_b.config["configurable"]["checkpoint_id"]
    out = await run.call(graph, "invoke", None, forked)
    assert out["__interrupt__"][0].value == "b?"
    assert await run.call(graph, "invoke", Command(resume="second"), _cfg()) == {"log": ["a", "b:second"], "n": 10}
    logs = [h.values.get("log") for h in await run.history(graph, _cfg())]
    assert ["a", "b:first"] in logs and ["a", "b:second"] in logs
    # replaying the old checkpoint runs "b" again from there
    again = await run.call(graph, "invoke", None, before_b.config)
    assert again["__interrupt__"][0].value == "b?"


async def test_subgraph_state_is_kept_in_its_namespace(saver: Any) -> None:
    run = Runner(saver)
    sub = StateGraph(S).add_node("s1", lambda s: {"log": ["s1"]})
    sub.add_node("ask", lambda s: {"log": [f"ask:{interrupt('sub?')}"]})
    inner = sub.add_edge(START, "s1").add_edge("s1", "ask").compile()
    graph = StateGraph(S).add_node("sub", inner).add_edge(START, "sub").compile(checkpointer=saver)
    out = await run.call(graph, "invoke", {"log": []}, _cfg())
    assert out["__interrupt__"][0].value == "sub?"
    state = await run.call(graph, "get_state", _cfg(), subgraphs=True)
    sub_state = state.tasks[0].state
    assert sub_state.values == {"log": ["s1"]} and sub_state.next == ("ask",)
    assert sub_state.config["configurable"]["checkpoint_ns"].startswith("sub:")
    assert await run.call(graph, "invoke", Command(resume="ok"), _cfg()) == {"log": ["s1", "ask:ok"]}


async def test_a_failed_tasks_siblings_writes_are_kept(saver: Any) -> None:
    run = Runner(saver)
    calls: list[str] = []
    fail = [True]

    def good(s: S) -> dict[str, Any]:
        calls.append("good")
        return {"log": ["good"]}

    def flaky(s: S) -> dict[str, Any]:
        calls.append("flaky")
        if fail[0]:
            raise ValueError("boom")
        return {"log": ["flaky"]}

    builder = StateGraph(S).add_node("good", good).add_node("flaky", flaky)
    graph = builder.add_edge(START, "good").add_edge(START, "flaky").compile(checkpointer=saver)
    with pytest.raises(ValueError, match="^boom"):
        await run.call(graph, "invoke", {"log": []}, _cfg())
    state = await run.call(graph, "get_state", _cfg())
    errors_seen = {t.name: t.error for t in state.tasks}
    assert errors_seen == {"good": None, "flaky": "ValueError('boom')"}
    saved = await run.call(saver, "get_tuple", _cfg())
    assert ["good"] in [value for _, channel, value in saved.pending_writes if channel == "log"]
    fail[0] = False
    calls.clear()
    assert sorted((await run.call(graph, "invoke", None, _cfg()))["log"]) == ["flaky", "good"]
    assert calls == ["flaky"]  # the sibling's saved result is used, it does not run again


async def test_send_fan_out(saver: Any) -> None:
    class W(TypedDict):
        i: int

    run = Runner(saver)
    builder = StateGraph(S).add_node("fan", lambda s: {"log": ["fan"]})
    builder.add_node("w", lambda w: {"log": [f"w{w['i']}"]})
    builder.add_conditional_edges("fan", lambda s: [Send("w", {"i": i}) for i in range(3)], ["w"])
    graph = builder.add_edge(START, "fan").compile(checkpointer=saver)
    assert await run.call(graph, "invoke", {"log": []}, _cfg()) == {"log": ["fan", "w0", "w1", "w2"]}


async def test_a_put_the_database_refuses_stores_nothing(saver: Any) -> None:
    run = Runner(saver)
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"], checkpoint["channel_versions"] = {"l": [1]}, {"l": "1", "bad\x00name": "1"}
    config = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    # the blob goes in first; the row after it is refused (JSONB has no NUL character)
    with pytest.raises(errors.UntranslatableCharacter):
        await run.call(saver, "put", config, checkpoint, {"note": "ok"}, {"l": "1"})
    assert await run.call(saver, "get_tuple", config) is None
    # nothing of it was kept: the same put, with good channel names, stores the value given now
    checkpoint["channel_values"], checkpoint["channel_versions"] = {"l": [2]}, {"l": "1"}
    saved = await run.call(saver, "put", config, checkpoint, {"note": "ok"}, {"l": "1"})
    found = await run.call(saver, "get_tuple", saved)
    assert found.checkpoint["channel_values"] == {"l": [2]}


# ---- the saver API -------------------------------------------------------------------------------


def _put(saver: PostgresSaver, thread: str, step: int, metadata: dict[str, Any], parent: Any = None) -> Any:
    checkpoint = empty_checkpoint()
    checkpoint["v"] = 4  # as runs save them
    del checkpoint["pending_sends"]  # type: ignore[misc]
    checkpoint["channel_values"] = {"x": step}
    checkpoint["channel_versions"] = {"x": saver.get_next_version(None, None)}
    return saver.put(parent or {"configurable": {"thread_id": thread, "checkpoint_ns": ""}}, checkpoint, metadata, {})


@pytest.fixture
def sync_saver(empty_dsn: str) -> Iterator[PostgresSaver]:  # noqa: F811
    with PostgresSaver.from_conn_string(empty_dsn) as made:
        yield made


def test_list_filter_is_json_containment_as_in_langgraph(sync_saver: PostgresSaver) -> None:
    one = _put(sync_saver, "t", 1, {"source": "loop", "user": {"id": 1, "name": "x"}, "tags": ["a", "b"]})
    two = _put(sync_saver, "t", 2, {"source": "input", "user": {"id": 2}, "tags": ["b"]}, parent=one)

    def ids(**kwargs: Any) -> list[str]:
        return [t.config["configurable"]["checkpoint_id"] for t in sync_saver.list(_cfg(), **kwargs)]

    first, second = one["configurable"]["checkpoint_id"], two["configurable"]["checkpoint_id"]
    assert ids() == [second, first]
    assert ids(filter={"user": {"id": 1}}) == [first]  # a nested subset matches
    assert ids(filter={"tags": ["b"]}) == [second, first]  # a list matches any superset
    assert ids(filter={"source": "input", "user": {"id": 1}}) == []
    assert ids(filter={"missing": None}) == []
    assert ids(before=two, limit=5) == [first]
    assert ids(limit=0) == []
    with pytest.raises(ValueError, match=r"^limit must be None or at least 0, not -1$"):
        list(sync_saver.list(_cfg(), limit=-1))
    with pytest.raises(ValueError, match=r"^Invalid filter key: 'a b'"):
        list(sync_saver.list(None, filter={"a b": 1}))


def test_layout_is_langgraphs(sync_saver: PostgresSaver, empty_dsn: str) -> None:
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = {
        "s": "text",
        "f": 1.5,
        "none": None,
        "nan": math.nan,
        "l": [1, 2],
        "z": "a\x00b",
        "big": 1e16,  # JSONB would give it back as the int 10000000000000000
        "minus0": -0.0,  # JSONB would drop the sign
        "minus1": -1.0,
    }
    versions = {ch: sync_saver.get_next_version(None, None) for ch in checkpoint["channel_values"]}
    checkpoint["channel_versions"] = versions
    saved = sync_saver.put(
        {"configurable": {"thread_id": "t", "checkpoint_ns": "", "run_id": "r1"}},
        checkpoint,
        {"source": "input", "step": -1, "writes": {"dropped": 1}},
        versions,
    )
    sync_saver.put_writes(saved, [("l", [3]), ("__error__", "e")], "task-1", "path")
    with Connection.connect(empty_dsn) as conn:
        stored, metadata = conn.execute("SELECT checkpoint, metadata FROM checkpoints").fetchone()
        blobs = conn.execute("SELECT channel, type FROM checkpoint_blobs ORDER BY channel").fetchall()
        writes = conn.execute("SELECT task_id, idx, channel, task_path FROM checkpoint_writes ORDER BY idx").fetchall()
    # scalars JSONB gives back as they were stay inline; the rest are blobs
    assert stored["channel_values"] == {"s": "text", "f": 1.5, "none": None, "minus1": -1.0}
    assert stored["channel_versions"] == versions
    assert [ch for ch, _ in blobs] == ["big", "l", "minus0", "nan", "z"]
    assert metadata == {"source": "input", "step": -1, "run_id": "r1"}  # "writes" is not stored, as in LangGraph
    assert writes == [("task-1", -1, "__error__", "path"), ("task-1", 0, "l", "path")]
    found = sync_saver.get_tuple(saved)
    assert found is not None
    values = found.checkpoint["channel_values"]
    assert math.isnan(values.pop("nan"))
    assert math.copysign(1, values.pop("minus0")) == -1
    assert values == {"s": "text", "f": 1.5, "none": None, "minus1": -1.0, "l": [1, 2], "z": "a\x00b", "big": 1e16}
    assert type(values["big"]) is float


def test_an_inline_scalar_is_the_value_put_last(sync_saver: PostgresSaver) -> None:
    # (the shared contract says a channel not in new_versions keeps its stored value;
    # in LangGraph's layout a scalar lives in each row, so it is the value given, as
    # LangGraph's saver reads it; a blob value still comes from its version)
    first = empty_checkpoint()
    first["channel_values"], first["channel_versions"] = {"s": "s1", "l": [1]}, {"s": 1, "l": 1}
    saved = sync_saver.put({"configurable": {"thread_id": "t", "checkpoint_ns": ""}}, first, {}, {"s": 1, "l": 1})
    second = empty_checkpoint()
    second["channel_values"], second["channel_versions"] = {"s": "given", "l": [2]}, {"s": 1, "l": 1}
    found = sync_saver.get_tuple(sync_saver.put(saved, second, {}, {}))
    assert found is not None and found.checkpoint["channel_values"] == {"s": "given", "l": [1]}


def test_delta_history_walks_past_an_inline_null(sync_saver: PostgresSaver) -> None:
    # LangGraph's Postgres saver reads a JSON null in a checkpoint's own values as
    # "nothing stored here": the walk goes on to an older value, or ends with no seed
    def chain(thread: str, values: list[Any]) -> Any:
        parent: Any = {"configurable": {"thread_id": thread, "checkpoint_ns": ""}}
        for step, value in enumerate(values):
            checkpoint = empty_checkpoint()
            checkpoint["channel_values"], checkpoint["channel_versions"] = {"c": value}, {"c": step + 1}
            parent = sync_saver.put(parent, checkpoint, {"step": step}, {"c": step + 1})
            sync_saver.put_writes(parent, [("c", f"w{step}")], f"task{step}")
        return parent

    seeded = sync_saver.get_delta_channel_history(config=chain("a", [5, None, None]), channels=["c"])
    assert seeded == {"c": {"writes": [("task0", "c", "w0"), ("task1", "c", "w1")], "seed": 5}}
    unseeded = sync_saver.get_delta_channel_history(config=chain("b", [None, None, 7]), channels=["c"])
    assert unseeded == {"c": {"writes": [("task0", "c", "w0"), ("task1", "c", "w1")]}}


_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text()
    | st.binary(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.dictionaries(st.sampled_from(["a", "b", "c"]), _values, max_size=3), step=st.integers(-1, 5))
def test_values_and_metadata_round_trip(sync_saver: PostgresSaver, values: dict[str, Any], step: int) -> None:
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = values
    checkpoint["channel_versions"] = versions = {ch: sync_saver.get_next_version(None, None) for ch in values}
    # a thread per example: Hypothesis seeds `random`, so versions repeat between examples
    thread = uuid.uuid4().hex
    saved = sync_saver.put({"configurable": {"thread_id": thread, "checkpoint_ns": ""}}, checkpoint, {"step": step}, versions)
    sync_saver.put_writes(saved, list(values.items()), "task")
    found = sync_saver.get_tuple(saved)
    assert found is not None
    assert found.checkpoint["channel_values"] == values
    assert found.metadata == {"step": step}
    assert found.pending_writes == [("task", ch, v) for ch, v in values.items()]


def test_a_format_3_checkpoint_gets_its_parents_sends(sync_saver: PostgresSaver) -> None:
    # before format 4, LangGraph's Postgres saver kept pending Sends only as the
    # parent's writes to the tasks channel; reading gives them as that channel's value
    # (as LangGraph 1.2.11's saver does), at the highest version the checkpoint has
    parent = _put(sync_saver, "t", 1, {})
    sync_saver.put_writes(parent, [("__pregel_tasks", Send("w", {"i": 2}))], "task-b", "b")
    sync_saver.put_writes(parent, [("__pregel_tasks", Send("w", {"i": 1}))], "task-a", "a")
    sends = [Send("w", {"i": 1}), Send("w", {"i": 2})]
    old = empty_checkpoint()
    old["v"] = 3
    bare = sync_saver.get_tuple(sync_saver.put(parent, old, {}, {}))
    assert bare is not None
    assert bare.checkpoint["channel_values"] == {"__pregel_tasks": sends}
    assert list(bare.checkpoint["channel_versions"]) == ["__pregel_tasks"]
    assert bare.checkpoint["channel_versions"]["__pregel_tasks"].startswith(f"{1:032}.")
    assert bare.checkpoint["pending_sends"] == []  # as stored
    old = empty_checkpoint()
    old["v"] = 3
    old["channel_values"] = {"x": 1, "y": 2}
    old["channel_versions"] = versions = {"x": f"{3:032}.5", "y": f"{2:032}.9"}
    full = sync_saver.get_tuple(sync_saver.put(parent, old, {}, versions))
    assert full is not None
    assert full.checkpoint["channel_values"] == {"x": 1, "y": 2, "__pregel_tasks": sends}
    assert full.checkpoint["channel_versions"] == {**versions, "__pregel_tasks": f"{3:032}.5"}
    assert [t.checkpoint["channel_values"] for t in sync_saver.list(_cfg(), limit=1)] == [full.checkpoint["channel_values"]]
    newer = sync_saver.get_tuple(parent)
    assert newer is not None and "__pregel_tasks" not in newer.checkpoint["channel_values"]


class Gathered(TypedDict):
    got: Annotated[list[int], operator.add]


def test_a_run_from_a_format_3_checkpoint_runs_its_parents_sends(sync_saver: PostgresSaver) -> None:
    def w(arg: dict[str, int]) -> dict[str, list[int]]:
        return {"got": [arg["i"] * 10]}

    graph = StateGraph(Gathered).add_node("w", w).add_edge(START, "w").compile(checkpointer=sync_saver)
    first = empty_checkpoint()
    first["v"] = 1
    parent = sync_saver.put(
        {"configurable": {"thread_id": "old", "checkpoint_ns": ""}}, first, {"step": 0, "source": "loop"}, {}
    )
    sync_saver.put_writes(parent, [("__pregel_tasks", Send("w", {"i": 2}))], "task-b", "b")
    sync_saver.put_writes(parent, [("__pregel_tasks", Send("w", {"i": 1}))], "task-a", "a")
    old = empty_checkpoint()
    old["v"] = 3
    sync_saver.put(parent, old, {"step": 1, "source": "loop"}, {})
    assert graph.invoke(None, _cfg("old")) == {"got": [10, 20]}  # LangGraph 1.2.11 gives the same


def test_metadata_json_cannot_hold_stores_nothing(sync_saver: PostgresSaver) -> None:
    checkpoint = empty_checkpoint()
    with pytest.raises(TypeError, match=r"^the checkpoint's metadata cannot be stored as JSON"):
        sync_saver.put({"configurable": {"thread_id": "t", "checkpoint_ns": ""}}, checkpoint, {"x": {1, 2}}, {})  # type: ignore[typeddict-unknown-key]
    assert list(sync_saver.list(None)) == []


def test_a_corrupt_blob_names_the_checkpoint(sync_saver: PostgresSaver, empty_dsn: str) -> None:
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"], checkpoint["channel_versions"] = {"l": [1]}, {"l": "1"}
    saved = sync_saver.put({"configurable": {"thread_id": "t", "checkpoint_ns": ""}}, checkpoint, {}, {"l": "1"})
    with Connection.connect(empty_dsn, autocommit=True) as conn:
        conn.execute("UPDATE checkpoint_blobs SET blob = '\\xc1'::bytea")
    with pytest.raises(CheckpointError, match=r"channel 'l'") as caught:
        sync_saver.get_tuple(saved)
    assert caught.value.__cause__ is not None


def test_prune(sync_saver: PostgresSaver) -> None:
    one = _put(sync_saver, "t", 1, {})
    two = _put(sync_saver, "t", 2, {}, parent=one)
    sync_saver.put_writes(one, [("x", 1)], "task")
    sync_saver.put_writes(two, [("x", 2)], "task")
    _put(sync_saver, "other", 1, {})
    sync_saver.prune(["t"])
    kept = list(sync_saver.list(_cfg()))
    assert [t.config for t in kept] == [two]
    assert kept[0].parent_config is None and kept[0].pending_writes == [("task", "x", 2)]
    sync_saver.prune(["t", "other"], strategy="delete")
    assert list(sync_saver.list(None)) == []
    with pytest.raises(ValueError, match=r"^Unknown prune strategy: 'all'"):
        sync_saver.prune(["t"], strategy="all")
    with pytest.raises(TypeError, match=r"^thread_ids must be a sequence of thread IDs, not a str$"):
        sync_saver.prune("t")


def test_pipeline_mode(empty_dsn: str) -> None:
    with PostgresSaver.from_conn_string(empty_dsn, pipeline=True) as piped:
        saved = _put(piped, "t", 1, {"source": "input"})
        piped.put_writes(saved, [("x", 5)], "task")
        found = piped.get_tuple(_cfg())
        assert found is not None and found.pending_writes == [("task", "x", 5)]
    with pytest.raises(ValueError, match=r"^Pipeline should be used only with a single Connection"):
        PostgresSaver(object(), pipe=object())  # type: ignore[arg-type]


# ---- setup and migrations ------------------------------------------------------------------------


def test_setup_migrates_an_older_database(pg_dsn: str) -> None:
    with Connection.connect(pg_dsn, autocommit=True) as conn:
        for version, statement in enumerate(MIGRATIONS[:4]):  # as an early saver left it
            conn.execute(statement)
            conn.execute("INSERT INTO checkpoint_migrations (v) VALUES (%s)", (version,))
        older = PostgresSaver(conn)
        older.setup()
        older.setup()  # idempotent
        assert [v for (v,) in conn.execute("SELECT v FROM checkpoint_migrations ORDER BY v")] == list(range(10))
        columns = {c for (c,) in conn.execute("SELECT column_name FROM information_schema.columns WHERE table_name = 'checkpoint_writes'")}
        assert "task_path" in columns


def test_missing_tables_say_to_call_setup(pg_dsn: str) -> None:
    with PostgresSaver.from_conn_string(pg_dsn) as unset:
        with pytest.raises(errors.UndefinedTable) as caught:
            unset.get_tuple(_cfg())
    assert "call the saver's setup() once first" in "".join(caught.value.__notes__)


async def test_async_saver_sync_methods_work_from_another_thread(empty_dsn: str) -> None:
    async with AsyncPostgresSaver.from_conn_string(empty_dsn) as asaver:
        graph = _ask_graph(asaver)
        await graph.ainvoke({"log": [], "n": 0}, _cfg())
        state = await anyio.to_thread.run_sync(graph.get_state, _cfg())
        assert state.next == ("b",)


def test_import_lingxigraph_does_not_import_psycopg_and_the_extra_is_named() -> None:
    code = (
        "import sys\n"
        "import lingxigraph, lingxigraph.graph, lingxigraph.checkpoint.memory, lingxigraph.checkpoint.sqlite\n"
        "assert 'psycopg' not in sys.modules, 'psycopg imported'\n"
        "sys.modules['psycopg'] = None\n"
        "try:\n"
        "    import lingxigraph.checkpoint.postgres\n"
        "except ImportError as exc:\n"
        "    print(exc)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert "pip install 'lingxigraph[postgres]'" in done.stdout, done.stdout + done.stderr

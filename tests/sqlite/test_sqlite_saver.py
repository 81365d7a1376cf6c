"""SqliteSaver / AsyncSqliteSaver specifics: tables, threads, processes, bad data, graphs.

The behaviour every saver shares is in ``tests/checkpoint/test_checkpoint_saver_conformance.py``
(both savers are registered there); crash recovery is in ``test_crash_recovery.py``.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import operator
import re
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Annotated, Any, Literal

import anyio
import anyio.to_thread
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.base import Checkpoint, empty_checkpoint
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from lingxigraph.config import RunnableConfig
from lingxigraph.errors import CheckpointError
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command, interrupt

LANGGRAPH_COLUMNS = {
    "checkpoints": [
        "thread_id",
        "checkpoint_ns",
        "checkpoint_id",
        "parent_checkpoint_id",
        "type",
        "checkpoint",
        "metadata",
    ],
    "writes": [
        "thread_id",
        "checkpoint_ns",
        "checkpoint_id",
        "task_id",
        "task_path",
        "idx",
        "channel",
        "type",
        "value",
    ],
}
ASYNC_UNSUPPORTED = r"^The SqliteSaver does not support async methods\. Consider using AsyncSqliteSaver instead\."
SYNC_ON_LOOP = r"^Synchronous calls to AsyncSqliteSaver are only allowed from a different thread\. "


def cfg(thread: str = "t", checkpoint_id: str | None = None, ns: str = "") -> RunnableConfig:
    configurable: dict[str, Any] = {"thread_id": thread, "checkpoint_ns": ns}
    if checkpoint_id is not None:
        configurable["checkpoint_id"] = checkpoint_id
    return {"configurable": configurable}


def configurable(config: RunnableConfig) -> dict[str, Any]:
    """``config["configurable"]``."""
    return dict(config.get("configurable") or {})


def checkpoint_with(values: dict[str, Any], versions: dict[str, Any]) -> Checkpoint:
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = values
    checkpoint["channel_versions"] = versions
    return checkpoint


def put_chain(saver: SqliteSaver, thread: str, count: int) -> list[RunnableConfig]:
    """``count`` checkpoints of one thread, each the child of the last; channel x = step."""
    configs: list[RunnableConfig] = []
    parent = cfg(thread)
    for step in range(count):
        version = step + 1
        parent = saver.put(parent, checkpoint_with({"x": step}, {"x": version}), {"step": step}, {"x": version})
        configs.append(parent)
    return configs


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "checkpoints.db"


@pytest.fixture
def saver(db_path: Path) -> Iterator[SqliteSaver]:
    with SqliteSaver.from_conn_string(str(db_path)) as instance:
        yield instance


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]


# ---- surface ---------------------------------------------------------------------------------


def test_from_conn_string_memory_sets_up_on_first_use() -> None:
    with SqliteSaver.from_conn_string(":memory:") as saver:
        assert isinstance(saver, SqliteSaver)
        assert saver.is_setup is False
        assert saver.get_tuple(cfg()) is None
        assert saver.is_setup is True
        for table, columns in LANGGRAPH_COLUMNS.items():
            assert _columns(saver.conn, table) == columns
        assert _columns(saver.conn, "checkpoint_blobs") == [
            "thread_id",
            "checkpoint_ns",
            "channel",
            "version",
            "type",
            "blob",
        ]


def test_file_database_is_wal_and_survives_reopening(db_path: Path) -> None:
    with SqliteSaver.from_conn_string(str(db_path)) as saver:
        saver.setup()
        assert saver.conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        saved = put_chain(saver, "t", 3)
        saver.put_writes(saved[-1], [("x", "pending")], "task")
    with SqliteSaver.from_conn_string(str(db_path)) as saver:
        found = saver.get_tuple(cfg())
        assert found is not None
        assert found.config == saved[-1]
        assert found.checkpoint["channel_values"] == {"x": 2}
        assert found.pending_writes == [("task", "x", "pending")]
        assert [t.metadata.get("step") for t in saver.list(cfg())] == [2, 1, 0]


def test_cursor_commits_and_saver_calls_inside_it_join(saver: SqliteSaver) -> None:
    with saver.cursor() as cursor:
        (saved,) = put_chain(saver, "t", 1)
        assert cursor.execute("SELECT COUNT(*) FROM checkpoints").fetchone() == (1,)
    with pytest.raises(ZeroDivisionError):
        with saver.cursor():
            put_chain(saver, "rolled-back", 1)
            raise ZeroDivisionError
    assert saver.get_tuple(saved) is not None
    assert saver.get_tuple(cfg("rolled-back")) is None


def test_get_next_version_counts_up_as_zero_padded_strings(saver: SqliteSaver) -> None:
    first = saver.get_next_version(None, None)
    assert re.fullmatch(r"0{31}1\.\d\.\d+", first)
    assert saver.get_next_version(first, None).startswith("0" * 31 + "2.")
    assert saver.get_next_version(7, None).startswith("0" * 31 + "8.")  # type: ignore[arg-type]


def test_thread_ids_are_stored_as_text(saver: SqliteSaver) -> None:
    saved = saver.put({"configurable": {"thread_id": 42}}, checkpoint_with({}, {}), {}, {})
    assert configurable(saved)["thread_id"] == "42"
    assert saver.get_tuple({"configurable": {"thread_id": 42}}) is not None


# ---- storage layout -------------------------------------------------------------------------


def test_only_changed_channels_are_written(saver: SqliteSaver) -> None:
    big = list(range(1000))
    first = saver.put(cfg(), checkpoint_with({"big": big, "n": 0}, {"big": 1, "n": 1}), {}, {"big": 1, "n": 1})
    for step in range(1, 6):
        checkpoint = checkpoint_with({"big": big, "n": step}, {"big": 1, "n": step + 1})
        first = saver.put(first, checkpoint, {}, {"n": step + 1})
    rows = saver.conn.execute("SELECT channel, COUNT(*) FROM checkpoint_blobs GROUP BY channel ORDER BY channel")
    assert rows.fetchall() == [("big", 1), ("n", 6)]
    found = saver.get_tuple(cfg())
    assert found is not None and found.checkpoint["channel_values"] == {"big": big, "n": 5}


def test_delete_thread_removes_blobs_and_writes(saver: SqliteSaver) -> None:
    doomed = put_chain(saver, "doomed", 2)
    put_chain(saver, "kept", 1)
    saver.put_writes(doomed[-1], [("x", 1)], "task")
    saver.delete_thread("doomed")
    for table in ("checkpoints", "writes", "checkpoint_blobs"):
        count = saver.conn.execute(f"SELECT COUNT(*) FROM {table} WHERE thread_id = 'doomed'").fetchone()
        assert count == (0,)
    assert saver.get_tuple(cfg("kept")) is not None


def test_metadata_is_json_and_falls_back_to_the_serializer(saver: SqliteSaver) -> None:
    plain = saver.put(cfg("plain"), checkpoint_with({}, {}), {"source": "loop", "step": 1}, {})
    when = dt.datetime(2024, 1, 2, tzinfo=dt.timezone.utc)
    rich_metadata: dict[str, Any] = {"source": "loop", "when": when}
    rich = saver.put(cfg("rich"), checkpoint_with({}, {}), rich_metadata, {})  # type: ignore[arg-type]
    raw = saver.conn.execute("SELECT metadata FROM checkpoints WHERE thread_id = 'plain'").fetchone()[0]
    assert raw == b'{"source": "loop", "step": 1}'
    plain_found = saver.get_tuple(plain)
    rich_found = saver.get_tuple(rich)
    assert plain_found is not None and plain_found.metadata == {"source": "loop", "step": 1}
    assert rich_found is not None and rich_found.metadata == {"source": "loop", "when": when}
    assert [t.config for t in saver.list(None, filter={"when": when})] == [rich]


def test_reads_rows_in_langgraph_layout(saver: SqliteSaver) -> None:
    """LangGraph's SqliteSaver keeps channel values inside the checkpoint row and metadata as JSON."""
    serde = JsonPlusSerializer()
    checkpoint = checkpoint_with({"x": [1, 2]}, {"x": "00000000000000000000000000000001.0.5"})
    type_tag, data = serde.dumps_typed(checkpoint)
    saver.setup()
    saver.conn.execute(
        "INSERT INTO checkpoints VALUES (?, ?, ?, ?, ?, ?, ?)",
        ("old", "", checkpoint["id"], None, type_tag, data, b'{"source": "input", "step": -1}'),
    )
    saver.conn.commit()
    found = saver.get_tuple(cfg("old"))
    assert found is not None
    assert found.checkpoint["channel_values"] == {"x": [1, 2]}
    assert found.metadata == {"source": "input", "step": -1}


# ---- async surface ----------------------------------------------------------------------------


def test_unversioned_values_put_by_hand_read_back(saver: SqliteSaver) -> None:
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = {"kept": "inline", "x": 1}
    checkpoint["channel_versions"] = {"x": 1}
    config = saver.put(cfg(), checkpoint, {}, {"x": 1})
    found = saver.get_tuple(config)
    assert found is not None and found.checkpoint["channel_values"] == {"kept": "inline", "x": 1}
    child = saver.put(config, empty_checkpoint(), {}, {})
    assert saver.get_delta_channel_history(config=child, channels=["kept"]) == {"kept": {"writes": [], "seed": "inline"}}


def test_metadata_filter_keys_are_checked_and_dotted_keys_read_nested(saver: SqliteSaver) -> None:
    saver.put(cfg(), empty_checkpoint(), {"user": {"access-level": "x", "1a": 2}, "top-key": 1}, {})
    for key, value in (("user.access-level", "x"), ("user.1a", 2), ("top-key", 1)):
        assert len(list(saver.list(None, filter={key: value}))) == 1
    assert list(saver.list(None, filter={"user.access-level": "y"})) == []
    with pytest.raises(ValueError, match=r"^Invalid filter key: 'a b'\. Filter keys must contain only alphanumeric"):
        list(saver.list(None, filter={"a b": 1}))


def test_setup_adds_task_path_to_an_older_writes_table(db_path: Path) -> None:
    with sqlite3.connect(db_path) as conn:
        conn.execute(
            "CREATE TABLE writes (thread_id TEXT NOT NULL, checkpoint_ns TEXT NOT NULL DEFAULT '', "
            "checkpoint_id TEXT NOT NULL, task_id TEXT NOT NULL, idx INTEGER NOT NULL, channel TEXT NOT NULL, "
            "type TEXT, value BLOB, PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id, task_id, idx))"
        )
        conn.execute("INSERT INTO writes VALUES ('t', '', 'c', 'old-task', 0, 'ch', 'null', X'')")
    for _ in range(2):  # setting up again changes nothing
        with SqliteSaver.from_conn_string(str(db_path)) as saver:
            saver.setup()
            assert saver.conn.execute("SELECT task_id, task_path FROM writes").fetchall() == [("old-task", "")]
    with SqliteSaver.from_conn_string(str(db_path)) as saver:
        config = saver.put(cfg(), empty_checkpoint(), {}, {})
        saver.put_writes(config, [("ch", "v")], "task-1", "~__pregel_pull, node")
        assert saver.conn.execute("SELECT task_path FROM writes WHERE task_id = 'task-1'").fetchall() == [
            ("~__pregel_pull, node",)
        ]


@pytest.mark.parametrize("which", ["sync", "async"])
def test_setup_of_a_set_up_database_does_not_wait_for_another_writer(
    db_path: Path, which: Literal["sync", "async"]
) -> None:
    with SqliteSaver.from_conn_string(str(db_path)) as saver:
        saver.setup()
    writer = sqlite3.connect(db_path, isolation_level=None)
    try:
        writer.execute("BEGIN IMMEDIATE")  # holds the write lock
        conn = sqlite3.connect(db_path, timeout=0, check_same_thread=False)
        try:
            if which == "sync":
                SqliteSaver(conn).setup()
            else:
                anyio.run(AsyncSqliteSaver(conn).setup)
        finally:
            conn.close()
        writer.execute("ROLLBACK")
    finally:
        writer.close()


def test_read_only_database_of_an_older_saver_is_read_as_it_is(db_path: Path) -> None:
    root = empty_checkpoint()
    root["channel_values"] = {"ch": "seed"}
    root["channel_versions"] = {"ch": 1}
    with sqlite3.connect(db_path) as conn:  # LangGraph's older layout: no task_path, values inline
        conn.execute(
            "CREATE TABLE checkpoints (thread_id TEXT NOT NULL, checkpoint_ns TEXT NOT NULL DEFAULT '', "
            "checkpoint_id TEXT NOT NULL, parent_checkpoint_id TEXT, type TEXT, checkpoint BLOB, metadata BLOB, "
            "PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id))"
        )
        conn.execute(
            "CREATE TABLE writes (thread_id TEXT NOT NULL, checkpoint_ns TEXT NOT NULL DEFAULT '', "
            "checkpoint_id TEXT NOT NULL, task_id TEXT NOT NULL, idx INTEGER NOT NULL, channel TEXT NOT NULL, "
            "type TEXT, value BLOB, PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id, task_id, idx))"
        )
        serde = JsonPlusSerializer()
        for checkpoint_id, parent, checkpoint in (("1", None, root), ("2", "1", empty_checkpoint())):
            checkpoint["id"] = checkpoint_id
            row = (checkpoint_id, parent, *serde.dumps_typed(checkpoint))
            conn.execute("INSERT INTO checkpoints VALUES ('t', '', ?, ?, ?, ?, '{}')", row)
        for idx, (task, value) in enumerate((("b-task", "second"), ("a-task", "first"))):
            row = (task, idx, *serde.dumps_typed(value))
            conn.execute("INSERT INTO writes VALUES ('t', '', '1', ?, ?, 'ch', ?, ?)", row)
    saver = SqliteSaver(sqlite3.connect(f"file:{db_path}?mode=ro", uri=True))
    writes = [("a-task", "ch", "first"), ("b-task", "ch", "second")]
    try:
        found = saver.get_tuple(cfg(checkpoint_id="1"))
        assert found is not None
        assert found.checkpoint["channel_values"] == {"ch": "seed"}
        assert found.pending_writes == writes
        history = saver.get_delta_channel_history(config=cfg(checkpoint_id="2"), channels=["ch"])
        assert history == {"ch": {"seed": "seed", "writes": writes}}
        with pytest.raises(CheckpointError, match=r"readonly database"):
            saver.put(cfg(), empty_checkpoint(), {}, {})
    finally:
        saver.conn.close()


def test_async_saver_takes_an_aiosqlite_connection(db_path: Path) -> None:
    aiosqlite = pytest.importorskip("aiosqlite")

    async def main() -> None:
        async with aiosqlite.connect(db_path) as conn:
            saver = AsyncSqliteSaver(conn)
            assert saver.conn is conn
            app = _graph(saver)
            config: RunnableConfig = {"configurable": {"thread_id": "aio"}}
            first = await app.ainvoke({"log": []}, config)
            assert "__interrupt__" in first
            second = await app.ainvoke(Command(resume="yes"), config)
            assert second["log"] == ["a", "ask:yes"]
            # the sync methods work from another thread, on this loop's connection
            found = await anyio.to_thread.run_sync(saver.get_tuple, config)
            assert found is not None and found.checkpoint["channel_values"]["log"] == second["log"]
            listed = await anyio.to_thread.run_sync(lambda: list(saver.list(config)))
            assert [t.config for t in listed] == [t.config async for t in saver.alist(config)]
            with pytest.raises(asyncio.InvalidStateError):
                saver.get_tuple(config)
        async with aiosqlite.connect(db_path) as conn:
            state = await _graph(AsyncSqliteSaver(conn)).aget_state(config)
            assert state.values["log"] == second["log"]

    asyncio.run(main())


def test_sqlite_saver_async_methods_raise_not_implemented(saver: SqliteSaver) -> None:
    (saved,) = put_chain(saver, "t", 1)

    async def main() -> None:
        with pytest.raises(NotImplementedError, match=ASYNC_UNSUPPORTED):
            await saver.aget_tuple(saved)
        with pytest.raises(NotImplementedError, match=ASYNC_UNSUPPORTED):
            await saver.aget(saved)
        with pytest.raises(NotImplementedError, match=ASYNC_UNSUPPORTED):
            await saver.aput(saved, checkpoint_with({}, {}), {}, {})
        with pytest.raises(NotImplementedError, match=ASYNC_UNSUPPORTED):
            await saver.aput_writes(saved, [("x", 1)], "task")
        with pytest.raises(NotImplementedError, match=ASYNC_UNSUPPORTED):
            await saver.adelete_thread("t")
        with pytest.raises(NotImplementedError, match=ASYNC_UNSUPPORTED):
            await saver.alist(None).__anext__()

    asyncio.run(main())


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_async_saver_sync_calls_only_from_other_threads(db_path: Path, backend: str) -> None:
    async def main() -> None:
        async with AsyncSqliteSaver.from_conn_string(str(db_path)) as saver:
            assert isinstance(saver, AsyncSqliteSaver)
            await saver.setup()
            saved = await saver.aput(cfg(), checkpoint_with({"x": 1}, {"x": 1}), {}, {"x": 1})
            for call in (
                lambda: saver.get_tuple(saved),
                lambda: saver.get(saved),
                lambda: saver.list(None),
                lambda: saver.put(cfg(), checkpoint_with({}, {}), {}, {}),
                lambda: saver.put_writes(saved, [("x", 2)], "task"),
                lambda: saver.delete_thread("t"),
            ):
                with pytest.raises(asyncio.InvalidStateError, match=SYNC_ON_LOOP):
                    call()
            found = await anyio.to_thread.run_sync(saver.get_tuple, saved)
            assert found is not None and found.checkpoint["channel_values"] == {"x": 1}
            await anyio.to_thread.run_sync(saver.put_writes, saved, [("x", 2)], "task")
            async_found = await saver.aget_tuple(saved)
            assert async_found is not None and async_found.pending_writes == [("task", "x", 2)]
            assert [t.config async for t in saver.alist(None)] == [saved]
        with pytest.raises(sqlite3.ProgrammingError):
            saver.conn.execute("SELECT 1")

    anyio.run(main, backend=backend)


# ---- threads and processes ----------------------------------------------------------------------


def test_one_saver_from_many_threads(saver: SqliteSaver) -> None:
    errors: list[BaseException] = []

    def work(number: int) -> None:
        try:
            configs = put_chain(saver, f"thread-{number % 4}-{number}", 30)
            for config in configs[::5]:
                saver.put_writes(config, [("x", number)], f"task-{number}")
                assert saver.get_tuple(config) is not None
            list(saver.list(cfg(f"thread-{number % 4}-{number}"), limit=3))
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    workers = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert errors == []
    assert saver.conn.execute("SELECT COUNT(*) FROM checkpoints").fetchone() == (240,)
    assert saver.conn.execute("SELECT COUNT(*) FROM writes").fetchone() == (48,)


WRITER = """
import sys, time
from pathlib import Path
from lingxigraph.checkpoint.base import empty_checkpoint
from lingxigraph.checkpoint.sqlite import SqliteSaver

db, name, go = sys.argv[1], sys.argv[2], Path(sys.argv[3])
while not go.exists():
    time.sleep(0.001)
with SqliteSaver.from_conn_string(db) as saver:
    config = {"configurable": {"thread_id": "shared", "checkpoint_ns": ""}}
    version = None
    for step in range(150):
        version = saver.get_next_version(version, None)
        checkpoint = empty_checkpoint()
        checkpoint["channel_values"] = {name: step}
        checkpoint["channel_versions"] = {name: version}
        config = saver.put(config, checkpoint, {"writer": name, "step": step}, {name: version})
        saver.put_writes(config, [(name, step)], f"{name}-{step}")
"""


def test_two_processes_write_one_thread(db_path: Path, tmp_path: Path) -> None:
    go = tmp_path / "go"
    with SqliteSaver.from_conn_string(str(db_path)) as saver:
        saver.setup()
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(db_path), name, str(go)], stderr=subprocess.PIPE)
        for name in ("left", "right")
    ]
    go.touch()
    for writer in writers:
        _, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err.decode()
    with SqliteSaver.from_conn_string(str(db_path)) as saver:
        assert saver.conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        listed = list(saver.list(cfg("shared")))
        assert len(listed) == 300
        for name in ("left", "right"):
            mine = [t for t in listed if dict(t.metadata).get("writer") == name]
            assert [t.metadata.get("step") for t in mine] == list(range(149, -1, -1))
            assert [t.checkpoint["channel_values"] for t in mine] == [{name: s} for s in range(149, -1, -1)]
            assert all(t.pending_writes == [(f"{name}-{s}", name, s)] for t, s in zip(mine, range(149, -1, -1)))
            # Each writer's chain links to its own previous checkpoint.
            assert [t.parent_config for t in mine[:-1]] == [t.config for t in mine[1:]]


# ---- bad data --------------------------------------------------------------------------------

Damage = Callable[[sqlite3.Connection, str], None]


def _damage_checkpoint(sql_set: str) -> Damage:
    def damage(conn: sqlite3.Connection, checkpoint_id: str) -> None:
        conn.execute(f"UPDATE checkpoints SET {sql_set} WHERE checkpoint_id = ?", (checkpoint_id,))

    return damage


def _damage_blob(sql_set: str) -> Damage:
    def damage(conn: sqlite3.Connection, checkpoint_id: str) -> None:
        conn.execute(f"UPDATE checkpoint_blobs SET {sql_set} WHERE thread_id = 'bad' AND channel = 'x'")

    return damage


def _damage_write(sql_set: str) -> Damage:
    def damage(conn: sqlite3.Connection, checkpoint_id: str) -> None:
        conn.execute(f"UPDATE writes SET {sql_set} WHERE checkpoint_id = ?", (checkpoint_id,))

    return damage


DAMAGES: dict[str, tuple[Damage, str]] = {
    "checkpoint-garbage": (_damage_checkpoint("checkpoint = X'C1C1C1'"), r"its row cannot be decoded"),
    "checkpoint-truncated": (
        _damage_checkpoint("checkpoint = substr(checkpoint, 1, length(checkpoint) / 2)"),
        r"its row cannot be decoded \(SerdeError: .*incomplete",
    ),
    "checkpoint-unknown-type": (_damage_checkpoint("type = 'no-such-type'"), r"Unknown serialization type"),
    "checkpoint-null": (_damage_checkpoint("checkpoint = NULL"), r"its row is incomplete"),
    "checkpoint-not-a-checkpoint": (_damage_checkpoint("checkpoint = X'07'"), r"holds a int, not a checkpoint"),
    "metadata-garbage": (_damage_checkpoint("metadata = X'7B7B'"), r"its metadata cannot be decoded"),
    "blob-truncated": (
        _damage_blob("blob = substr(blob, 1, 3)"),
        r"the value of channel 'x' \(version 1\) cannot be decoded",
    ),
    "blob-unknown-type": (
        _damage_blob("type = 'no-such-type'"),
        r"the value of channel 'x' \(version 1\) cannot be decoded \(UnknownSerializationTypeError",
    ),
    "write-garbage": (_damage_write("value = X'C1'"), r"the write to 'x' of task 'task' cannot be decoded"),
}


@pytest.mark.parametrize("kind", sorted(DAMAGES))
def test_damaged_rows_raise_checkpoint_error_and_lose_nothing(saver: SqliteSaver, kind: str) -> None:
    damage, reason = DAMAGES[kind]
    bad = saver.put(cfg("bad"), checkpoint_with({"x": "a value of some length"}, {"x": 1}), {}, {"x": 1})
    good = put_chain(saver, "good", 2)
    saver.put_writes(bad, [("x", ["pending", 1])], "task")
    bad_id = configurable(bad)["checkpoint_id"]
    before = saver.conn.execute("SELECT * FROM checkpoints ORDER BY checkpoint_id").fetchall()
    with saver.cursor():
        damage(saver.conn, bad_id)
    damaged = saver.conn.execute("SELECT * FROM checkpoints ORDER BY checkpoint_id").fetchall()

    pattern = rf"^Checkpoint '{bad_id}' of thread 'bad' is unusable: .*{reason}"
    for read in (
        lambda: saver.get_tuple(bad),
        lambda: saver.get_tuple(cfg("bad")),
        lambda: list(saver.list(cfg("bad"))),
        lambda: list(saver.list(None)),
    ):
        with pytest.raises(CheckpointError, match=pattern) as caught:
            read()
        assert (caught.value.thread_id, caught.value.checkpoint_id) == ("bad", bad_id)

    # Other threads keep working, reads changed nothing, and new work is saved.
    found = saver.get_tuple(cfg("good"))
    assert found is not None and found.config == good[-1]
    assert [t.config for t in saver.list(cfg("good"))] == good[::-1]
    saver.put(good[-1], checkpoint_with({"x": 9}, {"x": 9}), {}, {"x": 9})
    assert len(list(saver.list(cfg("good")))) == 3
    assert saver.conn.execute("SELECT * FROM checkpoints WHERE thread_id = 'bad'").fetchall() == [
        row for row in damaged if row[0] == "bad"
    ]
    assert len(before) == len(damaged)


def test_damaged_checkpoint_stops_the_graph_on_that_thread_only(saver: SqliteSaver) -> None:
    app = _graph(saver)
    app.invoke({"log": []}, {"configurable": {"thread_id": "bad"}})
    latest = saver.get_tuple(cfg("bad"))
    assert latest is not None
    checkpoint_id = configurable(latest.config)["checkpoint_id"]
    with saver.cursor():
        saver.conn.execute("UPDATE checkpoint_blobs SET blob = X'C1' WHERE thread_id = 'bad' AND channel = 'log'")
    pattern = rf"^Checkpoint '{checkpoint_id}' of thread 'bad' is unusable: the value of channel 'log' "
    with pytest.raises(CheckpointError, match=pattern):
        app.invoke(Command(resume="yes"), {"configurable": {"thread_id": "bad"}})
    with pytest.raises(CheckpointError, match=pattern):
        app.get_state({"configurable": {"thread_id": "bad"}})
    good = {"configurable": {"thread_id": "good"}}
    assert app.invoke({"log": []}, good)["log"] == ["a"]
    assert app.invoke(Command(resume="yes"), good) == {"log": ["a", "ask:yes"]}


@pytest.mark.parametrize("which", ["sync", "async"])
def test_not_an_sqlite_file(tmp_path: Path, which: Literal["sync", "async"]) -> None:
    path = tmp_path / "notes.txt"
    content = b"these are my notes, not a database\n" * 200
    path.write_bytes(content)
    pattern = (
        r"^Checkpoint None of thread 't' is unusable: "
        r"the SQLite database failed \(DatabaseError: file is not a database\)"
    )
    if which == "sync":
        with SqliteSaver.from_conn_string(str(path)) as saver:
            with pytest.raises(CheckpointError, match=pattern) as caught:
                saver.get_tuple(cfg())
            assert isinstance(caught.value.__cause__, sqlite3.DatabaseError)
            put_pattern = r"^Checkpoint '[0-9a-f-]+' of thread 't' is unusable: .*file is not a database"
            with pytest.raises(CheckpointError, match=put_pattern):
                saver.put(cfg(), checkpoint_with({}, {}), {}, {})
            assert saver.is_setup is False
    else:

        async def main() -> None:
            async with AsyncSqliteSaver.from_conn_string(str(path)) as saver:
                with pytest.raises(CheckpointError, match=pattern):
                    await saver.aget_tuple(cfg())

        asyncio.run(main())
    assert path.read_bytes() == content


def test_unknown_checkpoint_id(saver: SqliteSaver) -> None:
    (saved,) = put_chain(saver, "t", 1)
    assert saver.get_tuple(cfg("t", "no-such-id")) is None
    assert list(saver.list(cfg("t", "no-such-id"))) == []


def test_writes_saved_before_their_checkpoint(saver: SqliteSaver) -> None:
    # as LangGraph's saver: writes for a checkpoint not saved yet are kept and
    # belong to it once it is saved (nothing shows before)
    checkpoint = checkpoint_with({"x": 1}, {"x": 1})
    early = cfg("t", checkpoint["id"])
    saver.put_writes(early, [("x", 1), ("y", 2)], "task")
    assert saver.get_tuple(early) is None
    assert list(saver.list(cfg("t"))) == []
    saved = saver.put(cfg("t"), checkpoint, {"step": 0}, {"x": 1})
    assert configurable(saved)["checkpoint_id"] == checkpoint["id"]
    assert saver.get_tuple(saved).pending_writes == [("task", "x", 1), ("task", "y", 2)]
    # writes for a namespace the checkpoint is not in stay out of its tuple
    saver.put_writes(cfg("t", checkpoint["id"], ns="child:1"), [("z", 3)], "other")
    assert saver.get_tuple(saved).pending_writes == [("task", "x", 1), ("task", "y", 2)]


# ---- graphs ----------------------------------------------------------------------------------


class State(TypedDict):
    log: Annotated[list[str], operator.add]


def _graph(checkpointer: Any) -> Any:
    def a(state: State) -> dict[str, Any]:
        return {"log": ["a"]}

    def ask(state: State) -> dict[str, Any]:
        answer = interrupt("question")
        return {"log": [f"ask:{answer}"]}

    graph: StateGraph[State, Any, Any, Any] = StateGraph(State)
    graph.add_node("a", a)
    graph.add_node("ask", ask)
    graph.add_edge(START, "a")
    graph.add_edge("a", "ask")
    graph.add_edge("ask", END)
    return graph.compile(checkpointer=checkpointer)


def _scenario_sync(app: Any) -> list[Any]:
    config = {"configurable": {"thread_id": "g"}}
    first = app.invoke({"log": []}, config)
    second = app.invoke(Command(resume="yes"), config)
    history = [(s.values, s.next, s.metadata["step"]) for s in app.get_state_history(config)]
    return [first, second, history]


async def _scenario_async(app: Any) -> list[Any]:
    config = {"configurable": {"thread_id": "g"}}
    first = await app.ainvoke({"log": []}, config)
    second = await app.ainvoke(Command(resume="yes"), config)
    history = [(s.values, s.next, s.metadata["step"]) async for s in app.aget_state_history(config)]
    return [first, second, history]


@pytest.mark.parametrize("driver", ["sync", "asyncio", "trio"])
def test_graph_runs_like_on_in_memory_saver(db_path: Path, driver: str) -> None:
    expected = _scenario_sync(_graph(InMemorySaver()))
    if driver == "sync":
        with SqliteSaver.from_conn_string(str(db_path)) as saver:
            got = _scenario_sync(_graph(saver))
    else:

        async def main() -> list[Any]:
            async with AsyncSqliteSaver.from_conn_string(str(db_path)) as saver:
                return await _scenario_async(_graph(saver))

        got = anyio.run(main, backend=driver)
    assert got == expected
    assert [step for *_, step in got[2]] == [2, 1, 0, -1]

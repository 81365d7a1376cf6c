"""What one ``SqliteSaver.put`` runs: ``BEGIN IMMEDIATE``, one blob row per channel in
``new_versions``, the checkpoint row, ``COMMIT``; nothing for the unchanged channels.
Statements are counted with SQLite's trace callback, nothing is timed.
"""

from __future__ import annotations

import sqlite3
import threading

import pytest

from lingxigraph.checkpoint.base import empty_checkpoint
from lingxigraph.checkpoint.sqlite import SqliteSaver


def _checkpoint(values: dict, versions: dict) -> dict:
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = values
    checkpoint["channel_versions"] = versions
    return checkpoint


def test_a_put_runs_one_statement_per_changed_channel_inside_one_transaction() -> None:
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    saver = SqliteSaver(conn)
    saver.setup()
    versions = {ch: saver.get_next_version(None, None) for ch in ("a", "b", "c", "d")}
    config = saver.put(
        {"configurable": {"thread_id": "t", "checkpoint_ns": ""}},
        _checkpoint({"a": 1, "b": "x" * 100, "c": [1, 2], "d": {"k": 1}}, dict(versions)),
        {"source": "loop", "step": 0, "parents": {}},
        dict(versions),
    )
    statements: list[str] = []
    conn.set_trace_callback(statements.append)
    changed = {"a": saver.get_next_version(versions["a"], None), "b": saver.get_next_version(versions["b"], None)}
    versions.update(changed)
    config = saver.put(
        config,
        _checkpoint({"a": 2, "b": "y" * 100, "c": [1, 2], "d": {"k": 1}}, dict(versions)),
        {"source": "loop", "step": 1, "parents": {}},
        changed,
    )
    conn.set_trace_callback(None)
    kinds = [sql.split()[0].upper() for sql in statements]
    assert kinds == ["BEGIN", "INSERT", "INSERT", "INSERT", "COMMIT"]
    assert sum("checkpoint_blobs" in sql for sql in statements) == 2
    loaded = saver.get_tuple(config)
    assert loaded is not None
    assert loaded.checkpoint["channel_values"] == {"a": 2, "b": "y" * 100, "c": [1, 2], "d": {"k": 1}}


def test_a_failed_put_releases_the_lock_and_stores_nothing() -> None:
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    saver = SqliteSaver(conn)
    saver.setup()
    conn.execute("DROP TABLE checkpoints")  # the put's second statement fails
    version = saver.get_next_version(None, None)
    with pytest.raises(Exception, match="checkpoints"):
        saver.put(
            {"configurable": {"thread_id": "t", "checkpoint_ns": ""}},
            _checkpoint({"a": 1}, {"a": version}),
            {"source": "loop", "step": 0, "parents": {}},
            {"a": version},
        )
    assert not conn.in_transaction
    assert conn.execute("SELECT COUNT(*) FROM checkpoint_blobs").fetchone() == (0,)
    # another thread can take the lock: the failed transaction released it
    took: list[bool] = []
    worker = threading.Thread(target=lambda: took.append(saver.lock.acquire(timeout=5)))
    worker.start()
    worker.join()
    assert took == [True]


def test_metadata_is_stored_as_the_same_utf8_json_as_json_dumps() -> None:
    import json

    conn = sqlite3.connect(":memory:", check_same_thread=False)
    saver = SqliteSaver(conn)
    metadata = {"source": "loop", "step": 3, "parents": {}, "user": "Zoë 你好", "score": 0.5, "ok": True}
    config = saver.put({"configurable": {"thread_id": "t", "checkpoint_ns": ""}}, _checkpoint({}, {}), metadata, {})
    (raw,) = conn.execute("SELECT metadata FROM checkpoints").fetchone()
    assert raw == json.dumps(metadata, ensure_ascii=False).encode("utf-8")
    loaded = saver.get_tuple(config)
    assert loaded is not None and loaded.metadata == metadata

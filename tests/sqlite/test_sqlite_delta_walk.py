"""``SqliteSaver.get_delta_channel_history`` walks ancestors with one lazy recursive query."""

from __future__ import annotations

from lingxigraph.checkpoint.base import empty_checkpoint
from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.checkpoint.sqlite._delta import DELTA_STAGE1_SQL


def test_ancestor_query_finds_each_parent_by_primary_key() -> None:
    with SqliteSaver.from_conn_string(":memory:") as saver:
        saver.setup()
        plan = [row[3] for row in saver.conn.execute(f"EXPLAIN QUERY PLAN {DELTA_STAGE1_SQL}", ("t", "", "c", "t", ""))]
    assert any(step.startswith("SEARCH c ") and "checkpoint_id=?" in step for step in plan), plan
    assert not any(step.startswith("SCAN c") for step in plan), plan


def test_long_chain_walk_collects_writes_oldest_first_and_stops_at_the_seed() -> None:
    with SqliteSaver.from_conn_string(":memory:") as saver:
        config = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
        seed = empty_checkpoint()
        seed["channel_values"] = {"log": ["seed"]}
        seed["channel_versions"] = {"log": 1}
        config = saver.put(config, seed, {}, {"log": 1})
        for step in range(200):
            checkpoint = empty_checkpoint()  # (holds no value of "log": the walk goes on up)
            saver.put_writes(config, [("log", f"w{step}")], task_id=f"task{step}")
            config = saver.put(config, checkpoint, {}, {})
        history = saver.get_delta_channel_history(config=config, channels=["log"])["log"]
    assert history["seed"] == ["seed"]
    assert [value for _, _, value in history["writes"]] == [f"w{step}" for step in range(200)]

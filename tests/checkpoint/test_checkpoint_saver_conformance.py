"""The contract every checkpoint saver meets.

Each test runs for every saver in ``conftest.SAVER_FACTORIES`` and in each
driver mode (sync methods from a thread, asyncio and trio async twins).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from checkpoint_helpers import SaverClient

from lingxigraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointTuple,
    copy_checkpoint,
    empty_checkpoint,
)
from lingxigraph.config import RunnableConfig
from lingxigraph.types import Interrupt, Send

pytestmark = pytest.mark.anyio


def cfg(thread: str = "t1", ns: str | None = "", checkpoint_id: str | None = None) -> RunnableConfig:
    configurable: dict[str, Any] = {"thread_id": thread}
    if ns is not None:
        configurable["checkpoint_ns"] = ns
    if checkpoint_id is not None:
        configurable["checkpoint_id"] = checkpoint_id
    return {"configurable": configurable}


def make_checkpoint(values: dict[str, Any], versions: dict[str, Any], **extra: Any) -> Checkpoint:
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = values
    checkpoint["channel_versions"] = versions
    checkpoint.update(extra)  # type: ignore[typeddict-item]
    return checkpoint


def checkpoint_id(result: RunnableConfig | CheckpointTuple) -> str:
    config = result.config if isinstance(result, CheckpointTuple) else result
    value: str = config["configurable"]["checkpoint_id"]
    return value


async def put_chain(client: SaverClient, count: int, thread: str = "t1", ns: str = "") -> list[RunnableConfig]:
    """``count`` checkpoints, each the child of the previous; metadata step = index."""
    configs: list[RunnableConfig] = []
    parent = cfg(thread, ns)
    for step in range(count):
        version: int | str | float = step + 1
        checkpoint = make_checkpoint({"x": step}, {"x": version})
        parent = await client.put(parent, checkpoint, {"source": "loop", "step": step}, {"x": version})
        configs.append(parent)
    return configs


async def test_put_then_get_tuple_round_trips(client: SaverClient) -> None:
    values = {"a": [1, (2, 3)], "b": {"k": {1, 2}}, "when": dt.datetime(2024, 5, 6, tzinfo=dt.timezone.utc)}
    versions: ChannelVersions = {"a": 1, "b": 1, "when": 1}
    checkpoint = make_checkpoint(values, versions, v=4)
    returned = await client.put(cfg(), checkpoint, {"source": "input", "step": -1, "parents": {}}, versions)

    assert returned == {"configurable": {"thread_id": "t1", "checkpoint_ns": "", "checkpoint_id": checkpoint["id"]}}
    assert list(returned["configurable"]) == ["thread_id", "checkpoint_ns", "checkpoint_id"]
    found = await client.get_tuple(returned)
    assert found is not None
    assert found.config == returned
    assert list(found.config["configurable"]) == ["thread_id", "checkpoint_ns", "checkpoint_id"]
    assert found.checkpoint == checkpoint
    assert found.metadata == {"source": "input", "step": -1, "parents": {}}
    assert found.parent_config is None
    assert found.pending_writes == []
    assert await client.get(returned) == checkpoint


async def test_stored_values_do_not_alias_inputs(client: SaverClient) -> None:
    items = [1, 2]
    checkpoint = make_checkpoint({"items": items}, {"items": 1})
    saved = await client.put(cfg(), checkpoint, {}, {"items": 1})
    items.append(3)
    first = await client.get_tuple(saved)
    assert first is not None and first.checkpoint["channel_values"]["items"] == [1, 2]
    first.checkpoint["channel_values"]["items"].append(99)
    second = await client.get_tuple(saved)
    assert second is not None and second.checkpoint["channel_values"]["items"] == [1, 2]


async def test_get_tuple_latest_unknown_and_parent(client: SaverClient) -> None:
    assert await client.get_tuple(cfg()) is None
    configs = await put_chain(client, 3)

    latest = await client.get_tuple(cfg())
    assert latest is not None
    assert latest.config == configs[2]
    assert latest.parent_config == configs[1]
    assert latest.checkpoint["channel_values"] == {"x": 2}
    oldest = await client.get_tuple(configs[0])
    assert oldest is not None and oldest.parent_config is None
    assert await client.get_tuple(cfg(checkpoint_id="no-such-id")) is None
    assert await client.get_tuple(cfg(thread="other")) is None
    assert await client.get(cfg(thread="other")) is None


async def test_checkpoint_ns_defaults_to_root(client: SaverClient) -> None:
    saved = await client.put(cfg(ns=None), make_checkpoint({}, {}), {}, {})
    assert saved["configurable"]["checkpoint_ns"] == ""
    found = await client.get_tuple(cfg(ns=None))
    assert found is not None and found.config == saved


async def test_only_new_versions_are_stored_and_unchanged_channels_are_shared(client: SaverClient) -> None:
    first = make_checkpoint({"a": "a1", "b": "b1"}, {"a": 1, "b": 1})
    saved1 = await client.put(cfg(), first, {}, {"a": 1, "b": 1})
    second = make_checkpoint({"a": "a2", "b": "ignored"}, {"a": 2, "b": 1})
    saved2 = await client.put(saved1, second, {}, {"a": 2})

    found = await client.get_tuple(saved2)
    assert found is not None
    # "b" was not in new_versions: its value comes from version 1, stored by the first put.
    assert found.checkpoint["channel_values"] == {"a": "a2", "b": "b1"}
    assert found.checkpoint["channel_versions"] == {"a": 2, "b": 1}
    older = await client.get_tuple(saved1)
    assert older is not None and older.checkpoint["channel_values"] == {"a": "a1", "b": "b1"}


async def test_channels_without_values_are_absent(client: SaverClient) -> None:
    checkpoint = make_checkpoint({"a": 1}, {"a": 1, "empty": 1, "never_stored": 7})
    saved = await client.put(cfg(), checkpoint, {}, {"a": 1, "empty": 1})
    found = await client.get_tuple(saved)
    assert found is not None
    assert found.checkpoint["channel_values"] == {"a": 1}
    assert found.checkpoint["channel_versions"] == {"a": 1, "empty": 1, "never_stored": 7}


async def test_metadata_merges_scalar_config_entries(client: SaverClient) -> None:
    config = cfg()
    config["configurable"].update({"user_key": "u", "__private": 1, "nested": {"x": 1}})
    config["metadata"] = {"run_name": "r", "source": "ignored"}
    saved = await client.put(config, make_checkpoint({}, {}), {"source": "loop", "step": 1}, {})
    found = await client.get_tuple(saved)
    assert found is not None
    assert found.metadata == {"source": "loop", "step": 1, "run_name": "r", "user_key": "u"}


async def test_list_is_newest_first_with_before_limit_and_filter(client: SaverClient) -> None:
    configs = await put_chain(client, 4)
    ids = [checkpoint_id(c) for c in configs]

    listed = await client.list(cfg())
    assert [checkpoint_id(t) for t in listed] == ids[::-1]
    assert [t.metadata["step"] for t in listed] == [3, 2, 1, 0]
    assert [t.parent_config for t in listed] == [configs[2], configs[1], configs[0], None]

    before = await client.list(cfg(), before=configs[2])
    assert [checkpoint_id(t) for t in before] == [ids[1], ids[0]]
    assert [checkpoint_id(t) for t in await client.list(cfg(), limit=2)] == [ids[3], ids[2]]
    assert [checkpoint_id(t) for t in await client.list(cfg(), before=configs[3], limit=1)] == [ids[2]]
    assert await client.list(cfg(), limit=0) == []

    by_step = await client.list(cfg(), filter={"step": 1})
    assert [checkpoint_id(t) for t in by_step] == [ids[1]]
    assert await client.list(cfg(), filter={"step": 1, "source": "input"}) == []
    assert [checkpoint_id(t) for t in await client.list(cfg(), filter={"source": "loop"})] == ids[::-1]
    only = await client.list(cfg(checkpoint_id=ids[2]))
    assert [checkpoint_id(t) for t in only] == [ids[2]]


async def test_list_none_covers_every_thread(client: SaverClient) -> None:
    a = await put_chain(client, 2, thread="a")
    b = await put_chain(client, 1, thread="b")
    listed = await client.list(None)
    assert {checkpoint_id(t) for t in listed} == {checkpoint_id(c) for c in a + b}
    in_a = [checkpoint_id(t) for t in listed if t.config["configurable"]["thread_id"] == "a"]
    assert in_a == [checkpoint_id(a[1]), checkpoint_id(a[0])]
    assert len(await client.list(None, limit=2)) == 2
    assert [checkpoint_id(t) for t in await client.list(None, filter={"step": 1})] == [checkpoint_id(a[1])]


async def test_namespaces_are_separate(client: SaverClient) -> None:
    root = await put_chain(client, 2, ns="")
    sub = await put_chain(client, 1, ns="child:1")

    latest_root = await client.get_tuple(cfg(ns=""))
    latest_sub = await client.get_tuple(cfg(ns="child:1"))
    assert latest_root is not None and latest_root.config == root[1]
    assert latest_sub is not None and latest_sub.config == sub[0]
    assert latest_sub.config["configurable"]["checkpoint_ns"] == "child:1"
    assert await client.get_tuple(cfg(ns="child:2")) is None
    assert [checkpoint_id(t) for t in await client.list(cfg(ns="child:1"))] == [checkpoint_id(sub[0])]
    everything = await client.list(cfg(ns=None))
    assert {checkpoint_id(t) for t in everything} == {checkpoint_id(c) for c in root + sub}


async def test_put_writes_order_and_special_channels(client: SaverClient) -> None:
    (saved,) = await put_chain(client, 1)
    await client.put_writes(saved, [("x", 1), ("__interrupt__", [Interrupt("q", id="i1")]), ("y", 2)], "task-b")
    await client.put_writes(saved, [("z", Send("node", {"k": (1, 2)}))], "task-a", "path-2")
    await client.put_writes(saved, [("x", 10)], "task-c")
    await client.put_writes(saved, [("__error__", "boom")], "task-a", "path-2")

    found = await client.get_tuple(saved)
    assert found is not None
    assert found.pending_writes == [
        ("task-b", "__interrupt__", [Interrupt("q", id="i1")]),
        ("task-b", "x", 1),
        ("task-b", "y", 2),
        ("task-c", "x", 10),
        ("task-a", "__error__", "boom"),
        ("task-a", "z", Send("node", {"k": (1, 2)})),
    ]


async def test_put_writes_is_idempotent_but_special_channels_are_replaced(client: SaverClient) -> None:
    (saved,) = await put_chain(client, 1)
    await client.put_writes(saved, [("x", 1), ("__interrupt__", "first"), ("y", 2)], "task")
    await client.put_writes(saved, [("x", 100), ("__interrupt__", "second"), ("y", 200)], "task")
    await client.put_writes(saved, [("x", 1000)], "task")

    found = await client.get_tuple(saved)
    assert found is not None
    assert found.pending_writes == [("task", "__interrupt__", "second"), ("task", "x", 1), ("task", "y", 2)]


async def test_writes_belong_to_one_checkpoint(client: SaverClient) -> None:
    first, second = await put_chain(client, 2)
    await client.put_writes(first, [("x", "for-first")], "task")
    await client.put_writes(second, [("x", "for-second")], "task")
    one = await client.get_tuple(first)
    two = await client.get_tuple(second)
    assert one is not None and one.pending_writes == [("task", "x", "for-first")]
    assert two is not None and two.pending_writes == [("task", "x", "for-second")]
    listed = await client.list(cfg())
    assert [t.pending_writes for t in listed] == [[("task", "x", "for-second")], [("task", "x", "for-first")]]


async def test_delete_thread(client: SaverClient) -> None:
    doomed = await put_chain(client, 2, thread="doomed")
    await put_chain(client, 1, thread="doomed", ns="child:1")
    kept = await put_chain(client, 1, thread="kept")
    await client.put_writes(doomed[1], [("x", 1)], "task")

    await client.delete_thread("doomed")
    assert await client.get_tuple(cfg("doomed")) is None
    assert await client.get_tuple(cfg("doomed", ns="child:1")) is None
    assert await client.get_tuple(doomed[0]) is None
    assert await client.list(cfg("doomed")) == []
    found = await client.get_tuple(cfg("kept"))
    assert found is not None and found.config == kept[0]
    await client.delete_thread("never-existed")


async def test_delete_then_reuse_thread(client: SaverClient) -> None:
    await put_chain(client, 2)
    await client.delete_thread("t1")
    (fresh,) = await put_chain(client, 1)
    found = await client.get_tuple(cfg())
    assert found is not None and found.config == fresh and found.pending_writes == []


async def test_delta_channel_history(client: SaverClient) -> None:
    c1 = await client.put(cfg(), make_checkpoint({"a": "seed"}, {"a": 1}), {}, {"a": 1})
    await client.put_writes(c1, [("a", "w1")], "t", "p")
    c2 = await client.put(c1, make_checkpoint({}, {"a": 2}), {}, {})
    await client.put_writes(c2, [("a", "w2"), ("b", "other")], "t", "p")
    c3 = await client.put(c2, make_checkpoint({}, {"a": 3}), {}, {})
    await client.put_writes(c3, [("a", "pending-at-target")], "t", "p")

    history = await client.get_delta_channel_history(c3, ["a", "b", "missing"])
    assert history["a"] == {"writes": [("t", "a", "w1"), ("t", "a", "w2")], "seed": "seed"}
    assert history["b"] == {"writes": [("t", "b", "other")]}
    assert history["missing"] == {"writes": []}
    # an empty checkpoint_id names the latest checkpoint, as it does for get_tuple and list
    latest = cfg(checkpoint_id="")
    assert (await client.get_delta_channel_history(latest, ["a"]))["a"] == history["a"]
    found = await client.get_tuple(latest)
    assert found is not None and found.config == c3
    assert [item.config for item in await client.list(latest)] == [c3, c2, c1]


async def test_delta_channel_history_stops_on_a_parent_cycle(client: SaverClient) -> None:
    a = await client.put(cfg(), make_checkpoint({}, {}, id="cid-a"), {}, {})
    b = await client.put(a, make_checkpoint({}, {}, id="cid-b"), {}, {})
    await client.put(b, make_checkpoint({}, {}, id="cid-a"), {}, {})  # re-parents a under b
    assert await client.get_delta_channel_history(b, ["ch"]) == {"ch": {"writes": []}}


def test_get_next_version_increases(saver: BaseCheckpointSaver[Any]) -> None:
    versions = [saver.get_next_version(None, None)]
    for _ in range(30):
        versions.append(saver.get_next_version(versions[-1], None))
    assert all(a < b for a, b in zip(versions, versions[1:]))


def test_with_allowlist_shares_storage(saver: BaseCheckpointSaver[Any]) -> None:
    widened = saver.with_allowlist([("some.module", "Thing")])
    saved = widened.put(cfg(), make_checkpoint({"x": 1}, {"x": 1}), {}, {"x": 1})
    found = saver.get_tuple(saved)
    assert found is not None and found.checkpoint["channel_values"] == {"x": 1}


def test_put_does_not_mutate_the_checkpoint(saver: BaseCheckpointSaver[Any]) -> None:
    checkpoint = make_checkpoint({"x": 1}, {"x": 1})
    before = copy_checkpoint(checkpoint)
    saver.put(cfg(), checkpoint, {}, {"x": 1})
    assert checkpoint == before

"""InMemorySaver specifics: storage layout, what gets serialised, threads, extras."""

from __future__ import annotations

import asyncio
import copy
import re
import threading
from collections import defaultdict
from typing import Any

import pytest

from lingxigraph.checkpoint.base import BaseCheckpointSaver, Checkpoint, empty_checkpoint
from lingxigraph.checkpoint.memory import InMemorySaver, MemorySaver
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.config import RunnableConfig
from lingxigraph.messages import HumanMessage


class CountingSerde(JsonPlusSerializer):
    """Counts the values it serialises."""

    def __init__(self) -> None:
        super().__init__()
        self.dumped: list[Any] = []

    def dumps_typed(self, obj: Any) -> tuple[str, bytes]:
        self.dumped.append(obj)
        return super().dumps_typed(obj)


def cfg(thread: str = "t", ns: str = "", checkpoint_id: str | None = None) -> RunnableConfig:
    configurable: dict[str, Any] = {"thread_id": thread, "checkpoint_ns": ns}
    if checkpoint_id:
        configurable["checkpoint_id"] = checkpoint_id
    return {"configurable": configurable}


def checkpoint_with(values: dict[str, Any], versions: dict[str, Any]) -> Checkpoint:
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = values
    checkpoint["channel_versions"] = versions
    return checkpoint


def test_memory_saver_is_the_same_class() -> None:
    assert MemorySaver is InMemorySaver
    assert issubclass(InMemorySaver, BaseCheckpointSaver)


def test_context_managers_return_the_saver() -> None:
    with InMemorySaver() as saver:
        assert isinstance(saver, InMemorySaver)

    async def main() -> None:
        async with InMemorySaver() as saver:
            assert isinstance(saver, InMemorySaver)

    asyncio.run(main())


def test_only_channels_in_new_versions_are_serialised() -> None:
    serde = CountingSerde()
    saver = InMemorySaver(serde=serde)
    big = list(range(1000))
    first = saver.put(cfg(), checkpoint_with({"big": big, "n": 0}, {"big": 1, "n": 1}), {}, {"big": 1, "n": 1})
    serde.dumped.clear()

    saver.put(first, checkpoint_with({"big": big, "n": 1}, {"big": 1, "n": 2}), {}, {"n": 2})
    assert big not in serde.dumped
    assert 1 in serde.dumped
    assert len(serde.dumped) == 3  # the value of n, the checkpoint, the metadata


def test_storage_layout_matches_langgraph() -> None:
    saver = InMemorySaver()
    checkpoint = checkpoint_with({"a": 1}, {"a": "v1", "gone": "v2"})
    saved = saver.put(cfg(), checkpoint, {"step": 0}, {"a": "v1", "gone": "v2"})
    checkpoint_id = saved["configurable"]["checkpoint_id"]
    saver.put_writes(saved, [("a", 5), ("__resume__", "r")], "task", "path")

    stored_checkpoint, stored_metadata, parent = saver.storage["t"][""][checkpoint_id]
    assert parent is None
    assert "channel_values" not in saver.serde.loads_typed(stored_checkpoint)
    assert saver.serde.loads_typed(stored_metadata) == {"step": 0}
    assert saver.blobs[("t", "", "a", "v1")] == saver.serde.dumps_typed(1)
    assert saver.blobs[("t", "", "gone", "v2")] == ("empty", b"")
    bucket = saver.writes[("t", "", checkpoint_id)]
    assert set(bucket) == {("task", 0), ("task", -4)}
    assert bucket[("task", 0)] == ("task", "a", saver.serde.dumps_typed(5), "path")
    assert type(saver.storage) is defaultdict and type(saver.blobs) is defaultdict


def test_get_next_version_format() -> None:
    saver = InMemorySaver()
    first = saver.get_next_version(None, None)
    assert re.fullmatch(r"0{31}1\.[0-9.e-]{16,}", first)
    assert saver.get_next_version(first, None).startswith("00000000000000000000000000000002.")
    assert saver.get_next_version("00000000000000000000000000000041.0.5", None).startswith(
        "00000000000000000000000000000042."
    )
    assert saver.get_next_version(7, None).startswith("00000000000000000000000000000008.")  # type: ignore[arg-type]


def test_reads_do_not_create_entries() -> None:
    saver = InMemorySaver()
    assert saver.get_tuple(cfg("ghost")) is None
    assert list(saver.list(cfg("ghost"))) == []
    assert "ghost" not in saver.storage


def test_concurrent_puts_and_reads_from_threads() -> None:
    saver = InMemorySaver()
    errors: list[BaseException] = []
    per_thread = 40

    def worker(index: int) -> None:
        try:
            parent = cfg(f"thread-{index % 3}", ns=f"ns{index}")
            for step in range(per_thread):
                version = saver.get_next_version(None, None)
                checkpoint = checkpoint_with({"x": (index, step)}, {"x": version})
                parent = saver.put(parent, checkpoint, {"step": step}, {"x": version})
                saver.put_writes(parent, [("x", step)], f"task-{index}")
                assert saver.get_tuple(parent) is not None
                list(saver.list(None, limit=5))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(list(saver.list(None))) == 8 * per_thread
    for index in range(8):
        latest = saver.get_tuple(cfg(f"thread-{index % 3}", ns=f"ns{index}"))
        assert latest is not None
        assert latest.checkpoint["channel_values"] == {"x": (index, per_thread - 1)}
        assert latest.metadata["step"] == per_thread - 1


def _chain(saver: InMemorySaver, thread: str, count: int, run_id: str = "run") -> list[RunnableConfig]:
    configs: list[RunnableConfig] = []
    parent = cfg(thread)
    for step in range(count):
        checkpoint = checkpoint_with({"x": step}, {"x": step + 1})
        parent = saver.put(parent, checkpoint, {"step": step, "run_id": f"{run_id}-{step}"}, {"x": step + 1})
        saver.put_writes(parent, [("x", f"w{step}")], "task")
        configs.append(parent)
    return configs


def test_copy_thread() -> None:
    saver = InMemorySaver()
    source = _chain(saver, "src", 3)
    saver.copy_thread("src", "dst")
    copied = list(saver.list(cfg("dst")))
    assert [t.checkpoint["id"] for t in copied] == [c["configurable"]["checkpoint_id"] for c in source[::-1]]
    assert copied[0].pending_writes == [("task", "x", "w2")]
    assert copied[0].parent_config == cfg("dst", checkpoint_id=source[1]["configurable"]["checkpoint_id"])
    saver.delete_thread("src")
    latest = saver.get_tuple(cfg("dst"))
    assert latest is not None and latest.checkpoint["channel_values"] == {"x": 2}


def test_deepcopy_is_an_independent_saver() -> None:
    # LangGraph's saver deep-copies (users snapshot a fixture this way); the lock
    # that guards this saver must not stop it, and the copy must not share state
    saver = InMemorySaver()
    source = _chain(saver, "t", 2)
    # a revived message leaves its module in the serializer's cache (modules do not copy)
    saver.serde.loads_typed(saver.serde.dumps_typed(HumanMessage("hi")))
    clone = copy.deepcopy(saver)
    assert clone._lock is not saver._lock and clone.serde is saver.serde
    _chain(clone, "t", 1, run_id="clone")
    assert len(list(clone.list(cfg("t")))) == 3
    assert len(list(saver.list(cfg("t")))) == 2
    latest = saver.get_tuple(cfg("t"))
    assert latest is not None and latest.checkpoint["id"] == source[-1]["configurable"]["checkpoint_id"]


def test_prune_keep_latest_and_delete() -> None:
    saver = InMemorySaver()
    kept = _chain(saver, "a", 3)
    _chain(saver, "b", 2)
    saver.prune(["a"])
    remaining = list(saver.list(cfg("a")))
    assert [t.config for t in remaining] == [kept[2]]
    assert remaining[0].checkpoint["channel_values"] == {"x": 2}
    assert remaining[0].pending_writes == [("task", "x", "w2")]
    assert all(key[0] != "a" or key[3] == 3 for key in saver.blobs)
    assert len(list(saver.list(cfg("b")))) == 2
    saver.prune(["b"], strategy="delete")
    assert saver.get_tuple(cfg("b")) is None
    with pytest.raises(ValueError, match=r"^Unknown prune strategy 'oldest'"):
        saver.prune(["a"], strategy="oldest")


def test_delete_for_runs() -> None:
    saver = InMemorySaver()
    configs = _chain(saver, "a", 3)
    saver.delete_for_runs(["run-2"])
    latest = saver.get_tuple(cfg("a"))
    assert latest is not None and latest.config == configs[1]
    assert saver.get_tuple(configs[2]) is None
    assert ("a", "", configs[2]["configurable"]["checkpoint_id"]) not in saver.writes


def test_base_delta_history_matches_the_fast_one() -> None:
    saver = InMemorySaver()
    configs = _chain(saver, "a", 4)
    fast = saver.get_delta_channel_history(config=configs[3], channels=["x", "y"])
    slow = BaseCheckpointSaver.get_delta_channel_history(saver, config=configs[3], channels=["x", "y"])
    assert fast == slow == {"x": {"writes": [("task", "x", "w2")], "seed": 2}, "y": {"writes": []}}


class _Watched(defaultdict):  # type: ignore[type-arg]
    """A dict that records every key stored into it through ``__setitem__``."""

    stored: list[Any]

    def __setitem__(self, key: Any, value: Any) -> None:
        self.__dict__.setdefault("stored", []).append(key)
        super().__setitem__(key, value)


def test_each_new_version_is_packed_once_in_new_versions_order() -> None:
    # one pass over new_versions makes each blob under its storage key
    serde = CountingSerde()
    saver = InMemorySaver(serde=serde)
    versions = {"b": "2", "empty": "2", "a": "1", "n": "2"}
    values = {"a": [1, 2], "b": {"k": 3}, "n": 4, "unversioned": 5}
    config = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    saver.put(config, checkpoint_with(values, versions), {"step": 1}, versions)
    # the three values with a new version, in new_versions' order, then the checkpoint and metadata
    assert serde.dumped[:3] == [{"k": 3}, [1, 2], 4]
    assert len(serde.dumped) == 5
    assert list(saver.blobs) == [("t", "", c, v) for c, v in versions.items()]
    assert saver.blobs[("t", "", "empty", "2")] == ("empty", b"")
    assert saver.blobs[("t", "", "a", "1")] == serde.dumps_typed([1, 2])


def test_a_factory_dict_with_its_own_setitem_sees_every_blob() -> None:
    saver = InMemorySaver(factory=_Watched)
    versions = {"a": "1", "b": "1", "c": "1"}
    config = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    saver.put(config, checkpoint_with({"a": 1, "b": 2}, versions), {}, versions)
    assert saver.blobs.stored == [("t", "", "a", "1"), ("t", "", "b", "1"), ("t", "", "c", "1")]
    loaded = saver.get_tuple(config)
    assert loaded is not None and loaded.checkpoint["channel_values"] == {"a": 1, "b": 2}


def test_a_value_that_cannot_be_packed_stores_nothing() -> None:
    saver = InMemorySaver()
    versions = {"a": "1", "bad": "1"}
    config = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    with pytest.raises(TypeError):
        saver.put(config, checkpoint_with({"a": 1, "bad": object()}, versions), {}, versions)
    assert not saver.blobs and not saver.storage

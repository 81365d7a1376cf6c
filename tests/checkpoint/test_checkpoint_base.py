"""Checkpoint helpers, constants and the base saver's defaults."""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import pytest

from lingxigraph._internal._typing import MISSING
from lingxigraph.checkpoint import base
from lingxigraph.checkpoint.base import (
    EXCLUDED_METADATA_KEYS,
    LATEST_VERSION,
    WRITES_IDX_MAP,
    BaseCheckpointSaver,
    CheckpointTuple,
    EmptyChannelError,
    copy_checkpoint,
    create_checkpoint,
    empty_checkpoint,
    get_checkpoint_id,
    get_checkpoint_metadata,
    get_serializable_checkpoint_metadata,
    writes_sort_key,
)
from lingxigraph.checkpoint.serde.base import SerializerCompat, SerializerProtocol, maybe_add_typed_methods
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.config import RunnableConfig

PUBLIC_MODULES = [
    "lingxigraph.checkpoint.base",
    "lingxigraph.checkpoint.base.id",
    "lingxigraph.checkpoint.memory",
    "lingxigraph.checkpoint.serde",
    "lingxigraph.checkpoint.serde.base",
    "lingxigraph.checkpoint.serde.jsonplus",
    "lingxigraph.checkpoint.serde.types",
    "lingxigraph.checkpoint.serde.encrypted",
]


@pytest.mark.parametrize("name", PUBLIC_MODULES)
def test_every_name_in_all_exists(name: str) -> None:
    module = importlib.import_module(name)
    assert all(hasattr(module, attr) for attr in module.__all__)


def test_constants_match_langgraph() -> None:
    assert LATEST_VERSION == 2
    assert WRITES_IDX_MAP == {"__error__": -1, "__scheduled__": -2, "__interrupt__": -3, "__resume__": -4}
    assert (base.ERROR, base.INTERRUPT, base.RESUME, base.SCHEDULED) == (
        "__error__",
        "__interrupt__",
        "__resume__",
        "__scheduled__",
    )
    assert "thread_id" in EXCLUDED_METADATA_KEYS and "langgraph_step" in EXCLUDED_METADATA_KEYS
    assert base.EmptyChannelError is EmptyChannelError
    assert CheckpointTuple._fields == ("config", "checkpoint", "metadata", "parent_config", "pending_writes")


def test_empty_checkpoint_shape() -> None:
    checkpoint = empty_checkpoint()
    assert list(checkpoint) == [
        "v", "id", "ts", "channel_values", "channel_versions", "versions_seen", "pending_sends", "updated_channels"
    ]
    assert checkpoint["v"] == 2 and checkpoint["updated_channels"] is None
    assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-6[0-9a-f]{3}-bffe-[0-9a-f]{12}", checkpoint["id"])
    assert checkpoint["ts"].endswith("+00:00")
    assert empty_checkpoint()["id"] > checkpoint["id"]


class FakeChannel:
    def __init__(self, value: Any) -> None:
        self.value = value

    def checkpoint(self) -> Any:
        if self.value is EmptyChannelError:
            raise EmptyChannelError
        return self.value


def test_create_checkpoint_takes_values_from_channels() -> None:
    source = empty_checkpoint()
    source["channel_versions"] = {"a": 1, "b": 1, "c": 1, "d": 1}
    source["versions_seen"] = {"node": {"a": 1}}
    channels: dict[str, Any] = {
        "a": FakeChannel(1),
        "b": FakeChannel(MISSING),
        "c": FakeChannel(EmptyChannelError),
        "not_versioned": FakeChannel(5),
    }
    created = create_checkpoint(source, channels, 3)
    assert created["channel_values"] == {"a": 1}
    assert created["channel_versions"] == source["channel_versions"]
    assert created["versions_seen"] == {"node": {"a": 1}}
    assert created["id"] != source["id"] and created["id"].split("-")[3] == "8003"
    assert create_checkpoint(source, None, 0, id="fixed")["id"] == "fixed"
    assert create_checkpoint(source, None, 0)["channel_values"] is source["channel_values"]


def test_copy_checkpoint_copies_containers() -> None:
    source = empty_checkpoint()
    source["channel_values"] = {"a": [1]}
    source["versions_seen"] = {"n": {"a": 1}}
    copied = copy_checkpoint(source)
    assert copied == source
    copied["channel_values"]["b"] = 2
    copied["versions_seen"]["n"]["a"] = 2
    assert source["channel_values"] == {"a": [1]} and source["versions_seen"] == {"n": {"a": 1}}


def test_checkpoint_metadata_from_config() -> None:
    config: RunnableConfig = {
        "metadata": {"m": 1, "nested": {"x": 1}, "none": None, "thread_id": "no", "shared": "meta"},
        "configurable": {"thread_id": "t", "checkpoint_ns": "", "__secret": 1, "k": 2.5, "shared": "conf", "b": True},
    }
    merged = get_checkpoint_metadata(config, {"source": "loop", "m": 0, "writes": {"n": 1}})  # type: ignore[typeddict-unknown-key]
    assert merged == {"source": "loop", "m": 0, "writes": {"n": 1}, "shared": "meta", "k": 2.5, "b": True}
    assert "writes" not in get_serializable_checkpoint_metadata(config, {"writes": 1})  # type: ignore[typeddict-unknown-key]
    assert get_checkpoint_id({"configurable": {"checkpoint_id": "x"}}) == "x"
    assert get_checkpoint_id({"configurable": {}}) is None


def test_writes_sort_key() -> None:
    assert writes_sort_key("p", "t", 3) == ("p", "t", 3)
    assert writes_sort_key("p") == ("p", "", 0)


def test_base_saver_defaults() -> None:
    saver: BaseCheckpointSaver[int] = BaseCheckpointSaver()
    config: RunnableConfig = {"configurable": {"thread_id": "t"}}
    assert saver.get_next_version(None, None) == 1
    assert saver.get_next_version(4, None) == 5
    with pytest.raises(NotImplementedError):
        saver.get_next_version("1", None)  # type: ignore[arg-type]
    assert saver.config_specs == []
    assert isinstance(saver.serde, JsonPlusSerializer)
    calls: list[Callable[[], Any]] = [
        lambda: saver.get(config),
        lambda: saver.get_tuple(config),
        lambda: list(saver.list(config)),
        lambda: saver.put(config, empty_checkpoint(), {}, {}),
        lambda: saver.put_writes(config, [], "t"),
        lambda: saver.delete_thread("t"),
        lambda: saver.delete_for_runs(["r"]),
        lambda: saver.copy_thread("a", "b"),
        lambda: saver.prune(["t"]),
    ]
    for call in calls:
        with pytest.raises(NotImplementedError):
            call()


def test_base_saver_async_defaults() -> None:
    saver: BaseCheckpointSaver[int] = BaseCheckpointSaver()
    config: RunnableConfig = {"configurable": {"thread_id": "t"}}

    async def main() -> None:
        makers: list[Callable[[], Awaitable[Any]]] = [
            lambda: saver.aget(config),
            lambda: saver.aget_tuple(config),
            lambda: saver.aput(config, empty_checkpoint(), {}, {}),
            lambda: saver.aput_writes(config, [], "t"),
            lambda: saver.adelete_thread("t"),
            lambda: saver.adelete_for_runs(["r"]),
            lambda: saver.acopy_thread("a", "b"),
            lambda: saver.aprune(["t"]),
        ]
        for make in makers:
            with pytest.raises(NotImplementedError):
                await make()
        with pytest.raises(NotImplementedError):
            async for _ in saver.alist(config):
                pass

    anyio.run(main)


class JsonOnly:
    def dumps(self, obj: Any) -> bytes:
        return json.dumps(obj).encode()

    def loads(self, data: bytes) -> Any:
        return json.loads(data)


def test_untyped_serializers_are_wrapped() -> None:
    wrapped = maybe_add_typed_methods(JsonOnly())
    assert isinstance(wrapped, SerializerCompat)
    assert wrapped.dumps_typed({"a": 1}) == ("dict", b'{"a": 1}')
    assert wrapped.loads_typed(("dict", b'{"a": 1}')) == {"a": 1}
    typed = JsonPlusSerializer()
    assert maybe_add_typed_methods(typed) is typed
    assert isinstance(typed, SerializerProtocol)
    saver: BaseCheckpointSaver[int] = BaseCheckpointSaver(serde=JsonOnly())
    assert isinstance(saver.serde, SerializerCompat)


def test_string_versions_have_langgraphs_shape_and_sort_by_counter() -> None:
    from lingxigraph.checkpoint.base.id import next_str_version

    versions = [next_str_version(None)]
    for _ in range(30):
        versions.append(next_str_version(versions[-1]))
    for n, version in enumerate(versions, start=1):
        # a 32-digit counter, then a random part shaped like f"{random.random():016}"
        assert re.fullmatch(r"\d{32}\.0\.\d{16}", version), version
        assert int(version.split(".")[0]) == n  # how LangGraph's savers read it back
    assert versions == sorted(versions)
    assert len({v.split(".", 1)[1] for v in versions}) > 1  # the random part varies
    assert next_str_version(7).startswith("0" * 31 + "8.")  # type: ignore[arg-type]


def test_runnable_config_is_importable_from_checkpoint_base() -> None:
    # as from LangGraph's module (not in __all__); third-party savers import it
    # from here (langgraph-checkpoint-aws failed to import without it). LangChain's
    # class when langchain-core is there (tests/core/test_import_paths.py), else
    # ours: checked without it, in a subprocess (the suite keeps it unloaded)
    import subprocess
    import sys

    from lingxigraph.checkpoint import base

    assert "RunnableConfig" not in base.__all__
    code = (
        "import sys; sys.modules['langchain_core'] = None\n"
        "from lingxigraph.checkpoint.base import RunnableConfig\n"
        "from lingxigraph.config import RunnableConfig as Ours\n"
        "print(RunnableConfig is Ours)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.strip() == "True"

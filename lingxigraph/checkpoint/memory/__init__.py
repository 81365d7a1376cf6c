"""An in-memory checkpoint saver, for tests, notebooks and short-lived processes.

Storage mirrors LangGraph's ``InMemorySaver`` (same public attributes):

- ``storage``: thread_id → checkpoint_ns → checkpoint_id →
  ``(serialised checkpoint without channel_values, serialised metadata, parent checkpoint_id | None)``
- ``blobs``: ``(thread_id, checkpoint_ns, channel, version)`` → serialised value
  (``('empty', b'')`` for a channel that was empty at that version)
- ``writes``: ``(thread_id, checkpoint_ns, checkpoint_id)`` →
  ``(task_id, idx)`` → ``(task_id, channel, serialised value, task_path)``

``put`` serialises only the channels named in ``new_versions``, so a
superstep that changes one channel stores one blob; unchanged channels are
shared between checkpoints through their version. Values are stored
serialised, so what ``get_tuple`` returns never aliases what was saved.

Every method is safe to call from several threads: a lock guards each
change and each walk over the dicts; (de)serialisation runs outside it.
The async methods run their sync twin directly (nothing here blocks).
"""

from __future__ import annotations

import builtins
import copy
import threading
from collections import defaultdict
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, AbstractContextManager, ExitStack
from types import TracebackType
from typing import TYPE_CHECKING, Any, Final

from lingxigraph.checkpoint.base import (
    WRITES_IDX_MAP,
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
    PendingWrite,
    get_checkpoint_id,
    get_checkpoint_metadata,
)
from lingxigraph.checkpoint.base.id import DIRECT_NEXT_VERSION, next_str_version
from lingxigraph.checkpoint.memory._persistent import PersistentDict
from lingxigraph.checkpoint.serde.base import SerializerProtocol

if TYPE_CHECKING:
    from lingxigraph.config import RunnableConfig

__all__ = ("InMemorySaver", "MemorySaver", "PersistentDict")

Typed = tuple[str, bytes]
"""A serialised value: ``(type_tag, payload)``."""
SavedCheckpoint = tuple[Typed, Typed, "str | None"]
"""``(checkpoint without channel_values, metadata, parent checkpoint id)``."""
SavedWrite = tuple[str, str, Typed, str]
"""``(task_id, channel, value, task_path)``."""

_EMPTY: Final[Typed] = ("empty", b"")


class InMemorySaver(
    BaseCheckpointSaver[str], AbstractContextManager["InMemorySaver"], AbstractAsyncContextManager["InMemorySaver"]
):
    """Keep checkpoints in dicts in this process.

    Args:
        serde: serializer for stored values (default ``JsonPlusSerializer``).
        factory: builds the three top-level dicts, called as ``factory(default)``
            like ``defaultdict``. A factory whose dicts are context managers (a
            persistent dict, say) has them entered with the saver.

    Versions made by `get_next_version` are strings:
    ``f"{counter:032}.{random fraction}"``, which sort as the counter does.
    """

    def __init__(
        self,
        *,
        serde: SerializerProtocol | None = None,
        factory: type[defaultdict[Any, Any]] = defaultdict,
    ) -> None:
        super().__init__(serde=serde)
        self.storage: defaultdict[str, dict[str, dict[str, SavedCheckpoint]]] = factory(lambda: defaultdict(dict))
        self.writes: defaultdict[tuple[str, str, str], dict[tuple[str, int], SavedWrite]] = factory(dict)
        self.blobs: defaultdict[tuple[str, str, str, str | int | float], Typed] = factory()
        self.stack = ExitStack()
        for container in (self.storage, self.writes, self.blobs):
            if isinstance(container, AbstractContextManager):
                self.stack.enter_context(container)
        self._lock = threading.Lock()
        self._latest: dict[tuple[str, str], str] = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> InMemorySaver:
        """An independent saver holding the same threads (users snapshot
        LangGraph's saver this way between tests); it gets its own lock and
        shares the serializer (stateless, but its cache holds modules)."""
        clone = type(self).__new__(type(self))
        memo[id(self)] = clone
        memo[id(self.serde)] = self.serde
        with self._lock:
            for name, value in self.__dict__.items():
                setattr(clone, name, threading.Lock() if name == "_lock" else copy.deepcopy(value, memo))
        return clone

    def __enter__(self) -> InMemorySaver:
        self.stack.__enter__()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc_value: BaseException | None,
        traceback: TracebackType | None,
    ) -> bool | None:
        return self.stack.__exit__(exc_type, exc_value, traceback)

    async def __aenter__(self) -> InMemorySaver:
        return self.__enter__()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc_value: BaseException | None,
        traceback: TracebackType | None,
    ) -> bool | None:
        return self.__exit__(exc_type, exc_value, traceback)

    # ---- reading ---------------------------------------------------------------------------

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """The checkpoint ``config`` names, or the thread's latest in its namespace.

        Returns:
            ``None`` when the thread, namespace or ``checkpoint_id`` is unknown.

        Raises:
            KeyError: ``config["configurable"]`` has no ``thread_id``.
        """
        thread_id, ns = _thread_and_ns(config)
        checkpoint_id = get_checkpoint_id(config) or None  # "" means the latest, as in LangGraph
        with self._lock:
            checkpoints = self._checkpoints(thread_id, ns)
            if not checkpoints:
                return None
            if checkpoint_id is None:
                checkpoint_id = self._latest_id(thread_id, ns, checkpoints)
            saved = checkpoints.get(checkpoint_id)
            if saved is None:
                return None
            writes = self._writes_snapshot(thread_id, ns, checkpoint_id)
        return self._load(thread_id, ns, checkpoint_id, saved, writes)

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002 - LangGraph's name
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        """Checkpoints, newest first within each thread and namespace.

        Args:
            config: ``None`` (or no ``thread_id``) lists every thread, in the
                order threads were first saved; a ``checkpoint_ns`` restricts to
                that namespace (else all, in first-saved order); a
                ``checkpoint_id`` restricts to that checkpoint.
            filter: metadata key → value; a checkpoint is listed only when all
                are equal.
            before: only checkpoints whose id is strictly smaller than
                ``before``'s ``checkpoint_id``.
            limit: stop after this many.
        """
        candidates = self._candidates(config, before)
        remaining = limit
        for thread_id, ns, checkpoint_id, saved in candidates:
            if remaining is not None and remaining <= 0:
                return
            metadata = self.serde.loads_typed(saved[1])
            if filter and not all(metadata.get(k) == v for k, v in filter.items()):
                continue
            with self._lock:
                writes = self._writes_snapshot(thread_id, ns, checkpoint_id)
            yield self._load(thread_id, ns, checkpoint_id, saved, writes, metadata)
            if remaining is not None:
                remaining -= 1

    def _candidates(
        self, config: RunnableConfig | None, before: RunnableConfig | None
    ) -> builtins.list[tuple[str, str, str, SavedCheckpoint]]:
        configurable = (config or {}).get("configurable") or {}
        wanted_thread = configurable.get("thread_id")
        wanted_ns = configurable.get("checkpoint_ns")
        wanted_id = configurable.get("checkpoint_id") or None  # "" filters nothing, as in LangGraph
        before_id = get_checkpoint_id(before) if before else None
        found: builtins.list[tuple[str, str, str, SavedCheckpoint]] = []
        with self._lock:
            threads = [wanted_thread] if wanted_thread is not None else builtins.list(self.storage)
            for thread_id in threads:
                namespaces = self.storage.get(thread_id) or {}
                for ns, checkpoints in namespaces.items():
                    if wanted_ns is not None and ns != wanted_ns:
                        continue
                    for checkpoint_id in sorted(checkpoints, reverse=True):
                        if wanted_id is not None and checkpoint_id != wanted_id:
                            continue
                        if before_id is not None and checkpoint_id >= before_id:
                            continue
                        found.append((thread_id, ns, checkpoint_id, checkpoints[checkpoint_id]))
        return found

    def _checkpoints(self, thread_id: str, ns: str) -> dict[str, SavedCheckpoint] | None:
        namespaces = self.storage.get(thread_id)
        return None if namespaces is None else namespaces.get(ns)

    def _latest_id(self, thread_id: str, ns: str, checkpoints: dict[str, SavedCheckpoint]) -> str:
        """Newest id of a namespace (cached; the lock must be held)."""
        latest = self._latest.get((thread_id, ns))
        if latest is None or latest not in checkpoints:
            latest = max(checkpoints)
            self._latest[(thread_id, ns)] = latest
        return latest

    def _writes_snapshot(self, thread_id: str, ns: str, checkpoint_id: str) -> builtins.list[tuple[tuple[str, int], SavedWrite]]:
        """The writes of one checkpoint as ``((task_id, idx), saved)`` (the lock must be held)."""
        bucket = self.writes.get((thread_id, ns, checkpoint_id))
        return builtins.list(bucket.items()) if bucket else []

    def _load(
        self,
        thread_id: str,
        ns: str,
        checkpoint_id: str,
        saved: SavedCheckpoint,
        writes: builtins.list[tuple[tuple[str, int], SavedWrite]],
        metadata: CheckpointMetadata | None = None,
    ) -> CheckpointTuple:
        saved_checkpoint, saved_metadata, parent_id = saved
        checkpoint: Checkpoint = self.serde.loads_typed(saved_checkpoint)
        checkpoint["channel_values"] = self._load_values(thread_id, ns, checkpoint["channel_versions"])
        if metadata is None:
            metadata = self.serde.loads_typed(saved_metadata)
        writes.sort(key=lambda item: (item[1][3], item[0][0], item[0][1]))
        pending = [(task_id, channel, self.serde.loads_typed(value)) for _, (task_id, channel, value, _) in writes]
        return CheckpointTuple(
            config=_config(thread_id, ns, checkpoint_id),
            checkpoint=checkpoint,
            metadata=metadata,
            parent_config=_config(thread_id, ns, parent_id) if parent_id else None,
            pending_writes=pending,
        )

    def _load_values(self, thread_id: str, ns: str, versions: ChannelVersions) -> dict[str, Any]:
        values: dict[str, Any] = {}
        blobs = self.blobs
        for channel, version in versions.items():
            blob = blobs.get((thread_id, ns, channel, version))
            if blob is not None and blob[0] != "empty":
                values[channel] = self.serde.loads_typed(blob)
        return values

    _load_blobs = _load_values
    """Compatibility name (LangGraph's): the same lookup."""

    # ---- writing ---------------------------------------------------------------------------

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Store ``checkpoint`` under ``config``'s thread and namespace.

        Only the channels in ``new_versions`` have their values serialised;
        the parent is ``config``'s ``checkpoint_id`` (if any). Metadata is
        merged with the config as `get_checkpoint_metadata` does.

        Returns:
            ``{'configurable': {'thread_id', 'checkpoint_ns', 'checkpoint_id'}}``.

        Raises:
            KeyError: ``config["configurable"]`` has no ``thread_id``.
            TypeError: a value cannot be serialised.
        """
        configurable = config["configurable"]
        thread_id = configurable["thread_id"]
        ns = configurable.get("checkpoint_ns") or ""
        stored: dict[str, Any] = dict(checkpoint)
        values = stored.pop("channel_values", None) or {}
        dumps = self.serde.dumps_typed
        # One pass over the new versions makes each blob under its storage key: a
        # channel holding a value is packed, the rest (often most of them: a run's
        # trigger channels) share `_EMPTY`. Packed here, outside the lock; stored
        # under it by one ``update``.
        new_blobs = {
            (thread_id, ns, channel, version): dumps(values[channel]) if channel in values else _EMPTY
            for channel, version in new_versions.items()
        }
        saved: SavedCheckpoint = (
            dumps(stored),
            dumps(get_checkpoint_metadata(config, metadata)),
            configurable.get("checkpoint_id"),
        )
        checkpoint_id = checkpoint["id"]
        key = (thread_id, ns)
        with self._lock:
            if new_blobs:
                _store(self.blobs, new_blobs)
            self.storage[thread_id][ns][checkpoint_id] = saved
            latest = self._latest.get(key)
            if latest is None or checkpoint_id > latest:
                self._latest[key] = checkpoint_id
        return {"configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": checkpoint_id}}

    def put_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Save task ``task_id``'s writes for ``config``'s checkpoint.

        Each write is keyed ``(task_id, idx)``, where ``idx`` is its position
        in ``writes`` or, for ``__error__``/``__scheduled__``/``__interrupt__``/
        ``__resume__``, the fixed `WRITES_IDX_MAP` index. Saving a key again
        replaces a special channel's write but keeps an ordinary one, so
        repeating a call is harmless.

        Raises:
            KeyError: ``config`` has no ``thread_id`` or ``checkpoint_id``.
        """
        thread_id, ns = _thread_and_ns(config)
        checkpoint_id: str = config["configurable"]["checkpoint_id"]
        dumps = self.serde.dumps_typed
        prepared = [
            ((task_id, WRITES_IDX_MAP.get(channel, idx)), (task_id, channel, dumps(value), task_path))
            for idx, (channel, value) in enumerate(writes)
        ]
        with self._lock:
            bucket = self.writes[(thread_id, ns, checkpoint_id)]
            for key, saved in prepared:
                if key[1] >= 0 and key in bucket:
                    continue
                bucket[key] = saved

    def get_next_version(self, current: str | None, channel: None) -> str:
        """``f"{n + 1:032}.{random.random():016}"`` where ``n`` is ``current``'s integer part (0 for ``None``)."""
        return next_str_version(current)

    # ---- deleting and copying --------------------------------------------------------------

    def delete_thread(self, thread_id: str) -> None:
        """Delete every checkpoint, write and blob of ``thread_id`` (a no-op if unknown)."""
        with self._lock:
            self.storage.pop(thread_id, None)
            _drop_keys(self.writes, lambda key: key[0] == thread_id)
            _drop_keys(self.blobs, lambda key: key[0] == thread_id)
            _drop_keys(self._latest, lambda key: key[0] == thread_id)

    def copy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        """Copy all checkpoints, writes and blobs of one thread into another.

        Entries already in the target thread with the same ids are replaced.
        """
        with self._lock:
            for ns, checkpoints in (self.storage.get(source_thread_id) or {}).items():
                self.storage[target_thread_id][ns].update(checkpoints)
                if checkpoints:
                    target = self.storage[target_thread_id][ns]
                    self._latest[(target_thread_id, ns)] = max(target)
            for (thread_id, ns, checkpoint_id), bucket in builtins.list(self.writes.items()):
                if thread_id == source_thread_id:
                    self.writes[(target_thread_id, ns, checkpoint_id)] = dict(bucket)
            for (thread_id, ns, channel, version), blob in builtins.list(self.blobs.items()):
                if thread_id == source_thread_id:
                    self.blobs[(target_thread_id, ns, channel, version)] = blob

    def prune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Drop old checkpoints of ``thread_ids``.

        Args:
            thread_ids: threads to prune.
            strategy: ``keep_latest`` keeps the newest checkpoint of each
                namespace (with its writes and the blobs it uses);
                ``delete`` deletes the threads.

        Raises:
            ValueError: unknown ``strategy``.
        """
        if strategy not in ("keep_latest", "delete"):
            raise ValueError(f"Unknown prune strategy {strategy!r}: use 'keep_latest' or 'delete'")
        for thread_id in thread_ids:
            if strategy == "delete":
                self.delete_thread(thread_id)
                continue
            with self._lock:
                for ns, checkpoints in (self.storage.get(thread_id) or {}).items():
                    if checkpoints:
                        latest = max(checkpoints)
                        _drop_keys(checkpoints, lambda key, keep=latest: key != keep)
                self._drop_orphans({thread_id})

    def delete_for_runs(self, run_ids: Sequence[str]) -> None:
        """Delete checkpoints whose metadata ``run_id`` is in ``run_ids``, with their writes."""
        wanted = set(run_ids)
        with self._lock:
            touched: set[str] = set()
            for thread_id, namespaces in self.storage.items():
                for checkpoints in namespaces.values():
                    doomed = [
                        cid
                        for cid, saved in checkpoints.items()
                        if self.serde.loads_typed(saved[1]).get("run_id") in wanted
                    ]
                    for cid in doomed:
                        del checkpoints[cid]
                        touched.add(thread_id)
            self._drop_orphans(touched)

    def _drop_orphans(self, thread_ids: set[str]) -> None:
        """Remove writes and blobs of ``thread_ids`` no remaining checkpoint uses (lock held)."""
        if not thread_ids:
            return
        live_checkpoints: set[tuple[str, str, str]] = set()
        live_blobs: set[tuple[str, str, str, Any]] = set()
        for thread_id in thread_ids:
            for ns, checkpoints in (self.storage.get(thread_id) or {}).items():
                for cid, saved in checkpoints.items():
                    live_checkpoints.add((thread_id, ns, cid))
                    versions = self.serde.loads_typed(saved[0])["channel_versions"]
                    live_blobs.update((thread_id, ns, ch, v) for ch, v in versions.items())
        _drop_keys(self.writes, lambda key: key[0] in thread_ids and key not in live_checkpoints)
        _drop_keys(self.blobs, lambda key: key[0] in thread_ids and key not in live_blobs)
        _drop_keys(self._latest, lambda key: key[0] in thread_ids)

    # ---- delta channels --------------------------------------------------------------------

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """As ``BaseCheckpointSaver.get_delta_channel_history``, loading only the requested channels."""
        thread_id, ns = _thread_and_ns(config)
        result: dict[str, DeltaChannelHistory] = {ch: DeltaChannelHistory(writes=[]) for ch in channels}
        groups: dict[str, builtins.list[builtins.list[PendingWrite]]] = {ch: [] for ch in channels}
        pending = set(channels)
        with self._lock:
            checkpoints = self._checkpoints(thread_id, ns) or {}
            target_id = get_checkpoint_id(config) or (self._latest_id(thread_id, ns, checkpoints) if checkpoints else None)
        current = checkpoints.get(target_id) if target_id else None
        parent_id = current[2] if current else None
        seen: set[str] = set()
        while pending and parent_id is not None and parent_id not in seen:  # a re-parented ancestor can make a cycle
            seen.add(parent_id)
            saved = checkpoints.get(parent_id)
            if saved is None:
                break
            with self._lock:
                writes = self._writes_snapshot(thread_id, ns, parent_id)
            writes.sort(key=lambda item: (item[1][3], item[0][0], item[0][1]))
            versions = self.serde.loads_typed(saved[0])["channel_versions"]
            for channel in builtins.list(pending):
                groups[channel].append(
                    [(tid, ch, self.serde.loads_typed(v)) for _, (tid, ch, v, _) in writes if ch == channel]
                )
                blob = self.blobs.get((thread_id, ns, channel, versions.get(channel)))
                if channel in versions and blob is not None and blob[0] != "empty":
                    result[channel]["seed"] = self.serde.loads_typed(blob)
                    pending.discard(channel)
            parent_id = saved[2]
        for channel in channels:
            result[channel]["writes"] = [w for group in reversed(groups[channel]) for w in group]
        return result

    # ---- async twins -------------------------------------------------------------------------

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """Async `get_tuple`."""
        return self.get_tuple(config)

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        """Async `list`."""
        for item in self.list(config, filter=filter, before=before, limit=limit):
            yield item

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Async `put`."""
        return self.put(config, checkpoint, metadata, new_versions)

    async def aput_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Async `put_writes`."""
        self.put_writes(config, writes, task_id, task_path)

    async def adelete_thread(self, thread_id: str) -> None:
        """Async `delete_thread`."""
        self.delete_thread(thread_id)

    async def acopy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        """Async `copy_thread`."""
        self.copy_thread(source_thread_id, target_thread_id)

    async def aprune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Async `prune`."""
        self.prune(thread_ids, strategy=strategy)

    async def adelete_for_runs(self, run_ids: Sequence[str]) -> None:
        """Async `delete_for_runs`."""
        self.delete_for_runs(run_ids)

    async def aget_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """Async `get_delta_channel_history`."""
        return self.get_delta_channel_history(config=config, channels=channels)


MemorySaver = InMemorySaver
"""Older name of `InMemorySaver` (the same class)."""


def _thread_and_ns(config: RunnableConfig) -> tuple[str, str]:
    configurable = config["configurable"]
    return configurable["thread_id"], configurable.get("checkpoint_ns") or ""


def _config(thread_id: str, ns: str, checkpoint_id: str) -> RunnableConfig:
    return {"configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": checkpoint_id}}


def _store(target: dict[Any, Any], entries: dict[Any, Any]) -> None:
    """``target.update(entries)`` through ``target``'s own ``__setitem__`` when its class
    has one (a dict subclass from a saver's ``factory`` may act on each store:
    ``dict.update`` would bypass it)."""
    if type(target).__setitem__ is dict.__setitem__:
        target.update(entries)
    else:
        for key, value in entries.items():
            target[key] = value


def _drop_keys(mapping: dict[Any, Any], doomed: Any) -> None:
    """Delete the keys of ``mapping`` for which ``doomed(key)`` is true."""
    for key in [k for k in mapping if doomed(k)]:
        del mapping[key]


# a run calls this directly instead of the method (see ``DIRECT_NEXT_VERSION``)
DIRECT_NEXT_VERSION[InMemorySaver.get_next_version] = next_str_version


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "RunnableConfig": "langchain_core.runnables:RunnableConfig|lingxigraph.config:RunnableConfig",
    },
)

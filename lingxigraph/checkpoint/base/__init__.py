"""The checkpoint saver interface and the checkpoint data shapes.

A *checkpoint* is a snapshot of every channel of a graph at the end of a
superstep. Savers store checkpoints per ``(thread_id, checkpoint_ns,
checkpoint_id)``, together with metadata and the *pending writes* that tasks
of the next superstep already produced. Mirrors ``langgraph.checkpoint.base``.

Configs are plain dicts here: ``config["configurable"]`` holds ``thread_id``,
optionally ``checkpoint_ns`` (``""`` is the root graph) and optionally
``checkpoint_id`` (absent means "the latest").
"""

from __future__ import annotations

import builtins
import copy
import logging
from collections.abc import AsyncIterator, Collection, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, Generic, Literal, NamedTuple, TypeVar, Union

from typing_extensions import NotRequired, TypeAlias, TypedDict

from lingxigraph._internal._constants import ERROR, INTERRUPT, RESUME, SCHEDULED
from lingxigraph._internal._typing import MISSING
from lingxigraph.checkpoint.base.id import utc_now_iso, uuid6, uuid6_str  # noqa: F401 - uuid6 re-exported as in LangGraph
from lingxigraph.checkpoint.serde.base import (
    SerializerProtocol,
    UntypedSerializerProtocol,
    maybe_add_typed_methods,
)
from lingxigraph.checkpoint.serde.encrypted import EncryptedSerializer
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.checkpoint.serde.types import ChannelProtocol
from lingxigraph.errors import EmptyChannelError

if TYPE_CHECKING:
    from lingxigraph.config import RunnableConfig

_log = logging.getLogger("lingxigraph.checkpoint.base")

__all__ = (
    "V",
    "ChannelVersions",
    "PendingWrite",
    "Checkpoint",
    "CheckpointMetadata",
    "CheckpointTuple",
    "DeltaChannelHistory",
    "BaseCheckpointSaver",
    "EmptyChannelError",
    "SerializerProtocol",
    "JsonPlusSerializer",
    "EncryptedSerializer",
    "ChannelProtocol",
    "maybe_add_typed_methods",
    "ERROR",
    "INTERRUPT",
    "RESUME",
    "SCHEDULED",
    "WRITES_IDX_MAP",
    "EXCLUDED_METADATA_KEYS",
    "LATEST_VERSION",
    "empty_checkpoint",
    "copy_checkpoint",
    "create_checkpoint",
    "get_checkpoint_id",
    "get_checkpoint_metadata",
    "get_serializable_checkpoint_metadata",
    "writes_sort_key",
)

V = TypeVar("V", int, float, str)
"""The type of a saver's channel versions."""

ChannelVersions: TypeAlias = dict[str, Union[str, int, float]]
"""channel name → version of its value (increasing per channel)."""

PendingWrite: TypeAlias = tuple[str, str, Any]
"""``(task_id, channel, value)``: a write saved for a checkpoint's next superstep."""

LATEST_VERSION: Final = 2
"""``v`` of checkpoints made by `empty_checkpoint`/`create_checkpoint` (the runtime writes 4)."""

WRITES_IDX_MAP: Final[dict[str, int]] = {ERROR: -1, SCHEDULED: -2, INTERRUPT: -3, RESUME: -4}
"""Fixed write index of the special channels: a task has at most one write to each,
and a later write to one replaces the earlier."""

EXCLUDED_METADATA_KEYS: Final = frozenset(
    {
        "checkpoint_map",
        "thread_id",
        "langgraph_path",
        "langgraph_checkpoint_ns",
        "langgraph_triggers",
        "langgraph_node",
        "checkpoint_id",
        "checkpoint_ns",
        "langgraph_step",
    }
)
"""Config keys never copied into checkpoint metadata."""


class Checkpoint(TypedDict):
    """State of every channel after one superstep."""

    v: int
    """Format version (the runtime writes 4; `LATEST_VERSION` is 2)."""
    id: str
    """uuid6 string; ids of one thread sort in creation order."""
    ts: str
    """ISO-8601 UTC timestamp of creation."""
    channel_values: dict[str, Any]
    """channel name → stored value (channels that are empty are absent)."""
    channel_versions: ChannelVersions
    """channel name → current version."""
    versions_seen: dict[str, ChannelVersions]
    """node name → (channel name → the version that node last ran on)."""
    updated_channels: builtins.list[str] | None
    """Channels written in the superstep that made this checkpoint."""
    pending_sends: NotRequired[builtins.list[Any]]
    """Legacy (format < 4): ``Send`` packets for the next step."""


def _with_msgpack_allowlist(serde: Any, extra_allowlist: Collection[Any]) -> Any:
    """``serde`` made to also rebuild ``extra_allowlist`` (LangGraph's helper of the same name).

    A serializer with ``with_msgpack_allowlist`` (`JsonPlusSerializer`, an
    `EncryptedSerializer` around one) returns its copy, or itself when nothing
    is new. Any other serializer is returned as it is, with a warning: it will
    read whatever types it reads.
    """
    extend = getattr(serde, "with_msgpack_allowlist", None)
    if isinstance(serde, EncryptedSerializer):
        extend = None if getattr(serde.serde, "with_msgpack_allowlist", None) is None else extend
    if extend is not None:
        return extend(extra_allowlist)
    _log.warning(
        "Serializer %s does not support msgpack allowlist. Strict msgpack deserialization will not be enforced.",
        type(serde).__name__,
    )
    return serde


class CheckpointMetadata(TypedDict, total=False):
    """Metadata saved with a checkpoint."""

    source: Literal["input", "loop", "update", "fork"]
    """What made it: ``input`` (run input), ``loop`` (a superstep), ``update``
    (``update_state``) or ``fork`` (a copy of another checkpoint)."""
    step: int
    """Superstep number: -1 for the input checkpoint, then 0, 1, ..."""
    parents: dict[str, str]
    """checkpoint namespace → checkpoint id of each parent graph."""
    run_id: str
    """Id of the run that wrote it."""
    counters_since_delta_snapshot: dict[str, tuple[int, int]]
    """Delta-channel bookkeeping, channel → counters."""


class CheckpointTuple(NamedTuple):
    """A checkpoint with its config, metadata, parent and pending writes."""

    config: RunnableConfig
    """``{'configurable': {'thread_id', 'checkpoint_ns', 'checkpoint_id'}}``."""
    checkpoint: Checkpoint
    metadata: CheckpointMetadata
    parent_config: RunnableConfig | None = None
    """Config of the previous checkpoint (same shape), or ``None``."""
    pending_writes: builtins.list[PendingWrite] | None = None
    """Writes saved for this checkpoint, in `writes_sort_key` order."""


class DeltaChannelHistory(TypedDict):
    """What one channel contributed along a checkpoint's ancestor chain (beta)."""

    writes: builtins.list[PendingWrite]
    """That channel's pending writes, oldest ancestor first."""
    seed: NotRequired[Any]
    """Value stored at the nearest ancestor that has one; absent if none does."""


_now_iso = utc_now_iso


def _first_visit(seen: set[str], config: RunnableConfig) -> bool:
    """Record ``config``'s checkpoint id in ``seen``; ``False`` if it was there already."""
    checkpoint_id = config["configurable"].get("checkpoint_id")
    if checkpoint_id in seen:
        return False
    seen.add(checkpoint_id)
    return True


def empty_checkpoint() -> Checkpoint:
    """A new checkpoint with no channels: ``v`` = 2, fresh uuid6 ``id``, ``ts`` = now."""
    # a dict literal: calling the TypedDict with keywords costs twice as much
    return {
        "v": LATEST_VERSION,
        "id": uuid6_str(clock_seq=-2),
        "ts": _now_iso(),
        "channel_values": {},
        "channel_versions": {},
        "versions_seen": {},
        "pending_sends": [],
        "updated_channels": None,
    }


def copy_checkpoint(checkpoint: Checkpoint) -> Checkpoint:
    """Copy ``checkpoint`` with its own containers (values themselves are shared)."""
    result: dict[str, Any] = dict(checkpoint)
    result["channel_values"] = checkpoint["channel_values"].copy()
    result["channel_versions"] = checkpoint["channel_versions"].copy()
    result["versions_seen"] = {k: v.copy() for k, v in checkpoint["versions_seen"].items()}
    if "pending_sends" in checkpoint:
        result["pending_sends"] = builtins.list(checkpoint["pending_sends"])
    updated = checkpoint.get("updated_channels")
    result["updated_channels"] = None if updated is None else builtins.list(updated)
    return result  # type: ignore[return-value]


def create_checkpoint(
    checkpoint: Checkpoint,
    channels: Mapping[str, ChannelProtocol[Any, Any, Any]] | None,
    step: int,
    *,
    id: str | None = None,  # noqa: A002 - LangGraph's name
) -> Checkpoint:
    """A new checkpoint with ``checkpoint``'s versions and the values of ``channels``.

    Args:
        checkpoint: supplies ``channel_versions``, ``versions_seen`` and, when
            ``channels`` is ``None``, the values.
        channels: channel name → channel; only channels named in
            ``checkpoint["channel_versions"]`` are stored, and empty ones are left out.
        step: the superstep; used as the id's clock sequence.
        id: the new checkpoint's id; a fresh uuid6 when omitted.
    """
    if channels is None:
        values = checkpoint["channel_values"]
    else:
        values = {}
        versions = checkpoint["channel_versions"]
        for name, channel in channels.items():
            if name not in versions:
                continue
            try:
                value = channel.checkpoint()
            except EmptyChannelError:
                continue
            if value is not MISSING:
                values[name] = value
    return Checkpoint(
        v=LATEST_VERSION,
        ts=_now_iso(),
        id=id or uuid6_str(clock_seq=step),
        channel_values=values,
        channel_versions=checkpoint["channel_versions"],
        versions_seen=checkpoint["versions_seen"],
        pending_sends=checkpoint.get("pending_sends", []),
        updated_channels=None,
    )


def get_checkpoint_id(config: RunnableConfig) -> str | None:
    """``config["configurable"]["checkpoint_id"]``, or ``None`` when absent."""
    return config.get("configurable", {}).get("checkpoint_id")


def get_checkpoint_metadata(config: RunnableConfig, metadata: CheckpointMetadata) -> CheckpointMetadata:
    """``metadata`` plus the scalar entries of ``config["metadata"]`` and ``config["configurable"]``.

    Keys already in ``metadata`` win, then ``config["metadata"]``, then
    ``configurable``. Only ``str``/``int``/``float``/``bool`` values are copied;
    keys starting with ``__`` and `EXCLUDED_METADATA_KEYS` are skipped.
    """
    result: dict[str, Any] = dict(metadata)
    for source in (config.get("metadata"), config.get("configurable")):
        if not source:
            continue
        for key, value in source.items():
            if (
                key in result
                or key in EXCLUDED_METADATA_KEYS
                or key.startswith("__")
                or not isinstance(value, (str, int, float, bool))
            ):
                continue
            result[key] = value
    return result  # type: ignore[return-value]


def get_serializable_checkpoint_metadata(
    config: RunnableConfig, metadata: CheckpointMetadata
) -> CheckpointMetadata:
    """`get_checkpoint_metadata` without the legacy ``writes`` key."""
    result = get_checkpoint_metadata(config, metadata)
    result.pop("writes", None)  # type: ignore[typeddict-item]
    return result


def writes_sort_key(task_path: str, task_id: str = "", idx: int = 0) -> tuple[str, str, int]:
    """Order of pending writes: ``(task_path, task_id, idx)`` (the order tasks apply them)."""
    return (task_path, task_id, idx)


class BaseCheckpointSaver(Generic[V]):
    """Base class of checkpoint savers.

    Subclasses implement ``get_tuple``, ``list``, ``put``, ``put_writes`` and
    ``delete_thread`` (plus their ``a``-prefixed async twins); the base
    methods raise ``NotImplementedError``, as LangGraph's do, except
    ``get``/``aget`` and ``get_next_version``.

    Args:
        serde: serializer for stored values; the class attribute ``serde``
            (a ``JsonPlusSerializer``) when omitted. Untyped serializers are
            wrapped with ``maybe_add_typed_methods``.
    """

    serde: SerializerProtocol = JsonPlusSerializer()

    def __init__(self, *, serde: SerializerProtocol | UntypedSerializerProtocol | None = None) -> None:
        self.serde = maybe_add_typed_methods(serde or self.serde)

    @property
    def config_specs(self) -> builtins.list[Any]:
        """Configurable fields the saver reads (none)."""
        return []

    def with_allowlist(self, extra_allowlist: Collection[Any]) -> BaseCheckpointSaver[V]:
        """A saver on the same storage whose serializer may also rebuild ``extra_allowlist``.

        Graph compilation calls this with the classes of the state schema
        (see ``lingxigraph.checkpoint.serde.collect_allowlist``).

        Args:
            extra_allowlist: classes, or ``(module, name)`` tuples.

        Returns:
            A shallow copy sharing storage, or ``self`` when the serializer
            already allows them all or cannot take an allowlist (logged).
        """
        serde = _with_msgpack_allowlist(self.serde, extra_allowlist)
        if serde is self.serde:
            return self
        clone = copy.copy(self)
        clone.serde = serde
        return clone

    # ---- sync ------------------------------------------------------------------------------

    def get(self, config: RunnableConfig) -> Checkpoint | None:
        """The checkpoint ``config`` points at (latest if no ``checkpoint_id``), or ``None``."""
        found = self.get_tuple(config)
        return None if found is None else found.checkpoint

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """The `CheckpointTuple` ``config`` points at (latest if no ``checkpoint_id``), or ``None``."""
        raise NotImplementedError

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002 - LangGraph's name
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        """Checkpoints newest first.

        Args:
            config: restricts to a thread (and namespace, and id when given);
                ``None`` lists every thread.
            filter: metadata key → value; all must be equal.
            before: only checkpoints with an id strictly smaller than its ``checkpoint_id``.
            limit: at most this many.
        """
        raise NotImplementedError

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Store ``checkpoint`` as the child of ``config``'s checkpoint.

        Args:
            config: thread, namespace and (optional) parent ``checkpoint_id``.
            checkpoint: the checkpoint to store.
            metadata: its metadata.
            new_versions: channel → version for channels whose values changed
                since the parent; only those values need storing.

        Returns:
            ``{'configurable': {'thread_id', 'checkpoint_ns', 'checkpoint_id'}}`` of the stored checkpoint.
        """
        raise NotImplementedError

    def put_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Save ``(channel, value)`` writes of task ``task_id`` for ``config``'s checkpoint."""
        raise NotImplementedError

    def delete_thread(self, thread_id: str) -> None:
        """Delete every checkpoint and write of ``thread_id``."""
        raise NotImplementedError

    def delete_for_runs(self, run_ids: Sequence[str]) -> None:
        """Delete checkpoints (and their writes) whose metadata ``run_id`` is in ``run_ids``."""
        raise NotImplementedError

    def copy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        """Copy every checkpoint and write of one thread to another."""
        raise NotImplementedError

    def prune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Drop old checkpoints: ``keep_latest`` keeps the newest per namespace, ``delete`` drops all."""
        raise NotImplementedError

    def get_next_version(self, current: V | None, channel: None) -> V:
        """The version after ``current``: ``None`` → 1, a number → number + 1.

        Raises:
            NotImplementedError: ``current`` is a string (savers with string
                versions override this).
        """
        if isinstance(current, str):
            raise NotImplementedError
        if current is None:
            return 1  # type: ignore[return-value]
        return current + 1

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """Per channel, the writes along ``config``'s ancestors and the nearest stored value (beta).

        Walks parent checkpoints from ``config``'s parent upwards; for each
        channel it collects that checkpoint's pending writes to the channel and
        stops at the first ancestor that stores a value for it (the ``seed``).
        Writes saved at ``config``'s own checkpoint are not included.
        """
        return _delta_from_chain(self._ancestors(config), channels)

    def _ancestors(self, config: RunnableConfig) -> Iterator[CheckpointTuple]:
        current = self.get_tuple(config)
        seen: set[str] = set()
        while current is not None and current.parent_config is not None:
            if not _first_visit(seen, current.parent_config):
                return  # a put re-parented an ancestor: the chain cycles
            current = self.get_tuple(current.parent_config)
            if current is not None:
                yield current

    # ---- async twins -----------------------------------------------------------------------

    async def aget(self, config: RunnableConfig) -> Checkpoint | None:
        """Async `get`."""
        found = await self.aget_tuple(config)
        return None if found is None else found.checkpoint

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """Async `get_tuple`."""
        raise NotImplementedError

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        """Async `list`."""
        raise NotImplementedError
        yield  # pragma: no cover - makes this an async generator

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Async `put`."""
        raise NotImplementedError

    async def aput_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Async `put_writes`."""
        raise NotImplementedError

    async def adelete_thread(self, thread_id: str) -> None:
        """Async `delete_thread`."""
        raise NotImplementedError

    async def adelete_for_runs(self, run_ids: Sequence[str]) -> None:
        """Async `delete_for_runs`."""
        raise NotImplementedError

    async def acopy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        """Async `copy_thread`."""
        raise NotImplementedError

    async def aprune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Async `prune`."""
        raise NotImplementedError

    async def aget_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """Async `get_delta_channel_history`."""
        chain: builtins.list[CheckpointTuple] = []
        current = await self.aget_tuple(config)
        seen: set[str] = set()
        while current is not None and current.parent_config is not None:
            if not _first_visit(seen, current.parent_config):
                break  # a put re-parented an ancestor: the chain cycles
            current = await self.aget_tuple(current.parent_config)
            if current is not None:
                chain.append(current)
        return _delta_from_chain(iter(chain), channels)


def _delta_from_chain(
    ancestors: Iterator[CheckpointTuple], channels: Sequence[str]
) -> dict[str, DeltaChannelHistory]:
    """Fold ancestors (nearest first) into per-channel write lists and seeds."""
    pending = set(channels)
    collected: dict[str, builtins.list[builtins.list[PendingWrite]]] = {ch: [] for ch in channels}
    seeds: dict[str, Any] = {}
    for ancestor in ancestors:
        if not pending:
            break
        writes = ancestor.pending_writes or []
        values = ancestor.checkpoint["channel_values"]
        for channel in builtins.list(pending):
            collected[channel].append([w for w in writes if w[1] == channel])
            if channel in values:
                seeds[channel] = values[channel]
                pending.discard(channel)
    result: dict[str, DeltaChannelHistory] = {}
    for channel in channels:
        entry = DeltaChannelHistory(writes=[w for group in reversed(collected[channel]) for w in group])
        if channel in seeds:
            entry["seed"] = seeds[channel]
        result[channel] = entry
    return result


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "RunnableConfig": "langchain_core.runnables:RunnableConfig|lingxigraph.config:RunnableConfig",
    },
)

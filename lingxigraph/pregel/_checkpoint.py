"""Building and reading checkpoints and the configs that point at them (pure)."""

from __future__ import annotations

import inspect
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from lingxigraph._internal._constants import CONF, TASKS
from lingxigraph._internal._typing import MISSING
from lingxigraph.checkpoint.base import EXCLUDED_METADATA_KEYS, copy_checkpoint
from lingxigraph.checkpoint.base.id import uuid6_str
from lingxigraph.errors import CheckpointError
from lingxigraph.pregel._payloads import now_iso
from lingxigraph.pregel._graph_memo import facts

if TYPE_CHECKING:
    from lingxigraph.channels.base import BaseChannel
    from lingxigraph.pregel._effects import PutWrites
    from lingxigraph.pregel._task import RunScope, Task

CHECKPOINT_FORMAT = 4
"""The ``v`` written into checkpoints (LangGraph 1.2's runtime writes 4)."""

# copy_checkpoint is re-exported because third-party test helpers import it from here.
__all__ = ("copy_checkpoint", "now_iso")


_TAKES_TASK_PATH: dict[Any, bool] = {}


def put_writes_args(method: Any, effect: PutWrites) -> tuple[Any, ...]:
    """The positional arguments for a saver's ``put_writes`` / ``aput_writes``.

    ``task_path`` is passed only to a method that has such a parameter: savers
    written before it existed take ``(config, writes, task_id)`` (as LangGraph does).
    """
    func = getattr(method, "__func__", method)
    takes = _TAKES_TASK_PATH.get(func)
    if takes is None:
        try:
            takes = "task_path" in inspect.signature(method).parameters
        except (TypeError, ValueError):
            takes = True
        _TAKES_TASK_PATH[func] = takes
    if takes:
        return (effect.config, effect.writes, effect.task_id, effect.task_path)
    return (effect.config, effect.writes, effect.task_id)


def untracked_channels(graph: Any) -> frozenset[str]:
    """Names of ``graph``'s ``UntrackedValue`` channels: their values are never saved.

    Kept on the graph (a run must not pay for a scan of every channel); found again
    when the graph's ``channels`` mapping is replaced or changes size (``_graph_memo``)."""
    known = facts(graph)
    names = known.get("_untracked")
    if names is None:
        from lingxigraph.channels.untracked_value import UntrackedValue

        names = known["_untracked"] = frozenset(k for k, c in graph.channels.items() if isinstance(c, UntrackedValue))
    return names


def graph_keys(graph: Any, known: dict[str, Any] | None = None) -> tuple[list[str], frozenset[str], frozenset[str]]:
    """``graph``'s stream channels (as a list and as a set) and its untracked channels.

    Every run needs them; they depend only on the graph's ``channels`` and
    ``stream_channels``, so they are kept on the graph (in ``known``, its
    ``_graph_memo.facts``) and found again when either is replaced or changes
    size. The list is shared by runs: read it, never change it."""
    if known is None:
        known = facts(graph)
    chosen = graph.stream_channels
    size = len(chosen) if chosen is not None else -1
    cached = known.get("_stream_keys")
    if cached is not None and cached[0] is chosen and cached[1] == size:
        return cached[2]
    keys = graph.stream_channels_list
    found = (keys, frozenset(keys), untracked_channels(graph))
    known["_stream_keys"] = (chosen, size, found)
    return found


def saveable_writes(writes: Sequence[tuple[str, Any]], untracked: frozenset[str]) -> list[tuple[str, Any]]:
    """``writes`` as they may be saved: none to an untracked channel, and ``Send``
    packets without the untracked keys of their (dict) argument (LangGraph's rule:
    a ``Send`` of the whole state would otherwise save those values)."""
    if not untracked:
        return list(writes)
    return [(c, saveable_packet(v, untracked) if c == TASKS else v) for c, v in writes if c not in untracked]


def saveable_packet(packet: Any, untracked: frozenset[str]) -> Any:
    """A ``Send`` whose dict argument has no untracked keys (anything else as given)."""
    from lingxigraph.types import Send

    if not isinstance(packet, Send) or not isinstance(packet.arg, dict):
        return packet
    if untracked.isdisjoint(packet.arg):
        return packet
    arg = {k: v for k, v in packet.arg.items() if k not in untracked}
    return Send(packet.node, arg, timeout=packet.timeout)


new_checkpoint_id = uuid6_str
"""``new_checkpoint_id()``: a new time-ordered checkpoint id (UUIDv6 string).
(The id function itself, not a wrapper: a run makes one per superstep.)"""


def new_checkpoint(
    *,
    id: str,
    ts: str,
    values: dict[str, Any],
    versions: dict[str, Any],
    seen: dict[str, dict[str, Any]],
    updated: set[str] | None,
    seen_copy_on_write: bool = False,
) -> dict[str, Any]:
    """A checkpoint dict in LangGraph's layout (copies of the live maps).

    Args:
        seen_copy_on_write: the caller replaces a node's inner ``seen`` map
            instead of changing it (as ``apply_writes`` does), so the inner
            maps can be shared and only the outer map is copied: a C-level
            dict copy instead of one new dict per node.
    """
    return {
        "v": CHECKPOINT_FORMAT,
        "ts": ts,
        "id": id,
        "channel_values": values.copy(),
        "channel_versions": versions.copy(),
        "versions_seen": seen.copy() if seen_copy_on_write else {k: dict(v) for k, v in seen.items()},
        "updated_channels": sorted(updated) if updated is not None else None,
    }


def restore_channels(
    specs: Mapping[str, BaseChannel[Any, Any, Any]],
    values: Mapping[str, Any],
    scope: RunScope,
    saved: Any,
) -> dict[str, BaseChannel[Any, Any, Any]]:
    """Fresh channels holding the checkpointed ``values``.

    Raises:
        CheckpointError: a saved value does not fit its channel (names the
            thread and checkpoint).
    """
    out: dict[str, BaseChannel[Any, Any, Any]] = {}
    for key, spec in specs.items():
        try:
            out[key] = spec.from_checkpoint(values.get(key, MISSING))
        except Exception as exc:
            raise CheckpointError(
                scope.thread_id,
                saved.checkpoint.get("id"),
                f"channel {key!r} could not be restored: {exc!r}",
            ) from exc
    return out


_OWN_METADATA_KEYS: Final = frozenset({"source", "step", "parents"})


def user_metadata(config: Mapping[str, Any]) -> dict[str, Any]:
    """Caller metadata and configurable values copied into checkpoint metadata, as
    LangGraph copies them: only ``str`` (NUL characters removed, a ``str`` subclass
    saved as a plain ``str``), ``int``, ``float`` and ``bool`` values, never a key of
    the checkpoint's own metadata (``source``, ``step``, ``parents``); ``metadata``
    wins over ``configurable``."""
    out: dict[str, Any] = {}
    for source in (config.get("metadata"), config.get(CONF)):
        for key, value in (source or {}).items():
            if key in out or key in _OWN_METADATA_KEYS or key in EXCLUDED_METADATA_KEYS or key.startswith("__"):
                continue
            if isinstance(value, str):
                out[key] = value.replace("\x00", "")
            elif isinstance(value, (int, float, bool)):
                out[key] = value
    return out


_RUN_KEYS: Final = frozenset({"thread_id", "checkpoint_ns", "checkpoint_id", "checkpoint_map"})


def caller_keys(scope: RunScope) -> dict[str, Any]:
    """The caller's own ``configurable`` values (e.g. ``user_id``), which LangGraph
    passes on in every saver call: a saver may key its storage on them
    (langgraph-checkpoint-aws's AgentCore saver needs ``actor_id``)."""
    keys = scope.caller_keys
    if keys is None:
        configurable = scope.config.get(CONF) or {}
        keys = scope.caller_keys = {
            key: value
            for key, value in configurable.items()
            if key not in _RUN_KEYS and not (isinstance(key, str) and key.startswith("__"))
        }
    return keys


def with_caller_keys(scope: RunScope, config: dict[str, Any]) -> dict[str, Any]:
    """``config`` (one a saver returned) with the caller's keys added back."""
    keys = caller_keys(scope)
    if not keys:
        return config
    return {**config, CONF: {**keys, **(config.get(CONF) or {})}}


def load_config(scope: RunScope) -> dict[str, Any]:
    """Config the saver reads the thread's checkpoint with."""
    configurable: dict[str, Any] = {
        **caller_keys(scope),
        "thread_id": scope.thread_id,
        "checkpoint_ns": scope.ns_str,
    }
    user = scope.config.get(CONF) or {}
    if not scope.ns or user.get("checkpoint_ns") == scope.ns_str:
        requested = user.get("checkpoint_id")
        if requested:
            configurable["checkpoint_id"] = requested
    return {CONF: configurable}


def save_config(scope: RunScope, parent: Mapping[str, Any], *, caller: bool = True) -> dict[str, Any]:
    """Config passed to ``put``: the thread, namespace and the parent checkpoint id,
    with the caller's keys unless ``caller`` is false (a ``__copy__`` fork: LangGraph
    saves it under the copied checkpoint's own config)."""
    configurable = {**caller_keys(scope), **(parent.get(CONF) or {})} if caller else dict(parent.get(CONF) or {})
    configurable["thread_id"] = scope.thread_id
    configurable["checkpoint_ns"] = scope.ns_str
    return {CONF: configurable}


def checkpoint_config(scope: RunScope, checkpoint_id: str) -> dict[str, Any]:
    """Config pointing at ``checkpoint_id`` of this thread and namespace."""
    return {
        CONF: {
            **caller_keys(scope),
            "thread_id": scope.thread_id,
            "checkpoint_ns": scope.ns_str,
            "checkpoint_id": checkpoint_id,
        }
    }


def stream_config(
    scope: RunScope, checkpoint_id: str, parents: Mapping[str, str]
) -> dict[str, Any]:
    """The ``config`` of a ``checkpoints`` stream event."""
    configurable: dict[str, Any] = {"checkpoint_ns": scope.ns_str, "thread_id": scope.thread_id}
    if scope.ns:
        configurable["checkpoint_map"] = {**parents, scope.ns_str: checkpoint_id}
    configurable["checkpoint_id"] = checkpoint_id
    return {CONF: configurable}


def stream_parent_config(
    scope: RunScope, parent: Mapping[str, Any] | None, parents: Mapping[str, str]
) -> dict[str, Any] | None:
    """The ``parent_config`` of a ``checkpoints`` stream event."""
    if not parent:
        return None
    parent_id = (parent.get(CONF) or {}).get("checkpoint_id")
    if not parent_id:
        return None
    return stream_config(scope, parent_id, parents)


def subgraph_states(graph: Any, tasks: list[Task], scope: RunScope) -> dict[str, Any]:
    """Task id → config of the subgraph a task runs, for snapshot/stream task entries."""
    out: dict[str, Any] = {}
    for task in tasks:
        if task.node.subgraphs:
            out[task.id] = {CONF: {"thread_id": scope.thread_id, "checkpoint_ns": task.ns}}
    return out


def task_path_str(path: tuple[Any, ...]) -> str:
    """A task path as a sortable string (for ``put_writes``'s ``task_path``)."""
    if len(path) == 2:
        # the common pull-task path ("__pregel_pull", node name), once per task
        first, second = path
        if type(first) is str and type(second) is str:
            return f"{first}~{second}"
    return "~".join(_path_part(p) for p in path)


def _path_part(part: Any) -> str:
    if isinstance(part, int):
        return f"{part:010d}"
    if isinstance(part, tuple):
        return task_path_str(part)
    return str(part)

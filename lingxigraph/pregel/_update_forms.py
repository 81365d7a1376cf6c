"""The special forms of ``update_state`` / ``bulk_update_state`` (pure: effects only).

An update whose ``as_node`` is not a node:

* ``"__copy__"``: save a copy of the checkpoint as its sibling (``source: "fork"``,
  same parent); ``values`` may be a list of ``(values, as_node)`` updates to apply
  on top of the copy as the next superstep.
* ``"__input__"``: apply ``values`` as run input (``source: "input"``), as if the
  thread had been invoked with them; the next run starts from there.
* ``END`` with ``values=None``: finish the pending step: the successful saved
  writes of the next tasks are applied and the tasks are marked as run, so the
  thread has nothing left to do.

Each form must be the only update of its superstep.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID, uuid5

from lingxigraph._internal._constants import CONF, END, INPUT, NULL_TASK_ID
from lingxigraph._internal._typing import MISSING
from lingxigraph.errors import InvalidUpdateError
from lingxigraph.pregel import _checkpoint as ckpt
from lingxigraph.pregel._apply import VersionClock, apply_writes
from lingxigraph.pregel._effects import PutWrites, SaveCheckpoint
from lingxigraph.pregel._pending import CONTROL_WRITES
from lingxigraph.pregel._task import RunScope, Task

COPY = "__copy__"

_ALONE = {
    COPY: "Cannot copy checkpoint with multiple updates",
    INPUT: "Cannot apply multiple updates when updating as input",
    END: "Cannot apply multiple updates when clearing state",
}


def special_form(updates: Sequence[Any]) -> str | None:
    """``COPY``, ``INPUT`` or ``END`` when the superstep is one of the special forms.

    Raises:
        InvalidUpdateError: the form is not the superstep's only update.
    """
    first = updates[0]
    form = first.as_node
    if form not in _ALONE or (form == END and first.values is not None):
        return None
    if len(updates) > 1:
        raise InvalidUpdateError(_ALONE[form])
    return form


@dataclass(slots=True)
class Loaded:
    """The thread's state as ``_update_gen`` restored it (mutated by the forms)."""

    graph: Any
    """The graph (or subgraph) being updated."""
    saved: Any
    """The loaded ``CheckpointTuple`` (``None``: the thread has no checkpoint)."""
    scope: RunScope
    """Scope of the update (thread, namespace)."""
    channels: dict[str, Any]
    """Live channels restored from the checkpoint."""
    versions: dict[str, Any]
    """Channel → version."""
    seen: dict[str, dict[str, Any]]
    """Node → channel → version seen."""
    values: dict[str, Any]
    """Saved channel values (updated with what changes)."""
    step: int
    """The checkpoint's step (-1 for none)."""
    parent_config: dict[str, Any]
    """Config the next checkpoint is saved under."""
    parents: dict[str, Any]
    """The ``parents`` metadata of the checkpoint."""
    clock: VersionClock
    """Versions for what the update writes."""
    user_metadata: dict[str, Any] = field(default_factory=dict)
    """Caller metadata copied into the new checkpoint."""


class _Batch:
    """Writes applied like a task's (input writes, a paused task's saved writes)."""

    __slots__ = ("name", "path", "triggers", "writes")

    def __init__(self, writes: list[tuple[str, Any]], name: str, path: tuple[Any, ...], triggers: tuple[str, ...]) -> None:
        self.writes = writes
        self.name = name
        self.path = path
        self.triggers = triggers


def _save(
    state: Loaded, config: dict[str, Any], changed: set[str], source: str, step: int, updated: set[str] | None,
    user: bool = True,
) -> Generator[Any, Any, dict[str, Any]]:
    """Save the state as a new checkpoint; ``changed``: channels whose version moved;
    ``user``: whether the caller's metadata is copied into it."""
    for chan in changed:
        value = state.channels[chan].checkpoint()
        if value is MISSING:
            state.values.pop(chan, None)
        else:
            state.values[chan] = value
    new = ckpt.new_checkpoint(
        id=ckpt.new_checkpoint_id(),
        ts=ckpt.now_iso(),
        values=state.values,
        versions=state.versions,
        seen=state.seen,
        updated=updated,
    )
    metadata = {"source": source, "step": step, "parents": state.parents}
    if user:
        metadata.update(state.user_metadata)
    new_versions = {c: state.versions[c] for c in changed if c in state.versions}
    return (yield SaveCheckpoint(ckpt.save_config(state.scope, config, caller=user), new, metadata, new_versions))


def copy_checkpoint(state: Loaded) -> Generator[Any, Any, dict[str, Any]]:
    """Save the loaded checkpoint again as a sibling fork; returns its config.

    Raises:
        InvalidUpdateError: the thread has no checkpoint.
    """
    saved = state.saved
    if saved is None:
        raise InvalidUpdateError("Cannot copy a non-existent checkpoint")
    parent = saved.parent_config
    if parent is None:
        parent = {CONF: {k: v for k, v in (saved.config.get(CONF) or {}).items() if k != "checkpoint_id"}}
    updated = saved.checkpoint.get("updated_channels")
    return (
        # (LangGraph saves a fork under the copied checkpoint's own config: none of
        # the caller's metadata or configurable values reach its metadata)
        yield from _save(state, parent, set(), "fork", state.step + 1, None if updated is None else set(updated), user=False)
    )


def copy_updates(values: Any) -> list[Any]:
    """The ``StateUpdate``s a ``__copy__`` update's list of ``(values, as_node)`` stands for.

    Raises:
        InvalidUpdateError: an item is not a ``(values, as_node)`` sequence.
    """
    from lingxigraph.types import StateUpdate

    out = []
    for item in values:
        if not isinstance(item, Sequence) or isinstance(item, str):
            raise InvalidUpdateError(f"Invalid update item: {item} when copying checkpoint")
        out.append(StateUpdate(item[0], item[1]))
    return out


def update_as_input(state: Loaded, values: Any) -> Generator[Any, Any, dict[str, Any]]:
    """Apply ``values`` as run input and save a ``source: "input"`` checkpoint.

    Raises:
        InvalidUpdateError: ``values`` writes no input channel.
    """
    graph = state.graph
    writes = graph.map_input(values) if values is not None else []
    if not writes:
        raise InvalidUpdateError(f"Received no input writes for {graph.input_channels}")
    batch = _Batch(list(writes), INPUT, ("__pregel_pull", INPUT), ())
    dirty: set[str] = set()
    # as LangGraph: input writes are no step - one-step values (the triggers of
    # tasks still due, e.g. a paused node) are not cleared, and the checkpoint
    # names no updated channels, so every node is examined
    written = apply_writes(
        channels=state.channels,
        versions=state.versions,
        seen=state.seen,
        tasks=[batch],  # type: ignore[list-item]
        clock=state.clock,
        previously_updated=(),
        dirty=dirty,
    )
    saved = state.saved
    step = state.step + 1 if saved is not None and (saved.metadata or {}).get("step") is not None else -1
    result = yield from _save(state, state.parent_config, dirty | written, "input", step, None)
    # LangGraph also saves the input writes as pending writes of the new
    # checkpoint, under an id derived from the updated one's (inert on a run:
    # no task has that id)
    try:
        task_id = str(uuid5(UUID(saved.checkpoint["id"]), INPUT)) if saved is not None else ckpt.new_checkpoint_id()
    except ValueError:  # a checkpoint id that is no uuid (a custom saver's)
        task_id = ckpt.new_checkpoint_id()
    yield PutWrites(ckpt.with_caller_keys(state.scope, result), list(writes), task_id, "")
    return result


def clear_pending(
    state: Loaded, tasks: list[Task], pending: dict[str, list[tuple[str, Any]]], previously_updated: Any
) -> Generator[Any, Any, dict[str, Any]]:
    """Mark the next ``tasks`` as run (applying their successful saved writes) and save."""
    written: set[str] = set()
    dirty: set[str] = set()
    null_writes = pending.get(NULL_TASK_ID)
    if null_writes:
        written |= apply_writes(
            channels=state.channels,
            versions=state.versions,
            seen=state.seen,
            tasks=[_Batch(list(null_writes), INPUT, ("__pregel_pull", INPUT), ())],  # type: ignore[list-item]
            clock=state.clock,
            previously_updated=(),
            dirty=dirty,
        )
    batches = [
        _Batch(
            [(c, v) for c, v in pending.get(task.id, ()) if c not in CONTROL_WRITES],
            task.name,
            task.path,
            task.triggers,
        )
        for task in tasks
    ]
    if batches:
        written |= apply_writes(
            channels=state.channels,
            versions=state.versions,
            seen=state.seen,
            tasks=batches,  # type: ignore[arg-type]
            clock=state.clock,
            previously_updated=previously_updated,
            dirty=dirty,
        )
    return (yield from _save(state, state.parent_config, dirty | written, "update", state.step + 1, written))

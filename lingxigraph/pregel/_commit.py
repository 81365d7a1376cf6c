"""Checkpoints for the superstep machine: made at each barrier, saved now or at exit.

A mixin of ``Machine``: with durability "sync"/"async" a checkpoint gets its
id when made (the next step's task ids derive from it) and is saved at once;
with "exit" only the run's last one is saved, its id, timestamp, metadata and
config made when first read.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from time import time_ns as _wall_ns
from typing import Any

from lingxigraph._internal._constants import TASKS
from lingxigraph._internal._typing import MISSING
from lingxigraph.channels.ephemeral_value import EphemeralValue
from lingxigraph.channels.last_value import LastValue
from lingxigraph.checkpoint.base.id import iso_from_ns
from lingxigraph.pregel import _checkpoint as ckpt
from lingxigraph.pregel._effects import Effect, SaveCheckpoint
from lingxigraph.pregel._machine_part import MachinePart
from lingxigraph.pregel._task import DueId


_CONFIG_DUE: Any = object()
"""``_checkpoint_config`` of a deferred checkpoint whose config is not made yet."""

_VALUE_IS_CHECKPOINT = frozenset({LastValue, EphemeralValue})
"""Channel types whose ``checkpoint()`` is their ``value`` slot (exact types: a
subclass may override it)."""


class CheckpointWriter(MachinePart):
    """Makes and saves the run's checkpoints; mixed into ``Machine``."""

    __slots__ = ()

    def _checkpoint_now(self, source: str) -> Iterable[Effect]:
        """Make the next checkpoint; save it now, or (durability "exit") when the run ends.

        Returns the effects to yield (``yield from`` it): none unless the
        checkpoint is saved now (a plain call, not a generator, for the
        usual steps that save nothing).
        """
        self.emitted_checkpoint = False
        if self.checkpointer is None:
            self._checkpoint_id = ""  # (no saver: never a due id)
            # nothing will save these channels: don't let the set grow with the run
            self.dirty.clear()
            return ()
        if self.durability == "exit":
            # `_prepare_checkpoint` for "exit", inlined (a step's barrier has its own copy)
            self._due_id = DueId()
            self._deferred = (source, self.step, _wall_ns())
            self.unsaved = True
            return ()
        self._prepare_checkpoint(source)
        return self._write_checkpoint()

    def _save(self, source: str, *, force: bool = False) -> Generator[Effect, Any, None]:
        """Make and save a checkpoint now (``force``: every channel counts as new)."""
        if self.checkpointer is None:
            return
        if force:
            self.dirty.update(self.versions)
        self._prepare_checkpoint(source)
        if self.durability == "exit":
            self.unsaved = True  # saved (or replaced by a later one) when the run ends
            return
        yield from self._write_checkpoint()

    def _prepare_checkpoint(self, source: str) -> None:
        if self.durability == "exit":
            # only the run's last checkpoint is saved: its id is made when first
            # read, its timestamp, metadata and config built from these (the clock
            # is read now)
            self._due_id = DueId()
            self._deferred = (source, self.step, _wall_ns())
            return
        # the id now: the next step's task ids derive from it
        self.checkpoint_id = ckpt.new_checkpoint_id()
        self._deferred = None
        self._checkpoint_ts = ckpt.now_iso()
        self._metadata = {
            "source": source,
            "step": self.step,
            "parents": dict(self.parents),
            **self.user_metadata,
        }
        self._checkpoint_config = ckpt.checkpoint_config(self.scope, self.checkpoint_id)

    def _build_deferred(self) -> None:
        """Build the deferred checkpoint's timestamp and metadata (see `_prepare_checkpoint`);
        its config is made when read (a save replaces it with the saved one's)."""
        source, step, now_ns = self._deferred  # type: ignore[misc]
        self._deferred = None
        self._checkpoint_ts = iso_from_ns(now_ns)
        # (the parents and user metadata are fixed for the run)
        self._metadata = {
            "source": source,
            "step": step,
            "parents": dict(self.parents),
            **self.user_metadata,
        }
        self._checkpoint_config = _CONFIG_DUE

    def _plan_from(self) -> str | DueId | None:
        """The id the next step's tasks are planned from, also given to the scope:
        the current checkpoint's, or while it is not made yet its ``DueId`` (the
        task ids hold it unmade: made if one is read), or without a checkpoint
        ``None``: the run's name for the step (``RunScope.step_name``, made if read)."""
        scope = self.scope
        due = scope.due_id = self._due_id
        if due is not None:
            return due
        # (the ``RunScope.checkpoint_id`` setter, inlined: every step of every run comes here)
        checkpoint_id = scope._checkpoint_id = self._checkpoint_id or None
        return checkpoint_id

    @property
    def checkpoint_id(self) -> str:
        """Id of the current checkpoint ("" before there is one)."""
        due = self._due_id
        if due is not None:
            value = self._checkpoint_id = due.get()
            self._due_id = None
            return value
        return self._checkpoint_id

    @checkpoint_id.setter
    def checkpoint_id(self, value: str) -> None:
        self._due_id = None
        self._checkpoint_id = value

    @property
    def checkpoint_ts(self) -> str:
        """Timestamp of the current checkpoint."""
        if self._deferred is not None:
            self._build_deferred()
        return self._checkpoint_ts

    @checkpoint_ts.setter
    def checkpoint_ts(self, value: str) -> None:
        self._deferred = None
        self._checkpoint_ts = value

    @property
    def metadata(self) -> dict[str, Any]:
        """Metadata of the current checkpoint."""
        if self._deferred is not None:
            self._build_deferred()
        return self._metadata

    @metadata.setter
    def metadata(self, value: dict[str, Any]) -> None:
        self._deferred = None
        self._metadata = value

    @property
    def checkpoint_config(self) -> dict[str, Any] | None:
        """Config of the current checkpoint (``None`` before there is one)."""
        if self._deferred is not None:
            self._build_deferred()
        config = self._checkpoint_config
        if config is _CONFIG_DUE:
            config = self._checkpoint_config = ckpt.checkpoint_config(self.scope, self.checkpoint_id)
        return config

    @checkpoint_config.setter
    def checkpoint_config(self, value: dict[str, Any] | None) -> None:
        self._deferred = None
        self._checkpoint_config = value

    def _write_checkpoint(self) -> Generator[Effect, Any, None]:
        self.unsaved = False
        # one pass over the channels changed since the last save: their values into
        # the snapshot, their versions into ``new_versions`` (a run's final save under
        # durability "exit" names every channel the run touched)
        versions = self.versions
        channels = self.channels
        snapshot = self.values_snapshot
        plain = _VALUE_IS_CHECKPOINT
        new_versions = {}
        for chan in self.dirty:
            if chan in versions:
                new_versions[chan] = versions[chan]
            channel = channels.get(chan)
            if channel is None:
                continue
            # (``checkpoint()`` of the types whose checkpoint is their value slot, without the call)
            value = channel.value if type(channel) in plain else channel.checkpoint()
            if value is MISSING:
                snapshot.pop(chan, None)
                continue
            if chan == TASKS and self.untracked:
                value = [ckpt.saveable_packet(p, self.untracked) for p in value]
            snapshot[chan] = value
        checkpoint = ckpt.new_checkpoint(
            id=self.checkpoint_id,
            ts=self.checkpoint_ts,
            values=snapshot,
            versions=versions,
            seen=self.seen,
            updated=self.updated,
            seen_copy_on_write=True,
        )
        parent = self.last_saved_config
        # (nothing saved by this run yet: ``save_config`` of ``load_config`` is ``load_config``)
        target = ckpt.save_config(self.scope, parent) if parent else ckpt.load_config(self.scope)
        config = yield SaveCheckpoint(target, checkpoint, self.metadata, new_versions)
        self.dirty = set()
        self.parent_config = self.last_saved_config
        self.last_saved_config = config
        self.checkpoint_config = ckpt.with_caller_keys(self.scope, config)
        if self.scope.events is not None:  # (the event's metadata is built only for the events mode)
            self._event("checkpoint_saved", self.step, metadata={"checkpoint_id": self.checkpoint_id, "source": self.metadata.get("source")})

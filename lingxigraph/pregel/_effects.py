"""Effects the superstep machine asks its driver to carry out.

The machine is a generator: it yields one of these and receives the result.
Drivers must handle every kind; ``Effect`` is the closed union.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Union

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task


@dataclass(slots=True, frozen=True)
class LoadCheckpoint:
    """Read the checkpoint ``config`` points at; the driver sends back a
    ``CheckpointTuple`` or ``None``."""

    config: dict[str, Any]
    """Config naming the thread, namespace and optionally the checkpoint id."""
    before: str | None = None
    """If set: the newest checkpoint older than this checkpoint id instead."""


@dataclass(slots=True, frozen=True)
class SaveCheckpoint:
    """Save a checkpoint; the driver sends back the saver's returned config."""

    config: dict[str, Any]
    """Config of the parent checkpoint (thread, namespace, parent id)."""
    checkpoint: dict[str, Any]
    """The checkpoint to save."""
    metadata: dict[str, Any]
    """Its metadata (source, step, parents, ...)."""
    new_versions: dict[str, Any]
    """Versions of the channels that changed since the parent checkpoint."""


@dataclass(slots=True, frozen=True)
class PutWrites:
    """Save one task's writes against the current checkpoint; nothing is sent back."""

    config: dict[str, Any]
    """Config of the checkpoint the writes belong to."""
    writes: Sequence[tuple[str, Any]]
    """``(channel, value)`` pairs."""
    task_id: str
    """The task that made them."""
    task_path: str
    """The task's path as a string (for ordering)."""


@dataclass(slots=True)  # (not frozen: one is made per step, and a frozen init sets each field by a call)
class RunTasks:
    """Start running ``tasks`` (concurrently when more than one).

    The driver sends back ``None``, or, when it ran a lone task to completion on
    the spot (one round trip per step instead of two), a one-item list holding
    it, as ``WaitTask`` would have (the machine empties it)."""

    tasks: Sequence[Task]
    alone: bool = True
    """False for a task added to a step whose other tasks run (an error handler):
    a driver does not run it as a lone inline task."""


@dataclass(slots=True, frozen=True)
class WaitTask:
    """Wait until a started task finishes; the driver sends back a list holding
    that ``Task`` (with ``error`` set if it failed), which the machine empties:
    the driver keeps no reference to the task while the machine goes on
    through the barrier.

    When nothing is streamed or saved as each task ends, the list may hold
    every task that has finished, the first to finish last (the machine takes
    them with ``list.pop()``): one round trip for all of them."""


@dataclass(slots=True, frozen=True)
class CancelTasks:
    """A task failed for good: stop the step's tasks that are still running;
    nothing is sent back.

    An async driver cancels them (as LangGraph's async runner does); each one
    still comes back through ``WaitTask``, with ``asyncio.CancelledError()`` as
    its error and no writes. The sync driver ignores it: worker threads cannot
    be stopped, and LangGraph lets them finish too.
    """


@dataclass(slots=True, frozen=True)
class HandOver:
    """The machine is about to run a step's lone task through the driver's runner
    (``Machine.run_inline``): hand the caller the events made so far first, as
    ``RunTasks`` would (a caller may stop reading here); nothing is sent back."""


@dataclass(slots=True, frozen=True)
class FinishTask:
    """The lone task the machine started through ``Machine.run_inline`` did not end
    in its first step (an async node that awaits something): the driver awaits
    the rest of it; nothing is sent back.
    """

    task: Task
    rest: Any
    """What the driver's runner needs to carry on the task (its own form)."""


@dataclass(slots=True, frozen=True)
class CacheGet:
    """Look up cached task writes; the driver sends back ``{key: writes}`` for the hits."""

    keys: Sequence[tuple[tuple[str, ...], str]]
    """``(namespace, key)`` pairs."""


@dataclass(slots=True, frozen=True)
class CacheSet:
    """Store task writes in the cache; nothing is sent back."""

    pairs: dict[tuple[tuple[str, ...], str], tuple[Any, int | None]]
    """``(namespace, key)`` → ``(writes, ttl seconds or None)``."""


Effect = Union[
    LoadCheckpoint, SaveCheckpoint, PutWrites, RunTasks, WaitTask, CancelTasks, HandOver, FinishTask, CacheGet, CacheSet
]

WAIT_TASK = WaitTask()
CANCEL_TASKS = CancelTasks()
HAND_OVER = HandOver()

RUN_EFFECTS = (RunTasks, WaitTask, CancelTasks, HandOver, FinishTask)
"""The effects that run or wait for tasks (a closing run carries out only the others)."""

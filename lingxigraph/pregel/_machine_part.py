"""The base of ``Machine``'s parts: the attributes a ``Machine`` holds, typed once.

``Machine`` (``_machine.py``) is one object assembled from slotted mixins, each in
the module of its part of a run: ``RunStarter`` (``_start.py``), ``TaskCollector``
(``_collect.py``), ``ExitSaver`` (``_exit.py``), ``CheckpointWriter``
(``_commit.py``) and ``StreamEmitter`` (``_emit.py``). ``Machine`` declares the
slots and sets them; the parts read and write them through the annotations below
(some name another part's methods or properties, which a part calls on ``self``).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lingxigraph.pregel._apply import VersionClock
    from lingxigraph.pregel._effects import Effect, PutWrites
    from lingxigraph.pregel._task import DueId, RunScope, Task
    from lingxigraph.pregel.main import Pregel
    from lingxigraph.types import Interrupt


class MachinePart:
    """Annotations only (no slots, no values): what the parts of ``Machine`` may use."""

    __slots__ = ()

    graph: Pregel
    input: Any
    scope: RunScope
    checkpointer: Any
    durability: str
    nested: bool
    persistent: bool
    shared_start: tuple[dict[tuple[int, str], str | None], tuple[int, str]] | None
    modes: frozenset[str]
    interrupt_before: Sequence[str] | str
    untracked: Any
    channels: dict[str, Any]
    shared_channels: dict[str, Any] | None
    read_gen: int
    versions: dict[str, Any]
    seen: dict[str, dict[str, Any]]
    clock: VersionClock
    step: int
    updated: set[str] | None
    dirty: set[str]
    values_snapshot: dict[str, Any]
    checkpoint_id: str
    _checkpoint_id: str
    _due_id: DueId | None
    _plan_from: Callable[[], str | DueId | None]
    checkpoint_ts: str
    checkpoint_config: dict[str, Any] | None
    metadata: dict[str, Any]
    parent_config: dict[str, Any] | None
    saved_parent_config: dict[str, Any] | None
    last_saved_config: dict[str, Any] | None
    pending: dict[str, list[tuple[str, Any]]]
    foreign_format: Any
    carried: dict[str, list[tuple[str, Any]]]
    resumed: bool
    _start_events: bool
    node_finished: Callable[[str], Any] | None
    time_travel: bool
    replaying: bool
    _open_resume: bool
    _fold: Any
    _held_input: Any
    _plan: Callable[[], list[Task]]
    _sends_pending: Callable[[], bool]
    _should_interrupt: Callable[[Sequence[str] | str, list[Task]], bool]
    _prepare_step: Callable[[list[Task], bool], Generator[Effect, Any, list[Task] | None]]
    _emit_static_interrupt: Callable[[], None]
    _emit_task_starts: Callable[[list[Task]], None]
    read_keys: Callable[[str | Sequence[str]], Any]
    _emit_checkpoint: Callable[[list[Task]], None]
    _emit_current_values: Callable[[], None]
    _checkpoint_now: Callable[[str], Iterable[Effect]]
    _save: Callable[..., Generator[Effect, Any, None]]
    emit: Any
    stream_key_set: Any
    _values_due: bool
    read_output: Callable[..., Any]
    _event: Callable[..., None]
    _emit_update: Callable[[Task], None]
    _emit_task_result: Callable[[Task], None]
    _flush_values: Callable[[], None]
    values_keys: Any
    unreadable_key: str | None
    status: str
    interrupts: list[Interrupt]
    output_values: dict[str, Any] | None
    unsaved: bool
    running_tasks: list[Task] | None
    running_to_run: list[Task] | None
    finished_tasks: list[Task] | None
    first_failed: Task | None
    _touches_output: Callable[[set[str]], bool]
    _eager_stream: Callable[[], bool]
    _task_finished: Callable[[Task, bool], Generator[Effect, Any, None]]
    _put_writes: Callable[[Task, Sequence[tuple[str, Any]]], PutWrites]
    _error_writes: Callable[[Task], list[tuple[str, Any]]]
    _interrupt_writes: Callable[[Task], list[tuple[str, Any]]]
    _write_checkpoint: Callable[[], Generator[Effect, Any, None]]
    parents: dict[str, str]
    user_metadata: dict[str, Any]
    emitted_checkpoint: bool
    _streams_checkpoints: bool
    _deferred: tuple[str, int, int] | None
    _checkpoint_ts: str
    _checkpoint_config: dict[str, Any] | None
    _metadata: dict[str, Any]
    stream_keys: list[str]
    _consumers: frozenset[str] | None
    facts: dict[str, Any]
    _view: dict[str, Any]
    _view_gen: int

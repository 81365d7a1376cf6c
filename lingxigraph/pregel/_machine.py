"""The superstep machine: the whole run loop, written once.

``Machine.run()`` is a generator. It decides everything (what to plan, when
to apply writes, what to save, what to stream) and does no I/O: it yields
effects (``_effects``) for a driver to carry out and receives their results.
A step's lone task that the driver would run on the spot is the exception: the
machine runs it itself, through the runner the driver gives it (``run_inline``),
so the usual step makes no trip through the driver. Stream events are pushed
to the ``emit`` sink as they happen.

One superstep::

    plan tasks from changed channels
      → (interrupt_before?) → run tasks, collect each as it finishes
      → barrier: apply writes → emit values → save checkpoint
      → (interrupt_after?)

The loop and the barrier are here; ``Machine`` takes the rest from mixins,
one module per part of a run: ``_start`` (load the checkpoint, take the
input), ``_collect`` (saved or cached writes, each finished task), ``_commit``
(checkpoints), ``_exit`` (a run stopping early) and ``_emit`` (stream events),
all on ``_machine_part.MachinePart``, which types the attributes they share.
"""

from __future__ import annotations

import functools
import itertools
import os
import uuid
from collections.abc import Callable, Generator, Iterable, Sequence
from time import time_ns as _wall_ns
from types import MethodType
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import CONF, CONFIG_KEY_NODE_FINISHED, PULL, TASKS
from lingxigraph._internal._typing import MISSING
from lingxigraph.checkpoint.base.id import DIRECT_NEXT_VERSION
from lingxigraph.errors import (
    GraphBubbleUp,
    GraphDrained,
    GraphRecursionError,
    ErrorCode,
    create_error_message,
)
from lingxigraph.pregel import _checkpoint as ckpt
from lingxigraph.pregel._apply import (
    VersionClock,
    apply_writes,
    consuming_channels,
    finish_channels,
    int_next_version,
    with_call_writes,
)
from lingxigraph.pregel._collect import TaskCollector
from lingxigraph.pregel._commit import CheckpointWriter
from lingxigraph.pregel._emit import StreamEmitter
from lingxigraph.pregel._exit import ExitSaver
from lingxigraph.pregel._foreign import adopt_langgraph_ids
from lingxigraph.pregel._effects import (
    CANCEL_TASKS,
    HAND_OVER,
    WAIT_TASK,
    Effect,
    RunTasks,
)
from lingxigraph.pregel._node import read_available, read_channels, value_slot_channels
from lingxigraph.pregel._graph_memo import facts
from lingxigraph.pregel._plan import plan_tasks, triggered
from lingxigraph.pregel._start import RunStarter
from lingxigraph.pregel._task import DueId, RunScope, Task
from lingxigraph.channels.topic import Topic as _Topic
from lingxigraph.types import Interrupt
from lingxigraph.runtime import RunControl

if TYPE_CHECKING:
    from lingxigraph.pregel.main import Pregel


# Runs without a checkpointer plan task ids from a run id unique to the run:
# a random per-process prefix and a counter (uuid4 per run reads os.urandom).
_RUN_PREFIX = uuid.uuid4().hex[:16]
_RUN_NUMBERS = itertools.count()


def _new_run_prefix() -> None:
    global _RUN_PREFIX
    _RUN_PREFIX = uuid.uuid4().hex[:16]


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_new_run_prefix)


def _nothing_due() -> bool:
    return False


@functools.cache
def _mode_flags(modes: frozenset[str]) -> tuple[bool, bool, bool]:
    """What a run's stream ``modes`` ask of every step, found once per set of modes:
    (task starts are shown: ``tasks``/``debug``; task finishes are streamed: those or
    ``messages``/``updates``; ``values`` chunks are made)."""
    starts = "tasks" in modes or "debug" in modes
    return starts, starts or "messages" in modes or "updates" in modes, "values" in modes


def _next_version_fn(checkpointer: Any) -> Any:
    """``current version → next`` for a run: the saver's ``get_next_version``, or,
    for one of our savers' own methods, the plain function it delegates to
    (``DIRECT_NEXT_VERSION``; an override, wrapper or mock is not in it)."""
    if checkpointer is None:
        return int_next_version
    method = checkpointer.get_next_version
    if type(method) is MethodType:
        direct = DIRECT_NEXT_VERSION.get(method.__func__)
        if direct is not None:
            return direct
    return lambda v: method(v, None)


class Machine(RunStarter, TaskCollector, ExitSaver, CheckpointWriter, StreamEmitter):
    """Runs one graph level (the root graph or one subgraph call) to completion.

    Args:
        graph: the compiled graph.
        input: the run input: state/input dict, ``Command`` or ``None``.
        scope: data shared with tasks (config, channels placeholder, sink, modes).
        checkpointer: the saver, or ``None``.
        interrupt_before / interrupt_after: node names or ``"*"``.
        durability: ``"sync"``, ``"async"`` or ``"exit"``.
        recursion_limit: maximum supersteps this run may execute.
    """

    # A run sets some fifty attributes: as slots they cost less to set and read than
    # an instance dict that size (too big to share keys). ``__dict__`` stays for any other
    # attribute, ``__weakref__`` for weak references, as on a plain class.
    __slots__ = (
        "__dict__", "__weakref__", "_last_read", "_open_resume", "carried",
        "channels", "_checkpoint_config", "_checkpoint_id", "_due_id", "_checkpoint_ts", "checkpointer", "clock",
        "dirty", "durability", "emit", "emitted_checkpoint", "graph", "input", "interrupt_after",
        "interrupt_before", "interrupts", "last_saved_config", "_metadata", "modes", "nested",
        "output_keys", "output_values", "parent_config", "parents", "pending", "persistent",
        "read_gen", "recursion_limit", "replaying", "resumed", "resumed_from",
        "saved_parent_config", "scope", "seen", "shared_channels", "status", "step", "stop_step",
        "stream_key_set", "stream_keys", "unsaved", "updated", "_user_metadata", "values_keys",
        "values_snapshot", "versions", "untracked", "foreign_format", "time_travel", "running_tasks",
        "running_to_run",
        "first_failed", "finished_tasks", "_quiet_finish", "_start_events", "_values_chunks",
        "_values_watch", "_deferred", "_consumers", "_view", "_view_gen", "_view_keys",
        "_view_set", "_fold", "values_last", "_plain_steps", "_values_due", "_held_input",
        "shared_start", "unreadable_key", "handled_error", "node_finished", "facts",
        "run_inline", "hand_over_due", "_chunk_made", "_streams_checkpoints",
    )

    def __init__(
        self,
        graph: Pregel,
        input: Any,
        scope: RunScope,
        # (no keyword-only parameters: ``prepare_run`` passes them by position, as
        # matching a dozen keywords costs more than the rest of the call)
        checkpointer: Any,
        interrupt_before: Sequence[str] | str,
        interrupt_after: Sequence[str] | str,
        durability: str,
        recursion_limit: int,
        known: dict[str, Any] | None = None,
        checkpoint_parents: dict[str, str] | None = None,
        nested: bool = False,
        persistent: bool = False,
        shared_start: tuple[dict[tuple[int, str], str | None], tuple[int, str]] | None = None,
    ) -> None:
        self.nested = nested
        self.persistent = persistent
        self.shared_start = shared_start
        self.graph = graph
        self.input = input
        self.scope = scope
        self.emit = scope.emit
        self.modes = scope.modes
        self.checkpointer = checkpointer
        self.interrupt_before = interrupt_before
        self.interrupt_after = interrupt_after
        self.durability = durability
        self.recursion_limit = recursion_limit
        # the run streams its checkpoints (``_emit_checkpoint`` has work to do)
        self._streams_checkpoints = checkpointer is not None and (
            "checkpoints" in self.modes or "debug" in self.modes
        )
        # what is known of the graph's channel map (``_graph_memo.facts``), checked once a run
        self.facts = known = facts(graph) if known is None else known
        # (a map of the run's own: ``prepare_run`` makes a new one for each subgraph run)
        self.parents = checkpoint_parents if checkpoint_parents is not None else {}
        scope.parents = self.parents
        # stream keys (list and set) and the UntrackedValue channels, whose writes are
        # kept out of saved writes and checkpoints: found once per compiled graph
        self.stream_keys, self.stream_key_set, self.untracked = ckpt.graph_keys(graph, known)
        self.channels: dict[str, Any] = {}
        # empty channels shared with other runs (copied on first write)
        self.shared_channels: dict[str, Any] | None = None
        # channels change only at barriers (and on load): each change bumps
        # read_gen, which ends the reuse of the last multi-key read (read_keys)
        self.read_gen = 0
        self._last_read: tuple[int, Any, tuple[str, ...], dict[str, Any]] | None = None
        self.versions: dict[str, Any] = {}
        self.seen: dict[str, dict[str, Any]] = {}
        self.clock = VersionClock(None, _next_version_fn(checkpointer))
        self.step = -1
        self.stop_step = 0
        self.updated: set[str] | None = set()
        self.dirty: set[str] = set()
        self.values_snapshot: dict[str, Any] = {}
        self._checkpoint_id = ""
        # the current checkpoint's id while not made yet (durability "exit": see ``DueId``)
        self._due_id: DueId | None = None
        # (source, step, clock) of a checkpoint made with durability "exit" whose text
        # parts are built only when read (`_build_deferred`)
        self._deferred: tuple[str, int, int] | None = None
        self._checkpoint_ts = ""
        self._checkpoint_config: dict[str, Any] | None = None
        self.parent_config: dict[str, Any] | None = None
        # the loaded checkpoint's parent as the saver returned it: a resumed root
        # run re-emits it verbatim (LangGraph; key order included)
        self.saved_parent_config: dict[str, Any] | None = None
        self._metadata: dict[str, Any] = {}
        self.pending: dict[str, list[tuple[str, Any]]] = {}
        # format ("v") of the loaded checkpoint while its saved writes may be LangGraph's
        self.foreign_format: Any = None
        # writes loaded with the checkpoint, until a step completes (durability "exit" saves them again)
        self.carried: dict[str, list[tuple[str, Any]]] = {}
        self.emitted_checkpoint = False
        self.unsaved = False
        self.last_saved_config: dict[str, Any] | None = None
        self.resumed = False
        # the caller named this subgraph's checkpoint to start from (see ``RunScope.targets``)
        self.time_travel = False
        self.status = "pending"
        self.interrupts: list[Interrupt] = []
        self.resumed_from: str | None = None
        self._open_resume = False  # a resume value any interrupt() of the next step may take
        """Id of the saved checkpoint this run continues from (lifecycle callbacks)."""
        self.output_values: dict[str, Any] | None = None
        # only checkpoints carry it: made when the first one's metadata is built
        # (a subgraph run that saves nothing never needs it)
        self._user_metadata: dict[str, Any] | None = None if checkpointer is not None else {}
        # (names the steps of a run planned from no checkpoint: ``RunScope.step_name``)
        scope.run_name = f"{_RUN_PREFIX}{next(_RUN_NUMBERS):x}"
        self.values_keys: str | Sequence[str] | None = None
        # the caller's output_keys, when given: read_output reads exactly these
        # (an attribute, not a closure over the machine: that would be a cycle
        # keeping the run's channel values alive until the next GC pass)
        self.output_keys: str | Sequence[str] | None = None
        # an output key naming a managed value (RemainingSteps...): it has no channel,
        # so reading the output fails with KeyError(key), as in LangGraph
        self.unreadable_key: str | None = None
        # the run was started at a checkpoint_id, or is a subgraph continuing from its
        # checkpoint: saved successful writes of its first step are not reused
        # (LangGraph runs those tasks again; a subgraph's config always carries the key).
        # Without a saver no write is ever saved: nothing to replay (and the first step
        # needs no ``_prepare_step``)
        self.replaying = checkpointer is not None and (
            nested or bool((scope.config.get(CONF) or {}).get("checkpoint_id"))
        )
        # the step whose tasks are running (for ``cancelled_exit``)
        self.running_tasks: list[Task] | None = None
        # the tasks the running step started (``cancelled_exit`` asks whether it was a lone one)
        self.running_to_run: list[Task] | None = None
        # the step's first task to fail for good, in the order they finished
        self.first_failed: Task | None = None
        self.handled_error: BaseException | None = None
        """A failure an error handler took in a step LangGraph runs on its general path
        (raised anyway when the run ends, see ``run``)."""
        self.finished_tasks: list[Task] | None = None
        self._consumers: frozenset[str] | None = None  # (set with the run flags)
        # the state as the run's values chunks show it (``read_keys`` of ``_view_keys``),
        # kept from step to step and changed only for the channels a barrier touched
        # (see ``_barrier``); valid while ``_view_gen == read_gen``
        self._view: dict[str, Any] = {}
        self._view_gen = -1
        self._view_keys: tuple[str, ...] | None = None
        self._view_set: frozenset[str] = frozenset()
        # the graph's START node while its step may be folded (``_folded_start``)
        self._fold: Any = None
        # the caller uses only the run's last values chunk (``invoke``): a barrier's
        # chunk is made only when a later one is due or the run ends (``_flush_values``)
        self.values_last = False
        self._values_due = False
        # a run without a saver whose START step is folded: its input, not written to
        # the START channel (``_take_input``; ``MISSING`` when written)
        self._held_input: Any = MISSING
        # set by a driver that runs a step's lone task on the spot: ``run_inline(task)``
        # runs it to its end (or returns the effect that finishes it), and
        # ``hand_over_due()`` tells whether the driver holds events for the caller
        self.run_inline: Callable[[Task], Effect | None] | None = None
        self.hand_over_due: Callable[[], Any] = _nothing_due
        # a barrier emitted a values chunk since the last ``HAND_OVER`` (one is due)
        self._chunk_made = False

    @property
    def user_metadata(self) -> dict[str, Any]:
        """The caller's metadata and configurable values the run's checkpoints carry
        (``_checkpoint.user_metadata``), made on first use."""
        found = self._user_metadata
        if found is None:
            found = self._user_metadata = ckpt.user_metadata(self.scope.config)
        return found

    # ---- the run ------------------------------------------------------------------

    def _settle_run_flags(self) -> None:
        """Decide once per run what every step would otherwise ask again (the
        modes, the saver, the events counter and the cache are fixed for a run)."""
        starts_shown, finish_streamed, self._values_chunks = _mode_flags(self.modes)
        events = self.scope.events is not None
        self._start_events = events or starts_shown
        hook = self.node_finished = (self.scope.config.get(CONF) or {}).get(CONFIG_KEY_NODE_FINISHED)
        if hook is not None and not callable(hook):
            # refused before anything runs (LangGraph logs the failed call per node)
            raise TypeError(
                f"configurable[{CONFIG_KEY_NODE_FINISHED!r}] must be a callable taking a node name, "
                f"got {type(hook).__name__}"
            )
        # a finished task whose end has nothing to save, stream or cache
        self._quiet_finish = not (
            events
            or finish_streamed
            or (self.checkpointer is not None and self.durability != "exit")
            or self.graph.cache is not None
            or self.node_finished is not None
        )
        # a step needs none of ``_prepare_step``'s checks unless one of these is set (or
        # the step is a resumed or replayed one, or has saved writes)
        self._plain_steps = (
            not self.interrupt_before and not events and not self._start_events and self.graph.cache is None
        )
        known = self.facts
        consumers = known.get("_consuming_channels")
        self._consumers = consumers if consumers is not None else consuming_channels(self.graph, known)
        # the keys a values chunk shows, as a set (``_touches_output`` without its
        # per-step checks); ``None`` for a single-key output
        keys = self.values_keys if self.values_keys is not None else self.stream_key_set
        self._values_watch = None if isinstance(keys, str) else frozenset(keys)
        if self.values_last and not self._values_stay(keys):
            self.values_last = False
        out = self.output_keys
        if out is not None and not isinstance(out, str):
            # (kept on the graph for the keys last asked about: a graph run as a node
            # is read with the same keys every time; a copy of them, as the caller's
            # list may change after this run)
            # (a tuple of keys is kept as it is: a list copy of it would never equal it)
            view = known.get("_output_view")
            if view is None or view[0] != out:
                names = frozenset(out)
                kept = out if type(out) is tuple else list(out)
                slots = known.get("_value_slot_channels")
                if names <= (slots if slots is not None else value_slot_channels(self.graph, known)):
                    view = known["_output_view"] = (kept, tuple(out), names)
                else:
                    view = known["_output_view"] = (kept, None, None)
            if view[1] is not None:
                self._view_keys = view[1]
                self._view_set = view[2]

    def run(self) -> Generator[Effect, Any, None]:
        """Carry out the whole run, yielding effects for the driver."""
        self._settle_run_flags()
        # (the lifecycle events' metadata is built only when the "events" mode is on)
        if self.scope.events is not None:
            self._event("run_start", metadata={"input": type(self.input).__name__})
        try:
            yield from self._load()
            # counted from the loaded checkpoint's step (-2 when none), as LangGraph
            # does: a resumed run, which writes no input checkpoint, gets one step more
            self.stop_step = self.step + 2 + self.recursion_limit
            self.scope.stop_step = self.stop_step
            yield from self._take_input()
            if self.resumed:
                self.resumed_from = self.checkpoint_id or self.scope.checkpoint_id
            yield from self._supersteps()
            if self._values_due:
                self._flush_values()
            # durability "exit": a subgraph that completes saves nothing (unless it keeps
            # its own history, checkpointer=True); it saves when it pauses (a breakpoint
            # too: the parent resumes it from there) or fails
            if self.unsaved and (not self.nested or self.persistent or self.status != "pending"):
                yield from self._write_checkpoint()
            if self.unreadable_key is not None:
                raise KeyError(self.unreadable_key)  # LangGraph reads the output on exit
            if self.status == "draining":
                control = self.scope.runtime.control
                raise GraphDrained(control.drain_reason or "shutdown")
            if self.handled_error is not None:
                # LangGraph 1.2.11 (langgraph#8277, #8608): a failure an error handler
                # took in a step that did not run as a lone task (siblings, or chunks
                # streamed as made: custom/messages modes, subgraphs=True) is raised
                # anyway once the run has ended and saved (the last step's held
                # chunks are lost with it)
                raise self.handled_error
        except Exception as exc:
            if self.scope.events is not None:
                self._event("run_end", self.step, metadata={"status": "error", "error": repr(exc)})
            raise
        self.status = "done" if self.status == "pending" else self.status
        if self.scope.events is not None:
            self._event("run_end", self.step, metadata={"status": self.status})

    # ---- one superstep --------------------------------------------------------------

    def _plan(self) -> list[Task]:
        graph = self.graph
        updated = self.updated
        if updated is not None:
            # the candidates: the nodes the channels updated last step trigger
            triggering = graph.trigger_to_nodes
            # (most written channels trigger nothing: the ones that do, found in C)
            hits = triggering.keys() & updated
            candidates: Iterable[str] | None
            if len(hits) == 1:
                # (the usual step: one channel, e.g. an edge's branch channel; its
                # list of nodes, when it names one, needs no set)
                names = triggering[hits.pop()]
                if len(names) == 1:
                    tasks = self._plan_lone(names[0])
                    if tasks is not None:
                        return tasks
                    candidates = names
                else:
                    candidates = set(names)
            else:
                candidates = set()
                for chan in hits:
                    candidates.update(triggering[chan])  # type: ignore[attr-defined]
        else:
            candidates = None
        scope = self.scope
        scope.saved_writes = self.pending
        checkpoint_id = self._plan_from()
        scope.step = self.step + 1
        if candidates is not None and not candidates:
            # no node triggered (a run's last step, usually): only Sends can make tasks
            if not self._sends_pending():
                return []
        # (by position: called every step, matching keywords costs more)
        tasks = plan_tasks(
            graph.nodes,
            self.channels,
            self.versions,
            self.seen,
            candidates,
            scope,
            self.step + 1,
            checkpoint_id,
            self.read_keys,
        )
        if self.foreign_format is not None and self.pending:
            # cold path: the loaded writes may be keyed by LangGraph's task ids
            adopt_langgraph_ids(tasks, self.pending, self.foreign_format)
        return tasks

    def _plan_lone(self, name: str) -> list[Task] | None:
        """``_plan`` of a step only node ``name`` may run in (the usual step): its task,
        if it is triggered, planned without ``plan_tasks``' general loop; ``None`` when
        the general path must plan it (a ``Send`` pending, a managed input, loaded
        writes that may be LangGraph's)."""
        node = self.graph.nodes.get(name)
        channels = self.channels
        sends = channels.get(TASKS)
        if (
            node is None
            or node.managed is not None
            or self.foreign_format is not None
            # (``_sends_pending``, inlined)
            or (sends is not None and (sends.values if type(sends) is _Topic else sends.is_available()))
        ):
            return None
        scope = self.scope
        scope.saved_writes = self.pending
        checkpoint_id = self._plan_from()
        step = scope.step = self.step + 1
        if not triggered(node, name, channels, self.versions, self.seen):
            return []
        if node.channels == self._view_keys and node.mapper is None and self._view_gen == self.read_gen:
            value = dict(self._view)  # (``node.read`` of the kept state view, without the calls)
        else:
            value = node.read(channels, self.read_keys)
            if value is MISSING:
                return []
        triggers = node.triggers if len(node.triggers) < 2 else tuple(sorted(node.triggers))
        # (positional: see ``Task``)
        return [
            Task((checkpoint_id, scope.ns_str, str(step), name, PULL, *triggers), name, (PULL, name), node, value,
                 triggers, scope, step)
        ]

    def _supersteps(self) -> Generator[Effect, Any, None]:
        """Run supersteps until one ends the run (one generator for all of them:
        a generator made per step costs more than a short step's own work)."""
        # (fixed for the run: asked before every step)
        control = self.scope.runtime.control
        while True:
            if self.step + 1 > self.stop_step:
                # the run stops here: durability "exit" still saves where it got to
                yield from self._exit_save([])
                raise GraphRecursionError(
                    create_error_message(
                        message=f"Recursion limit of {self.recursion_limit} reached without hitting a "
                        "stop condition. You can increase the limit by setting the `recursion_limit` "
                        "config key.",
                        error_code=ErrorCode.GRAPH_RECURSION_LIMIT,
                    )
                )
            if self._fold is not None:
                folded = self._folded_start()
                if folded is not None:
                    goes_on = self._barrier(folded, False)
                    if type(goes_on) is not bool:
                        goes_on = yield from goes_on
                    if goes_on:
                        folded = None  # (not kept alive through the next step)
                        continue
                    return
            # (deferred nodes become due only when a barrier, or an update, finds that no
            # written channel can start a node (``_barrier``), as in LangGraph, where only
            # applying writes finishes the channels: a checkpoint saved after a failed
            # apply (durability "exit") is not "finishing" when replayed)
            try:
                tasks = self._plan()
            except Exception:
                # a node's input failed to build (e.g. a pydantic state rejecting the
                # values): durability "exit" still saves where the run got to, as LangGraph
                yield from self._exit_save([])
                raise
            if self._streams_checkpoints:
                self._emit_checkpoint(tasks)
            resumed = self.resumed
            if not tasks:
                self.resumed = False
                return
            if control is not None and (
                control._drain_reason is not None if type(control) is RunControl else control.drain_requested
            ):  # (``RunControl.drain_requested`` without the property call)
                # a drain was asked for: stop before this step (its checkpoint is saved;
                # the run raises GraphDrained once it has saved what it holds)
                self.resumed = False
                self.status = "draining"
                return
            if self._plain_steps and not (resumed or self.pending or self.scope.replaying or self.replaying):
                # the usual step: no breakpoint, lifecycle or start event, cache, saved
                # write or replay to consider (the checks below, answered at once)
                to_run = tasks
            else:
                to_run = yield from self._prepare_step(tasks, resumed)
                if to_run is None:
                    return
            # (false when no task ran through the driver: see ``_barrier``'s ``hook``)
            driven = True
            if to_run:
                self.running_tasks = tasks
                self.running_to_run = to_run  # (looked at only if the run is cancelled)
                if to_run is tasks and len(tasks) == 1 and (run_inline := self.run_inline) is not None:
                    # a lone task the driver would run on the spot: run here, through
                    # the driver's runner (no effect and no trip through the driver per
                    # step). The driver first hands the caller what is waiting, as it
                    # does on ``RunTasks`` (a caller may stop reading there)
                    if self._chunk_made or self.hand_over_due():
                        self._chunk_made = False
                        yield HAND_OVER
                    task = tasks[0]
                    driven = False
                    rest = run_inline(task)
                    if rest is not None:
                        yield rest  # (an async task that awaits something: the driver awaits the rest)
                        rest = None
                    # (else its end has nothing to save, stream, cache or handle)
                    collect = task.error is not None or task.call_writes or not self._quiet_finish
                    if collect:
                        ran = [task]
                        self.finished_tasks = finished = []
                else:
                    # the tasks handed back so far (a caller closing the stream amid the
                    # step keeps only these: see ``close_run``)
                    # (``to_run`` is ``tasks`` itself unless saved or cached writes served some)
                    partial = to_run is not tasks and len(to_run) < len(tasks)
                    self.finished_tasks = finished = [t for t in tasks if t not in to_run] if partial else []
                    ran = yield RunTasks(to_run)
                    collect = True
                if collect:
                    many = len(tasks) > 1
                    left = len(to_run)
                    stopping = False
                    handled_at: int | None = None
                    while left:
                        # the driver sends finished tasks in a list and the machine empties it:
                        # the driver's reference would otherwise last through the barrier
                        # and the next step's planning (keeping the task's input alive)
                        # (a lone task the driver ran on the spot came back with RunTasks)
                        if not ran:
                            ran = yield WAIT_TASK
                        task = ran.pop()
                        left -= 1
                        finished.append(task)
                        handler = self._error_handler_task(task) if task.error is not None else None
                        if handler is not None and (many or self._eager_stream()):
                            # as LangGraph: of several handled failures the run raises the one of
                            # the task first in the step's order (not the first to fail)
                            # (an earlier step's handled failure, if any, is kept)
                            at = tasks.index(task)
                            if (self.handled_error is None and handled_at is None) or (
                                handled_at is not None and at < handled_at
                            ):
                                handled_at = at
                                self.handled_error = task.error
                        if task.error is not None or task.call_writes or not self._quiet_finish:
                            # (else its end has nothing to save, stream or cache)
                            yield from self._task_finished(task, many)
                        if handler is not None:
                            # as LangGraph: a node's error handler runs in the failed task's
                            # step (a push task started now, no start event); its writes are
                            # applied at this step's barrier
                            tasks.append(handler)
                            left += 1
                            started = yield RunTasks([handler], alone=not many)
                            driven = True
                            if started:
                                ran = [*started, *ran] if ran else started
                        if task.error is not None and not stopping and not isinstance(task.error, GraphBubbleUp):
                            # the step has failed: this is the error the run raises (LangGraph's is
                            # the first failure to arrive); an async driver cancels the siblings
                            # still running (as LangGraph's async runner; its threads run on)
                            stopping = True
                            self.first_failed = task
                            if left:
                                yield CANCEL_TASKS
                self.running_tasks = self.finished_tasks = self.running_to_run = None
            if self._open_resume:  # unused by this step: gone with it (LangGraph's pending write is too)
                self._open_resume = False
                self.scope.resume_slot.value = MISSING
            goes_on = self._barrier(tasks, driven)
            if type(goes_on) is not bool:  # (effects to yield first: see ``_barrier``)
                goes_on = yield from goes_on
            if not goes_on:
                return
            # the step's tasks (and their inputs) are freed now, not kept by this
            # frame through the next step's planning
            tasks = to_run = finished = ran = task = None

    def _sends_pending(self) -> bool:
        """Whether the ``Send`` channel holds packets for the next step."""
        sends = self.channels.get(TASKS)
        return sends is not None and bool(sends.values if type(sends) is _Topic else sends.is_available())

    def _barrier(self, tasks: list[Task], hook: bool = True) -> bool | Generator[Effect, Any, bool]:
        """End the step: apply its writes, stream its values, save its checkpoint.

        Whether the run goes on, or, when the barrier has effects to yield (a task
        failed or paused, a failed apply to save, a checkpoint saved now), a generator
        for the caller to ``yield from`` that returns it: most steps of a run without
        a saver or with durability "exit" yield nothing, and a generator per step
        costs more than its own work.
        """
        # (``hook``: the driver ran the step's tasks; a folded step, or one whose lone
        # task the machine ran through ``run_inline``, has no driver part)
        if hook and (at_barrier := self.scope.at_barrier) is not None:
            at_barrier()
        calls = False
        for task in tasks:
            if task.error is not None or task.paused:
                return self._stop_step(tasks)
            if task.call_writes:
                calls = True
        try:
            # (by position: called every step, matching keywords costs more)
            updated = apply_writes(
                self.channels,
                self.versions,
                self.seen,
                with_call_writes(tasks) if calls else tasks,
                self.clock,
                self.updated if self.updated is not None else self.channels.keys(),  # previously_updated
                True,  # record_seen
                # dirty (without a saver nothing reads it: ``_checkpoint_now`` empties it)
                self.dirty if self.checkpointer is not None else None,
                self.shared_channels,
                self._consumers,
            )
        except Exception as exc:
            self.read_gen += 1
            if self.checkpointer is None or self.durability != "exit":
                raise
            # durability "exit": the run ends here, so save what it has (LangGraph saves
            # its checkpoint as the failed apply left it: triggers seen, no writes)
            return self._save_and_raise(tasks, exc)
        for task in tasks:
            # the step is over: without the config's cycle (it refers to the task:
            # scratchpad, send and read hooks), reference counting frees the tasks
            # and their inputs before the next step is planned
            task._config = None
            if task.call_writes:
                # functional-API calls are push tasks: each called task gets an
                # (empty) entry in the saved ``versions_seen``, as in LangGraph
                seen = self.seen
                for _child_id, child_name, _writes in task.call_writes:
                    if child_name not in seen:
                        seen[child_name] = {}
        if self.graph.finish_channels:
            # as LangGraph: when no written channel can trigger a node, the run is finishing
            # (deferred nodes become due), decided before the step's checkpoint is made
            channels = self.channels
            triggering = self.graph.trigger_to_nodes
            if not any(c in triggering and channels[c].is_available() for c in updated if c in channels):
                finished = finish_channels(channels, self.graph.finish_channels, self.versions, self.clock)
                updated |= finished
                self.dirty |= finished
        if self._view_gen == self.read_gen:
            # the kept view follows the channels this barrier changed: ``updated`` and
            # last step's (given an empty update); the others kept their values.
            # Without last step's set, or with consuming channels, it goes stale
            # (read in full when next asked for)
            previous = self.updated
            if previous is not None and not self._consumers:
                view = self._view
                channels = self.channels
                fresh = True
                # (set operations in C: most changed channels are not state keys)
                for key in self._view_set & (updated | previous):
                    # (``get()`` of the slot channel types ``view_channels_ok`` allows)
                    value = channels[key].value
                    if value is not MISSING:
                        if key in view:
                            view[key] = value
                        else:
                            fresh = False  # (a new key: its place is the keys' order)
                    elif key in view:
                        del view[key]
                if fresh:
                    self._view_gen = self.read_gen + 1
        self.read_gen += 1
        self.updated = updated
        self.pending = {}
        if self.carried:  # (loaded writes are carried only until a step completes)
            self.carried = {}
        self.foreign_format = None
        self.step += 1
        if self.scope.events is not None:
            self._event("superstep_end", self.step, metadata={"updated": sorted(updated)})
        if self._values_chunks and (
            not updated.isdisjoint(self._values_watch)
            if self._values_watch is not None
            else self._touches_output(updated)
        ):
            if self.values_last:
                self._values_due = True
            else:
                # (the kept view is the values keys' read: a copy of it, without the calls)
                chunk = dict(self._view) if self._view_gen == self.read_gen else self.read_output(stream=True)
                self.emit(self.scope.ns, "values", (chunk, ()))
                self._chunk_made = True  # (for the driver to hand over: no need to ask it)
        if self.checkpointer is not None:
            if self.durability == "exit":
                # (``_checkpoint_now("loop")`` for "exit", inlined: nothing is saved now)
                self.emitted_checkpoint = False
                self._due_id = DueId()
                self._deferred = ("loop", self.step, _wall_ns())
                self.unsaved = True
                return not self.interrupt_after or self._goes_on_after(tasks)
            saving = self._checkpoint_now("loop")
            if saving:
                return self._save_step(saving, tasks)
            return not self.interrupt_after or self._goes_on_after(tasks)
        # (``_checkpoint_now`` without a saver, inlined; ``dirty`` is not kept then)
        self.emitted_checkpoint = False
        self._checkpoint_id = ""  # (no saver: never a due id)
        return not self.interrupt_after or self._goes_on_after(tasks)

    def _stop_step(self, tasks: list[Task]) -> Generator[Effect, Any, bool]:
        """``_barrier`` of a step a task failed or paused in: nothing is applied."""
        failed = [t for t in tasks if t.error is not None]
        interrupted = [t for t in tasks if t.paused]
        yield from self._stop_unfinished(tasks, failed, interrupted)
        return False

    def _save_and_raise(self, tasks: list[Task], exc: Exception) -> Generator[Effect, Any, bool]:
        """``_barrier`` of a step whose writes failed to apply, durability "exit"."""
        try:
            yield from self._exit_save(tasks)
            raise exc
        finally:
            del exc  # (a frame's reference to its own exception is a cycle)

    def _save_step(self, saving: Iterable[Effect], tasks: list[Task]) -> Generator[Effect, Any, bool]:
        """``_barrier``'s end saving the step's checkpoint now (``saving``: its effects)."""
        yield from saving
        return not self.interrupt_after or self._goes_on_after(tasks)

    def _goes_on_after(self, tasks: list[Task]) -> bool:
        """False, with the run paused, when ``interrupt_after`` names one of ``tasks``."""
        if self._should_interrupt(self.interrupt_after, tasks):
            self.status = "interrupt_after"
            self._emit_static_interrupt()
            return False
        return True

    # ---- breakpoints ---------------------------------------------------------------

    def _should_interrupt(self, nodes: Sequence[str] | str, tasks: list[Task]) -> bool:
        if not nodes:
            return False
        if nodes == "*":
            return any(not t.node.hidden for t in tasks)
        return any(t.name in nodes for t in tasks)

    # ---- reading -------------------------------------------------------------------

    def read_output(self, *, stream: bool = False) -> Any:
        """The run's output (``stream=True``: every state key) from the live channels."""
        if self.output_keys is not None:
            if self.unreadable_key is not None:
                raise KeyError(self.unreadable_key)
            return self.read_keys(self.output_keys)
        return self.graph.read_output_from(self.channels, stream=stream)

    def read_keys(self, keys: str | Sequence[str]) -> Any:
        """``read_channels(self.channels, keys)``, as a new dict. The run's values
        keys are read from the kept state view (``_view``); another multi-key read
        is reused (as a copy) until the channels next change: a step's ``values``
        chunk and the next node's input read the same keys between two barriers."""
        if type(keys) is tuple:  # (no call for the usual tuple)
            wanted = keys
        elif isinstance(keys, str):
            return read_channels(self.channels, keys)
        else:
            wanted = tuple(keys)
        if wanted == self._view_keys:  # (the same tuple object, usually: no comparison)
            if self._view_gen != self.read_gen:
                self._view = read_available(self.channels, wanted)
                self._view_gen = self.read_gen
            return dict(self._view)
        channels = self.channels
        last = self._last_read
        if (
            last is not None
            and last[0] == self.read_gen
            and last[1] is channels
            and last[2] == wanted
        ):
            return dict(last[3])
        value = read_available(channels, wanted)
        self._last_read = (self.read_gen, channels, wanted, dict(value))
        return value

"""A run's start for the superstep machine: what it continues from, and its input.

A mixin of ``Machine``: it loads the run's checkpoint (or starts empty), takes
the input (new state, ``None`` to continue, or a ``Command``: an update, a
resume value), saves a ``fork`` copy when the caller replays a checkpoint,
and runs step 0's START task in place when nothing watches it (the folded
start). Effects are yielded for the driver, as everywhere in the machine.
"""

from __future__ import annotations

import logging
from collections.abc import Generator, Sequence
from typing import Any

from lingxigraph._internal._constants import (
    CONF,
    INPUT,
    INTERRUPT,
    NULL_TASK_ID,
    PULL,
    RESUME,
    START,
)
from lingxigraph._internal._typing import MISSING
from lingxigraph.errors import CheckpointError, EmptyInputError, InvalidUpdateError
from lingxigraph.pregel import _checkpoint as ckpt
from lingxigraph.pregel._apply import apply_writes, empty_channels
from lingxigraph.pregel._effects import Effect, LoadCheckpoint, PutWrites
from lingxigraph.pregel._machine_part import MachinePart
from lingxigraph.pregel._pending import finished_writes, has_interrupts, looks_like_id_map, route_resume
from lingxigraph.pregel._task import ReplayPoint, Task, take_target
from lingxigraph.runtime import RunControl
from lingxigraph.types import Command

logger = logging.getLogger("lingxigraph")


_START_ONLY = frozenset({START})
# stream modes whose chunks show the START task (or its checkpoint's next tasks)
_START_WATCHERS = frozenset({"tasks", "debug", "checkpoints", "messages"})


class _WriteBatch:
    """Writes not made by a node (input, ``Command`` input), applied like a task's."""

    __slots__ = ("writes", "triggers", "name", "path")

    def __init__(
        self,
        writes: list[tuple[str, Any]],
        name: str = START,
        path: tuple[Any, ...] = ("__pregel_pull", START),
        triggers: tuple[str, ...] = (),
    ) -> None:
        self.writes = writes
        self.triggers = triggers
        self.name = name
        self.path = path


class RunStarter(MachinePart):
    """Loads the run's checkpoint and takes its input; mixed into ``Machine``."""

    __slots__ = ()

    def _load(self) -> Generator[Effect, Any, None]:
        saved = None
        if self.checkpointer is not None:
            load = ckpt.load_config(self.scope)
            requested = load[CONF].get("checkpoint_id")
            replay = self.scope.replay
            target = take_target(self.scope.targets, self.scope.ns_str) if self.nested else None
            if target is not None:
                # time travel into this subgraph: start from the checkpoint the caller named
                self.time_travel = True
                target_ns, target_id = target
                saved = yield LoadCheckpoint(
                    {CONF: {**load[CONF], "checkpoint_ns": target_ns, "checkpoint_id": target_id}}
                )
            elif self.nested and not requested and replay is not None and replay.first_visit(self.scope.ns_str):
                # the parent replays: start from this subgraph's state as of that point
                saved = yield LoadCheckpoint(load, before=replay.checkpoint_id)
            elif self.shared_start is not None and not requested:
                saved = yield from self._load_shared_start(load)
            else:
                saved = yield LoadCheckpoint(load)
            requested = requested or (target[1] if target else None)
            if saved is None and requested:
                raise CheckpointError(
                    self.scope.thread_id, requested, "no checkpoint with this id exists in this thread"
                )
        graph = self.graph
        if saved is None:
            self.channels, self.shared_channels = empty_channels(graph, self.facts)
            self.read_gen += 1
            self.scope.channels = self.channels
            self.updated = set()
            self.step = -2
            return
        checkpoint = saved.checkpoint
        # saved by an older LangGraph: rename its channels to today's layout
        migrated = checkpoint.get("v", 4) < 3 and bool(checkpoint.get("channel_versions"))
        graph._migrate_checkpoint(checkpoint)
        values = checkpoint.get("channel_values") or {}
        self.channels = ckpt.restore_channels(graph.channels, values, self.scope, saved)
        self.read_gen += 1
        self.scope.channels = self.channels
        self.values_snapshot = {k: v for k, v in values.items() if k in graph.channels}
        self.versions = dict(checkpoint.get("channel_versions") or {})
        for version in self.versions.values():
            self.clock.observe(version)
        self.seen = {k: dict(v) for k, v in (checkpoint.get("versions_seen") or {}).items()}
        updated = checkpoint.get("updated_channels")
        self.updated = set(updated) if updated is not None else None
        self.metadata = dict(saved.metadata or {})
        self.step = int(self.metadata.get("step", -1))
        if self.nested and self.metadata.get("source") in ("update", "fork"):
            # the subgraph's state was edited (or forked) since it paused: its interrupt
            # asks again under a new id, and takes a plain resume value meant for the
            # interrupt that was pending (LangGraph: the first interrupt() reached)
            self.scope.resume_slot.owner = None
        self.checkpoint_id = checkpoint["id"]
        self.checkpoint_ts = checkpoint.get("ts", "")
        if (
            not self.nested
            and (self.scope.config.get(CONF) or {}).get("checkpoint_id")
            and not (isinstance(self.input, Command) and self.input.resume is not None)
        ):
            # time travel: subgraphs start from their state as of this checkpoint
            # (for an update or fork, as of the checkpoint it was made from)
            point = checkpoint["id"]
            if self.metadata.get("source") in ("update", "fork") and saved.parent_config:
                point = (saved.parent_config.get(CONF) or {}).get("checkpoint_id") or point
            self.scope.replay = ReplayPoint(point)
        self.checkpoint_config = ckpt.with_caller_keys(self.scope, saved.config)
        self.last_saved_config = saved.config
        self.parent_config = self.saved_parent_config = saved.parent_config
        for task_id, chan, value in saved.pending_writes or ():
            self.pending.setdefault(task_id, []).append((chan, value))
        self.foreign_format = checkpoint.get("v") if self.pending else None
        if migrated and self.pending:
            # tasks of an old-layout checkpoint were keyed by their old trigger names:
            # their saved writes match no task planned now (as in LangGraph, they are
            # left behind; the step's plain resume value stays for the new tasks)
            planned = {t.id for t in self._plan()}
            self.pending = {k: v for k, v in self.pending.items() if k == NULL_TASK_ID or k in planned}
        self.carried = {tid: list(writes) for tid, writes in self.pending.items()}
        null_writes = self.pending.get(NULL_TASK_ID)
        if null_writes:
            # state edits given as Command(update=...) input that no later
            # checkpoint has absorbed yet (and a plain resume value: see _offer_saved_resume)
            updates = [(c, v) for c, v in null_writes if c != RESUME]
            if updates:
                self._apply_batch(updates, record_pending=False)

    def _load_shared_start(self, load: dict[str, Any]) -> Generator[Effect, Any, Any]:
        """The checkpoint a ``checkpointer=True`` subgraph starts from when tasks of
        one parent step call it side by side (Send fan-out): each call starts from the
        checkpoint the first one found, not from one a sibling saved meanwhile. In
        LangGraph all of them read the namespace's latest checkpoint before any saves."""
        starts, key = self.shared_start  # type: ignore[misc]
        if key not in starts:
            saved = yield LoadCheckpoint(load)
            if key not in starts:
                # earlier steps' entries are not needed any more
                for old in [k for k in starts if k[0] < key[0]]:
                    del starts[old]
                starts[key] = ((saved.config.get(CONF) or {}).get("checkpoint_id") if saved is not None else None)
                return saved
        first = starts[key]
        if first is None:
            return None
        # each call loads its own copy (channels restored from one tuple would be shared)
        return (yield LoadCheckpoint({**load, CONF: {**load[CONF], "checkpoint_id": first}}))

    def _take_input(self) -> Generator[Effect, Any, None]:
        inp = self.input
        has_state = bool(self.versions)
        if isinstance(inp, Command):
            yield from self._take_command(inp, has_state)
            return
        if has_state and self.nested and inp is not None and (self.scope.replay is None or self.time_travel) and not (
            self.persistent and not self._has_pending_work()
        ):
            # a subgraph whose parent task runs again (resume, retry), or that the
            # caller time travels into: continue from the subgraph's own checkpoint
            # instead of starting over
            self._mark_resumed()
            yield from self._maybe_fork()
            self._emit_current_values()
            return
        if inp is None:
            if not has_state:
                raise EmptyInputError(f"Received no input for {self.graph.input_channels_str}")
            self._mark_resumed()
            yield from self._maybe_fork()
            self._offer_saved_resume()
            self._emit_current_values()
            return
        writes = self.graph.map_input(inp)
        if not writes:
            raise EmptyInputError(f"Received no input for {self.graph.input_channels_str}")
        # new input starts a new superstep: what the last step left pending is dropped,
        # its tasks marked as run (their triggers seen and consumed), as LangGraph does
        discarded = [_WriteBatch([], t.name, t.path, t.triggers) for t in self._plan()] if has_state else []
        self.pending = {}
        self.seen.setdefault(INPUT, {})
        self._fold = fold = self._foldable_start()
        if (
            fold is not None
            and self.checkpointer is None
            and not has_state
            and type(inp) is dict
            and len(writes) == 1
            and writes[0][0] == START
        ):
            # no saver: nothing shows the START channel, and the folded step takes the
            # input from here (``_folded_start``); the channel's version is set as the
            # write would set it (a fresh run: the clock's first version)
            self._held_input = inp
            clock = self.clock
            version = clock.current = clock._next(clock.current)
            self.versions[START] = version
            self.updated = {START}
            self.read_gen += 1
        else:
            self._apply_batch(writes, record_pending=False, new_step=True, discarded=discarded)
        self.step += 1
        yield from self._checkpoint_now("input")

    def _mark_resumed(self) -> None:
        """The run continues the loaded checkpoint. As LangGraph, the checkpoints it
        saves record the channel versions seen at that point under ``__interrupt__``
        (LangGraph's breakpoint check reads them: nothing new since the resume)."""
        self.resumed = True
        if self.versions:
            self.seen[INTERRUPT] = {k: v for k, v in self.versions.items() if k in self.channels}

    def _take_command(self, cmd: Command[Any], has_state: bool) -> Generator[Effect, Any, None]:
        if cmd.resume is not None and self.checkpointer is None:
            raise RuntimeError("Cannot use Command(resume=...) without checkpointer")
        if cmd.graph == Command.PARENT:
            # (LangGraph's error and text for a PARENT Command given as a run's input)
            raise InvalidUpdateError("There is no parent graph")
        self._mark_resumed()
        yield from self._maybe_fork()
        plain = cmd.resume is not None and not looks_like_id_map(cmd.resume)
        if cmd.resume is not None:
            if has_state and not has_interrupts(self.pending) and self._plan():
                # a thread paused before its next tasks (static breakpoint, update_state,
                # error) with no interrupt to answer goes on, as in LangGraph; a plain
                # value answers the first interrupt() reached in this step
                if plain:
                    self.scope.resume_slot.value = cmd.resume
                    self.scope.resume_slot.owner = None
                    self._open_resume = True
            else:
                route_resume(self.scope, self.pending, cmd.resume)
                if self.scope.targets:
                    # time travel into a subgraph: the interrupt pending at the root is the
                    # subgraph's latest, not the one of the checkpoint the caller named;
                    # the first interrupt() reached takes a plain value (LangGraph)
                    self.scope.resume_slot.owner = None
        if not plain:
            self._offer_saved_resume()
        self._warn_unknown_targets(cmd)
        writes = self.graph.map_command(cmd)
        if not has_state:
            if isinstance(self.graph.input_channels, str):
                # a fresh thread, as LangGraph: the update is applied to the input
                # checkpoint, and the Command is also the run's input (a StateGraph's
                # START task applies the update again and follows the goto; an
                # entrypoint receives the Command)
                update = self.graph.map_command(Command(update=cmd.update))
                writes = [*update, *self.graph.map_input(cmd)]
            else:
                writes = [*self.graph.map_input({}), *writes]
            self._apply_batch(writes, record_pending=False)
            self.step += 1
            self.resumed = False
            if plain:
                # nothing to resume, yet LangGraph keeps the value as the step's pending
                # answer: the first interrupt() of the first step takes it (an entrypoint's;
                # a StateGraph's first step is START, which never asks)
                self.scope.resume_slot.value = cmd.resume
                self.scope.resume_slot.owner = None
                self._open_resume = True
            yield from self._checkpoint_now("input")
        else:
            if writes:
                self._apply_batch(writes, record_pending=True)
            if (writes or plain) and self.checkpointer is not None and self.checkpoint_config is not None:
                saved = self.pending.setdefault(NULL_TASK_ID, [])
                if plain:
                    # kept with the step (as LangGraph): later runs continuing it offer the
                    # value again to an interrupt() that finds no answer (_offer_saved_resume)
                    saved[:] = [(c, v) for c, v in saved if c != RESUME]
                    saved.append((RESUME, cmd.resume))
                saved.extend(writes)
                if self.durability != "exit":
                    # (durability "exit": saved with the step's other writes only if the
                    # run stops within this step, ``_exit_save``, as LangGraph does)
                    yield PutWrites(
                        self.checkpoint_config, ckpt.saveable_writes(saved, self.untracked), NULL_TASK_ID, ""
                    )
            self._emit_current_values()

    def _warn_unknown_targets(self, cmd: Command[Any]) -> None:
        """Log each channel ``cmd`` (a run's input) writes that the graph lacks, as
        LangGraph's input pseudo-task does (the writes are dropped)."""
        channels = self.graph.channels
        goto = cmd.goto
        targets = goto if isinstance(goto, (list, tuple)) else [goto] if goto else ()
        names = [f"branch:to:{t}" for t in targets if isinstance(t, str)]
        names.extend(k for k, _ in cmd._update_as_tuples())
        for name in names:
            if name not in channels:
                logger.warning("Task __input__ with path () wrote to unknown channel %s, ignoring it.", name)

    def _offer_saved_resume(self) -> None:
        """A run continuing a step that a plain ``Command(resume=v)`` was given to
        offers ``v`` once more, as LangGraph does until the step completes (e.g. to a
        task that took it, failed and was retried into asking again): to the one
        interrupt still waiting for an answer, or to the first ``interrupt()`` call
        finding none when no single one waits. Not while a task of the step holds
        saved answers: LangGraph would hand ``v`` to that task's next ``interrupt()``
        too, a stale answer (deliberate difference (a) of the conformance suite:
        lingxigraph answers one interrupt with a plain value)."""
        if self.nested or self.scope.resume_slot.value is not MISSING:
            return
        saved = [v for c, v in self.pending.get(NULL_TASK_ID, ()) if c == RESUME]
        if not saved or any(
            c == RESUME for tid, writes in self.pending.items() if tid != NULL_TASK_ID for c, _ in writes
        ):
            return
        waiting = [
            i.id
            for tid, writes in self.pending.items()
            if tid != NULL_TASK_ID and not finished_writes(writes)
            for chan, value in writes
            if chan == INTERRUPT
            for i in value
            if i.id not in self.scope.resume_map
        ]
        self.scope.resume_slot.value = saved[-1]
        self.scope.resume_slot.owner = waiting[0] if len(waiting) == 1 else None
        self._open_resume = True

    def _has_pending_work(self) -> bool:
        """Whether the loaded checkpoint still has tasks to run (or paused ones)."""
        return bool(self.pending) or bool(self._plan())

    def _maybe_fork(self) -> Generator[Effect, Any, None]:
        """Replaying a saved checkpoint (``checkpoint_id`` in the config, input
        ``None`` or a ``Command`` without ``resume``) first saves a ``fork`` copy,
        unless that checkpoint is itself a fork or an update (LangGraph's rule:
        also for the thread's newest checkpoint)."""
        if self.checkpointer is None or not self.versions:
            return
        if self.nested:
            # a subgraph forks when the caller time travels into it, resuming or not
            if not self.time_travel:
                return
        else:
            if not (self.scope.config.get(CONF) or {}).get("checkpoint_id"):
                return
            if self.input is not None and not isinstance(self.input, Command):
                return
            if isinstance(self.input, Command) and self.input.resume is not None:
                return
        # time travel: saved resume answers are dropped, interrupt() asks again
        self.pending = {
            tid: [(c, v) for c, v in writes if c != RESUME] for tid, writes in self.pending.items()
        }
        if self.metadata.get("source") in ("update", "fork"):
            return
        self.pending = {
            tid: writes
            for tid, writes in self.pending.items()
            if tid == NULL_TASK_ID
        }
        self.carried = dict(self.pending)
        self.step += 1
        yield from self._save("fork", force=True)

    def _apply_batch(
        self,
        writes: list[tuple[str, Any]],
        *,
        record_pending: bool,
        new_step: bool = False,
        discarded: Sequence[_WriteBatch] = (),
    ) -> None:
        batch = _WriteBatch(writes)
        previous = (self.updated or ()) if new_step else ()
        updated = apply_writes(
            channels=self.channels,
            versions=self.versions,
            seen=self.seen,
            tasks=[*discarded, batch],  # type: ignore[list-item]
            clock=self.clock,
            previously_updated=previous,
            record_seen=bool(discarded),
            dirty=self.dirty if self.checkpointer is not None else None,
            shared=self.shared_channels,
        )
        self.read_gen += 1
        if self.updated is None or new_step:
            self.updated = updated
        else:
            self.updated |= updated

    def _foldable_start(self) -> Any:
        """The graph's START node, if the step that runs it on new input may be
        folded (``_folded_start``): the framework's own START node (it maps the
        input to the state keys and the static edges out of START; no routing
        function, so no user code runs in it), and nothing sees its task as a
        task: no per-task saves (no saver, or durability "exit"), no
        ``tasks``/``debug``/``checkpoints``/``messages`` chunks, no events log, no
        tracing callbacks, and the driver would run it inline (no live stream, no
        step timeout). Decided once per run, as the input is taken."""
        graph = self.graph
        node = graph.nodes.get(START)
        if node is None or graph.__dict__.get("_plain_start") is not node:
            return None
        if self.checkpointer is not None and self.durability != "exit":
            return None
        scope = self.scope
        if scope.events is not None or scope.callbacks is not None or not self.modes.isdisjoint(_START_WATCHERS):
            return None
        if scope.live or getattr(graph, "step_timeout", None) is not None:
            # the driver would run the task apart (a worker thread, an async task): the
            # wait for it lets concurrent runs go on, which orders their chunks
            return None
        return node

    def _folded_start(self) -> list[Task] | None:
        """Step 0 of a new input, its START task run here and now: what
        ``_supersteps`` does for it, without planning every candidate, the
        ``RunTasks`` round trip through the driver or the driver's task run
        (the task, its id, writes, versions, chunks and checkpoints are the
        same). ``None`` (nothing changed) when the step is not that lone task
        with a plain dict input, or when the general path must decide (a drain
        request, a breakpoint): ``_supersteps`` then plans the step as usual."""
        node, self._fold = self._fold, None
        held, self._held_input = self._held_input, MISSING
        tasks = self._fold_step(node, held)
        if tasks is None and held is not MISSING:
            # the general path plans the step: the input goes to its channel after all
            channel = self.channels[START]
            shared = self.shared_channels
            if shared is not None and shared.get(START) is channel:
                channel = self.channels[START] = channel.copy()
            channel.update([held])
            self.read_gen += 1
        return tasks

    def _fold_step(self, node: Any, held: Any) -> list[Task] | None:
        """``_folded_start`` for START's ``node``; ``held``: the input not written to
        the START channel (else ``MISSING``)."""
        graph = self.graph
        updated = self.updated
        triggering = graph.trigger_to_nodes
        # (the step's only candidate is START's node, and no Send is pending; for the
        # usual ``updated``, START's channel alone, the trigger map need not be intersected)
        if updated != _START_ONLY and (not updated or triggering.keys() & updated != _START_ONLY):
            return None
        if triggering.get(START) != [START]:
            return None
        if self._sends_pending():
            return None
        channels = self.channels
        # (``plan_tasks``' trigger test for the node)
        version = self.versions.get(START)
        if version is None:
            return None
        node_seen = self.seen.get(START)
        last = node_seen.get(START) if node_seen else None
        if last is not None and not version > last:
            return None
        value = node.read(channels, self.read_keys) if held is MISSING else held
        if type(value) is not dict:
            # (another input may fail in the task: its errors are the general path's)
            return None
        control = self.scope.runtime.control
        if control is not None and (
            control._drain_reason is not None if type(control) is RunControl else control.drain_requested
        ):
            return None
        scope = self.scope
        step = self.step + 1
        # (what ``_plan`` records for the step's tasks, and the task it plans)
        scope.saved_writes = self.pending
        checkpoint_id = self._plan_from()
        scope.step = step
        triggers = node.triggers
        task = Task((checkpoint_id, scope.ns_str, str(step), START, PULL, *triggers), START, (PULL, START), node,
                    value, triggers, scope, step)
        tasks = [task]
        if self.interrupt_before and self._should_interrupt(self.interrupt_before, tasks):
            return None
        if self._streams_checkpoints:
            self._emit_checkpoint(tasks)
        self.resumed = False
        self.scope.replaying, self.replaying = self.replaying, False
        # (the task's run: START's bound and its writer; a dict input cannot fail there,
        # and without a routing function the writer leaves nothing to await)
        node.writers[0](task, node.bound(value, task))
        if self._open_resume:
            self._open_resume = False
            self.scope.resume_slot.value = MISSING
        return tasks

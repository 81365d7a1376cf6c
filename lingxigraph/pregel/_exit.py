"""A run that stops early, for the superstep machine: what it keeps and saves.

A mixin of ``Machine``: a step whose task failed or paused keeps what the
finished tasks wrote (in the last values) and raises or reports the interrupts;
a run cancelled amid a step, or whose stream the caller closed, saves what
LangGraph's loop saves on the way out; with durability "exit", the checkpoint
and the step's writes are saved here.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import ERROR, INTERRUPT, NULL_TASK_ID, RESUME
from lingxigraph._internal._typing import MISSING
from lingxigraph.errors import InvalidUpdateError, ParentCommand
from lingxigraph.pregel import _checkpoint as ckpt
from lingxigraph.pregel._apply import apply_to_copy
from lingxigraph.pregel._attempt import add_task_note
from lingxigraph.pregel._collect import _cancelled, _done_writes
from lingxigraph.pregel._effects import Effect, PutWrites
from lingxigraph.pregel._machine_part import MachinePart
from lingxigraph.pregel._pending import CONTROL_WRITES as _CONTROL_WRITES
from lingxigraph.pregel._pending import finished_writes
from lingxigraph.types import Command

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task


class ExitSaver(MachinePart):
    """Stops a run early and saves what it holds; mixed into ``Machine``."""

    __slots__ = ()

    def _stop_unfinished(
        self, tasks: list[Task], failed: list[Task], interrupted: list[Task]
    ) -> Generator[Effect, Any, None]:
        """A task failed or interrupted: keep what finished, save, then stop or raise."""
        yield from self._exit_save(tasks)
        if failed:
            self.status = "error"
            # the first failure to arrive (not a sibling it cancelled)
            task, self.first_failed = self.first_failed, None
            if task is None or task not in failed:
                task = next((t for t in failed if not _cancelled(t)), failed[0])
            error = task.error
            assert error is not None
            if isinstance(error, ParentCommand) and not self.scope.ns:
                # no parent to take it: LangGraph lets it out of the run, addressed
                # to the root namespace ("")
                cmd = error.args[0]
                raise ParentCommand(dataclasses.replace(cmd, graph="")) if isinstance(cmd, Command) else error
            add_task_note(error, task)
            raise error
        self.status = "interrupted"
        for task in interrupted:
            if self.nested:
                # a subgraph reports every interrupt its step saved, as LangGraph: a @task's
                # interrupt and the same one again for the node or entrypoint that called it
                for _id, _name, writes in task.call_writes:
                    self.interrupts.extend(i for c, v in writes if c == INTERRUPT for i in v)
            self.interrupts.extend(task.interrupts)
        # as LangGraph, the last values show the writes a paused task made before it
        # paused too (e.g. its state update, when its conditional-edge function asked);
        # they are not saved
        finished = [t for t in tasks if not t.paused or any(c not in _CONTROL_WRITES for c, _ in t.writes)]
        try:
            self.output_values = self._values_with(finished)
            values = self._values_with(finished, stream=True) if "values" in self.modes else None
        except InvalidUpdateError:
            if not self.nested:
                raise
            # LangGraph applies a paused subgraph step's writes nowhere: the subgraph just
            # reports its interrupt (the conflict shows when its state is read)
            self.output_values = self.read_output()
            values = self.read_output(stream=True)
        # the root run then shows the finished tasks' writes in one last values chunk
        # (LangGraph applies them on exit; a subgraph only reports its interrupts)
        if (
            "values" in self.modes
            and not self.nested
            and any(t.writes for t in finished)
            and self._touches_output({c for t in finished for c, _ in t.writes})
        ):
            if self._values_due:
                self._flush_values()
            self.emit(self.scope.ns, "values", (values, ()))

    def cancelled_exit(self) -> Generator[Effect, Any, None]:
        """The run was cancelled amid a step (e.g. a subgraph whose parent task a
        sibling's failure stopped): the stopped tasks' errors are saved (durability
        "sync"/"async"); with durability "exit", save what it has, as LangGraph's
        loop does on the way out. The driver marks the tasks it
        stopped (``asyncio.CancelledError``) before running this."""
        if self.running_tasks is not None:
            tasks, self.running_tasks = self.running_tasks, None
            ran = self.running_to_run
            self.running_to_run = None
            # LangGraph runs a step's only task inline (no step timeout, chunks not streamed
            # as made): a cancel from outside then saves nothing for it
            lone = ran is not None and len(ran) == 1 and self.graph.step_timeout is None and not self._eager_stream()
            if self.checkpointer is not None and self.durability != "exit" and not self.nested and not lone:
                # as LangGraph: a task the caller's cancel stopped is saved as failed with
                # its ``CancelledError`` (get_state shows it as the task's error); a
                # subgraph stopped with its parent task saves none for its own tasks, nor
                # does a step's only task run on LangGraph's inline path
                for task in tasks:
                    if isinstance(task.error, asyncio.CancelledError) and task.id not in self.pending:
                        yield self._put_writes(task, [(ERROR, task.error)])
            yield from self._exit_save(tasks)

    def close_run(self, late: Sequence[Task] = ()) -> Generator[Effect, Any, None]:
        """The caller stopped reading the stream (the run's generator is closed):
        save what LangGraph's loop saves on the way out, and run nothing more.

        ``late`` are tasks of the running step that finished after the close
        (the driver waited for them): their writes are saved as any finished
        task's are. With durability "exit", the checkpoint and the writes of
        the tasks finished before the close are saved; the step stays unfinished.
        Stream events made here reach nobody.
        """
        for task in late:
            yield from self._task_finished(task, True)
        tasks, self.running_tasks = self.running_tasks, None
        finished, self.finished_tasks = self.finished_tasks, None
        if tasks is None:
            yield from self._exit_save([])
        else:
            yield from self._exit_save(finished or [])

    def _exit_save(self, tasks: list[Task]) -> Generator[Effect, Any, None]:
        """Durability "exit", the run stopping early: save its checkpoint and the step's writes.

        Like LangGraph, every pending write the run holds is saved again, per task, for
        the saved checkpoint: those loaded with the thread's checkpoint (until a step
        completes; new input does not drop them), the ``@task`` calls' and those of the
        tasks run now (replacing their loaded ones).
        """
        if self.checkpointer is None or self.durability != "exit":
            return
        if self.unsaved:
            yield from self._write_checkpoint()
        by_task = {tid: list(writes) for tid, writes in self.carried.items()}
        for tid, writes in self.pending.items():
            if by_task.get(tid) != writes:
                by_task[tid] = list(writes)
        if NULL_TASK_ID in by_task and self.scope.resume_slot.value is MISSING and not self.nested:
            # as LangGraph: the interrupt() that took a plain resume value removed it from
            # the step's pending writes, so the exit save does not keep it
            by_task[NULL_TASK_ID] = [(c, v) for c, v in by_task[NULL_TASK_ID] if c != RESUME]
        paths = {task.id: ckpt.task_path_str(task.path) for task in tasks}
        for task in tasks:
            loaded = self.carried.get(task.id)
            if isinstance(task.error, ParentCommand) or (loaded and finished_writes(loaded)):
                continue  # not a result / not run again (its loaded writes stand)
            if _cancelled(task):
                # LangGraph saves at exit before the cancelled siblings report back
                continue
            if task.error is not None:
                # (with the answers it took: as the other durabilities save it)
                writes = self._error_writes(task)
            elif task.interrupts or task.paused:
                # (paused with no interrupt value: a subgraph stopped at a breakpoint)
                writes = self._interrupt_writes(task)
            else:
                writes = _done_writes(task)
            self.pending[task.id] = writes
            by_task[task.id] = writes
        config = self.checkpoint_config or ckpt.load_config(self.scope)
        for tid, writes in by_task.items():
            if writes:
                yield PutWrites(config, ckpt.saveable_writes(writes, self.untracked), tid, paths.get(tid, ""))

    def _values_with(self, tasks: list[Task], *, stream: bool = False) -> Any:
        """Output values as if ``tasks``' writes were applied (channels untouched)."""
        if not tasks:
            return self.read_output(stream=stream)
        channels = dict(self.channels)
        apply_to_copy(channels, tasks)
        if self.unreadable_key is not None:
            raise KeyError(self.unreadable_key)
        if self.values_keys is not None:
            # the run's output_keys
            from lingxigraph.pregel._node import read_channels

            return read_channels(channels, self.values_keys)
        return self.graph.read_output_from(channels, stream=stream)

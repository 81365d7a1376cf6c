"""Task results for the superstep machine: writes served without running, and
each task's end.

A mixin of ``Machine``: before a step runs (unless it is a plain one), its
breakpoints and start events are considered and tasks whose writes the checkpoint
saved (or the node cache holds) are served from there; as each task finishes,
its writes are saved (durability "sync"/"async"), cached and streamed, its
interrupt or failure recorded, and a failure an error handler takes gets the
handler's task.
"""

from __future__ import annotations

import asyncio
from collections.abc import Generator, Sequence
from typing import Any

from lingxigraph._internal._constants import (
    ERROR,
    ERROR_SOURCE_NODE,
    INTERRUPT,
    NO_WRITES,
    PUSH,
    RESUME,
)
from lingxigraph.errors import GraphBubbleUp, GraphDrained, GraphInterrupt, ParentCommand
from lingxigraph.pregel import _checkpoint as ckpt
from lingxigraph.pregel._effects import CacheGet, CacheSet, Effect, PutWrites
from lingxigraph.pregel._machine_part import MachinePart
from lingxigraph.pregel._messages import emit_messages_to_callers, emit_returned_messages
from lingxigraph.pregel._pending import CONTROL_WRITES as _CONTROL_WRITES
from lingxigraph.pregel._pending import finished_writes
from lingxigraph.pregel._task import Task


def _cancelled(task: Task) -> bool:
    """Whether the driver stopped ``task`` because a sibling failed (``CancelTasks``)."""
    return isinstance(task.error, asyncio.CancelledError)


def _done_writes(task: Task) -> list[tuple[str, Any]]:
    """The writes saved for a task that finished: its own, marked done with
    ``NO_WRITES`` when it wrote nothing (resume answers alone do not count)."""
    writes = list(task.writes)
    if all(c == RESUME for c, _ in writes):
        writes.append((NO_WRITES, None))
    return writes


class TaskCollector(MachinePart):
    """Serves saved or cached writes and takes each finished task; mixed into ``Machine``."""

    __slots__ = ()

    def _prepare_step(self, tasks: list[Task], resumed: bool) -> Generator[Effect, Any, list[Task] | None]:
        """The tasks of the step to run now (``None``: the run stops before the step):
        breakpoints, events, saved and cached writes, and saved error handlers
        (appended to ``tasks``) considered."""
        self.resumed = False
        if not resumed and self.interrupt_before and self._should_interrupt(self.interrupt_before, tasks):
            self.status = "interrupt_before"
            self._emit_static_interrupt()
            return None
        if self.scope.events is not None:
            self._event("superstep_start", self.step + 1, metadata={"tasks": [t.name for t in tasks]})
        if self.pending:
            to_run = self._reuse_saved_writes(tasks)
            handlers = self._saved_error_handlers(tasks, to_run)
            partial = len(to_run) < len(tasks)
        else:
            to_run, handlers, partial = tasks, (), False
        self.scope.replaying, self.replaying = self.replaying, False
        if partial:
            # a resumed step: every task starts (as LangGraph reports it), then
            # the saved writes of the finished ones come out as cached updates
            self._emit_task_starts(tasks)
            for task in tasks:
                if task not in to_run:
                    task.cached = True
                    self._emit_update(task)
        elif to_run:
            if self._start_events:
                self._emit_task_starts(to_run)
            if self.graph.cache is not None:  # (no generator per step when nothing is cached)
                to_run = yield from self._reuse_cached_writes(to_run)
        for handler in handlers:
            # a failure handled before the run stopped: its handler (not the node) runs
            # again, unless it finished then (LangGraph, on resume)
            tasks.append(handler)
            if not handler.writes:
                to_run = [*to_run, handler]
        return to_run

    def _reuse_saved_writes(self, tasks: list[Task]) -> list[Task]:
        """Tasks with saved successful writes are not run again; resume answers
        saved for interrupted tasks are handed back to them."""
        pending = self.pending
        if not pending:
            return tasks
        to_run = []
        for task in tasks:
            saved = pending.get(task.id)
            if saved is None:
                to_run.append(task)
                continue
            if not finished_writes(saved) or self.replaying:
                # (a replay, or a subgraph's first step, runs finished tasks again:
                # they too get back the answers their interrupt() calls took)
                resume = [v for c, v in saved if c == RESUME]
                if resume:
                    task.resume = list(resume[-1])
                to_run.append(task)
                continue
            task.writes = [(c, v) for c, v in saved if c not in _CONTROL_WRITES]
        return to_run

    def _saved_error_handlers(self, tasks: list[Task], to_run: list[Task]) -> list[Task]:
        """Error-handler tasks for the step's tasks whose saved writes record a failure
        routed to their handler (``__error_source_node__``); a handler whose own saved
        writes show it finished gets them back (and an empty write list means: run it).

        As LangGraph, the handler's ``NodeError.error`` is the error as it was saved
        (``InMemorySaver`` and SQLite keep an exception's repr string).
        """
        handlers = []
        for task in tasks:
            saved = self.pending.get(task.id)
            if task in to_run or not saved or not any(c == ERROR_SOURCE_NODE for c, _ in saved):
                continue
            error = next((v for c, v in saved if c == ERROR), None)
            handler = self._error_handler_task(task, error) if error is not None else None
            if handler is None:
                continue
            task.writes = []
            task.hidden_update = True
            done = self.pending.get(handler.id)
            if done and finished_writes(done):
                handler.writes = [(c, v) for c, v in done if c not in _CONTROL_WRITES]
            handlers.append(handler)
        return handlers

    def _cache_key(self, task: Task) -> tuple[tuple[str, ...], str] | None:
        policy = task.node.cache_policy
        if policy is None or self.graph.cache is None:
            return None
        from lingxigraph._internal._cache_key import hashed_cache_key

        # (a key function's error, or a key neither str nor bytes, fails the run as in LangGraph)
        key = hashed_cache_key(policy.key_func(task.input))
        return (("__pregel_ns_writes", task.node.cache_id, task.name), key)

    def _reuse_cached_writes(self, tasks: list[Task]) -> Generator[Effect, Any, list[Task]]:
        """Serve tasks whose writes are cached; returns the tasks left to run."""
        if self.graph.cache is None or not any(t.node.cache_policy for t in tasks):
            return tasks
        keys = {t.id: self._cache_key(t) for t in tasks}
        wanted = [k for k in keys.values() if k is not None]
        hits = (yield CacheGet(wanted)) if wanted else {}
        left = []
        for task in tasks:
            key = keys[task.id]
            if key is None or key not in hits:
                left.append(task)
                continue
            task.writes = [tuple(w) for w in hits[key]]
            task.cached = True
            self._emit_update(task)
        return left

    def _task_finished(self, task: Task, many: bool) -> Generator[Effect, Any, None]:
        error = task.error
        if self.scope.events is not None:
            if error is None:
                self._event("task_end", task.step, task)
            elif isinstance(error, GraphInterrupt):
                self._event("interrupt", task.step, task, {"interrupts": [i.id for i in error.interrupts]})
            else:
                self._event("task_error", task.step, task, {"error": repr(error)})
        persist = self.checkpointer is not None and self.durability != "exit"
        node_finished = self.node_finished
        for child_id, child_name, writes in task.call_writes:
            if self.pending.get(child_id) == writes or getattr(writes, "cached", False):
                # (a call answered from the cache is not saved, as LangGraph)
                continue
            self.pending[child_id] = writes
            if node_finished is not None and not any(c == ERROR for c, _ in writes):
                node_finished(child_name)
            if persist:
                yield PutWrites(
                    self.checkpoint_config or ckpt.load_config(self.scope),
                    writes,
                    child_id,
                    ckpt.task_path_str((PUSH, task.path, child_name)),
                )
        if error is None:
            if node_finished is not None and not task.node.hidden:
                node_finished(task.name)
            if persist:
                yield self._put_writes(task, _done_writes(task))
            if "messages" in self.modes and not task.parent_command:
                # (LangGraph streams no messages of a Command a subgraph sent to its parent)
                emit_returned_messages(task, self.stream_key_set)
            if self.scope.foreign_messages and not task.parent_command:
                emit_messages_to_callers(task, self.stream_key_set, self.scope.foreign_messages)
            key = self._cache_key(task) if self.graph.cache is not None else None
            if key is not None:
                policy = task.node.cache_policy
                yield CacheSet({key: (list(task.writes), policy.ttl if policy else None)})
            self._emit_update(task)
            self._emit_task_result(task)
            return
        if isinstance(error, GraphInterrupt):
            task.interrupts = [*task.interrupts, *error.interrupts]
            task.paused = True
            task.error = None
            if persist:
                yield self._put_writes(task, self._interrupt_writes(task))
            if task.interrupts:
                # as LangGraph: each task reports its interrupt as it finishes; the values
                # chunk is the state before the step (siblings' writes not applied yet)
                if "updates" in self.modes:
                    self.emit(self.scope.ns, "updates", {INTERRUPT: tuple(task.interrupts)})
                if "values" in self.modes and not task.node.hidden:
                    if self._values_due:
                        self._flush_values()
                    self.emit(self.scope.ns, "values", (self.read_output(stream=True), tuple(task.interrupts)))
                self._emit_task_result(task)
            elif "updates" in self.modes and not self.nested:
                # a subgraph stopped at a static breakpoint: reported by the root graph
                # only, as LangGraph (a graph between them reports nothing; the task
                # has no result event either)
                self.emit(self.scope.ns, "updates", {INTERRUPT: ()})
            return
        if self._handles(task, error):
            # the failure is handled (the handler task runs next in this step): the
            # task is saved and reported with its error, and writes nothing
            task.writes = []
            if persist:
                # (LangGraph's marker write: the step's snapshot shows the task's result as {})
                yield self._put_writes(task, [(ERROR, error), (ERROR_SOURCE_NODE, task.name)])
            self._emit_task_result(task)
            task.error = None
            task.hidden_update = True
            return
        if isinstance(error, (ParentCommand, GraphDrained)):
            # control flow, not a failure (a subgraph stopped by a drain request too):
            # nothing saved, no result event (as LangGraph)
            return
        if persist:
            yield self._put_writes(task, self._error_writes(task))
        if not _cancelled(task):  # (stopped by a sibling's failure: LangGraph reports no result)
            self._emit_task_result(task)

    def _eager_stream(self) -> bool:
        """Whether LangGraph streams this run's chunks as they are made (its runner
        then never takes the lone-task path): a subgraph runs as its caller's node
        with LangGraph's ``invoke`` defaults, so only ``stream_eager`` counts there."""
        if self.nested:
            return bool(getattr(self.graph, "stream_eager", False))
        modes = self.modes
        return (
            "custom" in modes
            or "messages" in modes
            or self.scope.stream_subgraphs
            or bool(getattr(self.graph, "stream_eager", False))
        )

    def _handles(self, task: Task, error: BaseException | None) -> bool:
        """Whether ``task``'s node has an error handler (node) that takes ``error``."""
        return (
            task.node.error_handler is not None
            and task.node.error_handler in self.graph.nodes
            and isinstance(error, Exception)
            and not isinstance(error, (ParentCommand, GraphBubbleUp))
        )

    def _error_handler_task(self, task: Task, saved_error: Any = None) -> Task | None:
        """The task running ``task``'s error handler in this step, if its failure is
        handled (LangGraph's id parts and path for a node error handler); with
        ``saved_error``, for a failure read back from the checkpoint."""
        error = task.error if saved_error is None else saved_error
        if saved_error is None and not self._handles(task, error):
            return None
        if saved_error is not None and task.node.error_handler not in self.graph.nodes:
            return None
        from lingxigraph.errors import NodeError

        name = task.node.error_handler
        node = self.graph.nodes.get(name) if name is not None else None
        if node is None:
            return None
        value = node.read(self.channels)
        value = dict(value) if isinstance(value, dict) else {}
        value[f"branch:to:{name}"] = NodeError(task.name, error)
        return Task(
            id_parts=(self.scope.checkpoint_id, self.scope.ns_str, str(task.step), name, PUSH,
                      "node_error_handler", task.id),
            name=name,
            path=(*task.path[:3], "node_error_handler", False),
            node=node,
            input=value,
            triggers=(PUSH,),
            scope=self.scope,
            step=task.step,
        )

    @staticmethod
    def _error_writes(task: Task) -> list[tuple[str, Any]]:
        # answers the task consumed before failing are kept: a retry of the
        # step (invoke(None)) hands them back instead of interrupting again
        writes: list[tuple[str, Any]] = [(RESUME, list(task.resume))] if task.resume else []
        # as LangGraph: what the task wrote before failing (its state update, when a
        # conditional-edge function raised) is saved with the error, and makes the
        # task count as done when the step runs again
        writes.extend(w for w in task.writes if w[0] not in _CONTROL_WRITES)
        writes.append((ERROR, task.error))
        return writes

    @staticmethod
    def _interrupt_writes(task: Task) -> list[tuple[str, Any]]:
        # a list: LangGraph hands the saver a tuple, which its serde gives back as a
        # list; lingxigraph's serde keeps tuples, so the list is what readers match
        writes: list[tuple[str, Any]] = [(INTERRUPT, list(task.interrupts))]
        if task.resume:
            writes.append((RESUME, list(task.resume)))
        return writes

    def _put_writes(self, task: Task, writes: Sequence[tuple[str, Any]]) -> PutWrites:
        config = self.checkpoint_config or ckpt.load_config(self.scope)
        self.pending.setdefault(task.id, []).extend(writes)
        return PutWrites(config, ckpt.saveable_writes(writes, self.untracked), task.id, ckpt.task_path_str(task.path))

"""Stream emission for the superstep machine: every public stream mode's events.

A mixin of ``Machine``: it reads the machine's state (scope, modes, current
checkpoint, pending writes) and pushes ``(namespace, mode, payload)`` events
to the run's sink. It never yields effects.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import CONF, INTERRUPT
from lingxigraph.pregel import _checkpoint as ckpt
from lingxigraph.pregel._payloads import (
    checkpoint_payload,
    debug_event,
    task_result_payload,
    task_start_payload,
    update_value,
)
from lingxigraph.pregel._apply import stable_channel_types
from lingxigraph.pregel._machine_part import MachinePart

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task


class StreamEmitter(MachinePart):
    """Builds and emits stream events; mixed into ``Machine``."""

    __slots__ = ()

    def read_output(self, *, stream: bool = False) -> Any:
        raise NotImplementedError

    def _event(
        self,
        kind: str,
        step: int | None = None,
        task: Task | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        """Emit an ``events``-mode lifecycle event (no-op unless that mode is on)."""
        counter = self.scope.events
        if counter is None:
            return
        event = counter.make(
            kind,
            self.scope.ns,
            step,
            task_id=task.id if task is not None else None,
            node=task.name if task is not None else None,
            metadata=metadata,
        )
        self.emit(self.scope.ns, "events", event)


    def _emit_current_values(self) -> None:
        if "values" in self.modes:
            self.emit(self.scope.ns, "values", (self.read_output(stream=True), ()))

    def _touches_output(self, updated: set[str]) -> bool:
        keys = self.values_keys if self.values_keys is not None else self.stream_key_set
        if isinstance(keys, str):
            return keys in updated
        return not updated.isdisjoint(keys)

    def _values_stay(self, keys: str | Iterable[str]) -> bool:
        """Whether the values chunks may wait (``values_last``): no tracing callbacks
        (they hear each chunk), and every channel a chunk shows changes only by
        writes a barrier reports (a ``LastValue`` or reducer channel of exact type,
        nothing consumed): a chunk made when the next one is due, or when the run
        ends, shows what it would have shown when its step ended."""
        if self.scope.callbacks is not None:
            return False
        graph = self.graph
        specs = graph.channels
        # (the answer is kept on the graph for the keys last asked about; a list of
        # keys is kept as a tuple: the caller may change the list later)
        probe = keys if type(keys) is frozenset or isinstance(keys, str) else tuple(keys)
        known = self.facts
        memo = known.get("_stable_values")
        if memo is not None and memo[0] == probe:
            return memo[1]
        stable = stable_channel_types()
        consumers = self._consumers or ()
        answer = True
        for key in (keys,) if isinstance(keys, str) else keys:
            spec = specs.get(key)
            if spec is not None and (type(spec) not in stable or key in consumers):
                answer = False
                break
        known["_stable_values"] = (probe, answer)
        return answer

    def _flush_values(self) -> None:
        """Make the values chunk a barrier left due (``values_last``): before any other
        values chunk, and when the run ends."""
        self._values_due = False
        chunk = dict(self._view) if self._view_gen == self.read_gen else self.read_output(stream=True)
        self.emit(self.scope.ns, "values", (chunk, ()))


    def _stream_parent_config(self) -> Any:
        """``parent_config`` of a ``checkpoints``/``debug`` checkpoint event."""
        parent = self.parent_config
        if parent is not None and parent is self.saved_parent_config and not self.nested:
            conf = parent.get(CONF)
            return {**parent, CONF: dict(conf)} if conf is not None else dict(parent)
        return ckpt.stream_parent_config(self.scope, parent, self.parents)

    def _emit_checkpoint(self, tasks: list[Task]) -> None:
        """Stream the current checkpoint once, planned ``tasks`` included; called only
        when the run streams checkpoints (``_streams_checkpoints``: a saver, and the
        ``checkpoints`` or ``debug`` mode)."""
        # (a due id is never empty: not made here, most runs stream no checkpoint)
        if self.emitted_checkpoint or (self._due_id is None and not self._checkpoint_id):
            return
        self.emitted_checkpoint = True
        wants = self.modes
        payload = checkpoint_payload(
            config=ckpt.stream_config(self.scope, self.checkpoint_id, self.parents),
            parent_config=self._stream_parent_config(),
            # the graph's state keys, whatever the run's output_keys
            values=self.graph.read_output_from(self.scope.channels, stream=True),
            metadata=self.metadata,
            tasks=tasks,
            saved_writes=self.pending,
            output_keys=self.values_keys if self.values_keys is not None else self.graph.stream_channels_asis,
            subgraph_state=ckpt.subgraph_states(self.graph, tasks, self.scope),
        )
        ns = self.scope.ns
        if "checkpoints" in wants:
            self.emit(ns, "checkpoints", payload)
        if "debug" in wants:
            self.emit(ns, "debug", debug_event(self.step, "checkpoint", payload))


    def _emit_task_starts(self, tasks: list[Task]) -> None:
        if self.scope.events is not None:
            for task in tasks:
                self._event("task_start", task.step, task)
        wants = self.modes
        if "tasks" not in wants and "debug" not in wants:
            return
        ns = self.scope.ns
        for task in tasks:
            if task.node.hidden:
                continue
            payload = task_start_payload(task)
            if "tasks" in wants:
                self.emit(ns, "tasks", payload)
            if "debug" in wants:
                self.emit(ns, "debug", debug_event(task.step, "task", payload))


    def _emit_task_result(self, task: Task) -> None:
        wants = self.modes
        if task.node.hidden or ("tasks" not in wants and "debug" not in wants):
            return
        payload = task_result_payload(task, self.stream_keys)
        ns = self.scope.ns
        if "tasks" in wants:
            self.emit(ns, "tasks", payload)
        if "debug" in wants:
            self.emit(ns, "debug", debug_event(task.step, "task_result", payload))


    def _emit_update(self, task: Task) -> None:
        if "updates" not in self.modes or task.node.hidden or task.hidden_update:
            return
        keys = self.values_keys if self.values_keys is not None else self.graph.stream_channels_asis
        chunk = {task.name: update_value(task.writes, keys)}
        if task.cached:
            chunk["__metadata__"] = {"cached": True}
        self.emit(self.scope.ns, "updates", chunk)


    def _emit_static_interrupt(self) -> None:
        self._event("interrupt", self.step, metadata={"kind": self.status})
        # a subgraph's breakpoint is reported by the parent graph (its task interrupted)
        if "updates" in self.modes and not self.nested:
            self.emit(self.scope.ns, "updates", {INTERRUPT: ()})

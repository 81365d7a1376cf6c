"""The barrier: apply one superstep's writes to the channels.

Pure: mutates the channels, versions and seen-maps it is given and returns
the names of the channels that changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import PUSH
from lingxigraph._internal._typing import MISSING
from lingxigraph.channels.base import BaseChannel
from lingxigraph.pregel._graph_memo import facts

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task

NextVersion = Callable[[Any], Any]


def task_order(task: Task) -> tuple[Any, ...]:
    """Sort key applying writes in a fixed order: triggered nodes by name, then
    ``Send`` tasks by index (LangGraph's order)."""
    path = task.path
    if path[0] == PUSH:
        return (1, path[1] if isinstance(path[1], int) else 0, str(path[1:]))
    return (0, task.name, "")


class _CallWrites:
    """The writes of one functional-API call (``@task``) a task made, as a push
    task's for `apply_writes`: no triggers, ordered after the step's own tasks."""

    __slots__ = ("path", "name", "writes")
    triggers = ()

    def __init__(self, path: tuple[Any, ...], name: str, writes: list[tuple[str, Any]]) -> None:
        self.path = path
        self.name = name
        self.writes = writes


def with_call_writes(tasks: Sequence[Task]) -> list[Any]:
    """``tasks`` and the writes of the ``@task`` calls they made (``call_writes``).

    As in LangGraph, a called task's writes to state channels (``push_message``
    from inside it, say) are applied at its caller's barrier, after the writes of
    the step's node and ``Send`` tasks; its result and error entries name no
    channel and are skipped there.
    """
    out: list[Any] = list(tasks)
    for task in tasks:
        parent = str(task.path)
        for index, (_id, name, writes) in enumerate(task.call_writes):
            out.append(_CallWrites((PUSH, sys.maxsize, parent, f"{index:010d}"), name, writes))
    return out


def int_next_version(current: Any) -> int:
    """The version after ``current`` for a run without a saver: 1, 2, 3..."""
    return 1 if current is None else int(current) + 1


class VersionClock:
    """Hands out channel versions: one new version per superstep, above every
    version seen so far."""

    __slots__ = ("current", "_next", "_pending")

    def __init__(self, current: Any, next_version: NextVersion) -> None:
        self.current = current
        self._next = next_version
        self._pending: Any = None

    def observe(self, version: Any) -> None:
        """Account for a version loaded from a checkpoint."""
        if self.current is None or (version is not None and version > self.current):
            self.current = version

    def tick(self) -> Any:
        """The version for writes of the current step (made once per step)."""
        if self._pending is None:
            self._pending = self._next(self.current)
        return self._pending

    def end_step(self) -> None:
        """Close the step: the version handed out becomes the current maximum."""
        if self._pending is not None:
            self.current = self._pending
            self._pending = None


def apply_writes(
    channels: Mapping[str, BaseChannel[Any, Any, Any]],
    versions: dict[str, Any],
    seen: dict[str, dict[str, Any]],
    tasks: Sequence[Task],
    clock: VersionClock,
    previously_updated: Iterable[str],
    record_seen: bool = True,
    dirty: set[str] | None = None,
    shared: Mapping[str, Any] | None = None,
    consumers: Collection[str] | None = None,
) -> set[str]:
    """Apply ``tasks``' writes to ``channels`` and bump versions of what changed.

    Args:
        channels: live channels (mutated).
        versions: channel → version (mutated).
        seen: node → channel → version (mutated: each task's triggers are marked seen; a
            node's inner map is replaced, never changed in place).
        tasks: the step's tasks; their writes are applied in ``task_order``.
        clock: versions for this step.
        previously_updated: channels updated by the previous step; the ones not
            written now get an empty update so one-step values clear.
        record_seen: mark the tasks' triggers as seen.
        dirty: if given, receives every channel whose version was bumped
            (written, consumed or cleared).
        shared: empty channels ``channels`` still shares with other runs
            (``empty_channels``); one is copied before its first write.
        consumers: the channels whose ``consume`` may do something
            (``consuming_channels``); ``None``: any may.

    Returns:
        Names of the channels that were written and changed (cleared or
        consumed channels are not included: they can trigger nothing).

    Raises:
        InvalidUpdateError: a channel refused the writes (e.g. two values for a
            ``LastValue`` key); nothing after it is applied.
    """
    ordered = sorted(tasks, key=task_order) if len(tasks) > 1 else tasks
    if record_seen:
        for task in ordered:
            triggers = task.triggers
            if not triggers:
                continue
            if triggers[0] == PUSH:
                # a push task marks nothing seen, but its node still gets an
                # (empty) entry in the saved ``versions_seen``, as in LangGraph
                if task.name not in seen:
                    seen[task.name] = {}
                continue
            # copy-on-write: saved checkpoints share the inner maps (see new_checkpoint)
            name = task.name
            node_seen = seen[name].copy() if name in seen else {}
            for chan in triggers:
                if chan in versions:
                    current = versions[chan]
                    if current is not None:
                        node_seen[chan] = current
            seen[name] = node_seen
    # every channel bumped in this step gets the same version: the clock hands
    # out one per step (``VersionClock.tick``, inlined), fetched on the first bump
    version: Any = clock._pending
    # channels whose ``consume`` does something (most ignore it: not called), once each
    consumed: set[str] | None = None
    for task in ordered if consumers is None or consumers else ():
        for chan in task.triggers:
            if chan not in channels:
                continue
            channel = channels[chan]
            if type(channel).consume is _BASE_CONSUME:
                continue
            if consumed is None:
                consumed = set()
            elif chan in consumed:
                continue
            consumed.add(chan)
            if channel.consume():
                if version is None:
                    version = clock._pending = clock._next(clock.current)
                versions[chan] = version
                if dirty is not None:
                    dirty.add(chan)
    # channel -> its value; the (rare) channels written more than once get the list
    # of all their values in ``several`` (and their first value in ``grouped``)
    several: dict[str, list[Any]] | None = None
    if len(ordered) != 1 or len(grouped := dict(writes := ordered[0].writes)) != len(writes):
        grouped, several = _group(ordered)
    # (else one task writing each channel once: grouped by one C call)
    one_value = _ONE_VALUE or _one_value()
    updated: set[str] = set()
    for chan, value in grouped.items():
        if chan not in channels:
            continue
        channel = channels[chan]
        if shared is not None and chan in shared and shared[chan] is channel:
            channel = channels[chan] = channel.copy()  # type: ignore[index]
        # (a channel's or reducer's error propagates as it is: LangGraph adds no note)
        if several is not None and chan in several:
            if not channel.update(several[chan]):
                continue
        elif type(channel) in one_value:
            # ``update([value])`` of these types, without the call: the value is stored
            channel.value = value
        elif not channel.update([value]):
            continue
        # (the channel changed)
        if version is None:
            current = clock.current
            # (``int_next_version`` of an int, without the call: a run without a saver)
            version = clock._pending = (
                current + 1 if type(current) is int and clock._next is int_next_version else clock._next(current)
            )
        versions[chan] = version
        updated.add(chan)
        if dirty is not None:
            # now, not at the end: a later channel may raise, and a checkpoint
            # saved after that must still store this one's new value
            dirty.add(chan)
    ephemeral = (_SHAREABLE or _shareable())[1]
    unchanged = _KEEP_ON_EMPTY or stable_channel_types()
    for chan in previously_updated:
        if chan in grouped or chan not in channels:
            continue
        channel = channels[chan]
        kind = type(channel)
        if kind is ephemeral:
            # ``update(())`` of an EphemeralValue, without the call: cleared if set
            if channel.value is MISSING:
                continue
            channel.value = MISSING
        elif kind in unchanged or not channel.update(()):
            continue
        # (the channel changed)
        if version is None:
            version = clock._pending = clock._next(clock.current)
        versions[chan] = version
        if dirty is not None:
            dirty.add(chan)
        if shared is not None and type(channel) is ephemeral and chan in shared:
            # cleared: back to the shared empty instance, so a long run does
            # not keep one copy per branch channel it ever wrote
            channels[chan] = shared[chan]  # type: ignore[index]
    if version is not None:  # (``VersionClock.end_step``, inlined)
        clock.current = version
        clock._pending = None
    return updated


def _group(tasks: Sequence[Task]) -> tuple[dict[str, Any], dict[str, list[Any]] | None]:
    """``tasks``' writes by channel: each channel's first value, and for the (rare)
    channels written more than once, the list of all their values (``None`` if none)."""
    grouped: dict[str, Any] = {}
    several: dict[str, list[Any]] | None = None
    for task in tasks:
        for chan, value in task.writes:
            if chan in grouped:
                if several is None:
                    several = {}
                if chan in several:
                    several[chan].append(value)
                else:
                    several[chan] = [grouped[chan], value]
            else:
                grouped[chan] = value
    return grouped, several


_BASE_CONSUME = BaseChannel.consume
"""``consume`` of channels that ignore it: not called for them."""


_SHAREABLE: tuple[type[Any], ...] | None = None


_ONE_VALUE: frozenset[type[Any]] | None = None


_KEEP_ON_EMPTY: frozenset[type[Any]] | None = None


def stable_channel_types() -> frozenset[type[Any]]:
    """Channel types whose value changes only by a write: ``update(())`` changes nothing
    and reports no change, nor does the end of a step (exact types: a subclass may
    differ). A state key a step did not write is left as it is, without the call."""
    global _KEEP_ON_EMPTY
    if _KEEP_ON_EMPTY is not None:
        return _KEEP_ON_EMPTY
    from lingxigraph.channels.binop import BinaryOperatorAggregate
    from lingxigraph.channels.last_value import LastValue

    _KEEP_ON_EMPTY = frozenset({LastValue, BinaryOperatorAggregate})
    return _KEEP_ON_EMPTY


def _one_value() -> frozenset[type[Any]]:
    """Channel types whose ``update([value])`` (one value) stores ``value`` in
    their ``value`` slot and reports a change (exact types: a subclass may
    override ``update``)."""
    global _ONE_VALUE
    from lingxigraph.channels.ephemeral_value import EphemeralValue
    from lingxigraph.channels.last_value import LastValue

    _ONE_VALUE = frozenset({LastValue, EphemeralValue})
    return _ONE_VALUE


def _shareable() -> tuple[type[Any], ...]:
    """Channel types whose empty instance changes only by a non-empty ``update``:
    ``consume()``, ``finish()`` and ``update(())`` leave an empty one untouched."""
    global _SHAREABLE
    if _SHAREABLE is None:
        from lingxigraph.channels.ephemeral_value import EphemeralValue
        from lingxigraph.channels.last_value import LastValue, LastValueAfterFinish

        _SHAREABLE = (LastValue, EphemeralValue, LastValueAfterFinish)
    return _SHAREABLE


def consuming_channels(graph: Any, known: dict[str, Any] | None = None) -> frozenset[str]:
    """Names of ``graph``'s channels whose ``consume`` does something (most channel
    types ignore it).

    ``graph`` is a compiled ``Pregel``; the answer is kept on it, in ``known`` (its
    ``_graph_memo.facts``, looked up when not given)."""
    if known is None:
        known = facts(graph)
    names = known.get("_consuming_channels")
    if names is None:
        names = known["_consuming_channels"] = frozenset(
            k for k, spec in graph.channels.items() if type(spec).consume is not _BASE_CONSUME
        )
    return names


def empty_channels(graph: Any, known: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Fresh empty channels for a run of ``graph``, and the ones among them shared.

    Making a thousand channel objects per run costs more than the rest of a
    short run, so empty channels of the ``_shareable`` types are made once per
    graph (kept in ``known``, its ``_graph_memo.facts``, looked up when not
    given) and shared by every run; ``apply_writes(shared=...)`` replaces one by
    a copy before writing to it. Other channel types (reducers hold a mutable
    empty value) are made new for each run.

    Returns:
        ``(channels, shared)``: the run's channel map (same keys and order as
        ``graph.channels``) and the shared entries of it.
    """
    if known is None:
        known = facts(graph)
    specs = graph.channels
    cache = known.get("_empty_channels")
    if cache is None:
        kinds = _shareable()
        template: dict[str, Any] = {}
        fresh: list[str] = []
        for key, spec in specs.items():
            if type(spec) in kinds:
                template[key] = spec.from_checkpoint(MISSING)
            else:
                template[key] = None
                fresh.append(key)
        shared = {k: v for k, v in template.items() if v is not None}
        cache = known["_empty_channels"] = (template, tuple(fresh), shared)
    template, fresh, shared = cache
    channels = dict(template)
    for key in fresh:
        channels[key] = specs[key].from_checkpoint(MISSING)
    return channels, shared


def finish_channels(
    channels: Mapping[str, BaseChannel[Any, Any, Any]],
    names: Iterable[str],
    versions: dict[str, Any],
    clock: VersionClock,
) -> set[str]:
    """Tell ``names`` channels the run is finishing; returns those that changed
    (deferred nodes subscribe to them)."""
    updated: set[str] = set()
    for chan in names:
        channel = channels.get(chan)
        if channel is not None and channel.finish():
            versions[chan] = clock.tick()
            updated.add(chan)
    clock.end_step()
    return updated


def apply_to_copy(channels: dict[str, Any], tasks: Sequence[Any]) -> None:
    """Replace, in ``channels`` (a copy of the live map), each channel ``tasks``
    wrote with a copy holding those writes applied in ``task_order``; the live
    channels are untouched (snapshots, interrupted steps)."""
    written: dict[str, list[Any]] = {}
    for task in sorted(tasks, key=task_order):
        for chan, value in task.writes:
            if chan in channels:
                written.setdefault(chan, []).append(value)
    for chan, values in written.items():
        copy = channels[chan].copy()
        copy.update(values)
        channels[chan] = copy

"""Planning: which tasks run in the next superstep.

Pure functions of the channels, their versions and what each node has seen.
Only the nodes subscribed to channels that changed are examined, so the work
is proportional to what changed, not to the size of the graph.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from copy import copy
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import PULL, PUSH, TASKS
from lingxigraph._internal._typing import MISSING
from lingxigraph.channels.ephemeral_value import EphemeralValue
from lingxigraph.channels.last_value import LastValue
from lingxigraph.channels.topic import Topic as _Topic
from lingxigraph.errors import EmptyChannelError
from lingxigraph.pregel._task import RunScope, Task

if TYPE_CHECKING:
    from lingxigraph.channels.base import BaseChannel
    from lingxigraph.pregel._node import PregelNode

Versions = dict[str, Any]


def plan_tasks(
    nodes: Mapping[str, PregelNode],
    channels: Mapping[str, BaseChannel[Any, Any, Any]],
    versions: Versions,
    seen: Mapping[str, Versions],
    candidates: Iterable[str] | None,
    scope: RunScope,
    step: int,
    checkpoint_id: str,
    read_keys: Callable[[Sequence[str]], dict[str, Any]] | None = None,
) -> list[Task]:
    """The tasks of superstep ``step``: ``Send`` (push) tasks, then triggered nodes.

    Args:
        nodes: the graph's nodes by name.
        channels: live channels.
        versions: channel name → current version.
        seen: node name → (channel name → version that node last ran on).
        candidates: node names that may be triggered (subscribers of changed
            channels); ``None`` to examine every node.
        scope: shared run data for the tasks.
        step: the superstep the tasks will run in.
        checkpoint_id: id of the checkpoint planned from (task ids derive from it).
        read_keys: reads several channels into a dict (default: ``read_available``).

    Returns:
        Push tasks in ``Send`` order, then pull tasks sorted by node name.
    """
    tasks: list[Task] = []
    ns = scope.ns_str
    step_str = str(step)
    sends = channels.get(TASKS)
    # (a plain Topic's ``is_available()`` without the call: asked every step)
    if sends is not None and (sends.values if type(sends) is _Topic else sends.is_available()):
        try:
            pending = sends.get()
        except EmptyChannelError:
            pending = ()
        for index, send in enumerate(pending):
            node = nodes.get(send.node)
            if node is None:
                # logged, as LangGraph does (not a Python warning: shown every time)
                logging.getLogger("lingxigraph").warning("Ignoring unknown node name %s in pending sends", send.node)
                continue
            # (positional: see ``Task``; a fan-out plans one per Send)
            tasks.append(
                Task((checkpoint_id, ns, step_str, send.node, PUSH, str(index)), send.node, (PUSH, index, False),
                     node, send.arg, _PUSH_TRIGGERS, scope, step, send.timeout)
            )
    if candidates is None:
        names = list(nodes)
    elif type(candidates) is list and len(candidates) == 1:
        names = candidates  # (a lone candidate, the usual step: no list to sort; only read here)
    else:
        names = sorted(candidates)
    # as LangGraph: tasks of one step reading the same channels through the same
    # mapper share one read (and coercion), each getting a shallow copy of it
    inputs: dict[tuple[Any, Any], Any] | None = {} if len(names) > 1 else None
    for name in names:
        if name not in nodes:
            continue
        node = nodes[name]
        if not triggered(node, name, channels, versions, seen):
            continue
        # as LangGraph: a task lists (and its id hashes) all of its node's triggers,
        # not only those that fired (e.g. a join node also lists its 'branch:to:' channel)
        triggers = node.triggers if len(node.triggers) < 2 else tuple(sorted(node.triggers))
        if inputs is None or node.managed is not None:
            # (a lone candidate, the usual step, or an input of its own: read it)
            value = node.read(channels, read_keys)
            if value is MISSING:
                continue
            if node.managed is not None:
                # part of the task's input (as LangGraph shows it in tasks/debug events)
                value = node.managed(value, step, scope.stop_step)
        else:
            key = (node.channels, node.mapper)
            value = inputs.get(key, MISSING)
            if value is not MISSING:
                value = value.copy() if type(value) is dict else copy(value)
            else:
                value = node.read(channels, read_keys)
                if value is MISSING:
                    continue
                inputs[key] = value
        # (positional: see ``Task``)
        tasks.append(
            Task((checkpoint_id, ns, step_str, name, PULL, *triggers), name, (PULL, name), node, value, triggers, scope, step)
        )
    return tasks


def triggered(
    node: PregelNode,
    name: str,
    channels: Mapping[str, BaseChannel[Any, Any, Any]],
    versions: Versions,
    seen: Mapping[str, Versions],
) -> bool:
    """Whether ``node`` (named ``name``) runs next step: one of its trigger channels
    holds a value whose version is newer than the one the node last ran on."""
    node_seen = seen[name] if name in seen else None  # noqa: SIM401 (no call)
    for chan in node.triggers:
        if chan not in versions:
            continue
        version = versions[chan]
        if version is None:
            continue
        if node_seen and chan in node_seen:
            last = node_seen[chan]
            if last is not None and not version > last:
                continue
        channel = channels[chan]
        if channel.value is not MISSING if type(channel) in _VALUE_AVAILABLE else channel.is_available():
            return True
    return False


_PUSH_TRIGGERS = (PUSH,)
"""A push task's triggers (one tuple shared by all of them)."""

_VALUE_AVAILABLE = frozenset({EphemeralValue, LastValue})
"""Channel types whose ``is_available()`` is ``value is not MISSING`` (exact types:
a subclass may override it)."""

"""Helpers that build the ``tasks`` / ``debug`` stream payloads from task objects.

The runtime emits these payloads itself; this module offers the same shapes as
plain functions (LangGraph's ``langgraph.pregel.debug``) for code that builds
them from its own task-like objects (anything with ``id``, ``name``,
``input``, ``triggers`` and ``config``; ``path`` too for `tasks_w_writes`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, is_dataclass
from typing import Any
from uuid import UUID

from lingxigraph._internal._constants import ERROR, INTERRUPT, RETURN
from lingxigraph.constants import TAG_HIDDEN
from lingxigraph.pregel._payloads import fold_writes, user_task_metadata
from lingxigraph.types import PregelTask

__all__ = (
    "COLOR_MAPPING",
    "TASK_NAMESPACE",
    "get_bolded_text",
    "get_colored_text",
    "is_multiple_channel_write",
    "map_debug_task_results",
    "map_debug_tasks",
    "map_task_result_writes",
    "rm_pregel_keys",
    "tasks_w_writes",
)

TASK_NAMESPACE = UUID("6ba7b831-9dad-11d1-80b4-00c04fd430c8")
"""UUID namespace (the RFC 4122 X.500 one) LangGraph derives task ids from."""

_MISSING = object()


def map_debug_tasks(tasks: Iterable[Any]) -> Iterator[dict[str, Any]]:
    """Yield a task-start payload (``id, name, input, triggers`` and, when there is
    any, ``metadata``) per task; tasks whose config is tagged hidden are skipped.

    ``metadata`` is a copy of the task config's user metadata (framework keys such
    as ``langgraph_node`` or ``thread_id`` dropped) plus its tags under ``"tags"``
    (``seq:step:N`` tags dropped).
    """
    for task in tasks:
        config = task.config
        if config is not None and TAG_HIDDEN in (config.get("tags") or ()):
            continue
        payload: dict[str, Any] = {
            "id": task.id,
            "name": task.name,
            "input": task.input,
            "triggers": task.triggers,
        }
        metadata = user_task_metadata(config)
        if metadata:
            payload["metadata"] = metadata
        yield payload


def is_multiple_channel_write(value: Any) -> bool:
    """Whether ``value`` is an already-folded ``{"$writes": [...]}`` entry."""
    return isinstance(value, dict) and isinstance(value.get("$writes"), list)


def map_task_result_writes(writes: Sequence[tuple[str, Any]]) -> dict[str, Any]:
    """``{channel: value}`` from ``(channel, value)`` writes; a channel written
    more than once maps to ``{"$writes": [value, ...]}``."""
    return fold_writes(writes)


def _interrupt_dicts(value: Any) -> list[dict[str, Any]]:
    items = value if isinstance(value, Sequence) else [value]
    return [asdict(i) if is_dataclass(i) else dict(i) for i in items]


def map_debug_task_results(
    task_tup: tuple[Any, Sequence[tuple[str, Any]]],
    stream_keys: str | Sequence[str],
) -> Iterator[dict[str, Any]]:
    """Yield the task-result payload (``id, name, error, result, interrupts``) for a
    ``(task, writes)`` pair; ``result`` holds the writes to ``stream_keys``."""
    keys = [stream_keys] if isinstance(stream_keys, str) else list(stream_keys)
    task, writes = task_tup
    yield {
        "id": task.id,
        "name": task.name,
        "error": next((v for c, v in writes if c == ERROR), None),
        "result": fold_writes((c, v) for c, v in writes if c in keys or c == RETURN),
        "interrupts": [d for c, v in writes if c == INTERRUPT for d in _interrupt_dicts(v)],
    }


def rm_pregel_keys(config: Any) -> Any:
    """``config`` reduced to its ``configurable`` without ``__pregel_*`` keys
    (``None`` stays ``None``)."""
    if config is None:
        return None
    return {
        "configurable": {
            k: v
            for k, v in (config.get("configurable") or {}).items()
            if not k.startswith("__pregel_")
        }
    }


def tasks_w_writes(
    tasks: Iterable[Any],
    pending_writes: Sequence[tuple[str, str, Any]] | None,
    states: dict[str, Any] | None,
    output_keys: str | Sequence[str],
) -> tuple[PregelTask, ...]:
    """`PregelTask` entries (as in ``StateSnapshot.tasks``) for ``tasks``, filled from
    the saved ``(task_id, channel, value)`` writes and subgraph ``states``."""
    by_task: dict[str, list[tuple[str, Any]]] = {}
    for task_id, chan, value in pending_writes or ():
        by_task.setdefault(task_id, []).append((chan, value))
    found = states or {}
    return tuple(_snapshot_task(t, by_task.get(t.id, []), found.get(t.id), output_keys) for t in tasks)


def _snapshot_task(task: Any, writes: list[tuple[str, Any]], state: Any, output_keys: str | Sequence[str]) -> PregelTask:
    # one pass sorts the task's writes: its first error, its interrupts, its
    # first return value (functional API), and the channel writes
    error: Any = None
    returned: Any = _MISSING
    interrupts: list[Any] = []
    data: list[tuple[str, Any]] = []
    for chan, value in writes:
        if chan == INTERRUPT:
            interrupts.extend(value if isinstance(value, Sequence) else (value,))
        elif chan == ERROR:
            error = value if error is None else error
        elif chan == RETURN:
            returned = value if returned is _MISSING else returned
        else:
            data.append((chan, value))
    result: Any = None
    if returned is not _MISSING:
        result = returned
    elif data:  # (a task that only failed or paused has no result)
        wanted = (output_keys,) if isinstance(output_keys, str) else tuple(output_keys)
        folded = fold_writes((c, v) for c, v in data if c in wanted)
        if isinstance(output_keys, str):
            result = folded.get(output_keys) if folded else None
        else:
            result = folded
    return PregelTask(task.id, task.name, task.path, error, tuple(interrupts), state, result)


COLOR_MAPPING = {
    "black": "0;30",
    "red": "0;31",
    "green": "0;32",
    "yellow": "0;33",
    "blue": "0;34",
    "magenta": "0;35",
    "cyan": "0;36",
    "white": "0;37",
    "gray": "1;30",
}
"""ANSI colour codes by name, for `get_colored_text`."""


def get_colored_text(text: str, color: str) -> str:
    """``text`` wrapped in the ANSI escape for ``color`` (a `COLOR_MAPPING` key)."""
    return f"\033[1;3{COLOR_MAPPING[color]}m{text}\033[0m"


def get_bolded_text(text: str) -> str:
    """``text`` wrapped in the ANSI bold escape."""
    return f"\033[1m{text}\033[0m"

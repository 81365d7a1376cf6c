"""Builders of stream payloads (``tasks``, ``checkpoints``, ``debug``), shaped as LangGraph's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import ERROR, INTERRUPT, RESERVED, RETURN

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task


def now_iso() -> str:
    """Current UTC time as ISO-8601 with ``+00:00``."""
    return datetime.now(timezone.utc).isoformat()


def task_start_payload(task: Task) -> dict[str, Any]:
    """``tasks`` start event: ``id, name, input, triggers``."""
    return {"id": task.id, "name": task.name, "input": task.input, "triggers": task.triggers}


def task_result_payload(task: Task, stream_keys: Sequence[str] | None) -> dict[str, Any]:
    """``tasks`` result event: ``id, name, error, result, interrupts``."""
    if task.interrupts or task.error is not None:
        result: dict[str, Any] = {}
    else:
        result = written_values(task.writes, stream_keys)
    return {
        "id": task.id,
        "name": task.name,
        "error": task.error,
        "result": result,
        "interrupts": [{"value": i.value, "id": i.id} for i in task.interrupts],
    }


def written_values(
    writes: Sequence[tuple[str, Any]], keys: Sequence[str] | None
) -> dict[str, Any]:
    """``{channel: value}`` of ``writes`` to ``keys`` (all non-reserved when ``None``)."""
    out: dict[str, Any] = {}
    if keys is None:
        for chan, value in writes:
            if chan not in RESERVED or chan == RETURN:
                out[chan] = value
        return out
    wanted = keys if isinstance(keys, (set, frozenset, dict)) else set(keys)
    for chan, value in writes:
        if chan in wanted:
            out[chan] = value
    return out


def saved_task_result(writes: Sequence[tuple[str, Any]] | None, keys: str | Sequence[str]) -> Any:
    """A task's result from its saved writes, as LangGraph reports it in snapshots
    and ``checkpoints`` events; ``None`` when it saved nothing but an error/interrupt.

    A returned value (``@task`` / ``@entrypoint``) is the result as is; with a single
    (str) output channel the result is that channel's write alone; otherwise a dict
    of the output channels written (``{}`` if none). Several writes to one channel
    become ``{"$writes": [...]}``.
    """
    if not writes or all(c in (ERROR, INTERRUPT) for c, _ in writes):
        return None
    for chan, value in writes:
        if chan == RETURN:
            return value
    if isinstance(keys, str):
        return _fold_writes([(c, v) for c, v in writes if c == keys]).get(keys)
    key_set = set(keys)
    return _fold_writes([(c, v) for c, v in writes if c in key_set])


def _fold_writes(writes: Sequence[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for chan, value in writes:
        if chan not in out:
            out[chan] = value
            continue
        existing = out[chan]
        if isinstance(existing, dict) and set(existing) == {"$writes"}:
            existing["$writes"].append(value)
        else:
            out[chan] = {"$writes": [existing, value]}
    return out


def checkpoint_task_entry(
    task: Task, saved: Sequence[tuple[str, Any]] | None, keys: str | Sequence[str],
    state: Any = None,
) -> dict[str, Any]:
    """One entry of a ``checkpoints`` event's ``tasks`` list, reflecting saved writes."""
    entry: dict[str, Any] = {"id": task.id, "name": task.name}
    saved = saved or ()
    error = next((v for c, v in saved if c == ERROR), None)
    if error is not None:
        entry["error"] = repr(error) if isinstance(error, BaseException) else str(error)
        entry["state"] = state
        return entry
    result = saved_task_result(saved, keys)
    if result:
        entry["result"] = result
    entry["interrupts"] = tuple({"value": i.value, "id": i.id} for c, v in saved if c == INTERRUPT for i in v)
    entry["state"] = state
    return entry


def checkpoint_payload(
    *,
    config: Mapping[str, Any],
    parent_config: Mapping[str, Any] | None,
    values: Any,
    metadata: Mapping[str, Any],
    tasks: Sequence[Task],
    saved_writes: Mapping[str, list[tuple[str, Any]]],
    keys: str | Sequence[str],
    subgraph_state: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """A ``checkpoints`` event: ``config, parent_config, values, metadata, next, tasks``."""
    return {
        "config": config,
        "parent_config": parent_config,
        "values": values,
        "metadata": metadata,
        "next": [t.name for t in tasks],
        "tasks": [
            checkpoint_task_entry(
                t,
                saved_writes.get(t.id),
                keys,
                (subgraph_state or {}).get(t.id),
            )
            for t in tasks
        ],
    }


def debug_event(step: int, kind: str, payload: Any) -> dict[str, Any]:
    """A ``debug`` event wrapping a checkpoint, task or task_result payload."""
    return {"step": step, "timestamp": now_iso(), "type": kind, "payload": payload}

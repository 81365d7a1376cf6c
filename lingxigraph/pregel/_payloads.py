"""Builders of stream payloads (``tasks``, ``checkpoints``, ``debug``), shaped as LangGraph's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import ERROR, INTERRUPT, RESERVED, RETURN
from lingxigraph.checkpoint.base.id import utc_now_iso

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task


now_iso = utc_now_iso
"""Current UTC time as ISO-8601 with ``+00:00`` (formatted as ``datetime.isoformat``)."""


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


def checkpoint_task_entry(
    task: Task, saved: Sequence[tuple[str, Any]] | None, stream_keys: Sequence[str] | None,
    state: Any = None,
) -> dict[str, Any]:
    """One entry of a ``checkpoints`` event's ``tasks`` list, reflecting saved writes."""
    entry: dict[str, Any] = {"id": task.id, "name": task.name}
    if saved:
        error = next((v for c, v in saved if c == ERROR), None)
        if error is not None:
            entry["error"] = repr(error) if isinstance(error, BaseException) else str(error)
            entry["state"] = state
            return entry
        interrupts = [i for c, v in saved if c == INTERRUPT for i in v]
        if interrupts:
            entry["interrupts"] = tuple({"value": i.value, "id": i.id} for i in interrupts)
            entry["state"] = state
            return entry
        entry["result"] = written_values(saved, stream_keys)
    entry["interrupts"] = ()
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
    stream_keys: Sequence[str] | None,
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
                stream_keys,
                (subgraph_state or {}).get(t.id),
            )
            for t in tasks
        ],
    }


def debug_event(step: int, kind: str, payload: Any) -> dict[str, Any]:
    """A ``debug`` event wrapping a checkpoint, task or task_result payload."""
    return {"step": step, "timestamp": now_iso(), "type": kind, "payload": payload}

"""Builders of stream payloads (``tasks``, ``checkpoints``, ``debug``), shaped as LangGraph's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import ERROR, INTERRUPT, RESERVED, RESUME, RETURN
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
    task: Task, saved: Sequence[tuple[str, Any]] | None, output_keys: str | Sequence[str],
    state: Any = None,
) -> dict[str, Any]:
    """One entry of a ``checkpoints`` event's ``tasks`` list, reflecting saved writes:
    ``error`` when it failed, else ``interrupts`` plus ``result`` when that is not empty."""
    saved = saved or ()
    error = next((v for c, v in saved if c == ERROR), None)
    if error is not None:
        return {"id": task.id, "name": task.name, "error": repr(error) if isinstance(error, BaseException) else str(error), "state": state}
    entry: dict[str, Any] = {"id": task.id, "name": task.name}
    result = task_result(saved, output_keys)
    if result:
        entry["result"] = result
    entry["interrupts"] = tuple({"value": i.value, "id": i.id} for c, v in saved if c == INTERRUPT for i in v)
    entry["state"] = state
    return entry


def has_writes(writes: Sequence[tuple[str, Any]] | None) -> bool:
    """Whether a task counts as written: it leaves ``next`` and gets a ``result``.

    Anything but an error or interrupt record counts, and so does a resume
    answer the task used before failing. A task waiting on a later
    ``interrupt()`` (answers saved, no error) stays in ``next`` (LangGraph
    drops it there; see the conformance README, deliberate difference (a)).
    """
    chans = {c for c, _ in writes or ()}
    if chans - {ERROR, INTERRUPT, RESUME}:
        return True
    return RESUME in chans and ERROR in chans


def task_result(writes: Sequence[tuple[str, Any]], output_keys: str | Sequence[str]) -> Any:
    """``PregelTask.result`` from a task's saved writes.

    ``None`` while the task has saved nothing but errors/interrupts; otherwise
    the value it returned (functional API), or its writes to the output keys
    (several writes to one key become ``{"$writes": [...]}``; a single output
    key given as a string is unwrapped).
    """
    if not has_writes(writes):
        return None
    returned = [v for c, v in writes if c == RETURN]
    if returned:
        return returned[0]
    keys = (output_keys,) if isinstance(output_keys, str) else output_keys
    result: dict[str, Any] = {}
    for chan, value in writes:
        if chan in (ERROR, INTERRUPT, RETURN) or chan not in keys:
            continue
        old = result.get(chan)
        if old is not None:
            many = old["$writes"] if isinstance(old, dict) and "$writes" in old else [old]
            result[chan] = {"$writes": [*many, value]}
        else:
            result[chan] = value
    if isinstance(output_keys, str):
        return result.get(output_keys) if result else None
    return result


def checkpoint_payload(
    *,
    config: Mapping[str, Any],
    parent_config: Mapping[str, Any] | None,
    values: Any,
    metadata: Mapping[str, Any],
    tasks: Sequence[Task],
    saved_writes: Mapping[str, list[tuple[str, Any]]],
    output_keys: str | Sequence[str],
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
                output_keys,
                (subgraph_state or {}).get(t.id),
            )
            for t in tasks
        ],
    }


def debug_event(step: int, kind: str, payload: Any) -> dict[str, Any]:
    """A ``debug`` event wrapping a checkpoint, task or task_result payload."""
    return {"step": step, "timestamp": now_iso(), "type": kind, "payload": payload}

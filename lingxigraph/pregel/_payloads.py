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


# keys lingxigraph itself puts in a task's config metadata (where the run and
# the task are); a ``tasks`` payload shows only what the user added
_FRAMEWORK_METADATA = frozenset(
    {
        "checkpoint_id",
        "checkpoint_map",
        "checkpoint_ns",
        "langgraph_checkpoint_ns",
        "langgraph_node",
        "langgraph_path",
        "langgraph_step",
        "langgraph_triggers",
        "thread_id",
    }
)


def task_start_payload(task: Task) -> dict[str, Any]:
    """``tasks`` start event: ``id, name, input, triggers``, and ``metadata`` when the
    task's config has user metadata (``lc_agent_name``, the node's and the run's
    own keys) or tags (under ``"tags"``, ``seq:step:N`` ones dropped), as LangGraph."""
    payload = {"id": task.id, "name": task.name, "input": task.input, "triggers": task.triggers}
    metadata = user_task_metadata(task.config)
    if metadata:
        payload["metadata"] = metadata
    return payload


def user_task_metadata(config: Mapping[str, Any] | None) -> dict[str, Any]:
    """A fresh dict of ``config``'s user metadata (framework keys dropped) plus its
    tags under ``"tags"`` (``seq:step:N`` ones dropped, key absent when none are left)."""
    if not config:
        return {}
    user = dict(config.get("metadata") or ())
    for key in _FRAMEWORK_METADATA.intersection(user):
        del user[key]
    kept_tags = [tag for tag in config.get("tags") or () if not tag.startswith("seq:step")]
    return {**user, "tags": kept_tags} if kept_tags else user


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
    """``{channel: value}`` of ``writes`` to ``keys`` (all non-reserved when ``None``);
    several writes to one channel fold into ``{"$writes": [...]}`` (see ``fold_writes``)."""
    if keys is None:
        return fold_writes((c, v) for c, v in writes if c not in RESERVED or c == RETURN)
    wanted = keys if isinstance(keys, (set, frozenset, dict)) else set(keys)
    return fold_writes((c, v) for c, v in writes if c in wanted or c == RETURN)


def fold_writes(writes: Any) -> dict[str, Any]:
    """``{channel: value}``, where a channel written more than once holds
    ``{"$writes": [value, ...]}`` (LangGraph's task-result shape; as there, a
    first value of ``None`` is replaced rather than folded)."""
    out: dict[str, Any] = {}
    for chan, value in writes:
        old = out.get(chan)
        if old is None:
            out[chan] = value
        else:
            many = old["$writes"] if _is_folded(old) else [old]
            out[chan] = {"$writes": [*many, value]}
    return out


def _is_folded(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get("$writes"), list)


def update_value(writes: Sequence[tuple[str, Any]], keys: str | Sequence[str]) -> Any:
    """A task's value in an ``updates`` chunk, from its writes.

    The value the task returned (functional API) when there is one; else, for
    a single output key given as a string, its written value(s); else the
    writes to ``keys`` as one dict, or as one single-key dict per write when
    any key was written more than once (so no write is lost). ``None`` when
    nothing was written; a list when there are several values.
    """
    for chan, value in writes:
        if chan == RETURN:
            return value
    values: list[Any]
    if isinstance(keys, str):
        values = [v for c, v in writes if c == keys]
    else:
        wanted = keys if isinstance(keys, (set, frozenset, dict)) else set(keys)
        picked = [(c, v) for c, v in writes if c in wanted]
        if not picked:
            return None
        merged = dict(picked)
        # a key written more than once: one dict per write, so none is lost
        values = [merged] if len(merged) == len(picked) else [{c: v} for c, v in picked]
    if not values:
        return None
    return values[0] if len(values) == 1 else values


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
    result = fold_writes(
        (c, v) for c, v in writes if c not in (ERROR, INTERRUPT, RETURN) and c in keys
    )
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

"""Pending writes: reading what a checkpoint's saved task writes mean, and
addressing resume values to pending interrupts (pure)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lingxigraph._internal._constants import ERROR, INTERRUPT, NO_WRITES, RESUME
from lingxigraph.pregel._payloads import has_writes
from lingxigraph.pregel._task import RunScope

_RESUME_MANY = (
    "When there are multiple pending interrupts, you must specify the interrupt id when "
    "resuming. Docs: https://docs.langchain.com/oss/python/langgraph/add-human-in-the-loop"
    "#resume-multiple-interrupts-with-one-invocation."
)


CONTROL_WRITES = frozenset({ERROR, INTERRUPT, RESUME, NO_WRITES})


def finished_writes(writes: Sequence[tuple[str, Any]] | None) -> bool:
    """Whether saved writes show the task finished: any write that is not
    an error, interrupt or resume record."""
    if not writes:
        return False
    return any(c not in (ERROR, INTERRUPT, RESUME) for c, _ in writes)


def has_interrupts(pending: dict[str, list[tuple[str, Any]]]) -> bool:
    """Whether any saved task's writes record an interrupt."""
    return any(chan == INTERRUPT for writes in pending.values() for chan, _ in writes)


def looks_like_id_map(resume: Any) -> bool:
    """LangGraph's test for a resume map: a dict whose keys all look like interrupt ids."""
    return isinstance(resume, dict) and all(
        isinstance(k, str) and len(k) == 32 and all(c in "0123456789abcdef" for c in k) for k in resume
    )


def _unanswered_here(pending: dict[str, list[tuple[str, Any]]]) -> int:
    """How many interrupts LangGraph counts as pending: the ids of saved tasks'
    (last) interrupt records, less those a task holding a resume record holds."""
    held: dict[str, str] = {}
    for task_id, writes in pending.items():
        for chan, value in writes:
            if chan == INTERRUPT and value:
                held[task_id] = value[0].id
    answered = {held[t] for t, writes in pending.items() if t in held and any(c == RESUME for c, _ in writes)}
    return len(set(held.values()) - answered)


def route_resume(scope: RunScope, pending: dict[str, list[tuple[str, Any]]], resume: Any) -> None:
    """Address a ``Command(resume=...)`` value: by interrupt id, or to the one pending interrupt.

    An id map may also name interrupts of the open step that were answered
    already (ignored, as LangGraph does); a dict whose keys are not all
    interrupt ids and match none is a plain value.

    Raises:
        RuntimeError: an id map names ids that are neither pending nor
            answered in this step (names them), or a plain value meets several
            pending interrupts (LangGraph's message; an interrupt of a
            subgraph task that finished after an id-map answer counts as
            pending, as LangGraph counts it). A value nothing is
            pending for is dropped, as LangGraph drops it.
    """
    thread = scope.thread_id
    if not looks_like_id_map(resume) and _unanswered_here(pending) > 1:
        # LangGraph counts an interrupt as answered only by a resume record at this
        # level: a subgraph task answered inside its own graph (by id map) and finished
        # since still counts, so a plain value errs while a sibling waits
        raise RuntimeError(_RESUME_MANY)
    # an interrupt whose task has finished since, or failed after using its
    # answer, is answered, not pending (its step is still open because a
    # sibling interrupted or failed)
    pending_ids = {
        i.id: task_id
        for task_id, writes in pending.items()
        if not has_writes(writes)
        for chan, value in writes
        if chan == INTERRUPT
        for i in value
    }
    if not pending_ids:
        # nothing waits for the value, as LangGraph drops it: every interrupt of the
        # step was answered already (a replay from a past checkpoint: the step
        # re-runs with its saved answers), or there is none (a finished thread, one
        # stopped at a breakpoint, a new one: the run goes on as with no input)
        return
    if isinstance(resume, dict) and not resume:
        # an empty id map (LangGraph: every key is an id, vacuously): answers
        # nothing, the pending tasks run again and interrupt again
        return
    if isinstance(resume, dict):
        # ids of the step's interrupts answered already (``get_state().interrupts``
        # still lists them): LangGraph ignores them in a map, so a map built from
        # that list answers the rest
        answered = {
            i.id for writes in pending.values() for chan, value in writes if chan == INTERRUPT for i in value
        } - pending_ids.keys()
        known = [k for k in resume if k in pending_ids or k in answered]
        if known or looks_like_id_map(resume):
            unknown = [k for k in resume if k not in pending_ids and k not in answered]
            if unknown:
                raise RuntimeError(
                    f"Cannot resume thread {thread!r}: interrupt id(s) {unknown} match no "
                    f"pending interrupt; pending: {sorted(pending_ids)}"
                )
            # only answered ids: nothing is answered, the pending tasks ask again
            scope.resume_map.update({k: v for k, v in resume.items() if k in pending_ids})
            return
    if len(pending_ids) > 1:
        raise RuntimeError(_RESUME_MANY)
    slot = scope.resume_slot
    slot.value = resume
    slot.owner = next(iter(pending_ids))
    slot.owner_task, slot.owner_depth = pending_ids[slot.owner], len(scope.ns)

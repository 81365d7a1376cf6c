"""The task a thread or coroutine is running, kept in a context variable.

``get_config()``, ``interrupt()``, ``get_stream_writer()`` and friends read it.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task

CURRENT_TASK: ContextVar[Task | None] = ContextVar("lingxigraph_current_task", default=None)


def current_task(caller: str) -> Task:
    """The running task.

    Raises:
        RuntimeError: no task is running in this context (LangGraph's message).
    """
    task = CURRENT_TASK.get()
    if task is None:
        raise RuntimeError("Called get_config outside of a runnable context")
    return task


def current_task_or_none() -> Task | None:
    """The running task, or ``None`` outside a run."""
    return CURRENT_TASK.get()

"""The task a thread or coroutine is running, kept in a context variable.

``get_config()``, ``interrupt()``, ``get_stream_writer()`` and friends read it.
"""

from __future__ import annotations

import threading
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task

CURRENT_TASK: ContextVar[Task | None] = ContextVar("lingxigraph_current_task", default=None)

INTERRUPT_TURN: ContextVar[InterruptTurn | None] = ContextVar("lingxigraph_interrupt_turn", default=None)
"""Set in each thread running one of several calls of one task at once (a ``ToolNode``'s
tool calls): their ``interrupt()`` calls take the task's interrupt indexes in call order."""


class InterruptTurn:
    """The ``index``-th of a task's calls running at once on threads.

    A task numbers its ``interrupt()`` calls as they come (answers are matched by that
    number); calls racing on threads would make the numbering a matter of timing. The
    first ``interrupt()`` of call ``index`` therefore waits until every earlier call
    has made its first one or ended (``settle``), so that when each call asks once,
    the questions are numbered in call order (as they come in LangGraph when the
    calls start in order, which its threads usually do).
    """

    __slots__ = ("settled", "index", "done")

    lock = threading.Lock()
    """Held while a call on a turn takes an interrupt index."""

    def __init__(self, settled: list[threading.Event], index: int) -> None:
        self.settled = settled
        self.index = index
        self.done = False

    @staticmethod
    def events(count: int) -> list[threading.Event]:
        """The shared ``settled`` list for ``count`` calls."""
        return [threading.Event() for _ in range(count)]

    def wait(self) -> None:
        """Before this call's first ``interrupt()``: wait for the earlier calls."""
        if not self.done:
            for event in self.settled[: self.index]:
                event.wait()

    def settle(self) -> None:
        """This call made its first ``interrupt()`` or ended: later calls may go on."""
        if not self.done:
            self.done = True
            self.settled[self.index].set()


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

"""Decisions about one node attempt, shared by both drivers (pure: no sleeping).

A driver resets the task before each attempt itself (that reset is written out
in ``run_task_sync`` and ``run_task_async``, to spare a call per task), then
calls ``finish`` with the node's output or ``failed`` with its exception;
``failed`` says whether to retry and after how many seconds.
"""

from __future__ import annotations

import concurrent.futures
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import NS_SEP, RESUME
from lingxigraph._internal._retry import matching_policy, retry_delay
from lingxigraph.errors import GraphBubbleUp

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task


def finish(task: Task, output: Any) -> list[Any]:
    """Turn the node's output into writes; returns awaitables still to await."""
    return task.node.write(task, output)


def failed(task: Task, exc: BaseException) -> float | None:
    """Record a failed attempt.

    Returns:
        Seconds to wait before retrying, or ``None`` when the failure is final
        (then ``task.error`` holds it). Control-flow exceptions
        (``GraphInterrupt``, ``ParentCommand``) are never retried.
    """
    if isinstance(exc, GraphBubbleUp) or not isinstance(exc, Exception):
        task.error = exc
        return None
    # as LangGraph, each failed attempt names the task first: ``retry_on`` sees the note
    if hasattr(exc, "add_note"):  # (Python 3.11+)
        exc.add_note(task_note(task))
    policies = task.node.retry_policy or task.scope.retry_policy
    policy = matching_policy(policies, exc) if policies else None
    if policy is None or task.attempt >= policy.max_attempts:
        task.error = exc
        return None
    delay = retry_delay(policy, task.attempt)
    # like LangGraph, resume answers consumed by the failed attempt are not
    # handed to the retry (its interrupt() asks again); saved ones are kept
    consumed = [v for c, v in task.writes if c == RESUME]
    if consumed:
        del task.resume[len(consumed[0]) - 1 :]
    task.attempt += 1
    task.stream_output = None
    task._runtime = None
    task._config = None
    return delay


def wait_for_calls(task: Task) -> None:
    """Wait for the sync ``@task`` calls ``task`` started and did not wait for.

    As in LangGraph, a step ends only when every call it started has finished,
    also when the caller returned or was interrupted without waiting: their
    results are saved and streamed like the others, and one that interrupts too
    leaves its interrupt pending beside the caller's."""
    if task.call_futures:
        concurrent.futures.wait(task.call_futures)


def task_note(task: Task) -> str:
    """The note naming ``task`` that LangGraph adds to an error the task raised."""
    return f"During task with name '{task.name}' and id '{task.id}'"


def add_task_note(error: BaseException, task: Task) -> None:
    """Add `task_note` to ``error`` unless `failed` already did."""
    note = task_note(task)
    if hasattr(error, "add_note") and note not in getattr(error, "__notes__", ()):
        error.add_note(note)


def parent_command_output(task: Task, exc: BaseException) -> Any:
    """The ``Command`` a subgraph run by ``task`` sent to its parent (this task's
    graph), to apply as if ``task`` had returned it; ``None`` otherwise."""
    from lingxigraph.errors import ParentCommand
    from lingxigraph.types import Command

    if not isinstance(exc, ParentCommand):
        return None
    origin = getattr(exc, "origin_ns", None)
    if origin is None:
        return None
    # a subgraph compiled with checkpointer=True runs in "<ns>|<node>" (no task id)
    kept = task.ns.rpartition(NS_SEP)[0]
    kept = f"{kept}{NS_SEP}{task.name}" if kept else task.name
    if not any(origin == ns or origin.startswith(ns + NS_SEP) for ns in (task.ns, kept)):
        return None
    cmd = exc.command
    return Command(update=cmd.update, goto=cmd.goto, resume=cmd.resume)


def apply_parent_command(task: Task, exc: BaseException) -> list[Any] | None:
    """Apply a subgraph's ``Command.PARENT`` addressed to ``task``'s graph as the
    task's output (replacing the attempt's writes).

    Returns:
        ``None`` when ``exc`` is no such command; otherwise the awaitables the
        writes still need (as ``finish``).

    Raises:
        Whatever applying the command raises (e.g. a bad ``goto``).
    """
    command = parent_command_output(task, exc)
    if command is None:
        return None
    task.writes.clear()
    task.parent_command = True
    return finish(task, command)


def discard_awaitable(awaitable: Any) -> None:
    """Close an awaitable a sync run cannot await, and the user coroutine it wraps
    (lingxigraph wraps an entrypoint's or a runnable-returning node's coroutine):
    left open, Python warns that the user's coroutine "was never awaited"
    (LangGraph never calls the function)."""
    import inspect

    if inspect.iscoroutine(awaitable) and inspect.getcoroutinestate(awaitable) == inspect.CORO_CREATED:
        # an unstarted wrapper still holds the coroutines it was given as arguments
        for arg in awaitable.cr_frame.f_locals.values():
            if inspect.iscoroutine(arg):
                discard_awaitable(arg)
    close = getattr(awaitable, "close", None)
    if close is not None:
        close()


def sync_node_error(task: Task, pending: Any = ()) -> TypeError:
    """The error for an async node (or async routing function, the first of
    ``pending``) reached by the sync driver; LangGraph's text, naming the function."""
    name = next((getattr(a, "__name__", None) for a in pending), None) or task.name
    return TypeError(
        f'No synchronous function provided to "{name}".'
        "\nEither initialize with a synchronous function or invoke"
        " via the async API (ainvoke, astream, etc.)"
    )

"""Compatibility names for code written against ``langgraph.pregel._retry``.

lingxigraph decides retries in `lingxigraph._internal._retry` (pure) and runs
attempts, with their retries and timeouts, in its own drivers; the helpers here
that map onto LangGraph's behave as LangGraph's. LangGraph's runner for a bare
``PregelExecutableTask`` (``run_with_retry``, ``arun_with_retry``) and its timed
attempt scope have no counterpart: those names raise ``NotImplementedError``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn

from lingxigraph._internal._constants import (
    CONF,
    CONFIG_KEY_CHECKPOINT_ID,
    CONFIG_KEY_CHECKPOINT_NS,
    CONFIG_KEY_TASK_ID,
    CONFIG_KEY_THREAD_ID,
    NS_SEP,
)
from lingxigraph._internal._retry import _retries
from lingxigraph.runtime import ExecutionInfo, Runtime
from lingxigraph.types import RetryPolicy

__all__ = ("arun_with_retry", "run_with_retry")


def _should_retry_on(retry_policy: RetryPolicy, exc: Exception) -> bool:
    """Whether ``retry_policy.retry_on`` (a class, a sequence of classes or a
    predicate) accepts ``exc``.

    Raises:
        TypeError: ``retry_on`` is none of those ("retry_on must be an Exception
            class, ...", LangGraph's text).
    """
    return _retries(retry_policy, exc)


def _checkpoint_ns_for_parent_command(ns: str) -> str:
    """The namespace of the graph a ``Command.PARENT`` from a task in ``ns`` goes
    to: ``ns`` less its last ``name:id`` level, with purely numeric selector
    levels (``|1``) next to that level dropped too (``"a:1|1|b:2|1"`` → ``"a:1"``)."""
    parts = ns.split(NS_SEP)
    levels = [i for i, part in enumerate(parts) if not part.isdigit()]
    if not levels:
        return ""
    head = parts[: levels[-1]]
    while head and head[-1].isdigit():
        head.pop()
    return NS_SEP.join(head)


def _ensure_execution_info(runtime: Runtime[Any], config: Mapping[str, Any], task: Any) -> Runtime[Any]:
    """``runtime`` when it has an ``execution_info``; otherwise a copy with one
    read from ``config`` (checkpoint id and namespace default to ``""``, the task
    id to ``task.id``, the run id is ``config["run_id"]`` as a string)."""
    if runtime.execution_info is not None:
        return runtime
    configurable = config.get(CONF) or {}
    run_id = config.get("run_id")
    info = ExecutionInfo(
        checkpoint_id=configurable.get(CONFIG_KEY_CHECKPOINT_ID) or "",
        checkpoint_ns=configurable.get(CONFIG_KEY_CHECKPOINT_NS) or "",
        task_id=configurable.get(CONFIG_KEY_TASK_ID) or task.id,
        thread_id=configurable.get(CONFIG_KEY_THREAD_ID),
        run_id=str(run_id) if run_id else None,
    )
    return runtime.override(execution_info=info)


def _no_counterpart(name: str) -> NoReturn:
    raise NotImplementedError(
        f"{name} is LangGraph's runner for a bare PregelExecutableTask; lingxigraph runs"
        " tasks, with their RetryPolicy and TimeoutPolicy, only inside a graph run"
    )


def run_with_retry(*args: Any, **kwargs: Any) -> NoReturn:
    """Compatibility name; raises ``NotImplementedError`` (see the module docstring)."""
    _no_counterpart("run_with_retry")


async def arun_with_retry(*args: Any, **kwargs: Any) -> NoReturn:
    """Compatibility name; raises ``NotImplementedError`` (see the module docstring)."""
    _no_counterpart("arun_with_retry")


class _TimedAttemptScope:
    """Compatibility name; raises ``NotImplementedError`` (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        _no_counterpart("_TimedAttemptScope")

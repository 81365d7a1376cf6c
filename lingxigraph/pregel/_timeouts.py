"""Node timeouts in async runs: a run limit and an idle limit per attempt.

The idle clock is reset by ``runtime.heartbeat()`` and, unless the policy's
``refresh_on`` is ``"heartbeat"``, by the node's custom stream writes too. A
watcher task sleeps until the earlier of the two limits, re-reading the clock,
and cancels the attempt when one has passed.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

import anyio

from lingxigraph.errors import NodeTimeoutError

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task


class IdleClock:
    """When the attempt last showed progress (``time.monotonic`` seconds);
    touched from any thread."""

    __slots__ = ("last",)

    def __init__(self) -> None:
        self.last = time.monotonic()

    def touch(self, *_args: Any, **_kwargs: Any) -> None:
        """Record progress now."""
        self.last = time.monotonic()


def arm_idle_clock(task: Task) -> IdleClock | None:
    """Give ``task``'s runtime a heartbeat (and, in ``auto`` mode, a stream
    writer) that reset a fresh idle clock; ``None`` when the task has no idle limit.
    Call before the node is called, as that is when it takes its runtime."""
    policy = task.timeout or task.node.timeout
    if policy is None or policy.idle_timeout is None:
        return None
    clock = IdleClock()
    runtime = task.runtime
    if policy.refresh_on == "auto":
        writer = task.stream_writer

        def write(chunk: Any) -> None:
            clock.touch()
            writer(chunk)

        task._writer = write
        task._runtime = runtime.override(heartbeat=clock.touch, stream_writer=write)
    else:
        task._runtime = runtime.override(heartbeat=clock.touch)
    return clock


async def await_with_timeout(task: Task, awaitable: Any, clock: IdleClock | None) -> Any:
    """Await ``awaitable`` (the node's attempt) within ``task``'s timeout policy.

    Raises:
        NodeTimeoutError: the run limit passed, or the idle limit passed since
            the clock was last touched.
    """
    policy = task.timeout or task.node.timeout
    run = policy.run_timeout if policy is not None else None
    idle = policy.idle_timeout if clock is not None else None
    if run is None and idle is None:
        return await awaitable
    start = time.monotonic()
    run_end = start + run if run is not None else math.inf
    expired: list[str] = []
    result: list[Any] = []
    error: Exception | None = None
    async with anyio.create_task_group() as group:

        async def watch() -> None:
            while True:
                now = time.monotonic()
                idle_end = clock.last + idle if clock is not None and idle is not None else math.inf
                end = min(run_end, idle_end)
                if now >= end:
                    expired.append("run" if now >= run_end else "idle")
                    group.cancel_scope.cancel()
                    return
                await anyio.sleep(end - now)

        group.start_soon(watch)
        try:
            result.append(await awaitable)
        except Exception as exc:  # noqa: BLE001 - raised below, as it is
            # (raised inside the group it would come out wrapped in an
            # exception group: a node error, an interrupt or a Command)
            error = exc
        group.cancel_scope.cancel()
    if expired:
        raise NodeTimeoutError(
            task.name,
            time.monotonic() - start,
            kind=expired[0],
            idle_timeout=idle,
            run_timeout=run,
        ) from error
    if error is not None:
        raise error
    return result[0]


_PROGRESS_HANDLER: Any = None
# LangChain callback events that count as progress for an ``auto`` idle clock
_PROGRESS_EVENTS = tuple(
    sorted(
        [f"on_{kind}_{phase}" for kind in ("chain", "llm", "retriever", "tool") for phase in ("start", "end", "error")]
        + ["on_chat_model_start", "on_llm_new_token", "on_agent_action", "on_agent_finish"]
        + ["on_text", "on_retry", "on_custom_event"]
    )
)


def progress_handler(task: Task) -> Any:
    """A LangChain callback handler whose every event calls ``task``'s runtime
    heartbeat (the idle clock of the running attempt); ``None`` unless the task has
    an ``auto`` idle limit."""
    policy = task.timeout or task.node.timeout
    if policy is None or policy.idle_timeout is None or policy.refresh_on != "auto":
        return None
    global _PROGRESS_HANDLER
    if _PROGRESS_HANDLER is None:
        from langchain_core.callbacks import BaseCallbackHandler

        def touch(self: Any, *_args: Any, **_kwargs: Any) -> None:
            self.task.runtime.heartbeat()

        def init(self: Any, owner: Task) -> None:
            self.task = owner

        attrs: dict[str, Any] = {
            "__init__": init,
            "__doc__": "Counts LangChain callback events as progress for an idle timeout.",
            "run_inline": True,
            "lingxigraph_bridge": True,  # not a tracer
        }
        attrs.update(dict.fromkeys(_PROGRESS_EVENTS, touch))
        _PROGRESS_HANDLER = type("IdleProgressHandler", (BaseCallbackHandler,), attrs)
    return _PROGRESS_HANDLER(task)

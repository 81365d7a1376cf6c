"""The v3 protocol's shapes and the transformer base class.

An event of the protocol is a dict ``{"type": "event", "method": <stream mode or
projection name>, "params": {"namespace": [...], "timestamp": <ms>, "data": ...},
"seq": <n>}``; ``seq`` is added when the event enters a run's event log.
"""

from __future__ import annotations

import asyncio
import logging
import time
from abc import ABC, abstractmethod
from collections.abc import Coroutine
from typing import Any, Literal

from typing_extensions import NotRequired, TypedDict

__all__ = ("LifecyclePayload", "ProtocolEvent", "StreamTransformer", "SubgraphStatus", "new_event")

_log = logging.getLogger("lingxigraph.stream")

SubgraphStatus = Literal["started", "completed", "failed", "interrupted", "drained"]
"""Where a subgraph run is: ``started`` (running), ``completed`` (its task
finished), ``failed`` (its task raised), ``interrupted`` (it paused on an
interrupt), ``drained`` (the run was stopped by a drain request)."""


class ProtocolEvent(TypedDict):
    """One event of a v3 run."""

    type: Literal["event"]
    """Always ``"event"``."""
    method: str
    """The stream mode (``values``, ``updates``, ...) or projection name (``lifecycle``,
    ``custom:<channel>`` for a user transformer's named channel)."""
    params: dict[str, Any]
    """``namespace`` (list of ``"node:task_id"``), ``timestamp`` (milliseconds since
    the epoch), ``data``; ``values`` events also carry ``interrupts``."""
    seq: NotRequired[int]
    """Position in the run's event log, from 1."""


class LifecyclePayload(TypedDict):
    """``data`` of a ``lifecycle`` event: a subgraph run changed status."""

    event: SubgraphStatus
    """The new status."""
    namespace: list[str]
    """The subgraph run's namespace."""
    graph_name: NotRequired[str]
    """(``started``) The node that runs the subgraph."""
    trigger_call_id: NotRequired[str]
    """(``started``) The id of the task that runs the subgraph."""
    error: NotRequired[str]
    """(``failed``) The task's error message."""
    cause: NotRequired[dict[str, str]]
    """(``started``, an agent run by a tool call) ``{"type": "toolCall", "tool_call_id": ...}``."""


def new_event(method: str, namespace: list[str], data: Any, **extra: Any) -> dict[str, Any]:
    """A protocol event stamped with the current wall-clock time (no ``seq`` yet)."""
    params: dict[str, Any] = {"namespace": namespace, "timestamp": int(time.time() * 1000), "data": data}
    if extra:
        params.update(extra)
    return {"type": "event", "method": method, "params": params}


class StreamTransformer(ABC):
    """Base class of the v3 run's projections.

    A run builds one instance per transformer factory and scope (``factory(scope)``;
    the root run's scope is ``()``, a subgraph handle's is its namespace). Each event
    of the run (at or below the scope) goes through ``process`` (``aprocess`` in
    an async run) of every transformer, in registration order, before it enters the
    event log; returning ``False`` keeps it out of the log.

    ``init`` returns the transformer's projections (name → object), found in
    ``run.extensions``; a class with ``_native = True`` also gets them as run
    attributes. A ``StreamChannel`` in there is closed (or failed) when the run
    ends; a named one also puts an event in the log at each ``push``, with method
    ``custom:<name>`` (``<name>`` for native transformers).

    Class attributes:
        required_stream_modes: the graph stream modes the transformer reads (the run
            asks the graph for the union of all transformers').
        requires_async: needs an async run (e.g. it calls ``schedule``). Overriding
            ``aprocess``, ``afinalize`` or ``afail`` implies it too.
        supports_sync: overrides async hooks but also works in a sync run.
        before_builtins: registered before the built-in transformers, so that it sees
            (and may edit) events first.
    """

    required_stream_modes: tuple[str, ...] = ()
    requires_async: bool = False
    supports_sync: bool = False
    before_builtins: bool = False
    _native: bool = False

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        """Args:
        scope: the namespace of the run level the transformer belongs to.
        """
        self.scope = tuple(scope)
        self._pending_work: set[asyncio.Task[Any]] = set()

    def _on_register(self, mux: Any) -> None:
        """Called with the run level's hub when the transformer is registered, before
        ``init`` (LangGraph's hook, there given its ``StreamMux``; the hub answers
        the StreamMux names transformers use: ``_make_child``, ``push``, ``close``...)."""

    @abstractmethod
    def init(self) -> dict[str, Any]:
        """The projections, name → object (channels, lists, ...)."""

    def process(self, event: ProtocolEvent) -> bool:
        """See one event (sync and async runs). Returns whether it stays in the log."""
        raise NotImplementedError(f"{type(self).__name__} must implement process() or aprocess()")

    async def aprocess(self, event: ProtocolEvent) -> bool:
        """Async runs' ``process``; by default calls ``process``."""
        return self.process(event)

    def finalize(self) -> None:
        """The run ended without error."""

    async def afinalize(self) -> None:
        """Async runs' ``finalize`` (after every ``schedule``d task finished)."""
        self.finalize()

    def fail(self, err: BaseException) -> None:
        """The run ended with ``err``."""

    async def afail(self, err: BaseException) -> None:
        """Async runs' ``fail`` (after ``schedule``d tasks were cancelled)."""
        self.fail(err)

    def schedule(self, coro: Coroutine[Any, Any, Any], *, on_error: Literal["log", "raise"] = "log") -> asyncio.Task[Any]:
        """Run ``coro`` alongside the run; the run waits for it before it ends.

        Args:
            coro: the work.
            on_error: ``"log"`` logs an exception of ``coro``; ``"raise"`` makes it
                fail the run when the run ends.

        Raises:
            RuntimeError: no running asyncio event loop (a sync run).
        """
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            coro.close()
            raise RuntimeError(
                f"{type(self).__name__}.schedule() requires a running event loop (asyncio); "
                "use it in an async run (astream_events) and set requires_async = True"
            ) from None

        async def guarded() -> Any:
            try:
                return await coro
            except asyncio.CancelledError:
                raise
            except Exception:
                if on_error == "raise":
                    raise
                _log.exception("scheduled work of %s failed", type(self).__name__)
                return None

        task = loop.create_task(guarded())
        pending = self.__dict__.get("_pending_work")
        if pending is None:  # (a subclass ``__init__`` need not call ours)
            pending = self._pending_work = set()
        pending.add(task)
        return task

    @classmethod
    def _needs_async(cls) -> bool:
        """Whether the class only works in an async run."""
        if cls.requires_async:
            return True
        if cls.supports_sync:
            return False
        base = StreamTransformer
        overrides_async = any(getattr(cls, name) is not getattr(base, name) for name in ("aprocess", "afinalize", "afail"))
        return overrides_async

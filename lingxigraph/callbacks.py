"""Graph lifecycle callbacks: hear when a run pauses on an interrupt and when one resumes.

Mirrors ``langgraph.callbacks`` (LangGraph 1.2). Subclass ``GraphCallbackHandler``
(a LangChain ``BaseCallbackHandler``, so this module needs ``langchain-core``)
and pass an instance in ``config["callbacks"]``::

    class Pager(GraphCallbackHandler):
        def on_interrupt(self, event):  # GraphInterruptEvent
            notify(event.checkpoint_id, [i.value for i in event.interrupts])

    graph.invoke(inputs, {"configurable": {"thread_id": "t"}, "callbacks": [Pager()]})

When they fire (as in LangGraph):

* ``on_resume(GraphResumeEvent)``: a run (the root graph or a subgraph, see
  ``checkpoint_ns``) continues from a saved checkpoint: input ``None`` or
  ``Command(resume=...)`` on a thread that has state. ``status`` is
  ``"pending"`` and ``checkpoint_id`` the checkpoint it continues from.
* ``on_interrupt(GraphInterruptEvent)``: the root run pauses. ``status`` is
  ``"pending"`` for ``interrupt()`` calls (``interrupts`` lists them) and
  ``"interrupt_before"`` / ``"interrupt_after"`` for static breakpoints
  (``interrupts`` is empty); ``checkpoint_id`` is the checkpoint it paused at.

``run_id`` is the graph run's LangChain run id. Other handlers in the same
callbacks list see no lifecycle events; a handler's error is logged, as
LangChain does for its callbacks, unless the handler sets ``raise_error``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeAlias
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler, BaseCallbackManager
from langchain_core.callbacks.manager import ahandle_event, handle_event

from lingxigraph.types import Interrupt

__all__ = (
    "GraphCallbackHandler",
    "GraphInterruptEvent",
    "GraphLifecycleEvent",
    "GraphLifecycleStatus",
    "GraphResumeEvent",
    "get_async_graph_callback_manager_for_config",
    "get_sync_graph_callback_manager_for_config",
)

GraphLifecycleStatus: TypeAlias = Literal["input", "pending", "done", "interrupt_before", "interrupt_after", "out_of_steps"]
"""The run's status when a lifecycle event is sent."""


@dataclass(frozen=True)
class GraphInterruptEvent:
    """Sent to ``GraphCallbackHandler.on_interrupt`` when a root run pauses.

    Attributes:
        run_id: the graph run's LangChain run id (``None`` outside a traced run).
        status: ``"pending"`` for ``interrupt()``; ``"interrupt_before"`` or
            ``"interrupt_after"`` for static breakpoints.
        checkpoint_id: the checkpoint the run paused at.
        checkpoint_ns: the graph's namespace as a tuple (``()`` for the root).
        interrupts: the pending ``Interrupt``\\ s (empty for static breakpoints).
    """

    run_id: UUID | None
    status: GraphLifecycleStatus
    checkpoint_id: str
    checkpoint_ns: tuple[str, ...]
    interrupts: tuple[Interrupt, ...]


@dataclass(frozen=True)
class GraphResumeEvent:
    """Sent to ``GraphCallbackHandler.on_resume`` when a run (root or subgraph)
    continues from a saved checkpoint; fields as in ``GraphInterruptEvent``."""

    run_id: UUID | None
    status: GraphLifecycleStatus
    checkpoint_id: str
    checkpoint_ns: tuple[str, ...]


GraphLifecycleEvent: TypeAlias = GraphInterruptEvent | GraphResumeEvent


class GraphCallbackHandler(BaseCallbackHandler):
    """A LangChain callback handler that also hears graph lifecycle events.

    Override ``on_interrupt`` and/or ``on_resume``; the defaults do nothing.
    Their return values are ignored (async handlers may define them ``async``).
    """

    def on_interrupt(self, event: GraphInterruptEvent) -> Any:
        """The root run paused; see ``GraphInterruptEvent``."""

    def on_resume(self, event: GraphResumeEvent) -> Any:
        """A run continues from a saved checkpoint; see ``GraphResumeEvent``."""


def _graph_handlers(handlers: Sequence[Any]) -> list[GraphCallbackHandler]:
    return [h for h in handlers if isinstance(h, GraphCallbackHandler)]


class _LifecycleManager(BaseCallbackManager):
    """The ``GraphCallbackHandler``\\ s of a config, bound to one run id."""

    run_id: UUID | None

    def __init__(
        self,
        handlers: Sequence[Any] | None = None,
        inheritable_handlers: Sequence[Any] | None = None,
        parent_run_id: UUID | None = None,
        *,
        tags: list[str] | None = None,
        inheritable_tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        inheritable_metadata: dict[str, Any] | None = None,
        run_id: UUID | None = None,
    ) -> None:
        """As LangChain's manager, every argument optional (LangGraph's are): code that
        makes one empty and adds handlers later (OpenTelemetry's instrumentation)."""
        super().__init__(
            list(handlers or ()),
            list(inheritable_handlers) if inheritable_handlers is not None else None,
            parent_run_id,
            tags=tags,
            inheritable_tags=inheritable_tags,
            metadata=metadata,
            inheritable_metadata=inheritable_metadata,
        )
        self.run_id = run_id

    @classmethod
    def for_callbacks(cls, callbacks: Any, run_id: UUID | None) -> Any:
        if run_id is not None and not isinstance(run_id, UUID):
            raise TypeError("run_id must be a UUID or None")
        if callbacks is None:
            handlers: list[Any] = []
            inheritable: list[Any] = []
        elif isinstance(callbacks, BaseCallbackManager):
            handlers, inheritable = list(callbacks.handlers), list(callbacks.inheritable_handlers)
        elif isinstance(callbacks, BaseCallbackHandler):
            handlers = inheritable = [callbacks]
        elif isinstance(callbacks, (str, bytes)) or not isinstance(callbacks, Sequence):
            raise TypeError("callbacks must be a handler, sequence, or manager")
        else:
            handlers = inheritable = list(callbacks)
        manager = cls(handlers=_graph_handlers(handlers), inheritable_handlers=_graph_handlers(inheritable))
        if isinstance(callbacks, BaseCallbackManager):
            manager.parent_run_id = callbacks.parent_run_id
            manager.add_tags(callbacks.tags, inherit=False)
            manager.add_tags(callbacks.inheritable_tags)
            manager.add_metadata(callbacks.metadata, inherit=False)
            manager.add_metadata(callbacks.inheritable_metadata)
        manager.run_id = run_id
        return manager


class _GraphCallbackManager(_LifecycleManager):
    """Sends lifecycle events to the handlers, synchronously."""

    def on_interrupt(self, event: GraphInterruptEvent) -> None:
        handle_event(self.handlers, "on_interrupt", None, event)

    def on_resume(self, event: GraphResumeEvent) -> None:
        handle_event(self.handlers, "on_resume", None, event)


class _AsyncGraphCallbackManager(_LifecycleManager):
    """Sends lifecycle events to the handlers; awaitable (async handlers are awaited)."""

    @property
    def is_async(self) -> bool:
        return True

    async def on_interrupt(self, event: GraphInterruptEvent) -> None:
        await ahandle_event(self.handlers, "on_interrupt", None, event)

    async def on_resume(self, event: GraphResumeEvent) -> None:
        await ahandle_event(self.handlers, "on_resume", None, event)


def get_sync_graph_callback_manager_for_config(config: Any, *, run_id: UUID | None = None) -> _GraphCallbackManager:
    """A manager with ``on_interrupt(event)`` / ``on_resume(event)`` that calls the
    ``GraphCallbackHandler``\\ s among ``config["callbacks"]`` (a list, a handler or a
    LangChain callback manager), with ``run_id`` as its ``run_id``.

    Raises:
        TypeError: ``callbacks`` is none of those, or ``run_id`` is not a UUID.
    """
    return _GraphCallbackManager.for_callbacks((config or {}).get("callbacks"), run_id)


def get_async_graph_callback_manager_for_config(
    config: Any, *, run_id: UUID | None = None
) -> _AsyncGraphCallbackManager:
    """Async twin of ``get_sync_graph_callback_manager_for_config``: its
    ``on_interrupt`` / ``on_resume`` are coroutines."""
    return _AsyncGraphCallbackManager.for_callbacks((config or {}).get("callbacks"), run_id)

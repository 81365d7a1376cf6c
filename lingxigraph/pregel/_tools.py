"""``tools`` stream mode: tool-call lifecycle events of LangChain tools run in nodes.

A LangChain callback handler (attached to a node's LangChain config when the run
streams ``tools``) reports each tool call as ``(namespace, "tools", payload)``
with payload ``{"event": "tool-started", "tool_call_id", "tool_name"[, "input"]}``,
then ``tool-output-delta`` (``delta``: what the tool passed to
``ToolRuntime.emit_output_delta``), then ``tool-finished`` (``output``) or
``tool-error`` (``message``).
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar, Token
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import NS_SEP

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task

__all__ = ("ToolCallWriter", "_tool_call_writer", "tool_bridge_class")

ToolCallWriter = Callable[[Any], None]
"""Streams one ``tool-output-delta`` of the tool call it was made for."""

_tool_call_writer: ContextVar[ToolCallWriter | None] = ContextVar("lingxigraph_tool_call_writer", default=None)
"""The writer of the tool call running in this context (``None`` outside one)."""

_BRIDGE: Any = None


def tool_bridge_class() -> Any:
    """The LangChain callback handler class that streams tool calls (built on
    first use, so that langchain-core is imported only by runs that use it)."""
    global _BRIDGE
    if _BRIDGE is not None:
        return _BRIDGE
    from langchain_core.callbacks import BaseCallbackHandler

    class ToolCallBridge(BaseCallbackHandler):
        """Streams the tool calls of one task in ``tools`` mode."""

        run_inline = True  # called in the tool's own context, in order
        lingxigraph_bridge = True

        def __init__(self, task: Task) -> None:
            self.task = task
            # run id → (tool call id, writer token, namespace streamed under)
            self.calls: dict[Any, tuple[str, Token[ToolCallWriter | None], tuple[str, ...]]] = {}

        def _emit(self, ns: tuple[str, ...], payload: dict[str, Any]) -> None:
            self.task.scope.emit(ns, "tools", payload)

        def _ns(self, metadata: dict[str, Any] | None) -> tuple[str, ...] | None:
            """The namespace a tool run with ``metadata`` streams under; ``None`` if
            this bridge does not stream it."""
            task = self.task
            scope = task.scope
            run_ns = (metadata or {}).get("langgraph_checkpoint_ns")
            if not isinstance(run_ns, str) or not run_ns or run_ns == task.ns:
                return scope.ns
            ns = tuple(run_ns.split(NS_SEP)[:-1])
            if run_ns.startswith(task.ns + NS_SEP):
                # a graph invoked inside this task (e.g. an agent called by a tool), whose
                # tasks stream no tools of their own: as in LangGraph, at that graph's
                # namespace
                return ns if ns == scope.ns or scope.stream_subgraphs else None
            # a node of a graph run on a thread of its own: as LangGraph, under that
            # run's namespace (the root one for its graph's nodes)
            return None if ns and not scope.stream_subgraphs else ns

        def on_tool_start(
            self,
            serialized: dict[str, Any] | None,
            input_str: str,
            *,
            run_id: Any,
            tags: list[str] | None = None,
            inputs: dict[str, Any] | None = None,
            **kwargs: Any,
        ) -> None:
            if tags and "nostream" in tags:
                return
            ns = self._ns(kwargs.get("metadata"))
            if ns is None:
                return
            # a tool run by a subgraph's node with that node's config reaches both its
            # bridge and the calling task's (inherited): the first streams it (the stream's
            # bridges share ``streamed_ids``; both would use the same namespace)
            claimed = self.task.scope.streamed_ids
            key = ("tool-run", run_id)
            if key in claimed:
                return
            claimed.add(key)
            call_id = str(kwargs.get("tool_call_id") or run_id)
            name = (serialized or {}).get("name") or kwargs.get("name") or ""

            def writer(delta: Any) -> None:
                self._emit(ns, {"event": "tool-output-delta", "tool_call_id": call_id, "delta": delta})

            self.calls[run_id] = (call_id, _tool_call_writer.set(writer), ns)
            payload: dict[str, Any] = {"event": "tool-started", "tool_call_id": call_id, "tool_name": name}
            if inputs is not None:
                payload["input"] = inputs
            self._emit(ns, payload)

        def _close(self, run_id: Any) -> tuple[str, tuple[str, ...]] | None:
            call = self.calls.pop(run_id, None)
            if call is None:
                return None
            try:
                _tool_call_writer.reset(call[1])
            except ValueError:  # ended in another context: the task's end drops it anyway
                pass
            return call[0], call[2]

        def on_tool_end(self, output: Any, *, run_id: Any, **kwargs: Any) -> None:
            call = self._close(run_id)
            if call is not None:
                self._emit(call[1], {"event": "tool-finished", "tool_call_id": call[0], "output": output})

        def on_tool_error(self, error: BaseException, *, run_id: Any, **kwargs: Any) -> None:
            call = self._close(run_id)
            if call is not None:
                self._emit(call[1], {"event": "tool-error", "tool_call_id": call[0], "message": str(error)})

    _BRIDGE = ToolCallBridge
    return _BRIDGE

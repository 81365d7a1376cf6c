"""``ToolCallTransformer``: the tool calls of a v3 run as ``run.tool_calls``.

It reads the graph's ``tools`` stream mode (see ``lingxigraph.pregel._tools``):
``tool-started`` opens a ``ToolCallStream``, ``tool-output-delta`` adds to it,
``tool-finished`` / ``tool-error`` end it. The raw ``tools`` events stay in
the run's event log.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

from lingxigraph.stream._protocol import ProtocolEvent, StreamTransformer
from lingxigraph.stream.stream_channel import StreamChannel

__all__ = ("ToolCallStream", "ToolCallTransformer")


def _plain_output(output: Any) -> Any:
    """A tool's result as the call's ``output``: a tool message (or its serialised
    ``{"type": "constructor", "id": [..., "ToolMessage"], "kwargs": ...}`` form)
    gives its content; anything else is kept (LangGraph's rule)."""
    if type(output).__name__ == "ToolMessage":
        return output.content
    if (
        isinstance(output, dict)
        and output.get("type") == "constructor"
        and isinstance(output.get("id"), list)
        and output["id"]
        and output["id"][-1] == "ToolMessage"
    ):
        kwargs = output.get("kwargs")
        return kwargs.get("content") if isinstance(kwargs, dict) else output
    return output


class ToolCallStream:
    """One tool call of a v3 run: its id, tool name and input, its partial outputs
    (iterate it, or ``output_deltas``), then ``output`` or ``error``.

    Attributes:
        tool_call_id: the call's id (from the model's tool call).
        tool_name: the tool.
        input: the tool's arguments (``None`` if not reported).
        output: the result (a tool message's content), once finished.
        error: the error message, if the tool raised.
        completed: the call ended (finished or failed).
    """

    def __init__(self, tool_call_id: str, tool_name: str, input: dict[str, Any] | None = None) -> None:
        self.tool_call_id = tool_call_id
        self.tool_name = tool_name
        self.input = input
        self.output: Any = None
        self.error: str | None = None
        self.completed = False
        # the private name is LangGraph's (code that reaches into the handle uses it)
        self._output_deltas: StreamChannel[Any] = StreamChannel()

    @property
    def output_deltas(self) -> StreamChannel[Any]:
        """The partial outputs (what the tool passed to ``emit_output_delta``)."""
        return self._output_deltas

    def __iter__(self) -> Iterator[Any]:
        return iter(self._output_deltas)

    def __aiter__(self) -> AsyncIterator[Any]:
        return self._output_deltas.__aiter__()

    def _finish(self, output: Any) -> None:
        self.output = output
        self.completed = True
        self._output_deltas.close()

    def _fail(self, message: str) -> None:
        # the deltas end normally: the error is in ``error`` (LangGraph's handle)
        self.error = message
        self.completed = True
        self._output_deltas.close()

    def __repr__(self) -> str:
        status = "running" if not self.completed else "failed" if self.error is not None else "completed"
        return f"ToolCallStream(tool_call_id={self.tool_call_id!r}, tool_name={self.tool_name!r}, status={status})"


class ToolCallTransformer(StreamTransformer):
    """``run.tool_calls``: a ``ToolCallStream`` per tool call at the run level.

    Opt in with ``compile(transformers=[ToolCallTransformer])`` or
    ``stream_events(..., version="v3", transformers=[ToolCallTransformer])``.
    """

    _native = True
    supports_sync = True
    required_stream_modes = ("tools",)

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        # private names as LangGraph's (_log: handles, _active: open calls by id)
        self._log: StreamChannel[ToolCallStream] = StreamChannel()
        self._active: dict[str, ToolCallStream] = {}
        self._hub: Any = None

    def _attach_hub(self, hub: Any) -> None:
        self._hub = hub

    def init(self) -> dict[str, Any]:
        return {"tool_calls": self._log}

    def _start(self, data: dict[str, Any]) -> None:
        call = ToolCallStream(str(data.get("tool_call_id")), data.get("tool_name") or "", data.get("input"))
        if self._hub is not None:
            self._hub.adopt(call._output_deltas)
        self._active[call.tool_call_id] = call
        self._log.push(call)

    def process(self, event: ProtocolEvent) -> bool:
        if event["method"] != "tools" or tuple(event["params"]["namespace"]) != self.scope:
            return True
        data = event["params"]["data"]
        if data.get("tool_call_id") is None:
            return True
        kind = data.get("event")
        if kind == "tool-started":
            self._start(data)
            return True
        call = self._active.get(str(data["tool_call_id"]))
        if call is None:
            return True
        if kind == "tool-output-delta":
            call._output_deltas.push(data.get("delta"))
        elif kind == "tool-finished":
            del self._active[call.tool_call_id]
            call._finish(_plain_output(data.get("output")))
        elif kind == "tool-error":
            del self._active[call.tool_call_id]
            call._fail(data.get("message", ""))
        return True

    def finalize(self) -> None:
        # calls the run never ended (e.g. it was interrupted) end without output
        for call in self._active.values():
            call._finish(None)
        self._active.clear()

    def fail(self, err: BaseException) -> None:
        for call in self._active.values():
            call._fail(str(err))
        self._active.clear()

"""``ToolCallTransformer``: ``run.tool_calls`` for ``stream_events(version="v3")``,
one ``ToolCallStream`` per tool call, built from ``tools`` stream events."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any

from lingxigraph.stream._types import ProtocolEvent, StreamTransformer
from lingxigraph.stream.stream_channel import StreamChannel

__all__ = ("ToolCallStream", "ToolCallTransformer")


class ToolCallStream:
    """One tool call of a v3 run, filled in as its events arrive.

    Attributes:
        tool_call_id: id of the model's tool call.
        tool_name: the tool's name.
        input: the tool's arguments, if reported.
        output: the tool's result (a ``ToolMessage``'s content), once finished.
        error: the error text, if the tool failed.
        completed: finished or failed.

    Iterate it (``for`` / ``async for``, as the run) for the partial outputs the
    tool streamed with ``ToolRuntime.emit_output_delta``.
    """

    def __init__(self, tool_call_id: str, tool_name: str, input: dict[str, Any] | None = None) -> None:
        """Args: see the class attributes."""
        self.tool_call_id = tool_call_id
        self.tool_name = tool_name
        self.input = input
        self._output_deltas: StreamChannel[Any] = StreamChannel()
        self.output: Any = None
        self.error: str | None = None
        self.completed = False

    @property
    def output_deltas(self) -> StreamChannel[Any]:
        """The partial outputs, in order (closed when the call ends)."""
        return self._output_deltas

    def _bind(self, *, is_async: bool) -> None:
        self._output_deltas._bind(is_async=is_async)

    def _push_delta(self, delta: Any) -> None:
        self._output_deltas.push(delta)

    def _end(self, output: Any = None, error: str | None = None) -> None:
        self.output, self.error, self.completed = output, error, True
        self._output_deltas.close()

    def __iter__(self) -> Iterator[Any]:
        """The partial outputs (sync run)."""
        return iter(self._output_deltas)

    def __aiter__(self) -> AsyncIterator[Any]:
        """The partial outputs (async run)."""
        return self._output_deltas.__aiter__()

    def __repr__(self) -> str:
        status = "running" if not self.completed else ("failed" if self.error is not None else "completed")
        return f"ToolCallStream(tool_call_id={self.tool_call_id!r}, tool_name={self.tool_name!r}, status={status})"


def _tool_output(output: Any) -> Any:
    """A ``ToolMessage`` (object or serialized) stands for its content."""
    if type(output).__name__ == "ToolMessage":
        return output.content
    if (
        isinstance(output, dict)
        and output.get("type") == "constructor"
        and isinstance(output.get("id"), list)
        and output["id"][-1:] == ["ToolMessage"]
        and isinstance(output.get("kwargs"), dict)
    ):
        return output["kwargs"].get("content")
    return output


class ToolCallTransformer(StreamTransformer):
    """``run.tool_calls``: a ``ToolCallStream`` per tool call at the run's level.

    Opt in with ``compile(transformers=[ToolCallTransformer])`` (or
    ``transformers=`` of ``stream_events``): the run then streams ``tools``
    events, which also stay in the main event log.
    """

    _native = True
    required_stream_modes = ("tools",)

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        """Args:
        scope: namespace of the level to watch.
        """
        super().__init__(scope)
        self._log: StreamChannel[ToolCallStream] = StreamChannel()
        self._active: dict[str, ToolCallStream] = {}
        self._is_async = False
        self._pump_fn: Callable[[], bool] | None = None
        self._apump_fn: Callable[[], Awaitable[bool]] | None = None

    def init(self) -> dict[str, Any]:
        """The projection: ``{"tool_calls": StreamChannel}``."""
        return {"tool_calls": self._log}

    def _bind_pump(self, fn: Callable[[], bool]) -> None:
        self._pump_fn, self._is_async = fn, False

    def _bind_apump(self, fn: Callable[[], Awaitable[bool]]) -> None:
        self._apump_fn, self._is_async = fn, True

    def process(self, event: ProtocolEvent) -> bool:
        """Open, feed and end this level's tool call streams; keep every event."""
        if event["method"] != "tools" or tuple(event["params"]["namespace"]) != self.scope:
            return True
        data = event["params"]["data"]
        call_id = data.get("tool_call_id")
        if call_id is None:
            return True
        kind = data.get("event")
        if kind == "tool-started":
            stream = ToolCallStream(call_id, data.get("tool_name", ""), data.get("input"))
            stream._bind(is_async=self._is_async)
            stream._output_deltas._request_more = self._pump_fn
            stream._output_deltas._arequest_more = self._apump_fn
            self._active[call_id] = stream
            self._log.push(stream)
        elif kind == "tool-output-delta":
            if call_id in self._active:
                self._active[call_id]._push_delta(data.get("delta"))
        elif kind == "tool-finished":
            if (stream := self._active.pop(call_id, None)) is not None:
                stream._end(output=_tool_output(data.get("output")))
        elif kind == "tool-error" and (stream := self._active.pop(call_id, None)) is not None:
            stream._end(error=data.get("message", ""))
        return True

    def finalize(self) -> None:
        """Calls still open when the run ends are over (no output)."""
        for stream in self._active.values():
            stream._end()
        self._active.clear()

    def fail(self, err: BaseException) -> None:
        """Calls still open when the run fails end with its error text."""
        for stream in self._active.values():
            stream._end(error=str(err))
        self._active.clear()

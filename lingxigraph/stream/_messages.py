"""``MessagesTransformer``: ``run.messages``, one LangChain ``ChatModelStream``
per chat model call (langchain-core is imported only when a message arrives)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from lingxigraph.stream._types import ProtocolEvent, StreamTransformer
from lingxigraph.stream.stream_channel import StreamChannel

__all__ = ("MessagesTransformer",)


class MessagesTransformer(StreamTransformer):
    """``run.messages``: a ``ChatModelStream`` (``AsyncChatModelStream`` in async
    runs) per chat model call at the run's own level.

    ``messages`` events carry ``(payload, metadata)``. A payload that is a
    protocol message event (a dict with ``"event"``: ``message-start``, content
    block events, ``message-finish``) feeds the stream of its model run
    (``metadata["run_id"]``); ``message-start`` opens a stream, except for tool
    messages. A whole, non-chunk, non-tool message (a node returned it) becomes
    one already-finished stream. Token chunks of the older messages format are
    ignored.
    """

    _native = True
    required_stream_modes = ("messages",)

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        """Args:
        scope: namespace of the level to watch.
        """
        super().__init__(scope)
        self._log: StreamChannel[Any] = StreamChannel()
        self._by_run: dict[str, Any] = {}
        self._ignored_runs: set[str] = set()
        self._pump_fn: Callable[[], bool] | None = None
        self._apump_fn: Callable[[], Awaitable[bool]] | None = None
        self._scope_list = list(scope)

    def init(self) -> dict[str, Any]:
        """The projection: ``{"messages": StreamChannel}``."""
        return {"messages": self._log}

    def _bind_pump(self, fn: Callable[[], bool]) -> None:
        self._pump_fn = fn

    def _bind_apump(self, fn: Callable[[], Awaitable[bool]]) -> None:
        self._apump_fn = fn

    def _make_stream(self, *, namespace: list[str], node: str | None, message_id: str | None) -> Any:
        from langchain_core.language_models.chat_model_stream import (
            AsyncChatModelStream,
            ChatModelStream,
        )

        if self._apump_fn is not None:
            astream = AsyncChatModelStream(namespace=namespace, node=node, message_id=message_id)
            astream.set_arequest_more(self._apump_fn)
            return astream
        if self._pump_fn is not None:
            stream = ChatModelStream(namespace=namespace, node=node, message_id=message_id)
            stream.set_request_more(self._pump_fn)
            return stream
        # not attached to a run (events pushed by hand): nothing to pull from
        return AsyncChatModelStream(namespace=namespace, node=node, message_id=message_id)

    def process(self, event: ProtocolEvent) -> bool:
        """Feed this level's message events into streams; keep every event."""
        if event["method"] != "messages" or event["params"]["namespace"] != self._scope_list:
            return True
        payload, metadata = event["params"]["data"]
        node = metadata.get("langgraph_node") if metadata else None
        run_id = str(metadata.get("run_id", "")) if metadata else ""
        if isinstance(payload, dict) and "event" in payload:
            self._route(payload, run_id, node)
        elif _is_whole_ai_message(payload):
            self._replay(payload, node)
        return True

    def _route(self, data: dict[str, Any], run_id: str, node: str | None) -> None:
        kind = data.get("event")
        if kind == "message-start":
            if data.get("role") == "tool":  # tool results are not chat tokens
                self._ignored_runs.add(run_id)
                return
            message_id = data.get("message_id")
            stream = self._make_stream(
                namespace=[], node=node, message_id=None if message_id is None else str(message_id)
            )
            self._by_run[run_id] = stream
            self._log.push(stream)
            stream.dispatch(data)
        elif run_id in self._ignored_runs:
            if kind == "message-finish":
                self._ignored_runs.discard(run_id)
        elif run_id in self._by_run:
            stream = self._by_run[run_id]
            stream.dispatch(data)
            if kind == "message-finish":
                del self._by_run[run_id]

    def _replay(self, message: Any, node: str | None) -> None:
        from langchain_core.language_models._compat_bridge import message_to_events

        stream = self._make_stream(namespace=[], node=node, message_id=message.id)
        for data in message_to_events(message, message_id=message.id):
            stream.dispatch(data)
        self._log.push(stream)

    def finalize(self) -> None:
        """Forget routing state (streams end with their ``message-finish``)."""
        self._by_run.clear()
        self._ignored_runs.clear()

    def fail(self, err: BaseException) -> None:
        """Fail the streams still open with ``err``."""
        for stream in self._by_run.values():
            stream.fail(err)
        self._by_run.clear()
        self._ignored_runs.clear()


def _is_whole_ai_message(payload: Any) -> bool:
    """A finished LangChain message other than a chunk or a tool message."""
    names = {cls.__name__ for cls in type(payload).__mro__}
    return "BaseMessage" in names and "AIMessageChunk" not in names and "ToolMessage" not in names

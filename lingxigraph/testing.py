"""Test doubles: ``FakeChatModel``, a chat model that needs no network or LangChain.

It follows lingxigraph's small chat-model protocol: ``invoke``/``ainvoke``
return an ``AIMessage``; ``stream``/``astream`` yield ``AIMessageChunk``s.
Inside a run streamed with ``stream_mode="messages"`` every chunk is also
streamed as ``(chunk, metadata)``, even when the node calls ``invoke()`` — as a
LangChain chat model does under LangGraph.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from typing import Any

from lingxigraph.messages import AIMessage, AIMessageChunk
from lingxigraph.pregel._messages import report_message_chunk

__all__ = ("FakeChatModel",)

_TOKEN = re.compile(r"\s+|\S+")


class FakeChatModel:
    """Replies with scripted messages, streaming each one word by word.

    Args:
        responses: the replies, in order: strings or ``AIMessage`` objects (a
            message with ``tool_calls`` is returned whole). When they run out the
            model cycles from the start.
        name: shown as ``ls_model_name`` in ``messages`` metadata.

    Attributes:
        calls: the message lists the model was called with, in call order.
    """

    def __init__(self, responses: Iterable[str | AIMessage] = ("ok",), *, name: str = "fake-chat-model") -> None:
        self.responses = list(responses)
        if not self.responses:
            raise ValueError("FakeChatModel needs at least one response")
        self.name = name
        self.calls: list[list[Any]] = []
        self._next = 0
        self._tools: list[Any] = []

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> FakeChatModel:
        """Remember ``tools`` and return the model itself (replies are scripted)."""
        self._tools = list(tools)
        return self

    def _reply(self, messages: Any) -> AIMessage:
        self.calls.append(list(messages) if isinstance(messages, (list, tuple)) else [messages])
        response = self.responses[self._next % len(self.responses)]
        self._next += 1
        if isinstance(response, AIMessage):
            if response.id is None:
                response = AIMessage(**{**response.to_dict(), "id": f"run-{uuid.uuid4()}"})
            return response
        return AIMessage(content=response, id=f"run-{uuid.uuid4()}")

    def _chunks(self, message: AIMessage) -> list[AIMessageChunk]:
        content = message.content
        if not isinstance(content, str) or not content or getattr(message, "tool_calls", None):
            return [AIMessageChunk(content=content, id=message.id, chunk_position="last")]
        pieces = _TOKEN.findall(content)
        return [
            AIMessageChunk(
                content=piece,
                id=message.id,
                chunk_position="last" if i == len(pieces) - 1 else None,
            )
            for i, piece in enumerate(pieces)
        ]

    def _metadata(self) -> dict[str, Any]:
        return {"ls_provider": "lingxigraph", "ls_model_name": self.name, "ls_model_type": "chat"}

    def stream(self, messages: Any, config: Any = None, **kwargs: Any) -> Iterator[AIMessageChunk]:
        """Yield the next reply as chunks (also streamed in ``messages`` mode)."""
        message = self._reply(messages)
        meta = self._metadata()
        for chunk in self._chunks(message):
            report_message_chunk(chunk, meta)
            yield chunk

    async def astream(self, messages: Any, config: Any = None, **kwargs: Any) -> AsyncIterator[AIMessageChunk]:
        """Async twin of ``stream``."""
        for chunk in self.stream(messages, config, **kwargs):
            yield chunk

    def invoke(self, messages: Any, config: Any = None, **kwargs: Any) -> AIMessage:
        """The next reply as one ``AIMessage`` (its chunks are streamed while built)."""
        message = self._reply(messages)
        meta = self._metadata()
        for chunk in self._chunks(message):
            report_message_chunk(chunk, meta)
        return message

    async def ainvoke(self, messages: Any, config: Any = None, **kwargs: Any) -> AIMessage:
        """Async twin of ``invoke``."""
        return self.invoke(messages, config, **kwargs)

    def __repr__(self) -> str:
        return f"FakeChatModel(responses={len(self.responses)}, name={self.name!r})"




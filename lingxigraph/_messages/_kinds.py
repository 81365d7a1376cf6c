"""The concrete message classes: human, system, tool and AI messages and their chunks.

Each registers under its ``type`` in `_base._CLASS_BY_TYPE` (for
`BaseMessage.from_dict`); `_CLASS_BY_ROLE` adds the role names
`convert_to_messages` accepts.
"""

import json
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

from lingxigraph._internal._message_fields import (
    InvalidToolCall,
    ToolCall,
    ToolCallChunk,
    UsageMetadata,
    invalid_tool_call,
    read_openai_tool_calls,
    read_tool_call_chunks,
    tool_call,
    tool_call_chunk,
    tool_call_lines,
)
from lingxigraph._internal._message_merge import join_ai_chunk_fields
from lingxigraph._internal._typing import MISSING, UserValue
from lingxigraph._messages._base import (
    _CLASS_BY_TYPE,
    _HOME,
    _SHOWN,
    BaseMessage,
    BaseMessageChunk,
    MessageContent,
    RemoveMessage,
    _chunk_operands,
)


def _init_base(
    base: Any,
    content: Any,
    additional_kwargs: Mapping[str, Any] | None,
    response_metadata: Mapping[str, Any] | None,
    name: str | None,
    id: str | int | None,  # noqa: A002 - LangChain's field name
    extra: dict[str, Any],
) -> None:
    """``base.__init__`` (a message class's ``super()``) given `BaseMessage`'s fields by
    keyword, and ``**extra`` only when there are extras: a call with ``**`` of an
    empty dict costs a third of a message's construction."""
    if extra:
        base.__init__(
            content,
            additional_kwargs=additional_kwargs,
            response_metadata=response_metadata,
            name=name,
            id=id,
            **extra,
        )
    else:
        base.__init__(content, additional_kwargs=additional_kwargs, response_metadata=response_metadata, name=name, id=id)


class HumanMessage(BaseMessage):
    """A message from the user (``type='human'``); ``HumanMessage('hi')``."""

    __module__ = _HOME
    __slots__ = ()
    type: ClassVar[str] = "human"


class SystemMessage(BaseMessage):
    """Instructions for the model (``type='system'``)."""

    __module__ = _HOME
    __slots__ = ()
    type: ClassVar[str] = "system"


class HumanMessageChunk(HumanMessage, BaseMessageChunk):
    """A streamed piece of a `HumanMessage` (``type='HumanMessageChunk'``)."""

    __module__ = _HOME
    __slots__ = ()
    type: ClassVar[str] = "HumanMessageChunk"
    _message_class: "ClassVar[type[BaseMessage]]" = HumanMessage


class SystemMessageChunk(SystemMessage, BaseMessageChunk):
    """A streamed piece of a `SystemMessage` (``type='SystemMessageChunk'``)."""

    __module__ = _HOME
    __slots__ = ()
    type: ClassVar[str] = "SystemMessageChunk"
    _message_class: "ClassVar[type[BaseMessage]]" = SystemMessage


class ToolMessage(BaseMessage):
    """The result of a tool call, sent back to the model (``type='tool'``).

    Args:
        content: The result. Values other than a string or list are turned
            into a string (``5`` → ``'5'``), list items other than str/dict too.
        tool_call_id: ``id`` of the `ToolCall` this answers (required,
            keyword-only; numbers become strings).
        artifact: Extra output kept for the program but not sent to the model.
        status: ``'success'`` or ``'error'`` (the tool raised).
        additional_kwargs, response_metadata, name, id, **extra: `BaseMessage`'s fields.

    Raises:
        TypeError: `tool_call_id` is missing.
        ValueError: `status` is not ``'success'`` or ``'error'``.
    """

    __module__ = _HOME
    __slots__ = ("tool_call_id", "artifact", "status")
    type: ClassVar[str] = "tool"
    _fields: ClassVar[tuple[str, ...]] = (*BaseMessage._fields, "tool_call_id", "artifact", "status")
    _repr_defaults: ClassVar[dict[str, object]] = {
        "content": _SHOWN,
        "name": None,
        "id": None,
        "tool_call_id": _SHOWN,
        "artifact": None,
        "status": "success",
    }

    tool_call_id: str
    artifact: UserValue
    status: Literal["success", "error"]

    def __init__(
        self,
        content: UserValue = MISSING,
        *,
        tool_call_id: str | int = MISSING,  # type: ignore[assignment]
        artifact: UserValue = None,
        status: Literal["success", "error"] = "success",
        additional_kwargs: Mapping[str, Any] | None = None,
        response_metadata: Mapping[str, Any] | None = None,
        name: str | None = None,
        id: str | int | None = None,  # noqa: A002 - LangChain's field name
        **extra: UserValue,
    ) -> None:
        if tool_call_id is MISSING:
            raise TypeError("ToolMessage() missing required keyword argument: 'tool_call_id'")
        if status not in ("success", "error"):
            raise ValueError(f"ToolMessage status must be 'success' or 'error', got {status!r}")
        _init_base(super(), content, additional_kwargs, response_metadata, name, id, extra)
        self.tool_call_id = tool_call_id if isinstance(tool_call_id, str) else str(tool_call_id)
        self.artifact = artifact
        self.status = status

    @classmethod
    def _check_content(cls, content: object) -> MessageContent:
        if isinstance(content, (list, tuple)):
            return [item if isinstance(item, (str, dict)) else str(item) for item in content]  # type: ignore[misc]
        return content if isinstance(content, str) else str(content)


class AIMessage(BaseMessage):
    """A reply from the model (``type='ai'``).

    Args:
        content: The reply body (see `BaseMessage`).
        tool_calls: Tool calls the model asked for. Each becomes
            ``{'name', 'args', 'id', 'type': 'tool_call'}``. When empty and
            ``additional_kwargs['tool_calls']`` holds OpenAI-format calls,
            they are read from there (unreadable arguments go to
            `invalid_tool_calls`), as LangChain does.
        invalid_tool_calls: Calls whose arguments are not a JSON object; each
            becomes ``{'type', 'id', 'name', 'args', 'error'}``.
        usage_metadata: Token counts (`UsageMetadata`), or None.
        additional_kwargs, response_metadata, name, id, **extra: `BaseMessage`'s fields.

    Raises:
        KeyError: A tool call lacks ``name`` or ``args``.
    """

    __module__ = _HOME
    __slots__ = ("tool_calls", "invalid_tool_calls", "usage_metadata")
    type: ClassVar[str] = "ai"
    _fields: ClassVar[tuple[str, ...]] = (*BaseMessage._fields, "tool_calls", "invalid_tool_calls", "usage_metadata")
    _repr_defaults: ClassVar[dict[str, object]] = {
        **BaseMessage._repr_defaults,
        "tool_calls": _SHOWN,
        "invalid_tool_calls": _SHOWN,
        "usage_metadata": None,
    }

    tool_calls: list[ToolCall]
    invalid_tool_calls: list[InvalidToolCall]
    usage_metadata: UsageMetadata | None

    def __init__(
        self,
        content: MessageContent = MISSING,  # type: ignore[assignment]
        *,
        tool_calls: Sequence[Mapping[str, Any]] | None = None,
        invalid_tool_calls: Sequence[Mapping[str, Any]] | None = None,
        usage_metadata: Mapping[str, Any] | None = None,
        additional_kwargs: Mapping[str, Any] | None = None,
        response_metadata: Mapping[str, Any] | None = None,
        name: str | None = None,
        id: str | int | None = None,  # noqa: A002 - LangChain's field name
        **extra: UserValue,
    ) -> None:
        _init_base(super(), content, additional_kwargs, response_metadata, name, id, extra)
        calls = list(map(tool_call, tool_calls)) if tool_calls else []
        invalid = list(map(invalid_tool_call, invalid_tool_calls)) if invalid_tool_calls else []
        if not calls and not invalid and self.additional_kwargs:
            raw = self.additional_kwargs.get("tool_calls")
            if isinstance(raw, list):
                calls, invalid = read_openai_tool_calls(raw)  # type: ignore[arg-type]
        self.tool_calls = calls
        self.invalid_tool_calls = invalid
        self.usage_metadata = usage_metadata  # type: ignore[assignment]

    def pretty_repr(self, html: bool = False) -> str:
        """Like `BaseMessage.pretty_repr`, followed by the tool calls and their arguments."""
        lines: list[str] = []
        for heading, calls in (("Tool Calls:", self.tool_calls), ("Invalid Tool Calls:", self.invalid_tool_calls)):
            if calls:
                lines.append(heading)
                for call in calls:
                    lines.extend(tool_call_lines(call))
        return (super().pretty_repr(html=html).strip() + "\n" + "\n".join(lines)).strip()


class AIMessageChunk(AIMessage, BaseMessageChunk):
    """A streamed piece of an `AIMessage` (``type='AIMessageChunk'``).

    Args:
        content: The piece of the reply.
        tool_call_chunks: Pieces of tool calls (`ToolCallChunk`). When given,
            `tool_calls` and `invalid_tool_calls` are worked out from them
            (incomplete JSON arguments are read as far as possible); when not,
            they are made from the given `tool_calls` / `invalid_tool_calls`.
        chunk_position: ``'last'`` on the final chunk of a stream, else None.
        **kwargs: Other `AIMessage` fields.

    ``chunk + chunk`` joins content, metadata, token usage (summed) and
    tool-call pieces (by ``index``); ``chunk_position`` is ``'last'`` if
    either side's is; the id is the first provider id (one not starting with
    ``lc_``), else the first ``lc_run-`` id, else the first id.
    """

    __module__ = _HOME
    __slots__ = ("tool_call_chunks", "chunk_position")
    type: ClassVar[str] = "AIMessageChunk"
    _message_class: "ClassVar[type[BaseMessage]]" = AIMessage
    _fields: ClassVar[tuple[str, ...]] = (*AIMessage._fields, "tool_call_chunks", "chunk_position")
    _repr_defaults: ClassVar[dict[str, object]] = {
        **AIMessage._repr_defaults,
        "tool_call_chunks": _SHOWN,
        "chunk_position": None,
    }

    tool_call_chunks: list[ToolCallChunk]
    chunk_position: Literal["last"] | None

    def __init__(
        self,
        content: MessageContent = MISSING,  # type: ignore[assignment]
        *,
        tool_call_chunks: Sequence[Mapping[str, Any]] | None = None,
        chunk_position: Literal["last"] | None = None,
        **kwargs: UserValue,
    ) -> None:
        if tool_call_chunks:
            kwargs.pop("tool_calls", None)
            kwargs.pop("invalid_tool_calls", None)
        super().__init__(content, **kwargs)
        self.chunk_position = chunk_position
        if tool_call_chunks:
            self.tool_call_chunks = [tool_call_chunk(c) for c in tool_call_chunks]
            self.tool_calls, self.invalid_tool_calls = read_tool_call_chunks(self.tool_call_chunks)
        else:
            self.tool_call_chunks = [
                tool_call_chunk({**tc, "args": json.dumps(tc["args"])}) for tc in self.tool_calls
            ] + [tool_call_chunk(tc) for tc in self.invalid_tool_calls]

    def __add__(self, other: object) -> BaseMessageChunk:
        others = _chunk_operands(other, AIMessageChunk)
        if others is None:
            return super().__add__(other)
        return type(self)(**join_ai_chunk_fields([self, *others]))


_CLASS_BY_TYPE.update(
    {
        klass.type: klass
        for klass in (HumanMessage, AIMessage, SystemMessage, ToolMessage, RemoveMessage, AIMessageChunk,
                      HumanMessageChunk, SystemMessageChunk)
    }
)  # fmt: skip

_CLASS_BY_ROLE: dict[str, type[BaseMessage]] = {
    **_CLASS_BY_TYPE,
    "user": HumanMessage,
    "assistant": AIMessage,
    "developer": SystemMessage,
}
"""Role or type name → class, for ``(role, content)`` tuples and dicts."""

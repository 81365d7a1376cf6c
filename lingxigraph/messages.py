"""Chat message classes that work without LangChain.

Field names, ``type`` strings, constructor forms, equality and ``repr`` follow
langchain-core 1.8.3, so code and printed output written for LangChain messages
look the same with these::

    >>> HumanMessage("hi", id="1")
    HumanMessage(content='hi', additional_kwargs={}, response_metadata={}, id='1')

The classes are plain slotted classes: cheap to build, picklable, mutable like
LangChain's. For serialisation use `BaseMessage.to_dict` and
`BaseMessage.from_dict`; the dict is plain data (strings, numbers, lists,
dicts) whose ``type`` key selects the class.

`is_message` also recognises LangChain message objects, but only when
``langchain_core`` has already been imported by the user; this module never
imports it.
"""

import sys
from collections.abc import Iterable
from typing import Any, ClassVar, Union  # noqa: F401 - ClassVar: the classes' string annotations resolve in this module

from typing_extensions import TypeAlias

from lingxigraph._internal._message_coerce import coerce_message_like
from lingxigraph._internal._message_fields import InvalidToolCall, ToolCall, ToolCallChunk, UsageMetadata
from lingxigraph._messages._base import (  # noqa: F401 - private names importable here as before (pickles name _rebuild)
    _CLASS_BY_TYPE,
    _ID_TOKEN,
    BaseMessage,
    BaseMessageChunk,
    MessageContent,
    RemoveMessage,
    _rebuild,
)
from lingxigraph._messages._kinds import (
    _CLASS_BY_ROLE,
    AIMessage,
    AIMessageChunk,
    HumanMessage,
    HumanMessageChunk,
    SystemMessage,
    SystemMessageChunk,
    ToolMessage,
)

__all__ = (
    "REMOVE_ALL_MESSAGES", "AIMessage", "AIMessageChunk", "AnyMessage", "BaseMessage", "BaseMessageChunk",
    "HumanMessage", "HumanMessageChunk", "InvalidToolCall", "MessageContent", "MessageLikeRepresentation",
    "RemoveMessage", "SystemMessage", "SystemMessageChunk", "ToolCall", "ToolCallChunk", "ToolMessage",
    "UsageMetadata", "convert_to_messages", "is_message", "message_chunk_to_message",
)  # fmt: skip

REMOVE_ALL_MESSAGES = "__remove_all__"
"""Id for ``RemoveMessage(id=REMOVE_ALL_MESSAGES)``: `add_messages` drops every earlier message."""

AnyMessage: TypeAlias = Union[
    AIMessage, HumanMessage, SystemMessage, ToolMessage, AIMessageChunk, HumanMessageChunk, SystemMessageChunk
]
"""Any concrete lingxigraph message (like LangChain's ``AnyMessage``, ``RemoveMessage`` excluded)."""

MessageLikeRepresentation: TypeAlias = Union[BaseMessage, list[str], tuple[str, Any], str, dict[str, Any]]
"""Anything `convert_to_messages` accepts: a message, ``(role, content)``, ``{'role', 'content'}`` or a string."""


def is_message(obj: object) -> bool:
    """Tell whether `obj` is a message object.

    Returns:
        True for lingxigraph messages, and for LangChain ``BaseMessage``
        instances when ``langchain_core`` is already imported (it is never
        imported here).
    """
    if isinstance(obj, BaseMessage):
        return True
    lc_base = sys.modules.get("langchain_core.messages.base")
    return lc_base is not None and isinstance(obj, lc_base.BaseMessage)


def message_chunk_to_message(chunk: Any) -> Any:
    """Turn a streamed chunk into the whole-message class, like LangChain's function of that name.

    Args:
        chunk: A message or chunk (lingxigraph's, or LangChain's when
            ``langchain_core`` is loaded, which is then handed to LangChain).

    Returns:
        For a chunk, a new message of the matching class (``AIMessageChunk`` →
        `AIMessage`) with the same fields, minus ``tool_call_chunks`` and
        ``chunk_position`` (extra fields are dropped too, as in LangChain).
        Anything else is returned unchanged.
    """
    if isinstance(chunk, BaseMessageChunk):
        skip = ("type", "tool_call_chunks", "chunk_position")
        data = {field: getattr(chunk, field) for field in chunk._fields if field not in skip}
        return chunk._message_class.from_dict(data)
    lc_base = sys.modules.get("langchain_core.messages.base")
    if lc_base is not None and isinstance(chunk, lc_base.BaseMessageChunk):
        return sys.modules["langchain_core.messages"].message_chunk_to_message(chunk)
    return chunk


def convert_to_messages(messages: Iterable[Any]) -> list[Any]:
    """Coerce message-like values into lingxigraph messages (LangChain's ``convert_to_messages`` rules).

    Args:
        messages: An iterable (or an object with ``to_messages()``) of:
            message objects (kept as they are, LangChain ones included);
            strings (→ `HumanMessage`); ``(role, content)`` pairs; dicts with
            ``'role'`` (or ``'type'``) and ``'content'``. Roles: ``human`` /
            ``user``, ``ai`` / ``assistant``, ``system``, ``developer`` (a
            `SystemMessage` marked ``additional_kwargs['__openai_role__']``),
            ``tool``, ``remove`` and the chunk type names. Dict keys ``name``,
            ``id``, ``tool_call_id``, ``tool_calls`` (LangChain or OpenAI
            format), ``invalid_tool_calls``, ``usage_metadata``,
            ``tool_call_chunks``, ``chunk_position``, ``status``,
            ``artifact``, ``additional_kwargs`` and ``response_metadata`` fill
            those fields; other keys go into ``additional_kwargs``.

    Returns:
        A new list of messages.

    Raises:
        ValueError: Unknown role, or a dict without role/content.
        NotImplementedError: A sequence that is not a pair, or an
            unsupported type (LangChain raises the same).
        TypeError: A required field is missing (``tool_call_id`` for a tool
            message, ``id`` for a remove message).
    """
    to_messages = getattr(messages, "to_messages", None)
    if callable(to_messages):
        messages = to_messages()
    return [item if is_message(item) else coerce_message_like(item, _CLASS_BY_ROLE) for item in messages]

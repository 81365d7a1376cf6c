"""Turn messages into OpenAI chat-completion dicts (for ``add_messages(format='langchain-openai')``).

Works on lingxigraph messages and, by duck typing, on LangChain ones. The
output follows what langchain-core's ``convert_to_openai_messages`` gives for
common messages: roles ``user`` / ``assistant`` / ``system`` / ``developer``
/ ``tool``, tool calls as ``{'type': 'function', 'id', 'function': {'name',
'arguments': '<json>'}}``, and content that is a string when it is all text
(text parts joined with newlines) or else a list of ``text`` / ``image_url``
blocks. Message ids, artifacts and metadata are not part of the format.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from lingxigraph._internal._typing import UserValue

__all__ = ("to_openai_dicts",)

_ROLE_BY_TYPE = {
    "human": "user",
    "HumanMessageChunk": "user",
    "ai": "assistant",
    "AIMessageChunk": "assistant",
    "system": "system",
    "SystemMessageChunk": "system",
    "tool": "tool",
    "ToolMessageChunk": "tool",
    "function": "function",
    "FunctionMessageChunk": "function",
}

_DROPPED_BLOCK_TYPES = frozenset({"tool_use", "tool_call", "tool_call_chunk", "function_call"})
"""Content blocks that repeat the tool calls, which the format carries in ``tool_calls``."""


def to_openai_dicts(messages: Iterable[Any]) -> list[dict[str, Any]]:
    """Convert message objects to OpenAI-style dicts.

    Args:
        messages: lingxigraph or LangChain message objects.

    Returns:
        One dict per message: ``role``, then ``name`` if set, ``tool_calls`` /
        ``refusal`` for assistant messages, ``tool_call_id`` for tool
        messages, and ``content``.

    Raises:
        ValueError: A message kind has no OpenAI role (for example a
            ``RemoveMessage``).
    """
    return [_to_openai_dict(message) for message in messages]


def _to_openai_dict(message: Any) -> dict[str, Any]:
    role = _ROLE_BY_TYPE.get(getattr(message, "type", None) or "")
    if role is None:
        raise ValueError(f"Unknown BaseMessage type {type(message)}.")
    extras: Mapping[str, Any] = getattr(message, "additional_kwargs", None) or {}
    if role == "system" and extras.get("__openai_role__") == "developer":
        role = "developer"
    result: dict[str, Any] = {"role": role}
    if getattr(message, "name", None) is not None:
        result["name"] = message.name
    if role == "assistant":
        calls = [_openai_tool_call(call) for call in getattr(message, "tool_calls", None) or ()]
        if calls:
            result["tool_calls"] = calls
        if extras.get("refusal"):
            result["refusal"] = extras["refusal"]
    if role == "tool":
        result["tool_call_id"] = message.tool_call_id
    result["content"] = _openai_content(message.content)
    return result


def _openai_tool_call(call: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "type": "function",
        "id": call.get("id"),
        "function": {"name": call.get("name"), "arguments": json.dumps(call.get("args") or {})},
    }


def _openai_content(content: UserValue) -> UserValue:
    """A string stays a string; a list of blocks becomes OpenAI blocks, collapsed to text when it is all text."""
    if isinstance(content, str):
        return content
    blocks = [block for item in content if (block := _openai_block(item)) is not None]
    if all(block.get("type") == "text" for block in blocks):
        return "\n".join(block["text"] for block in blocks)
    return blocks


def _openai_block(item: UserValue) -> dict[str, Any] | None:
    """One content item as an OpenAI block, or None when the format has no place for it."""
    if isinstance(item, str):
        return {"type": "text", "text": item}
    if not isinstance(item, dict):
        return None
    kind = item.get("type")
    if kind in _DROPPED_BLOCK_TYPES:
        return None
    if kind == "text":
        return {"type": "text", "text": item.get("text", "")}
    if kind == "image" and (url := _image_url(item)) is not None:
        return {"type": "image_url", "image_url": {"url": url}}
    return dict(item)


def _image_url(block: Mapping[str, Any]) -> str | None:
    """The URL (or ``data:`` URL) of a standard ``image`` block, if it has one."""
    if isinstance(block.get("url"), str):
        return block["url"]
    data = block.get("base64") or block.get("data")
    if isinstance(data, str):
        return f"data:{block.get('mime_type', 'image/png')};base64,{data}"
    return None

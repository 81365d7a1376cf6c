"""Field shapes and normalisers shared by the message classes.

Holds the tool-call and token-usage TypedDicts (re-exported by
``lingxigraph.messages``) and the functions that put tool calls into
langchain-core 1.8.3's dict shapes (same keys, same key order), read
OpenAI-format and streamed tool calls, and render the pretty-print pieces.
"""

import json
from collections.abc import Mapping, Sequence
from typing import Any, Literal, Optional

from typing_extensions import NotRequired, TypedDict

from lingxigraph._internal._message_merge import parse_partial_json

__all__ = (
    "InvalidToolCall",
    "ToolCall",
    "ToolCallChunk",
    "UsageMetadata",
    "from_openai_tool_call",
    "invalid_tool_call",
    "read_openai_tool_calls",
    "read_tool_call_chunks",
    "text_of",
    "title_rule",
    "tool_call",
    "tool_call_chunk",
    "tool_call_lines",
)


class ToolCall(TypedDict):
    """A request from the model to call a tool (LangChain's ``ToolCall`` shape)."""

    name: str
    """Name of the tool to call."""
    args: dict[str, Any]
    """Arguments, argument name → value."""
    id: Optional[str]
    """Id that the answering `ToolMessage` repeats as ``tool_call_id``."""
    type: NotRequired[Literal["tool_call"]]
    """Always ``'tool_call'``; added by the message classes when missing."""


class InvalidToolCall(TypedDict):
    """A tool call whose arguments could not be read as a JSON object."""

    type: NotRequired[Literal["invalid_tool_call"]]
    """Always ``'invalid_tool_call'``."""
    id: Optional[str]
    """Tool-call id, if the model sent one."""
    name: Optional[str]
    """Tool name, if the model sent one."""
    args: Optional[str]
    """The raw argument text."""
    error: Optional[str]
    """What went wrong, if known."""


class ToolCallChunk(TypedDict):
    """A streamed piece of a tool call; pieces with the same ``index`` are joined."""

    name: Optional[str]
    """Tool name, usually only on the first piece."""
    args: Optional[str]
    """A piece of the JSON argument text."""
    id: Optional[str]
    """Tool-call id, usually only on the first piece."""
    index: Optional[int]
    """Position of the tool call this piece belongs to."""
    type: NotRequired[Literal["tool_call_chunk"]]
    """Always ``'tool_call_chunk'``."""


class UsageMetadata(TypedDict):
    """Token counts reported by a model (detail dicts map a token kind → count)."""

    input_tokens: int
    """Tokens in the prompt."""
    output_tokens: int
    """Tokens in the answer."""
    total_tokens: int
    """Sum of the two."""
    input_token_details: NotRequired[dict[str, int]]
    """Prompt tokens by kind (``cache_read``, ``audio``, ...)."""
    output_token_details: NotRequired[dict[str, int]]
    """Answer tokens by kind (``reasoning``, ``audio``, ...)."""


def title_rule(title: str, *, bold: bool) -> str:
    """Centre `` title `` in an 80-column rule of ``=`` (the odd ``=`` goes right)."""
    padded = f" {title} "
    left = (80 - len(padded)) // 2
    right = 80 - len(padded) - left
    if bold:
        padded = f"\033[1m{padded}\033[0m"
    return "=" * left + padded + "=" * right


def tool_call_lines(call: Mapping[str, Any]) -> list[str]:
    """The pretty-print lines for one (valid or invalid) tool call: name, id, error, arguments."""
    lines = [f"  {call.get('name', 'Tool')} ({call.get('id')})", f" Call ID: {call.get('id')}"]
    if call.get("error"):
        lines.append(f"  Error: {call.get('error')}")
    lines.append("  Args:")
    args = call.get("args")
    if isinstance(args, str):
        lines.append(f"    {args}")
    elif isinstance(args, dict):
        lines.extend(f"    {key}: {value}" for key, value in args.items())  # type: ignore[misc]
    return lines


def tool_call(call: Mapping[str, Any]) -> ToolCall:
    """Normalise a tool call to ``{'name', 'args', 'id', 'type': 'tool_call'}``.

    Raises:
        KeyError: ``name`` or ``args`` is missing.
    """
    return {"name": call["name"], "args": call["args"], "id": call.get("id"), "type": "tool_call"}


def invalid_tool_call(call: Mapping[str, Any]) -> InvalidToolCall:
    """Normalise an invalid tool call to ``{'type', 'id', 'name', 'args', 'error'}`` (missing keys → None)."""
    return {
        "type": "invalid_tool_call",
        "id": call.get("id"),
        "name": call.get("name"),
        "args": call.get("args"),
        "error": call.get("error"),
    }


def read_openai_tool_calls(raw: list[Mapping[str, Any]]) -> tuple[list[ToolCall], list[InvalidToolCall]]:
    """Split OpenAI-format ``{'id', 'function': {'name', 'arguments'}}`` calls into valid and invalid.

    Returns:
        (valid calls, invalid calls); a call is invalid when its arguments are
        empty or not a JSON object.
    """
    calls: list[ToolCall] = []
    invalid: list[InvalidToolCall] = []
    for item in raw:
        function = item.get("function") or {}
        name, text = function.get("name"), function.get("arguments")
        try:
            args = json.loads(text, strict=False) if text else None
        except ValueError:
            args = None
        if isinstance(args, dict):
            calls.append({"name": name, "args": args, "id": item.get("id"), "type": "tool_call"})
        else:
            invalid.append(invalid_tool_call({"id": item.get("id"), "name": name, "args": text}))
    return calls, invalid


def tool_call_chunk(chunk: Mapping[str, Any]) -> ToolCallChunk:
    """Normalise a tool-call piece to ``{'name', 'args', 'id', 'index', 'type'}`` (missing keys → None)."""
    return {
        "name": chunk.get("name"),
        "args": chunk.get("args"),
        "id": chunk.get("id"),
        "index": chunk.get("index"),
        "type": "tool_call_chunk",
    }


def read_tool_call_chunks(chunks: list[ToolCallChunk]) -> tuple[list[ToolCall], list[InvalidToolCall]]:
    """Read the (possibly incomplete) JSON arguments of each tool-call piece.

    Returns:
        (valid calls, invalid calls). Empty or missing arguments read as ``{}``;
        arguments that do not complete to a JSON object make an invalid call
        (keys ``name, args, id, error, type``, as LangChain orders them here).
    """
    calls: list[ToolCall] = []
    invalid: list[InvalidToolCall] = []
    for chunk in chunks:
        text = chunk["args"]
        try:
            args = parse_partial_json(text) if text else {}
        except ValueError:
            args = None
        if isinstance(args, dict):
            calls.append({"name": chunk["name"] or "", "args": args, "id": chunk["id"], "type": "tool_call"})
        else:
            invalid.append(
                {"name": chunk["name"], "args": text, "id": chunk["id"], "error": None, "type": "invalid_tool_call"}
            )
    return calls, invalid


def from_openai_tool_call(call: Mapping[str, Any]) -> Mapping[str, Any]:
    """``{'id', 'function': {'name', 'arguments': '<json>'}}`` → a `ToolCall`; other shapes pass through.

    Raises:
        json.JSONDecodeError: The arguments are not valid JSON (as in LangChain).
    """
    if "function" not in call:
        return call
    args = call["function"]["arguments"]
    if isinstance(args, str):
        args = json.loads(args, strict=False)
    return {"name": call["function"]["name"], "args": args, "id": call["id"], "type": "tool_call"}


class _TextAccessor(str):
    """The text of a message; also callable, like LangChain's (``msg.text()``)."""

    __slots__ = ()

    def __call__(self) -> str:
        return str(self)


def text_of(content: "str | Sequence[Any]") -> str:
    """The text of a message body: the string itself, or its strings and ``'text'`` blocks joined.

    The result is a ``str`` that can also be called (``message.text()``), as
    LangChain still allows.
    """
    if isinstance(content, str):
        return _TextAccessor(content)
    parts = [
        block if isinstance(block, str) else block["text"]
        for block in content
        if isinstance(block, str) or (block.get("type") == "text" and isinstance(block.get("text"), str))
    ]
    return _TextAccessor("".join(parts))

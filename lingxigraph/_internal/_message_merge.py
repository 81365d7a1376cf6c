"""Merge rules for streamed message chunks, and a forgiving JSON reader.

These functions are what ``AIMessageChunk + AIMessageChunk`` uses. The rules
were worked out by observing langchain-core 1.8.3, so that adding chunks in
lingxigraph gives the same content, metadata and tool-call arguments:

* text content is concatenated; a list of content blocks is extended, and
  blocks carrying the same integer ``index`` are merged into one block;
* metadata dicts are merged key by key (strings concatenate, ints add, nested
  dicts and lists merge recursively);
* token usage dicts are summed key by key;
* half-received tool-call arguments (``'{"city": "Par'``) are read as the
  largest JSON object they can be completed to.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from lingxigraph._internal._typing import UserValue

__all__ = (
    "join_ai_chunk_fields",
    "pick_chunk_id",
    "merge_content",
    "merge_dicts",
    "merge_lists",
    "add_usage",
    "parse_partial_json",
)

_KEEP_LAST_INT_KEYS = frozenset({"index", "created", "timestamp"})
"""Integer keys that identify or time-stamp a value; the right value wins instead of a sum."""

_KEEP_EQUAL_STR_KEYS = frozenset({"id", "output_version", "model_provider"})
"""String keys that are kept (not concatenated) when both sides hold the same value."""


def merge_content(first: str | list[Any], *others: str | list[Any]) -> str | list[Any]:
    """Concatenate message contents the way streamed chunks are joined.

    Args:
        first: The left content: a string or a list of strings / content-block dicts.
        *others: Contents to append, in order.

    Returns:
        A string when every part is a string. A string followed by a list becomes
        a list with the string in front. A list followed by a string appends the
        string to the list's last element when that element is a string, drops an
        empty string, and otherwise adds it as a new element (an empty list stays
        empty, as in langchain-core). Two lists are merged with `merge_lists`.
        The inputs are not modified.
    """
    merged: str | list[Any] = first if isinstance(first, str) else list(first)
    for part in others:
        if isinstance(merged, str):
            merged = merged + part if isinstance(part, str) else [merged, *part]
        elif isinstance(part, list):
            merged = merge_lists(merged, part) or []
        elif merged and isinstance(merged[-1], str):
            merged[-1] = merged[-1] + part
        elif part != "" and merged:
            merged.append(part)
    return merged


def merge_dicts(first: Mapping[str, Any], *others: Mapping[str, Any]) -> dict[str, Any]:
    """Merge metadata dicts of streamed chunks, key by key.

    For a key present on both sides: ``None`` on either side yields the other
    value; strings concatenate (except equal values of ``id``,
    ``output_version`` and ``model_provider``, and ``lc_``-prefixed ``index``
    values, which are kept); dicts merge recursively; lists merge with
    `merge_lists`; equal values are kept; ints are summed (except ``index``,
    ``created`` and ``timestamp``, where the right value wins).

    Args:
        first: The left dict; it is not modified.
        *others: Dicts merged into it, in order.

    Returns:
        A new dict, keys in first-seen order.

    Raises:
        TypeError: Both sides hold a value for the key with different types,
            or with a type that has no merge rule (float, bool, tuple, ...).
    """
    merged = dict(first)
    for other in others:
        for key, right in other.items():
            left = merged.get(key)
            if key not in merged or (left is None and right is not None):
                merged[key] = right
            elif right is not None:
                merged[key] = _merge_values(key, left, right)
    return merged


def _merge_values(key: str, left: UserValue, right: UserValue) -> UserValue:
    """Merge two non-``None`` values stored under the same metadata key."""
    if type(left) is not type(right):
        raise TypeError(f'additional_kwargs["{key}"] already exists in this message, but with a different type.')
    if isinstance(left, str):
        keep = (key == "index" and left.startswith("lc_")) or (key in _KEEP_EQUAL_STR_KEYS and left == right)
        return left if keep else left + right
    if isinstance(left, dict):
        return merge_dicts(left, right)
    if isinstance(left, list):
        return merge_lists(left, right)
    if left == right:
        return left
    if isinstance(left, int) and not isinstance(left, bool):
        return right if key in _KEEP_LAST_INT_KEYS else left + right
    raise TypeError(
        f"Additional kwargs key {key} already exists in left dict and value has unsupported type {type(left)}."
    )


def merge_lists(first: Sequence[Any] | None, *others: Sequence[Any] | None) -> list[Any] | None:
    """Join lists of content blocks or tool-call chunks, merging indexed dicts.

    An element of a right-hand list that is a dict with an integer ``index``
    (or a string index starting with ``lc_``) is merged into the left element
    with the same index, unless both carry different non-empty ``id`` values.
    The right element's ``type`` is ignored in such a merge (the left one is
    kept). Every other element is appended.

    Args:
        first: The left list, or ``None``.
        *others: Lists (or ``None``) merged into it, in order.

    Returns:
        A new list, or ``None`` when every input is ``None``.
    """
    merged = None if first is None else list(first)
    for other in others:
        if other is None:
            continue
        if merged is None:
            merged = list(other)
            continue
        for element in other:
            target = _matching_block(merged, element)
            if target is None:
                merged.append(element)
            else:
                patch = {k: v for k, v in element.items() if k != "type"}
                merged[target] = merge_dicts(merged[target], patch)
    return merged


def _matching_block(blocks: list[Any], element: UserValue) -> int | None:
    """Return the position of the block `element` should merge into, if any."""
    if not isinstance(element, dict):
        return None
    index: UserValue = element.get("index")
    indexed = (isinstance(index, int) and not isinstance(index, bool)) or (
        isinstance(index, str) and index.startswith("lc_")
    )
    if not indexed:
        return None
    right_id: UserValue = element.get("id")
    for position, block in enumerate(blocks):
        if not isinstance(block, dict) or "index" not in block or block["index"] != index:
            continue
        left_id: UserValue = block.get("id")
        if left_id in (None, "") or right_id in (None, "") or left_id == right_id:
            return position
    return None


def add_usage(left: Mapping[str, Any] | None, right: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """Sum two token-usage dicts key by key (nested detail dicts too).

    Args:
        left: Usage so far (``input_tokens``, ``output_tokens``,
            ``total_tokens``, optional ``*_token_details`` dicts), or ``None``.
        right: Usage to add, or ``None``.

    Returns:
        The sum as a new dict, or ``None`` when both are ``None``.
    """
    if left is None:
        return None if right is None else dict(right)
    total = dict(left)
    for key, value in (right or {}).items():
        mine = total.get(key)
        if isinstance(mine, dict) and isinstance(value, dict):
            total[key] = add_usage(mine, value)
        elif isinstance(mine, (int, float)) and isinstance(value, (int, float)):
            total[key] = mine + value
        elif mine is None:
            total[key] = value
    return total


def join_ai_chunk_fields(parts: Sequence[Any]) -> dict[str, Any]:
    """Join AI message chunks, left to right, into constructor keywords for the left chunk's class.

    Args:
        parts: At least one ``AIMessageChunk``-like object.

    Returns:
        Keywords ``content``, ``additional_kwargs``, ``response_metadata``
        (merged as described in this module), ``tool_call_chunks`` (pieces with
        the same ``index`` joined), ``usage_metadata`` (summed; None unless the
        first part has usage or a later part has any), ``id`` (see
        `pick_chunk_id`) and ``chunk_position`` (``'last'`` if any part is last).
        ``name`` is not carried over, as in langchain-core.

    Raises:
        TypeError: Metadata values under the same key cannot be merged (see `merge_dicts`).
    """
    first, rest = parts[0], parts[1:]
    usage = None
    if first.usage_metadata or any(p.usage_metadata is not None for p in rest):
        usage = first.usage_metadata
        for part in rest:
            usage = add_usage(usage, part.usage_metadata)
    return {
        "content": merge_content(*(p.content for p in parts)),
        "additional_kwargs": merge_dicts(*(p.additional_kwargs for p in parts)),
        "response_metadata": merge_dicts(*(p.response_metadata for p in parts)),
        "tool_call_chunks": merge_lists(*(p.tool_call_chunks for p in parts)) or [],
        "usage_metadata": usage,
        "id": pick_chunk_id(p.id for p in parts),
        "chunk_position": "last" if any(p.chunk_position == "last" for p in parts) else None,
    }


def pick_chunk_id(ids: Iterable[str | None]) -> str | None:
    """First provider id; failing that the first ``lc_run-`` id; failing that the first id."""
    best: str | None = None
    best_rank = -1
    for candidate in ids:
        if not candidate:
            continue
        if not candidate.startswith("lc_"):
            return candidate
        rank = 1 if candidate.startswith("lc_run-") else 0
        if rank > best_rank:
            best, best_rank = candidate, rank
    return best


def parse_partial_json(text: str) -> UserValue:
    """Read JSON that may have been cut off part-way through.

    An unclosed string is closed (a dangling backslash dropped), then the
    brackets still open are closed. If that is not valid JSON (a dangling key,
    ``tru``, a trailing comma), characters before the added closing brackets
    are dropped one at a time until it is.

    Args:
        text: The (possibly incomplete) JSON text.

    Returns:
        The decoded value: ``'{"a": [1, {"b": "x'`` → ``{'a': [1, {'b': 'x'}]}``,
        ``'{"a": 1, "b"'`` → ``{'a': 1}``, ``'{"a": tru'`` → ``{}``.

    Raises:
        ValueError: The brackets in `text` do not nest (``'{"a": 1]'``), or no
            shortening gives JSON (``'abc'``, whitespace only).
    """
    try:
        return json.loads(text, strict=False)
    except ValueError:
        pass
    completed = _complete_json(text)
    if completed is None:
        raise ValueError(f"cannot read JSON from {text!r}: brackets do not nest")
    body, closers = completed
    for end in range(len(body), 0, -1):
        try:
            return json.loads(body[:end] + closers, strict=False)
        except ValueError:
            continue
    raise ValueError(f"cannot read JSON from {text!r}")


def _complete_json(text: str) -> tuple[str, str] | None:
    """Split the repair of `text` into (text with its string closed, brackets to append); None if unbalanced."""
    expected: list[str] = []
    in_string = False
    escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            expected.append("}" if char == "{" else "]")
        elif char in "}]" and (not expected or expected.pop() != char):
            return None
    body = text[:-1] if escaped else text
    if in_string:
        body += '"'
    return body, "".join(reversed(expected))

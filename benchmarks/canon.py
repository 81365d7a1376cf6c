"""A library-neutral canonical form of a final state, for comparing the two libraries' results.

Dicts are key-sorted, tuples become lists, Pydantic models are dumped, and
message objects (LangChain's or lingxigraph's) become
``{"__message__": type, "content": ..., "tool_calls": [...], "tool_call_id": ...}``,
so equal conversations hash equally whichever message classes carried them.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any


def _is_message(value: Any) -> bool:
    name = type(value).__name__
    return name.endswith(("Message", "MessageChunk")) and hasattr(value, "content") and hasattr(value, "type")


def canon(value: Any) -> Any:
    """`value` as plain JSON data with a library-independent shape."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, dict):
        return {str(k): canon(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (list, tuple)):
        return [canon(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((canon(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    if _is_message(value):
        out: dict[str, Any] = {"__message__": value.type, "content": canon(value.content)}
        tool_calls = getattr(value, "tool_calls", None)
        if tool_calls:
            out["tool_calls"] = [
                {"name": call.get("name"), "args": canon(call.get("args")), "id": call.get("id")} for call in tool_calls
            ]
        tool_call_id = getattr(value, "tool_call_id", None)
        if tool_call_id is not None:
            out["tool_call_id"] = tool_call_id
        return out
    if hasattr(value, "model_dump"):
        return canon(value.model_dump())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return canon(dataclasses.asdict(value))
    return {"__repr__": repr(value)}


def digest(value: Any) -> str:
    """A short sha256 of the canonical JSON of `value`."""
    text = json.dumps(canon(value), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def key_digests(value: Any) -> dict[str, str] | None:
    """``key -> digest`` of each top-level entry when `value` is dict-like (to name what differs)."""
    data = canon(value)
    if not isinstance(data, dict):
        return None
    return {key: hashlib.sha256(json.dumps(v, sort_keys=True).encode()).hexdigest()[:12] for key, v in data.items()}


def preview(value: Any, limit: int = 400) -> str:
    """The start of the canonical JSON of `value` (for mismatch reports)."""
    text = json.dumps(canon(value), sort_keys=True)
    return text if len(text) <= limit else text[:limit] + "..."

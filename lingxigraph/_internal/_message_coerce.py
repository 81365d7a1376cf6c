"""Build messages from message-like values: strings, ``(role, content)`` pairs and dicts.

The rules follow langchain-core 1.8.3's ``convert_to_messages``, including its
error messages. The message classes are passed in (role → class), so this
module does not import ``lingxigraph.messages``; each class lists the dict
keys it accepts in its ``_fields`` class attribute. It also holds the
pydantic hook that lets pydantic models hold messages.
"""

import sys
from collections.abc import Callable, Mapping
from typing import Any

from lingxigraph._internal._message_fields import from_openai_tool_call

__all__ = ("coerce_message_like", "message_json_schema", "pydantic_core_schema")


def coerce_message_like(item: object, classes: Mapping[str, Any]) -> Any:
    """Build a message from a value that is not a message object yet.

    Args:
        item: A string (a human message), a ``(role, content)`` pair (tuple
            or two-item list), or a dict with ``'role'`` (or ``'type'``) and
            ``'content'`` plus optional field keys.
        classes: Role or type name → message class (``'human'``, ``'user'``,
            ``'ai'``, ``'assistant'``, ...).

    Returns:
        A new message.

    Raises:
        ValueError: Unknown role, or a dict without role/content.
        NotImplementedError: A sequence that is not a pair, or an unsupported type.
        TypeError: A required field is missing (``tool_call_id``, or ``id`` for ``'remove'``).
        json.JSONDecodeError: OpenAI-format tool-call arguments are not JSON.
    """
    if isinstance(item, str):
        return classes["human"](item)
    if isinstance(item, (list, tuple)):
        if len(item) != 2:  # type: ignore[arg-type]
            raise NotImplementedError("Message as a sequence must be (role string, template)")
        role, content = item  # type: ignore[misc]
        return _build(str(role), content, {}, classes)  # type: ignore[has-type]
    if isinstance(item, dict):
        fields: dict[str, Any] = dict(item)  # type: ignore[arg-type]
        role = fields.pop("role", None) if "role" in fields else fields.pop("type", None)
        if role is None or "content" not in fields:
            raise ValueError(f"Message dict must contain 'role' and 'content' keys, got {item!r}")
        fields.pop("type", None)
        return _build(str(role), fields.pop("content"), fields, classes)
    raise NotImplementedError(f"Unsupported message type: {type(item)}")


def _build(role: str, content: Any, fields: dict[str, Any], classes: Mapping[str, Any]) -> Any:
    """Build the class for `role`; dict keys that are not its fields go into ``additional_kwargs``."""
    klass = classes.get(role)
    if klass is None:
        raise ValueError(
            f"Unexpected message type: '{role}'. Use one of 'human', 'user', 'ai', 'assistant', 'tool', "
            "'system', or 'developer'."
        )
    known = set(klass._fields) - {"content", "type"}
    kwargs = {k: v for k, v in fields.items() if k in known and v is not None}
    extras = {k: v for k, v in fields.items() if k not in known}
    kwargs["additional_kwargs"] = {**extras, **kwargs.get("additional_kwargs", {})}
    if role == "developer":
        kwargs["additional_kwargs"]["__openai_role__"] = "developer"
    if "tool_calls" in kwargs:
        kwargs["tool_calls"] = [from_openai_tool_call(tc) for tc in kwargs["tool_calls"]]
    if klass.type == "remove":
        if "id" not in kwargs:
            raise TypeError("RemoveMessage() missing required argument: 'id'")
        return klass(**kwargs)
    return klass("" if content is None else content, **kwargs)


def pydantic_core_schema(cls: type, rebuild: Callable[[Mapping[str, Any]], Any]) -> Any:
    """A pydantic-core schema for message class `cls` (pydantic is imported only when pydantic asks).

    Validation accepts instances of `cls` as they are, and so LangChain's
    counterpart of `cls` (see `_is_langchain_counterpart`), and rebuilds
    `to_dict` output (a mapping with a ``'type'`` key) with `rebuild`,
    provided the result is a `cls`; JSON serialisation writes `to_dict` output.
    """
    from pydantic_core import core_schema

    def validate(value: object) -> Any:
        if isinstance(value, cls) or _is_langchain_counterpart(value, cls):
            return value
        if isinstance(value, Mapping) and "type" in value:
            try:
                message = rebuild(value)  # type: ignore[arg-type]
            except (KeyError, TypeError, ValueError):
                message = None
            if isinstance(message, cls):
                return message
        raise ValueError(f"Input should be a {cls.__name__} or its to_dict() output")

    return core_schema.no_info_plain_validator_function(
        validate,
        serialization=core_schema.plain_serializer_function_ser_schema(lambda m: m.to_dict(), when_used="json"),
        ref=f"{cls.__module__}.{cls.__qualname__}",
        metadata={"pydantic_js_functions": [lambda _schema, _handler: message_json_schema(cls)]},
    )


def _is_langchain_counterpart(value: object, cls: type) -> bool:
    """Whether `value` is a LangChain message standing for a `cls` message.

    A graph run with LangChain messages keeps them in its state, and a schema
    naming lingxigraph's classes (``MessagesState`` in a tool's
    ``InjectedState`` argument, a pydantic state) must take them as they are,
    as LangGraph's schemas (naming LangChain's classes) do. The ``type`` field
    decides (``'ai'``, ``'AIMessageChunk'``, ...); the base classes take any
    LangChain message (chunk).
    """
    lc = sys.modules.get("langchain_core.messages")  # never imported here: only if the user did
    if lc is None:
        return False
    kind = getattr(cls, "type", None)
    if kind == "base":
        base = lc.BaseMessageChunk if cls.__name__.endswith("Chunk") else lc.BaseMessage
        return isinstance(value, base)
    return isinstance(value, lc.BaseMessage) and getattr(value, "type", None) == kind


# JSON schema of each message field, shaped like langchain-core's message models
_ANY_OBJECT: dict[str, Any] = {"additionalProperties": True, "type": "object"}
_OPTIONAL_STR: dict[str, Any] = {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}
_FIELD_SCHEMAS: dict[str, dict[str, Any]] = {
    "content": {"anyOf": [{"type": "string"},
                          {"items": {"anyOf": [{"type": "string"}, _ANY_OBJECT]}, "type": "array"}]},
    "additional_kwargs": dict(_ANY_OBJECT),
    "response_metadata": dict(_ANY_OBJECT),
    "name": _OPTIONAL_STR,
    "id": _OPTIONAL_STR,
    "tool_calls": {"items": _ANY_OBJECT, "type": "array"},
    "invalid_tool_calls": {"items": _ANY_OBJECT, "type": "array"},
    "tool_call_chunks": {"items": _ANY_OBJECT, "type": "array"},
    "usage_metadata": {"anyOf": [_ANY_OBJECT, {"type": "null"}], "default": None},
    "chunk_position": {"anyOf": [{"const": "last", "type": "string"}, {"type": "null"}], "default": None},
    "tool_call_id": {"type": "string"},
    "artifact": {"default": None},
    "status": {"default": "success", "enum": ["success", "error"], "type": "string"},
}
_REQUIRED = ("content", "tool_call_id")


def message_json_schema(cls: Any) -> dict[str, Any]:
    """JSON schema of message class `cls`: an object with the keys of its ``to_dict()``.

    Lists the class's ``_fields`` with ``type`` fixed to the class's type name;
    ``content`` (and a tool message's ``tool_call_id``) are required.
    """
    properties: dict[str, Any] = {}
    for key in getattr(cls, "_fields", ("content", "type")):
        if key == "type":
            properties[key] = {"const": cls.type, "default": cls.type, "type": "string"}
        else:
            properties[key] = dict(_FIELD_SCHEMAS.get(key, {}))
        properties[key]["title"] = key.replace("_", " ").title()
    return {
        "additionalProperties": True,
        "properties": properties,
        "required": [k for k in _REQUIRED if k in properties],
        "title": cls.__name__,
        "type": "object",
    }

"""Reading fields and defaults off state schemas (TypedDict, dataclass, Pydantic)."""

from __future__ import annotations

import weakref
from typing import Any

_MISSING = object()
_ANNOTATED_KEYS: weakref.WeakKeyDictionary[type[Any], tuple[str, ...]] = weakref.WeakKeyDictionary()


def annotated_keys(cls: type[Any]) -> tuple[str, ...]:
    """Names annotated on ``cls`` and its bases (base classes first), cached per class."""
    keys = _ANNOTATED_KEYS.get(cls)
    if keys is None:
        names: list[str] = []
        for base in reversed(cls.__mro__):
            ann = base.__dict__.get("__annotations__")
            if ann is None:
                ann = getattr(base, "__annotations__", None)
            if isinstance(ann, dict):
                names.extend(ann)
        keys = tuple(names)
        try:
            _ANNOTATED_KEYS[cls] = keys
        except TypeError:  # a class that cannot be weakly referenced
            pass
    return keys


def get_update_as_tuples(update: Any, keys: Any = None) -> list[tuple[str, Any]]:
    """``(key, value)`` pairs from an object (dataclass, Pydantic model, annotated
    class) used as an update: its attribute for each of ``keys`` (default: the
    names annotated on its class).

    As in LangGraph, a ``None`` value of a Pydantic field whose default is
    ``None`` is left out unless it was set explicitly (``model_fields_set``);
    every other attribute that exists is kept, defaults included.

    Raises:
        TypeError: the object's class annotates no names and no ``keys`` are given.
    """
    if keys is None:
        keys = annotated_keys(type(update))
        if not keys:
            raise TypeError(f"Cannot read an update from {type(update).__name__}")
    model_fields = getattr(type(update), "model_fields", None)
    if isinstance(model_fields, dict) and hasattr(update, "model_fields_set"):
        keep: Any = update.model_fields_set
        defaults = {k: getattr(f, "default", _MISSING) for k, f in model_fields.items()}
    else:
        keep = None
        defaults = {}
    pairs = []
    for key in keys:
        value = getattr(update, key, _MISSING)
        if value is _MISSING:
            continue
        if value is not None or defaults.get(key, _MISSING) is not None or (keep is not None and key in keep):
            pairs.append((key, value))
    return pairs


def get_field_default(name: str, type_: Any, schema: type[Any]) -> Any:
    """Compatibility name (LangGraph's): the default key ``name`` of ``schema``
    takes in the generated input model: ``...`` when required, ``None`` for an
    optional TypedDict key or a type admitting ``None``, else the dataclass
    field's default (see `lingxigraph.pregel._schemas.field_default`)."""
    from lingxigraph.pregel._schemas import field_default

    return field_default(name, type_, schema)


def _is_optional_type(type_: Any) -> bool:
    """Compatibility name (LangGraph's): whether ``type_`` admits ``None`` (a union
    with ``None``, ``None`` itself, a TypeVar bound to such)."""
    from lingxigraph.pregel._schemas import _admits_none

    return type_ is not type(None) and _admits_none(type_)


def get_enhanced_type_hints(type_: type[Any]) -> Any:
    """Compatibility name; raises ``NotImplementedError``: lingxigraph reads schema
    fields with its own schema code (`lingxigraph.pregel._schemas`)."""
    raise NotImplementedError("get_enhanced_type_hints is LangGraph's; lingxigraph has no counterpart")

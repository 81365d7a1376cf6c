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

"""Reading fields and defaults off state schemas (TypedDict, dataclass, Pydantic)."""

from __future__ import annotations

import dataclasses
from typing import Any


def get_update_as_tuples(update: Any, keys: Any = None) -> list[tuple[str, Any]]:
    """``(key, value)`` pairs from a dataclass or Pydantic model used as an update.

    Fields still at their default value are left out, unless they were set
    explicitly (Pydantic's ``model_fields_set``).
    """
    if dataclasses.is_dataclass(update) and not isinstance(update, type):
        pairs = []
        for f in dataclasses.fields(update):
            value = getattr(update, f.name, None)
            if f.default is not dataclasses.MISSING and value is f.default:
                continue
            pairs.append((f.name, value))
        return pairs
    fields_set = getattr(update, "model_fields_set", None)
    model_fields = getattr(type(update), "model_fields", None)
    if model_fields is not None:
        pairs = []
        for name, field in model_fields.items():
            value = getattr(update, name, None)
            if fields_set is not None and name in fields_set:
                pairs.append((name, value))
            elif value is not field.default and value is not None:
                pairs.append((name, value))
        return pairs
    if keys is not None:
        return [(k, getattr(update, k)) for k in keys if hasattr(update, k)]
    raise TypeError(f"Cannot read an update from {type(update).__name__}")

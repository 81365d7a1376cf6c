"""``collect_allowlist_from_schemas``: the user classes a graph's schemas name.

LangGraph has a private helper of this name at ``langgraph._internal._serde``
(its benchmarks time it); this is the same import path under ``lingxigraph``.
It reuses the walk compilation uses (`lingxigraph.checkpoint.serde.collect_allowlist`,
which returns classes) and reports the dataclasses, pydantic models and enums
among them as ``(module, class name)`` pairs.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Mapping
from typing import Any

from lingxigraph.checkpoint.serde import collect_allowlist

__all__ = ("collect_allowlist_from_schemas", "curated_core_allowlist")


def collect_allowlist_from_schemas(
    *, schemas: Iterable[Any] | None = None, channels: Mapping[str, Any] | None = None
) -> set[tuple[str, ...]]:
    """``(module, class name)`` of every dataclass, pydantic model and enum reachable
    from ``schemas`` and from the ``ValueType``/``UpdateType`` of ``channels``
    (through ``Annotated``, unions, containers, ``NewType`` and the fields of
    ``TypedDict``s, dataclasses and pydantic models; unresolvable annotations are
    skipped)."""
    roots = list(schemas or ())
    for channel in (channels or {}).values():
        roots.extend(t for t in (getattr(channel, "ValueType", None), getattr(channel, "UpdateType", None)) if t)
    return {(cls.__module__, cls.__name__) for cls in collect_allowlist(*roots) if _is_record_class(cls)}


def curated_core_allowlist() -> set[tuple[str, ...]]:
    """``(module, class name)`` of langchain-core's message classes (and their
    chunks): the core of every graph's checkpoint allowlist, as in LangGraph
    (taken from the serializer's own list of safe LangChain types)."""
    from lingxigraph.checkpoint.serde.jsonplus import _LC_SAFE_TYPES

    return {entry for entry in _LC_SAFE_TYPES if entry[0].startswith("langchain_core.messages.")}


def _is_record_class(cls: type) -> bool:
    if dataclasses.is_dataclass(cls) or issubclass(cls, enum.Enum):
        return True
    # a pydantic model (v2 or v1) without importing pydantic
    return any(getattr(base, "__module__", "").startswith("pydantic") and base.__name__ == "BaseModel" for base in cls.__mro__)

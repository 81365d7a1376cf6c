"""``collect_allowlist_from_schemas``: the user classes a graph's schemas name.

LangGraph has a private helper of this name at ``langgraph._internal._serde``
(its benchmarks time it); this is the same import path under ``lingxigraph``,
with our own walk. Compilation itself uses
`lingxigraph.checkpoint.serde.collect_allowlist`, which returns classes.
"""

from __future__ import annotations

import collections
import dataclasses
import enum
import sys
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any, get_args, get_origin

from typing_extensions import (
    NotRequired,
    Required,
    get_type_hints,
    is_typeddict,
)

__all__ = ("collect_allowlist_from_schemas",)

_CONTAINERS = (list, set, tuple, dict, collections.deque, frozenset)
_WRAPPERS = (typing.Annotated, Required, NotRequired)


def collect_allowlist_from_schemas(
    *, schemas: Iterable[Any] | None = None, channels: Mapping[str, Any] | None = None
) -> set[tuple[str, ...]]:
    """``(module, class name)`` of every dataclass, pydantic model and enum reachable
    from ``schemas`` and from the ``ValueType``/``UpdateType`` of ``channels``.

    The walk enters ``Annotated``/``Required``/``NotRequired`` (first argument),
    unions, the built-in containers (``list``, ``set``, ``tuple``, ``dict``,
    ``deque``, ``frozenset``), ``NewType`` and the fields of ``TypedDict``s,
    dataclasses and pydantic models. Annotations it cannot resolve are skipped.
    """
    found: set[tuple[str, ...]] = set()
    stack: list[Any] = list(schemas or ())
    for channel in (channels or {}).values():
        for attr in ("ValueType", "UpdateType"):
            tp = getattr(channel, attr, None)
            if tp is not None:
                stack.append(tp)
    stack.reverse()
    seen: set[Any] = set()
    seen_ids: set[int] = set()
    while stack:
        tp = stack.pop()
        if _seen_before(tp, seen, seen_ids):
            continue
        children = _visit(tp, found)
        stack.extend(reversed(children))
    return found


def _seen_before(tp: Any, seen: set[Any], seen_ids: set[int]) -> bool:
    try:
        if tp in seen:
            return True
        seen.add(tp)
    except TypeError:  # unhashable annotation (e.g. an Annotated with a dict)
        if id(tp) in seen_ids:
            return True
        seen_ids.add(id(tp))
    return False


def _visit(tp: Any, found: set[tuple[str, ...]]) -> list[Any]:
    """Adds ``tp`` to ``found`` when it is one of the kept kinds; returns what to walk next."""
    if tp is Any or tp is None or tp is typing.Literal:
        return []
    if isinstance(tp, types.UnionType):
        return list(tp.__args__)
    origin = get_origin(tp)
    if origin is typing.Union or origin in _CONTAINERS:
        return list(get_args(tp))
    if origin in _WRAPPERS:
        return list(get_args(tp)[:1])
    if origin is typing.Literal:
        return []
    supertype = getattr(tp, "__supertype__", None)
    if supertype is not None:  # NewType
        return [supertype]
    if is_typeddict(tp):
        return list(_hints(tp).values())
    if _is_model(tp):
        found.add((tp.__module__, tp.__name__))
        hints = _hints(tp)
        if hints:
            return list(hints.values())
        fields = getattr(tp, "model_fields", None) or {}
        return [f.annotation for f in fields.values() if getattr(f, "annotation", None) is not None]
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        found.add((tp.__module__, tp.__name__))
        hints = _hints(tp)
        return list(hints.values()) if hints else [f.type for f in dataclasses.fields(tp)]
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        found.add((tp.__module__, tp.__name__))
    return []


def _is_model(tp: Any) -> bool:
    pydantic = sys.modules.get("pydantic")
    if pydantic is None or not isinstance(tp, type):
        return False
    if issubclass(tp, pydantic.BaseModel):
        return True
    v1 = sys.modules.get("pydantic.v1")
    return v1 is not None and issubclass(tp, v1.BaseModel)


def _hints(tp: Any) -> dict[str, Any]:
    module = sys.modules.get(getattr(tp, "__module__", ""))
    try:
        return get_type_hints(
            tp,
            globalns=module.__dict__ if module is not None else None,
            localns=dict(vars(tp)) if hasattr(tp, "__dict__") else None,
            include_extras=True,
        )
    except Exception:  # noqa: BLE001 - unresolvable forward references: skip the fields
        return {}

"""Find the classes a state schema mentions, to allowlist them for deserialisation.

Graph compilation calls ``collect_allowlist(state_schema, input_schema, ...)``
and passes the result to ``BaseCheckpointSaver.with_allowlist``, so that
the user's dataclasses, pydantic models, enums and named tuples come back
from checkpoints as instances rather than plain data.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
import typing
from collections.abc import Iterator
from typing import Any

from typing_extensions import get_args, get_origin, is_typeddict

from lingxigraph._internal._hints import class_type_hints

__all__ = ("collect_allowlist",)

_SKIP_MODULES = frozenset({"builtins", "typing", "typing_extensions", "collections.abc", "abc", "types"})


def collect_allowlist(*annotations: Any) -> frozenset[type]:
    """Every class reachable from ``annotations`` through type hints.

    Walks ``Annotated``, ``Union``/``|``, generics (``list[X]``,
    ``dict[K, V]``, ``tuple[...]``, user generics), ``Literal`` enum members,
    ``NewType``, ``TypeVar`` bounds, and the field annotations of
    ``TypedDict``s, dataclasses, pydantic models and named tuples.

    Args:
        *annotations: schemas or any type annotations.

    Returns:
        The classes found, except built-in and ``typing`` classes and
        ``TypedDict``s (which are stored as plain dicts). Unresolvable forward
        references are skipped.
    """
    found: set[type] = set()
    seen: set[int] = set()
    stack: list[Any] = list(annotations)
    while stack:
        tp = stack.pop()
        if id(tp) in seen:
            continue
        seen.add(id(tp))
        stack.extend(_children(tp, found))
    return frozenset(found)


def _children(tp: Any, found: set[type]) -> Iterator[Any]:
    """Annotations nested in ``tp``; adds ``tp`` to ``found`` when it is a user class."""
    origin = get_origin(tp)
    if origin is not None:
        args = get_args(tp)
        if origin is typing.Literal:
            yield from (type(a) for a in args if isinstance(a, enum.Enum))
            return
        yield from args
        if isinstance(origin, type):
            yield origin
        return
    if isinstance(tp, typing.TypeVar):
        if tp.__bound__ is not None:
            yield tp.__bound__
        yield from tp.__constraints__
        return
    supertype = getattr(tp, "__supertype__", None)
    if supertype is not None:  # NewType
        yield supertype
        return
    if not isinstance(tp, type) or tp.__module__ in _SKIP_MODULES:
        return
    if not is_typeddict(tp):
        found.add(tp)
    if is_typeddict(tp) or dataclasses.is_dataclass(tp) or _is_model(tp) or _is_namedtuple(tp):
        yield from _field_hints(tp)


def _is_model(tp: type) -> bool:
    pydantic = sys.modules.get("pydantic")
    return pydantic is not None and issubclass(tp, pydantic.BaseModel)


def _is_namedtuple(tp: type) -> bool:
    return issubclass(tp, tuple) and hasattr(tp, "_fields")


def _field_hints(tp: type) -> list[Any]:
    try:
        return list(class_type_hints(tp).values())
    except Exception:  # noqa: BLE001 - unresolved forward references: use what is concrete
        fields = getattr(tp, "model_fields", None) if _is_model(tp) else None
        if isinstance(fields, dict):  # pydantic resolved them (a model defined in a function, ...)
            return [getattr(f, "annotation", None) for f in fields.values()]
        hints: list[Any] = []
        for klass in reversed(tp.__mro__):
            raw = getattr(klass, "__annotations__", {})
            hints.extend(v for v in raw.values() if not isinstance(v, (str, typing.ForwardRef)))
        return hints

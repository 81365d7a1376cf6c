"""Small shared typing helpers and sentinels."""

from __future__ import annotations

import types
from typing import Any, Final

from typing_extensions import TypeAlias, TypedDict

UserValue: TypeAlias = Any
"""A value that belongs to the user (state values, node inputs and outputs)."""


def is_class(obj: Any) -> bool:
    """True for a real class, safe to pass to ``issubclass``.

    On Python 3.10 a parametrised builtin such as ``dict[str, int]`` passes
    ``isinstance(obj, type)`` but ``issubclass`` refuses it with TypeError.
    """
    return isinstance(obj, type) and not isinstance(obj, types.GenericAlias)


class _Missing:
    """Sentinel type: no value at all (distinct from ``None``)."""

    __slots__ = ()
    _instance: _Missing | None = None

    def __new__(cls) -> _Missing:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "MISSING"

    def __bool__(self) -> bool:
        return False

    def __reduce__(self) -> str:
        return "MISSING"


MISSING: Final = _Missing()
"""Marks "no value": a channel with nothing to checkpoint, an absent argument."""


class DeprecatedKwargs(TypedDict):
    """The type of ``**kwargs`` that only takes deprecated keyword arguments
    (code written for LangGraph imports it from here to type such parameters)."""

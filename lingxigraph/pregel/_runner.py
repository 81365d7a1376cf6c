"""Compatibility name for LangGraph's task runner (``langgraph.pregel._runner``).

lingxigraph's drivers, which run a step's tasks and hand the machine their
results, are generator functions (``drive_sync``, ``drive_async``), not a class:
``isinstance(obj, PregelRunner)`` is true of a driver generator of a run that
has not been freed.
"""

from __future__ import annotations

from types import AsyncGeneratorType, GeneratorType
from typing import Any

from lingxigraph.pregel._run_async import drive_async
from lingxigraph.pregel._run_sync import drive_sync

_DRIVER_CODES = frozenset({drive_sync.__code__, drive_async.__code__})


class _DriverType(type):
    def __instancecheck__(cls, obj: Any) -> bool:
        if type(obj) is GeneratorType:
            return obj.gi_code in _DRIVER_CODES
        return type(obj) is AsyncGeneratorType and obj.ag_code in _DRIVER_CODES


class PregelRunner(metaclass=_DriverType):
    """Compatibility name: the driver running one run's tasks (never instantiated)."""

    def __init__(self) -> None:
        raise TypeError("PregelRunner is a compatibility name; lingxigraph's drivers are generators")


__all__ = ("PregelRunner",)

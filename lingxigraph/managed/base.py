"""The base class of managed values (``langgraph.managed.base``).

A managed value is a state key the runtime fills in for each node input
instead of reading it from a channel; its class is put in the key's
``Annotated`` metadata. lingxigraph ships ``RemainingSteps`` and ``IsLastStep``
(``lingxigraph.managed``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Generic, TypeVar

from typing_extensions import TypeGuard

V = TypeVar("V")

__all__ = ("ManagedValueSpec", "ManagedValueMapping")


class ManagedValue(ABC, Generic[V]):
    """A value computed for each node input from the run's position.

    ``get(scratchpad)`` receives an object with ``step`` (the current
    superstep) and ``stop`` (the first superstep past ``recursion_limit``) and
    returns the value.
    """

    @staticmethod
    @abstractmethod
    def get(scratchpad: Any) -> V:
        """The value for a task of superstep ``scratchpad.step``."""


ManagedValueSpec = type[ManagedValue]
"""A managed value class, as it appears in a state annotation."""

ManagedValueMapping = dict[str, ManagedValueSpec]
"""State key → managed value class."""


def is_managed_value(value: Any) -> TypeGuard[ManagedValueSpec]:
    """Whether ``value`` is a managed value class (not an instance)."""
    return isinstance(value, type) and ManagedValue in value.__mro__

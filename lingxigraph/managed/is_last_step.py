"""``RemainingSteps`` and ``IsLastStep`` (``langgraph.managed.is_last_step``)."""

from __future__ import annotations

from typing import Annotated, Any

from lingxigraph.managed.base import ManagedValue

__all__ = ("IsLastStep", "RemainingStepsManager")


class RemainingStepsManager(ManagedValue[int]):
    """Marker: the key holds the number of supersteps left before ``recursion_limit``."""

    @staticmethod
    def get(scratchpad: Any) -> int:
        return scratchpad.stop - scratchpad.step


class IsLastStepManager(ManagedValue[bool]):
    """Marker: the key is true on the last allowed superstep."""

    @staticmethod
    def get(scratchpad: Any) -> bool:
        return scratchpad.step == scratchpad.stop - 1


RemainingSteps = Annotated[int, RemainingStepsManager]
IsLastStep = Annotated[bool, IsLastStepManager]

"""Managed values: state keys the runtime fills in, as in ``langgraph.managed``.

Declare ``remaining_steps: RemainingSteps`` in a state schema and nodes see how
many supersteps are left before ``recursion_limit``; ``IsLastStep`` is true on
the last one. Nodes never write them and they are not part of the output.
"""

from __future__ import annotations

from typing import Annotated

__all__ = ("IsLastStep", "RemainingSteps")


class RemainingStepsManager:
    """Marker: the key holds the number of supersteps left."""


class IsLastStepManager:
    """Marker: the key is true on the last allowed superstep."""


RemainingSteps = Annotated[int, RemainingStepsManager]
IsLastStep = Annotated[bool, IsLastStepManager]

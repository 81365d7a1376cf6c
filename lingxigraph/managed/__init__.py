"""Managed values: state keys the runtime fills in, as in ``langgraph.managed``.

Declare ``remaining_steps: RemainingSteps`` in a state schema and nodes see how
many supersteps are left before ``recursion_limit``; ``IsLastStep`` is true on
the last one. Nodes never write them and they are not part of the output.
"""

from __future__ import annotations

from lingxigraph.managed.is_last_step import IsLastStep, RemainingSteps

__all__ = ("IsLastStep", "RemainingSteps")

"""Type variables for typed graphs, as in ``langgraph.typing``."""

from __future__ import annotations

from typing_extensions import TypeVar

__all__ = ("StateT", "StateT_co", "StateT_contra", "InputT", "OutputT", "ContextT")

StateT = TypeVar("StateT", default=None)
"""The graph's state type."""
StateT_co = TypeVar("StateT_co", covariant=True)
"""Covariant state type."""
StateT_contra = TypeVar("StateT_contra", contravariant=True)
"""Contravariant state type."""
ContextT = TypeVar("ContextT", default=None)
"""The run context type."""
InputT = TypeVar("InputT", default=StateT)
"""The graph's input type (defaults to the state type)."""
OutputT = TypeVar("OutputT", default=StateT)
"""The graph's output type (defaults to the state type)."""

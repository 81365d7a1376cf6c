"""Compatibility names for LangGraph's run-loop classes (``langgraph.pregel._loop``).

lingxigraph runs every graph level, sync or async, with one class: the superstep
``Machine``. Code that names LangGraph's loop classes (tests counting live loops,
``isinstance`` checks) gets that class under each name.
"""

from __future__ import annotations

from lingxigraph.pregel._machine import Machine

PregelLoop = Machine
"""Compatibility name: the run loop of one graph level."""
SyncPregelLoop = Machine
"""Compatibility name: the run loop of a sync run (the same machine)."""
AsyncPregelLoop = Machine
"""Compatibility name: the run loop of an async run (the same machine)."""

__all__ = ("AsyncPregelLoop", "PregelLoop", "SyncPregelLoop")

"""Compatibility path: LangGraph keeps ``PregelNode`` in ``langgraph.pregel._read``.

lingxigraph's `PregelNode` (the scheduler's view of a node) plays that role; its
constructor is lingxigraph's own (``bound`` is ``(input, task) -> output``).
"""

from lingxigraph.pregel._node import PregelNode

__all__ = ("PregelNode",)

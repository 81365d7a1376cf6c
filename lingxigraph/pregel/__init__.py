"""The Pregel runtime: ``Pregel`` (a compiled graph) and ``NodeBuilder``.

Mirrors ``langgraph.pregel``.
"""

from lingxigraph.pregel._builder import NodeBuilder
from lingxigraph.pregel.main import Pregel

__all__ = ("Pregel", "NodeBuilder")

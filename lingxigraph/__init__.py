"""lingxigraph: a fast, durable Pregel graph runtime, a drop-in replacement for LangGraph.

The everyday names are re-exported here; everything else lives at the same
import paths as in LangGraph (``lingxigraph.graph``, ``lingxigraph.types``, ...).
"""

from lingxigraph._internal._constants import END, START
from lingxigraph.graph.state import StateGraph
from lingxigraph.types import Command, Send, interrupt

__version__ = "0.1.0"

__all__ = ("StateGraph", "START", "END", "Command", "Send", "interrupt", "__version__")

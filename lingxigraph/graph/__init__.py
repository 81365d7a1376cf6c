"""Graph building API: ``StateGraph``, ``START``, ``END``, ``add_messages``, ``MessagesState``
(and the deprecated ``MessageGraph``).

Mirrors ``langgraph.graph``.
"""

from lingxigraph._internal._constants import END, START
from lingxigraph.graph.message import MessageGraph, MessagesState, add_messages
from lingxigraph.graph.state import StateGraph

__all__ = ("END", "START", "MessageGraph", "StateGraph", "add_messages", "MessagesState")

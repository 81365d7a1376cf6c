"""LangGraph's private module path of the protocol event and transformer base
(langchain 1.x imports ``ProtocolEvent`` from here); the definitions live in
``lingxigraph.stream._protocol``."""

from lingxigraph.stream._protocol import ProtocolEvent, StreamTransformer

__all__ = ("ProtocolEvent", "StreamTransformer")

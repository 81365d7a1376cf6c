"""LangGraph's private module path of the per-level event multiplexer
(langchain 1.x imports ``StreamMux`` and ``TransformerFactory`` from here).
lingxigraph's equivalent is ``EventHub``, which also answers the StreamMux
names that transformers call (``_make_child``, ``push``, ``close``, ...)."""

from collections.abc import Callable

from lingxigraph.stream._hub import EventHub as StreamMux
from lingxigraph.stream._protocol import StreamTransformer

TransformerFactory = Callable[[tuple[str, ...]], StreamTransformer]
"""A transformer factory: called with a run level's scope (namespace), returns a
fresh transformer for that level."""

__all__ = ("StreamMux", "TransformerFactory")

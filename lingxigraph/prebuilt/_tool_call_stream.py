"""LangGraph's private module path of ``ToolCallStream`` (imported from here by
langchain 1.x's tests); it is defined in ``lingxigraph.prebuilt._tool_call_transformer``."""

from lingxigraph.prebuilt._tool_call_transformer import ToolCallStream

__all__ = ("ToolCallStream",)

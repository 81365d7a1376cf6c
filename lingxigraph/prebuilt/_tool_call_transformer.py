"""``ToolCallTransformer``: present so LangGraph imports keep working.

LangGraph's transformer plugs into its experimental v3 streaming API
(``langgraph.stream``), which lingxigraph does not implement.
"""

from __future__ import annotations

from typing import Any

__all__ = ("ToolCallTransformer",)


class ToolCallTransformer:
    """Placeholder for LangGraph's v3 stream transformer of tool calls.

    Raises:
        NotImplementedError: always, on construction (no v3 streaming in lingxigraph).
    """

    def __init__(self, scope: tuple[str, ...] = (), *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError(
            "ToolCallTransformer needs LangGraph's v3 streaming API (langgraph.stream), "
            "which lingxigraph does not implement; use stream_mode='updates' or 'messages' instead"
        )

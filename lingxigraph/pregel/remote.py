"""``RemoteGraph``: LangGraph's client for graphs served by a LangGraph server.

lingxigraph has no server client, but code written for LangGraph imports the
class (often only for ``isinstance`` checks, as langgraph-supervisor does), so the
name exists; making one raises ``NotImplementedError``.
"""

from __future__ import annotations

from typing import Any

from lingxigraph.pregel.protocol import PregelProtocol

__all__ = ("RemoteGraph",)


class RemoteGraph(PregelProtocol):  # type: ignore[misc]
    """A graph run by a LangGraph server (not available in lingxigraph).

    Raises:
        NotImplementedError: always, on construction: lingxigraph does not talk to
            LangGraph servers.
    """

    def __new__(cls, assistant_id: str, /, **kwargs: Any) -> RemoteGraph:
        raise NotImplementedError(
            "RemoteGraph calls a LangGraph server through langgraph-sdk; lingxigraph runs "
            f"graphs in-process only and cannot reach assistant {assistant_id!r}"
        )

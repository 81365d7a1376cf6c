"""``astream_events`` / ``stream_events``: LangChain's event stream over a graph run.

LangChain's own implementation (``langchain_core.tracers.event_stream``) does
the work: it adds its streaming callback handler to the run's config and
calls ``astream``. The graph reports its run and its node runs to that
handler (see ``_callbacks``); chat models called in nodes report theirs.
A thin ``Runnable`` adapter gives LangChain the object it expects, so that
filters (``include_names`` ...), ``version="v1"`` (built on ``astream_log``)
and custom events behave exactly as for any LangChain runnable.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Mapping
from typing import Any

_INSTALL_HINT = (
    "astream_events() needs langchain-core, which is not installed. "
    "Install it with `pip install langchain-core`."
)


async def _unsupported(version: str) -> AsyncIterator[dict[str, Any]]:
    # as LangGraph: an unknown version fails when the events are read
    raise NotImplementedError(f"Unsupported version: {version!r}. Expected 'v1', 'v2', or 'v3'.")
    yield {}  # pragma: no cover - makes this an async generator


def astream_events(
    graph: Any, input: Any, config: Mapping[str, Any] | None, *, version: str, kwargs: dict[str, Any]
) -> AsyncIterator[dict[str, Any]]:
    """LangChain event dicts for one run of ``graph`` (see ``Pregel.astream_events``).

    Raises:
        NotImplementedError: an unknown ``version`` (when the events are read).
        ImportError: langchain-core is not installed.
    """
    # (v3 never gets here: Pregel.astream_events starts it, see lingxigraph.stream)
    if version not in ("v1", "v2"):
        return _unsupported(version)
    try:
        adapter = _adapter_class()(graph)
    except ImportError as exc:
        raise ImportError(_INSTALL_HINT) from exc
    return adapter.astream_events(input, config, version=version, **kwargs)  # type: ignore[no-any-return]


def stream_events(version: str) -> Iterator[dict[str, Any]]:
    """``Pregel.stream_events`` for v1/v2: only LangGraph's experimental v3
    protocol (``lingxigraph.stream``) is synchronous.

    Raises:
        NotImplementedError: always (with LangGraph's message).
    """
    raise NotImplementedError(
        f"stream_events(version='{version}') is not supported. Use astream_events() "
        "for v1/v2, or stream_events(version='v3') on a supported subclass."
    )


_ADAPTER: Any = None


def _adapter_class() -> Any:
    """A ``Runnable`` standing for a graph (built once, on first use)."""
    global _ADAPTER
    if _ADAPTER is not None:
        return _ADAPTER
    from langchain_core.runnables import Runnable

    class GraphRunnable(Runnable[Any, Any]):
        """Lets LangChain's event-stream code drive a lingxigraph graph."""

        def __init__(self, graph: Any) -> None:
            self.graph = graph

        def get_name(self, suffix: str | None = None, *, name: str | None = None) -> str:
            return self.graph.get_name(suffix) if name is None else name

        def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
            return self.graph.invoke(input, config, **kwargs)

        async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
            return await self.graph.ainvoke(input, config, **kwargs)

        def stream(self, input: Any, config: Any = None, **kwargs: Any) -> Iterator[Any]:
            return self.graph.stream(input, config, **kwargs)  # type: ignore[no-any-return]

        def astream(self, input: Any, config: Any = None, **kwargs: Any) -> AsyncIterator[Any]:
            return self.graph.astream(input, config, **kwargs)  # type: ignore[no-any-return]

    _ADAPTER = GraphRunnable
    return _ADAPTER

"""Starting a v3 run: ``Pregel.stream_events`` / ``astream_events`` with
``version="v3"``.

The run is an ordinary ``stream()`` / ``astream()`` of the graph with
``subgraphs=True`` and v2 parts, asking only for the stream modes the run's
transformers read; each part becomes a protocol event for the root hub.
"""

from __future__ import annotations

import sys
import warnings
from collections.abc import Mapping
from typing import Any

from lingxigraph._internal._constants import CONF, CONFIG_KEY_PROTOCOL_MESSAGES
from lingxigraph.stream._hub import EventHub, check_factories
from lingxigraph.stream.run_stream import AsyncGraphRunStream, GraphRunStream
from lingxigraph.stream.transformers import (
    LifecycleTransformer,
    MessagesTransformer,
    SubgraphTransformer,
    ValuesTransformer,
)

__all__ = ("astart_v3", "start_v3")

_OWNED = ("stream_mode", "subgraphs")
_BETA_MESSAGE = "The v3 streaming protocol on Pregel is experimental."


def _check_kwargs(kwargs: Mapping[str, Any]) -> None:
    for name in _OWNED:
        if name in kwargs:
            # LangGraph's message, word for word (programs may match on it)
            raise TypeError(
                f"stream_events(version='v3') / astream_events(version='v3') do not accept {name}; "
                "v3 owns these (stream_mode is built from the transformer mux, subgraphs is forced "
                "True so nested namespaces flow through scoped muxes)."
            )


def _warn_beta(stacklevel: int) -> None:
    # LangGraph warns with langchain-core's beta warning; lingxigraph never imports
    # langchain-core itself, so it warns only when the program already uses it
    if "langchain_core" not in sys.modules:
        return
    try:
        from langchain_core._api import LangChainBetaWarning
    except ImportError:
        return
    warnings.warn(_BETA_MESSAGE, LangChainBetaWarning, stacklevel=stacklevel)


def _scope(config: Mapping[str, Any] | None) -> tuple[str, ...]:
    """The run level's namespace: ``()``, or the ``checkpoint_ns`` the caller's
    config names (as LangGraph, the transformers then watch that level only)."""
    namespace = ((config or {}).get("configurable") or {}).get("checkpoint_ns")
    return tuple(namespace.split("|")) if isinstance(namespace, str) and namespace else ()


def _hub(graph: Any, transformers: Any, config: Mapping[str, Any] | None, *, is_async: bool) -> EventHub:
    # run.messages always exists, as in LangGraph: without langchain-core no chat
    # model can stream, so it stays empty
    builtins = [ValuesTransformer, MessagesTransformer, LifecycleTransformer, SubgraphTransformer]
    user = check_factories([*getattr(graph, "stream_transformers", ()), *(transformers or ())])
    return EventHub(factories=[*builtins, *user], scope=_scope(config), is_async=is_async)


def _run_config(config: Mapping[str, Any] | None, modes: list[str]) -> Mapping[str, Any] | None:
    """The run's config; asks chat models for content-block events when the
    run streams messages (see ``pregel._messages``)."""
    if "messages" not in modes or "langchain_core" not in sys.modules:
        return config
    config = dict(config or {})
    config[CONF] = {**(config.get(CONF) or {}), CONFIG_KEY_PROTOCOL_MESSAGES: True}
    return config


def _stream_kwargs(hub: EventHub, interrupt_before: Any, interrupt_after: Any, control: Any, kwargs: dict[str, Any]) -> dict[str, Any]:
    return {
        **kwargs,
        "stream_mode": sorted(hub.required_modes()),
        "subgraphs": True,
        "version": "v2",
        "interrupt_before": interrupt_before,
        "interrupt_after": interrupt_after,
        "control": control,
    }


def start_v3(
    graph: Any,
    input: Any,
    config: Mapping[str, Any] | None,
    *,
    interrupt_before: Any,
    interrupt_after: Any,
    control: Any,
    transformers: Any,
    kwargs: dict[str, Any],
) -> GraphRunStream:
    """A sync v3 run of ``graph`` (nothing runs until it is read).

    Raises:
        TypeError: ``stream_mode`` / ``subgraphs`` given, or a bad transformer.
        RuntimeError: an async-only transformer.
        ValueError: two transformers claim the same projection name.
    """
    _check_kwargs(kwargs)
    _warn_beta(4)  # the caller of Pregel.stream_events
    hub = _hub(graph, transformers, config, is_async=False)
    options = _stream_kwargs(hub, interrupt_before, interrupt_after, control, kwargs)
    parts = graph.stream(input, _run_config(config, options["stream_mode"]), **options)
    return GraphRunStream(parts, hub)


async def astart_v3(
    graph: Any,
    input: Any,
    config: Mapping[str, Any] | None,
    *,
    interrupt_before: Any,
    interrupt_after: Any,
    control: Any,
    transformers: Any,
    kwargs: dict[str, Any],
) -> AsyncGraphRunStream:
    """An async v3 run of ``graph`` (``await graph.astream_events(..., version="v3")``).

    Raises:
        As ``start_v3``.
    """
    _check_kwargs(kwargs)
    _warn_beta(3)  # the code awaiting astream_events
    hub = _hub(graph, transformers, config, is_async=True)
    options = _stream_kwargs(hub, interrupt_before, interrupt_after, control, kwargs)
    parts = graph.astream(input, _run_config(config, options["stream_mode"]), **options)
    return AsyncGraphRunStream(parts, hub)

"""Starting a v3 run: ``Pregel.stream_events`` / ``astream_events`` with
``version="v3"`` come here."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from lingxigraph._internal._constants import (
    CONF,
    CONFIG_KEY_CHECKPOINT_NS,
    CONFIG_KEY_STREAM_MESSAGES_V2,
    NS_SEP,
)
from lingxigraph.config import ensure_config
from lingxigraph.stream._beta import warn_experimental
from lingxigraph.stream._mux import StreamMux
from lingxigraph.stream._types import StreamTransformer
from lingxigraph.stream.run_stream import AsyncGraphRunStream, GraphRunStream
from lingxigraph.stream.transformers import (
    LifecycleTransformer,
    MessagesTransformer,
    SubgraphTransformer,
    ValuesTransformer,
)

__all__ = ("astart_v3", "start_v3", "transformer_factories")

# v3 decides these itself: modes come from the transformers, subgraphs are always on
_OWNED = ("stream_mode", "subgraphs")

Factory = Callable[[tuple[str, ...]], Any]


def _reject_owned(kwargs: Mapping[str, Any]) -> None:
    taken = [key for key in _OWNED if key in kwargs]
    if taken:
        raise TypeError(
            "stream_events(version='v3') / astream_events(version='v3') do not accept "
            f"{', '.join(taken)}; v3 owns these (stream_mode is built from the transformer mux, "
            "subgraphs is forced True so nested namespaces flow through scoped muxes)."
        )


def transformer_factories(specs: Sequence[Any] | None) -> list[Factory]:
    """Check transformer specs: each must be a callable ``spec(scope)`` (a class
    or a factory), not a built instance (it could not be copied per subgraph).

    Raises:
        TypeError: an instance or a non-callable.
    """
    out: list[Factory] = []
    for spec in specs or ():
        if isinstance(spec, StreamTransformer):
            raise TypeError(
                "stream_events(version='v3') transformers must be scope-aware callables, got "
                f"pre-built instance {type(spec).__name__}. Pass the transformer class or a factory "
                "like `lambda scope: MyTransformer(scope, ...)`."
            )
        if not callable(spec):
            raise TypeError(
                f"stream_events(version='v3') transformers must be scope-aware callables, got {type(spec).__name__}."
            )
        out.append(spec)
    return out


def _parent_ns(graph: Any, config: Mapping[str, Any] | None) -> tuple[str, ...]:
    # a run started inside a node watches its own level, the caller's namespace
    ns = (ensure_config(graph.config, config).get(CONF) or {}).get(CONFIG_KEY_CHECKPOINT_NS)
    return tuple(ns.split(NS_SEP)) if ns else ()


def _prepare(
    graph: Any, config: Mapping[str, Any] | None, transformers: Any, kwargs: dict[str, Any], is_async: bool
) -> tuple[StreamMux, dict[str, Any], dict[str, Any]]:
    _reject_owned(kwargs)
    compiled = transformer_factories(getattr(graph, "stream_transformers", ()))
    extra = transformer_factories(transformers)
    mux = StreamMux(
        factories=[ValuesTransformer, MessagesTransformer, LifecycleTransformer, SubgraphTransformer, *compiled, *extra],
        scope=_parent_ns(graph, config),
        is_async=is_async,
    )
    modes: list[str] = []
    for transformer in mux._transformers:
        for mode in getattr(transformer, "required_stream_modes", ()):
            if mode not in modes:
                modes.append(mode)
    run_config = ensure_config(config, {CONF: {CONFIG_KEY_STREAM_MESSAGES_V2: True}})
    stream_kwargs = dict(kwargs, stream_mode=modes, subgraphs=True, version="v2")
    return mux, run_config, stream_kwargs


def start_v3(
    graph: Any, input: Any, config: Mapping[str, Any] | None, *, transformers: Any, kwargs: dict[str, Any]
) -> GraphRunStream:
    """``graph.stream_events(..., version="v3")``: a sync run stream.

    Raises:
        TypeError: ``stream_mode`` / ``subgraphs`` given, or a bad transformer spec.
        RuntimeError: an async-only transformer.
    """
    warn_experimental(stacklevel=4)
    mux, run_config, stream_kwargs = _prepare(graph, config, transformers, kwargs, False)
    return GraphRunStream(iter(graph.stream(input, run_config, **stream_kwargs)), mux)


async def astart_v3(
    graph: Any, input: Any, config: Mapping[str, Any] | None, *, transformers: Any, kwargs: dict[str, Any]
) -> AsyncGraphRunStream:
    """``await graph.astream_events(..., version="v3")``: an async run stream.

    Raises:
        TypeError: ``stream_mode`` / ``subgraphs`` given, or a bad transformer spec.
    """
    warn_experimental(stacklevel=3)
    mux, run_config, stream_kwargs = _prepare(graph, config, transformers, kwargs, True)
    return AsyncGraphRunStream(graph.astream(input, run_config, **stream_kwargs).__aiter__(), mux)

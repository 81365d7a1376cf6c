"""``StreamMux``: routes a run's protocol events through its transformers into
the run's main event log."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from lingxigraph.stream._types import (
    ProtocolEvent,
    StreamTransformer,
    transformer_requires_async,
)
from lingxigraph.stream.stream_channel import StreamChannel

__all__ = ("StreamMux", "TransformerFactory")

TransformerFactory = Callable[[tuple[str, ...]], StreamTransformer]
"""Builds a transformer for a scope: ``factory(scope)`` (a transformer class fits)."""


def _lanes(transformers: Iterable[StreamTransformer]) -> list[StreamTransformer]:
    # transformers that rewrite content go first; order is kept within each lane
    items = list(transformers)
    first = [t for t in items if getattr(t, "before_builtins", False)]
    return first + [t for t in items if not getattr(t, "before_builtins", False)]


class StreamMux:
    """The event dispatcher of one graph level of a v3 run.

    Every event goes through each transformer's ``process`` (in registration
    order) and then, unless one of them returned False, into the main event log
    (``_events``). The root mux numbers the events it logs (``seq``); the muxes
    of subgraph handles (built by ``_make_child``) share the root's event objects
    and leave them untouched.

    Attributes:
        extensions: every transformer's projections merged: name → projection.
        native_keys: names of projections of ``_native`` transformers.
        scope: namespace of the graph level (``()`` for the run's own level).
        is_async: bound to async iteration.
    """

    def __init__(
        self,
        transformers: list[StreamTransformer] | None = None,
        *,
        is_async: bool = False,
        factories: list[TransformerFactory] | None = None,
        scope: tuple[str, ...] = (),
        _assign_seq: bool = True,
    ) -> None:
        """Register transformers: those built by ``factories`` (called with
        ``scope``, and again for each subgraph handle), then the pre-built
        ``transformers`` (this level only).

        Raises:
            RuntimeError: a transformer needs an async run and ``is_async`` is False.
            TypeError: a transformer's ``init()`` did not return a dict.
            ValueError: two transformers return the same projection name.
        """
        self.is_async = is_async
        self.scope: tuple[str, ...] = tuple(scope)
        self._assign_seq = _assign_seq
        self._events: StreamChannel[ProtocolEvent] = StreamChannel()
        self._events._bind(is_async=is_async)
        self._events._bind_mux(self)
        self._transformers: list[StreamTransformer] = []
        self._channels: list[StreamChannel[Any]] = []
        self._seq = 0
        self._push_seq = 0
        self.extensions: dict[str, Any] = {}
        self.native_keys: set[str] = set()
        self._owners: dict[str, StreamTransformer] = {}
        self._factories = list(factories) if factories is not None else None
        self._pump_fn: Callable[[], bool] | None = None
        self._apump_fn: Callable[[], Awaitable[bool]] | None = None
        if factories is not None:
            for transformer in _lanes(factory(self.scope) for factory in factories):
                self._register(transformer)
        for transformer in _lanes(transformers or ()):
            self._register(transformer)

    def transformer_by_key(self, key: str) -> StreamTransformer | None:
        """The transformer that contributed projection ``key``, if any."""
        return self._owners.get(key)

    def _next_push_seq(self) -> int:
        self._push_seq += 1
        return self._push_seq

    # -- registration ------------------------------------------------------------------

    def _register(self, transformer: StreamTransformer) -> None:
        name = type(transformer).__name__
        if not self.is_async and transformer_requires_async(transformer):
            raise RuntimeError(
                f"{name} requires an async run — it overrides aprocess/afinalize/afail or sets "
                "requires_async=True. Use astream_events(version='v3'), not stream_events()."
            )
        projection = transformer.init()
        if not isinstance(projection, dict):
            raise TypeError(f"StreamTransformer.init() must return a dict, got {type(projection).__name__}")
        taken = sorted(set(projection) & set(self.extensions))
        if taken:
            owners = ", ".join(f"{key!r} (owned by {type(self._owners[key]).__name__})" for key in taken)
            raise ValueError(
                f"Transformer {name} returned projection keys that conflict with "
                f"already-registered keys: {owners}"
            )
        native = bool(getattr(transformer, "_native", False))
        self._transformers.append(transformer)
        for value in projection.values():
            if isinstance(value, StreamChannel):
                self._adopt(value, native)
        self.extensions.update(projection)
        for key in projection:
            self._owners[key] = transformer
        if native:
            self.native_keys.update(projection)
        transformer._on_register(self)

    def _adopt(self, channel: StreamChannel[Any], native: bool) -> None:
        channel._bind(is_async=self.is_async)
        channel._bind_mux(self)
        channel._request_more = self._pump_fn
        channel._arequest_more = self._apump_fn
        self._channels.append(channel)
        if channel.name is not None:
            method = channel.name if native else f"custom:{channel.name}"
            channel._wire(lambda item: self._forward(method, item))

    def _forward(self, method: str, item: Any) -> None:
        # a named channel's push becomes an event of this level's log; it skips
        # the transformers (one pushing from process() would see itself again)
        event: ProtocolEvent = {
            "type": "event",
            "method": method,
            "params": {"namespace": [], "timestamp": int(time.time() * 1000), "data": item},
        }
        self._log(event)

    def _log(self, event: ProtocolEvent) -> None:
        if self._assign_seq:
            self._seq += 1
            event["seq"] = self._seq
        self._events.push(event)

    # -- pumps and child muxes -----------------------------------------------------

    def bind_pump(self, fn: Callable[[], bool]) -> None:
        """Make ``fn`` (pull one event of the run; False when there are no more)
        what every log of this mux calls when it runs dry."""
        self._pump_fn = fn
        self._events._request_more = fn
        for channel in self._channels:
            channel._request_more = fn
        for transformer in self._transformers:
            bind = getattr(transformer, "_bind_pump", None)
            if bind is not None:
                bind(fn)

    def bind_apump(self, fn: Callable[[], Awaitable[bool]]) -> None:
        """Async twin of ``bind_pump``."""
        self._apump_fn = fn
        self._events._arequest_more = fn
        for channel in self._channels:
            channel._arequest_more = fn
        for transformer in self._transformers:
            bind = getattr(transformer, "_bind_apump", None)
            if bind is not None:
                bind(fn)

    def _make_child(self, scope: tuple[str, ...]) -> StreamMux:
        """A mux for the subgraph at ``scope``: fresh transformers from the same
        factories, driven by this mux's pump.

        Raises:
            RuntimeError: this mux was built without ``factories``.
        """
        if self._factories is None:
            raise RuntimeError(
                "StreamMux._make_child requires the mux to be constructed with `factories=`; "
                "pre-built transformers can't be cloned to a new scope."
            )
        child = StreamMux(factories=self._factories, is_async=self.is_async, scope=scope, _assign_seq=False)
        if self._pump_fn is not None:
            child.bind_pump(self._pump_fn)
        if self._apump_fn is not None:
            child.bind_apump(self._apump_fn)
        return child

    # -- sync lane -----------------------------------------------------------------------

    def push(self, event: ProtocolEvent) -> None:
        """Pass ``event`` through the transformers, then log it unless one of them
        returned False."""
        keep = True
        for transformer in self._transformers:
            if not transformer.process(event):
                keep = False
        if keep:
            self._log(event)

    def close(self) -> None:
        """Finalize the transformers and close every log.

        Raises:
            BaseException: the first error of a ``finalize()`` (after closing all).
        """
        first: BaseException | None = None
        for transformer in self._transformers:
            try:
                transformer.finalize()
            except BaseException as exc:
                first = first or exc
        self._close_logs()
        if first is not None:
            raise first

    def fail(self, err: BaseException) -> None:
        """End the transformers and every log with ``err``."""
        for transformer in self._transformers:
            try:
                transformer.fail(err)
            except BaseException:
                pass
        self._fail_logs(err)

    def _close_logs(self) -> None:
        for channel in self._channels:
            if not channel._closed:
                channel.close()
        self._events.close()

    def _fail_logs(self, err: BaseException) -> None:
        for channel in self._channels:
            if not channel._closed:
                channel.fail(err)
        if not self._events._closed:
            self._events.fail(err)

    # -- async lane ----------------------------------------------------------------------

    async def apush(self, event: ProtocolEvent) -> None:
        """Async twin of ``push`` (awaits each ``aprocess`` in turn)."""
        keep = True
        for transformer in self._transformers:
            if not await transformer.aprocess(event):
                keep = False
        if keep:
            self._log(event)

    def _scheduled(self) -> list[Any]:
        return [
            task
            for transformer in self._transformers
            for task in transformer.__dict__.get("_stream_scheduled_tasks", ())
            if not task.done()
        ]

    async def aclose(self) -> None:
        """Await the transformers' scheduled tasks, finalize them, close every log.

        Raises:
            BaseException: a scheduled task's error (``on_error="raise"``) or the
                first ``afinalize()`` error.
        """
        pending = self._scheduled()
        if pending:
            import asyncio

            results = await asyncio.gather(*pending, return_exceptions=True)
            for result in results:
                if isinstance(result, BaseException) and not isinstance(result, asyncio.CancelledError):
                    raise result
        first: BaseException | None = None
        for transformer in self._transformers:
            try:
                await transformer.afinalize()
            except BaseException as exc:
                first = first or exc
        self._close_logs()
        if first is not None:
            raise first

    async def afail(self, err: BaseException) -> None:
        """Cancel the scheduled tasks, then end transformers and logs with ``err``."""
        pending = self._scheduled()
        if pending:
            import asyncio

            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
        for transformer in self._transformers:
            try:
                await transformer.afail(err)
            except BaseException:
                pass
        self._fail_logs(err)

"""The event hub of one run level: transformers, projections and the event log.

The root run and each subgraph handle own a hub. The run's pump converts each
graph chunk into a protocol event and hands it to the root hub; the hub shows
it to its transformers in order, appends it to its log (unless one of them
declined it), and the subgraph transformer passes it on to the child hub whose
namespace it belongs to.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from lingxigraph.stream._protocol import StreamTransformer, new_event
from lingxigraph.stream.stream_channel import StreamChannel

__all__ = ("EventHub", "check_factories")


def check_factories(factories: Sequence[Any]) -> list[Any]:
    """The transformer factories as given, each checked to be a ``factory(scope)``.

    Raises:
        TypeError: an entry is a transformer instance or not callable.
    """
    checked = []
    for factory in factories:
        if isinstance(factory, StreamTransformer):
            raise TypeError(
                "stream_events(version='v3') transformers must be scope-aware callables, "
                f"got pre-built instance {type(factory).__name__}. Pass the transformer class "
                "or a factory like `lambda scope: MyTransformer(scope, ...)`."
            )
        if not callable(factory):
            raise TypeError(
                "stream_events(version='v3') transformers must be scope-aware callables, "
                f"got {type(factory).__name__}."
            )
        checked.append(factory)
    return checked


class EventHub:
    """Transformers, projections and event log of one run level (``scope``).

    Also lingxigraph's ``StreamMux`` (``langgraph.stream._mux``): it takes
    LangGraph's constructor arguments and answers the names transformers and
    tools written against LangGraph's mux use (``push``, ``close``, ``fail``,
    ``_make_child``, ``bind_pump``, ``extensions``, ``native_keys``, ...).

    Args:
        transformers: transformer instances, registered on this level only.
        is_async: the run's lane (async runs dispatch with ``apush``).
        factories: transformer factories (``factory(scope)``), in registration
            order; each child level builds its own instances from them.
        scope: the level's namespace, ``()`` for the root run.
        _assign_seq: number the events of the log (the run's own level; a
            subgraph handle's log shows the root's numbers).

    In each group (``factories`` first, then ``transformers``) transformers with
    ``before_builtins`` are registered first.

    Raises:
        RuntimeError: an async-only transformer on the sync lane.
        TypeError: a transformer's ``init()`` did not return a dict.
        ValueError: two transformers claim one projection name.
    """

    def __init__(
        self,
        transformers: Sequence[StreamTransformer] | None = None,
        *,
        is_async: bool = False,
        factories: Sequence[Callable[[tuple[str, ...]], Any]] | None = None,
        scope: tuple[str, ...] = (),
        _assign_seq: bool = True,
    ) -> None:
        self.factories = list(factories) if factories is not None else None
        self.scope = tuple(scope)
        self.is_async = is_async
        self.is_root = _assign_seq
        self._pump_fn: Callable[[], bool] | None = None
        self._apump_fn: Callable[[], Awaitable[bool]] | None = None
        self.seq = 0
        self._push_seq = 0
        self.ended = False
        self.error: BaseException | None = None
        self.output: Any = None
        self.interrupts: list[Any] = []
        self.log: StreamChannel[Any] = StreamChannel()
        self.log._label = "events"
        self.extensions: dict[str, Any] = {}
        self.native: dict[str, Any] = {}
        self._owners: dict[str, StreamTransformer] = {}
        self._channels: list[StreamChannel[Any]] = []
        self.children: dict[tuple[str, ...], EventHub] = {}
        self.adopt(self.log)
        self.transformers: list[StreamTransformer] = []
        groups = [[factory(self.scope) for factory in self.factories or ()], list(transformers or ())]
        for group in groups:
            for transformer in group:
                if getattr(transformer, "before_builtins", False):
                    self.register(transformer)
            for transformer in group:
                if not getattr(transformer, "before_builtins", False):
                    self.register(transformer)

    # ---- set-up ----------------------------------------------------------------------

    def register(self, transformer: StreamTransformer) -> None:
        """Add ``transformer`` and its projections (then its ``_on_register``).

        Raises:
            RuntimeError: an async-only transformer in a sync run.
            TypeError: ``init()`` did not return a dict.
            ValueError: a projection name is taken.
        """
        cls = type(transformer)
        if not self.is_async and isinstance(transformer, StreamTransformer) and cls._needs_async():
            # LangGraph's message, word for word
            raise RuntimeError(
                f"{cls.__name__} requires an async run — it overrides aprocess/afinalize/afail "
                "or sets requires_async=True. Use astream(), not stream()."
            )
        attach = getattr(transformer, "_attach_hub", None)
        if attach is not None:
            attach(self)
        projections = transformer.init()
        if not isinstance(projections, dict):
            raise TypeError(f"StreamTransformer.init() must return a dict, got {type(projections).__name__}")
        clashes = sorted(key for key in projections if key in self.extensions)
        if clashes:
            owned = ", ".join(f"{key!r} (owned by {type(self._owners[key]).__name__})" for key in clashes)
            raise ValueError(
                f"Transformer {cls.__name__} returned projection keys that conflict with "
                f"already-registered keys: {owned}"
            )
        native = bool(getattr(transformer, "_native", False))
        self.transformers.append(transformer)
        for key, value in projections.items():
            self.extensions[key] = value
            self._owners[key] = transformer
            if native:
                self.native[key] = value
            if isinstance(value, StreamChannel):
                value._label = value._label or key
                self.adopt(value)
                if value.name is not None:
                    method = value.name if native else f"custom:{value.name}"
                    # (namespace [] : the level's own, as LangGraph shows it at every level)
                    value._wire(self._forwarder(method, []))
        for bind, fn in (("_bind_pump", self._pump_fn), ("_bind_apump", self._apump_fn)):
            if fn is not None and hasattr(transformer, bind):
                getattr(transformer, bind)(fn)
        on_register = getattr(transformer, "_on_register", None)
        if on_register is not None:  # (a duck-typed transformer may lack it)
            on_register(self)

    @property
    def native_keys(self) -> set[str]:
        """The projection names of native transformers (also run attributes)."""
        return set(self.native)

    def transformer_by_key(self, key: str) -> StreamTransformer | None:
        """The transformer whose ``init()`` returned projection ``key``, if any."""
        return self._owners.get(key)

    def bind_pump(self, fn: Callable[[], bool]) -> None:
        """Reading an empty channel of this level calls ``fn`` (sync lane) to move
        the run forward; transformers with ``_bind_pump`` get it too."""
        self._pump_fn = fn
        for channel in self._channels:
            channel._request_more = fn
        for transformer in self.transformers:
            bind = getattr(transformer, "_bind_pump", None)
            if bind is not None:
                bind(fn)

    def bind_apump(self, fn: Callable[[], Awaitable[bool]]) -> None:
        """``bind_pump`` for the async lane (``_bind_apump`` on transformers)."""
        self._apump_fn = fn
        for channel in self._channels:
            channel._arequest_more = fn
        for transformer in self.transformers:
            bind = getattr(transformer, "_bind_apump", None)
            if bind is not None:
                bind(fn)

    def adopt(self, channel: StreamChannel[Any]) -> None:
        """Bind ``channel`` to this level: its lane, its pump, closed at the end."""
        channel._is_async = self.is_async
        channel._mux = self
        channel._request_more = self._pump_fn
        channel._arequest_more = self._apump_fn
        self._channels.append(channel)

    def _next_push_seq(self) -> int:
        """The next arrival stamp of a channel item of this level."""
        self._push_seq += 1
        return self._push_seq

    def _forwarder(self, method: str, namespace: list[str]) -> Callable[[Any], None]:
        def forward(item: Any) -> None:
            if not self.log._closed:  # (a transformer's finalize may still push)
                self.append(new_event(method, namespace, item))

        return forward

    def required_modes(self) -> set[str]:
        """The graph stream modes this hub's transformers read."""
        modes: set[str] = set()
        for transformer in self.transformers:
            modes.update(getattr(transformer, "required_stream_modes", ()))
        return modes

    def make_child(self, scope: tuple[str, ...]) -> EventHub:
        """A level for the subgraph run at ``scope`` that this hub routes the
        run's events to (same factories and pump)."""
        child = self._make_child(scope)
        self.children[scope] = child
        return child

    # LangGraph's StreamMux names, for transformers written against it (langchain's
    # subagent transformer builds and feeds child levels itself).

    def _make_child(self, scope: tuple[str, ...]) -> EventHub:
        """A level for the run at ``scope`` that the caller feeds (``push``) and
        ends (``close`` / ``fail``) itself: this hub does not route to it.

        Raises:
            RuntimeError: this level was built from transformer instances, which
                cannot be cloned to another scope (LangGraph's error).
        """
        if self.factories is None:
            raise RuntimeError(
                "StreamMux._make_child requires the mux to be constructed with `factories=`; "
                "pre-built transformers can't be cloned to a new scope."
            )
        child = EventHub(factories=self.factories, is_async=self.is_async, scope=scope, _assign_seq=False)
        if self._pump_fn is not None:
            child.bind_pump(self._pump_fn)
        if self._apump_fn is not None:
            child.bind_apump(self._apump_fn)
        return child

    @property
    def _events(self) -> StreamChannel[Any]:
        return self.log

    @property
    def _transformers(self) -> list[StreamTransformer]:
        return self.transformers

    def push(self, event: dict[str, Any]) -> None:
        """``dispatch`` (StreamMux's name)."""
        self.dispatch(event)

    async def apush(self, event: dict[str, Any]) -> None:
        """``adispatch`` (StreamMux's name)."""
        await self.adispatch(event)

    def close(self) -> None:
        """End the level without error (StreamMux's name).

        Raises:
            Exception: the first error a transformer's ``finalize`` raised (the
                level is ended and its channels failed with it first).
        """
        self.finish(None)
        self._raise_hook_error(None)

    async def aclose(self) -> None:
        """``close`` on the async lane."""
        await self.afinish(None)
        self._raise_hook_error(None)

    def fail(self, error: BaseException) -> None:
        """End the level with ``error`` (StreamMux's name)."""
        self.finish(error)

    async def afail(self, error: BaseException) -> None:
        await self.afinish(error)

    def _raise_hook_error(self, given: BaseException | None) -> None:
        if self.error is not None and self.error is not given:
            raise self.error

    # ---- events ----------------------------------------------------------------------

    def append(self, event: dict[str, Any]) -> dict[str, Any]:
        """Put ``event`` in the log; returns the logged event.

        The root run numbers its events (``seq``). As in LangGraph, a subgraph
        handle's log shows the run's events with the root's numbers, and its own
        (its transformers' channel events, its lifecycle) without one.
        """
        if self.is_root:
            self.seq += 1
            event["seq"] = self.seq
        self.log.push(event)
        return event

    def _observe(self, event: dict[str, Any]) -> None:
        params = event["params"]
        if event["method"] == "values" and params["namespace"] == list(self.scope):
            self.output = params["data"]
            interrupts = params.get("interrupts") or ()
            # each paused task may report its interrupts in its own values event
            self.interrupts = [*self.interrupts, *interrupts] if interrupts else []

    def dispatch(self, event: dict[str, Any]) -> None:
        """Show ``event`` to the transformers (sync lane), then log it."""
        self._observe(event)
        keep = True
        for transformer in self.transformers:
            if transformer.process(event) is False:  # type: ignore[arg-type]
                keep = False
        # the subgraph levels see it first, before it is numbered (as in LangGraph,
        # where the subgraph transformer hands it on while processing it)
        for child in self._routes(event):
            child.dispatch(event)
        if keep:
            self.append(event)

    async def adispatch(self, event: dict[str, Any]) -> None:
        """``dispatch`` on the async lane."""
        self._observe(event)
        keep = True
        for transformer in self.transformers:
            if await transformer.aprocess(event) is False:  # type: ignore[arg-type]
                keep = False
        for child in self._routes(event):
            await child.adispatch(event)
        if keep:
            self.append(event)

    def _routes(self, event: dict[str, Any]) -> list[EventHub]:
        if not self.children:
            return []
        namespace = event["params"]["namespace"]
        depth = len(self.scope) + 1
        if len(namespace) < depth:
            return []
        child = self.children.get(tuple(namespace[:depth]))
        return [child] if child is not None and not child.ended else []

    # ---- end -------------------------------------------------------------------------

    def finish(self, error: BaseException | None) -> None:
        """End the level (sync lane): the subgraph levels still open, then the
        transformers' ``finalize`` (``fail`` with ``error``), then close every
        channel, or fail it with ``error`` or else the first error a subgraph
        level or hook raised."""
        if self.ended:
            return
        failure = error
        for child in list(self.children.values()):
            child.finish(error)
            failure = failure or child.error
        self.ended = True
        for transformer in self.transformers:
            try:
                if error is None:
                    transformer.finalize()
                else:
                    transformer.fail(error)
            except Exception as exc:  # noqa: BLE001 - a failing hook fails the level
                failure = failure or exc
        self._close_channels(failure)

    async def afinish(self, error: BaseException | None) -> None:
        """``finish`` on the async lane; waits for (or, on error, cancels) the
        transformers' scheduled work first."""
        if self.ended:
            return
        failure = error
        for child in list(self.children.values()):
            await child.afinish(error)
            failure = failure or child.error
        for transformer in self.transformers:
            pending = getattr(transformer, "_pending_work", None)
            if not pending:
                continue
            if error is not None:
                for task in pending:
                    task.cancel()
            results = await asyncio.gather(*pending, return_exceptions=True)
            pending.clear()
            for result in results:
                if error is None and isinstance(result, Exception):
                    error = failure = result
        self.ended = True
        for transformer in self.transformers:
            try:
                if error is None:
                    await transformer.afinalize()
                else:
                    await transformer.afail(error)
            except Exception as exc:  # noqa: BLE001
                failure = failure or exc
        self._close_channels(failure)

    def _close_channels(self, error: BaseException | None) -> None:
        self.error = error
        for channel in self._channels:
            if error is None:
                channel.close()
            else:
                channel.fail(error)

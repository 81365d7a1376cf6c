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

    Also importable as ``langgraph.stream._mux.StreamMux``, whose constructor it
    takes: transformer instances (this level only) and/or ``factories`` (also
    used for the subgraph levels, see ``make_child``).

    Args:
        transformers: transformer instances, registered after the factories'.
        is_async: the run's lane.
        factories: transformer factories ``factory(scope)``, in registration order
            (``before_builtins`` ones are moved first, in each group).
        scope: the level's namespace, ``()`` for the root run.
        pull / apull: advance the run by one graph chunk (``False`` once it ended).
        is_root: the run's own level (a subgraph handle's is not).

    Raises:
        RuntimeError / TypeError / ValueError: as ``register``.
    """

    def __init__(
        self,
        transformers: Sequence[StreamTransformer] | None = None,
        *,
        is_async: bool = False,
        factories: Sequence[Callable[[tuple[str, ...]], Any]] | None = None,
        scope: tuple[str, ...] = (),
        pull: Callable[[], bool] | None = None,
        apull: Callable[[], Awaitable[bool]] | None = None,
        is_root: bool = True,
    ) -> None:
        self.factories = list(factories) if factories is not None else None
        self.scope = tuple(scope)
        self.is_async = is_async
        self.pull = pull
        self.apull = apull
        self.is_root = is_root
        self.seq = 0
        self._push_seq = 0
        self.pump: Any = None
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
        for group in ([factory(self.scope) for factory in self.factories or ()], list(transformers or ())):
            for transformer in sorted(group, key=lambda t: not getattr(t, "before_builtins", False)):
                self.register(transformer)

    # ---- set-up ----------------------------------------------------------------------

    def register(self, transformer: StreamTransformer) -> None:
        """Add ``transformer`` and its projections.

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
        clashes = [key for key in projections if key in self.extensions]
        if clashes:
            owned = ", ".join(f"{key!r} (owned by {type(self._owners[key]).__name__})" for key in sorted(clashes))
            raise ValueError(
                f"Transformer {cls.__name__} returned projection keys that conflict with "
                f"already-registered keys: {owned}"
            )
        native = bool(getattr(transformer, "_native", False))
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
        self.transformers.append(transformer)
        on_register = getattr(transformer, "_on_register", None)
        if on_register is not None:  # (a duck-typed transformer may lack it; after init, as LangGraph)
            on_register(self)

    def wire(self, pump: Any) -> None:
        """Make reading this level's channels advance the run with ``pump`` (its
        ``step`` on the sync lane, ``astep`` on the async one)."""
        self.pump = pump
        self._set_pulls(getattr(pump, "step", None), getattr(pump, "astep", None))

    def bind_pump(self, fn: Callable[[], bool]) -> None:
        """Make reading this level's channels call ``fn`` to advance a sync run
        (StreamMux's name; ``fn`` returns ``False`` once the run ended)."""
        self._set_pulls(fn, self.apull)

    def bind_apump(self, fn: Callable[[], Awaitable[bool]]) -> None:
        """``bind_pump`` for an async run."""
        self._set_pulls(self.pull, fn)

    def _set_pulls(self, pull: Callable[[], bool] | None, apull: Callable[[], Awaitable[bool]] | None) -> None:
        self.pull = pull
        self.apull = apull
        for channel in self._channels:
            channel._request_more = pull
            channel._arequest_more = apull
        for transformer in self.transformers:  # (LangGraph's hooks, e.g. for model streams)
            bind = getattr(transformer, "_bind_pump", None)
            if bind is not None and pull is not None:
                bind(pull)
            abind = getattr(transformer, "_bind_apump", None)
            if abind is not None and apull is not None:
                abind(apull)

    def _next_push_seq(self) -> int:
        """The next push stamp of this level's channels (from 1)."""
        self._push_seq += 1
        return self._push_seq

    @property
    def native_keys(self) -> set[str]:
        """The projection names that are also run attributes (StreamMux's name)."""
        return set(self.native)

    def transformer_by_key(self, key: str) -> StreamTransformer | None:
        """The transformer whose ``init`` returned projection ``key``, if any."""
        return self._owners.get(key)

    def adopt(self, channel: StreamChannel[Any]) -> None:
        """Bind ``channel`` to this level: its lane, its pump, closed at the end."""
        if channel._is_async is None:
            channel._bind(is_async=self.is_async)
        elif channel._is_async != self.is_async:
            raise RuntimeError(f"{channel._describe()} is bound to another run's lane")
        channel._mux = self
        channel._request_more = self.pull
        channel._arequest_more = self.apull
        self._channels.append(channel)

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
        """A hub for the subgraph run at ``scope`` (same factories and pump), that
        this hub routes the run's events to.

        Raises:
            RuntimeError: this hub was built from transformer instances only.
        """
        child = self._make_child(scope)
        self.children[scope] = child
        return child

    # LangGraph's StreamMux names, for transformers written against it (langchain's
    # subagent transformer builds and feeds child levels itself).

    def _make_child(self, scope: tuple[str, ...]) -> EventHub:
        """A level for the run at ``scope`` that the caller feeds (``push``) and
        ends (``close`` / ``fail``) itself: this hub does not route to it.

        Raises:
            RuntimeError: this hub was built from transformer instances only (as in
                LangGraph: an instance cannot be copied to another level).
        """
        if self.factories is None:
            raise RuntimeError(
                "StreamMux._make_child requires the mux to be constructed with `factories=`; "
                "pre-built transformers can't be cloned to a new scope."
            )
        child = EventHub(factories=self.factories, scope=scope, is_async=self.is_async, is_root=False)
        child.pump = self.pump
        child._set_pulls(self.pull, self.apull)
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
            Exception: the first error a transformer's ``finalize`` raised; every
                transformer and channel was ended first.
        """
        if not self.ended:
            self.finish(None)
            if self.error is not None:
                raise self.error

    async def aclose(self) -> None:
        """``close`` on the async lane (waits for scheduled work first).

        Raises:
            Exception: the first error of scheduled work (``on_error="raise"``) or
                of a transformer's ``afinalize``.
        """
        if not self.ended:
            await self.afinish(None)
            if self.error is not None:
                raise self.error

    def fail(self, error: BaseException) -> None:
        """End the level with ``error`` (StreamMux's name)."""
        self.finish(error)

    async def afail(self, error: BaseException) -> None:
        await self.afinish(error)

    # ---- events ----------------------------------------------------------------------

    def append(self, event: dict[str, Any]) -> dict[str, Any]:
        """Put ``event`` in the log; returns the logged event.

        The root run numbers its events (``seq``). As in LangGraph, a subgraph
        handle's log shows the run's events with the root's numbers, and its own
        (its transformers' channel events, its lifecycle) without one.
        """
        if self.is_root:
            self.seq += 1
            event["seq"] = self.seq  # (in place, as LangGraph: subgraph levels share the event)
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
        """End the level (sync lane): transformers' ``finalize``/``fail``, then close
        (or fail) every channel. The first error raised on the way wins."""
        if self.ended:
            return
        failed = error  # (every transformer gets the same hook, even after one raised)
        for child in list(self.children.values()):
            child.finish(failed)
            error = error or child.error  # (a subgraph level's failing hook fails the run)
        self.ended = True
        for transformer in self.transformers:
            try:
                if failed is None:
                    transformer.finalize()
                else:
                    transformer.fail(failed)
            except Exception as exc:  # noqa: BLE001 - a failing hook fails the level
                error = error or exc
        self._close_channels(error)

    async def afinish(self, error: BaseException | None) -> None:
        """``finish`` on the async lane; waits for (or, on error, cancels) the
        transformers' scheduled work first."""
        if self.ended:
            return
        child_error: BaseException | None = None
        for child in list(self.children.values()):
            await child.afinish(error)
            child_error = child_error or child.error  # (a subgraph level's failing hook fails the run)
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
                    error = result
        self.ended = True
        failed = error
        for transformer in self.transformers:
            try:
                if failed is None:
                    await transformer.afinalize()
                else:
                    await transformer.afail(failed)
            except Exception as exc:  # noqa: BLE001
                error = error or exc
        self._close_channels(error or child_error)

    def _close_channels(self, error: BaseException | None) -> None:
        self.error = error
        for channel in self._channels:
            if error is None:
                channel.close()
            else:
                channel.fail(error)

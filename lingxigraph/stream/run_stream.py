"""The objects a v3 run returns: ``GraphRunStream`` (sync) and
``AsyncGraphRunStream``, and their subgraph handles.

Nothing runs in the background: reading a projection, the event log or the
output pulls the graph forward, one chunk at a time (the ``_Pump``s below).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from types import MappingProxyType, TracebackType
from typing import Any

import anyio
from typing_extensions import Self

from lingxigraph.stream._convert import convert_to_protocol_event
from lingxigraph.stream._hub import EventHub
from lingxigraph.stream._messages import ChunkTranslator
from lingxigraph.stream._protocol import ProtocolEvent, new_event
from lingxigraph.stream.stream_channel import StreamChannel

__all__ = ("AsyncGraphRunStream", "AsyncSubgraphRunStream", "GraphRunStream", "SubgraphRunStream")


class _Translator:
    """Turns the graph's v2 parts into protocol events (model token chunks into
    content-block events, see ``_messages``)."""

    def __init__(self) -> None:
        self.chunks: ChunkTranslator | None = None

    def __call__(self, part: dict[str, Any]) -> list[dict[str, Any]]:
        kind = part["type"]
        if kind == "messages":
            if self.chunks is None:
                self.chunks = ChunkTranslator()
            return self.chunks.translate(list(part["ns"]), part["data"])
        events: list[dict[str, Any]] = []
        data = part["data"]
        if kind == "tasks" and self.chunks is not None and self.chunks.open and "result" in data:
            # the node ended: its model calls are over, last chunk or not
            events += self.chunks.flush("|".join([*part["ns"], f"{data['name']}:{data['id']}"]))
        events.append(convert_to_protocol_event(part))
        return events

    def flush(self) -> list[dict[str, Any]]:
        return self.chunks.flush() if self.chunks is not None and self.chunks.open else []


class _Pump:
    """Moves a sync run forward: one graph chunk per ``step``."""

    def __init__(self, parts: Iterator[dict[str, Any]], hub: EventHub) -> None:
        self.parts = parts
        self.hub = hub
        self.translate = _Translator()

    def step(self) -> bool:
        """Pull and dispatch one chunk; ``False`` once the run has ended."""
        hub = self.hub
        if hub.ended:
            return False
        try:
            part = next(self.parts)
        except StopIteration:
            try:
                for event in self.translate.flush():
                    hub.dispatch(event)
            except Exception as exc:  # noqa: BLE001 - a transformer failed: the run fails
                hub.finish(exc)
                return False
            hub.finish(None)
            return False
        except Exception as exc:  # noqa: BLE001 - the run's error: the readers get it
            hub.finish(exc)
            return False
        try:
            for event in self.translate(part):
                hub.dispatch(event)
        except Exception as exc:  # noqa: BLE001 - a transformer failed: the run fails
            self._close()
            hub.finish(exc)
            return False
        return True

    def abort(self) -> None:
        """Stop the run (what it saved so far stays)."""
        if not self.hub.ended:
            self._close()
            self.hub.finish(None)

    def _close(self) -> None:
        close = getattr(self.parts, "close", None)
        if close is not None:
            close()


class _APump:
    """Moves an async run forward: one graph chunk per ``astep``. One reader pulls
    at a time; ``abort`` from another task cancels a pull in flight."""

    def __init__(self, parts: AsyncIterator[dict[str, Any]], hub: EventHub) -> None:
        self.parts = parts
        self.hub = hub
        self.translate = _Translator()
        self._lock: anyio.Lock | None = None
        self._inflight: anyio.CancelScope | None = None
        self._aborting = False
        self._ended: anyio.Event | None = None

    def _ended_event(self) -> anyio.Event:
        if self._ended is None:
            self._ended = anyio.Event()
        return self._ended

    async def _end(self, error: BaseException | None, *, close: bool = False) -> None:
        if close:
            await self._close()
        await self.hub.afinish(error)
        self._ended_event().set()

    async def astep(self) -> bool:
        """Pull and dispatch one chunk; ``False`` once the run has ended."""
        hub = self.hub
        if hub.ended:
            return False
        if self._lock is None:
            self._lock = anyio.Lock()
        async with self._lock:
            if hub.ended:
                return False
            part: Any = None
            error: BaseException | None = None
            done = False
            with anyio.CancelScope() as scope:
                self._inflight = scope
                try:
                    part = await self.parts.__anext__()
                except StopAsyncIteration:
                    done = True
                except anyio.get_cancelled_exc_class():
                    raise
                except Exception as exc:  # noqa: BLE001 - the run's error: the readers get it
                    error = exc
                finally:
                    self._inflight = None
            if scope.cancelled_caught or self._aborting:
                await self._end(None, close=True)
                return False
            try:
                if done or error is not None:
                    if error is None:
                        for event in self.translate.flush():
                            await hub.adispatch(event)
                    await self._end(error)
                    return False
                for event in self.translate(part):
                    await hub.adispatch(event)
            except Exception as exc:  # noqa: BLE001 - a transformer failed: the run fails
                await self._end(exc, close=True)
                return False
            return True

    async def abort(self) -> None:
        """Stop the run, cancelling a pull in flight in another task."""
        if self.hub.ended:
            return
        self._aborting = True
        if self._inflight is not None:
            self._inflight.cancel()
            await self._ended_event().wait()
            return
        if self._lock is None:
            self._lock = anyio.Lock()
        async with self._lock:
            if not self.hub.ended:
                await self._end(None, close=True)

    async def _close(self) -> None:
        aclose = getattr(self.parts, "aclose", None)
        if aclose is not None:
            with anyio.CancelScope(shield=True):
                try:
                    await aclose()
                except RuntimeError:
                    pass  # already running elsewhere: it ends with that pull


def _expose(run: Any, hub: EventHub) -> None:
    run.extensions = MappingProxyType(hub.extensions)
    for key, value in hub.native.items():
        if not hasattr(type(run), key):
            setattr(run, key, value)


def _take_all(run: Any, names: tuple[str, ...], lane: str) -> dict[str, StreamChannel[Any]]:
    """Subscribe the named projections (all given back if one fails)."""
    chosen: dict[str, StreamChannel[Any]] = {}
    try:
        for name in names:
            channel = run.extensions[name]  # KeyError: no such projection
            if not isinstance(channel, StreamChannel):
                raise TypeError(f"interleave() reads StreamChannel projections; {name!r} is {type(channel).__name__}")
            channel._subscribe(lane, name)
            chosen[name] = channel
    except BaseException:
        _release(chosen)
        raise
    return chosen


def _release(chosen: dict[str, StreamChannel[Any]]) -> None:
    """Give the projections back: they can be read again (from what comes next)."""
    for channel in chosen.values():
        channel._subscribed = False


def _earliest(chosen: dict[str, StreamChannel[Any]]) -> tuple[str, Any] | None:
    """Take the queued item pushed first (lowest stamp) of all ``chosen``."""
    best: StreamChannel[Any] | None = None
    best_name = ""
    for name, channel in chosen.items():
        if channel._items and (best is None or channel._items[0][0] < best._items[0][0]):
            best, best_name = channel, name
    return None if best is None else (best_name, best._items.popleft()[1])


def _interleave_end(chosen: dict[str, StreamChannel[Any]]) -> bool:
    """Whether interleaving is over (nothing queued), raising a projection's error."""
    if any(channel._items for channel in chosen.values()):
        return False
    for channel in chosen.values():
        if channel._error is not None:
            raise channel._error
    return True


class _RunLevel:
    """What both run streams show under LangGraph's private names (transformers and
    tools written against LangGraph's run streams read them)."""

    _hub: EventHub

    @property
    def _exhausted(self) -> bool:
        """Whether the run has ended (or was aborted): LangGraph's flag."""
        return self._hub.ended

    @property
    def _mux(self) -> EventHub:
        return self._hub


class GraphRunStream(_RunLevel):
    """A v3 run, read synchronously (experimental, as in LangGraph).

    Iterating it gives the protocol events; ``values``, ``lifecycle``,
    ``subgraphs``, ``messages`` (and the opt-in transformers' projections, e.g.
    ``updates``) give projections, each readable once (``tee`` for more);
    ``extensions`` holds every projection by name. ``output`` runs the graph
    to the end. Use it as a context manager to stop the run on exit.
    """

    def __init__(self, graph_iter: Iterator[dict[str, Any]] | None, mux: EventHub, *, wire_pump: bool = True) -> None:
        """Args:
            graph_iter: the graph's v2 stream parts (``subgraphs=True``), or ``None``
                for a run level moved forward by another (a subgraph handle).
            mux: the level's hub (LangGraph's ``StreamMux``).
            wire_pump: make reading the level's channels pull from ``graph_iter``.
        """
        self._hub = mux
        self._pump = _Pump(graph_iter, mux) if graph_iter is not None else None
        if wire_pump and self._pump is not None:
            mux.wire(self._pump)
        _expose(self, mux)


    def _observe_event(self, event: ProtocolEvent) -> None:
        """No-op: the level's hub reads ``output`` and interrupts as it dispatches."""

    def __iter__(self) -> Iterator[ProtocolEvent]:
        return iter(self._hub.log)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.abort()

    def _finish(self) -> None:
        hub = self._hub
        while not hub.ended and hub.pull is not None and hub.pull():
            pass
        if hub.error is not None:
            raise hub.error

    @property
    def output(self) -> Any:
        """The level's last state (runs the graph to the end).

        Raises:
            Exception: the error that ended the run.
        """
        self._finish()
        return self._hub.output

    @property
    def interrupted(self) -> bool:
        """Whether the run stopped on an interrupt (runs the graph to the end)."""
        self._finish()
        return bool(self._hub.interrupts)

    @property
    def interrupts(self) -> list[Any]:
        """The pending interrupts at the end (runs the graph to the end)."""
        self._finish()
        return list(self._hub.interrupts)

    def interleave(self, *names: str) -> Iterator[tuple[str, Any]]:
        """``(name, item)`` of the named projections, in the order they arrived.

        The projections are taken when reading starts and given back when it
        ends (or stops early): they can be read again afterwards.

        Raises:
            KeyError: no projection of that name (when reading starts).
            RuntimeError: a projection is already being read (idem).
        """
        chosen = _take_all(self, names, "sync")
        try:
            while True:
                pair = _earliest(chosen)
                if pair is not None:
                    yield pair
                    continue
                pull = self._hub.pull
                if all(channel._closed for channel in chosen.values()) or pull is None or not pull():
                    if _interleave_end(chosen):
                        return
        finally:
            _release(chosen)

    def abort(self) -> None:
        """Stop the run now (idempotent); projections end after what they hold."""
        if self._pump is not None:
            self._pump.abort()
        else:
            self._hub.finish(None)


class AsyncGraphRunStream(_RunLevel):
    """A v3 run, read asynchronously (experimental, as in LangGraph): as
    ``GraphRunStream`` with ``async for`` and awaited ``output()``,
    ``interrupted()``, ``interrupts()`` and ``abort()``."""

    def __init__(
        self, graph_aiter: AsyncIterator[dict[str, Any]] | None, mux: EventHub, *, wire_pump: bool = True
    ) -> None:
        """Args: as ``GraphRunStream`` (``graph_aiter``: the graph's async parts)."""
        self._hub = mux
        self._pump = _APump(graph_aiter, mux) if graph_aiter is not None else None
        if wire_pump and self._pump is not None:
            mux.wire(self._pump)
        _expose(self, mux)


    def _observe_event(self, event: ProtocolEvent) -> None:
        """No-op: the level's hub reads ``output`` and interrupts as it dispatches."""

    def __aiter__(self) -> AsyncIterator[ProtocolEvent]:
        return self._hub.log.__aiter__()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.abort()

    async def _finish(self) -> None:
        hub = self._hub
        while not hub.ended and hub.apull is not None and await hub.apull():
            pass
        if hub.error is not None:
            raise hub.error

    async def output(self) -> Any:
        """The level's last state (runs the graph to the end).

        Raises:
            Exception: the error that ended the run.
        """
        await self._finish()
        return self._hub.output

    async def interrupted(self) -> bool:
        """Whether the run stopped on an interrupt."""
        await self._finish()
        return bool(self._hub.interrupts)

    async def interrupts(self) -> list[Any]:
        """The pending interrupts at the end."""
        await self._finish()
        return list(self._hub.interrupts)

    async def interleave(self, *names: str) -> AsyncIterator[tuple[str, Any]]:
        """Async ``GraphRunStream.interleave``."""
        chosen = _take_all(self, names, "async")
        try:
            while True:
                pair = _earliest(chosen)
                if pair is not None:
                    yield pair
                    continue
                apull = self._hub.apull
                if all(channel._closed for channel in chosen.values()) or apull is None or not await apull():
                    if _interleave_end(chosen):
                        return
        finally:
            _release(chosen)

    async def abort(self) -> None:
        """Stop the run now (idempotent), cancelling a read in flight."""
        if self._pump is not None:
            await self._pump.abort()
        else:
            await self._hub.afinish(None)


def _start_handle(
    handle: SubgraphRunStream | AsyncSubgraphRunStream,
    path: tuple[str, ...],
    graph_name: str | None,
    trigger_call_id: str | None,
) -> None:
    """Fill in what a new subgraph handle tells about its run (it has just started)."""
    handle.path = tuple(path)
    handle.graph_name = graph_name
    handle.trigger_call_id = trigger_call_id
    handle.status = "started"
    handle.error = None
    handle._seen_terminal = False  # LangGraph's flag: set once a terminal status is known


class SubgraphRunStream(GraphRunStream):
    """One subgraph run inside a sync v3 run: its own events and projections.

    ``status`` is a ``SubgraphStatus``; ``error`` the failed task's message.
    Reading it moves the whole run forward; ``output`` waits for this subgraph's end.
    """

    def __init__(
        self, hub: EventHub, *, path: tuple[str, ...], graph_name: str | None = None, trigger_call_id: str | None = None
    ) -> None:
        super().__init__(None, hub, wire_pump=False)
        _start_handle(self, path, graph_name, trigger_call_id)

    def abort(self) -> None:
        """Stop following this subgraph run (the run goes on): its projections
        end after what they hold; ``status`` still tells how the run ends."""
        self._hub.finish(None)


class AsyncSubgraphRunStream(AsyncGraphRunStream):
    """``SubgraphRunStream`` of an async v3 run."""

    def __init__(
        self, hub: EventHub, *, path: tuple[str, ...], graph_name: str | None = None, trigger_call_id: str | None = None
    ) -> None:
        super().__init__(None, hub, wire_pump=False)
        _start_handle(self, path, graph_name, trigger_call_id)

    async def abort(self) -> None:
        """Stop following this subgraph run (the run goes on)."""
        await self._hub.afinish(None)

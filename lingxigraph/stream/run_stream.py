"""The run streams ``stream_events(version="v3")`` returns, and the handles of
the subgraphs they discover.

Nothing runs in the background: whatever the caller iterates (the events, a
projection, ``output``) pulls the graph forward one chunk at a time. Each chunk
becomes a protocol event that the run's ``StreamMux`` passes to its
transformers, which fill the projections.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from types import MappingProxyType, TracebackType
from typing import TYPE_CHECKING, Any

from typing_extensions import Self

from lingxigraph.stream._beta import warn_experimental
from lingxigraph.stream._convert import convert_to_protocol_event
from lingxigraph.stream._mux import StreamMux
from lingxigraph.stream._types import ProtocolEvent
from lingxigraph.stream.stream_channel import StreamChannel

if TYPE_CHECKING:
    from lingxigraph.stream.transformers import LifecyclePayload, SubgraphStatus

__all__ = ("AsyncGraphRunStream", "AsyncSubgraphRunStream", "GraphRunStream", "SubgraphRunStream")


class _RunState:
    """What a run stream learns from its own level's ``values`` events."""

    _mux: StreamMux
    _latest: Any
    _interrupted: bool
    _interrupts: list[Any]
    _scope_list: list[str]

    def _init_state(self, mux: StreamMux) -> None:
        self._mux = mux
        self.extensions: Mapping[str, Any] = MappingProxyType(mux.extensions)
        self._exhausted = False
        self._latest = None
        self._interrupted = False
        self._interrupts = []
        self._scope_list = list(mux.scope)
        for key in mux.native_keys:
            setattr(self, key, mux.extensions[key])

    def _observe_event(self, event: ProtocolEvent) -> None:
        if event["method"] != "values":
            return
        params = event["params"]
        if params["namespace"] != self._scope_list:
            return
        self._latest = params["data"]
        interrupts = params.get("interrupts", ())
        if interrupts:
            self._interrupted = True
            self._interrupts.extend(interrupts)

    def _result(self, value: Any) -> Any:
        if (err := self._mux._events._error) is not None:
            raise err
        return value


class GraphRunStream(_RunState):
    """A synchronous v3 run: iterate it for protocol events, or read projections.

    Projections are single-consumer ``StreamChannel`` logs (``values``,
    ``messages``, ``lifecycle``, ``subgraphs``, plus those of extra
    transformers, all in ``extensions``; native ones are also attributes).
    ``output`` / ``interrupted`` / ``interrupts`` run the graph to the end first.
    Use it as a context manager (or call ``abort()``) to stop a run early.
    """

    values: StreamChannel[dict[str, Any]]
    messages: StreamChannel[Any]
    lifecycle: StreamChannel[LifecyclePayload]
    subgraphs: StreamChannel[SubgraphRunStream]

    def __init__(self, graph_iter: Iterator[Any] | None, mux: StreamMux, *, wire_pump: bool = True) -> None:
        """Args:
        graph_iter: the graph's ``stream(version="v2")`` iterator (``None`` for a
            subgraph handle, driven by the root run).
        mux: the dispatcher owning the projections and the event log.
        wire_pump: make this stream's pump drive every log of ``mux``.
        """
        if graph_iter is not None:
            warn_experimental()
        self._graph_iter = graph_iter
        self._init_state(mux)
        if wire_pump:
            mux.bind_pump(self._pump_next)

    def _pump_next(self) -> bool:
        """Pull one chunk from the graph into the mux; False once the run is over."""
        if self._exhausted or self._graph_iter is None:
            return False
        try:
            part = next(self._graph_iter)
        except StopIteration:
            self._exhausted = True
            self._mux.close()
            return False
        except Exception as exc:
            self._exhausted = True
            self._mux.fail(exc)
            return False
        event = convert_to_protocol_event(part)
        self._observe_event(event)
        try:
            self._mux.push(event)
        except Exception as exc:
            # a failing transformer ends the run like a failing node
            self._stop_graph()
            self._exhausted = True
            self._mux.fail(exc)
            return False
        return True

    def _stop_graph(self) -> None:
        graph_iter, self._graph_iter = self._graph_iter, None
        close = getattr(graph_iter, "close", None)
        if close is not None:
            try:
                close()
            except Exception:
                pass

    def _run_to_end(self) -> None:
        while self._pump_next():
            pass

    def abort(self) -> None:
        """Stop the run now: close the graph (cancelling running nodes and
        subgraphs) and end every log. Does nothing once the run is over."""
        if self._exhausted:
            return
        self._exhausted = True
        self._stop_graph()
        try:
            self._mux.close()
        except Exception:
            pass

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.abort()

    @property
    def output(self) -> Any:
        """The last state of this level (``None`` if none was seen), after
        running to the end.

        Raises:
            Exception: the error that ended the run.
        """
        self._run_to_end()
        return self._result(self._latest)

    @property
    def interrupted(self) -> bool:
        """Whether the run stopped on interrupts (after running to the end).

        Raises:
            Exception: the error that ended the run.
        """
        self._run_to_end()
        return bool(self._result(self._interrupted))

    @property
    def interrupts(self) -> list[Any]:
        """The ``Interrupt`` objects the run stopped on (after running to the end).

        Raises:
            Exception: the error that ended the run.
        """
        self._run_to_end()
        return list(self._result(self._interrupts))

    def __iter__(self) -> Iterator[ProtocolEvent]:
        """Iterate the run's protocol events (single consumer)."""
        return iter(self._mux._events)

    def interleave(self, *names: str) -> Iterator[tuple[str, Any]]:
        """Iterate several projections at once, in arrival order: ``(name, item)``.

        Raises:
            KeyError: ``name`` is not a projection.
            TypeError: a projection is not a sync ``StreamChannel``.
            RuntimeError: a projection already has a subscriber.
        """
        channels = _claim(self.extensions, names, want_async=False)
        return self._interleave(channels)

    def _interleave(self, channels: dict[str, StreamChannel[Any]]) -> Iterator[tuple[str, Any]]:
        try:
            while True:
                step = _next_ready(channels)
                if step is _DONE:
                    return
                if step is not None:
                    yield step
                    continue
                pump = self._mux._pump_fn
                if (pump is None or not pump()) and not _any_queued(channels):
                    _raise_or_finish(channels)
                    return
        finally:
            for channel in channels.values():
                channel._subscribed = False


class AsyncGraphRunStream(_RunState):
    """An async v3 run (asyncio or trio): ``async for`` it for protocol events,
    or read projections with ``async for``. ``await output()`` /
    ``interrupted()`` / ``interrupts()`` run the graph to the end first.
    Several tasks may consume projections at once: one of them pulls the next
    chunk while the others wait for it.
    """

    values: StreamChannel[dict[str, Any]]
    messages: StreamChannel[Any]
    lifecycle: StreamChannel[LifecyclePayload]
    subgraphs: StreamChannel[AsyncSubgraphRunStream]

    def __init__(
        self, graph_aiter: AsyncIterator[Any] | None, mux: StreamMux, *, wire_pump: bool = True
    ) -> None:
        """Args:
        graph_aiter: the graph's ``astream(version="v2")`` iterator (``None`` for
            a subgraph handle).
        mux: the dispatcher owning the projections and the event log.
        wire_pump: make this stream's pump drive every log of ``mux``.
        """
        if graph_aiter is not None:
            warn_experimental()
        self._graph_aiter = graph_aiter
        self._init_state(mux)
        self._pumping = False
        self._step_done: Any = None  # anyio.Event set when the running pull ends
        self._pull_scope: Any = None  # anyio.CancelScope of the running pull
        self._aborting = False
        if wire_pump:
            mux.bind_apump(self._apump_next)

    async def _apump_next(self) -> bool:
        """Pull one chunk (or wait for the task already pulling); False once
        the run is over."""
        if self._exhausted or self._graph_aiter is None:
            return False
        import anyio

        if self._pumping:
            await self._step_done.wait()
            return not self._exhausted
        self._pumping = True
        self._step_done = anyio.Event()
        try:
            return await self._pull()
        finally:
            self._pumping = False
            self._step_done.set()

    async def _pull(self) -> bool:
        import anyio

        assert self._graph_aiter is not None
        part: Any = None
        try:
            with anyio.CancelScope() as scope:
                self._pull_scope = scope
                part = await self._graph_aiter.__anext__()
        except StopAsyncIteration:
            self._exhausted = True
            await self._mux.aclose()
            return False
        except Exception as exc:
            self._exhausted = True
            await self._mux.afail(exc)
            return False
        finally:
            self._pull_scope = None
        if scope.cancelled_caught:  # abort() cancelled this pull
            self._exhausted = True
            return False
        event = convert_to_protocol_event(part)
        self._observe_event(event)
        try:
            await self._mux.apush(event)
        except Exception as exc:
            self._exhausted = True
            await self._close_graph()
            await self._mux.afail(exc)
            return False
        return True

    async def _close_graph(self) -> None:
        graph_aiter, self._graph_aiter = self._graph_aiter, None
        aclose = getattr(graph_aiter, "aclose", None)
        if aclose is not None:
            try:
                await aclose()
            except Exception:
                pass

    async def _run_to_end(self) -> None:
        while await self._apump_next():
            pass

    async def abort(self) -> None:
        """Stop the run now: cancel a pull in flight, close the graph and end
        every log. Does nothing once the run is over."""
        if self._exhausted:
            return
        self._exhausted = True
        self._aborting = True
        if self._pumping:
            if self._pull_scope is not None:
                self._pull_scope.cancel()
            await self._step_done.wait()
        await self._close_graph()
        try:
            await self._mux.aclose()
        except Exception:
            pass

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.abort()

    async def output(self) -> Any:
        """The last state of this level, after running to the end.

        Raises:
            Exception: the error that ended the run.
        """
        await self._run_to_end()
        return self._result(self._latest)

    async def interrupted(self) -> bool:
        """Whether the run stopped on interrupts (after running to the end).

        Raises:
            Exception: the error that ended the run.
        """
        await self._run_to_end()
        return bool(self._result(self._interrupted))

    async def interrupts(self) -> list[Any]:
        """The ``Interrupt`` objects the run stopped on (after running to the end).

        Raises:
            Exception: the error that ended the run.
        """
        await self._run_to_end()
        return list(self._result(self._interrupts))

    def __aiter__(self) -> AsyncIterator[ProtocolEvent]:
        """Iterate the run's protocol events (single consumer)."""
        return self._mux._events.__aiter__()

    def interleave(self, *names: str) -> AsyncIterator[tuple[str, Any]]:
        """Async twin of ``GraphRunStream.interleave``.

        Raises:
            KeyError / TypeError / RuntimeError: as the sync ``interleave``.
        """
        channels = _claim(self.extensions, names, want_async=True)
        return self._ainterleave(channels)

    async def _ainterleave(self, channels: dict[str, StreamChannel[Any]]) -> AsyncIterator[tuple[str, Any]]:
        try:
            while True:
                step = _next_ready(channels)
                if step is _DONE:
                    return
                if step is not None:
                    yield step
                    continue
                pump = self._mux._apump_fn
                if (pump is None or not await pump()) and not _any_queued(channels):
                    _raise_or_finish(channels)
                    return
        finally:
            for channel in channels.values():
                channel._subscribed = False


# -- interleave helpers -----------------------------------------------------------------

_DONE: Any = object()


def _claim(extensions: Mapping[str, Any], names: tuple[str, ...], *, want_async: bool) -> dict[str, StreamChannel[Any]]:
    channels: dict[str, StreamChannel[Any]] = {}
    try:
        for name in names:
            channel = extensions[name]
            if not isinstance(channel, StreamChannel):
                raise TypeError(
                    f"interleave() requires StreamChannel projections, got {type(channel).__name__} for {name!r}"
                )
            if channel._is_async is None:
                raise TypeError(f"StreamChannel {name!r} has not been bound yet.")
            if bool(channel._is_async) != want_async:
                lane = "async" if channel._is_async else "sync"
                raise TypeError(f"StreamChannel {name!r} is bound to {lane} mode.")
            if channel._subscribed:
                raise RuntimeError(f"StreamChannel {name!r} already has a subscriber; use .tee(n) for fan-out.")
            channel._subscribed = True
            channels[name] = channel
    except BaseException:
        for channel in channels.values():
            channel._subscribed = False
        raise
    return channels


def _next_ready(channels: dict[str, StreamChannel[Any]]) -> Any:
    """The oldest queued ``(name, item)``; ``None`` if all open logs are empty;
    ``_DONE`` once every log is closed and drained."""
    best: tuple[int, str] | None = None
    open_left = False
    for name, channel in channels.items():
        if channel._items:
            stamp = channel._items[0][0]
            if best is None or stamp < best[0]:
                best = (stamp, name)
        elif channel._closed:
            if channel._error is not None:
                raise channel._error
        else:
            open_left = True
    if best is not None:
        return best[1], channels[best[1]]._items.popleft()[1]
    return None if open_left else _DONE


def _any_queued(channels: dict[str, StreamChannel[Any]]) -> bool:
    return any(channel._items for channel in channels.values())


def _raise_or_finish(channels: dict[str, StreamChannel[Any]]) -> None:
    for channel in channels.values():
        if channel._closed and channel._error is not None:
            raise channel._error


# -- subgraph handles ---------------------------------------------------------------------


class SubgraphRunStream(GraphRunStream):
    """A subgraph of a sync run, found while the run goes on: the same
    projections, for the subgraph's own level, driven by the root run.

    Attributes:
        path: the subgraph's namespace.
        graph_name: the node name that ran it (or the agent name).
        trigger_call_id: id of the parent task that ran it.
        status: ``"started"``, then ``"completed"``, ``"failed"``,
            ``"interrupted"`` or ``"drained"``.
        error: the error text when it failed.
    """

    path: tuple[str, ...]
    graph_name: str | None
    trigger_call_id: str | None
    status: SubgraphStatus
    error: str | None

    def __init__(
        self,
        mux: StreamMux,
        *,
        path: tuple[str, ...],
        graph_name: str | None = None,
        trigger_call_id: str | None = None,
    ) -> None:
        """Args:
        mux: the subgraph's own mux (from ``StreamMux._make_child``).
        path / graph_name / trigger_call_id: see the class attributes.
        """
        self._parent_pump_fn: Callable[[], bool] | None = mux._pump_fn
        super().__init__(None, mux, wire_pump=False)
        _init_subgraph_fields(self, path, graph_name, trigger_call_id)

    def __repr__(self) -> str:
        return f"SubgraphRunStream(path={self.path!r}, status={self.status!r})"

    def _pump_next(self) -> bool:
        if self._exhausted or self._seen_terminal or self._mux._events._closed or self._parent_pump_fn is None:
            return False
        return self._parent_pump_fn()


def _init_subgraph_fields(
    stream: Any, path: tuple[str, ...], graph_name: str | None, trigger_call_id: str | None
) -> None:
    """The fields a (sync or async) subgraph run stream starts with."""
    stream.path = path
    stream.graph_name = graph_name
    stream.trigger_call_id = trigger_call_id
    stream.status = "started"
    stream.error = None
    stream._seen_terminal = False


class AsyncSubgraphRunStream(AsyncGraphRunStream):
    """Async twin of ``SubgraphRunStream``."""

    path: tuple[str, ...]
    graph_name: str | None
    trigger_call_id: str | None
    status: SubgraphStatus
    error: str | None

    def __init__(
        self,
        mux: StreamMux,
        *,
        path: tuple[str, ...],
        graph_name: str | None = None,
        trigger_call_id: str | None = None,
    ) -> None:
        """Args: as ``SubgraphRunStream``."""
        self._parent_apump_fn: Callable[[], Awaitable[bool]] | None = mux._apump_fn
        super().__init__(None, mux, wire_pump=False)
        _init_subgraph_fields(self, path, graph_name, trigger_call_id)

    def __repr__(self) -> str:
        return f"AsyncSubgraphRunStream(path={self.path!r}, status={self.status!r})"

    async def _apump_next(self) -> bool:
        if self._exhausted or self._seen_terminal or self._mux._events._closed or self._parent_apump_fn is None:
            return False
        return await self._parent_apump_fn()

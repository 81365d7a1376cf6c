"""The v3 run streams of a ``RemoteGraph``: LangGraph's run-stream surface
(``values``, ``messages``, ``extensions``, ``output``, ``abort``, ...) over a
``langgraph_sdk`` thread stream (``client.threads.stream(...)``).

Nothing here imports ``langgraph_sdk``: the SDK objects come from the client the
``RemoteGraph`` was given (or built from its ``url``).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import AsyncIterator, Iterator, Mapping
from types import TracebackType
from typing import Any

from lingxigraph.types import Command

__all__ = (
    "_AsyncRemoteGraphRunStream",
    "_ChannelProjection",
    "_ProjectionRegistry",
    "_RemoteGraphRunStream",
    "_translate_command_input",
)

_log = logging.getLogger("lingxigraph.pregel.remote")


def _translate_command_input(input: Any) -> Any:
    """The ``input`` a v3 server's ``run.start`` takes for ``input``.

    A ``Command(resume=value)`` becomes ``value``: the server sees the thread is
    paused and resumes it with the input itself. Anything else is sent as is.

    Raises:
        NotImplementedError: a ``Command`` with ``goto`` or ``update`` (the v3
            start call has no way to send them).
    """
    if not isinstance(input, Command):
        return input
    if input.goto or input.update:
        raise NotImplementedError(
            "RemoteGraph v3 streaming supports `Command(resume=...)` only; "
            "`goto` / `update` are not supported by the v3 `run.start` path."
        )
    return input.resume


def _data_of(channel: str, event: Any) -> Any:
    """``params.data`` of ``event`` if it is an event of ``channel`` with data, else ``None``."""
    if event.get("method") != channel:
        return None
    return (event.get("params") or {}).get("data")


class _ChannelProjection:
    """A projection of a wire channel the SDK has no typed projection for
    (``updates``, ``checkpoints``, ``tasks``, ``custom``): the ``params.data`` of
    the channel's events, as the local transformers give them. Iterate it with
    ``for`` on a sync run and ``async for`` on an async one, once the run is
    entered (``with`` / ``async with``)."""

    def __init__(self, sdk: Any, channel: str) -> None:
        self._sdk = sdk
        self._channel = channel

    def __iter__(self) -> Iterator[Any]:
        for event in self._sdk.subscribe([self._channel]):
            data = _data_of(self._channel, event)
            if data is not None:
                yield data

    def __aiter__(self) -> AsyncIterator[Any]:
        return self._aiter()

    async def _aiter(self) -> AsyncIterator[Any]:
        async for event in self._sdk.subscribe([self._channel]):
            data = _data_of(self._channel, event)
            if data is not None:
                yield data


class _ProjectionRegistry(Mapping[str, Any]):
    """``run.extensions`` of a remote run: projection name → projection.

    ``values``, ``messages``, ``tool_calls`` (the ``tools`` channel: tool runs)
    and ``subgraphs`` are the SDK's projections; ``updates``, ``checkpoints``,
    ``tasks`` and ``custom`` are ``_ChannelProjection``s; any other name is the
    SDK's custom channel of that name. ``lifecycle`` (its local items are status
    payloads the SDK does not give) and ``debug`` (not a v3 wire channel) are
    not listed, as in LangGraph.
    """

    _TYPED = ("values", "messages", "tool_calls", "subgraphs")
    _DECODED = ("updates", "checkpoints", "tasks", "custom")
    _NATIVE = _TYPED + _DECODED

    def __init__(self, sdk: Any) -> None:
        self._sdk = sdk

    def __getitem__(self, name: str) -> Any:
        if name in self._TYPED:
            return getattr(self._sdk, name)
        if name in self._DECODED:
            return _ChannelProjection(self._sdk, name)
        return self._sdk.extensions[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._NATIVE)

    def __len__(self) -> int:
        return len(self._NATIVE)


class _RemoteRunBase:
    """What both lanes share: the start arguments and the SDK's projections."""

    def __init__(self, client: Any, sdk_thread: Any, input: Any, config: Any, metadata: Any) -> None:
        self._client = client
        self._sdk = sdk_thread
        self._start_kwargs: dict[str, Any] = {
            "input": _translate_command_input(input),
            "config": config,
            "metadata": metadata,
        }
        self._run_id: str | None = None
        self._closed = False

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError(f"{type(self).__name__} already closed")

    @property
    def values(self) -> Any:
        """The run's state after each step (the SDK's projection)."""
        return self._sdk.values

    @property
    def messages(self) -> Any:
        """The run's chat-model message streams (the SDK's projection)."""
        return self._sdk.messages

    @property
    def subgraphs(self) -> Any:
        """The run's subgraph handles (the SDK's projection)."""
        return self._sdk.subgraphs

    @property
    def tool_calls(self) -> Any:
        """The run's tool executions (the ``tools`` channel: started, output,
        finished), not the tool calls inside ``messages``."""
        return self._sdk.tool_calls

    @property
    def extensions(self) -> Mapping[str, Any]:
        """Every projection by name (see ``_ProjectionRegistry``)."""
        return _ProjectionRegistry(self._sdk)


class _RemoteGraphRunStream(_RemoteRunBase):
    """A sync v3 run of a ``RemoteGraph``; use it as a context manager
    (``with graph.stream_events(..., version="v3") as run``): entering starts
    the run on the server.

    Unlike a local run, ``interrupted`` and ``interrupts`` tell the run's state
    now (they do not wait for its end), as in LangGraph.
    """

    def __init__(self, *, sync_client: Any, sdk_thread: Any, input: Any, config: Any, metadata: Any) -> None:
        """Raises:
        NotImplementedError: ``input`` is a ``Command`` with ``goto``/``update``.
        """
        super().__init__(sync_client, sdk_thread, input, config, metadata)
        self._events_iter: Iterator[Any] | None = None

    def __enter__(self) -> _RemoteGraphRunStream:
        """Open the thread stream and start the run.

        Raises:
            RuntimeError: the run stream was closed already.
            Exception: what starting the run raised (the thread stream is exited first).
        """
        self._check_open()
        self._sdk.__enter__()
        try:
            started = self._sdk.run.start(**self._start_kwargs)
        except BaseException:
            self._sdk.__exit__(*sys.exc_info())
            raise
        self._run_id = started["run_id"]
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if not self._closed:
            self._closed = True
            self._sdk.__exit__(exc_type, exc, tb)

    @property
    def output(self) -> Any:
        """The run's final state (the SDK waits for it)."""
        return self._sdk.output

    @property
    def interrupted(self) -> bool:
        """Whether the run is paused on an interrupt now."""
        return self._sdk.interrupted

    @property
    def interrupts(self) -> list[Any]:
        """The run's pending interrupts now."""
        return list(self._sdk.interrupts)

    def abort(self) -> None:
        """Cancel the run on the server (if it started) and close the thread
        stream; idempotent. A failing cancel is logged, not raised."""
        if self._closed:
            return
        self._closed = True
        if self._run_id is not None:
            try:
                self._client.runs.cancel(self._sdk.thread_id, self._run_id, wait=False)
            except Exception:  # noqa: BLE001 - the stream is closed either way
                _log.debug("abort: cancelling the remote run failed", exc_info=True)
        try:
            self._sdk.close()
        except Exception:  # noqa: BLE001
            _log.debug("abort: closing the thread stream failed", exc_info=True)

    def __iter__(self) -> Iterator[Any]:
        """The run's protocol events (one subscription, shared by every ``iter``)."""
        if self._events_iter is None:
            self._events_iter = iter(self._sdk.events)
        return self._events_iter

    def interleave(self, *names: str) -> Iterator[tuple[str, Any]]:
        """``(name, item)`` of the named projections in arrival order (the SDK's)."""
        yield from self._sdk.interleave_projections(list(names))


class _AsyncRemoteGraphRunStream(_RemoteRunBase):
    """``_RemoteGraphRunStream`` for ``async with await
    graph.astream_events(..., version="v3") as run``; as a local async run, it
    has no ``interleave``."""

    def __init__(self, *, client: Any, sdk_thread: Any, input: Any, config: Any, metadata: Any) -> None:
        """Raises:
        NotImplementedError: ``input`` is a ``Command`` with ``goto``/``update``.
        """
        super().__init__(client, sdk_thread, input, config, metadata)
        self._events_aiter: AsyncIterator[Any] | None = None

    async def __aenter__(self) -> _AsyncRemoteGraphRunStream:
        """Open the thread stream and start the run.

        Raises:
            RuntimeError: the run stream was closed already.
            Exception: what starting the run raised (the thread stream is exited first).
        """
        self._check_open()
        await self._sdk.__aenter__()
        try:
            started = await self._sdk.run.start(**self._start_kwargs)
        except BaseException:
            await self._sdk.__aexit__(*sys.exc_info())
            raise
        self._run_id = started["run_id"]
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if not self._closed:
            self._closed = True
            await self._sdk.__aexit__(exc_type, exc, tb)

    async def output(self) -> Any:
        """The run's final state (waits for the run's end)."""
        return await self._sdk.output

    async def interrupted(self) -> bool:
        """Whether the run is paused on an interrupt now (does not wait)."""
        return self._sdk.interrupted

    async def interrupts(self) -> list[Any]:
        """The run's pending interrupts now (does not wait)."""
        return list(self._sdk.interrupts)

    async def abort(self) -> None:
        """``_RemoteGraphRunStream.abort``, awaited."""
        if self._closed:
            return
        self._closed = True
        if self._run_id is not None:
            try:
                await self._client.runs.cancel(self._sdk.thread_id, self._run_id, wait=False)
            except Exception:  # noqa: BLE001 - the stream is closed either way
                _log.debug("abort: cancelling the remote run failed", exc_info=True)
        try:
            await self._sdk.close()
        except Exception:  # noqa: BLE001
            _log.debug("abort: closing the thread stream failed", exc_info=True)

    def __aiter__(self) -> AsyncIterator[Any]:
        """The run's protocol events (one subscription, shared by every ``aiter``)."""
        if self._events_aiter is None:
            self._events_aiter = self._sdk.events.__aiter__()
        return self._events_aiter

"""``StreamChannel``: one projection's queue of items, read by one consumer."""

from __future__ import annotations

from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from typing import Any, Generic, TypeVar

import anyio

__all__ = ("StreamChannel",)

T = TypeVar("T")


class StreamChannel(Generic[T]):
    """A queue of projection items that one consumer reads, sync or async.

    Items are kept only once someone subscribed (iterated the channel, or took
    ``tee``/``atee`` branches): a channel nobody reads costs nothing. Reading an
    empty channel of a live run moves the run forward until an item arrives or
    the run ends. The run binds each channel to its lane (sync or async run)
    and closes or fails it at the end.

    With a ``name``, every ``push`` also becomes an event of the run's event log
    (method ``custom:<name>``, or ``<name>`` for a native transformer's channel).

    As in LangGraph, queued items are ``(stamp, item)`` pairs (``_items``): the
    stamp is the run level's push counter (0 for a channel of no run), which
    lets ``interleave`` give items of several projections in arrival order.
    """

    def __init__(self, name: str | None = None, *, maxlen: int | None = None) -> None:
        """Args:
            name: the protocol name, or ``None`` for a channel seen only by its reader.
            maxlen: accepted for LangGraph compatibility; reading is paced by the
                reader, so nothing piles up.

        Raises:
            ValueError: ``maxlen`` is not a positive int or ``None``.
        """
        if maxlen is not None and maxlen <= 0:
            raise ValueError("StreamChannel maxlen must be a positive int or None")
        self.name = name
        self.maxlen = maxlen
        self._items: deque[tuple[int, T]] = deque()
        self._subscribed = False
        self._closed = False
        self._error: BaseException | None = None
        self._is_async: bool | None = None  # the lane, set once by ``_bind``
        self._label: str | None = None  # projection name, for messages
        self._wire_fn: Callable[[T], None] | None = None  # logs a named channel's pushes
        self._mux: Any = None  # the run level that stamps pushes (``_next_push_seq``)
        self._request_more: Callable[[], bool] | None = None
        self._arequest_more: Callable[[], Awaitable[bool]] | None = None

    def _bind(self, *, is_async: bool) -> None:
        """Bind the channel to a sync or async run (once).

        Raises:
            RuntimeError: the channel is already bound.
        """
        if self._is_async is not None:
            raise RuntimeError("StreamChannel is already bound")
        self._is_async = is_async

    def _wire(self, fn: Callable[[T], None]) -> None:
        """Call ``fn`` with every pushed item (the run logs a named channel's pushes)."""
        self._wire_fn = fn

    def _describe(self) -> str:
        label = self.name or self._label
        return f"StreamChannel {label!r}" if label else "StreamChannel"

    # ---- producer side ---------------------------------------------------------------

    def push(self, item: T) -> None:
        """Add ``item`` (kept only if subscribed); a named channel also logs it.

        Raises:
            RuntimeError: the channel is closed and has a reader.
        """
        if self._closed:
            if self._subscribed:
                raise RuntimeError("Cannot push to a closed StreamChannel")
            return
        if self._subscribed:
            mux = self._mux
            self._items.append((mux._next_push_seq() if mux is not None else 0, item))
        if self._wire_fn is not None:
            self._wire_fn(item)

    def close(self) -> None:
        """No more items: the reader stops after the queued ones."""
        self._closed = True

    def fail(self, err: BaseException) -> None:
        """End the channel with ``err``: the reader gets it after the queued items."""
        if not self._closed:
            self._error = err
            self._closed = True

    # ---- consumer side ---------------------------------------------------------------

    def _subscribe(self, lane: str, label: str | None = None) -> None:
        if self._is_async is None:
            raise TypeError(f"{self._describe()} has not been bound yet: read it from a run stream")
        bound = "async" if self._is_async else "sync"
        if bound != lane:
            hint = "use `for`" if bound == "sync" else "use `async for`"
            raise TypeError(f"{self._describe()} is bound to {bound} mode; {hint}")
        if self._subscribed:
            # (a projection read through interleave() is named, as in LangGraph)
            who = f"StreamChannel {label!r}" if label else "StreamChannel"
            raise RuntimeError(f"{who} already has a subscriber; use .tee(n) for fan-out.")
        self._subscribed = True

    def __iter__(self) -> Iterator[T]:
        self._subscribe("sync")
        return self._read_branch(None, ())

    def __aiter__(self) -> AsyncIterator[T]:
        self._subscribe("async")
        return self._aread_branch(None, (), None)

    def tee(self, n: int = 2) -> tuple[Iterator[T], ...]:
        """``n`` iterators that each get every item (subscribes the channel).

        Raises:
            ValueError: ``n`` < 1.
            TypeError / RuntimeError: as for iterating the channel.
        """
        branches = self._branches(n, "sync", "tee")
        return tuple(self._read_branch(own, branches) for own in branches)

    def atee(self, n: int = 2) -> tuple[AsyncIterator[T], ...]:
        """Async ``tee``: ``n`` async iterators that each get every item.

        Raises:
            ValueError: ``n`` < 1.
            TypeError / RuntimeError: as for iterating the channel.
        """
        branches = self._branches(n, "async", "atee")
        gate = _PullGate()
        return tuple(self._aread_branch(own, branches, gate) for own in branches)

    def _branches(self, n: int, lane: str, method: str) -> list[deque[T]]:
        # the channel keeps its one queue; each branch has its own copy of what
        # arrived, filled from that queue when the branch runs dry
        if n < 1:
            raise ValueError(f"{method}() needs n >= 1")
        self._subscribe(lane)
        return [deque() for _ in range(n)]

    def _spread(self, branches: Sequence[deque[T]]) -> None:
        """Move the queued items into every branch."""
        items = self._items
        while items:
            item = items.popleft()[1]
            for own in branches:
                own.append(item)

    def _next_move(self, own: deque[T] | None, branches: Sequence[deque[T]]) -> int:
        """What a reader of ``own`` does next: ``_TAKE`` an item, ``_END``, or
        ``_PULL`` the run forward (raises the channel's error at its end). A plain
        reader (``own`` is ``None``) takes from the channel's queue."""
        if own is None:
            if self._items:
                return _TAKE
        else:
            if not own:
                self._spread(branches)
            if own:
                return _TAKE
        if self._closed:
            if self._error is not None:
                raise self._error
            return _END
        return _PULL

    def _read_branch(self, own: deque[T] | None, branches: Sequence[deque[T]]) -> Iterator[T]:
        while True:
            move = self._next_move(own, branches)
            if move == _TAKE:
                yield self._items.popleft()[1] if own is None else own.popleft()
            elif move == _END or (
                (self._request_more is None or not self._request_more()) and not self._items and not self._closed
            ):
                return  # ended, or the run is over: nothing can come any more

    async def _aread_branch(
        self, own: deque[T] | None, branches: Sequence[deque[T]], gate: _PullGate | None
    ) -> AsyncIterator[T]:
        while True:
            move = self._next_move(own, branches)
            if move == _TAKE:
                yield self._items.popleft()[1] if own is None else own.popleft()
            elif move == _END:
                return
            else:
                if gate is not None:
                    pulled = await gate.pull(self)
                else:
                    pulled = self._arequest_more is not None and await self._arequest_more()
                if not pulled and not self._items and not self._closed:
                    return


_TAKE, _END, _PULL = 0, 1, 2


class _PullGate:
    """Lets one branch of an ``atee`` at a time move the run forward; a branch
    that waited finds what the other one pulled instead of pulling again."""

    __slots__ = ("_lock",)

    def __init__(self) -> None:
        self._lock: anyio.Lock | None = None

    async def pull(self, channel: StreamChannel[Any]) -> bool:
        if self._lock is None:
            self._lock = anyio.Lock()  # made on first use, inside the reader's event loop
        async with self._lock:
            if channel._items or channel._closed:
                return True  # another branch pulled while this one waited
            return channel._arequest_more is not None and await channel._arequest_more()

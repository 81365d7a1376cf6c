"""``StreamChannel``: a single-consumer log that the consumer's own iteration
fills, by pulling the run forward one event at a time."""

from __future__ import annotations

from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from lingxigraph.stream._mux import StreamMux

__all__ = ("StreamChannel",)

T = TypeVar("T")


class StreamChannel(Generic[T]):
    """A log of items a transformer pushes and one consumer drains.

    There is no background task: when the log is empty, iterating it asks the
    run for its next event (``_request_more`` / ``_arequest_more``), which may
    push items here. Items are kept only once someone has subscribed (started
    iterating); each is handed out once. Use ``tee(n)`` / ``atee(n)`` to fan out.

    A channel with a ``name`` also reports every push as a protocol event of the
    run: method ``name`` for a native transformer's channel, ``custom:<name>``
    otherwise.

    The run binds the channel to sync or async iteration; the other protocol
    then raises ``TypeError``.
    """

    def __init__(self, name: str | None = None, *, maxlen: int | None = None) -> None:
        """Args:
            name: protocol name, or ``None`` for a channel seen only in process.
            maxlen: accepted for compatibility; the consumer-driven pump already
                bounds the log.

        Raises:
            ValueError: ``maxlen`` is not a positive int.
        """
        if maxlen is not None and maxlen <= 0:
            raise ValueError("StreamChannel maxlen must be a positive int or None")
        self.name = name
        self._maxlen = maxlen
        # (arrival stamp, item): the stamp orders items across channels (interleave)
        self._items: deque[tuple[int, T]] = deque()
        self._closed = False
        self._error: BaseException | None = None
        self._is_async: bool | None = None
        self._subscribed = False
        self._request_more: Callable[[], bool] | None = None
        self._arequest_more: Callable[[], Awaitable[bool]] | None = None
        self._wire_fn: Callable[[T], None] | None = None
        self._mux: StreamMux | None = None

    def __repr__(self) -> str:
        return f"StreamChannel(name={self.name!r}, queued={len(self._items)}, closed={self._closed})"

    # -- wiring (done by the mux) ------------------------------------------------

    def _bind(self, *, is_async: bool) -> None:
        if self._is_async is not None:
            raise RuntimeError("StreamChannel is already bound")
        self._is_async = is_async

    def _bind_mux(self, mux: StreamMux) -> None:
        self._mux = mux

    def _wire(self, fn: Callable[[T], None]) -> None:
        self._wire_fn = fn

    # -- producer side -------------------------------------------------------------

    def push(self, item: T) -> None:
        """Add ``item`` (kept only if subscribed) and report it if named.

        Raises:
            RuntimeError: the channel is closed and has a subscriber.
        """
        if self._subscribed:
            if self._closed:
                raise RuntimeError("Cannot push to a closed StreamChannel")
            stamp = self._mux._next_push_seq() if self._mux is not None else 0
            self._items.append((stamp, item))
        if self._wire_fn is not None:
            self._wire_fn(item)

    def close(self) -> None:
        """End the log: the consumer stops after the queued items."""
        self._closed = True

    def fail(self, err: BaseException) -> None:
        """End the log with ``err``: the consumer gets it after the queued items."""
        self._error = err
        self._closed = True

    # -- consumer side -------------------------------------------------------------

    def _subscribe(self, want_async: bool) -> None:
        if self._is_async is None:
            raise TypeError(
                "StreamChannel has not been bound yet. Register the transformer with a StreamMux first."
            )
        if self._is_async and not want_async:
            raise TypeError("This StreamChannel is bound to async mode — use 'async for' instead.")
        if want_async and not self._is_async:
            raise TypeError("This StreamChannel is bound to sync mode — use 'for' instead.")
        if self._subscribed:
            fan_out = ".atee(n)" if want_async else ".tee(n)"
            raise RuntimeError(f"StreamChannel already has a subscriber; use {fan_out} for fan-out.")
        self._subscribed = True

    def __iter__(self) -> Iterator[T]:
        """Subscribe and iterate (once per channel).

        Raises:
            TypeError: unbound, or bound to async iteration.
            RuntimeError: already subscribed.
        """
        self._subscribe(False)
        return self._drain()

    def _drain(self) -> Iterator[T]:
        items = self._items
        while True:
            if items:
                yield items.popleft()[1]
            elif self._closed:
                if self._error is not None:
                    raise self._error
                return
            elif (self._request_more is None or not self._request_more()) and not items and not self._closed:
                return  # the run produced nothing more for anyone

    def __aiter__(self) -> AsyncIterator[T]:
        """Subscribe and iterate asynchronously (once per channel).

        Raises:
            TypeError: unbound, or bound to sync iteration.
            RuntimeError: already subscribed.
        """
        self._subscribe(True)
        return self._adrain()

    async def _adrain(self) -> AsyncIterator[T]:
        items = self._items
        while True:
            if items:
                yield items.popleft()[1]
            elif self._closed:
                if self._error is not None:
                    raise self._error
                return
            elif (self._arequest_more is None or not await self._arequest_more()) and not items and not self._closed:
                return  # the run produced nothing more for anyone

    def tee(self, n: int = 2) -> tuple[Iterator[T], ...]:
        """Subscribe and return ``n`` iterators that each see every item.

        Raises:
            ValueError: ``n`` < 1.
            TypeError / RuntimeError: as for ``iter()``.
        """
        if n < 1:
            raise ValueError("tee() requires n >= 1")
        source = iter(self)
        queues: list[deque[T]] = [deque() for _ in range(n)]
        done = [False]

        def branch(queue: deque[T]) -> Iterator[T]:
            while True:
                if queue:
                    yield queue.popleft()
                    continue
                if done[0]:
                    return
                try:
                    item = next(source)
                except StopIteration:
                    done[0] = True
                    return
                for q in queues:
                    q.append(item)

        return tuple(branch(q) for q in queues)

    def atee(self, n: int = 2) -> tuple[AsyncIterator[T], ...]:
        """Subscribe and return ``n`` async iterators that each see every item
        (one branch at a time pulls from the channel).

        Raises:
            ValueError: ``n`` < 1.
            TypeError / RuntimeError: as for ``aiter()``.
        """
        if n < 1:
            raise ValueError("atee() requires n >= 1")
        source = self.__aiter__()
        queues: list[deque[T]] = [deque() for _ in range(n)]
        state: dict[str, Any] = {"done": False, "error": None, "lock": None}

        async def branch(queue: deque[T]) -> AsyncIterator[T]:
            import anyio

            while True:
                if queue:
                    yield queue.popleft()
                    continue
                if state["done"]:
                    if state["error"] is not None:
                        raise state["error"]
                    return
                if state["lock"] is None:
                    state["lock"] = anyio.Lock()
                async with state["lock"]:
                    if queue or state["done"]:
                        continue
                    try:
                        item = await source.__anext__()
                    except StopAsyncIteration:
                        state["done"] = True
                        continue
                    except Exception as exc:
                        state["done"], state["error"] = True, exc
                        continue
                    for q in queues:
                        q.append(item)

        return tuple(branch(q) for q in queues)

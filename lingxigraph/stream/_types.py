"""Protocol event shape and the transformer base class of the v3 event API."""

from __future__ import annotations

import asyncio
import logging
from abc import ABC, abstractmethod
from collections.abc import Coroutine
from typing import Any, ClassVar, Literal

from typing_extensions import NotRequired, TypedDict

__all__ = ("ProtocolEvent", "StreamTransformer", "transformer_requires_async")

_log = logging.getLogger(__name__)


class _ProtocolEventParams(TypedDict):
    """Body of a protocol event."""

    namespace: list[str]
    """Checkpoint namespace of the graph level that produced the event (root: ``[]``)."""
    timestamp: int
    """Wall-clock time in milliseconds since the epoch (not monotonic: order by ``seq``)."""
    data: Any
    """The stream chunk, as ``stream(version="v2")`` gives it in ``data``."""
    interrupts: NotRequired[tuple[Any, ...]]
    """Pending interrupts; present on ``values`` events only."""


class ProtocolEvent(TypedDict):
    """One event of a v3 run: a stream chunk in a uniform envelope.

    ``method`` is the stream mode (``"values"``, ``"updates"``, ``"custom"`` ...),
    ``"lifecycle"`` for subgraph lifecycle events, or ``"custom:<name>"`` for a
    named channel of a user transformer. ``seq`` (1, 2, ...) is given by the root
    run when the event enters its event log.
    """

    type: Literal["event"]
    event_id: NotRequired[str]
    seq: NotRequired[int]
    method: str
    params: _ProtocolEventParams


class StreamTransformer(ABC):
    """Base class of v3 stream transformers: each watches the run's protocol
    events and builds projections (``StreamChannel`` logs and other values).

    A transformer is built per graph level as ``factory(scope)``; ``scope`` is
    the namespace (tuple of segments) of the level it watches, ``()`` for the
    run's own level.

    Class attributes:
        requires_async: needs a running event loop (``astream_events`` only).
        supports_sync: overrides the async hooks yet also works synchronously.
        required_stream_modes: the stream modes the run must produce for it; a
            run asks the graph for the union over its transformers.
        before_builtins: run before the built-in transformers (for transformers
            that rewrite event content).
        _native: its projection keys also become attributes of the run stream
            and its named channels keep their bare name as the event method.
    """

    requires_async: ClassVar[bool] = False
    supports_sync: ClassVar[bool] = False
    required_stream_modes: ClassVar[tuple[str, ...]] = ()
    before_builtins: ClassVar[bool] = False

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        """Args:
        scope: namespace of the graph level this transformer watches.
        """
        self.scope: tuple[str, ...] = scope

    @abstractmethod
    def init(self) -> dict[str, Any]:
        """Return the projections: name → value (``StreamChannel`` values are
        bound, closed and failed by the run)."""

    def _on_register(self, mux: Any) -> None:
        """Hook called once the owning mux has registered this transformer."""

    def process(self, event: ProtocolEvent) -> bool:
        """See one event (sync lane); return False to keep it out of the run's
        main event log.

        Raises:
            NotImplementedError: neither ``process`` nor ``aprocess`` is overridden.
        """
        raise NotImplementedError(f"{type(self).__name__} must override process() or aprocess()")

    async def aprocess(self, event: ProtocolEvent) -> bool:
        """See one event (async lane); defaults to ``process``."""
        return self.process(event)

    def finalize(self) -> None:
        """The run finished normally (sync lane)."""

    async def afinalize(self) -> None:
        """The run finished normally (async lane); defaults to ``finalize``."""
        self.finalize()

    def fail(self, err: BaseException) -> None:
        """The run ended with ``err`` (sync lane)."""

    async def afail(self, err: BaseException) -> None:
        """The run ended with ``err`` (async lane); defaults to ``fail``."""
        self.fail(err)

    def schedule(
        self, coro: Coroutine[Any, Any, Any], *, on_error: Literal["log", "raise"] = "log"
    ) -> asyncio.Task[Any]:
        """Run ``coro`` as an asyncio task owned by the run: it is awaited before
        ``afinalize`` and cancelled before ``afail``.

        Args:
            coro: the work to run.
            on_error: ``"log"`` logs a failure and carries on; ``"raise"`` makes
                the run fail with it when the run closes.

        Raises:
            RuntimeError: no asyncio event loop is running (sync run).
        """
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            coro.close()
            raise RuntimeError(
                f"{type(self).__name__}.schedule() requires a running event loop (asyncio): use it "
                "from astream_events(version='v3') and set requires_async = True on the class."
            ) from None
        task = asyncio.ensure_future(_logged(coro) if on_error == "log" else coro)
        tasks = self._scheduled_tasks()
        tasks.add(task)
        task.add_done_callback(tasks.discard)
        return task

    def _scheduled_tasks(self) -> set[asyncio.Task[Any]]:
        # created lazily: subclasses need not call super().__init__()
        tasks: set[asyncio.Task[Any]] | None = self.__dict__.get("_stream_scheduled_tasks")
        if tasks is None:
            tasks = self.__dict__["_stream_scheduled_tasks"] = set()
        return tasks


async def _logged(coro: Coroutine[Any, Any, Any]) -> Any:
    try:
        return await coro
    except asyncio.CancelledError:
        raise
    except Exception:
        _log.exception("A task scheduled by a stream transformer failed")
        return None


def transformer_requires_async(transformer: StreamTransformer) -> bool:
    """Whether ``transformer`` can only run in an async run (it says so, or it
    overrides an async hook without declaring ``supports_sync``)."""
    if transformer.requires_async:
        return True
    if transformer.supports_sync:
        return False
    cls = type(transformer)
    return any(
        getattr(cls, hook) is not getattr(StreamTransformer, hook)
        for hook in ("aprocess", "afinalize", "afail")
    )

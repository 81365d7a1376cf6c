"""The interface every channel implements.

A channel holds one named piece of graph state between supersteps. While a
superstep runs, channels are read-only; when it ends, the runtime gives each
channel the batch of writes addressed to it (``update``), in task order. The
runtime also tells channels when a subscribed task has read them (``consume``)
and when the run is about to stop (``finish``), and saves and restores them
with ``checkpoint`` / ``from_checkpoint``.

The sentinel ``MISSING`` stands for "no value" everywhere in this package: a
checkpoint of ``MISSING`` means the channel is empty.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Final, Generic, TypeVar, cast

from typing_extensions import Self

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.errors import EmptyChannelError

__all__ = ("BaseChannel", "Value", "Update", "C")

Value = TypeVar("Value")
"""What ``get()`` returns."""
Update = TypeVar("Update")
"""What one write passed to ``update()`` looks like."""
C = TypeVar("C")
"""What ``checkpoint()`` returns and ``from_checkpoint()`` accepts."""


class BaseChannel(Generic[Value, Update, C], ABC):
    """Base class of all channels (mirrors ``langgraph.channels.base.BaseChannel``).

    Subclasses must implement ``from_checkpoint``, ``get`` and ``update``; the
    other methods have working defaults built on those three.

    Args:
        typ: the type of the stored value, as written in the state schema.
            Kept for introspection (``ValueType`` / ``UpdateType``).
        key: the channel's name in the graph; used in error messages. The
            graph builder usually sets it after construction.

    Attributes:
        key: the channel's name.
        typ: the ``typ`` given to the constructor.
    """

    __slots__ = ("key", "typ")

    def __init__(self, typ: Any, key: str = "") -> None:
        self.typ = typ
        self.key = key

    @property
    def ValueType(self) -> Any:  # noqa: N802 - LangGraph's name
        """The type of the value ``get()`` returns."""
        return self.typ

    @property
    def UpdateType(self) -> Any:  # noqa: N802 - LangGraph's name
        """The type of one write accepted by ``update()``."""
        return self.typ

    def copy(self) -> Self:
        """Return an independent channel with the same configuration and value.

        The default restores a new channel from ``checkpoint()``; subclasses
        override it with a cheaper version.
        """
        return self.from_checkpoint(self.checkpoint())

    def checkpoint(self) -> C | _Missing:
        """Return a serializable snapshot of the channel, or ``MISSING`` when empty.

        The default returns ``get()``, or ``MISSING`` if that raises
        ``EmptyChannelError``.
        """
        try:
            return cast("C", self.get())
        except EmptyChannelError:
            return MISSING

    @abstractmethod
    def from_checkpoint(self, checkpoint: C | _Missing) -> Self:
        """Return a NEW channel configured like this one, holding ``checkpoint``.

        ``MISSING`` gives an empty channel. ``self`` is left unchanged.
        """

    @abstractmethod
    def get(self) -> Value:
        """Return the current value.

        Raises:
            EmptyChannelError: the channel holds no value (yet, or any more).
        """

    def is_available(self) -> bool:
        """Return True when ``get()`` would return a value instead of raising."""
        try:
            self.get()
        except EmptyChannelError:
            return False
        return True

    @abstractmethod
    def update(self, values: Sequence[Update]) -> bool:
        """Apply one superstep's writes, in order; return True if the channel changed.

        Called once per superstep for every channel, with an empty sequence
        when nothing was written to it (channels that clear themselves after
        a step use that call to do so).

        Raises:
            InvalidUpdateError: the batch is not acceptable for this channel.
        """

    def consume(self) -> bool:
        """Tell the channel a subscribed task ran; return True if it changed.

        The default does nothing and returns False.
        """
        return False

    def finish(self) -> bool:
        """Tell the channel the run is about to finish; return True if it changed.

        The default does nothing and returns False.
        """
        return False


# --------------------------------------------------------------------------
# Overwrite support, shared by the channels that accept ``Overwrite`` writes.

_OVERWRITE_KEY: Final = "__overwrite__"
_NOT_OVERWRITE: Final[Any] = object()
"""Returned by ``_reducer_overwrite_payload`` for ordinary writes (``MISSING`` could be a payload)."""

_overwrite_cls: type[Any] | None = None

PLAIN_TYPES: Final = frozenset({int, float, str, bool, bytes, type(None), list, tuple})
"""Exact types whose values are never an overwrite write: a channel takes them
without asking `_reducer_overwrite_payload` (one call less per write)."""


def _load_overwrite_cls() -> type[Any] | None:
    """Import ``lingxigraph.types.Overwrite`` on first use (avoids an import cycle)."""
    global _overwrite_cls
    try:
        from lingxigraph.types import Overwrite
    except ImportError:  # pragma: no cover - only while the types module is absent
        return None
    _overwrite_cls = Overwrite
    return Overwrite


def _reducer_overwrite_payload(value: object) -> Any:
    """The value an overwrite write carries to a reducer channel, else
    ``_NOT_OVERWRITE``. Three spellings count: ``Overwrite(v)``, the plain dict
    ``{"__overwrite__": v}`` (that one key only) and ``{"type": "__overwrite__",
    "value": v}`` (an ``Overwrite`` sent through JSON). Channels without a
    reducer store such writes as written, as LangGraph does."""
    if isinstance(value, dict):
        if len(value) == 1:  # pyright: ignore[reportUnknownArgumentType]
            return value[_OVERWRITE_KEY] if _OVERWRITE_KEY in value else _NOT_OVERWRITE  # pyright: ignore[reportUnknownVariableType]
        if value.get("type") == _OVERWRITE_KEY and "value" in value:  # pyright: ignore[reportUnknownMemberType]
            return value["value"]  # pyright: ignore[reportUnknownVariableType]
        return _NOT_OVERWRITE
    cls = _overwrite_cls or _load_overwrite_cls()
    if cls is not None and isinstance(value, cls):
        return value.value  # pyright: ignore[reportAttributeAccessIssue]
    return _NOT_OVERWRITE


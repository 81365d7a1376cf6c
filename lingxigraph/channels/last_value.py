"""Channels that keep the last value written: ``LastValue`` and ``LastValueAfterFinish``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from typing_extensions import Self

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels._slot import SingleValue
from lingxigraph.channels.base import BaseChannel, Value
from lingxigraph.errors import (
    EmptyChannelError,
    ErrorCode,
    InvalidUpdateError,
    create_error_message,
)

__all__ = ("LastValue", "LastValueAfterFinish")

_MANY: Any = object()
"""Stands for a batch of several writes (``update`` unpacks the one write)."""


class LastValue(SingleValue[Value]):
    """Holds the value of the single write it received last.

    This is the channel behind every plain (non-``Annotated``) state key. At
    most one task may write it per superstep, as in LangGraph.

    Args:
        typ: the value type.
        key: the channel name, used in error messages.

    Behaviour:
        * empty until first written; ``get()`` then raises ``EmptyChannelError()``;
        * ``update([])`` → False (the value is kept);
        * ``update([v])`` → True, the value becomes ``v``; an ``Overwrite(v)`` or
          ``{"__overwrite__": v}`` write is stored as written, wrapper included
          (as LangGraph does: only reducer channels read the wrapper);
        * the checkpoint is the value itself (``MISSING`` when empty).

    Raises:
        InvalidUpdateError: ``update`` got more than one value in one step. The
            message names the key and ends with LangGraph's troubleshooting link
            for ``INVALID_CONCURRENT_GRAPH_UPDATE``.
    """

    __slots__ = ()

    def __init__(self, typ: Any, key: str = "") -> None:
        super().__init__(typ, key)
        self.value: Value | _Missing = MISSING

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LastValue)

    __hash__ = None  # type: ignore[assignment]

    def _with_value(self, value: Value | _Missing) -> Self:
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.value = value
        return new

    def copy(self) -> Self:
        # (``_with_value`` spelled out: a run's first write to each key copies its
        # shared empty channel)
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.value = self.value
        return new

    def from_checkpoint(self, checkpoint: Value | _Missing) -> Self:
        return self._with_value(checkpoint)

    def checkpoint(self) -> Value | _Missing:
        return self.value

    def update(self, values: Sequence[Value]) -> bool:
        if not values:
            return False
        try:
            (value,) = values  # (no len() call: the usual batch is one write)
        except ValueError:
            value = _MANY
        if value is _MANY:
            raise InvalidUpdateError(
                create_error_message(
                    message=(
                        f"At key '{self.key}': Can receive only one value per step. "
                        "Use an Annotated key to handle multiple values."
                    ),
                    error_code=ErrorCode.INVALID_CONCURRENT_GRAPH_UPDATE,
                )
            )
        self.value = value
        return True


class LastValueAfterFinish(BaseChannel[Value, Value, "tuple[Value, bool]"]):
    """Keeps the last value written, but shows it only once the run is finishing.

    LangGraph uses this for the trigger channels of deferred nodes
    (``add_node(..., defer=True)``): the node runs only when nothing else is
    left to do.

    Args:
        typ: the value type.
        key: the channel name.

    Behaviour:
        * ``update([])`` → False; ``update(values)`` stores ``values[-1]`` (several
          values in one step are allowed), clears the finished flag, → True;
        * ``get()`` raises ``EmptyChannelError`` until ``finish()`` was called
          on a channel holding a value; ``finish()`` → True only in that case;
        * ``consume()`` after ``finish()`` empties the channel and → True,
          otherwise → False;
        * the checkpoint is ``(value, finished)``, or ``MISSING`` when empty; a
          two-item list (a tuple after a serde round trip) is accepted too.
    """

    __slots__ = ("value", "finished")

    def __init__(self, typ: Any, key: str = "") -> None:
        super().__init__(typ, key)
        self.value: Value | _Missing = MISSING
        self.finished = False

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LastValueAfterFinish)

    __hash__ = None  # type: ignore[assignment]

    def _with_state(self, value: Value | _Missing, finished: bool) -> Self:
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.value = value
        new.finished = finished
        return new

    def copy(self) -> Self:
        return self._with_state(self.value, self.finished)

    def checkpoint(self) -> tuple[Value, bool] | _Missing:
        if self.value is MISSING:
            return MISSING
        return (self.value, self.finished)  # type: ignore[return-value]

    def from_checkpoint(self, checkpoint: tuple[Value, bool] | _Missing) -> Self:
        if checkpoint is MISSING:
            return self._with_state(MISSING, False)
        value, finished = checkpoint  # type: ignore[misc]
        return self._with_state(value, bool(finished))

    def update(self, values: Sequence[Value]) -> bool:
        if not values:
            return False
        self.finished = False
        self.value = values[-1]
        return True

    def get(self) -> Value:
        if not self.finished or self.value is MISSING:
            raise EmptyChannelError()
        return self.value  # type: ignore[return-value]

    def is_available(self) -> bool:
        return self.finished and self.value is not MISSING

    def consume(self) -> bool:
        if self.finished:
            self.finished = False
            self.value = MISSING
            return True
        return False

    def finish(self) -> bool:
        if not self.finished and self.value is not MISSING:
            self.finished = True
            return True
        return False

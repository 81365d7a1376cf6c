"""The reads of the channels that hold at most one value (``MISSING`` when empty).

`LastValue`, `AnyValue`, `EphemeralValue`, `UntrackedValue` and
`BinaryOperatorAggregate` keep their value in the ``value`` slot and read it
the same way; their writes, copies and checkpoints differ and stay with them.
"""

from __future__ import annotations

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels.base import BaseChannel, Value
from lingxigraph.errors import EmptyChannelError

__all__ = ("SingleValue",)


class SingleValue(BaseChannel[Value, Value, Value]):
    """A channel whose state is one value, ``MISSING`` while it has none."""

    __slots__ = ("value",)

    value: Value | _Missing

    def get(self) -> Value:
        value = self.value
        if value is MISSING:
            raise EmptyChannelError()
        return value  # type: ignore[return-value]

    def is_available(self) -> bool:
        return self.value is not MISSING

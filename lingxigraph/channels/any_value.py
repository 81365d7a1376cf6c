"""``AnyValue``: keeps one of the values written in a step (the last)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from typing_extensions import Self

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels._slot import SingleValue
from lingxigraph.channels.base import BaseChannel, Value  # noqa: F401 - names LangGraph's module has
from lingxigraph.errors import EmptyChannelError  # noqa: F401

__all__ = ("AnyValue",)


class AnyValue(SingleValue[Value]):
    """Keeps the last value of each step, assuming concurrent writes agree.

    Args:
        typ: the value type.
        key: the channel name.

    Behaviour:
        * ``update([1, 2])`` → True, holds 2 (no error for several writes);
        * ``update([])`` on a channel holding a value → True and empty; on an
          empty channel → False;
        * the checkpoint is the value, ``MISSING`` when empty.
    """

    __slots__ = ()

    def __init__(self, typ: Any, key: str = "") -> None:
        super().__init__(typ, key)
        self.value: Value | _Missing = MISSING

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AnyValue)

    __hash__ = None  # type: ignore[assignment]

    def _with_value(self, value: Value | _Missing) -> Self:
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.value = value
        return new

    def copy(self) -> Self:
        return self._with_value(self.value)

    def from_checkpoint(self, checkpoint: Value | _Missing) -> Self:
        return self._with_value(checkpoint)

    def checkpoint(self) -> Value | _Missing:
        return self.value

    def update(self, values: Sequence[Value]) -> bool:
        if not values:
            if self.value is MISSING:
                return False
            self.value = MISSING
            return True
        self.value = values[-1]
        return True

"""``UntrackedValue``: run-local state that is never saved in checkpoints."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from typing_extensions import Self

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels._slot import SingleValue
from lingxigraph.channels.base import BaseChannel, Value  # noqa: F401 - names LangGraph's module has
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError  # noqa: F401 - EmptyChannelError: as LangGraph's module

__all__ = ("UntrackedValue",)


class UntrackedValue(SingleValue[Value]):
    """Keeps the last value written, like ``LastValue``, but is never checkpointed.

    Args:
        typ: the value type.
        guard: True (default): at most one write per step. False: several writes
            are allowed and the last one is kept.

    Behaviour:
        * ``update([])`` → False (the value is kept); ``update([v])`` → True;
        * ``checkpoint()`` always returns ``MISSING``, so ``from_checkpoint``
          always gives an empty channel; ``copy()`` does keep the value (copies
          live within one run).

    Raises:
        InvalidUpdateError: ``guard=True`` and the batch holds more than one
            value ("At key '<key>': UntrackedValue(guard=True) can receive only
            one value per step. ..."). The channel is unchanged.
    """

    __slots__ = ("guard",)

    def __init__(self, typ: Any, guard: bool = True) -> None:
        super().__init__(typ)
        self.guard = guard
        self.value: Value | _Missing = MISSING

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UntrackedValue) and other.guard == self.guard

    __hash__ = None  # type: ignore[assignment]

    def _with_value(self, value: Value | _Missing) -> Self:
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.guard = self.guard
        new.value = value
        return new

    def copy(self) -> Self:
        return self._with_value(self.value)

    def checkpoint(self) -> _Missing:
        return MISSING

    def from_checkpoint(self, checkpoint: Value | _Missing) -> Self:
        return self._with_value(MISSING)

    def update(self, values: Sequence[Value]) -> bool:
        if not values:
            return False
        if self.guard and len(values) != 1:
            raise InvalidUpdateError(
                f"At key '{self.key}': UntrackedValue(guard=True) can receive only one value "
                "per step. Use guard=False if you want to store any one of multiple values."
            )
        self.value = values[-1]
        return True

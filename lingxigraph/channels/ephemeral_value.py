"""``EphemeralValue``: a value that lives for exactly one superstep."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from typing_extensions import Self

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels._slot import SingleValue
from lingxigraph.channels.base import BaseChannel, Value  # noqa: F401 - names LangGraph's module has
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError  # noqa: F401 - EmptyChannelError: as LangGraph's module

__all__ = ("EphemeralValue",)

_MANY: Any = object()
"""Stands for a batch of several writes (``update`` unpacks the one write)."""


class EphemeralValue(SingleValue[Value]):
    """Holds the value written in the previous step; cleared by the next ``update``.

    LangGraph uses it for the graph input (``__start__``) and for branch
    trigger channels.

    Args:
        typ: the value type.
        guard: True (default): at most one write per step. False: several writes
            are allowed and the last one is kept.

    Behaviour:
        * ``update([v])`` → True, holds ``v``;
        * ``update([])`` on a channel holding a value → True and empty again;
          on an empty channel → False;
        * the checkpoint is the value, ``MISSING`` when empty.

    Raises:
        InvalidUpdateError: ``guard=True`` and the batch holds more than one
            value ("At key '<key>': EphemeralValue(guard=True) can receive only
            one value per step. ..."). The channel is unchanged.
    """

    __slots__ = ("guard",)

    def __init__(self, typ: Any, guard: bool = True) -> None:
        super().__init__(typ)
        self.guard = guard
        self.value: Value | _Missing = MISSING

    def __eq__(self, other: object) -> bool:
        return isinstance(other, EphemeralValue) and other.guard == self.guard

    __hash__ = None  # type: ignore[assignment]

    def _with_value(self, value: Value | _Missing) -> Self:
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.guard = self.guard
        new.value = value
        return new

    def copy(self) -> Self:
        # (``_with_value`` spelled out: a written branch channel is copied every step)
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.guard = self.guard
        new.value = self.value
        return new

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
        if not self.guard:
            self.value = values[-1]
            return True
        try:
            (value,) = values  # (no len() call: the usual batch is one write)
        except ValueError:
            value = _MANY
        if value is _MANY:
            raise InvalidUpdateError(
                f"At key '{self.key}': EphemeralValue(guard=True) can receive only one value "
                "per step. Use guard=False if you want to store any one of multiple values."
            )
        self.value = value
        return True

"""``Topic``: a pub/sub channel collecting every value written in a step."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Union

from typing_extensions import Self

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels.base import BaseChannel, Value
from lingxigraph.errors import EmptyChannelError

__all__ = ("Topic",)


def _flatten(values: Sequence[Value | list[Value]]) -> Iterator[Value]:
    """Yield the writes with list writes spliced in (one level; tuples stay whole)."""
    for value in values:
        if isinstance(value, list):
            yield from value  # pyright: ignore[reportUnknownMemberType]
        else:
            yield value


class Topic(BaseChannel[Sequence[Value], Union[Value, "list[Value]"], "list[Value]"]):
    """Collects all values written to it; LangGraph's pub/sub channel.

    The runtime uses one for ``Send`` packets (``__pregel_tasks``).

    Args:
        typ: the type of one element.
        accumulate: False (default): the collected values last one step; every
            ``update`` first drops what the previous step collected. True: values
            pile up across steps.

    Behaviour:
        * a write that is a ``list`` contributes its items (flattened one level);
          any other write, tuples included, contributes itself;
        * ``get()`` returns a new list of the collected values, in write order,
          and raises ``EmptyChannelError`` when there are none;
        * ``update`` → True when the collected values changed: without
          ``accumulate``, ``update([])`` on a non-empty topic → True and empty;
        * the checkpoint is the list of values, an empty list when the topic is
          empty (LangGraph saves ``[]`` for a cleared topic); ``MISSING`` restores
          an empty topic.
    """

    __slots__ = ("values", "accumulate")

    def __init__(self, typ: Any, accumulate: bool = False) -> None:
        super().__init__(typ)
        self.accumulate = accumulate
        # Copy-on-write: the list is replaced, never mutated, so checkpoints
        # and copies may share it.
        self.values: list[Value] = []

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Topic) and other.accumulate == self.accumulate

    __hash__ = None  # type: ignore[assignment]

    @property
    def ValueType(self) -> Any:  # noqa: N802
        """``Sequence[typ]``."""
        return Sequence[self.typ]  # type: ignore[name-defined]

    @property
    def UpdateType(self) -> Any:  # noqa: N802
        """``typ | list[typ]``."""
        return Union[self.typ, list[self.typ]]  # type: ignore[name-defined]

    def _with_values(self, values: list[Value]) -> Self:
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.accumulate = self.accumulate
        new.values = values
        return new

    def copy(self) -> Self:
        return self._with_values(self.values)

    def checkpoint(self) -> list[Value]:
        return self.values

    def from_checkpoint(self, checkpoint: list[Value] | _Missing) -> Self:
        if checkpoint is MISSING:
            return self._with_values([])
        return self._with_values(list(checkpoint))  # type: ignore[arg-type]

    def update(self, values: Sequence[Value | list[Value]]) -> bool:
        if self.accumulate:
            if not values:
                return False
            new = list(_flatten(values))
            if not new:
                return False
            self.values = self.values + new
            return True
        had_values = bool(self.values)
        if not values:
            if had_values:
                self.values = []
            return had_values
        new = list(_flatten(values))
        self.values = new
        return had_values or bool(new)

    def get(self) -> Sequence[Value]:
        if not self.values:
            raise EmptyChannelError()
        return list(self.values)

    def is_available(self) -> bool:
        return bool(self.values)

"""Barrier channels: available once every expected name has been written."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from typing_extensions import Self

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels.base import BaseChannel, Value
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError

__all__ = ("NamedBarrierValue", "NamedBarrierValueAfterFinish")

# Both classes treat ``seen`` as copy-on-write: it is replaced, never mutated,
# so checkpoints and copies can share it without copying.


def _as_set(names: Iterable[Any]) -> set[Any] | frozenset[Any]:
    return names if isinstance(names, (set, frozenset)) else set(names)


def _add_names(key: str, names: set[Any] | frozenset[Any], seen: set[Any], values: Sequence[Any]) -> set[Any] | None:
    """Return ``seen`` plus the names in ``values``, or None when nothing is new.

    Raises:
        InvalidUpdateError: a value is not one of ``names``.
    """
    new: set[Any] | None = None
    for value in values:
        if value not in names:
            raise InvalidUpdateError(f"At key '{key}': Value {value} not in {names}")
        if value not in seen and (new is None or value not in new):
            if new is None:
                new = set(seen)
            new.add(value)
    return new


class NamedBarrierValue(BaseChannel[Value, Value, "set[Value]"]):
    """Waits until each of ``names`` has been written at least once.

    LangGraph uses it for the ``join:a+b:node`` channels of edges with several
    sources (``add_edge(["a", "b"], "node")``): each source writes its own name.

    Args:
        typ: the type of a name.
        names: the set of names to wait for.

    Behaviour:
        * ``update(names)`` records them; → True if a name was new;
        * ``get()`` returns None once every name was seen and raises
          ``EmptyChannelError`` before that;
        * ``consume()`` on a complete barrier starts over (→ True); otherwise → False;
        * the checkpoint is the set of names seen so far.

    Raises:
        InvalidUpdateError: a write is not in ``names``
            ("At key '<key>': Value <value> not in <names>"). The channel is unchanged.
    """

    __slots__ = ("names", "seen")

    def __init__(self, typ: Any, names: set[Value]) -> None:
        super().__init__(typ)
        self.names = _as_set(names)
        self.seen: set[Value] = set()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, NamedBarrierValue) and other.names == self.names

    __hash__ = None  # type: ignore[assignment]

    def _with_seen(self, seen: set[Value]) -> Self:
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.names = self.names
        new.seen = seen
        return new

    def copy(self) -> Self:
        return self._with_seen(self.seen)

    def checkpoint(self) -> set[Value]:
        return self.seen

    def from_checkpoint(self, checkpoint: set[Value] | _Missing) -> Self:
        if checkpoint is MISSING:
            return self._with_seen(set())
        return self._with_seen(set(checkpoint))  # type: ignore[arg-type]

    def update(self, values: Sequence[Value]) -> bool:
        new = _add_names(self.key, self.names, self.seen, values)
        if new is None:
            return False
        self.seen = new
        return True

    def get(self) -> Value:
        if self.seen != self.names:
            raise EmptyChannelError()
        return None  # type: ignore[return-value]

    def is_available(self) -> bool:
        return self.seen == self.names

    def consume(self) -> bool:
        if self.seen == self.names:
            self.seen = set()
            return True
        return False


class NamedBarrierValueAfterFinish(BaseChannel[Value, Value, "tuple[set[Value], bool]"]):
    """A ``NamedBarrierValue`` that opens only once the run is finishing.

    LangGraph uses it for joins into deferred nodes (``defer=True``).

    Args:
        typ: the type of a name.
        names: the set of names to wait for.

    Behaviour:
        * ``update`` records names as ``NamedBarrierValue`` does;
        * ``finish()`` on a complete barrier marks it finished (→ True);
        * ``get()`` returns None only when complete and finished, else raises
          ``EmptyChannelError``;
        * ``consume()`` on a complete, finished barrier starts over (→ True);
        * the checkpoint is ``(seen, finished)``; a two-item list (a tuple after
          a serde round trip) is accepted too.

    Raises:
        InvalidUpdateError: a write is not in ``names``. The channel is unchanged.
    """

    __slots__ = ("names", "seen", "finished")

    def __init__(self, typ: Any, names: set[Value]) -> None:
        super().__init__(typ)
        self.names = _as_set(names)
        self.seen: set[Value] = set()
        self.finished = False

    def __eq__(self, other: object) -> bool:
        return isinstance(other, NamedBarrierValueAfterFinish) and other.names == self.names

    __hash__ = None  # type: ignore[assignment]

    def _with_state(self, seen: set[Value], finished: bool) -> Self:
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.names = self.names
        new.seen = seen
        new.finished = finished
        return new

    def copy(self) -> Self:
        return self._with_state(self.seen, self.finished)

    def checkpoint(self) -> tuple[set[Value], bool]:
        return (self.seen, self.finished)

    def from_checkpoint(self, checkpoint: tuple[set[Value], bool] | _Missing) -> Self:
        if checkpoint is MISSING:
            return self._with_state(set(), False)
        seen, finished = checkpoint  # type: ignore[misc]
        return self._with_state(set(seen), bool(finished))

    def update(self, values: Sequence[Value]) -> bool:
        new = _add_names(self.key, self.names, self.seen, values)
        if new is None:
            return False
        self.seen = new
        return True

    def get(self) -> Value:
        if not self.finished or self.seen != self.names:
            raise EmptyChannelError()
        return None  # type: ignore[return-value]

    def is_available(self) -> bool:
        return self.finished and self.seen == self.names

    def consume(self) -> bool:
        if self.finished and self.seen == self.names:
            self.finished = False
            self.seen = set()
            return True
        return False

    def finish(self) -> bool:
        if not self.finished and self.seen == self.names:
            self.finished = True
            return True
        return False

"""Structural types the serializer and savers see: channels and ``Send``.

Mirrors ``langgraph.checkpoint.serde.types``: protocols only, so that the
checkpoint package does not depend on the channel classes.
"""

from __future__ import annotations

from typing import Any, Generic, NamedTuple, Protocol, TypeVar, runtime_checkable

from typing_extensions import Self

from lingxigraph._internal._constants import ERROR, INTERRUPT, RESUME, SCHEDULED, TASKS

__all__ = ("ChannelProtocol", "SendProtocol", "ERROR", "INTERRUPT", "RESUME", "SCHEDULED", "TASKS")

class _DeltaSnapshot(NamedTuple):
    """A ``DeltaChannel``'s whole value, stored in place of its updates (LangGraph
    writes one every ``snapshot_frequency`` updates; msgpack extension code 7).

    Private in LangGraph too; savers that rebuild delta channels look it up here
    (langgraph-checkpoint-aws does, with ``getattr``).
    """

    value: Any
    """The channel's value."""


Value = TypeVar("Value", covariant=True)
Update = TypeVar("Update", covariant=True)
C = TypeVar("C")


class ChannelProtocol(Protocol, Generic[Value, Update, C]):
    """What ``create_checkpoint`` needs from a channel.

    ``checkpoint()`` returns the value to store (``MISSING`` when empty) and
    ``from_checkpoint(value)`` builds a channel back from it.
    """

    @property
    def ValueType(self) -> Any:  # noqa: N802 - LangGraph's name
        """Type of the value ``get()`` returns."""
        ...

    @property
    def UpdateType(self) -> Any:  # noqa: N802 - LangGraph's name
        """Type of one write ``update()`` accepts."""
        ...

    def checkpoint(self) -> C | None:
        """The channel's value to store."""
        ...

    def from_checkpoint(self, checkpoint: C | None) -> Self:
        """A new channel holding ``checkpoint``."""
        ...

    def update(self, values: Any) -> bool:
        """Apply a superstep's writes; return whether the value changed."""
        ...

    def get(self) -> Value:
        """The current value; raises ``EmptyChannelError`` when empty."""
        ...

    def consume(self) -> bool:
        """Mark the value consumed by a task; return whether it changed."""
        ...


@runtime_checkable
class SendProtocol(Protocol):
    """Anything shaped like ``Send``: a target ``node`` and its ``arg``."""

    node: str
    arg: Any

    def __hash__(self) -> int: ...

    def __repr__(self) -> str: ...

    def __eq__(self, value: object) -> bool: ...

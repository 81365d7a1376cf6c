"""``DeltaChannel``: a reducer channel whose reducer folds a whole step's writes at once.

Mirrors the value semantics of ``langgraph.channels.DeltaChannel`` (beta in
LangGraph 1.2). LangGraph also changes how such a channel is *stored*: its
checkpoints keep only the writes (with a full snapshot every
``snapshot_frequency`` updates) and record ``counters_since_delta_snapshot``
in the checkpoint metadata. lingxigraph stores the value itself, like any
reducer channel, and writes no such metadata; every value a graph reads,
streams or shows in ``get_state`` is the same.
"""

from __future__ import annotations

import copy as _copy
import sys
import uuid
from collections.abc import Callable, Sequence
from typing import Any

from typing_extensions import Self

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels.base import _NOT_OVERWRITE, BaseChannel, _reducer_overwrite_payload
from lingxigraph.channels.binop import _constructor, _empty_value, _operators_equal
from lingxigraph.errors import EmptyChannelError, ErrorCode, InvalidUpdateError, create_error_message

__all__ = ("DeltaChannel",)


class DeltaChannel(BaseChannel[Any, Any, Any]):
    """Holds ``reducer(value, [write, write, ...])``: one reducer call per step.

    Args:
        reducer: ``reducer(current, writes) -> new``; ``writes`` is the list of a
            step's writes (several when parallel tasks write). It must give the
            same result when two batches are folded one after the other or
            concatenated (LangGraph may replay stored writes in larger batches).
        typ: the value type; ``None`` (the usual way, inside
            ``Annotated[list[str], DeltaChannel(reducer)]``) takes it from the
            annotation, ``list`` outside one. The channel starts out as ``typ()``.
        snapshot_frequency: accepted for LangGraph compatibility (how often
            LangGraph stores a full snapshot); lingxigraph stores the value at
            every checkpoint.

    Behaviour:
        * ``update([])`` → False; otherwise True;
        * an ``Overwrite(v)`` write replaces the value with a shallow copy of
          ``v`` (``Overwrite(None)``: ``typ()``); the other writes of that step
          are dropped;
        * ``replay_writes(pending_writes)`` folds ``(task_id, channel, value)``
          triples oldest first in one reducer call, restarting from the last
          ``Overwrite`` among them.

    Raises:
        ValueError: ``snapshot_frequency`` is not a positive int.
        InvalidUpdateError: one step holds two ``Overwrite`` writes ("Can receive
            only one Overwrite value per super-step."); the channel is unchanged.
    """

    __slots__ = ("value", "reducer", "snapshot_frequency", "inferred")

    def __init__(
        self,
        reducer: Callable[[Any, Sequence[Any]], Any],
        typ: Any = None,
        *,
        snapshot_frequency: int = 1000,
    ) -> None:
        if not isinstance(snapshot_frequency, int) or snapshot_frequency <= 0:
            raise ValueError(f"snapshot_frequency must be a positive int, got {snapshot_frequency}")
        self.inferred = typ is None  # the schema fills in the annotated type
        super().__init__(_constructor(list if typ is None else typ))
        self.reducer = reducer
        self.snapshot_frequency = snapshot_frequency
        self.value: Any = self._empty()

    def _empty(self) -> Any:
        return _empty_value(self.typ)  # MISSING when typ() fails: the channel starts empty

    def for_annotation(self, typ: Any) -> DeltaChannel:
        """This channel with the value type of the annotation it stands in (if none was given)."""
        if not self.inferred:
            return self
        return type(self)(self.reducer, typ, snapshot_frequency=self.snapshot_frequency)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DeltaChannel) or self.snapshot_frequency != other.snapshot_frequency:
            return False
        return _operators_equal(self.reducer, other.reducer)

    __hash__ = None  # type: ignore[assignment]

    @property
    def UpdateType(self) -> Any:  # noqa: N802 - LangGraph's name
        return self.typ

    def _with_value(self, value: Any) -> Self:
        new = object.__new__(type(self))
        new.typ, new.key, new.reducer = self.typ, self.key, self.reducer
        new.snapshot_frequency, new.inferred = self.snapshot_frequency, self.inferred
        new.value = value
        return new

    def copy(self) -> Self:
        return self._with_value(self.value if self.value is MISSING else _copy.copy(self.value))

    def from_checkpoint(self, checkpoint: Any) -> Self:
        if checkpoint is MISSING:
            return self._with_value(self._empty())
        # LangGraph's snapshot blobs carry the value in ``.value``
        return self._with_value(getattr(checkpoint, "value", checkpoint) if _is_snapshot(checkpoint) else checkpoint)

    def checkpoint(self) -> Any | _Missing:
        return self.value

    def _reset(self, payload: Any) -> Any:
        return self._empty() if payload is None else _copy.copy(payload)

    def update(self, values: Sequence[Any]) -> bool:
        if not values:
            return False
        reset: Any = _NOT_OVERWRITE
        for value in values:
            payload = _reducer_overwrite_payload(value)
            if payload is _NOT_OVERWRITE:
                continue
            if reset is not _NOT_OVERWRITE:
                raise InvalidUpdateError(
                    create_error_message(
                        message="Can receive only one Overwrite value per super-step.",
                        error_code=ErrorCode.INVALID_CONCURRENT_GRAPH_UPDATE,
                    )
                )
            reset = payload
        if reset is not _NOT_OVERWRITE:
            self.value = self._reset(reset)
            return True
        for value in values:
            _ensure_message_ids(value)
        base = self._empty() if self.value is MISSING else self.value
        self.value = self.reducer(base, list(values))
        return True

    def replay_writes(self, writes: Sequence[tuple[str, str, Any]]) -> None:
        """Fold stored ``(task_id, channel, value)`` writes, oldest first, into the value."""
        values = [value for _, _, value in writes]
        if not values:
            return
        base, start = self.value, 0
        for i, value in enumerate(values):
            payload = _reducer_overwrite_payload(value)
            if payload is not _NOT_OVERWRITE:
                base, start = self._reset(payload), i + 1
        rest = values[start:]
        self.value = self.reducer(base, rest) if rest else base

    def get(self) -> Any:
        if self.value is MISSING:
            raise EmptyChannelError()
        return self.value

    def is_available(self) -> bool:
        return self.value is not MISSING


def _is_snapshot(value: Any) -> bool:
    return type(value).__name__ == "_DeltaSnapshot" and hasattr(value, "value")


_MESSAGE_ROLES = frozenset({"user", "human", "assistant", "ai", "tool", "system", "function"})
_MESSAGE_TYPES = frozenset({"human", "ai", "tool", "system", "function", "remove"})


def _is_message(value: Any) -> bool:
    from lingxigraph.messages import BaseMessage

    if isinstance(value, BaseMessage):
        return True
    lc_base = sys.modules.get("langchain_core.messages.base")
    return lc_base is not None and isinstance(value, lc_base.BaseMessage)


def _is_message_dict(value: Any) -> bool:
    return isinstance(value, dict) and (
        value.get("role") in _MESSAGE_ROLES or value.get("type") in _MESSAGE_TYPES
    )


def _ensure_message_ids(value: Any) -> None:
    """Give id-less messages written to a ``DeltaChannel`` an id, in place (as
    LangGraph does before saving such writes): a message gets a uuid4 string
    id, a message dict an ``"id"`` key, and a message dict inside a list is
    replaced by the message it stands for, with an id. So the same message
    keeps one id however often the state is read."""
    if _is_message(value):
        if value.id is None:
            value.id = str(uuid.uuid4())
    elif _is_message_dict(value):
        if not value.get("id"):
            value["id"] = str(uuid.uuid4())
    elif isinstance(value, list):
        for i, item in enumerate(value):
            if _is_message(item):
                if item.id is None:
                    item.id = str(uuid.uuid4())
            elif _is_message_dict(item):
                message = _to_message(item)
                if message.id is None:
                    message.id = str(uuid.uuid4())
                value[i] = message


def _to_message(item: dict[str, Any]) -> Any:
    lc_messages = sys.modules.get("langchain_core.messages")
    if lc_messages is not None:
        return lc_messages.convert_to_messages([item])[0]
    from lingxigraph.messages import convert_to_messages

    return convert_to_messages([item])[0]

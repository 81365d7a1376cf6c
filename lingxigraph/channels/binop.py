"""``BinaryOperatorAggregate``: the reducer channel behind ``Annotated[T, reducer]`` keys."""

from __future__ import annotations

import collections.abc
import functools
import typing
from collections.abc import Callable, Sequence
from typing import Any

import typing_extensions
from typing_extensions import Self

from lingxigraph._internal._typing import MISSING, _Missing
from lingxigraph.channels._slot import SingleValue
from lingxigraph.channels.base import (  # noqa: F401 - BaseChannel: a name LangGraph's module has
    _NOT_OVERWRITE,
    PLAIN_TYPES,
    BaseChannel,
    Value,
    _reducer_overwrite_payload,
)
from lingxigraph.errors import (  # noqa: F401 - EmptyChannelError: as LangGraph's module
    EmptyChannelError,
    ErrorCode,
    InvalidUpdateError,
    create_error_message,
)

__all__ = ("BinaryOperatorAggregate",)

# Wrappers that only qualify a type; the wrapped type is the first argument.
_QUALIFIERS: frozenset[Any] = frozenset(
    form
    for module in (typing, typing_extensions)
    for name in ("Annotated", "Required", "NotRequired", "ReadOnly")
    if (form := getattr(module, name, None)) is not None
)

# Abstract collection types and the concrete type whose empty instance stands for them.
_CONCRETE: dict[Any, type[Any]] = {
    collections.abc.Sequence: list,
    collections.abc.MutableSequence: list,
    collections.abc.Set: set,
    collections.abc.MutableSet: set,
    collections.abc.Mapping: dict,
    collections.abc.MutableMapping: dict,
}


def _get_overwrite(value: Any) -> tuple[bool, Any]:
    """Compatibility name (LangGraph's): ``(True, payload)`` when ``value`` is an
    overwrite in any of its spellings (see `_reducer_overwrite_payload`), else
    ``(False, None)``."""
    payload = _reducer_overwrite_payload(value)
    return (False, None) if payload is _NOT_OVERWRITE else (True, payload)


def _constructor(typ: Any) -> Any:
    """Reduce a schema annotation to something callable for an empty value.

    ``Annotated[list[int], op]`` → ``list``; ``Sequence[str]`` → ``list``;
    ``NotRequired[dict]`` → ``dict``; anything else is returned as is.
    """
    while True:
        origin = typing.get_origin(typ)
        if origin is None:
            break
        if origin in _QUALIFIERS:
            typ = typing.get_args(typ)[0]
        else:
            typ = origin
    return _CONCRETE.get(typ, typ)


def _empty_value(typ: Any) -> Any:
    """Return ``typ()`` (after ``_constructor``), or ``MISSING`` when that fails."""
    try:
        return _constructor(typ)()
    except Exception:
        return MISSING


def _empty_maker(typ: Any) -> Callable[[], Any]:
    """What makes ``typ``'s empty value, found once per channel: ``_constructor(typ)``,
    or ``_empty_value`` itself when that cannot be found (an unhashable annotation)."""
    try:
        return _constructor(typ)
    except Exception:
        return functools.partial(_empty_value, typ)


def _operators_equal(mine: Any, theirs: Any) -> bool:
    """Whether two channels' reducers count as one: the same object, or either a
    lambda (lambdas can't be told apart). Both names are read first, as LangGraph
    1.2.11 does, so a reducer without ``__name__`` (a ``functools.partial``, a
    callable object) makes the comparison fail with ``AttributeError``."""
    if mine.__name__ == "<lambda>" or theirs.__name__ == "<lambda>":
        return True
    return mine is theirs


class BinaryOperatorAggregate(SingleValue[Value]):
    """Folds every write into the current value with a binary operator.

    This is the channel LangGraph builds for ``Annotated[T, reducer]`` state
    keys, e.g. ``Annotated[list, operator.add]``.

    Args:
        typ: the value type. The channel starts out holding ``typ()``; typing
            wrappers are looked through (``list[int]`` → ``list``,
            ``Annotated[X, ...]`` → ``X``) and abstract collections map to a
            concrete one (``Sequence`` → ``list``, ``Set`` → ``set``,
            ``Mapping`` → ``dict``). If ``typ()`` fails the channel starts empty
            and its first write becomes the value.
        operator: ``operator(current, write) -> new``, applied to the writes of
            a step from left to right.

    Behaviour:
        * ``update([])`` → False; any other batch → True;
        * an ``Overwrite(v)`` write (or ``{"__overwrite__": v}``) replaces the
          value with ``v``, bypassing the operator; plain writes in the same
          batch are dropped, wherever they stand relative to the overwrite;
        * two channels compare equal when they use the same operator object,
          or when either operator is a lambda (LangGraph's rule for merging
          schemas that declare the same key);
        * the checkpoint is the value itself (``MISSING`` when empty).

    Raises:
        InvalidUpdateError: one batch holds two overwrites ("Can receive only
            one Overwrite value per super-step." plus the troubleshooting link
            for ``INVALID_CONCURRENT_GRAPH_UPDATE``). The channel is unchanged.
        Exception: whatever ``operator`` raises; the channel is unchanged.
    """

    __slots__ = ("operator", "_make")

    def __init__(self, typ: Any, operator: Callable[[Value, Value], Value]) -> None:
        super().__init__(typ)
        self.operator = operator
        # what makes an empty value: each run's fresh channel asks for one
        self._make = _empty_maker(typ)
        self.value: Value | _Missing = _empty_value(typ)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BinaryOperatorAggregate):
            return False
        return _operators_equal(self.operator, other.operator)  # pyright: ignore[reportUnknownMemberType]

    __hash__ = None  # type: ignore[assignment]

    def _with_value(self, value: Value | _Missing) -> Self:
        new = object.__new__(type(self))
        new.typ = self.typ
        new.key = self.key
        new.operator = self.operator
        new._make = self._make
        new.value = value
        return new

    def copy(self) -> Self:
        return self._with_value(self.value)

    def from_checkpoint(self, checkpoint: Value | _Missing) -> Self:
        if checkpoint is MISSING:
            try:
                empty = self._make()
            except Exception:
                empty = MISSING
            return self._with_value(empty)
        return self._with_value(checkpoint)

    def checkpoint(self) -> Value | _Missing:
        return self.value

    def update(self, values: Sequence[Value]) -> bool:
        if not values:
            return False
        operator = self.operator
        acc: Any = self.value
        overwritten = False
        for value in values:
            # (a plain value is never an overwrite: no call to ask)
            payload = _NOT_OVERWRITE if type(value) in PLAIN_TYPES else _reducer_overwrite_payload(value)
            if payload is not _NOT_OVERWRITE:
                if overwritten:
                    raise InvalidUpdateError(
                        create_error_message(
                            message="Can receive only one Overwrite value per super-step.",
                            error_code=ErrorCode.INVALID_CONCURRENT_GRAPH_UPDATE,
                        )
                    )
                overwritten = True
                acc = payload
            elif overwritten:
                continue
            elif acc is MISSING:
                acc = value
            else:
                acc = operator(acc, value)
        self.value = acc
        return True


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "Overwrite": "lingxigraph.types:Overwrite",
    },
)

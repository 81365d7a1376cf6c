"""State schemas: their keys, the channel each key gets, and conversions.

A schema is a ``TypedDict``, a dataclass, a Pydantic model (when Pydantic is
installed) or a class with annotations. ``Annotated[T, reducer]`` gives a
``BinaryOperatorAggregate``; ``Annotated[T, SomeChannel]`` uses that channel;
a plain ``T`` gives ``LastValue``. A schema with no keys (``dict``) is a single
``__root__`` channel.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
import typing
from collections.abc import Callable, Mapping
from typing import Any, get_args, get_origin

from typing_extensions import Annotated, NotRequired, ReadOnly, Required

from lingxigraph._internal._hints import class_type_hints
from lingxigraph._internal._typing import is_class
from lingxigraph.channels.base import BaseChannel
from lingxigraph.channels.binop import BinaryOperatorAggregate
from lingxigraph.channels.delta import DeltaChannel
from lingxigraph.channels.last_value import LastValue

ROOT = "__root__"

MANAGED_REMAINING = "RemainingSteps"
MANAGED_IS_LAST = "IsLastStep"


def is_pydantic_model(schema: Any) -> bool:
    """True for a Pydantic model class (never imports Pydantic)."""
    if not is_class(schema) or "pydantic" not in sys.modules:
        return False
    pydantic = sys.modules["pydantic"]
    base = getattr(pydantic, "BaseModel", None)
    if base is not None and issubclass(schema, base):
        return True
    v1 = getattr(getattr(pydantic, "v1", None), "BaseModel", None)
    return v1 is not None and issubclass(schema, v1)


def _is_pydantic_v1(schema: type) -> bool:
    v2 = getattr(sys.modules["pydantic"], "BaseModel", None)
    return v2 is None or not issubclass(schema, v2)


def type_hints(schema: Any) -> dict[str, Any]:
    """Annotations of ``schema`` with ``Annotated`` extras kept; ``{}`` if it has none.

    Raises:
        NameError: an annotation names something not visible from the schema's
            module (as in LangGraph; skipping it would silently lose a reducer).
    """
    if schema is None or schema is dict or schema is Any:
        return {}
    origin = get_origin(schema)
    if origin is Annotated:
        return {}
    if origin is not None:
        # a typing alias (``list[str]``, a generic TypedDict or dataclass parametrised as
        # ``State[int]``) has no keys: the state is one root value, as in LangGraph, which
        # finds no ``__annotations__`` on it (a pydantic ``Model[int]`` is a real class)
        return {}
    if not isinstance(schema, type) and not hasattr(schema, "__annotations__"):
        return {}  # not a schema (``StateGraph`` warns): one root value, as in LangGraph
    try:
        hints = class_type_hints(schema)
    except NameError as exc:
        if hasattr(exc, "add_note"):  # Python 3.11+; the message itself stays LangGraph's
            name = getattr(schema, "__qualname__", repr(schema))
            exc.add_note(f"(in the type hints of schema '{name}'; names they use must be importable from its module)")
        raise
    if is_pydantic_model(schema):
        fields = getattr(schema, "model_fields", None) or getattr(schema, "__fields__", {})
        return {k: v for k, v in hints.items() if k in fields}
    # every annotated key is a channel, dunder names too (a "__root__" key makes the
    # whole state one value, as in LangGraph, whose only exception is "__slots__")
    return {k: v for k, v in hints.items() if k != "__slots__" and get_origin(v) is not typing.ClassVar}


def channels_for(schema: Any) -> tuple[dict[str, BaseChannel[Any, Any, Any]], dict[str, str]]:
    """``(channels, managed)`` for ``schema``: key → channel, and key → managed kind."""
    hints = type_hints(schema)
    if not hints:
        if get_origin(schema) is Annotated:
            return {ROOT: channel_for(ROOT, schema)}, {}
        # typed by the schema itself (dict), for the graph's InputType / OutputType
        typed = isinstance(schema, type) or get_origin(schema) is not None
        return {ROOT: LastValue(schema if typed else Any, key=ROOT)}, {}
    channels: dict[str, BaseChannel[Any, Any, Any]] = {}
    managed: dict[str, str] = {}
    for key, hint in hints.items():
        kind = managed_kind(hint)
        if kind is not None:
            managed[key] = kind
            continue
        channels[key] = channel_for(key, hint)
    return channels, managed


def _strip(hint: Any) -> Any:
    while get_origin(hint) in (Required, NotRequired, ReadOnly):
        hint = get_args(hint)[0]
    return hint


def _outer(hint: Any) -> Any:
    """``hint`` below one ``Required`` / ``NotRequired``: where LangGraph looks for a
    key's ``Annotated`` metadata (under ``ReadOnly[...]`` it finds none: a plain key)."""
    return get_args(hint)[0] if get_origin(hint) in (Required, NotRequired) else hint


def managed_kind(hint: Any) -> str | None:
    """``"RemainingSteps"`` / ``"IsLastStep"`` for the managed-value annotations."""
    hint = _outer(hint)
    if get_origin(hint) is Annotated:
        for meta in hint.__metadata__:
            name = getattr(meta, "__name__", "")
            if name in ("RemainingStepsManager", "IsLastStepManager"):
                return MANAGED_REMAINING if name.startswith("Remaining") else MANAGED_IS_LAST
    return None


def channel_for(key: str, hint: Any) -> BaseChannel[Any, Any, Any]:
    """The channel a key annotated ``hint`` gets, chosen in LangGraph's order: the first
    channel (instance or class) anywhere in the ``Annotated`` metadata, else a reducer
    in last place, else ``LastValue``. A function elsewhere in the metadata is only
    documentation (``Annotated[list, operator.add, "doc"]`` keeps the last value).

    Raises:
        ValueError: the last metadata item is callable but does not take exactly two
            positional arguments (or has no signature).
    """
    hint = _outer(hint)
    if get_origin(hint) is not Annotated:
        return LastValue(hint, key=key)
    base = _strip(get_args(hint)[0])
    found = field_channel(hint)
    if found is not None:
        found.key = key
        return found
    last = hint.__metadata__[-1]
    if callable(last):
        _check_reducer(last)
        channel = BinaryOperatorAggregate(base, last)
        channel.key = key
        return channel
    return LastValue(base, key=key)


def _check_reducer(fn: Callable[..., Any]) -> None:
    """A reducer must take exactly two positional arguments (LangGraph's rule).

    Raises:
        ValueError: it takes another number of positional arguments, or ``inspect``
            finds no signature for it (a builtin such as ``max``), as in LangGraph.
    """
    sig = inspect.signature(fn)
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    if sum(p.kind in kinds for p in sig.parameters.values()) != 2:
        raise ValueError(f"Invalid reducer signature. Expected (a, b) -> c. Got {sig}")


def keys_of(schema: Any) -> list[str]:
    """The schema's keys (``[]`` for a key-less schema, or one whose only key is
    ``__root__``: its state is one root value)."""
    keys = list(type_hints(schema))
    return [] if keys == [ROOT] else keys


def make_coercer(schema: Any) -> Callable[[dict[str, Any]], Any] | None:
    """A function turning a state dict into ``schema`` (``None`` for dict-like schemas
    and for pydantic.v1 models, whose nodes get plain dicts as in LangGraph)."""
    if is_pydantic_model(schema) and not _is_pydantic_v1(schema):
        from lingxigraph.graph._pydantic_state import ModelCoercer

        # ``schema(**values)``, validating only the fields whose channel changed
        return ModelCoercer(schema)
    if dataclasses.is_dataclass(schema) and isinstance(schema, type):
        names = {f.name for f in dataclasses.fields(schema) if f.init}

        def to_dataclass(values: dict[str, Any]) -> Any:
            return schema(**{k: v for k, v in values.items() if k in names})

        return to_dataclass
    return None


def as_dict(value: Any, keys: list[str] | None = None) -> Any:
    """A state update or input as a plain dict (dataclasses and models by field)."""
    if type(value) is dict or isinstance(value, Mapping):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    dump = getattr(value, "model_dump", None)
    if callable(dump) and is_pydantic_model(type(value)):
        fields = getattr(type(value), "model_fields", {})
        return {k: getattr(value, k) for k in fields}
    return value


def field_channel(hint: Any) -> BaseChannel[Any, Any, Any] | None:
    """The channel ``Annotated[T, ...]`` names among its metadata, the first one: an
    instance as given (a ``DeltaChannel`` made for ``T``), a channel class built for
    ``T``; ``None`` when it names none."""
    if get_origin(hint) is not Annotated:
        return None
    base = _strip(get_args(hint)[0])
    for meta in hint.__metadata__:
        if isinstance(meta, DeltaChannel):
            return meta.for_annotation(base)  # (its value type comes from the annotation)
        if isinstance(meta, BaseChannel):
            return meta
        if is_class(meta) and issubclass(meta, BaseChannel):
            channel: BaseChannel[Any, Any, Any] = meta(base)
            return channel
    return None

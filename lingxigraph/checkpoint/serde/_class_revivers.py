"""Revivers made for a class: enums, Pydantic models (v1 and v2), dataclasses,
named tuples and ``to_dict``/``from_dict`` classes, and `is_data_class`, the test of
which classes the default policy may build from stored data.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from typing import Any

from lingxigraph.checkpoint.serde._revivers import Reviver, _expect
from lingxigraph.checkpoint.serde.base import SerdeError


def _class_reviver(cls: type) -> Reviver:
    """How to call ``cls`` for each extension code."""
    if issubclass(cls, enum.Enum):
        return lambda code, arg, method: cls(arg)
    if hasattr(cls, "model_construct") and hasattr(cls, "model_validate"):
        return _pydantic_v2_reviver(cls)
    if hasattr(cls, "construct") and hasattr(cls, "parse_obj") and hasattr(cls, "__fields__"):
        return _pydantic_v1_reviver(cls)
    if dataclasses.is_dataclass(cls):
        return _dataclass_reviver(cls)
    from_dict = getattr(cls, "from_dict", None)
    if callable(from_dict) and callable(getattr(cls, "to_dict", None)):
        return lambda code, arg, method: (
            from_dict(arg) if code in (2, 4, 5) else _generic_call(cls, code, arg, method)
        )
    return lambda code, arg, method: _generic_call(cls, code, arg, method)


def _generic_call(cls: type, code: int, arg: Any, method: str | None) -> Any:
    if code == 0:
        return cls(arg)
    if code == 1:
        return cls(*_expect(arg, list))
    if code in (2, 4, 5):
        return cls(**_expect(arg, dict))
    if code == 3 and isinstance(method, str) and method.isidentifier() and not method.startswith("_"):
        return getattr(cls, method)(arg)
    raise SerdeError(f"cannot rebuild {cls.__qualname__} from extension code {code}")


def _plain_constructor(cls: Any) -> Callable[[dict[str, Any]], Any] | None:
    """``cls.model_construct(**fields)`` without pydantic's per-field loop, for models
    where it only copies the values (no aliases, private attributes or post-init hook)
    and ``fields`` names every field in declaration order (as our encoder writes them);
    other payloads take pydantic's own path. None when the model does not qualify.

    A long chat history is mostly LangChain messages: ``model_construct`` was most of
    the time of reading one back."""
    try:
        model_fields = cls.__pydantic_fields__
        if (
            cls.__pydantic_root_model__
            or cls.__pydantic_post_init__
            or cls.__private_attributes__
            or any(f.alias is not None or f.validation_alias is not None for f in model_fields.values())
        ):
            return None
        allow_extra = cls.model_config.get("extra") == "allow"
    except AttributeError:
        return None
    names = tuple(model_fields)
    new = cls.__new__
    set_attr = object.__setattr__

    def construct(fields: dict[str, Any]) -> Any:
        if tuple(fields) != names:
            return cls.model_construct(**fields)
        # what model_construct leaves: the values in field order, every field marked
        # set, no extras left over ({} when extras are allowed), no private values
        obj = new(cls)
        set_attr(obj, "__dict__", fields)
        set_attr(obj, "__pydantic_fields_set__", set(names))
        set_attr(obj, "__pydantic_extra__", {} if allow_extra else None)
        set_attr(obj, "__pydantic_private__", None)
        return obj

    return construct


def _pydantic_v2_reviver(cls: Any) -> Reviver:
    plain = _plain_constructor(cls)

    def revive(code: int, arg: Any, method: str | None) -> Any:
        fields = _expect(arg, dict)
        if method == "model_construct":
            return plain(fields) if plain is not None else cls.model_construct(**fields)
        try:
            return cls.model_validate(fields)
        except Exception:  # noqa: BLE001 - stored data that no longer validates: keep it as is
            return cls.model_construct(**fields)

    return revive


def _pydantic_v1_reviver(cls: Any) -> Reviver:
    def revive(code: int, arg: Any, method: str | None) -> Any:
        fields = _expect(arg, dict)
        if method == "construct":
            return cls.construct(**fields)
        try:
            return cls(**fields)
        except Exception:  # noqa: BLE001
            return cls.construct(**fields)

    return revive


def _dataclass_reviver(cls: Any) -> Reviver:
    init_names = {f.name for f in dataclasses.fields(cls) if f.init}

    def revive(code: int, arg: Any, method: str | None) -> Any:
        if code == 1:
            return cls(*_expect(arg, list))
        fields = _expect(arg, dict)
        obj = cls(**{k: v for k, v in fields.items() if k in init_names})
        for key, value in fields.items():
            if key not in init_names:
                object.__setattr__(obj, key, value)
        return obj

    return revive


def _is_named_tuple(cls: type) -> bool:
    return issubclass(cls, tuple) and hasattr(cls, "_fields") and not dataclasses.is_dataclass(cls)


def _named_tuple_reviver(cls: type) -> Reviver:
    def revive(code: int, arg: Any, method: str | None) -> Any:
        if code == 1:
            return cls(*_expect(arg, list))
        if code in (2, 4, 5):
            return cls(**_expect(arg, dict))
        # (logged by the caller, and the stored data returned as it is)
        raise TypeError(f"a named tuple is not rebuilt from extension code {code}")

    return revive


def is_data_class(cls: type) -> bool:
    """True for a dataclass, Pydantic model (v1 or v2), named tuple or enum.

    These are what LangGraph's serializer writes as named types, and making
    one from stored data only fills its declared fields; any other class's
    constructor could do anything, so the default policy never calls it.
    """
    if issubclass(cls, enum.Enum):
        return True
    if dataclasses.is_dataclass(cls):
        # a plain subclass of a dataclass may bring its own constructor (or
        # __post_init__): only code written by the dataclass decorator counts
        return all(
            _owner(cls, hook) is None or "__dataclass_fields__" in vars(_owner(cls, hook))
            for hook in ("__init__", "__new__", "__post_init__")
        )
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):
        # the class that makes instances must be the one namedtuple() wrote
        owner = _owner(cls, "__new__")
        return owner is not None and "_fields" in vars(owner) and _owner(cls, "__init__") is None
    return any(b.__name__ == "BaseModel" and b.__module__.startswith("pydantic") for b in cls.__mro__)


def _owner(cls: type, attr: str) -> type | None:
    """The class in ``cls``'s MRO that defines ``attr``; ``None`` when a built-in type does."""
    for base in cls.__mro__:
        if base.__module__ == "builtins":
            return None
        if attr in vars(base):
            return base
    return None

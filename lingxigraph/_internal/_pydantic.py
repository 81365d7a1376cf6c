"""Compatibility name for ``langgraph._internal._pydantic.is_supported_by_pydantic``."""

from __future__ import annotations

import dataclasses
import sys
import typing
from typing import Any

import typing_extensions


def is_supported_by_pydantic(type_: Any) -> bool:
    """Whether ``type_`` is a structured type Pydantic can validate: a dataclass, a
    Pydantic model, or a ``TypedDict`` (``typing_extensions``'; ``typing``'s from
    Python 3.12, as Pydantic requires). False for anything else (plain classes,
    primitives), as in LangGraph."""
    if dataclasses.is_dataclass(type_):
        return True
    pydantic = sys.modules.get("pydantic")  # (not imported here: a model means it is loaded)
    if pydantic is not None and isinstance(type_, type) and issubclass(type_, pydantic.BaseModel):
        return True  # (a pydantic.v1 model is not one)
    bases = getattr(type_, "__orig_bases__", ())
    if typing_extensions.TypedDict in bases:
        return True
    return sys.version_info >= (3, 12) and typing.TypedDict in bases  # noqa: TID251


__all__ = ("is_supported_by_pydantic",)

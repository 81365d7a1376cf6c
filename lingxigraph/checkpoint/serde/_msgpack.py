"""The process-wide msgpack reading mode, set by ``LANGGRAPH_STRICT_MSGPACK``.

By default a `JsonPlusSerializer` made without ``allowed_msgpack_modules``
rebuilds the data classes (dataclasses, Pydantic models, named tuples, enums)
the program has imported and logs, once per type, that the type is not
registered, as LangGraph 1.2.11 does (which rebuilds any imported class). With
``LANGGRAPH_STRICT_MSGPACK=true`` (or ``1`` / ``yes``) in the environment it
rebuilds only the built-in, registered and allowlisted types (the state
schema's classes are allowlisted when a graph is compiled); anything else
comes back as plain data.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Final, Union

from typing_extensions import TypeAlias

__all__ = ("STRICT_MSGPACK_ENABLED",)


AllowedMsgpackModules: TypeAlias = Iterable[Union[tuple[str, ...], type, str]]
"""Classes, ``(module, name)`` tuples or ``"module.Name"`` strings a serializer may rebuild."""


class _Default:
    """Sentinel: ``allowed_msgpack_modules`` not given."""

    def __repr__(self) -> str:
        return "<default allowlist>"


_SENTINEL: Final = _Default()
"""The default of ``allowed_msgpack_modules`` (under LangGraph's name, for subclasses that pass it on)."""

STRICT_MSGPACK_ENABLED: bool = os.getenv("LANGGRAPH_STRICT_MSGPACK", "false").lower() in ("1", "true", "yes")
"""Read once at import; serializers made afterwards use the value it has then."""

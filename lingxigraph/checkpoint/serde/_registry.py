"""Process-wide registry of extra serialisable types.

A type registered here is trusted by every ``JsonPlusSerializer``: it is
written as a typed msgpack extension and read back as an instance, without
needing a per-serializer allowlist entry. Registration is how library code
(for example message or store classes) makes its own types round-trip.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ("TypeAdapter", "register_type", "unregister_type", "adapter_for_type", "adapter_for_name", "type_key")

TypeKey = tuple[str, str]
"""``(module, qualified name)`` of a class, as written into checkpoints."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TypeAdapter:
    """How one registered class is turned into plain data and back."""

    cls: type
    """The registered class (instances of subclasses are not covered)."""
    key: TypeKey
    """``(module, qualified name)`` written into the checkpoint."""
    to_data: Callable[[Any], Any]
    """Instance → serialisable data (may contain other supported values)."""
    from_data: Callable[[Any], Any]
    """Data made by ``to_data`` → instance."""


_lock = threading.Lock()
_by_type: dict[type, TypeAdapter] = {}
_by_name: dict[TypeKey, TypeAdapter] = {}
_listeners: list[Callable[[], None]] = []


def type_key(cls: type) -> TypeKey:
    """``(module, name)`` written for ``cls``: its qualified name (a nested class stays
    findable), or its plain ``__name__`` for a class defined in a function, whose
    ``<locals>`` path no module holds (LangGraph writes ``__name__``)."""
    name = cls.__qualname__
    return (cls.__module__, cls.__name__ if "<locals>" in name else name)


def register_type(
    cls: type,
    to_data: Callable[[Any], Any],
    from_data: Callable[[Any], Any],
    *,
    name: TypeKey | None = None,
) -> None:
    """Make ``cls`` serialisable by every ``JsonPlusSerializer`` in this process.

    Args:
        cls: the class to register. Only exact instances use the adapter.
        to_data: instance → data; the data may hold any other supported value.
        from_data: data → instance; called when a checkpoint is read.
        name: ``(module, name)`` to write instead of the class's own; use it
            to keep reading checkpoints after moving or renaming a class.

    Raises:
        TypeError: ``cls`` is not a class.
    """
    if not isinstance(cls, type):
        raise TypeError(f"register_type() needs a class, got {cls!r}")
    adapter = TypeAdapter(cls=cls, key=name or type_key(cls), to_data=to_data, from_data=from_data)
    with _lock:
        _by_type[cls] = adapter
        _by_name[adapter.key] = adapter
        listeners = list(_listeners)
    for listener in listeners:
        listener()


def unregister_type(cls: type) -> None:
    """Undo `register_type` for ``cls``; a no-op when it was not registered."""
    with _lock:
        adapter = _by_type.pop(cls, None)
        if adapter is not None and _by_name.get(adapter.key) is adapter:
            del _by_name[adapter.key]
        listeners = list(_listeners)
    for listener in listeners:
        listener()


def adapter_for_type(cls: type) -> TypeAdapter | None:
    """The adapter registered for exactly ``cls``, if any."""
    return _by_type.get(cls)


def adapter_for_name(key: TypeKey) -> TypeAdapter | None:
    """The adapter registered under ``(module, name)``, if any."""
    return _by_name.get(key)


def on_change(listener: Callable[[], None]) -> None:
    """Call ``listener()`` after every (un)registration (used to drop caches)."""
    with _lock:
        _listeners.append(listener)

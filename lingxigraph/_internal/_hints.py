"""``get_type_hints(cls, include_extras=True)`` for classes, remembered.

Resolving a class's annotations (string annotations are compiled and
evaluated every time) is most of compiling a small graph and of walking
schemas for the checkpoint allowlist, and both look at the same few schema
classes again and again. A result is reused while every class in the MRO
still has equal annotations; failures (names not defined yet) are never
remembered, so defining the missing name later works as with ``typing``.
Rebinding a module-level name an annotation refers to, after the class was
resolved once, is not noticed.
"""

from __future__ import annotations

import threading
from typing import Any

from typing_extensions import get_type_hints

__all__ = ("class_type_hints",)

_MAX_ENTRIES = 256
"""Classes remembered (oldest forgotten first): the cache holds the classes
strongly, so classes made on the fly by a long-lived program stay bounded."""

_cache: dict[type, tuple[tuple[tuple[Any, dict[str, Any]], ...], dict[str, Any]]] = {}
_lock = threading.Lock()


def _annotations_of(cls: type) -> tuple[tuple[Any, dict[str, Any]], ...]:
    out = []
    for base in cls.__mro__:
        ann = base.__dict__.get("__annotations__")
        if isinstance(ann, dict) and ann:
            out.append((base, ann))
    return tuple(out)


def class_type_hints(cls: Any) -> dict[str, Any]:
    """``typing_extensions.get_type_hints(cls, include_extras=True)`` (a new dict
    each call); non-classes are passed straight through.

    Raises:
        NameError: as ``get_type_hints`` (an annotation names something undefined).
    """
    if not isinstance(cls, type):
        return get_type_hints(cls, include_extras=True)
    current = _annotations_of(cls)
    if not current:
        # nothing to compare a remembered answer against (no annotations, or ones
        # kept outside ``__dict__['__annotations__']``, as with PEP 649's lazy ones)
        return get_type_hints(cls, include_extras=True)
    try:
        entry = _cache.get(cls)
    except TypeError:  # a class with an unhashable metaclass __hash__
        return get_type_hints(cls, include_extras=True)
    if entry is not None:
        saved, hints = entry
        if len(saved) == len(current) and all(
            base is old_base and ann == old_ann for (base, ann), (old_base, old_ann) in zip(current, saved)
        ):
            return dict(hints)
    hints = get_type_hints(cls, include_extras=True)
    snapshot = tuple((base, dict(ann)) for base, ann in current)
    with _lock:
        _cache.pop(cls, None)
        _cache[cls] = (snapshot, dict(hints))
        while len(_cache) > _MAX_ENTRIES:
            del _cache[next(iter(_cache))]
    return hints

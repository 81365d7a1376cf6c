"""``get_type_hints(cls, include_extras=True)`` for classes, remembered.

Resolving a class's annotations (string annotations are compiled and
evaluated every time) is most of compiling a small graph and of walking
schemas for the checkpoint allowlist, and both look at the same few schema
classes again and again. A result is reused while every class in the MRO
still has equal annotations and every module-level name their string parts
mention (``from __future__ import annotations``, forward references) is
still bound to the same object: a notebook cell that redefines a reducer or
a nested schema is seen, as with ``typing``. Failures (names not defined
yet) are never remembered, so defining the missing name later works too.
"""

from __future__ import annotations

import re
import sys
import threading
from typing import Any, ForwardRef

from typing_extensions import get_args, get_type_hints

__all__ = ("class_type_hints",)

_MAX_ENTRIES = 256
"""Classes remembered (oldest forgotten first): the cache holds the classes
strongly, so classes made on the fly by a long-lived program stay bounded."""

_Annotations = tuple[tuple[Any, dict[str, Any]], ...]
_Bindings = tuple[tuple[dict[str, Any], str, Any], ...]
_cache: dict[type, tuple[_Annotations, _Bindings, dict[str, Any]]] = {}
_lock = threading.Lock()
_MISSING = object()
_NAME = re.compile(r"(?<![\w.])[A-Za-z_]\w*")
"""A name an annotation's text looks up (the first part of a dotted name)."""


def _annotations_of(cls: type) -> _Annotations:
    out = []
    for base in cls.__mro__:
        ann = base.__dict__.get("__annotations__")
        if isinstance(ann, dict) and ann:
            out.append((base, ann))
    return tuple(out)


def _texts(value: Any, depth: int = 0) -> list[str]:
    """The unevaluated text parts of an annotation (strings and forward references)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, ForwardRef):
        return [value.__forward_arg__]
    if depth >= 8:
        return []
    try:
        args = get_args(value)
    except Exception:  # noqa: BLE001 - an odd annotation object has no parts to look at
        return []
    return [text for arg in args for text in _texts(arg, depth + 1)]


def _bindings(annotations: _Annotations) -> _Bindings:
    """``(module globals, name, object bound now)`` for each name the text parts use."""
    out: list[tuple[dict[str, Any], str, Any]] = []
    for base, ann in annotations:
        module = sys.modules.get(getattr(base, "__module__", None) or "")
        if module is None:
            continue
        namespace = vars(module)
        names = {name for value in ann.values() for text in _texts(value) for name in _NAME.findall(text)}
        out.extend((namespace, name, namespace.get(name, _MISSING)) for name in sorted(names))
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
        saved, bindings, hints = entry
        if (
            len(saved) == len(current)
            and all(
                base is old_base and ann == old_ann for (base, ann), (old_base, old_ann) in zip(current, saved)
            )
            and all(namespace.get(name, _MISSING) is bound for namespace, name, bound in bindings)
        ):
            return dict(hints)
    hints = get_type_hints(cls, include_extras=True)
    snapshot = tuple((base, dict(ann)) for base, ann in current)
    with _lock:
        _cache.pop(cls, None)
        _cache[cls] = (snapshot, _bindings(current), dict(hints))
        while len(_cache) > _MAX_ENTRIES:
            del _cache[next(iter(_cache))]
    return hints

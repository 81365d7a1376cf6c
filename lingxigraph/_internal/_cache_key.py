"""The default cache key for ``CachePolicy``: a stable hash of the node input."""

from __future__ import annotations

import pickle
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

_KEY_LEVELS = 10
"""How many levels of nested containers the default key looks into (LangGraph's depth)."""


def _keyable(value: Any, levels: int = _KEY_LEVELS) -> Any:
    """``value`` in a form that pickles the same for equal inputs, following the
    rules that decide LangGraph's cache hits: anything hashable (a tuple too, even
    one holding lists) is taken as it is, and so is everything below the last
    level; a mapping becomes its ``(key, value)`` pairs in sorted order, another
    sequence a tuple; an unhashable array-like (it has ``tobytes()``) becomes
    ``(type name, bytes, shape)``."""
    if levels <= 0 or isinstance(value, Hashable):
        return value
    inner = levels - 1
    if isinstance(value, Mapping):
        return _sorted_pairs([(key, _keyable(item, inner)) for key, item in value.items()])
    if isinstance(value, Sequence):
        return tuple([_keyable(item, inner) for item in value])
    to_bytes = getattr(value, "tobytes", None)
    if to_bytes is None:
        return value
    return (type(value).__name__, to_bytes(), getattr(value, "shape", None))


def _sorted_pairs(pairs: list[tuple[Any, Any]]) -> tuple[tuple[Any, Any], ...]:
    """``pairs`` in a stable order: their natural one, else by ``repr`` (keys or
    values of types that do not compare)."""
    try:
        pairs.sort()
    except TypeError:
        pairs.sort(key=repr)
    return tuple(pairs)


def default_cache_key(*args: Any, **kwargs: Any) -> bytes:
    """Pickle (protocol 5) of the ``(args, kwargs)`` pair made keyable (see
    `_keyable`), as LangGraph's default key."""
    return pickle.dumps((_keyable(args), _keyable(kwargs)), protocol=5)


def callable_identity(obj: Any) -> str:
    """Where a node's or task's cached writes are filed: ``"module.qualname"`` of
    the function (LangGraph's rule, so graphs sharing one cache share entries
    exactly when LangGraph's would), or ``"__dynamic__"`` for objects without a
    module and a name (partials, callable instances, Runnables)."""
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None)
    module = getattr(obj, "__module__", None)
    if not isinstance(name, str) or not isinstance(module, str):
        return "__dynamic__"
    return f"{module}.{name}"


def hashed_cache_key(raw: Any) -> str:
    """The cache entry key of what a ``key_func`` returned: its hash, as LangGraph
    hashes it (str encoded, bytes-like as is).

    Raises:
        TypeError: ``raw`` is neither str nor bytes-like (LangGraph's hash function's
            messages: "a bytes-like object is required, not 'int'"; for ``None``
            "object supporting the buffer API required").
    """
    from lingxigraph._internal._ids import hash_hex

    if isinstance(raw, (str, bytes)):
        return hash_hex(raw)
    if raw is None:
        raise TypeError("object supporting the buffer API required")
    try:
        data = bytes(memoryview(raw))
    except TypeError:
        raise TypeError(f"a bytes-like object is required, not '{type(raw).__name__}'") from None
    return hash_hex(data)

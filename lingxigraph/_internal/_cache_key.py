"""The default cache key for ``CachePolicy``: a stable hash of the node input."""

from __future__ import annotations

import pickle
from collections.abc import Hashable, Mapping, Sequence
from typing import Any


def _freeze(obj: Any, depth: int = 10) -> Any:
    """``obj`` made hashable the way LangGraph's default key does it, so the same
    calls hit and miss: a hashable object (a tuple too, whatever it holds) is kept
    as it is; mappings become sorted item tuples and other sequences tuples, ten
    levels deep; an unhashable object with ``tobytes()`` (arrays) becomes its type
    name, bytes and shape."""
    if isinstance(obj, Hashable) or depth <= 0:
        return obj
    if isinstance(obj, Mapping):
        items = [(k, _freeze(v, depth - 1)) for k, v in obj.items()]  # pyright: ignore[reportUnknownVariableType]
        try:
            return tuple(sorted(items))  # pyright: ignore[reportUnknownArgumentType]
        except TypeError:  # keys or values that do not order: a stable order all the same
            return tuple(sorted(items, key=repr))  # pyright: ignore[reportUnknownArgumentType]
    if isinstance(obj, Sequence):
        return tuple(_freeze(x, depth - 1) for x in obj)  # pyright: ignore[reportUnknownVariableType]
    if hasattr(obj, "tobytes"):
        return (type(obj).__name__, obj.tobytes(), getattr(obj, "shape", None))
    return obj


def default_cache_key(*args: Any, **kwargs: Any) -> bytes:
    """Pickle (protocol 5) of the frozen ``(args, kwargs)``, as LangGraph's default key."""
    return pickle.dumps((_freeze(args), _freeze(kwargs)), protocol=5)


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

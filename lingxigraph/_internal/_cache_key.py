"""The default cache key for ``CachePolicy``: a stable hash of the node input."""

from __future__ import annotations

import pickle
from collections.abc import Mapping
from typing import Any


def _freeze(obj: Any, depth: int = 0) -> Any:
    if depth > 100:
        return obj
    if isinstance(obj, Mapping):
        return tuple(sorted(((_freeze(k, depth + 1), _freeze(v, depth + 1)) for k, v in obj.items()), key=repr))
    if isinstance(obj, (list, tuple)):
        return tuple(_freeze(x, depth + 1) for x in obj)
    if isinstance(obj, (set, frozenset)):
        return tuple(sorted((_freeze(x, depth + 1) for x in obj), key=repr))
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

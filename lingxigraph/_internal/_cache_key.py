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

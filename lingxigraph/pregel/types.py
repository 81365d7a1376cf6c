"""Deprecated import path: use ``lingxigraph.types`` instead (kept for old imports)."""

from __future__ import annotations

import warnings
from typing import Any

from lingxigraph._internal._retry import default_retry_on

__all__ = ("default_retry_on",)


def __getattr__(name: str) -> Any:
    from lingxigraph import types
    from lingxigraph.warnings import LangGraphDeprecatedSinceV10

    if hasattr(types, name):
        warnings.warn(
            "Importing from lingxigraph.pregel.types is deprecated. "
            "Please use 'from lingxigraph.types import ...' instead.",
            LangGraphDeprecatedSinceV10,
            stacklevel=2,
        )
        return getattr(types, name)
    raise AttributeError(f"module 'lingxigraph.pregel.types' has no attribute '{name}'")

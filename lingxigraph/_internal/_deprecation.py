"""Warnings for deprecated keyword arguments (LangGraph's classes and messages)."""

from __future__ import annotations

import warnings

_SINCE_V05 = frozenset({"retry", "input", "output"})
"""Keyword arguments deprecated in LangGraph 0.5; the others since 1.0."""


def warn_deprecated_kwarg(old: str, new: str) -> None:
    """Warn that keyword argument ``old`` is deprecated in favour of ``new``.

    The warning points at the caller of the function that took ``old``.
    """
    from lingxigraph.warnings import LangGraphDeprecatedSinceV05, LangGraphDeprecatedSinceV10

    category = LangGraphDeprecatedSinceV05 if old in _SINCE_V05 else LangGraphDeprecatedSinceV10
    warnings.warn(
        f"`{old}` is deprecated and will be removed. Please use `{new}` instead.",
        category,
        stacklevel=3,
    )

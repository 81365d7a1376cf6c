"""The experimental-API warning LangGraph gives for the v3 event API."""

from __future__ import annotations

import warnings

MESSAGE = "The v3 streaming protocol on Pregel is experimental."

_category: list[type[Warning] | None] = []  # [] until looked up; [None]: no langchain-core


def warn_experimental(stacklevel: int = 3) -> None:
    """Warn that the v3 API is experimental, as LangGraph does: with LangChain's
    ``LangChainBetaWarning``, so only when langchain-core is installed (it is
    imported then, on first use of the v3 API, never by lingxigraph's core)."""
    if not _category:
        try:
            from langchain_core._api import LangChainBetaWarning
        except ImportError:
            _category.append(None)
        else:
            _category.append(LangChainBetaWarning)
    if _category[0] is not None:
        warnings.warn(MESSAGE, _category[0], stacklevel=stacklevel)

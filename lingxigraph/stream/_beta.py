"""The experimental-API warning LangGraph gives for the v3 event API."""

from __future__ import annotations

import sys
import warnings

MESSAGE = "The v3 streaming protocol on Pregel is experimental."


def warn_experimental(stacklevel: int = 3) -> None:
    """Warn that the v3 API is experimental, as LangGraph does, with LangChain's
    ``LangChainBetaWarning``: only when langchain-core is in use (already
    imported), as lingxigraph never imports it for its own sake."""
    if "langchain_core" not in sys.modules:
        return
    try:
        from langchain_core._api import LangChainBetaWarning
    except ImportError:  # blocked (sys.modules entry None) or an older langchain-core
        return
    warnings.warn(MESSAGE, LangChainBetaWarning, stacklevel=stacklevel)

"""The installed package's version (``langgraph.version`` has the same name)."""

from __future__ import annotations

import importlib.metadata as _metadata

__all__ = ("__version__",)


def _installed() -> str:
    """The distribution's version; ``""`` when run from a source tree that is not installed."""
    try:
        return _metadata.version("lingxigraph")
    except _metadata.PackageNotFoundError:
        return ""


__version__ = _installed()

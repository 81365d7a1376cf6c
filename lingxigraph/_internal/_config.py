"""Config helpers that code written for LangGraph imports from ``langgraph._internal._config``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lingxigraph._internal._constants import CONF

__all__ = ("patch_configurable",)


def patch_configurable(config: Mapping[str, Any] | None, patch: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of ``config`` whose ``configurable`` has ``patch``'s keys set (``config``
    itself is left alone)."""
    if config is None:
        return {CONF: dict(patch)}
    return {**config, CONF: {**(config.get(CONF) or {}), **patch}}

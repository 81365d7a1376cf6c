"""Old import path of the config helpers (``langgraph.utils.config``); use
``lingxigraph.config`` instead."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lingxigraph.config import RunnableConfig, ensure_config, get_config, get_store

__all__ = ("ensure_config", "get_config", "get_store", "patch_configurable")


def patch_configurable(config: RunnableConfig | None, patch: Mapping[str, Any]) -> RunnableConfig:
    """A copy of ``config`` whose ``configurable`` has ``patch``'s keys set
    (``config`` itself is not modified)."""
    if not config:
        return {"configurable": dict(patch)}  # type: ignore[typeddict-item]
    return {**config, "configurable": {**(config.get("configurable") or {}), **patch}}  # type: ignore[typeddict-item]

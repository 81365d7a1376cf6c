"""Old import path of the config helpers (``langgraph.utils.config``); use
``lingxigraph.config`` instead."""

from lingxigraph._internal._config import patch_configurable
from lingxigraph.config import ensure_config, get_config, get_store

__all__ = ("ensure_config", "get_config", "get_store", "patch_configurable")

"""Config helpers that code written for LangGraph imports from ``langgraph._internal._config``.

``ensure_config`` and ``_merge_callbacks`` are lingxigraph's own (`lingxigraph.config`),
``merge_configs`` is the merge ``Pregel.with_config`` uses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from lingxigraph._internal._constants import CONF
from lingxigraph.config import _merge_callbacks, ensure_config

__all__ = (
    "ensure_config",
    "get_async_callback_manager_for_config",
    "get_callback_manager_for_config",
    "merge_configs",
    "patch_configurable",
)


def patch_configurable(config: Mapping[str, Any] | None, patch: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of ``config`` whose ``configurable`` has ``patch``'s keys set (``config``
    itself is left alone)."""
    if config is None:
        return {CONF: dict(patch)}
    return {**config, CONF: {**(config.get(CONF) or {}), **patch}}


def get_callback_manager_for_config(config: Mapping[str, Any], tags: Sequence[str] | None = None) -> Any:
    """A LangChain ``CallbackManager`` for ``config``: its ``callbacks`` (a manager is
    used as it is), its tags then ``tags``, its metadata, all inheritable.

    Raises:
        ImportError: langchain-core is not installed.
    """
    from langchain_core.callbacks.manager import CallbackManager

    return _manager_for_config(CallbackManager, config, tags)


def get_async_callback_manager_for_config(config: Mapping[str, Any], tags: Sequence[str] | None = None) -> Any:
    """``get_callback_manager_for_config`` giving an ``AsyncCallbackManager``.

    Raises:
        ImportError: langchain-core is not installed.
    """
    from langchain_core.callbacks.manager import AsyncCallbackManager

    return _manager_for_config(AsyncCallbackManager, config, tags)


def _manager_for_config(cls: Any, config: Mapping[str, Any], tags: Sequence[str] | None) -> Any:
    from lingxigraph.pregel._callbacks import _child_manager

    own = config.get("tags")
    all_tags = [*own, *tags] if own is not None and tags is not None else (list(tags) if tags is not None else own)
    return _child_manager(cls, config.get("callbacks"), all_tags, config.get("metadata"))


def merge_configs(*configs: Mapping[str, Any] | None) -> dict[str, Any]:
    """Merge ``configs`` left to right, as ``with_config`` does: empty values are
    skipped, ``configurable`` and ``metadata`` merged key by key, ``tags`` joined,
    ``callbacks`` combined, the rest replaced; the result always has a
    ``configurable``."""
    from lingxigraph.pregel.main import _bind_configs

    return _bind_configs(*configs)


def _is_not_empty(value: Any) -> bool:
    """Compatibility name (LangGraph's): not ``None`` and, for a list, tuple or
    dict, not empty."""
    return len(value) > 0 if isinstance(value, (list, tuple, dict)) else value is not None


_ = _merge_callbacks  # re-exported: LangGraph's tests and integrations import it from here

"""Config helpers that code written for LangGraph imports from ``langgraph._internal._config``.

``ensure_config`` and ``_merge_callbacks`` are lingxigraph's own (`lingxigraph.config`),
``merge_configs`` is the merge ``Pregel.with_config`` uses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn

from lingxigraph._internal._constants import CONF
from lingxigraph.config import _merge_callbacks, ensure_config

__all__ = ("ensure_config", "merge_configs", "patch_configurable")


def patch_configurable(config: Mapping[str, Any] | None, patch: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of ``config`` whose ``configurable`` has ``patch``'s keys set (``config``
    itself is left alone)."""
    if config is None:
        return {CONF: dict(patch)}
    return {**config, CONF: {**(config.get(CONF) or {}), **patch}}


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


def get_callback_manager_for_config(*args: Any, **kwargs: Any) -> NoReturn:
    """Compatibility name; raises ``NotImplementedError``: lingxigraph builds its
    callback managers inside a run (``lingxigraph.callbacks`` has the graph ones)."""
    raise NotImplementedError(
        "get_callback_manager_for_config is LangGraph's; lingxigraph builds callback managers inside a run"
    )


_ = _merge_callbacks  # re-exported: LangGraph's tests and integrations import it from here

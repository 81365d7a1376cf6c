"""Run configuration and the accessors nodes use to reach the running graph.

``get_config()``, ``get_store()`` and ``get_stream_writer()`` mirror
``langgraph.config``: they work inside a node (or anything it calls) and raise
``RuntimeError`` outside a run.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from typing_extensions import TypedDict

from lingxigraph._internal._constants import CONF, CONFIG_KEY_RUNTIME

if TYPE_CHECKING:
    from lingxigraph.store.base import BaseStore
    from lingxigraph.types import StreamWriter

__all__ = (
    "RunnableConfig",
    "get_config",
    "get_store",
    "get_stream_writer",
    "ensure_config",
    "CONF",
    "CONFIG_KEY_RUNTIME",
)


class RunnableConfig(TypedDict, total=False):
    """Configuration for a run, structurally identical to LangChain's ``RunnableConfig``.

    Keys: ``configurable`` (``thread_id``, ``checkpoint_id``, ``checkpoint_ns`` and
    user keys), ``recursion_limit`` (supersteps), ``tags``, ``metadata``,
    ``callbacks``, ``run_name``, ``run_id``, ``max_concurrency``.
    """

    tags: list[str]
    metadata: dict[str, Any]
    callbacks: Any
    run_name: str
    max_concurrency: int | None
    recursion_limit: int
    configurable: dict[str, Any]
    run_id: Any


def ensure_config(*configs: RunnableConfig | None) -> RunnableConfig:
    """Merge ``configs`` left to right into one config with every standard key present.

    As LangGraph's, a top-level key that is not a ``RunnableConfig`` key (say
    ``{"thread_id": "1"}``) is moved into ``configurable`` (``None`` values are dropped).
    """
    out: dict[str, Any] = {"tags": [], "metadata": {}, "callbacks": None, "configurable": {}}
    for config in configs:
        if not config:
            continue
        for key, value in config.items():
            if key == "configurable":
                out["configurable"] = {**out["configurable"], **(value or {})}
            elif key == "metadata":
                if value:
                    out["metadata"] = _merge_metadata(out["metadata"], value)
            elif key == "tags":
                out["tags"] = [*out["tags"], *(value or [])]
            elif key == "callbacks":
                out["callbacks"] = _merge_callbacks(out["callbacks"], value)
            elif key not in _CONFIG_KEYS:
                if value is not None:
                    out["configurable"] = {**out["configurable"], key: value}
            elif value is not None or key not in out:
                out[key] = value
    return out  # type: ignore[return-value]


def _merge_metadata(base: Mapping[str, Any] | None, new: Mapping[str, Any] | None) -> dict[str, Any]:
    """``base``'s metadata updated with ``new``'s, key by key (LangGraph's rule):
    only ``lc_versions`` (package → version) merges one level deeper, so bound and
    call-time versions add up; mapping values are copied one level, so the merged
    config never shares (or mutates) a caller's dict."""
    merged = {key: dict(value) if isinstance(value, Mapping) else value for key, value in base.items()} if base else {}
    for key, value in (new or {}).items():
        held = merged.get(key)
        if key == "lc_versions" and isinstance(held, Mapping) and isinstance(value, Mapping):
            merged[key] = {**held, **value}
        else:
            merged[key] = dict(value) if isinstance(value, Mapping) else value
    return merged


def _merge_callbacks(base: Any, new: Any) -> Any:
    """Both configs' callbacks, so a bound ``with_config(callbacks=...)`` survives a
    call's own (LangGraph's rule): two lists are joined, two managers merged, and a
    list's handlers join a copy of the other side's manager."""
    if new is None:
        return base
    if base is None:
        # a copy: handlers added to the merged value later must not reach the caller's
        return new.copy() if isinstance(new, list) or hasattr(new, "add_handler") else new
    managers = (hasattr(base, "add_handler"), hasattr(new, "add_handler"))
    if managers == (True, True):
        return base.merge(new) if hasattr(base, "merge") else new
    if managers == (False, False):
        return [*base, *new] if isinstance(base, list) and isinstance(new, list) else new
    manager, handlers = (base, new) if managers[0] else (new, base)
    if not isinstance(handlers, list):
        return new
    joined = manager.copy()
    for handler in handlers:
        joined.add_handler(handler, inherit=True)
    return joined


_CONFIG_KEYS = frozenset(
    ("tags", "metadata", "callbacks", "run_name", "max_concurrency", "recursion_limit", "configurable", "run_id")
)


def get_config() -> RunnableConfig:
    """The config of the node that is running now.

    Raises:
        RuntimeError: called outside a running graph.
    """
    from lingxigraph._internal._context import current_task

    return current_task("get_config").config


def get_store() -> BaseStore:
    """The store given to ``compile(store=...)``, from inside a node.

    Raises:
        RuntimeError: called outside a running graph.
    """
    from lingxigraph._internal._context import current_task

    return current_task("get_store").runtime.store  # type: ignore[return-value]


def get_stream_writer() -> StreamWriter:
    """A callable that emits a ``custom`` stream chunk, from inside a node.

    Outside ``stream_mode="custom"`` the writer does nothing.

    Raises:
        RuntimeError: called outside a running graph.
    """
    from lingxigraph._internal._context import current_task

    return current_task("get_stream_writer").runtime.stream_writer


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "BaseStore": "lingxigraph.store.base:BaseStore",
        "StreamWriter": "lingxigraph.types:StreamWriter",
    },
)

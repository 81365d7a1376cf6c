"""``Command`` becomes a langchain-core ``ToolOutputMixin`` once langchain-core is
loaded, without lingxigraph importing langchain-core.

A LangChain tool wraps whatever it returns in a ``ToolMessage`` unless the value
is a ``ToolOutputMixin``; LangGraph's ``Command`` subclasses that mixin, so a tool
that returns a ``Command`` gives it back as is, even when invoked directly
(``tool.invoke(tool_call)``). lingxigraph never imports langchain-core for plain
graphs (it costs ~0.3 s), so ``Command`` is created on the empty stand-in
``ToolOutputBase`` and the stand-in is swapped for the real mixin when
``langchain_core.messages.tool`` has been (or gets) imported.
"""

from __future__ import annotations

import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Any

__all__ = ("ToolOutputBase", "adopt_tool_output_mixin")

_MODULE = "langchain_core.messages.tool"
_classes: list[type] = []


class ToolOutputBase:
    """Empty stand-in base; no ``__slots__``, like langchain-core's mixin, so the
    two have the same layout and can be swapped."""


def _swap(mixin: type) -> None:
    for cls in _classes:
        if ToolOutputBase in cls.__bases__:
            cls.__bases__ = tuple(mixin if base is ToolOutputBase else base for base in cls.__bases__)


def _loaded(module: ModuleType) -> None:
    mixin = getattr(module, "ToolOutputMixin", None)
    if isinstance(mixin, type):
        _swap(mixin)


class _Watcher:
    """A meta path finder (not an ``importlib.abc`` subclass: importing that module
    costs more than the rest of this one) that finds nothing itself: when
    langchain-core's tool module is imported, it lets the path finder locate it
    and runs ``_loaded`` right after it executes."""

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> Any:
        if fullname != _MODULE:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        loader = spec.loader if spec is not None else None
        if loader is None or not hasattr(loader, "exec_module"):
            return None  # not a plain file module: let the other finders import it
        execute = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            execute(module)
            _loaded(module)

        loader.exec_module = exec_module  # type: ignore[method-assign]  # this spec's loader only
        return spec


_watcher = _Watcher()


def adopt_tool_output_mixin(cls: type) -> None:
    """Give ``cls`` (created on ``ToolOutputBase``) langchain-core's
    ``ToolOutputMixin`` as a base now if langchain-core's tool module is loaded,
    else as soon as it is."""
    _classes.append(cls)
    module = sys.modules.get(_MODULE)
    if module is not None and hasattr(module, "ToolOutputMixin"):
        _loaded(module)
    elif _watcher not in sys.meta_path:
        sys.meta_path.insert(0, _watcher)

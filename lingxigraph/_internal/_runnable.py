"""``RunnableCallable``: a function (and its async twin) as a runnable node.

Code written for LangGraph imports ``RunnableCallable`` and ``RunnableLike`` from
``langgraph._internal._runnable`` (langgraph-supervisor does, to give a node
separate sync and async bodies), so lingxigraph offers the same names here.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from typing_extensions import TypeAlias

from lingxigraph._internal._call import call_with_config

__all__ = ("RunnableCallable", "RunnableLike")

RunnableLike: TypeAlias = Any
"""What a node may be: a function, an async function or a runnable."""


def _is_runnable(value: Any) -> bool:
    cls = type(value)
    return hasattr(cls, "invoke") and not inspect.isfunction(value) and not inspect.ismethod(value)


class RunnableCallable:
    """Runs ``func`` (``invoke``) or ``afunc`` (``ainvoke``) on the input.

    Each function is called with the input plus the parameters it declares
    (``config``, ``runtime``, ``writer``, ``store``, ``previous``), filled from the
    call's config and the runtime it carries, plus ``kwargs``.

    Args:
        func: the sync body (``ainvoke`` falls back to it when ``afunc`` is ``None``).
        afunc: the async body.
        name: the node's name; defaults to the function's.
        tags: tags of the runnable (kept for callers that read them).
        trace: accepted for compatibility (nodes are traced by the graph).
        recurse: when the body returns a runnable, run it on the same input.
        **kwargs: keyword arguments passed to every call.

    Raises:
        ValueError: neither ``func`` nor ``afunc`` is given.
    """

    def __init__(
        self,
        func: Callable[..., Any] | None,
        afunc: Callable[..., Awaitable[Any]] | None = None,
        *,
        name: str | None = None,
        tags: Sequence[str] | None = None,
        trace: bool = True,
        recurse: bool = True,
        **kwargs: Any,
    ) -> None:
        if func is None and afunc is None:
            raise ValueError("At least one of func or afunc must be provided.")
        if name is None:
            fn_name = getattr(func or afunc, "__name__", None)
            name = fn_name if fn_name != "<lambda>" else None
        self.name = name
        self.func = func
        self.afunc = afunc
        self.tags = tags
        self.trace = trace
        self.recurse = recurse
        self.kwargs = kwargs

    def __repr__(self) -> str:
        return f"RunnableCallable(name={self.name!r})"

    def get_name(self) -> str:
        """The runnable's name (``"RunnableCallable"`` when it has none)."""
        return self.name or type(self).__name__

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """``func(input, ...)``; a runnable it returns is invoked on ``input`` too."""
        if self.func is None:
            raise TypeError(f"{self.get_name()} has only an async body: use ainvoke")
        result = call_with_config(self.func, input, config, **self.kwargs, **kwargs)
        if self.recurse and _is_runnable(result):
            return result.invoke(input, config)
        return result

    async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """``await afunc(input, ...)``, or ``invoke`` when there is no ``afunc``."""
        if self.afunc is None:
            return self.invoke(input, config, **kwargs)
        result = await call_with_config(self.afunc, input, config, **self.kwargs, **kwargs)
        if self.recurse and _is_runnable(result):
            return await result.ainvoke(input, config)
        return result

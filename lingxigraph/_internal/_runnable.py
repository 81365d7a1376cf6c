"""``RunnableCallable``: a node made of a sync function and its async twin.

LangGraph keeps a class of this name at ``langgraph._internal._runnable``, and
user code (LangGraph's own benchmarks, langgraph-supervisor) imports it from
there to give a node both a ``def`` and an ``async def`` body. This module offers the same import
path and constructor under ``lingxigraph``; the class is our own.

In a graph the scheduler does not go through ``invoke``: `callers` hands it
plain ``(input, task)`` callables, so a ``RunnableCallable`` node costs the
same as a function node (the sync driver calls ``func``, the async one
``afunc``, falling back to ``func``).
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Sequence
from types import CoroutineType
from typing import TYPE_CHECKING, Any, NamedTuple

from lingxigraph._internal._call import (
    config_runtime,
    injected_kwargs,
    injected_value,
    is_async_callable,
    is_runnable_like,
    without_none,
)
from lingxigraph._internal._context import CURRENT_TASK

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task

__all__ = ("RunnableCallable", "RunnableLike", "is_async_callable", "suffixed_name")

RunnableLike = Any
"""What a node may be: a function, an async function or a runnable (LangGraph's alias)."""

Caller = Callable[[Any, "Task"], Any]
"""``(input, task) -> output`` (an awaitable of it for the async caller)."""


class _Signature(NamedTuple):
    """What ``RunnableCallable`` needs from its function's signature."""

    accepts: tuple[tuple[str, str], ...]
    optional: frozenset[str]
    none_ok: frozenset[str]
    store_typed: frozenset[str]


class RunnableCallable:
    """A runnable wrapping ``func`` (sync) and/or ``afunc`` (async).

    Args:
        func: called by ``invoke`` (and by the sync drivers in a graph).
        afunc: called by ``ainvoke`` (and by the async drivers in a graph);
            without it ``ainvoke`` runs ``func``.
        name: the runnable's (and, when added without a name, the node's)
            name; default ``func.__name__`` (not for lambdas), else
            ``afunc.__name__``.
        tags: kept for callers that read them.
        trace: kept for compatibility; in a graph the node's run is traced
            like any other node.
        recurse: when the function returns a runnable, invoke it with the
            same input and config and return its result.
        explode_args: the input is an ``(args, kwargs)`` pair to spread over
            the function's parameters.
        **kwargs: extra keyword arguments passed on every call.

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
        explode_args: bool = False,
        **kwargs: Any,
    ) -> None:
        if func is None and afunc is None:
            raise ValueError("At least one of func or afunc must be provided.")
        if name is None:
            if func is not None:
                fname = getattr(func, "__name__", None)
                name = fname if fname != "<lambda>" else None
            else:
                name = getattr(afunc, "__name__", None)
        self.name = name
        self.func = func
        self.afunc = afunc
        self.tags = tags
        self.trace = trace
        self.recurse = recurse
        self.explode_args = explode_args
        self.kwargs = kwargs
        # the signature is read on first use: a builder wraps every function node
        # in one of these and most are never invoked through it
        self._signature: _Signature | None = None

    @property
    def func_accepts(self) -> dict[str, str]:
        """Injectable parameter name → what is injected (``"config"``, ``"runtime"``,
        ``"writer"``, ``"store"``, ...), in signature order; keyed by name as LangGraph's."""
        return dict(self._read_signature().accepts)

    def _read_signature(self) -> _Signature:
        sig = self._signature
        if sig is None:
            main = self.func if self.func is not None else self.afunc
            sig = self._signature = _Signature(
                injected_kwargs(main),
                frozenset(_params_with_defaults(main)),
                frozenset(_params_admitting_none(main)),
                frozenset(_params_typed_store(main)),
            )
        return sig

    def get_name(self, suffix: str | None = None, *, name: str | None = None) -> str:
        """The runnable's name (``name`` overrides it) with ``suffix`` added by
        LangChain's rule (see ``suffixed_name``): ``"agent_input"``, ``"AgentInput"``."""
        return suffixed_name(name or self.name or type(self).__name__, suffix)

    def __repr__(self) -> str:
        return f"{self.get_name()}(tags={self.tags!r}, recurse={self.recurse!r}, explode_args={self.explode_args!r})"

    # ---- direct calls ----------------------------------------------------------------

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """Call ``func`` on ``input``, injecting the parameters it declares.

        Raises:
            TypeError: only ``afunc`` was given.
            ValueError: ``func`` requires ``runtime``/``writer``/``store`` and
                no graph task is running.
        """
        if self.func is None:
            raise no_sync_function(self.name)
        args, kw = self._arguments(input, config, kwargs)
        ret = self.func(*args, **kw)
        if self.recurse and _is_runnable(ret):
            return ret.invoke(input, config)
        return ret

    async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """Await ``afunc`` on ``input`` (``invoke`` when there is no ``afunc``)."""
        if self.afunc is None:
            return self.invoke(input, config, **kwargs)
        args, kw = self._arguments(input, config, kwargs)
        ret = await self.afunc(*args, **kw)
        if self.recurse and _is_runnable(ret):
            return await ret.ainvoke(input, config)
        return ret

    def _arguments(self, input: Any, config: Any, extra: dict[str, Any]) -> tuple[tuple[Any, ...], dict[str, Any]]:
        if self.explode_args:
            args, own = input
            kw = {**self.kwargs, **own, **extra}
        else:
            args, kw = (input,), {**self.kwargs, **extra}
        task = CURRENT_TASK.get()
        sig = self._read_signature()
        for name, kind in sig.accepts:
            if name in kw:
                continue
            if kind == "config" and config is not None:
                kw[name] = config
            elif task is not None:
                kw[name] = injected_value(kind, task)
            elif kind == "config":
                from lingxigraph.config import ensure_config

                kw[name] = ensure_config()
            elif kind == "writer":
                kw[name] = _no_writer  # LangGraph hands a writer that drops what it gets
            elif kind == "store" and name in sig.store_typed:
                # (as LangGraph, by hand only a parameter typed BaseStore is looked up)
                if _carries_runtime(config):
                    kw[name] = config_runtime(config).store  # the config's runtime's, even None
                elif name in sig.none_ok:
                    kw[name] = None  # an Optional[BaseStore] without a runtime
                elif name not in sig.optional:
                    raise ValueError(f"Missing required config key 'N/A' for '{self.name}'.")
            elif kind == "runtime" and name not in sig.optional:
                # (LangGraph's message, naming no key)
                raise ValueError(f"Missing required config key 'N/A' for '{self.name}'.")
            # anything else is left to the function's default (or its TypeError)
        return tuple(args), kw

    # ---- in a graph ------------------------------------------------------------------

    def callers(self) -> tuple[Caller, Caller | None]:
        """``(sync caller, async caller)`` for the scheduler (see the module doc)."""
        sync = _caller(self, self.func) if self.func is not None else _no_sync(self)
        return sync, (_caller(self, self.afunc) if self.afunc is not None else None)


def _caller(owner: RunnableCallable, fn: Callable[..., Any]) -> Caller:
    spec = owner._read_signature().accepts
    extra = owner.kwargs
    explode = owner.explode_args
    raw: Caller
    if not spec and not extra and not explode:
        raw = lambda value, task: fn(value)
    else:

        def raw(value: Any, task: Task) -> Any:
            if explode:
                args, own = value
                kw = {**extra, **own}
            else:
                args, kw = (value,), dict(extra)
            for name, kind in spec:
                if name not in kw:
                    kw[name] = injected_value(kind, task)
            return fn(*args, **kw)

    if not owner.recurse:
        return raw
    return invoking_returned_runnables(raw)


def invoking_returned_runnables(raw: Caller) -> Caller:
    """``raw``, except that a runnable it returns (or its coroutine resolves to) is
    invoked with the same input and the task's config, and that result is the
    output: LangGraph's rule for node functions (a node returning a compiled graph
    runs it)."""

    plain = getattr(raw, "plain_fn", None)  # ``raw`` is ``lambda value, task: plain(value)``
    if plain is not None:

        def recursing_plain(value: Any, task: Task) -> Any:
            ret = plain(value)
            if ret is None or type(ret) is dict:
                return ret
            return returned_output(ret, value, task)

        return recursing_plain

    def recursing(value: Any, task: Task) -> Any:
        ret = raw(value, task)
        if ret is None or type(ret) is dict:
            return ret
        if inspect.isawaitable(ret):
            return _recursing(ret, value, task)
        if _is_runnable(ret):
            return ret.invoke(value, task.config)
        return ret

    return recursing


def returned_output(ret: Any, value: Any, task: Task) -> Any:
    """The output of a plain function node that returned ``ret`` (neither ``None``
    nor a dict) on ``value``: a runnable is invoked with the same input and the
    task's config, an awaitable resolves to the output (awaited, then the same rule)."""
    if type(ret) is CoroutineType or inspect.isawaitable(ret):  # (no call for a coroutine)
        return _recursing(ret, value, task)
    if _is_runnable(ret):
        return ret.invoke(value, task.config)
    return ret


async def _recursing(awaitable: Awaitable[Any], value: Any, task: Task) -> Any:
    ret = await awaitable
    if ret is not None and type(ret) is not dict and _is_runnable(ret):  # (no call for the usual dict)
        return await ret.ainvoke(value, task.config)
    return ret


def suffixed_name(base: str, suffix: str | None) -> str:
    """``base`` with ``suffix`` added as LangChain's ``Runnable.get_name`` adds it: a
    capitalised name takes the suffix title-cased (``"Agent"`` → ``"AgentInput"``),
    any other ``"_"`` and the suffix lower-cased (``"agent"`` → ``"agent_input"``)."""
    if not suffix:
        return base
    return base + suffix.title() if base[:1].isupper() else f"{base}_{suffix.lower()}"


def is_async_generator(fn: Any) -> bool:
    """Compatibility name (LangGraph's): ``fn`` is an ``async def`` generator
    function, or an object whose ``__call__`` is one."""
    return inspect.isasyncgenfunction(fn) or inspect.isasyncgenfunction(getattr(fn, "__call__", None))  # noqa: B004


def no_sync_function(name: str | None) -> TypeError:
    """The error for calling an async-only node or runnable ``name`` synchronously (LangGraph's text)."""
    return TypeError(
        f'No synchronous function provided to "{name}".'
        "\nEither initialize with a synchronous function or invoke"
        " via the async API (ainvoke, astream, etc.)"
    )


def _no_sync(owner: RunnableCallable) -> Caller:
    def call(value: Any, task: Task) -> Any:
        return owner.invoke(value, task.config)  # raises the TypeError

    return call


def _is_runnable(value: Any) -> bool:
    return value is not None and type(value) is not dict and is_runnable_like(value)


def _no_writer(chunk: Any) -> None:
    """The stream writer of a call made outside a graph: nothing listens."""


def _carries_runtime(config: Any) -> bool:
    from lingxigraph._internal._constants import CONF, CONFIG_KEY_RUNTIME

    return isinstance(config, dict) and (config.get(CONF) or {}).get(CONFIG_KEY_RUNTIME) is not None


def _params_typed_store(fn: Any) -> list[str]:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return []
    names = []
    for p in params:
        ann = without_none(p.annotation)
        label = ann if isinstance(ann, str) else getattr(ann, "__name__", "")
        if label.rsplit(".", 1)[-1] == "BaseStore":
            names.append(p.name)
    return names


def _params_admitting_none(fn: Any) -> list[str]:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return []
    return [p.name for p in params if p.annotation is not inspect.Parameter.empty and without_none(p.annotation) is not p.annotation]


def _params_with_defaults(fn: Any) -> list[str]:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return []
    return [p.name for p in params if p.default is not inspect.Parameter.empty]

"""Calling user functions with the arguments they ask for.

A node may declare ``config``, ``runtime``, ``writer`` and ``store`` parameters
(by name or by annotation); the signature is inspected once, when the graph
is built, so calls on the hot path do no introspection.
"""

from __future__ import annotations

import functools
import inspect
import sys
import types
import typing
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task

_INJECTABLE = ("config", "runtime", "writer", "store", "previous")


def _annotation_name(annotation: Any) -> str:
    if isinstance(annotation, str):
        return annotation.split("[")[0].split(".")[-1]
    origin = getattr(annotation, "__origin__", None)
    target = origin if origin is not None else annotation
    return getattr(target, "__name__", "") or ""


_EMPTY = inspect.Parameter.empty
_POSITIONAL_ONLY = inspect.Parameter.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = inspect.Parameter.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = inspect.Parameter.VAR_POSITIONAL
_KEYWORD_ONLY = inspect.Parameter.KEYWORD_ONLY
_VAR_KEYWORD = inspect.Parameter.VAR_KEYWORD
# attributes that make inspect.signature look past a function's own code
_SIGNATURE_OVERRIDES = ("__wrapped__", "__signature__", "_partialmethod", "__partialmethod__")

Param = tuple[str, Any, Any]
"""``(name, kind, annotation)`` of one parameter, as ``inspect.signature`` reports it."""


def parameters(fn: Any) -> list[Param] | None:
    """``fn``'s parameters as ``inspect.signature`` gives them (``None`` when it has none).

    A plain function is read from its code object: compiling a large graph
    inspects every node, and building ``inspect.Signature`` objects was most
    of that work. Anything else (wrapped, partial, callable object, ...) goes
    through ``inspect.signature``.
    """
    if type(fn) is functools.partial and _plain(fn.func) and not fn.__dict__:
        bound = _bound_by_partial(parameters(fn.func) or [], fn.args, fn.keywords)
        if bound is not None:
            return bound
    if _plain(fn):
        code = fn.__code__
        names = code.co_varnames
        count = code.co_argcount
        posonly = code.co_posonlyargcount
        kwonly = code.co_kwonlyargcount
        annotations = fn.__annotations__
        out: list[Param] = [
            (name, _POSITIONAL_ONLY if i < posonly else _POSITIONAL_OR_KEYWORD, annotations.get(name, _EMPTY))
            for i, name in enumerate(names[:count])
        ]
        index = count + kwonly
        if code.co_flags & inspect.CO_VARARGS:
            name = names[index]
            out.append((name, _VAR_POSITIONAL, annotations.get(name, _EMPTY)))
            index += 1
        out.extend((name, _KEYWORD_ONLY, annotations.get(name, _EMPTY)) for name in names[count : count + kwonly])
        if code.co_flags & inspect.CO_VARKEYWORDS:
            name = names[index]
            out.append((name, _VAR_KEYWORD, annotations.get(name, _EMPTY)))
        return out
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    return [(p.name, p.kind, p.annotation) for p in sig.parameters.values()]


def _plain(fn: Any) -> bool:
    """A plain function whose signature is its code's (nothing overrides it)."""
    return type(fn) is types.FunctionType and not any(k in fn.__dict__ for k in _SIGNATURE_OVERRIDES)


def _bound_by_partial(params: list[Param], args: tuple[Any, ...], keywords: dict[str, Any]) -> list[Param] | None:
    """The parameters left once ``functools.partial`` binds ``args`` and ``keywords``,
    as ``inspect.signature`` reports them; ``None`` for anything unusual (a
    keyword naming a positional-only parameter, too many positional arguments):
    the caller then asks ``inspect`` itself."""
    positional = [i for i, (_, kind, _) in enumerate(params) if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD)]
    if len(args) > len(positional):
        if not any(kind == _VAR_POSITIONAL for _, kind, _ in params):
            return None
        taken = set(positional)
    else:
        taken = set(positional[: len(args)])
    out: list[Param] = []
    keyword_only_from_here = False
    for i, (name, kind, annotation) in enumerate(params):
        if i in taken:
            continue
        if name in keywords:
            if kind == _POSITIONAL_ONLY:
                return None
            if kind == _POSITIONAL_OR_KEYWORD:
                keyword_only_from_here = True
        if keyword_only_from_here and kind == _POSITIONAL_OR_KEYWORD:
            kind = _KEYWORD_ONLY
        elif keyword_only_from_here and kind == _VAR_POSITIONAL:
            return None  # (inspect drops it then; rare enough to leave to inspect)
        out.append((name, kind, annotation))
    # inspect lists the keyword-only parameters (new and old) after the positional ones
    first = [p for p in out if p[1] in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD, _VAR_POSITIONAL)]
    rest = [p for p in out if p[1] == _KEYWORD_ONLY]
    tail = [p for p in out if p[1] == _VAR_KEYWORD]
    return first + rest + tail


def without_none(annotation: Any) -> Any:
    """``X`` for ``Optional[X]`` / ``X | None`` (also as strings), else ``annotation``."""
    if isinstance(annotation, str):
        text = annotation.replace(" ", "").replace("typing.", "")
        if text.startswith("Optional[") and text.endswith("]"):
            return text[len("Optional[") : -1]
        parts = [p for p in text.split("|") if p != "None"]
        return parts[0] if len(parts) == 1 else annotation
    args = getattr(annotation, "__args__", None)
    if args is not None and len(args) == 2 and type(None) in args:
        origin = getattr(annotation, "__origin__", None)
        if origin is typing.Union or isinstance(annotation, types.UnionType):
            return args[0] if args[1] is type(None) else args[1]
    return annotation


def _kind_of(name: str, annotation: Any) -> str | None:
    ann = _annotation_name(without_none(annotation)) if annotation is not _EMPTY else ""
    if ann == "RunnableConfig" or (name == "config" and ann in ("", "dict", "Any")):
        return "config"
    if ann == "Runtime" or (name == "runtime" and ann in ("", "Any")):
        return "runtime"
    if ann == "StreamWriter" or (name == "writer" and ann in ("", "Any", "Callable")):
        return "writer"
    if ann == "BaseStore" or (name == "store" and ann in ("", "Any")):
        return "store"
    if name == "previous":
        return "previous"
    return None


_CONFIG_TYPES = frozenset(
    {"RunnableConfig", "Optional[RunnableConfig]", "RunnableConfig | None", "Union[RunnableConfig, None]"}
)


def _is_config_type(annotation: Any) -> bool:
    if annotation is inspect.Parameter.empty:
        return True
    if isinstance(annotation, str):
        return annotation.replace("typing.", "") in _CONFIG_TYPES
    args = getattr(annotation, "__args__", None)
    if args is not None:  # Optional[RunnableConfig], RunnableConfig | None
        return len(args) == 2 and type(None) in args and any(
            _annotation_name(a) == "RunnableConfig" for a in args
        )
    return _annotation_name(annotation) == "RunnableConfig"


def warn_if_config_mistyped(fn: Any) -> None:
    """Warn (``UserWarning``, LangGraph's text) when ``fn`` has a ``config``
    parameter annotated as something other than ``RunnableConfig`` (or
    ``Optional``/``| None`` of it). The warning points at the caller's caller."""
    try:
        param = inspect.signature(fn).parameters.get("config")
    except (TypeError, ValueError):
        return
    if param is None or param.kind not in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY):
        return
    if _is_config_type(param.annotation):
        return
    import warnings

    warnings.warn(
        "The 'config' parameter should be typed as 'RunnableConfig' or "
        f"'RunnableConfig | None', not '{param.annotation}'. ",
        UserWarning,
        stacklevel=3,
    )


def is_async_callable(fn: Any) -> bool:
    """True for ``async def`` functions, partials of them and objects whose ``__call__`` is one."""
    while isinstance(fn, functools.partial):
        fn = fn.func
    if inspect.iscoroutinefunction(fn):
        return True
    if type(fn) is types.FunctionType and "__call__" not in fn.__dict__:
        return False  # its __call__ is the type's slot wrapper, never a coroutine function
    call = getattr(fn, "__call__", None)  # noqa: B004
    return call is not None and inspect.iscoroutinefunction(call)


def injected_kwargs(
    fn: Callable[..., Any], *, skip_first: bool = True, params: list[Param] | None = None
) -> tuple[tuple[str, str], ...]:
    """``(parameter name, kind)`` pairs of the injectable parameters ``fn`` declares
    (``params``: ``parameters(fn)``, when the caller has it already)."""
    if params is None:
        params = parameters(fn)
        if params is None:
            return ()
    out: list[tuple[str, str]] = []
    positional_seen = False
    for name, param_kind, annotation in params:
        if param_kind is _VAR_POSITIONAL or param_kind is _VAR_KEYWORD:
            continue
        if skip_first and not positional_seen and param_kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            positional_seen = True
            continue
        kind = _kind_of(name, annotation)
        if kind is not None and param_kind != _POSITIONAL_ONLY:
            out.append((name, kind))
    return tuple(out)


def takes_input(fn: Callable[..., Any], *, params: list[Param] | None = None) -> bool:
    """Whether ``fn`` has a positional parameter for the input."""
    if params is None:
        params = parameters(fn)
        if params is None:
            return True
    return any(kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD, _VAR_POSITIONAL) for _, kind, _ in params)


def injected_value(kind: str, task: Task) -> Any:
    """The value for an injectable parameter of ``kind``."""
    if kind == "config":
        return task.config
    if kind == "runtime":
        return task.runtime
    if kind == "writer":
        return task.stream_writer
    if kind == "store":
        return task.scope.runtime.store
    return task.runtime.previous  # the entrypoint's saved value (a task called by it sees it too)


def is_runnable_like(fn: Any) -> bool:
    """Whether ``fn`` is a runnable (called as ``fn.invoke(input, config)``).

    The methods are looked up on the type: objects answering any attribute
    (``unittest.mock.Mock``) are plain callables, as in LangGraph.
    """
    if inspect.isfunction(fn) or inspect.ismethod(fn):
        return False
    cls = type(fn)
    if not hasattr(cls, "invoke"):
        return False
    return not callable(fn) or hasattr(cls, "ainvoke")


def make_caller(fn: Any) -> Callable[[Any, Task], Any]:
    """``(input, task) -> output`` that calls ``fn`` with what it declares.

    LangChain-style runnables (objects with ``invoke``) are called as
    ``runnable.invoke(input, config)``; a ``RunnableCallable`` has its function
    called directly.
    """
    from lingxigraph._internal._runnable import RunnableCallable

    if isinstance(fn, RunnableCallable):
        return fn.callers()[0]
    if is_runnable_like(fn):
        return lambda value, task: fn.invoke(value, task.config)
    params = parameters(fn)
    if params is None:
        spec: tuple[tuple[str, str], ...] = ()
        wants_input = True
    else:
        spec = injected_kwargs(fn, params=params)
        wants_input = takes_input(fn, params=params)
    if not spec:
        if wants_input:
            caller = lambda value, task: fn(value)
            # a wrapper may call ``fn(value)`` itself (one call less per node run)
            caller.plain_fn = fn  # type: ignore[attr-defined]
            return caller
        return lambda value, task: fn()
    if wants_input:
        return lambda value, task: fn(value, **{name: injected_value(kind, task) for name, kind in spec})
    return lambda value, task: fn(**{name: injected_value(kind, task) for name, kind in spec})


def node_callers(fn: Any) -> tuple[Callable[[Any, Task], Any], Callable[[Any, Task], Any] | None]:
    """``make_caller`` / ``make_async_caller`` for a node's action, run the way
    LangGraph runs a node: a ``RunnableSequence``'s steps as the node's own steps,
    and (in async runs under ``astream_events``) a LangChain runnable streamed."""
    steps = sequence_steps(fn)
    if steps is not None:
        return _sequence_caller(fn, steps), _async_sequence_caller(fn, steps)
    abound = make_async_caller(fn)
    if abound is not None and is_langchain_runnable(fn):
        abound = _async_sequence_caller(fn, [fn])
    return make_caller(fn), abound


def is_langchain_runnable(fn: Any) -> bool:
    """Whether ``fn`` is a LangChain ``Runnable`` (not one of lingxigraph's own)."""
    cls = type(fn)
    if cls.__module__.startswith("lingxigraph"):
        return False
    return any(k.__name__ == "Runnable" and k.__module__.startswith("langchain_core") for k in cls.__mro__)


def generator_node(fn: Any, name: str) -> Any:
    """A generator function node as LangGraph runs it: as a LangChain ``RunnableLambda``
    named after the node (a traced child run; the yielded chunks are joined with
    ``+``, or the last one kept when they cannot be, so ``{"k": [1]}`` then
    ``{"k": [2]}`` give ``{"k": [2]}``; an async generator cannot be invoked
    synchronously). Without LangChain loaded the chunks are joined the same way (a
    graph does not import langchain-core on its own)."""
    if "langchain_core" not in sys.modules:
        return _joined_generator(fn)
    from langchain_core.runnables import RunnableLambda

    return RunnableLambda(fn, name=name)


def _join(chunks: Any) -> Any:
    output = None
    for chunk in chunks:
        output = chunk if output is None else _add(output, chunk)
    return output


def _add(output: Any, chunk: Any) -> Any:
    try:
        return output + chunk
    except TypeError:
        return chunk


def _joined_generator(fn: Any) -> Any:
    from lingxigraph._internal._runnable import RunnableCallable

    if inspect.isasyncgenfunction(fn):

        def refuse(value: Any) -> Any:
            raise TypeError("Cannot invoke a coroutine function synchronously.Use `ainvoke` instead.")

        async def ajoin(value: Any) -> Any:
            output = None
            async for chunk in fn(value):
                output = chunk if output is None else _add(output, chunk)
            return output

        return RunnableCallable(refuse, ajoin, name=fn.__name__)
    return RunnableCallable(lambda value: _join(fn(value)), name=fn.__name__)


def sequence_steps(fn: Any) -> list[Any] | None:
    """The steps of a LangChain ``RunnableSequence`` (``a | b``), else ``None``."""
    if type(fn).__name__ != "RunnableSequence" or not type(fn).__module__.startswith("langchain_core"):
        return None
    steps = getattr(fn, "steps", None)
    return steps if isinstance(steps, list) else None


def _step_runs(task: Task) -> Any:
    """The traced run of ``task``'s node while it runs (``None`` when untraced)."""
    from lingxigraph.pregel._callbacks import _CURRENT

    tracer = _CURRENT.get()
    if tracer is None or tracer.task is not task or tracer.run is None:
        return None
    return tracer.run


def _sequence_caller(fn: Any, steps: list[Any]) -> Callable[[Any, Task], Any]:
    # LangGraph runs a sequence node's steps as steps of the node itself: traced,
    # they are children of the node's run (``seq:step:N``), with no sequence run
    def call(value: Any, task: Task) -> Any:
        run = _step_runs(task)
        if run is None:
            return fn.invoke(value, task.config)
        from lingxigraph.pregel._messages import with_own_handlers

        for i, step in enumerate(steps, 1):
            child = with_own_handlers(run.get_child(f"seq:step:{i}"), task)
            value = step.invoke(value, {**task.config, "callbacks": child})
        return value

    return call


def _async_sequence_caller(fn: Any, steps: list[Any]) -> Callable[[Any, Task], Any]:
    async def call(value: Any, task: Task) -> Any:
        run = _step_runs(task)
        if run is None:
            return await fn.ainvoke(value, task.config)
        from lingxigraph.pregel._messages import with_own_handlers

        config = task.config
        if not _streams_events(run):
            for i, step in enumerate(steps, 1):
                child = with_own_handlers(run.get_child(f"seq:step:{i}"), task)
                value = await step.ainvoke(value, {**config, "callbacks": child})
            return value
        # under astream_events LangGraph streams the node: each step transforms the
        # stream of the one before (each reports its chunks)
        chunks = steps[0].astream(value, {**config, "callbacks": run.get_child("seq:step:1")})
        for i, step in enumerate(steps[1:], 2):
            chunks = step.atransform(chunks, {**config, "callbacks": run.get_child(f"seq:step:{i}")})
        # what the node's writers take in: the chunks joined (the last when they cannot be)
        output = None
        async for chunk in chunks:
            output = chunk if output is None else _add(output, chunk)
        return output

    return call


def _streams_events(run: Any) -> bool:
    """Whether ``run`` reports to a LangChain streaming handler (``astream_events``)."""
    try:
        from langchain_core.tracers._streaming import _StreamingCallbackHandler
    except ImportError:  # pragma: no cover - older langchain-core
        return False
    return any(isinstance(h, _StreamingCallbackHandler) for h in run.handlers)


def make_async_caller(fn: Any) -> Callable[[Any, Task], Any] | None:
    """For runnables with ``ainvoke``: ``(input, task) -> awaitable``; else ``None``."""
    from lingxigraph._internal._runnable import RunnableCallable

    if isinstance(fn, RunnableCallable):
        return fn.callers()[1]
    if is_runnable_like(fn) and hasattr(type(fn), "ainvoke"):
        return lambda value, task: fn.ainvoke(value, task.config)
    return None


def config_runtime(config: Any) -> Any:
    """The runtime a call made with ``config`` sees: the one the config carries
    (``configurable["__pregel_runtime"]``, where a graph puts it), else the running
    task's, else the empty default."""
    from lingxigraph._internal._constants import CONF, CONFIG_KEY_RUNTIME
    from lingxigraph._internal._context import current_task_or_none
    from lingxigraph.runtime import DEFAULT_RUNTIME

    if isinstance(config, dict):
        runtime = (config.get(CONF) or {}).get(CONFIG_KEY_RUNTIME)
        if runtime is not None:
            return runtime
    task = current_task_or_none()
    return task.runtime if task is not None else DEFAULT_RUNTIME


def _config_injected_value(kind: str, config: Any) -> Any:
    if kind == "config":
        return config if config is not None else {}
    runtime = config_runtime(config)
    if kind == "runtime":
        return runtime
    if kind == "writer":
        return runtime.stream_writer
    if kind == "store":
        return runtime.store
    return runtime.previous


def call_with_config(fn: Callable[..., Any], value: Any, config: Any, **extra: Any) -> Any:
    """Call ``fn`` on ``value`` outside the scheduler (no task at hand): the
    parameters it declares (``config``, ``runtime``, ``writer``, ``store``,
    ``previous``) are filled from ``config`` and the runtime it carries;
    ``extra`` keyword arguments are passed as they are (and win)."""
    params = parameters(fn)
    if params is None:
        return fn(value, **extra)
    spec = injected_kwargs(fn, params=params)
    kwargs = {name: _config_injected_value(kind, config) for name, kind in spec if name not in extra}
    kwargs.update(extra)
    return fn(value, **kwargs) if takes_input(fn, params=params) else fn(**kwargs)


def sync_timeout_error(name: str, *, kind: str = "Node") -> ValueError:
    """The error for a ``timeout`` on a sync node or task (as LangGraph words it)."""
    return ValueError(
        "Node timeouts are only supported for async nodes because sync Python execution "
        f"cannot be safely cancelled in-process. {kind} {name!r} is sync."
    )


def supports_timeout(fn: Any) -> bool:
    """Whether ``fn`` runs natively async, so a timeout can cancel it.

    A compiled graph always is. Otherwise a binding (``with_config`` ...) is
    judged by what it wraps, a sequence or parallel map by all of its steps, a
    ``RunnableLambda`` by whether it was given an async function, and any other
    runnable by whether some class of its own, not LangChain's base
    ``Runnable`` (which only runs ``invoke`` on a thread), defines ``ainvoke``.
    """
    from lingxigraph._internal._runnable import RunnableCallable
    from lingxigraph.pregel.main import Pregel

    if isinstance(fn, Pregel) or is_async_callable(fn):
        return True
    if isinstance(fn, RunnableCallable):
        return fn.afunc is not None
    if not is_runnable_like(fn):
        return False
    bound = getattr(fn, "bound", None)
    if bound is not None and any(k.__name__ == "RunnableBindingBase" for k in type(fn).__mro__):
        return supports_timeout(bound)
    steps = getattr(fn, "steps", None)  # RunnableSequence
    if steps is None and hasattr(fn, "steps__"):  # RunnableParallel
        steps = list(fn.steps__.values())
    if isinstance(steps, list) and type(fn).__module__.startswith("langchain_core"):
        return all(supports_timeout(step) for step in steps)
    if type(fn).__name__ == "RunnableLambda":
        return getattr(fn, "afunc", None) is not None
    for klass in type(fn).__mro__:
        if "ainvoke" in vars(klass):
            # the base Runnable's ainvoke runs invoke in a thread: not async
            return klass.__module__ != "langchain_core.runnables.base" or klass.__name__ != "Runnable"
    return False

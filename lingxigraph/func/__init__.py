"""The functional API: ``@entrypoint`` and ``@task``, as in ``langgraph.func``.

An ``@entrypoint`` function becomes a ``Pregel`` with a single node named
after it. Calling a ``@task`` function inside it returns a future; the call
runs as its own task (streamed, retried, interruptible) and its result is
saved with the checkpoint, so a resumed entrypoint gets the saved result
instead of running the task again.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, get_args, get_origin

from lingxigraph._internal._deprecation import warn_deprecated_kwarg
from lingxigraph._internal._call import injected_kwargs, injected_value, is_async_callable, sync_timeout_error
from lingxigraph._internal._constants import END, PREVIOUS, START, TASKS
from lingxigraph.channels.ephemeral_value import EphemeralValue
from lingxigraph.channels.last_value import LastValue
from lingxigraph.channels.topic import Topic
from lingxigraph.errors import GraphInterrupt
from lingxigraph.func._task import (  # noqa: F401 - the call types are importable (and named) here
    AsyncCallFuture,
    CallFuture,
    _callable_name,
    _settled,
    _TaskFunction,
)
from lingxigraph.pregel._attempt import wait_for_calls
from lingxigraph.pregel._node import PregelNode
from lingxigraph.pregel._task import Task
from lingxigraph.pregel.main import Pregel
from lingxigraph.types import CachePolicy, RetryPolicy, Send, TimeoutPolicy

__all__ = ("task", "entrypoint")

R = TypeVar("R")
S = TypeVar("S")
ContextT = TypeVar("ContextT")


def _with_type_allowlist(checkpointer: Any, *annotations: Any) -> Any:
    """The saver, allowed to rebuild the classes the entrypoint's input, output, saved
    value and context types name (as a StateGraph's saver is for its schemas): a
    Pydantic input saved with a task's result comes back as itself, not a dict."""
    from lingxigraph.checkpoint.base import BaseCheckpointSaver
    from lingxigraph.checkpoint.serde import collect_allowlist

    if not isinstance(checkpointer, BaseCheckpointSaver):
        return checkpointer
    types = collect_allowlist(*(a for a in annotations if a is not None))
    return checkpointer.with_allowlist(types) if types else checkpointer


def task(
    __func_or_none__: Callable[..., Any] | None = None,
    *,
    name: str | None = None,
    retry_policy: RetryPolicy | Sequence[RetryPolicy] | None = None,
    cache_policy: CachePolicy[Any] | None = None,
    timeout: Any = None,
    **kwargs: Any,
) -> Any:
    """Make a function a task: usable as ``@task`` or ``@task(...)``.

    Args:
        name: the task's name in streams (default: the function's name).
        retry_policy: how to retry a failing call.
        cache_policy: cache results by arguments.
        timeout: seconds / ``timedelta`` / ``TimeoutPolicy`` for async tasks.

    Returns:
        A ``_TaskFunction``; calling it inside an entrypoint returns a future.

    Raises:
        RuntimeError: the task is called outside an entrypoint (LangGraph's message).
    """
    if "retry" in kwargs:
        warn_deprecated_kwarg("retry", "retry_policy")
        retry_policy = retry_policy or kwargs.pop("retry")
    policies: Sequence[RetryPolicy]
    if retry_policy is None:
        policies = ()
    elif isinstance(retry_policy, RetryPolicy):
        policies = (retry_policy,)
    else:
        policies = tuple(retry_policy)

    # a bad timeout fails at the decorator, before any function is given
    timeout_policy = TimeoutPolicy.coerce(timeout)

    def decorate(func: Callable[..., Any]) -> _TaskFunction[Any]:
        if timeout_policy is not None and not is_async_callable(func):
            raise sync_timeout_error(name or _callable_name(func), kind="Task")
        return _TaskFunction(
            func,
            name=name,
            retry_policy=policies,
            cache_policy=cache_policy,
            timeout=timeout_policy,
        )

    if __func_or_none__ is not None:
        return decorate(__func_or_none__)
    return decorate


class entrypoint(Generic[ContextT]):
    """Turn a function into a graph (a ``Pregel``) with one node named after it.

    The function takes the run input as its first argument and may declare
    ``previous`` (its last return value on the thread), ``config``, ``writer``,
    ``store`` and ``runtime``. Return ``entrypoint.final(value=..., save=...)`` to
    return one value and save another as the next ``previous``.

    Args:
        checkpointer: saver for threads, interrupts and ``previous``.
        store: long-term store reachable from the function.
        cache: cache for cached tasks.
        context_schema: type of the run ``context``.
        retry_policy / cache_policy / timeout: for the entrypoint node itself.
    """

    def __init__(
        self,
        checkpointer: Any = None,
        store: Any = None,
        cache: Any = None,
        context_schema: type[ContextT] | None = None,
        cache_policy: CachePolicy[Any] | None = None,
        retry_policy: RetryPolicy | Sequence[RetryPolicy] | None = None,
        timeout: Any = None,
        **kwargs: Any,
    ) -> None:
        if "config_schema" in kwargs:
            warn_deprecated_kwarg("config_schema", "context_schema")
            context_schema = context_schema or kwargs.pop("config_schema")
        if "retry" in kwargs:
            warn_deprecated_kwarg("retry", "retry_policy")
            retry_policy = retry_policy or kwargs.pop("retry")
        self.checkpointer = checkpointer
        self.store = store
        self.cache = cache
        self.context_schema = context_schema
        self.cache_policy = cache_policy
        self.retry_policy = (
            (retry_policy,) if isinstance(retry_policy, RetryPolicy) else tuple(retry_policy or ())
        )
        self.timeout = TimeoutPolicy.coerce(timeout)

    @dataclass
    class final(Generic[R, S]):
        """Return ``value`` to the caller and save ``save`` as the next ``previous``."""

        value: R
        save: S

    def __call__(self, func: Callable[..., Any]) -> Pregel[Any, Any, Any, Any]:
        """Build the graph that runs ``func``.

        Raises:
            NotImplementedError: ``func`` is a (sync or async) generator function.
            AttributeError: ``func`` is not callable (as LangGraph, which reads its
                ``__name__``: the message is Python's for that attribute).
            ValueError: ``func`` takes no parameters at all (as LangGraph: the first one
                receives the input; a keyword-only ``previous`` alone counts as one).
        """
        if inspect.isgeneratorfunction(func) or inspect.isasyncgenfunction(func):
            raise NotImplementedError("Generators are not supported in the Functional API.")
        if not callable(func):
            raise AttributeError(f"'{type(func).__name__}' object has no attribute '__name__'")
        name = getattr(func, "__name__", "entrypoint")
        if _takes_nothing(func):
            raise ValueError("Entrypoint function must have at least one parameter")
        spec = injected_kwargs(func)
        is_async = is_async_callable(func)
        if self.timeout is not None and not is_async:
            raise sync_timeout_error(name)

        def call(value: Any, task: Task) -> Any:
            # a closure of this method on purpose: its qualified name files the
            # node's cached writes (callable_identity), as it did before
            return _call_entrypoint(func, spec, is_async, value, task)

        input_type, output_type, save_type = _io_types(func)
        node = PregelNode(
            name=name,
            triggers=(START,),
            channels=START,
            bound=call,
            writers=[_entrypoint_writer],
            is_async=is_async,
            retry_policy=self.retry_policy,
            cache_policy=self.cache_policy,
            timeout=self.timeout,
        )
        return Pregel(
            nodes={name: node},
            channels={
                START: EphemeralValue(input_type),
                END: LastValue(output_type),
                PREVIOUS: LastValue(save_type),
                TASKS: Topic(Send, accumulate=False),
            },
            input_channels=START,
            output_channels=END,
            stream_channels=END,
            stream_eager=True,
            stream_mode="updates",
            checkpointer=_with_type_allowlist(
                self.checkpointer, input_type, output_type, save_type, self.context_schema
            ),
            store=self.store,
            cache=self.cache,
            context_schema=self.context_schema,
        )


def _call_entrypoint(
    func: Callable[..., Any], spec: tuple[tuple[str, str], ...], is_async: bool, value: Any, task: Task
) -> Any:
    """Run the entrypoint's function: ``func(value, **injected)`` (``previous`` is what
    the thread's last run saved), then settle the ``task`` calls it left running."""
    kwargs = {}
    for param, kind in spec:
        if kind == "previous":
            channel = task.scope.channels.get(PREVIOUS)
            kwargs[param] = channel.get() if channel is not None and channel.is_available() else None
        else:
            kwargs[param] = injected_value(kind, task)
    if is_async:
        return _settled(func(value, **kwargs), task)
    try:
        out = func(value, **kwargs)
    except GraphInterrupt:
        wait_for_calls(task)
        raise
    wait_for_calls(task)
    return out


def _entrypoint_writer(task: Task, output: Any) -> None:
    """Write the entrypoint's result to the output and the value to save to ``previous``
    (both the returned value, unless it is an ``entrypoint.final``)."""
    if isinstance(output, entrypoint.final):
        value, save = output.value, output.save
    else:
        value = save = output
    # (the messages stream reads the output as returned: a final's value and save
    # are two fields of it, as in LangGraph)
    task.stream_output = output
    task.writes.append((END, value))
    task.writes.append((PREVIOUS, save))


def _takes_nothing(func: Callable[..., Any]) -> bool:
    """Whether ``func``'s signature has no parameters (one it cannot be read from does not count)."""
    try:
        return not inspect.signature(func).parameters
    except (TypeError, ValueError):
        return False


def _io_types(func: Callable[..., Any]) -> tuple[Any, Any, Any]:
    """``(input, output, save)`` types of an entrypoint, from its annotations (``Any`` if absent).

    The input is the first parameter's annotation; ``-> entrypoint.final[R, S]``
    gives output ``R`` and save ``S``, another return annotation types both.
    They type the graph's channels, hence its ``InputType`` / ``OutputType``.
    """
    try:
        sig = inspect.signature(func, eval_str=True)  # string annotations (PEP 563) resolved
    except Exception:
        try:
            sig = inspect.signature(func)
        except (TypeError, ValueError):
            return Any, Any, Any
    first = next(iter(sig.parameters.values()), None)
    input_type = first.annotation if first is not None and first.annotation is not inspect.Parameter.empty else Any
    ret = sig.return_annotation
    if ret is inspect.Signature.empty or ret is entrypoint.final:
        return input_type, Any, Any
    if get_origin(ret) is entrypoint.final:
        output_type, save_type = get_args(ret)
        return input_type, output_type, save_type
    return input_type, ret, ret


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "BaseCache": "lingxigraph.cache.base:BaseCache",
        "BaseCheckpointSaver": "lingxigraph.checkpoint.base:BaseCheckpointSaver",
        "BaseStore": "lingxigraph.store.base:BaseStore",
        "StreamMode": "lingxigraph.types:StreamMode",
    },
)

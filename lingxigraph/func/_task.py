"""What calling a ``@task`` function does: the task function object, its futures,
and how a call is scheduled, answered (from saved writes, the cache or a run),
recorded with its caller and streamed.

`lingxigraph.func` re-exports the classes; the ``task`` decorator itself lives there.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import functools
import inspect
import threading
from collections.abc import Callable, Generator, Sequence
from typing import Any, Generic, TypeVar

from lingxigraph._internal._cache_key import callable_identity
from lingxigraph._internal._call import injected_kwargs, injected_value, is_async_callable, parameters
from lingxigraph._internal._constants import ERROR, INTERRUPT, NS_END, NS_SEP, PUSH, RETURN
from lingxigraph._internal._context import current_task
from lingxigraph._internal._ids import task_id as make_task_id
from lingxigraph.errors import GraphBubbleUp, GraphInterrupt
from lingxigraph.pregel._attempt import add_task_note, wait_for_calls
from lingxigraph.pregel._foreign import langgraph_call_id
from lingxigraph.pregel._messages import emit_call_messages
from lingxigraph.pregel._node import PregelNode
from lingxigraph.pregel._task import Task
from lingxigraph.types import CachePolicy, RetryPolicy, TimeoutPolicy

T = TypeVar("T")


class CallFuture(concurrent.futures.Future):  # type: ignore[type-arg]
    """The result of calling a ``@task`` function: ``.result()`` blocks; ``await``
    works too (the wait happens on a worker thread)."""

    __module__ = "lingxigraph.func"  # where users import it from: repr and pickle name it there

    # A sync call made on an asyncio loop's thread starts on the loop's next turn
    # (``_start_later``); until then ``_pending`` holds the submission and ``_owner``
    # that thread. Why: see ``_start_later``.
    _pending: Callable[[], Any] | None = None
    _owner: int | None = None

    def __await__(self) -> Generator[Any, None, Any]:
        import anyio

        return anyio.to_thread.run_sync(self.result).__await__()

    def result(self, timeout: float | None = None) -> Any:
        """The call's value, waiting for it (a call not started yet starts now
        when asked from the thread that made it, which would otherwise wait for itself)."""
        if self._pending is not None and self._owner == threading.get_ident():
            self._start()
        return super().result(timeout)

    def _start(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None:
            pending()


class AsyncCallFuture:
    """The result of calling an async ``@task`` function: await it (or pass it to
    ``asyncio.gather``). The call runs when first awaited."""

    __module__ = "lingxigraph.func"  # where users import it from: repr and pickle name it there

    __slots__ = ("_child", "_done", "_drop", "_key", "_parent", "_value")

    def __init__(
        self, parent: Task, child: Task | None, value: Any = None, *, key: Any = None, drop: bool = False
    ) -> None:
        self._parent = parent
        self._child = child
        self._done = child is None
        self._value = value
        self._key = key
        self._drop = drop

    def __await__(self) -> Generator[Any, None, Any]:
        return self._run().__await__()

    async def _run(self) -> Any:
        if self._done:
            return self._value
        from lingxigraph.pregel._run_async import run_task_async

        child = self._child
        assert child is not None
        key = self._key
        cache = child.scope.cache
        if key is not None:
            hit = await cache.aget([key])
            if key in hit:
                self._done = True
                self._value = _answer_from_cache(self._parent, child, hit[key])
                return self._value
        await run_task_async(child)
        if key is not None and child.error is None:
            await cache.aset({key: (list(child.writes), _ttl(child))})
        self._done = True
        try:
            later = asyncio.get_running_loop().call_soon
        except RuntimeError:  # trio: streamed at once
            later = None
        value = _finish_call(self._parent, child, later)
        self._value = None if self._drop else value
        return self._value

    def result(self) -> Any:
        """The value, if it is already known.

        Raises:
            RuntimeError: the call has not run yet (await the future instead).
        """
        if not self._done:
            raise RuntimeError("Await the future of an async task to get its result")
        return self._value


class _TaskFunction(Generic[T]):
    """A function decorated with ``@task``: calling it inside an entrypoint
    schedules it and returns a future."""

    __module__ = "lingxigraph.func"  # where users import it from: repr and pickle name it there

    def __init__(
        self,
        func: Callable[..., T],
        *,
        name: str | None = None,
        retry_policy: Sequence[RetryPolicy] = (),
        cache_policy: CachePolicy[Any] | None = None,
        timeout: TimeoutPolicy | None = None,
    ) -> None:
        if name is not None:
            # as LangGraph: the name is given to the function itself (a bound method gets
            # a partial of its own), so wrappers of it made before or after share it
            if hasattr(func, "__func__"):
                func = functools.partial(func.__func__, func.__self__)  # type: ignore[attr-defined]
            func.__name__ = name  # type: ignore[attr-defined]
        self.func = func
        self.retry_policy = tuple(retry_policy)
        self.cache_policy = cache_policy
        self.timeout = timeout
        self.is_async = is_async_callable(func)
        functools.update_wrapper(self, func)  # type: ignore[arg-type]
        # built on the first call: the name is the function's __name__ then (a rename by
        # another task(name=...) of the same function before it counts, as in LangGraph)
        self.name: str | None = None
        self.node: PregelNode | None = None

    def _bind(self) -> PregelNode:
        """Build the node the task's calls run as (once)."""
        self.name = _callable_name(self.func)
        self.node = PregelNode(
            name=self.name,
            triggers=(PUSH,),
            channels=(),
            bound=_call_bound(self.func),
            writers=[_return_writer],
            is_async=self.is_async,
            retry_policy=self.retry_policy,
            cache_policy=self.cache_policy,
            timeout=self.timeout,
            cache_id=callable_identity(self.func),
        )
        return self.node

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        parent = current_task("task")
        if self.node is None:
            self._bind()
        return _schedule(parent, self, args, kwargs)

    def clear_cache(self, cache: Any) -> None:
        """Drop this task's cached results from ``cache``."""
        if self.cache_policy is not None:
            cache.clear([("__pregel_ns_writes", (self.node or self._bind()).cache_id)])

    async def aclear_cache(self, cache: Any) -> None:
        """Async twin of ``clear_cache``."""
        if self.cache_policy is not None:
            await cache.aclear([("__pregel_ns_writes", (self.node or self._bind()).cache_id)])


def _task_injections(func: Callable[..., Any]) -> tuple[tuple[str, str, int | None], ...]:
    """``(parameter, kind, position or None for keyword-only)`` of the injectable
    parameters of a task function (as LangGraph: a ``previous`` parameter gets the
    run's previous value, the entrypoint's saved return)."""
    params = parameters(func)
    if params is None:
        return ()
    positions = {
        name: i
        for i, (name, kind, _) in enumerate(params)
        if kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    }
    return tuple(
        (name, kind, positions.get(name))
        for name, kind in injected_kwargs(func, params=params)
    )


def _callable_name(func: Any) -> str:
    """A task's name, as LangGraph takes it: the callable's ``__name__``, else a
    partial's wrapped function's, else the callable's class name."""
    if hasattr(func, "__name__"):
        return func.__name__  # type: ignore[no-any-return]
    if hasattr(func, "func"):
        return _callable_name(func.func)
    return type(func).__name__


def _call_bound(func: Callable[..., Any]) -> Callable[[Any, Task], Any]:
    inject = _task_injections(func)
    if not inject:

        def bound(value: Any, task: Task) -> Any:
            args, kwargs = value
            return func(*args, **kwargs)

    else:

        def bound(value: Any, task: Task) -> Any:
            args, kwargs = value
            # config / store / writer / runtime parameters the caller left out are
            # injected, as for nodes (LangGraph runs a task like a node)
            extra = {
                name: injected_value(kind, task)
                for name, kind, position in inject
                if name not in kwargs and (position is None or position >= len(args))
            }
            return func(*args, **kwargs, **extra)

    bound.__wrapped__ = func  # type: ignore[attr-defined]  # callbacks name the arguments
    return bound


def _return_writer(task: Task, output: Any) -> None:
    task.writes.append((RETURN, output))


def _schedule(parent: Task, fn: _TaskFunction[Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    if fn.is_async and parent.scope.sync_driver:
        # LangGraph's text: a sync run cannot wait for an async task
        raise RuntimeError("In an sync context async tasks cannot be called")
    index = parent.next_call_index()
    # a caller planned from a checkpoint LangGraph saved: its calls' saved results
    # are keyed by LangGraph's ids
    foreign_id = langgraph_call_id(parent, fn.name, index) if parent.foreign else None
    child_id = foreign_id or make_task_id(parent.id, str(index), fn.name)
    scope = parent.scope
    saved = scope.saved_writes.get(child_id) if scope.saved_writes else None
    # a replay (config with checkpoint_id) runs its first step's calls again
    returned = [v for c, v in saved or () if c == RETURN] if not scope.replaying else []
    child = Task(
        id_parts=None,
        id=child_id,
        name=fn.name,
        path=(PUSH, parent.path, index, child_id),
        node=fn.node,
        input=(args, kwargs),
        triggers=(PUSH,),
        scope=parent.scope,
        step=parent.step,
        timeout=fn.timeout,
    )
    # a call runs inside its caller's namespace (checkpoint_ns "wf:<id>|t:<id>")
    child.ns = f"{parent.ns}{NS_SEP}{fn.name}{NS_END}{child_id}"
    if foreign_id is not None:
        child.foreign = parent.foreign  # its interrupt ids too
    # every call reports its start, also one answered from saved writes (as LangGraph)
    _emit_start(child)
    if returned:
        parent.call_writes.append((child_id, fn.name, list(saved or ())))
        if fn.is_async:
            return _started(parent, AsyncCallFuture(parent, None, returned[-1]))
        done: CallFuture = CallFuture()
        done.set_result(returned[-1])
        return done
    resume = [v for c, v in saved or () if c == "__resume__"]
    if resume:
        child.resume = list(resume[-1])
    key = _cache_key(fn, args, kwargs, scope)
    drop = _results_dropped(scope)
    if fn.is_async:
        return _started(parent, AsyncCallFuture(parent, child, key=key, drop=drop))
    future: CallFuture = CallFuture()
    if parent.call_futures is None:
        parent.call_futures = []
    parent.call_futures.append(future)
    ctx = contextvars.copy_context()
    submit = functools.partial(parent.scope.call_pool().submit, ctx.run, _run_sync_call, parent, child, future, key, drop)
    _start_later(future, submit)
    return future


def _start_later(future: CallFuture, submit: Callable[[], Any]) -> None:
    """Submit a sync call to its worker thread: at once, or, made on an asyncio
    loop (an async entrypoint), on the loop's next turn.

    LangGraph starts such a call as a loop task, so its start event comes after
    whatever the loop already had queued, e.g. the update of an async call the
    caller has just awaited (that goes out one turn late, see ``_finish_call``).
    Started at once, the worker thread would race the loop for that event.
    ``result()`` on the caller's thread starts the call itself.
    """
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:  # a sync run (or trio): no loop turn to wait for
        submit()
        return
    future._pending = submit
    future._owner = threading.get_ident()
    loop.call_soon(future._start)


def _results_dropped(scope: Any) -> bool:
    """Whether the calls this run makes resolve to ``None`` (langgraph#4084).

    LangGraph 1.2.11 runs the tasks of an async run under ``astream_events`` /
    ``astream_log`` (a LangChain streaming handler on the graph's run) by streaming
    them, and the future of a ``@task`` call that runs then gets the stream's end
    (``None``), not the task's return value; calls answered from saved writes or
    the cache keep their value. Matched so programs print what LangGraph prints.
    """
    run = scope.callbacks
    if run is None or scope.sync_driver:
        return False
    try:
        from langchain_core.tracers._streaming import _StreamingCallbackHandler
    except ImportError:  # pragma: no cover - older langchain_core
        return False
    return any(
        isinstance(h, _StreamingCallbackHandler) and not getattr(h, "lingxigraph_bridge", False)
        for h in getattr(run, "handlers", ())
    )


def _cache_key(fn: _TaskFunction[Any], args: tuple[Any, ...], kwargs: dict[str, Any], scope: Any) -> Any:
    """The cache entry for this call's result (arguments → writes), or ``None`` when
    the task has no cache policy or the graph no cache."""
    policy = fn.cache_policy
    if policy is None or scope.cache is None:
        return None
    from lingxigraph._internal._cache_key import hashed_cache_key

    # (a key function's error, or a key neither str nor bytes, fails the call as in LangGraph)
    return (("__pregel_ns_writes", fn.node.cache_id), hashed_cache_key(policy.key_func(*args, **kwargs)))


class _CachedWrites(list):  # type: ignore[type-arg]
    """The writes of a call answered from the cache: LangGraph 1.2.11 saves none of
    them, so a resumed run asks the cache again (another cached update)."""

    cached = True


def _answer_from_cache(parent: Task, child: Task, writes: Any) -> Any:
    """Finish a call whose result came from the cache: recorded and streamed as
    LangGraph does (an update marked cached, no task result)."""
    child.writes = [tuple(w) for w in writes]
    child.cached = True
    parent.call_writes.append((child.id, child.name, _CachedWrites(child.writes)))
    value = next((v for c, v in child.writes if c == RETURN), None)
    if "updates" in child.scope.modes:
        child.scope.emit(child.scope.ns, "updates", {child.name: value, "__metadata__": {"cached": True}})
    return value


def _ttl(child: Task) -> Any:
    policy = child.node.cache_policy
    return policy.ttl if policy is not None else None


def _started(parent: Task, call: AsyncCallFuture) -> Any:
    """On asyncio, an async call starts at once and its future is an
    ``asyncio.Future`` (``asyncio.wait``, ``as_completed``, ``done()``, ``cancel()``
    work), as in LangGraph; elsewhere (trio) it runs when awaited."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:  # no asyncio loop: trio
        return call
    future = loop.create_task(call._run())
    if parent.call_tasks is None:
        parent.call_tasks = []
    parent.call_tasks.append(future)
    return future


async def _settled(awaitable: Any, task: Task) -> Any:
    """Await an async entrypoint body, then its unfinished calls (``wait_for_calls``);
    a body that fails cancels its unfinished async calls (LangGraph does too)."""
    try:
        value = await awaitable
    except GraphInterrupt:
        await _asettle_calls(task)
        raise
    except BaseException:
        for call in task.call_tasks or ():
            call.cancel()
        raise
    await _asettle_calls(task)
    return value


async def _asettle_calls(task: Task) -> None:
    calls = task.call_tasks
    if calls and not all(c.done() for c in calls):
        # their failures stay with their futures, as when nobody awaits them in LangGraph
        await asyncio.wait(calls)
    if task.call_futures and not all(f.done() for f in task.call_futures):
        import anyio

        await anyio.to_thread.run_sync(wait_for_calls, task)


def _run_sync_call(parent: Task, child: Task, future: CallFuture, key: Any = None, drop: bool = False) -> None:
    from lingxigraph.pregel._run_sync import run_task_sync

    try:
        cache = child.scope.cache
        if key is not None:
            hit = cache.get([key])
            if key in hit:
                future.set_result(_answer_from_cache(parent, child, hit[key]))
                return
        run_task_sync(child)
        if key is not None and child.error is None:
            # saved as soon as the call ends: a later call with the same arguments
            # (also in this run, or after an interrupt) reuses it
            cache.set({key: (list(child.writes), _ttl(child))})
        value = _finish_call(parent, child)
        future.set_result(None if drop else value)
    except BaseException as exc:  # noqa: BLE001 - handed to whoever waits on the future
        future.set_exception(exc)


def _finish_call(parent: Task, child: Task, later: Callable[..., Any] | None = None) -> Any:
    """Record a finished call and return its value (or raise its error).

    Its chunks (messages, update, task result) are streamed at once, or, when
    ``later`` is given (the loop's ``call_soon``, for an async call on asyncio),
    on the loop's next turn. That turn comes before the awaiting caller resumes,
    so the chunks keep their place in the stream, but the run's driver is then
    woken after the caller: as in LangGraph, a caller that returns right after
    the call streams its own output before the run hands out the call's update.
    """
    if child.call_writes:
        # the calls it made itself are saved too, before it (LangGraph saves every
        # task's writes as it finishes, a nested call's among them)
        parent.call_writes.extend(child.call_writes)
    error = child.error
    if isinstance(error, GraphInterrupt):
        child.interrupts = [*child.interrupts, *error.interrupts]
        # saved as LangGraph does: a call that interrupted (also one the caller did not
        # wait for) leaves its interrupt pending, so a plain resume meeting several refuses
        writes: list[tuple[str, Any]] = [(INTERRUPT, list(child.interrupts))]
        if child.resume:
            writes.append(("__resume__", list(child.resume)))
        parent.call_writes.append((child.id, child.name, writes))
        # no update nor task result for the call: the calling task reports the interrupt
        raise error
    if error is not None:
        if isinstance(error, Exception) and not isinstance(error, GraphBubbleUp):
            # saved as LangGraph does: the failed call's error (also when the caller
            # catches it); a later run calls it again all the same
            parent.call_writes.append((child.id, child.name, [(ERROR, error)]))
        if later is None:
            _emit_result(child)
        else:
            later(_emit_result, child)
        if not isinstance(error, GraphBubbleUp):
            # as LangGraph: the called task is named in the error, then each caller
            add_task_note(error, child)
        raise error
    parent.call_writes.append((child.id, child.name, list(child.writes)))
    if later is None:
        _stream_call(child)
    else:
        later(_stream_call, child)
    return next((v for c, v in child.writes if c == RETURN), None)


def _stream_call(child: Task) -> None:
    """Stream a call that finished well: in LangGraph's order its returned messages,
    its update, then its task result."""
    scope = child.scope
    if "messages" in scope.modes:
        emit_call_messages(child)
    if "updates" in scope.modes:
        update = {child.name: next((v for c, v in child.writes if c == RETURN), None)}
        if child.cached:
            update["__metadata__"] = {"cached": True}
        scope.emit(scope.ns, "updates", update)
    if not child.cached:  # LangGraph reports a cached call's start, but no result
        _emit_result(child)


def _emit_start(child: Task) -> None:
    from lingxigraph.pregel._payloads import debug_event, task_start_payload

    scope = child.scope
    if "tasks" in scope.modes:
        scope.emit(scope.ns, "tasks", task_start_payload(child))
    if "debug" in scope.modes:
        scope.emit(scope.ns, "debug", debug_event(child.step, "task", task_start_payload(child)))


def _emit_result(child: Task) -> None:
    from lingxigraph.pregel._payloads import debug_event, task_result_payload

    scope = child.scope
    if "tasks" not in scope.modes and "debug" not in scope.modes:
        return
    payload = task_result_payload(child, None)
    if "tasks" in scope.modes:
        scope.emit(scope.ns, "tasks", payload)
    if "debug" in scope.modes:
        scope.emit(scope.ns, "debug", debug_event(child.step, "task_result", payload))

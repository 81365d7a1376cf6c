"""LangChain callbacks: a graph run and each node attempt reported as chain runs.

When a run has LangChain callback handlers (``config["callbacks"]``, a handler
inherited from an enclosing LangChain runnable, or LangSmith tracing turned on
by environment variables) the graph run is one chain run (named after the
graph or ``config["run_name"]``) and every node attempt is a child chain run
(tag ``graph:step:N``, metadata ``langgraph_*``). Code a node calls (chat
models, subgraphs, ``@task`` functions) sees a child of the node's run
(tag ``seq:step:1``) in its config and in ``var_child_runnable_config``.

LangChain's own ``CallbackManager`` / ``AsyncCallbackManager`` do the work.
Nothing here is imported unless ``langchain_core`` is already loaded or the
config names callbacks, so runs without LangChain pay nothing.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import AsyncIterator, Iterator
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._call import is_langchain_runnable
from lingxigraph._internal._constants import CONF, PUSH
from lingxigraph.pregel._task import propagate_to_metadata
from lingxigraph.pregel._messages import LazyNodeConfig

if TYPE_CHECKING:
    from lingxigraph.graph._write import Branch, StateWriter
    from lingxigraph.pregel._machine import Machine
    from lingxigraph.pregel._task import Task

Event = tuple[tuple[str, ...], str, Any]


def _may_trace(config: dict[str, Any]) -> bool:
    """Cheap pre-check: could this run have any LangChain handler?"""
    return "langchain_core" in sys.modules or bool(config.get("callbacks"))


def _inherited_config() -> dict[str, Any] | None:
    """The config an enclosing LangChain runnable (or a traced node) exposes."""
    var = getattr(sys.modules.get("langchain_core.runnables.config"), "var_child_runnable_config", None)
    if var is None:
        try:
            from langchain_core.runnables.config import var_child_runnable_config as var
        except ImportError:
            return None
    return var.get()  # type: ignore[no-any-return]


def _graph_manager(machine: Machine, *, is_async: bool) -> Any:
    """The configured callback manager for a graph run, or ``None`` when no
    handler would see it."""
    config = machine.scope.config
    if not _may_trace(config):
        return None
    callbacks = None if machine.nested else config.get("callbacks")
    own = config.get("callbacks") if machine.nested else None
    lazy = None
    if callbacks is None:
        # a subgraph hangs under the node that runs it; a root graph under the
        # LangChain runnable that called it, if any
        inherited = _inherited_config()
        if type(inherited) is LazyNodeConfig:
            # (a node's lazy config: its handler-less run, made only if hung under)
            callbacks = inherited.callbacks(make=False)
            lazy = inherited if callbacks is None else None
        elif inherited is not None:
            callbacks = inherited.get("callbacks")
    if _handler_less(callbacks) and _handler_less(own) and _nothing_configured():
        return None  # (what configure would find: LangChain's own check is the costly part of a run)
    try:
        from langchain_core.callbacks.manager import (
            AsyncCallbackManager,
            CallbackManager,
        )
    except ImportError:
        return None
    if lazy is not None:
        callbacks = lazy.callbacks()
    if machine.nested:
        callbacks = _with_own_handlers(callbacks, own)
    # like LangChain's ensure_config: run-identifying configurable values are metadata too
    metadata = dict(config.get("metadata") or {})
    propagate_to_metadata(config.get(CONF) or {}, metadata)
    # LangChain's async managers need asyncio; under trio the sync ones report
    cls = AsyncCallbackManager if is_async and _on_asyncio() else CallbackManager
    manager = cls.configure(
        inheritable_callbacks=callbacks, inheritable_tags=config.get("tags"), inheritable_metadata=metadata
    )
    if not any(not getattr(h, "lingxigraph_bridge", False) for h in manager.handlers):
        return None  # none, or only the ``messages`` mode bridge (it needs no chain runs)
    if "ls_integration" not in manager.metadata:
        manager.add_metadata({"ls_integration": "langgraph"})
    return manager


def _handler_less(callbacks: Any) -> bool:
    """Whether ``callbacks`` (``None``, a handler list or a manager) hold no handler
    a graph run reports to (a ``messages`` / ``tools`` stream bridge needs no runs)."""
    if not callbacks:
        return True
    if isinstance(callbacks, list):
        handlers = callbacks
    else:
        handlers = getattr(callbacks, "handlers", None)
        inheritable = getattr(callbacks, "inheritable_handlers", None)
        if not isinstance(handlers, list) or not isinstance(inheritable, list):
            return False  # (not a shape we know: configure judges it)
        handlers = handlers + inheritable
    return all(getattr(h, "lingxigraph_bridge", False) for h in handlers)


def _nothing_configured() -> bool:
    """Whether ``CallbackManager.configure`` surely adds no handler of its own here.

    It adds one for ``set_debug(True)``, LangSmith tracing (a ``tracing_v2_enabled``
    / ``tracing_context`` context, a LangSmith run tree being traced, the
    ``LANGSMITH_TRACING`` / ``LANGCHAIN_TRACING_V2`` environment) and each configure
    hook whose context variable is set (``collect_runs``, ``get_usage_metadata_callback``)
    or whose environment variable is; it refuses the old ``LANGCHAIN_TRACING``.
    This asks what configure asks, the same functions and variables (looked up in
    ``sys.modules``: a test suite may load a fresh copy of LangChain); any of
    those set, or any of them missing: ``False``, and configure decides.
    """
    modules = sys.modules
    manager = modules.get("langchain_core.callbacks.manager")
    context = modules.get("langchain_core.tracers.context")
    try:
        if manager._get_debug():  # type: ignore[union-attr]
            return False
        for var, _inheritable, handler_class, env_var in context._configure_hooks:  # type: ignore[union-attr]
            if var.get() is not None or (env_var is not None and handler_class is not None and _env_set(env_var)):
                return False
        if _env_set("LANGCHAIN_TRACING") or _env_set("LANGCHAIN_HANDLER"):
            return False
        return not context._tracing_v2_is_enabled()  # type: ignore[union-attr]
    except AttributeError:  # not loaded yet, or another LangChain
        return False


def _env_set(name: str) -> bool:
    """LangChain's ``env_var_is_set``: set to anything but "", "0", "false", "False"."""
    return os.environ.get(name, "") not in ("", "0", "false", "False")


def _with_own_handlers(callbacks: Any, own: Any) -> Any:
    """A subgraph run's callbacks: its node's, plus the handlers its own config holds
    (bound with ``with_config``, given to its call), as LangGraph merges them; the
    node's already include the caller's handlers, which are not added twice."""
    if not own:
        return callbacks
    extra = list(own) if isinstance(own, list) else list(getattr(own, "inheritable_handlers", ()))
    if callbacks is None:
        return own
    if isinstance(callbacks, list):
        return [*callbacks, *(h for h in extra if h not in callbacks)]  # pyright: ignore[reportUnknownVariableType]
    manager = callbacks.copy()
    for handler in extra:
        manager.add_handler(handler, inherit=True)  # (skips handlers it has)
    return manager


def _on_asyncio() -> bool:
    import asyncio

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


async def _maybe_await(value: Any) -> Any:
    """``value``, awaited if a manager method returned a coroutine (async managers)."""
    if hasattr(value, "__await__"):
        return await value
    return value


def _start_args(graph: Any, machine: Machine) -> dict[str, Any]:
    # a subgraph's run too is named and identified by its own config (bound with
    # with_config, or given to its call): the caller's run_name / run_id never
    # reach it (see _setup._inherited)
    config = machine.scope.config
    return {"name": config.get("run_name") or graph.get_name(), "run_id": config.get("run_id")}


def _final(machine: Machine) -> BaseException | None:
    """The error a finished run reports: a paused subgraph run raises
    ``GraphInterrupt`` to its caller; a root run that paused ends normally."""
    if machine.nested and (machine.interrupts or machine.status in ("interrupt_before", "interrupt_after")):
        from lingxigraph.errors import GraphInterrupt

        return GraphInterrupt(tuple(machine.interrupts))
    return None


def trace_sync(graph: Any, machine: Machine, input: Any, events: Iterator[Event]) -> Iterator[Event]:
    """``events`` reported as a chain run to the run's LangChain handlers
    (``events`` itself when there are none)."""
    manager = _graph_manager(machine, is_async=False)
    if manager is None:
        return events
    return _traced_sync(manager, graph, machine, input, events)


class _Lifecycle:
    """Sends ``lingxigraph.callbacks`` lifecycle events (resume, pause) of one run
    to the run's ``GraphCallbackHandler``\\ s, as LangGraph does after each step."""

    __slots__ = ("machine", "manager", "resume_sent")

    def __init__(self, machine: Machine, manager: Any) -> None:
        self.machine = machine
        self.manager = manager
        self.resume_sent = False

    @staticmethod
    def of(machine: Machine, run: Any, *, is_async: bool) -> _Lifecycle | None:
        module = sys.modules.get("lingxigraph.callbacks")
        if module is None:  # nobody can have made a GraphCallbackHandler
            return None
        handlers = [h for h in run.handlers if isinstance(h, module.GraphCallbackHandler)]
        if not handlers:
            return None
        get = module.get_async_graph_callback_manager_for_config if is_async else module.get_sync_graph_callback_manager_for_config
        return _Lifecycle(machine, get({"callbacks": handlers}, run_id=run.run_id))

    def _ns(self) -> tuple[str, ...]:
        return tuple(self.machine.scope.ns)

    def resume_event(self) -> Any:
        """The resume event not sent yet, if the run has resumed by now."""
        if self.resume_sent or self.machine.resumed_from is None:
            return None
        self.resume_sent = True
        from lingxigraph.callbacks import GraphResumeEvent

        return GraphResumeEvent(self.manager.run_id, "pending", self.machine.resumed_from, self._ns())

    def pause_event(self) -> Any:
        """The interrupt event of a root run that paused, else ``None``."""
        machine = self.machine
        if machine.nested or machine.status not in ("interrupted", "interrupt_before", "interrupt_after"):
            return None
        from lingxigraph.callbacks import GraphInterruptEvent

        dynamic = machine.status == "interrupted"
        return GraphInterruptEvent(
            self.manager.run_id,
            "pending" if dynamic else machine.status,  # type: ignore[arg-type]
            machine.checkpoint_id or machine.scope.checkpoint_id,
            self._ns(),
            tuple(machine.interrupts) if dynamic else (),
        )

    def send(self, final: bool = False) -> None:
        event = self.resume_event()
        if event is not None:
            self.manager.on_resume(event)
        if final and (event := self.pause_event()) is not None:
            self.manager.on_interrupt(event)

    async def asend(self, final: bool = False) -> None:
        event = self.resume_event()
        if event is not None:
            await _maybe_await(self.manager.on_resume(event))
        if final and (event := self.pause_event()) is not None:
            await _maybe_await(self.manager.on_interrupt(event))


def _traced_sync(manager: Any, graph: Any, machine: Machine, input: Any, events: Iterator[Event]) -> Iterator[Event]:
    run = manager.on_chain_start(None, input, **_start_args(graph, machine))
    machine.scope.callbacks = run
    lifecycle = _Lifecycle.of(machine, run, is_async=False)
    try:
        if lifecycle is None:
            yield from events
        else:
            for event in events:
                lifecycle.send()
                yield event
            lifecycle.send(final=True)
    except BaseException as exc:
        if lifecycle is not None:
            lifecycle.send()
        run.on_chain_error(exc)
        raise
    error = _final(machine)
    if error is not None:
        run.on_chain_error(error)
    else:
        run.on_chain_end(_graph_output(machine))


def _graph_output(machine: Machine) -> Any:
    """The graph run's reported output: a paused run's includes the writes of the
    tasks that finished in its last step (as LangGraph applies them on exit)."""
    return machine.output_values if machine.output_values is not None else machine.read_output()


def trace_async(graph: Any, machine: Machine, input: Any, events: AsyncIterator[Event]) -> AsyncIterator[Event]:
    """Async twin of ``trace_sync``."""
    manager = _graph_manager(machine, is_async=True)
    if manager is None:
        return events
    return _traced_async(manager, graph, machine, input, events)


async def _traced_async(
    manager: Any, graph: Any, machine: Machine, input: Any, events: AsyncIterator[Event]
) -> AsyncIterator[Event]:
    run = await _maybe_await(manager.on_chain_start(None, input, **_start_args(graph, machine)))
    machine.scope.callbacks = run
    lifecycle = _Lifecycle.of(machine, run, is_async=_on_asyncio())
    try:
        try:
            async for event in events:
                if lifecycle is not None:
                    await lifecycle.asend()
                yield event
        finally:
            # the driver owns a task group: close it here, in this task
            await events.aclose()  # type: ignore[attr-defined]
        if lifecycle is not None:
            await lifecycle.asend(final=True)
    except BaseException as exc:
        import anyio

        with anyio.CancelScope(shield=True):  # report even when the run was cancelled
            if lifecycle is not None:
                await lifecycle.asend()
            await _maybe_await(run.on_chain_error(exc))
        raise
    error = _final(machine)
    if error is not None:
        await _maybe_await(run.on_chain_error(error))
    else:
        await _maybe_await(run.on_chain_end(_graph_output(machine)))


# ---- node attempts ----------------------------------------------------------------


def _is_call(task: Task) -> bool:
    """A ``@task`` call made by a running node (path ``(PUSH, caller path, index, id)``)."""
    path = task.path
    return len(path) == 4 and path[0] == PUSH and isinstance(path[1], tuple)


def _traced(task: Task, value: Any, hook: str) -> Any:
    """``value`` as the node's ``trace_policy`` has tracers record it (``hook``:
    ``process_inputs`` or ``process_outputs``)."""
    policy = getattr(task.node, "trace_policy", None)
    process = getattr(policy, hook, None) if policy is not None else None
    if process is None:
        return value
    try:
        return process(value)
    except Exception:  # tracing must never break the run: record the raw value
        logging.getLogger("lingxigraph").warning("trace_policy.%s of node %r failed", hook, task.name, exc_info=True)
        return value


def _node_input(task: Task) -> Any:
    if not _is_call(task):
        return task.input
    # a @task call reports its arguments by parameter name, as LangGraph does
    args, kwargs = task.input
    func = getattr(task.node.bound, "__wrapped__", None)
    if func is None:
        return {"args": args, **kwargs}
    import inspect

    try:
        return dict(inspect.signature(func).bind(*args, **kwargs).arguments)
    except (TypeError, ValueError):
        return {"args": args, **kwargs}


def _enter_langsmith_parent(config: Any) -> dict[str, Any] | None:
    """Make the node's run the LangSmith parent (``get_current_run_tree()``, and
    ``@traceable`` code the node calls, nest under it), as LangChain does when it
    runs a child runnable; returns the tracing context to restore, or ``None``."""
    callbacks = (config or {}).get("callbacks")
    parent_id = getattr(callbacks, "parent_run_id", None)
    if parent_id is None or "langsmith" not in sys.modules:
        return None
    # (by name: a test suite that re-imports langchain_core leaves two classes around)
    tracer = next(
        (h for h in getattr(callbacks, "handlers", ()) if type(h).__name__ == "LangChainTracer"),
        None,
    )
    run = getattr(tracer, "run_map", {}).get(str(parent_id)) if tracer is not None else None
    if run is None:
        return None
    from langsmith.run_helpers import _set_tracing_context, get_tracing_context

    previous = get_tracing_context()
    _set_tracing_context({"parent": run})
    return previous


class NodeTracer:
    """Reports each attempt of one task as a chain run (drivers call ``start``
    before an attempt and ``end`` or ``error`` after it).

    A sync node of an async run that runs on a worker thread reports through
    the event loop, with the async managers, like the async driver's tasks.
    """

    __slots__ = ("loop", "mode", "parent", "reset", "run", "streamed", "task")

    def __init__(self, task: Task, parent: Any) -> None:
        from langchain_core.callbacks.manager import (
            AsyncCallbackManager,
            AsyncParentRunManager,
        )

        self.task = task
        self.parent = parent
        """What the task's runs hang under: the graph run's manager, or for a
        ``@task`` call the callbacks its caller exposed."""
        self.run: Any = None
        self.reset: Any = None
        self.loop = isinstance(parent, (AsyncParentRunManager, AsyncCallbackManager))
        """Whether the parent is async (report on the event loop when possible)."""
        self.streamed = self.loop and _is_call(task)
        """Whether the run's output is a stream event even when reported with sync
        managers: a sync ``@task`` call of an async run (on its own thread), which
        LangGraph runs as an async task, streaming its output."""
        self.mode = "sync"
        """How the current run reports: ``"sync"`` (sync managers), ``"async"``
        (awaited on the loop) or ``"thread"`` (a worker thread going through the loop)."""

    def _manager(self, cls: Any) -> Any:
        task = self.task
        if _is_call(task):
            inherit = self.parent
            if isinstance(inherit, cls):
                inherit = inherit.copy()  # the caller's, shared by its other calls
        else:
            inherit = self.parent.get_child(f"graph:step:{task.step}")
        config = task.config
        tags = list(config.get("tags") or ())
        tags.extend(t for t in task.node.tags if t not in tags)
        return _child_manager(cls, inherit, tags, config.get("metadata"))

    def _enter(self) -> None:
        """Expose the node run's child to code the node calls."""
        from langchain_core.runnables.config import var_child_runnable_config

        from lingxigraph.pregel._messages import langchain_config

        config = self.task.config
        config["callbacks"] = self.run.get_child("seq:step:1")
        config.pop("run_name", None)
        config.pop("run_id", None)
        child = langchain_config(self.task)
        token = var_child_runnable_config.set(child)  # type: ignore[arg-type]
        tracing = _enter_langsmith_parent(child)
        node_token = _CURRENT.set(self)

        def reset() -> None:
            _CURRENT.reset(node_token)
            var_child_runnable_config.reset(token)
            if tracing is not None:
                from langsmith.run_helpers import _set_tracing_context

                _set_tracing_context(tracing)

        self.reset = reset

    def _exit(self) -> Any:
        if self.reset is not None:
            self.reset()
            self.reset = None
        run, self.run = self.run, None
        return run

    def _via_loop(self, fn: Any, *args: Any) -> bool:
        """Run ``fn(*args)`` on the event loop from an anyio worker thread;
        False when this thread is none."""
        if not self.loop:
            return False
        import anyio.from_thread

        try:
            anyio.from_thread.run(fn, *args)
        except RuntimeError as exc:
            if "worker thread" not in str(exc) and "event loop" not in str(exc):
                raise
            self.loop = False
            return False
        return True

    def start(self) -> None:
        """Start the attempt's run (sync driver)."""
        self.mode = "thread"
        if not self._via_loop(self._aopen):
            from langchain_core.callbacks.manager import CallbackManager

            self.mode = "sync"
            task = self.task
            self.run = self._manager(CallbackManager).on_chain_start(None, _traced(task, _node_input(task), "process_inputs"), name=task.name)
        self._enter()

    def end(self, output: Any) -> None:
        """End the attempt's run with the node's return value."""
        output = _traced(self.task, output, "process_outputs")
        run = self._exit()
        if run is not None and not self._via_loop(_aend, run, output):
            if self.streamed:
                _tap_sync(run, output)
            run.on_chain_end(output)

    def error(self, exc: BaseException) -> None:
        """End the attempt's run with ``exc`` (an interrupt, a failure)."""
        run = self._exit()
        if run is not None and not self._via_loop(run.on_chain_error, exc):
            run.on_chain_error(exc)

    async def _aopen(self) -> None:
        from langchain_core.callbacks.manager import AsyncCallbackManager

        task = self.task
        manager = self._manager(AsyncCallbackManager)
        self.run = await manager.on_chain_start(None, _traced(task, _node_input(task), "process_inputs"), name=task.name)

    async def astart(self) -> None:
        """Async twin of ``start``."""
        if not self.loop:  # sync managers (a run under trio)
            self.start()
            return
        self.mode = "async"
        await self._aopen()
        self._enter()

    async def aend(self, output: Any) -> None:
        """Async twin of ``end``."""
        if self.mode != "async":
            self.end(output)
            return
        run = self._exit()
        if run is not None:
            await _aend(run, _traced(self.task, output, "process_outputs"))

    async def aerror(self, exc: BaseException) -> None:
        """Async twin of ``error``."""
        if self.mode != "async":
            self.error(exc)
            return
        run = self._exit()
        if run is not None:
            await run.on_chain_error(exc)


def _child_manager(cls: Any, inherit: Any, tags: Any, metadata: Any) -> Any:
    """The manager for a run under ``inherit`` (a parent run's child manager).

    Like LangGraph, a child manager of the right kind is used as it is, with the
    task's tags and metadata added: ``CallbackManager.configure`` (hence its
    configure hooks, such as ``collect_runs``) applies to graph runs only.
    """
    if not isinstance(inherit, cls):
        return cls.configure(inheritable_callbacks=inherit, inheritable_tags=tags, inheritable_metadata=metadata)
    if tags:
        inherit.add_tags(tags)
    if metadata:
        inherit.add_metadata(metadata)
    return inherit


_CURRENT: ContextVar[NodeTracer | None] = ContextVar("lingxigraph_node_run", default=None)
"""The traced node attempt running in this context (read by conditional edges)."""


async def _aend(run: Any, output: Any) -> None:
    """End an async node run; streaming handlers (``astream_events``) first see
    the output as the run's one chunk, as from a LangChain runnable's astream."""
    await _tap(run, output)
    await run.on_chain_end(output)


async def _tap(run: Any, output: Any) -> None:
    try:
        from langchain_core.tracers._streaming import _StreamingCallbackHandler
    except ImportError:  # pragma: no cover - older langchain_core
        return
    for handler in run.handlers:
        if isinstance(handler, _StreamingCallbackHandler) and not getattr(handler, "lingxigraph_bridge", False):
            async for _ in handler.tap_output_aiter(run.run_id, _one(output)):
                pass


async def _one(value: Any) -> AsyncIterator[Any]:
    yield value


def _tap_sync(run: Any, output: Any) -> None:
    """``_tap`` for a run reported with sync managers (from a worker thread)."""
    try:
        from langchain_core.tracers._streaming import _StreamingCallbackHandler
    except ImportError:  # pragma: no cover - older langchain_core
        return
    for handler in run.handlers:
        if isinstance(handler, _StreamingCallbackHandler) and not getattr(handler, "lingxigraph_bridge", False):
            for _ in handler.tap_output_iter(run.run_id, iter((output,))):
                pass


def node_tracer(task: Task) -> NodeTracer | None:
    """A tracer for ``task`` when its graph run is traced (drivers call this
    only when ``task.scope.callbacks`` is set, before ``enter_langchain``)."""
    parent = task.scope.callbacks
    # the input-writing __start__ task is plumbing, not a node run, unless it routes
    # (LangGraph then reports it, tagged hidden, with its routing run under it)
    if parent is None or (task.node.hidden and not task.node.writers[0].branches):  # type: ignore[attr-defined]
        return None
    if _is_call(task):
        # a @task call hangs under whatever its caller exposed (call before
        # ``enter_langchain`` replaces it)
        inherited = _inherited_config()
        parent = inherited.get("callbacks") if inherited is not None else None
    return NodeTracer(task, parent)


# ---- conditional edges ------------------------------------------------------------


def _route_name(path: Any, is_async: bool) -> str | None:
    """The run name LangGraph gives a routing function (a lambda has none of its own)."""
    get_name = getattr(path, "get_name", None)
    if get_name is not None:
        return get_name()  # type: ignore[no-any-return]
    name = getattr(path, "__name__", None)
    if name and name != "<lambda>":
        return name  # type: ignore[no-any-return]
    return None if is_async else "RunnableCallable"


def traced_route(task: Task, branch: Branch, writer: StateWriter, output: Any = None) -> Any:
    """``branch.run`` reported as a child run of the node attempt (tag
    ``seq:step:N``); returns an awaitable when the routing still has to be awaited."""
    from lingxigraph.graph._write import _RouteLater

    tracer = _CURRENT.get()
    value = branch.state_for(task, output)
    if tracer is None or tracer.run is None or tracer.task is not task:
        result = branch.call(value, task)
        if hasattr(result, "__await__"):
            return _RouteLater(result, lambda v: branch._finish(task, writer, v))
        branch._finish(task, writer, result)
        return None
    tag = f"seq:step:{branch.seq_step}"
    if is_langchain_runnable(branch.path):
        # a runnable path is itself the routing run (LangGraph invokes it with the
        # node run's child config), not a run around it
        config = {**task.config, "callbacks": tracer.run.get_child(tag)}
        if tracer.mode == "async":
            return _arunnable_route(branch, task, writer, value, config)
        result = branch.path.invoke(value, config)
        branch._finish(task, writer, result)
        return None
    if tracer.mode == "async":
        return _aroute(tracer, task, branch, writer, value, tag)
    if tracer.mode == "thread":
        branch._finish(task, writer, _reported_from_thread(tracer, tag, _route_name(branch.path, True), branch.call, value, task))
        return None
    from langchain_core.callbacks.manager import CallbackManager

    manager = _route_manager(CallbackManager, tracer, tag)
    run = manager.on_chain_start(None, value, name=_route_name(branch.path, False))
    try:
        result = branch.call(value, task)
    except BaseException as exc:
        run.on_chain_error(exc)
        raise
    if hasattr(result, "__await__"):  # a sync run refuses it (and closes it)
        return _RouteLater(result, lambda v: branch._finish(task, writer, v))
    run.on_chain_end(result)
    branch._finish(task, writer, result)
    return None


async def _arunnable_route(branch: Branch, task: Task, writer: StateWriter, value: Any, config: dict[str, Any]) -> None:
    branch._finish(task, writer, await branch.path.ainvoke(value, config))


def traced_step(task: Task, index: int, fn: Any, call: Any, value: Any) -> Any:
    """Step ``index`` (1-based) of a low-level node's ``.do()`` chain: LangGraph traces
    each step as a child run of the node's (``seq:step:N``); untraced, just ``call``."""
    tracer = _CURRENT.get()
    if tracer is None or tracer.run is None or tracer.task is not task:
        return call(value, task)
    tag = f"seq:step:{index}"
    if is_langchain_runnable(fn):
        return fn.invoke(value, {**task.config, "callbacks": tracer.run.get_child(tag)})
    if tracer.mode == "thread":
        return _reported_from_thread(tracer, tag, _route_name(fn, True), call, value, task)
    from langchain_core.callbacks.manager import CallbackManager

    run = _route_manager(CallbackManager, tracer, tag).on_chain_start(None, value, name=_route_name(fn, False))
    try:
        result = call(value, task)
    except BaseException as exc:
        run.on_chain_error(exc)
        raise
    run.on_chain_end(result)
    return result


async def atraced_step(task: Task, index: int, fn: Any, call: Any, value: Any) -> Any:
    """``traced_step`` in an async run (``call`` may return an awaitable)."""
    tracer = _CURRENT.get()
    if tracer is None or tracer.run is None or tracer.task is not task:
        result = call(value, task)
        return await result if hasattr(result, "__await__") else result
    if tracer.mode != "async":  # sync managers (a run under trio)
        result = traced_step(task, index, fn, call, value)
        return await result if hasattr(result, "__await__") else result
    tag = f"seq:step:{index}"
    if is_langchain_runnable(fn):
        return await fn.ainvoke(value, {**task.config, "callbacks": tracer.run.get_child(tag)})
    run = await _aopen_route(tracer, value, tag, _route_name(fn, True))
    return await _areported(run, call, value, task)


def _route_manager(cls: Any, tracer: NodeTracer, tag: str) -> Any:
    config = tracer.task.config
    return _child_manager(cls, tracer.run.get_child(tag), config.get("tags"), config.get("metadata"))


def _reported_from_thread(tracer: NodeTracer, tag: str, name: str | None, call: Any, value: Any, task: Task) -> Any:
    """``call(value, task)`` on a worker thread of an async run, reported as a child
    run ``tag`` of the node's (its async managers are called on the run's loop)."""
    import anyio.from_thread

    run = anyio.from_thread.run(_aopen_route, tracer, value, tag, name)
    try:
        result = call(value, task)
    except BaseException as exc:
        anyio.from_thread.run(run.on_chain_error, exc)
        raise
    anyio.from_thread.run(run.on_chain_end, result)
    return result


async def _areported(run: Any, call: Any, value: Any, task: Task) -> Any:
    """``call(value, task)``, awaited if it returns an awaitable, its end or error
    reported to the chain ``run``."""
    try:
        result = call(value, task)
        if hasattr(result, "__await__"):
            result = await result
    except BaseException as exc:
        await run.on_chain_error(exc)
        raise
    await run.on_chain_end(result)
    return result


async def _aopen_route(tracer: NodeTracer, value: Any, tag: str, name: str | None) -> Any:
    from langchain_core.callbacks.manager import AsyncCallbackManager

    manager = _route_manager(AsyncCallbackManager, tracer, tag)
    return await manager.on_chain_start(None, value, name=name)


async def _aroute(tracer: NodeTracer, task: Task, branch: Branch, writer: StateWriter, value: Any, tag: str) -> None:
    run = await _aopen_route(tracer, value, tag, _route_name(branch.path, True))
    branch._finish(task, writer, await _areported(run, branch.call, value, task))

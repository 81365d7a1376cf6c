"""The ``StateGraph`` compiler: builder → channels and ``PregelNode``s.

Each state key becomes a channel; each node subscribes to ``branch:to:<node>``
(plus join barriers); edges, branches and ``Command`` routes become writes to
those channels. A node's ``error_handler`` becomes a hidden
``__error_handler__<node>`` node, which the machine runs in the failed task's step.
"""

from __future__ import annotations

import inspect
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from types import FunctionType
from typing import Any, get_type_hints

from lingxigraph._internal._cache_key import callable_identity
from lingxigraph._internal._call import (
    generator_node,
    injected_kwargs,
    injected_value,
    is_async_callable,
    is_runnable_like,
    node_callers,
    parameters,
    sequence_steps,
    supports_timeout,
    sync_timeout_error,
)
from lingxigraph._internal._constants import END, START, TAG_HIDDEN, TASKS
from lingxigraph._internal._runnable import RunnableCallable, invoking_returned_runnables
from lingxigraph._internal._fields import get_update_as_tuples
from lingxigraph.channels.base import BaseChannel
from lingxigraph.channels.ephemeral_value import EphemeralValue
from lingxigraph.channels.last_value import LastValueAfterFinish
from lingxigraph.channels.named_barrier_value import NamedBarrierValue, NamedBarrierValueAfterFinish
from lingxigraph.channels.topic import Topic
from lingxigraph.graph import _schema
from lingxigraph.graph._draw import BuilderShape
from lingxigraph.graph._schema import ROOT
from lingxigraph.graph._write import Branch, StateWriter, branch_channel
from lingxigraph.errors import NodeError
from lingxigraph.graph.state import (
    DEFAULT_ERROR_HANDLER,
    ERROR_HANDLER_PREFIX,
    CompiledStateGraph,
    StateGraph,
    StateNodeSpec,
)
from lingxigraph.pregel._node import PregelNode, read_available
from lingxigraph.pregel.main import Pregel
from lingxigraph.pregel.protocol import PregelProtocol
from lingxigraph.types import Command, RetryPolicy, Send


def compile_graph(
    builder: StateGraph[Any, Any, Any, Any],
    checkpointer: Any,
    cache: Any,
    store: Any,
    interrupt_before: Any,
    interrupt_after: Any,
    debug: bool,
    name: str,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    state_keys = list(builder.channels)
    channels: dict[str, BaseChannel[Any, Any, Any]] = dict(builder.channels)
    channels[START] = EphemeralValue(builder.input_schema)  # typed: it is the graph's InputType
    channels[TASKS] = Topic(Send, accumulate=False)
    node_names = frozenset(builder.nodes)
    key_set = frozenset(state_keys)
    static: dict[str, list[tuple[str, Any]]] = defaultdict(list)
    triggers: dict[str, list[str]] = {n: [branch_channel(n)] for n in builder.nodes}
    for name_ in builder.nodes:
        spec = builder.nodes[name_]
        channels[branch_channel(name_)] = (
            LastValueAfterFinish(Any) if spec.defer else EphemeralValue(Any, guard=False)
        )
    for start, end in sorted(builder.edges):
        if end != END:
            static[start].append((branch_channel(end), None))
    for starts, end in sorted(builder.waiting_edges):
        chan = f"join:{'+'.join(starts)}:{end}"
        deferred = builder.nodes[end].defer if end in builder.nodes else False
        channels[chan] = (
            NamedBarrierValueAfterFinish(str, set(starts)) if deferred else NamedBarrierValue(str, set(starts))
        )
        if end != END:
            triggers[end].append(chan)
        for start in starts:
            static[start].append((chan, start))
    nodes: dict[str, PregelNode] = {}
    keys_of = _SchemaKeys()
    # one coercer per input schema: the planner shares an input among the tasks of a
    # step that read the same channels with the same mapper (as LangGraph does), and a
    # pydantic model's coercer keeps the fields it validated for every reader
    coercers = _Coercers()
    state_reader = _state_reader(builder.state_schema, state_keys, builder.managed, coercers)
    input_keys = keys_of(builder.input_schema) or [ROOT]
    start_bound = _start_bound(builder.input_schema)
    nodes[START] = PregelNode(
        name=START,
        triggers=[START],
        channels=START,
        bound=start_bound,
        # no sync user code to run (no routing function from START, or async ones):
        # the async driver calls it on the loop instead of a worker thread
        abound=None if _has_sync_route(builder, START) else start_bound,
        writers=[
            StateWriter(
                START,
                frozenset(input_keys) & key_set if key_set != {ROOT} else key_set,
                static.get(START, ()),
                _branches(builder, START, state_reader, keys_of, coercers),
                node_names,
                bound_steps=0,  # (LangGraph's START node runs its writers only)
            )
        ],
        hidden=True,
        tags=(TAG_HIDDEN,),
    )
    handler_timeout = builder._node_defaults.get("timeout")
    default_handler = builder._node_defaults.get("error_handler")
    for name_, spec in builder.nodes.items():
        handler = spec.error_handler
        if handler is not None:
            handler_name = f"{ERROR_HANDLER_PREFIX}{name_}"
            if callable(handler) and handler_name not in nodes:
                # LangGraph adds a node's own handler just before the node (node
                # order, and the order in which compile checks them)
                if handler_timeout is not None:
                    _check_handler_timeout(handler_name, handler)
                _add_error_handler(builder, nodes, channels, handler_name, handler, key_set, node_names, coercers)
        elif default_handler is not None:
            handler_name = DEFAULT_ERROR_HANDLER
        nodes[name_] = _node(
            builder, name_, spec, static.get(name_, ()), triggers[name_], key_set, node_names, state_reader, keys_of,
            coercers,
        )
        if handler is not None or default_handler is not None:
            nodes[name_].error_handler = handler_name
    if default_handler is not None and callable(default_handler):
        # the default handler is LangGraph's last node, there even when every node
        # has its own handler
        if handler_timeout is not None:
            _check_handler_timeout(DEFAULT_ERROR_HANDLER, default_handler)
        _add_error_handler(builder, nodes, channels, DEFAULT_ERROR_HANDLER, default_handler, key_set, node_names, coercers)
    schema_keys = keys_of(builder.output_schema)
    # a managed value (RemainingSteps...) is no output channel, as in LangGraph
    output_keys = [k for k in schema_keys if k not in builder.managed]
    checkpointer = _with_schema_allowlist(checkpointer, builder)
    graph = CompiledStateGraph(
        nodes=nodes,
        channels=channels,
        input_channels=START,
        output_channels=output_keys if schema_keys else ROOT,
        stream_channels=state_keys if key_set != {ROOT} else ROOT,
        stream_mode="updates",
        checkpointer=checkpointer,
        store=store,
        cache=cache,
        interrupt_before_nodes=interrupt_before,
        interrupt_after_nodes=interrupt_after,
        context_schema=builder.context_schema,
        debug=debug,
        name=name,
        auto_validate=False,
    )
    graph.builder = builder
    graph.__dict__["_builder_shape"] = BuilderShape(builder)
    if not nodes[START].writers[0].branches:  # type: ignore[attr-defined]
        # no routing function from START: its task runs no user code, and a run may
        # fold its step into the machine (``Machine._folded_start``)
        graph.__dict__["_plain_start"] = nodes[START]
    graph.managed = dict(builder.managed)  # type: ignore[attr-defined]
    graph._output_coercer = coercers(builder.output_schema)
    graph._state_coercer = coercers(builder.state_schema)
    return graph


class _Coercers:
    """``_schema.make_coercer`` remembered for one compilation (one coercer per schema)."""

    __slots__ = ("_known",)

    def __init__(self) -> None:
        self._known: dict[Any, Any] = {}

    def __call__(self, schema: Any) -> Callable[[dict[str, Any]], Any] | None:
        try:
            return self._known[schema]
        except KeyError:
            coerce = self._known[schema] = _schema.make_coercer(schema)
            return coerce
        except TypeError:  # an unhashable schema: not remembered
            return _schema.make_coercer(schema)


class _SchemaKeys:
    """``_schema.keys_of`` remembered for one compilation: most nodes read the
    state schema, and resolving its type hints again for each node was the
    largest part of compiling a big graph."""

    __slots__ = ("_known",)

    def __init__(self) -> None:
        self._known: dict[Any, list[str]] = {}

    def __call__(self, schema: Any) -> list[str]:
        try:
            keys = self._known.get(schema)
        except TypeError:  # an unhashable schema: not remembered
            return _schema.keys_of(schema)
        if keys is None:
            keys = self._known[schema] = _schema.keys_of(schema)
        return list(keys)


def _schemas_of(builder: StateGraph[Any, Any, Any, Any]) -> list[Any]:
    out = [builder.state_schema, builder.input_schema, builder.output_schema]
    for spec in builder.nodes.values():
        out.append(spec.input_schema)
        sub = getattr(spec.node_action, "builder", None)
        if isinstance(sub, StateGraph):
            out.extend(_schemas_of(sub))
    return out


def _with_schema_allowlist(checkpointer: Any, builder: StateGraph[Any, Any, Any, Any]) -> Any:
    """The saver, allowed to rebuild the classes the state schemas name
    (deserialisation builds no other user type)."""
    from lingxigraph.checkpoint.base import BaseCheckpointSaver
    from lingxigraph.checkpoint.serde import collect_allowlist

    if not isinstance(checkpointer, BaseCheckpointSaver):
        return checkpointer
    types = collect_allowlist(*_schemas_of(builder))
    return checkpointer.with_allowlist(types) if types else checkpointer


def _add_error_handler(
    builder: StateGraph[Any, Any, Any, Any],
    nodes: dict[str, PregelNode],
    channels: dict[str, Any],
    name: str,
    handler: Callable[..., Any],
    key_set: frozenset[str],
    node_names: frozenset[str],
    coercers: Callable[[Any], Any],
) -> None:
    channels[branch_channel(name)] = EphemeralValue(Any, guard=False)
    nodes[name] = _error_handler_node(builder, name, handler, key_set, node_names, coercers)


def _error_handler_node(
    builder: StateGraph[Any, Any, Any, Any],
    name: str,
    handler: Callable[..., Any],
    key_set: frozenset[str],
    node_names: frozenset[str],
    coercers: Callable[[Any], Any] = _schema.make_coercer,
) -> PregelNode:
    """The hidden node that runs ``handler`` when a node fails (the machine starts it
    in the failed task's step with the ``NodeError`` under its trigger): called as a
    node is (the state, plus the config, runtime, ... it declares), with the
    ``NodeError`` only for a parameter ``error`` annotated ``NodeError``, as LangGraph
    injects it."""
    trigger = branch_channel(name)
    keys = [k for k in builder.channels if k != ROOT]
    coerce = coercers(builder.state_schema)
    call = _handler_caller(handler)

    def bound(value: Any, task: Any) -> Any:
        # (not popped: a retried attempt reads the same input again)
        error = value.get(trigger)
        value = {k: v for k, v in value.items() if k != trigger}
        state = coerce(value) if coerce is not None else value
        return call(state, error, task)

    defaults = builder._node_defaults
    retry = defaults.get("retry_policy")
    return PregelNode(
        name=name,
        triggers=[trigger],
        channels=[*keys, trigger],
        bound=bound,
        writers=[StateWriter(name, key_set, (), (), node_names, frozenset(builder.managed))],
        is_async=is_async_callable(handler),
        # as LangGraph: retry and timeout defaults cover handlers too
        retry_policy=_policy_tuple(retry),
        timeout=defaults.get("timeout"),
    )


def _check_handler_timeout(name: str, handler: Any) -> None:
    """A default ``timeout`` covers error handlers too, so (as for a node) a sync
    handler cannot take one: refused at compile."""
    if not supports_timeout(handler):
        raise sync_timeout_error(name)


def _handler_caller(handler: Any) -> Callable[[Any, Any, Any], Any]:
    """``(state, node_error, task) -> output`` for an error handler."""
    if is_runnable_like(handler):
        return lambda state, error, task: handler.invoke(state, task.config)
    params = parameters(handler)
    if params is None:
        return lambda state, error, task: handler(state)
    spec = injected_kwargs(handler, params=params)
    error_param = next(
        (
            pname
            for pname, kind, annotation in params[1:]
            if kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
            and pname == "error"
            and (annotation is NodeError or annotation == "NodeError")
        ),
        None,
    )

    def call(state: Any, error: Any, task: Any) -> Any:
        kwargs = {pname: injected_value(kind, task) for pname, kind in spec}
        if error_param is not None:
            kwargs[error_param] = error
        return handler(state, **kwargs)

    return call


def _has_sync_route(builder: StateGraph[Any, Any, Any, Any], source: str) -> bool:
    """Whether a routing function from ``source`` is sync code (it runs on a worker
    thread in async runs, as LangGraph runs it in an executor)."""
    return any(not is_async_callable(spec.path_action) for spec in builder.branches.get(source, {}).values())


def _unwrap_action(action: Any) -> Any:
    """The user's function inside a ``RunnableCallable`` wrapper (whose own name
    says nothing about the node), else the action itself."""
    if type(action).__name__ == "RunnableCallable":
        return getattr(action, "func", None) or getattr(action, "afunc", None) or action
    return action


def _start_bound(input_schema: Any) -> Callable[[Any, Any], Any]:
    def start(value: Any, task: Any) -> Any:
        if isinstance(value, Command):
            return value  # a Command input on a fresh thread: written like a node's
        if hasattr(value, "model_fields_set") and not isinstance(value, Mapping):
            # a Pydantic model as input: LangGraph's field rule (a field left at its
            # ``None`` default is no input), as for a node's returned model
            return dict(get_update_as_tuples(value))
        return _schema.as_dict(value)

    return start


def _node(
    builder: StateGraph[Any, Any, Any, Any],
    name: str,
    spec: StateNodeSpec,
    static: Sequence[tuple[str, Any]],
    triggers: list[str],
    key_set: frozenset[str],
    node_names: frozenset[str],
    state_reader: Callable[[Any], Any],
    keys_of: Callable[[Any], list[str]] = _schema.keys_of,
    coercers: Callable[[Any], Any] = _schema.make_coercer,
) -> PregelNode:
    action = spec.node_action
    runnable = action
    subgraphs: tuple[Any, ...] = ()
    is_subgraph = isinstance(action, Pregel)
    aplain = plain = None
    if spec.timeout is not None and not supports_timeout(action):
        raise sync_timeout_error(name)
    if is_subgraph:
        subgraphs = (action,)
        bound = lambda value, task: action.invoke(value)  # noqa: E731
        abound = lambda value, task: action.ainvoke(value)  # noqa: E731
        is_async = False
    else:
        if inspect.isgeneratorfunction(action) or inspect.isasyncgenfunction(action):
            runnable = generator_node(action, name)
        bound, abound = node_callers(runnable)
        is_async = is_async_callable(action)
        if abound is None and not is_runnable_like(runnable):
            if is_async:
                aplain = bound  # (see ``PregelNode.aplain``)
            plain = getattr(bound, "plain_fn", None)  # (see ``PregelNode.plain``)
            bound = invoking_returned_runnables(bound)  # a plain function (LangGraph's rule)
        _expose_functions(bound, runnable, is_async)
        subgraphs = _graph_called_by(action)
    read_keys = keys_of(spec.input_schema) or [ROOT]
    coerce = coercers(spec.input_schema)
    managed = {k: v for k, v in builder.managed.items() if k in read_keys}
    add_managed = None
    if managed:
        add_managed = _input_with_managed(managed, coerce)
        coerce = None
    channel_keys: str | list[str] = ROOT if read_keys == [ROOT] else [k for k in read_keys if k in key_set]
    return PregelNode(
        name=name,
        triggers=triggers,
        channels=channel_keys,
        bound=bound,
        abound=abound,
        aplain=aplain,
        plain=plain,
        writers=[
            StateWriter(
                name,
                key_set,
                static,
                _branches(builder, name, state_reader, keys_of, coercers),
                node_names,
                frozenset(builder.managed),
                len(sequence_steps(action) or (None,)),
            )
        ],
        # (a generator function runs as a RunnableLambda: its cache entries, like
        # LangGraph's, are filed under the dynamic namespace)
        cache_id=callable_identity(_unwrap_action(runnable)),
        mapper=coerce,
        is_async=is_async,
        retry_policy=_policy_tuple(spec.retry_policy),
        cache_policy=spec.cache_policy,
        metadata=spec.metadata,
        subgraphs=subgraphs,
        defer=spec.defer,
        timeout=spec.timeout,
        trace_policy=spec.trace_policy,
        managed=add_managed,
        source=action,
    )


def _expose_functions(bound: Any, runnable: Any, is_async: bool) -> None:
    """Give a function node's caller LangGraph's ``bound.func`` / ``bound.afunc``:
    the node's sync and async functions (``None`` for a missing one), which
    programs read to inspect the node (``inspect.getclosurevars(node.bound.func)``)."""
    if type(bound) is not FunctionType:
        return
    if isinstance(runnable, RunnableCallable):
        func, afunc = runnable.func, runnable.afunc
    elif type(runnable) is FunctionType or (callable(runnable) and not is_runnable_like(runnable)):
        func, afunc = (None, runnable) if is_async else (runnable, None)
    else:
        return
    bound.func, bound.afunc = func, afunc  # type: ignore[attr-defined]


def _managed_values(managed: Mapping[str, str], step: int, stop_step: int) -> dict[str, Any]:
    remaining = stop_step - step
    return {
        k: (remaining if kind == _schema.MANAGED_REMAINING else remaining == 1)
        for k, kind in managed.items()
    }


def _input_with_managed(managed: Mapping[str, str], coerce: Any) -> Callable[[Any, int, int], Any]:
    """The planner's hook adding managed values to a pulled input, then coercing it
    (a ``Send`` payload reaches the node as it was sent: LangGraph adds none)."""

    def complete(value: Any, step: int, stop_step: int) -> Any:
        value = {**value, **_managed_values(managed, step, stop_step)}
        return coerce(value) if coerce is not None else value

    return complete


def _branches(
    builder: StateGraph[Any, Any, Any, Any],
    source: str,
    reader: Callable[[Any], Any],
    keys_of: Callable[[Any], list[str]] = _schema.keys_of,
    coercers: Callable[[Any], Any] = _schema.make_coercer,
) -> list[Branch]:
    out = []
    for spec in builder.branches.get(source, {}).values():
        # as LangGraph: a routing function sees the keys of its annotated state type;
        # else those of its source node's input (the state's for START), plus the
        # keys of the node's output
        schema = spec.input_schema or _path_input_schema(spec.path_action)
        annotated = schema is not None
        if schema is None:
            node = builder.nodes.get(source)
            schema = node.input_schema if node is not None else builder.state_schema
        out.append(
            Branch(
                spec.path_action,
                # an empty path_map ({} or []) maps nothing: results are node names, as LangGraph
                spec.ends or None,
                _branch_reader(builder, schema, reader, keys_of, coercers),
                with_output=not annotated,
            )
        )
    return out


def _branch_reader(
    builder: StateGraph[Any, Any, Any, Any],
    schema: Any,
    default: Callable[[Any], Any],
    keys_of: Callable[[Any], list[str]] = _schema.keys_of,
    coercers: Callable[[Any], Any] = _schema.make_coercer,
) -> Callable[[Any], Any]:
    keys = [k for k in keys_of(schema) if k in builder.channels]
    if not keys or schema is builder.state_schema and len(keys) == len(builder.channels):
        return default
    return _state_reader(schema, keys, builder.managed, coercers)


def _graph_called_by(action: Any) -> tuple[Any, ...]:
    """The graph a node runs, as LangGraph finds it (the node's subgraph for
    ``get_state(subgraphs=True)`` and ``get_subgraphs()``): the node itself when it
    is a ``RemoteGraph`` (any ``PregelProtocol``), a step of a ``RunnableSequence``
    node (``prep | subgraph | post``), breadth first, or a graph among the names a
    function's code uses (closure and globals)."""
    candidates = [action]
    for candidate in candidates:
        if isinstance(candidate, PregelProtocol):
            # (LangGraph passes over graphs compiled with checkpointer=False)
            if getattr(candidate, "checkpointer", None) is not False:
                return (candidate,)
            continue
        steps = sequence_steps(candidate)
        if steps is not None:
            candidates.extend(steps)
            continue
        found = _graph_in_code(candidate)
        if found:
            return found
    return ()


def _graph_in_code(action: Any) -> tuple[Any, ...]:
    """The compiled graph a function (or a runnable's ``func``) names in its code."""
    func = action if inspect.isroutine(action) else getattr(action, "func", None)
    if inspect.ismethod(func):
        func = func.__func__
    if not inspect.isfunction(func):
        return ()
    # what inspect.getclosurevars finds (closure cells, then the globals the code
    # names, in that order), without building its whole report for every node
    code = func.__code__
    cells = func.__closure__ or ()
    try:
        nonlocals = [cell.cell_contents for cell in cells]
    except ValueError:  # an empty cell: getclosurevars fails, so no subgraph
        return ()
    for value in nonlocals:
        if isinstance(value, PregelProtocol):
            return (value,)
    global_ns = func.__globals__
    for name in code.co_names:
        if name in global_ns and isinstance(global_ns[name], PregelProtocol):
            return (global_ns[name],)
    return ()


def _path_input_schema(path: Any) -> Any:
    """The type annotated on a routing function's first parameter, if it has fields."""
    func = getattr(path, "func", None) if not inspect.isroutine(path) else path
    if func is None and callable(path):
        func = getattr(path, "__call__", None)  # noqa: B004
    if not (inspect.isfunction(func) or inspect.ismethod(func)):
        return None
    try:
        first = next(iter(inspect.signature(func).parameters), None)
        hint = get_type_hints(func).get(first) if first else None
        if isinstance(hint, type) and get_type_hints(hint):
            return hint
    except (NameError, TypeError, AttributeError):  # unresolvable annotations: no schema
        return None
    return None


def _state_reader(
    schema: Any,
    keys: list[str],
    managed: Mapping[str, str],
    coercers: Callable[[Any], Any] = _schema.make_coercer,
) -> Callable[[Any], Any]:
    """Reads the state a routing function sees: channels plus the task's own writes."""
    coerce = coercers(schema)
    key_set = set(keys)
    root = keys == [ROOT]

    def read(task: Any) -> Any:
        channels = task.scope.channels
        written: dict[str, list[Any]] = {}
        for chan, value in task.writes:
            if chan in key_set:
                written.setdefault(chan, []).append(value)
        if written:
            # a view of the state's own channels only (copying the whole map
            # would make each routed step cost as much as the graph is big)
            channels = {key: channels[key] for key in keys if key in channels}
            for chan, values in written.items():
                copy = channels[chan].copy()
                copy.update(values)
                channels[chan] = copy
        if root:
            channel = channels[ROOT]
            return channel.get() if channel.is_available() else None
        values = read_available(channels, keys)
        if managed:
            values.update(_managed_values(managed, task.step, task.scope.stop_step))
        return coerce(values) if coerce is not None else values

    return read


def _policy_tuple(retry: RetryPolicy | Sequence[RetryPolicy] | None) -> tuple[RetryPolicy, ...]:
    """A node's retry policy as given to ``add_node`` (one, a sequence or none) as a tuple."""
    # (a RetryPolicy is itself a NamedTuple: tuple() of it would give its fields)
    return (retry,) if isinstance(retry, RetryPolicy) else tuple(retry or ())

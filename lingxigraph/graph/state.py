"""``StateGraph``: build a graph of nodes over a shared state, then compile it.

Mirrors ``langgraph.graph.state``. ``compile()`` turns the builder into a
``CompiledStateGraph`` (a ``Pregel``): each state key becomes a channel, each
node subscribes to a ``branch:to:<node>`` trigger channel, and edges become
writes to those channels.
"""

from __future__ import annotations

import inspect
import logging
import typing
import warnings
from collections import defaultdict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, get_args, get_origin, get_type_hints

from lingxigraph._internal._call import is_runnable_like, warn_if_config_mistyped
from lingxigraph._internal._deprecation import warn_deprecated_kwarg
from lingxigraph._internal._constants import END, GRAPH_RESERVED_NAMES, START
from lingxigraph.channels.base import BaseChannel
from lingxigraph.channels.last_value import LastValue
from lingxigraph.graph import _schema
from lingxigraph.pregel.main import Pregel
from lingxigraph.pregel._migrate import migrate_state_graph_channels
from lingxigraph.types import CachePolicy, RetryPolicy, TimeoutPolicy
from lingxigraph.typing import ContextT, InputT, OutputT, StateT

__all__ = ("StateGraph", "CompiledStateGraph")

logger = logging.getLogger("lingxigraph")

ERROR_HANDLER_PREFIX = "__error_handler__"
"""A node's own ``error_handler`` runs as the node ``__error_handler__<node>``."""
DEFAULT_ERROR_HANDLER = "__default_error_handler__"
"""The node that runs ``set_node_defaults(error_handler=...)``."""


@dataclass(slots=True)
class StateNodeSpec:
    """A node as added to the builder.

    ``runnable`` is what LangGraph shows there: a function node wrapped in a
    ``RunnableCallable`` named after the node (``.func`` / ``.afunc`` hold the
    function, ``.invoke`` / ``.ainvoke`` call it); runnables and compiled graphs
    as given. ``action`` is the node exactly as passed to ``add_node``.
    """

    runnable: Any
    metadata: dict[str, Any] | None
    input_schema: Any
    retry_policy: RetryPolicy | Sequence[RetryPolicy] | None
    cache_policy: CachePolicy[Any] | None
    ends: tuple[str, ...] | dict[str, str] | None = ()
    defer: bool = False
    error_handler: Any = None
    timeout: TimeoutPolicy | None = None
    trace_policy: Any = None
    action: Any = field(default=None, repr=False, compare=False)

    @property
    def node_action(self) -> Any:
        """The node as given to ``add_node`` (``runnable`` when built without it)."""
        return self.runnable if self.action is None else self.action


@dataclass(slots=True)
class BranchSpec:
    """A conditional edge as added to the builder.

    ``path`` is what LangGraph shows there: a routing function wrapped in a
    ``RunnableCallable`` (its ``.name`` is the function's), a runnable as given.
    ``action`` is the routing function exactly as passed to ``add_conditional_edges``.
    """

    path: Callable[..., Any]
    ends: dict[Hashable, str] | None
    input_schema: Any = None
    action: Any = field(default=None, repr=False, compare=False)

    @property
    def path_action(self) -> Any:
        """The routing function as given (``path`` when built without it)."""
        return self.path if self.action is None else self.action


class StateGraph(Generic[StateT, ContextT, InputT, OutputT]):
    """A graph whose nodes read and update a shared state.

    Args:
        state_schema: the state type: a ``TypedDict``, dataclass, Pydantic model or
            ``dict``. ``Annotated[T, reducer]`` keys combine concurrent writes.
        context_schema: type of the run ``context`` nodes get through ``Runtime``.
        input_schema: keys accepted as input (default: the state schema).
        output_schema: keys returned by ``invoke`` (default: the state schema).

    Raises:
        TypeError: ``state_schema`` missing.
    """

    edges: set[tuple[str, str]]
    nodes: dict[str, StateNodeSpec]
    branches: defaultdict[str, dict[str, BranchSpec]]
    channels: dict[str, BaseChannel[Any, Any, Any]]
    managed: dict[str, str]
    schemas: dict[Any, dict[str, BaseChannel[Any, Any, Any]]]
    waiting_edges: set[tuple[tuple[str, ...], str]]
    compiled: bool

    def __init__(
        self,
        state_schema: type[StateT],
        context_schema: type[ContextT] | None = None,
        *,
        input_schema: type[InputT] | None = None,
        output_schema: type[OutputT] | None = None,
        **kwargs: Any,
    ) -> None:
        from lingxigraph.warnings import LangGraphDeprecatedSinceV05, LangGraphDeprecatedSinceV10

        if "config_schema" in kwargs:
            warnings.warn(
                "`config_schema` is deprecated and will be removed. Please use `context_schema` instead.",
                LangGraphDeprecatedSinceV10,
                stacklevel=2,
            )
            context_schema = context_schema or kwargs.pop("config_schema")
        if "input" in kwargs:
            warnings.warn(
                "`input` is deprecated and will be removed. Please use `input_schema` instead.",
                LangGraphDeprecatedSinceV05,
                stacklevel=2,
            )
            input_schema = input_schema or kwargs.pop("input")
        if "output" in kwargs:
            warnings.warn(
                "`output` is deprecated and will be removed. Please use `output_schema` instead.",
                LangGraphDeprecatedSinceV05,
                stacklevel=2,
            )
            output_schema = output_schema or kwargs.pop("output")
        self.nodes = {}
        self.edges = set()
        self.branches = defaultdict(dict)
        self.schemas = {}
        self.channels = {}
        self.managed = {}
        self.waiting_edges = set()
        self.compiled = False
        self.state_schema = state_schema
        self.context_schema = context_schema
        self.input_schema = input_schema if input_schema is not None else state_schema
        self.output_schema = output_schema if output_schema is not None else state_schema
        self._node_defaults: dict[str, Any] = {}
        self._add_schema(state_schema)
        self._add_schema(self.input_schema, allow_managed=False)
        self._add_schema(self.output_schema, allow_managed=False)

    def _add_schema(self, schema: Any, *, allow_managed: bool = True) -> None:
        if schema in self.schemas:
            return
        _warn_invalid_state_schema(schema)
        channels, managed = _schema.channels_for(schema)
        if managed and not allow_managed:
            names = ", ".join(managed)
            raise ValueError(f"Invalid managed channels detected in {getattr(schema, '__name__', schema)}: {names}. Managed channels are not permitted in Input/Output schema.")
        self.schemas[schema] = channels
        for key, channel in channels.items():
            existing = self.channels.get(key)
            if existing is None:
                self.channels[key] = channel
            elif existing != channel and not isinstance(channel, LastValue):
                # as LangGraph: a plain key may repeat a reducer key, but no other
                # schema may give the key another reducer (lambdas compare equal)
                raise ValueError(f"Channel '{key}' already exists with a different type")
        self.managed.update(managed)

    # ---- nodes ----------------------------------------------------------------------

    def add_node(
        self,
        node: str | Callable[..., Any] | Any,
        action: Any = None,
        *,
        defer: bool = False,
        metadata: dict[str, Any] | None = None,
        input_schema: type[Any] | None = None,
        retry_policy: RetryPolicy | Sequence[RetryPolicy] | None = None,
        cache_policy: CachePolicy[Any] | None = None,
        error_handler: Any = None,
        destinations: dict[str, str] | tuple[str, ...] | None = None,
        timeout: Any = None,
        trace_policy: Any = None,
        **kwargs: Any,
    ) -> StateGraph[StateT, ContextT, InputT, OutputT]:
        """Add a node.

        Args:
            node: the node's name, or the function itself (named after it).
            action: the function, async function, runnable or compiled subgraph.
            defer: run only when nothing else is left to run.
            metadata: added to the task's ``config["metadata"]``.
            input_schema: the keys the node reads (default: inferred from the first
                parameter's annotation, else the state schema).
            retry_policy: how to retry the node on failure.
            cache_policy: cache the node's writes by input.
            error_handler: a function (or node name) run with ``NodeError`` instead
                of failing the run.
            destinations: where ``Command(goto=...)`` may route (for drawing only).
            timeout: seconds / ``timedelta`` / ``TimeoutPolicy``, async nodes only.
            trace_policy: a ``TracePolicy`` transforming the input / output that
                callbacks (tracers) record for the node's run; the node itself
                sees and returns the real values.

        Returns:
            The builder, for chaining.

        Raises:
            ValueError: the name is taken, reserved, or contains ``|`` or ``:``.
        """
        if "retry" in kwargs:
            warn_deprecated_kwarg("retry", "retry_policy")
            retry_policy = retry_policy or kwargs.pop("retry")
        if "input" in kwargs:
            warn_deprecated_kwarg("input", "input_schema")
            input_schema = input_schema or kwargs.pop("input")
        if not isinstance(node, str):
            action = node
            node = _get_node_name(action)
            if not isinstance(node, str):
                raise ValueError("Node name must be provided if action is not a function")
        if action is None:
            raise RuntimeError(f"Expected a function or runnable for node '{node}'")
        if inspect.isfunction(action) or inspect.ismethod(action):
            warn_if_config_mistyped(action)
        if isinstance(action, dict):
            action = _parallel_of(action)
        if self.compiled:
            logger.warning(
                "Adding a node to a graph that has already been compiled. This will not be "
                "reflected in the compiled graph."
            )
        if node in self.nodes:
            raise ValueError(f"Node `{node}` already present.")
        if node in (START, END):
            raise ValueError(f"Node `{node}` is reserved.")
        for char in ("|", ":"):
            if char in node:
                raise ValueError(f"'{char}' is a reserved character and is not allowed in the node names.")
        if not callable(action) and not isinstance(action, Mapping) and not hasattr(type(action), "invoke"):
            raise TypeError(f"Expected a Runnable, callable or dict.Instead got an unsupported type: {type(action)}")
        if input_schema is None:
            input_schema = _inferred_input_schema(action, self.state_schema)
        if input_schema is not None:
            self._add_schema(input_schema)
        # (set_node_defaults values are filled in by compile, for nodes added before too;
        # the retry policy is kept as given, as LangGraph's spec does: compile makes it a tuple)
        timeout_policy = TimeoutPolicy.coerce(timeout)
        ends: Any = destinations if destinations is not None else _command_destinations(action)
        self.nodes[node] = StateNodeSpec(
            runnable=_as_runnable(action, node),
            action=action,
            metadata=metadata,
            input_schema=input_schema or self.state_schema,
            retry_policy=retry_policy,
            cache_policy=cache_policy,
            ends=ends,
            defer=defer,
            error_handler=error_handler,
            timeout=timeout_policy,
            trace_policy=trace_policy,
        )
        return self

    def set_node_defaults(
        self,
        *,
        retry_policy: RetryPolicy | Sequence[RetryPolicy] | None = None,
        cache_policy: CachePolicy[Any] | None = None,
        error_handler: Any = None,
        timeout: Any = None,
    ) -> StateGraph[StateT, ContextT, InputT, OutputT]:
        """Defaults for every node (added before or after this call) that does not
        set its own; applied by ``compile``. Retry and timeout defaults also cover
        error-handler nodes; a default ``error_handler`` runs as one node named
        ``__default_error_handler__``.

        Raises:
            ValueError: ``timeout`` is zero or negative.
        """
        if timeout is not None:
            timeout = TimeoutPolicy.coerce(timeout)
        for key, value in (
            ("retry_policy", retry_policy),
            ("cache_policy", cache_policy),
            ("error_handler", error_handler),
            ("timeout", timeout),
        ):
            if value is not None:
                self._node_defaults[key] = value
        return self

    def _apply_node_defaults(self) -> None:
        """Fill what nodes leave unset from ``set_node_defaults`` (a value given to `add_node` is kept).

        Raises:
            ValueError: a default error handler is set and a node already has its name.
        """
        defaults = self._node_defaults
        if defaults.get("error_handler") is not None and DEFAULT_ERROR_HANDLER in self.nodes:
            raise ValueError(
                f"Auto-generated default error handler node `{DEFAULT_ERROR_HANDLER}` already exists."
            )
        retry = defaults.get("retry_policy")
        for spec in self.nodes.values():
            if spec.retry_policy is None and retry is not None:
                spec.retry_policy = retry
            if spec.cache_policy is None:
                spec.cache_policy = defaults.get("cache_policy")
            if spec.timeout is None:
                spec.timeout = defaults.get("timeout")

    # ---- edges ----------------------------------------------------------------------

    def add_edge(self, start_key: str | list[str], end_key: str) -> StateGraph[StateT, ContextT, InputT, OutputT]:
        """Run ``end_key`` after ``start_key``; a list of starts waits for all of them.

        Raises:
            ValueError: ``END`` as a start or ``START`` as an end.
        """
        if self.compiled:
            logger.warning(
                "Adding an edge to a graph that has already been compiled. This will not be "
                "reflected in the compiled graph."
            )
        if isinstance(start_key, str):
            if start_key == END:
                raise ValueError("END cannot be a start node")
            if end_key == START:
                raise ValueError("START cannot be an end node")
            self.edges.add((start_key, end_key))
            return self
        for start in start_key:
            if start == END:
                raise ValueError("END cannot be a start node")
            if start not in self.nodes:
                raise ValueError(f"Need to add_node `{start}` first")
        if end_key == START:
            raise ValueError("START cannot be an end node")
        if end_key != END and end_key not in self.nodes:
            raise ValueError(f"Need to add_node `{end_key}` first")
        if len(start_key) == 1:
            self.edges.add((start_key[0], end_key))
        else:
            self.waiting_edges.add((tuple(start_key), end_key))
        return self

    def add_conditional_edges(
        self,
        source: str,
        path: Callable[..., Any],
        path_map: dict[Hashable, str] | list[str] | None = None,
    ) -> StateGraph[StateT, ContextT, InputT, OutputT]:
        """After ``source``, call ``path(state)`` to pick the next node(s).

        Args:
            source: the node the edge leaves.
            path: returns a node name, a list of names, ``Send`` objects, or keys of
                ``path_map``; may be async.
            path_map: maps ``path``'s results to node names; a list means identity.
                Without it, a ``Literal[...]`` return annotation names the targets.

        Raises:
            ValueError: a branch with the same name already leaves ``source``.
        """
        if self.compiled:
            logger.warning(
                "Adding an edge to a graph that has already been compiled. This will not be "
                "reflected in the compiled graph."
            )
        if is_runnable_like(path):
            # a runnable is named by its ``name`` (LangGraph reads the attribute: a
            # LangChain RunnableLambda of a lambda has none, and adding it raises
            # AttributeError there too)
            given = path.name
        else:
            given = getattr(path, "__name__", None) or None
            if given == "<lambda>":
                given = None
        name = given or "condition"
        if name in self.branches[source]:
            # The message names the function's own name (None for lambdas), as LangGraph's does.
            raise ValueError(f"Branch with name `{given}` already exists for node `{source}`")
        ends: dict[Hashable, str] | None
        if isinstance(path_map, dict):
            ends = dict(path_map)
        elif isinstance(path_map, list):
            ends = {name_: name_ for name_ in path_map}
        else:
            ends = _literal_ends(path)
        self.branches[source][name] = BranchSpec(path=_as_runnable(path, None), ends=ends, action=path)
        return self

    def add_sequence(self, nodes: Sequence[Any]) -> StateGraph[StateT, ContextT, InputT, OutputT]:
        """Add ``nodes`` (functions or ``(name, function)`` pairs) chained by edges.

        An item that is not a pair is named as LangGraph names it: its ``__name__``, else
        its class's name (so a ``RunnableLambda`` is ``"RunnableLambda"``).

        Raises:
            ValueError: empty sequence, or a duplicate name.
            TypeError: an item that is not a node (as ``add_node`` raises).
        """
        if len(nodes) < 1:
            raise ValueError("Sequence requires at least one node.")
        previous: str | None = None
        for item in nodes:
            if isinstance(item, tuple) and len(item) == 2:
                name, action = item
            else:
                # LangGraph names an unnamed item by ``__name__`` or else its class, never by a
                # Runnable's ``.name``: RunnableLambda(f) is "RunnableLambda", a compiled graph
                # "CompiledStateGraph"; add_node then rejects what it cannot run (TypeError).
                action = item
                name = getattr(action, "__name__", type(action).__name__)
            if name in self.nodes:
                raise ValueError(
                    f"Node names must be unique: node with the name '{name}' already exists. "
                    "If you need to use two different runnables/callables with the same name "
                    "(for example, using `lambda`), please provide them as tuples (name, runnable/callable)."
                )
            self.add_node(name, action)
            if previous is not None:
                self.add_edge(previous, name)
            previous = name
        return self

    def set_entry_point(self, key: str) -> StateGraph[StateT, ContextT, InputT, OutputT]:
        """Same as ``add_edge(START, key)``."""
        return self.add_edge(START, key)

    def set_conditional_entry_point(
        self, path: Callable[..., Any], path_map: dict[Hashable, str] | list[str] | None = None
    ) -> StateGraph[StateT, ContextT, InputT, OutputT]:
        """Same as ``add_conditional_edges(START, path, path_map)``."""
        return self.add_conditional_edges(START, path, path_map)

    def set_finish_point(self, key: str) -> StateGraph[StateT, ContextT, InputT, OutputT]:
        """Same as ``add_edge(key, END)``."""
        return self.add_edge(key, END)

    # ---- compile ---------------------------------------------------------------------

    def validate(self, interrupt: Sequence[str] | None = None) -> StateGraph[StateT, ContextT, InputT, OutputT]:
        """Check the graph's shape.

        Raises:
            ValueError: no entry point, an edge naming an unknown node, or an
                interrupt naming an unknown node (the message names it).
        """
        sources = {s for s, _ in self.edges} | {s for starts, _ in self.waiting_edges for s in starts}
        for source, branches in self.branches.items():
            sources.add(source)
        for source in sorted(sources):
            if source != START and source not in self.nodes:
                raise ValueError(f"Found edge starting at unknown node '{source}'")
        if START not in sources:
            raise ValueError(
                "Graph must have an entrypoint: add at least one edge from START to another node"
            )
        targets = {t for _, t in self.edges} | {t for _, t in self.waiting_edges}
        for source, branches in self.branches.items():
            for branch_name, branch in branches.items():
                for end in (branch.ends or {}).values():
                    if end not in self.nodes and end != END:
                        raise ValueError(
                            f"At '{source}' node, '{branch_name}' branch found unknown target '{end}'"
                        )
        for node_spec in self.nodes.values():
            if isinstance(node_spec.ends, tuple):
                targets.update(node_spec.ends)
            elif isinstance(node_spec.ends, dict):
                targets.update(node_spec.ends)
        for target in sorted(targets):
            if target not in self.nodes and target != END:
                raise ValueError(f"Found edge ending at unknown node `{target}`")
        if interrupt and interrupt != "*":
            # a node's own error handler may be interrupted too; the default one is
            # added later in LangGraph's compile, so it cannot be named here
            handlers = {f"{ERROR_HANDLER_PREFIX}{name}" for name, spec in self.nodes.items() if spec.error_handler is not None}
            for node in interrupt:
                if node not in self.nodes and node not in handlers:
                    raise ValueError(f"Interrupt node `{node}` not found")
        self.compiled = True
        return self

    def compile(
        self,
        checkpointer: Any = None,
        *,
        cache: Any = None,
        store: Any = None,
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        debug: bool = False,
        name: str | None = None,
        transformers: Any = None,
    ) -> CompiledStateGraph[StateT, ContextT, InputT, OutputT]:
        """Validate the graph and build the runnable ``CompiledStateGraph``.

        Args:
            checkpointer: a saver to persist state per thread (``None``: inherit
                when used as a subgraph; ``True``: a subgraph keeps its own history).
            cache: cache for nodes with a ``cache_policy``.
            store: long-term store reachable from nodes.
            interrupt_before / interrupt_after: node names (or ``"*"``) to pause at.
            name: the compiled graph's name (default ``"LangGraph"``).
            transformers: v3 stream transformers (classes or ``factory(scope)``
                callables) every ``stream_events(version="v3")`` run of the graph uses.

        Raises:
            ValueError: see ``validate``.
        """
        from lingxigraph.types import ensure_valid_checkpointer

        checkpointer = ensure_valid_checkpointer(checkpointer)
        self._apply_node_defaults()
        interrupt_before = interrupt_before or []
        interrupt_after = interrupt_after or []
        self.validate(interrupt=(interrupt_before if interrupt_before != "*" else []) + (interrupt_after if interrupt_after != "*" else []))
        from lingxigraph.graph._compile import compile_graph

        graph = compile_graph(self, checkpointer, cache, store, interrupt_before, interrupt_after, debug, name or "LangGraph")
        _refuse_reserved_names(self)
        graph.stream_transformers = tuple(transformers or ())
        return graph


def _warn_invalid_state_schema(schema: Any) -> None:
    """Warn (``UserWarning``) about a schema that is neither a type nor a parametrised
    form such as ``Annotated[type, reducer]`` (a dict or an instance, say): as in
    LangGraph, the graph is still built, with the whole state as one value."""
    if isinstance(schema, type) or get_args(schema):
        return
    warnings.warn(
        f"Invalid state_schema: {schema}. Expected a type or Annotated[type, reducer]. "
        "Please provide a valid schema to ensure correct updates.\n"
        " See: https://langchain-ai.github.io/langgraph/reference/graphs/#stategraph",
        stacklevel=4,
    )


def _get_node_name(action: Any) -> Any:
    """The name ``add_node(action)`` gives a node: a runnable's ``get_name()`` (as
    LangGraph: ``RunnableParallel<a,b>`` for a parallel), else its ``name``, else
    the function's (or method's) ``__name__``, else the object's class name."""
    if is_runnable_like(action) and callable(getattr(type(action), "get_name", None)):
        name = action.get_name()
        if name:
            return name
    return getattr(action, "name", None) or getattr(action, "__name__", None) or type(action).__name__


def _is_field_channel(typ: Any) -> BaseChannel[Any, Any, Any] | None:
    """Compatibility name: the channel a state key's ``Annotated[T, ...]`` names (see
    ``_schema.field_channel``), else ``None``."""
    return _schema.field_channel(typ)


def _refuse_reserved_names(builder: StateGraph[Any, Any, Any, Any]) -> None:
    """LangGraph's last compile check: no state key, managed value or node may take
    one of its control channel or config key names."""
    for kind, names in (("Channel", builder.channels), ("Managed", builder.managed), ("Node", builder.nodes)):
        for key in names:
            if key in GRAPH_RESERVED_NAMES:
                raise ValueError(f"{kind} name '{key}' is reserved")


def _coercing_method(attr: str, schema_attr: str, doc: str) -> Callable[[Any, Any], Any]:
    """A ``CompiledStateGraph`` method turning a dict into ``builder.<schema_attr>``'s
    type with the coercer cached on the graph as ``attr`` (made on first use for a
    graph not made by ``compile_graph``). A value that is not a dict, or that the
    coercer rejects, is returned as it is."""

    def coerce_value(self: Any, value: Any) -> Any:
        coerce = getattr(self, attr, _schema.make_coercer)
        if coerce is _schema.make_coercer:  # (a graph not made by compile_graph)
            coerce = _schema.make_coercer(getattr(self.builder, schema_attr))
            setattr(self, attr, coerce)
        if coerce is None or not isinstance(value, dict):
            return value
        try:
            return coerce(value)
        except Exception:
            return value

    coerce_value.__doc__ = doc
    return coerce_value


class CompiledStateGraph(Pregel[StateT, ContextT, InputT, OutputT], Generic[StateT, ContextT, InputT, OutputT]):
    """A compiled ``StateGraph``: a ``Pregel`` whose ``stream()`` defaults to ``updates``."""

    builder: StateGraph[StateT, ContextT, InputT, OutputT]

    def _migrate_checkpoint(self, checkpoint: dict[str, Any]) -> None:
        """Also rename an older LangGraph's StateGraph trigger channels (see ``_migrate``)."""
        super()._migrate_checkpoint(checkpoint)
        migrate_state_graph_channels(checkpoint, self.nodes, self.builder.edges)

    _coerce_output = _coercing_method(
        "_output_coercer", "output_schema", "A v2 chunk's output values as the output schema type."
    )
    _coerce_state = _coercing_method(
        "_state_coercer", "state_schema", "A v2 checkpoint's values as the state schema type (LangGraph's state mapper)."
    )

    def get_input_jsonschema(self, config: Any = None) -> dict[str, Any]:
        """JSON schema of the builder's ``input_schema`` (titled by that class, or ``<name>Input``)."""
        return self._io_jsonschema(self.builder.input_schema, "Input")

    def get_output_jsonschema(self, config: Any = None) -> dict[str, Any]:
        """JSON schema of the builder's ``output_schema`` (titled by that class, or ``<name>Output``)."""
        return self._io_jsonschema(self.builder.output_schema, "Output")

    def _io_jsonschema(self, schema: Any, suffix: str) -> dict[str, Any]:
        from lingxigraph.pregel._schemas import state_jsonschema

        keys = list(self.builder.schemas.get(schema, ()))
        return state_jsonschema(self.get_name(suffix), schema, keys, self.builder.channels)

    def get_graph(self, config: Any = None, *, xray: int | bool = False) -> Any:
        """A drawable view of the graph (``draw_mermaid()``, ``draw_ascii()``)."""
        from lingxigraph.graph._draw import draw_graph

        return draw_graph(self, xray=xray)

    def attach_node(self, key: str, node: Any) -> None:
        """Not needed by lingxigraph's compiler; kept for API parity."""
        raise NotImplementedError("attach_node is internal to LangGraph's compiler")


def _inferred_input_schema(action: Any, state_schema: Any) -> Any:
    """The first parameter's annotation, when it is a schema other than the state's."""
    if isinstance(action, Pregel) or not callable(action):
        return None
    fn = action if inspect.isfunction(action) or inspect.ismethod(action) else getattr(action, "__call__", None)  # noqa: B004
    try:
        hints = get_type_hints(fn)
        params = list(inspect.signature(fn).parameters)
    except Exception:
        return None
    if not params:
        return None
    hint = hints.get(params[0])
    if hint is None or hint is state_schema or not isinstance(hint, type):
        return None
    try:
        if not _schema.type_hints(hint):
            return None
    except (NameError, TypeError):
        return None  # not usable as a schema: the node reads the state (as in LangGraph)
    return hint


def _literal_ends(path: Any) -> dict[Hashable, str] | None:
    """The ends a path's ``-> Literal[...]`` return annotation names, read where LangGraph
    reads it: a function, a method or the function a ``RunnableLambda`` wraps (not a
    callable object's ``__call__``)."""
    if inspect.isfunction(path) or inspect.ismethod(path):
        fn = path
    elif type(path).__name__ in ("RunnableLambda", "RunnableCallable"):
        fn = getattr(path, "func", None) or getattr(path, "afunc", None)
    else:
        return None
    try:
        hint = get_type_hints(fn).get("return")
    except Exception:
        return None
    if get_origin(hint) is Literal:
        return {v: v for v in get_args(hint)}
    return None


def _command_destinations(action: Any) -> tuple[str, ...]:
    """The nodes a ``-> Command[Literal[...]]`` return annotation names (also the first
    ``Command[...]`` of a union such as ``Command[...] | None``), read from a function, a
    method or a callable object's ``__call__``, as LangGraph reads them."""
    call = getattr(action, "__call__", None)  # noqa: B004
    if inspect.isfunction(action) or inspect.ismethod(action):
        fn = action
    elif inspect.ismethod(call):
        fn = call
    else:
        return ()
    try:
        hint = get_type_hints(fn).get("return")
    except Exception:
        return ()
    if get_origin(hint) is typing.Union:
        hint = next((arg for arg in get_args(hint) if _is_command(get_origin(arg))), hint)
    if not _is_command(get_origin(hint)):
        return ()
    args = get_args(hint)
    if args and get_origin(args[0]) is Literal:
        return tuple(get_args(args[0]))
    return ()


def _is_command(origin: Any) -> bool:
    return getattr(origin, "__name__", "") == "Command"


def _parallel_of(steps: dict[str, Any]) -> Any:
    """A dict node action (key → runnable or function), as LangChain coerces it: a
    ``RunnableParallel`` whose output maps each key to its step's output.

    Raises:
        TypeError: ``langchain_core`` is not installed (only it provides the type).
    """
    try:
        from langchain_core.runnables import RunnableParallel
    except ImportError as exc:
        raise TypeError(
            "A dict node action (key -> runnable) needs langchain_core installed; "
            "pass a function instead"
        ) from exc
    return RunnableParallel(steps)


def _as_runnable(action: Any, name: str | None) -> Any:
    """``action`` as LangGraph keeps it in ``builder.nodes`` / ``builder.branches``:
    runnables (and compiled graphs) as they are, a function in a ``RunnableCallable``
    named ``name`` (``None``: after the function)."""
    from lingxigraph._internal._call import is_async_callable, is_runnable_like
    from lingxigraph._internal._runnable import RunnableCallable

    if isinstance(action, (Pregel, RunnableCallable)) or is_runnable_like(action):
        return action
    if is_async_callable(action):
        return RunnableCallable(None, action, name=name, trace=False)
    return RunnableCallable(action, name=name, trace=False)


def _get_channel(name: str, annotation: Any, *, allow_managed: bool = True) -> Any:
    """Compatibility name (LangGraph's): the channel a state key ``name`` annotated
    ``annotation`` gets, or, for a managed-value annotation, its manager.

    Raises:
        ValueError: a managed value where ``allow_managed`` is false.
    """
    if _schema.managed_kind(annotation) is not None:
        if not allow_managed:
            raise ValueError(f"This {annotation} not allowed in this position")
        return _schema._strip(annotation).__metadata__[-1]
    return _schema.channel_for(name, annotation)


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "Command": "lingxigraph.types:Command",
        "Send": "lingxigraph.types:Send",
        "All": "lingxigraph.types:All",
        "Checkpointer": "lingxigraph.types:Checkpointer",
        "RunnableConfig": "lingxigraph.config:RunnableConfig",
        "BaseStore": "lingxigraph.store.base:BaseStore",
        "BaseCache": "lingxigraph.cache.base:BaseCache",
        "Checkpoint": "lingxigraph.checkpoint.base:Checkpoint",
        "LastValue": "lingxigraph.channels:LastValue",
        "EphemeralValue": "lingxigraph.channels:EphemeralValue",
        "BinaryOperatorAggregate": "lingxigraph.channels:BinaryOperatorAggregate",
        "NamedBarrierValue": "lingxigraph.channels:NamedBarrierValue",
        "DeltaChannel": "lingxigraph.channels:DeltaChannel",
        "InvalidUpdateError": "lingxigraph.errors:InvalidUpdateError",
        "ParentCommand": "lingxigraph.errors:ParentCommand",
        "BaseModel": "pydantic:BaseModel",
        "TypeAdapter": "pydantic:TypeAdapter",
        "Runnable": "langchain_core.runnables:Runnable",
    },
)

"""Preparing one run: config merging, checkpointer and durability choice,
context validation, and the ``RunScope`` + ``Machine`` a driver will carry out.

A graph called inside a running task is a subgraph run: it inherits the
task's config, checkpointer, stream sink and resume values, and gets the
task's namespace.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import warnings
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import (
    CONF,
    CONFIG_KEY_DURABILITY,
    CONFIG_KEY_NODE_FINISHED,
    CONFIG_KEY_PROTOCOL_MESSAGES,
    CONFIG_KEY_RUNTIME,
    CONFIG_KEY_TASK_ID,
    NS_END,
    NS_SEP,
)
from lingxigraph._internal._context import current_task_or_none
from lingxigraph._internal._typing import MISSING
from lingxigraph.config import ensure_config
from lingxigraph.pregel._graph_memo import facts
from lingxigraph.pregel._machine import Machine
from lingxigraph.pregel._messages import bridge_for, callers_streaming, with_bridge, without_own_handlers
from lingxigraph.pregel._tools import tool_bridge_class
from lingxigraph.pregel._stream import no_emit as _no_emit
from lingxigraph.pregel._task import ResumeSlot, RunScope, propagate_to_metadata
from lingxigraph.runtime import RunControl, Runtime, _run_runtime

if TYPE_CHECKING:
    from lingxigraph.pregel.main import Pregel

DEFAULT_RECURSION_LIMIT = int(os.getenv("LANGGRAPH_DEFAULT_RECURSION_LIMIT", "10007"))
"""Supersteps a run may take unless ``recursion_limit`` is set (LangGraph's default)."""


def prepare_run(
    graph: Pregel[Any, Any, Any, Any],
    input: Any,
    config: Mapping[str, Any] | None,
    context: Any,
    modes: Sequence[str],
    output_keys: str | Sequence[str] | None,
    interrupt_before: Any,
    interrupt_after: Any,
    durability: str | None,
    subgraphs: bool,
    live: bool,
    checkpoint_during: Any = MISSING,
) -> tuple[Machine, Any, bool]:
    """The ``Machine`` for one run of ``graph`` (``stream``/``invoke`` arguments as
    given, ``modes``: every mode the run produces), its checkpointer, and whether it
    is a subgraph run (called inside a running task).

    (No keyword-only parameters: the callers pass them by position, as matching a
    dozen keywords costs more than most of this setup.)

    Raises:
        ValueError: no ``thread_id`` for a checkpointer, a ``recursion_limit`` below
            1, an output key naming no channel.
        RuntimeError: a root graph compiled with ``checkpointer=True``.
    """
    parent = current_task_or_none()
    ambient: dict[str, Any] | None = None
    foreign_messages: tuple[Any, ...] = ()
    if parent is not None and _own_lineage(config, graph, parent):
        # called in a node with a config (given, or bound with ``with_config``) naming
        # its own thread or checkpoint: an independent run on that thread, as LangGraph's
        # ensure_config then drops the calling task's configurable; it still starts
        # from the rest of the task's config (tags, metadata, limits)
        ambient = {k: v for k, v in parent.config.items() if k not in (CONF, "callbacks")}
        # and, as LangGraph's, with the callbacks the node exposes to LangChain code:
        # the caller's stream bridges and tracers see this run's model calls
        exposed = _exposed_callbacks() if "langchain_core" in sys.modules else None
        tools_bridged = False
        if exposed is not None:
            exposed, foreign_messages, tools_bridged = callers_streaming(exposed)
        if "langchain_core" in sys.modules:
            # a node of a subgraph streamed without subgraphs=True has no stream bridges
            # of its own: ones for the callers that stream (LangGraph's stream handlers
            # are inherited all the way down)
            sink = parent.scope.messages_caller
            if not foreign_messages and sink is not None:
                exposed = with_bridge(exposed, bridge_for(sink))
                foreign_messages = (sink,)
            sink = parent.scope.tools_caller
            if not tools_bridged and sink is not None:
                exposed = with_bridge(exposed, tool_bridge_class()(sink))
        if exposed is not None:
            ambient["callbacks"] = exposed
        parent = None
    targets: dict[str, str] | None = None
    given = config
    if parent is None and config:
        config, targets = _retarget(config)
    retargeted = config is not given
    if parent is not None:
        # inherit the parent run's config (see ``_nested_config_given``); a graph
        # run as a node has no config of its own: a copy of a skeleton
        config = _nested_config(parent, graph) if not config else _nested_config_given(parent, graph, config)
        metadata = config["metadata"]
        if "checkpoint_ns" not in metadata:
            # the calling task's checkpoint_ns (see ``_nested_config_given``)
            task_ns = parent.ns
            if task_ns:
                metadata["checkpoint_ns"] = task_ns
    else:
        config = ensure_config(ambient, graph.config, config)
        if retargeted:
            # LangGraph copies the run-identifying values to metadata before it
            # retargets the run (checkpoint_ns / checkpoint_id as given)
            propagate_to_metadata(ensure_config(given)[CONF], config["metadata"])
    configurable = config[CONF]
    if parent is not None and "messages" in modes:
        # a node streaming a graph's messages itself gets LangChain's token chunks,
        # even inside a v3 run (which asks models for protocol events, see _messages)
        configurable.pop(CONFIG_KEY_PROTOCOL_MESSAGES, None)
    checkpointer = resolve_checkpointer(graph, parent, configurable)
    thread_id = configurable.get("thread_id")
    if thread_id and not isinstance(thread_id, str):
        # a UUID or int thread id is saved as its string; a falsy one (None, 0)
        # as it is: LangGraph 1.2.11 runs a thread named None rather than refusing it
        thread_id = str(thread_id)
    if checkpointer is not None and thread_id is None and parent is None and "thread_id" not in configurable:
        if "thread_id" not in configurable and ("checkpoint_ns" in configurable or "checkpoint_id" in configurable):
            # (LangGraph 1.2.11 accepts the config, then its saver reads the missing key)
            raise KeyError("thread_id")
        raise ValueError(
            "Checkpointer requires one or more of the following 'configurable' keys: "
            "thread_id, checkpoint_ns, checkpoint_id"
        )
    if parent is not None and durability is None and checkpoint_during is MISSING:
        durability = parent.scope.durability  # a subgraph saves as its parent run does
        inherited = (parent.scope.config.get(CONF) or {}).get(CONFIG_KEY_DURABILITY)
        if inherited is not None:
            configurable[CONFIG_KEY_DURABILITY] = inherited
    else:
        explicit = durability is not None or checkpoint_during not in (MISSING, None)
        durability = _durability(durability, checkpoint_during, configurable, checkpointer)
        if explicit:
            # a node's config shows a durability the caller chose (LangGraph)
            configurable[CONFIG_KEY_DURABILITY] = durability
    limit = config.get("recursion_limit", DEFAULT_RECURSION_LIMIT)
    if limit < 1:
        raise ValueError("recursion_limit must be at least 1")
    # what is known of the graph's channel map, looked up once for the run
    known = facts(graph)
    if output_keys is not None and known.get("_checked_output_keys") != output_keys:
        # (the keys last found valid for this channel map are not checked again)
        _check_output_keys(graph, output_keys, known)
    nested = parent is not None
    if nested:
        # checkpointer=True: the subgraph keeps one history per node across calls
        level = parent.name if graph.checkpointer is True else f"{parent.name}{NS_END}{parent.id}"
        # the calling task's namespace (longer than its graph level's for a @task call)
        ns = (*parent.ns.split(NS_SEP)[:-1], level)
        # a task running graphs one after another gives the 2nd, 3rd... its own
        # namespace (``<ns>|1``, ``<ns>|2``), so none resumes another's checkpoints
        calls = parent.subgraph_calls
        parent.subgraph_calls = calls + 1
        if calls:
            ns = (*ns, str(calls))
        base_runtime = parent.scope.runtime
        # a graph called in a node with its own context uses it; an empty or missing
        # context inherits the caller's. The store is always the caller's (even none):
        # LangGraph 1.2.11 reads it from the caller's runtime, not the graph's own
        own_context = _coerce_context(graph.context_schema, context) if context is not None else None
        if own_context:
            base_runtime = base_runtime.override(context=own_context)
        resume_slot, resume_map = parent.scope.resume_slot, parent.scope.resume_map
        streamed_ids = parent.scope.streamed_ids
        foreign_messages = parent.scope.foreign_messages
        messages_caller = parent if "messages" in parent.scope.modes else parent.scope.messages_caller
        tools_caller = parent if "tools" in parent.scope.modes else parent.scope.tools_caller
        events = parent.scope.events if parent.scope.stream_subgraphs else None
        path_caller = parent  # (its stable path is made if an interrupt id needs it)
        stream_subgraphs = parent.scope.stream_subgraphs
        emit_modes = parent.scope.modes | _VALUES if stream_subgraphs else _VALUES
        # plus what this run's own caller asked for (a graph streamed inside a node
        # yields its chunks to that node whatever the parent run streams)
        if not emit_modes.issuperset(modes):
            emit_modes = emit_modes.union(modes)
        live = parent.scope.live
    else:
        ns = ()
        emit_modes = frozenset(modes)
        control = configurable.get("__pregel_control")
        # an empty context ({}, "", 0) counts as none, as LangGraph merges it with
        # its default runtime by truthiness
        base_runtime = _run_runtime(
            (_coerce_context(graph.context_schema, context) or None) if context is not None else None,
            graph.store,
            control if control is not None else RunControl(),
            # (only a server's configurable keys make one)
            _server_info(config) if configurable else None,
        )
        seeded = configurable.get(CONFIG_KEY_RUNTIME) if configurable else None
        if seeded is not None:
            base_runtime = _with_seeded_runtime(base_runtime, seeded, control)
        resume_slot, resume_map = ResumeSlot(), {}
        streamed_ids = set()
        messages_caller = None
        tools_caller = None
        events = _event_counter(config) if "events" in emit_modes else None
        path_caller = None
        stream_subgraphs = subgraphs
    # (by position, in the order of RunScope's fields: keywords cost more than the rest)
    scope = RunScope(
        config,
        {},  # channels
        _no_emit,
        emit_modes,  # modes
        base_runtime,
        ns,
        NS_SEP.join(ns),
        thread_id,
        checkpointer,
        path_caller,
        resume_slot,
        resume_map,
        stream_subgraphs,
        graph.retry_policy,
        live,
        config.get("max_concurrency"),
        streamed_ids,
        foreign_messages,
        messages_caller,
        tools_caller,
        events,
        durability,
        parent.scope.replay if nested else None,  # replay
        parent.scope.targets if nested else targets,
        graph.cache,
    )
    machine = Machine(
        graph,
        input,
        scope,
        checkpointer,
        # (as LangGraph: an empty list given to the run keeps the compiled ones)
        interrupt_before or graph.interrupt_before_nodes,
        interrupt_after or graph.interrupt_after_nodes,
        durability,
        limit,
        known,
        _parents(parent) if nested else None,  # checkpoint_parents
        nested,
        nested and graph.checkpointer is True,  # persistent
        # shared_start
        (parent.scope.persistent_starts, (parent.step, NS_SEP.join(ns)))
        if nested and graph.checkpointer is True
        else None,
    )
    keys = output_keys if output_keys is not None else None
    if keys is not None and keys != graph.stream_channels_asis:
        machine.values_keys = keys
    machine.output_keys = keys
    if keys is not None:
        managed = getattr(graph, "managed", None)
        if managed:  # (most graphs have no managed values: no key can name one)
            machine.unreadable_key = next((k for k in _key_list(keys) if k in managed), None)
    return machine, checkpointer, nested


_VALUES = frozenset({"values"})


def _key_list(keys: str | Sequence[str]) -> Sequence[str]:
    return (keys,) if isinstance(keys, str) else keys


def _check_output_keys(graph: Any, output_keys: str | Sequence[str], known: dict[str, Any]) -> None:
    """Refuse output keys naming no channel of the graph (a managed value, e.g.
    RemainingSteps, counts as one: it fails later, when the output is read).

    Keys found valid are remembered with the channel map they were checked
    against (``_graph_memo``): ``prepare_run`` does not check equal keys again while
    the graph keeps that map (a graph run as a node is called with the same keys
    every time)."""
    managed = getattr(graph, "managed", None) or {}
    for key in _key_list(output_keys):
        if key not in graph.channels and key not in managed:
            raise ValueError(f"Key {key} not in channels")
    # (a copy: the caller's list may change after this run)
    known["_checked_output_keys"] = output_keys if isinstance(output_keys, str) else list(output_keys)


def _inherited(parent_scope: Any) -> tuple[dict[str, Any], dict[Any, Any]]:
    """What every subgraph call of the parent run inherits from the parent run's config
    (not the task's: building that is costly), without the parent's own checkpoint
    addressing; and the config skeletons of those calls (see ``_nested_config``).
    Made once, kept on the parent's scope, never changed (ensure_config copies what
    it takes)."""
    held = parent_scope.inherited_config
    if held is None:
        # (two threads may both make it: they make equal values)
        inherited = _parent_config(parent_scope.config)
        # a node's config has no run_id or run_name (LangGraph's task config drops
        # them): a subgraph run given its node's config has neither (its
        # execution_info.run_id is None; its run is named after the graph)
        inherited.pop("run_id", None)
        inherited.pop("run_name", None)
        held = parent_scope.inherited_config = (inherited, {})
    return held


def _nested_config_given(
    parent: Any, graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any] | None
) -> dict[str, Any]:
    """The config of a graph run inside the running task ``parent``, save the
    task's ``checkpoint_ns`` in its metadata: the parent run's inheritable
    config, then ``graph``'s own and the ``config`` the call was given."""
    parent_scope = parent.scope
    inherited = _inherited(parent_scope)[0]
    if config and config.get("callbacks") is not None:
        # the calling task's callbacks descend from the parent run's: they
        # replace them (joined, every handler would hear the subgraph twice)
        inherited = {k: v for k, v in inherited.items() if k != "callbacks"}
        if "langchain_core" in sys.modules:
            # (the task's stream bridges stay with it: this run's tasks have their own)
            config = {**config, "callbacks": without_own_handlers(config["callbacks"], parent)}
    node_metadata = getattr(parent.node, "metadata", None)
    if node_metadata:
        # (LangGraph's nested run starts from the calling task's config, which
        # holds the calling node's metadata)
        inherited = {**inherited, "metadata": {**(inherited.get("metadata") or {}), **node_metadata}}
    config = ensure_config(inherited, graph.config, _parent_config(config) if config else None)
    as_node = getattr(parent.node, "source", None) is graph
    if as_node and graph.config:
        # LangGraph passes a graph run as a node its task's config, which then
        # overrides what with_config bound: the caller's configurable and metadata
        # keys, max_concurrency and a recursion_limit that is not the default win
        _task_config_wins(config, inherited)
    if as_node and (inherited_tags := inherited.get("tags")):
        # a graph run as a node gets its caller's tags twice in LangGraph (from the
        # task's config and again from the callback manager it inherits): events
        # and messages-mode metadata show them doubled at each such level
        config["tags"] = [*config["tags"], *inherited_tags]
    # the metadata LangGraph's subgraph run inherits from the calling task's config:
    # the parent run's identifying values, then (the caller adds it) the task's
    # checkpoint_ns (ensure_config made the metadata dict: it is this run's own)
    propagate_to_metadata(parent_scope.config.get(CONF) or {}, config["metadata"])
    return config


def _task_config_wins(config: dict[str, Any], task: Mapping[str, Any]) -> None:
    """Lay the calling task's own values (``task``) over ``config`` in place, as
    LangGraph's second merge of a node's config after the subgraph's bound one."""
    config[CONF] = {**config[CONF], **(task.get(CONF) or {})}
    config["metadata"] = {**config["metadata"], **(task.get("metadata") or {})}
    if task.get("max_concurrency"):
        config["max_concurrency"] = task["max_concurrency"]
    limit = task.get("recursion_limit")
    if limit and limit != DEFAULT_RECURSION_LIMIT:
        config["recursion_limit"] = limit


def _nested_config(parent: Any, graph: Pregel[Any, Any, Any, Any]) -> dict[str, Any]:
    """``_nested_config_given`` for a call given no config (a graph run as a node),
    as a copy of a skeleton made once per parent run, graph (and its config),
    whether the graph is the calling node itself and (if it has metadata) the
    calling node: the dicts and the tag list a run
    may change are copied, as ``ensure_config`` makes them. Configs with callbacks
    take the general path (``ensure_config`` copies the callbacks too)."""
    skeletons = _inherited(parent.scope)[1]
    node = parent.node
    # (a calling node with metadata has its own: the metadata is part of the config)
    key = (graph, getattr(node, "source", None) is graph, node if getattr(node, "metadata", None) else None)
    skeleton = skeletons.get(key)
    graph_config = graph.config
    if skeleton is None or skeleton[0] is not graph_config:
        config = _nested_config_given(parent, graph, None)
        if config.get("callbacks") is not None:
            return config
        skeletons[key] = skeleton = (graph_config, config)
    template = skeleton[1]
    config = template.copy()
    config["tags"] = template["tags"].copy()
    config[CONF] = template[CONF].copy()
    config["metadata"] = template["metadata"].copy()
    return config


def resolve_checkpointer(graph: Pregel[Any, Any, Any, Any], parent: Any, configurable: Mapping[str, Any]) -> Any:
    own = graph.checkpointer
    if own is False:
        return None
    if parent is not None:
        # as LangGraph: a graph run inside a task saves with the calling run's saver
        # (or none), also when it was compiled with a saver instance of its own
        return parent.scope.checkpointer
    if own is True and "__pregel_checkpointer" not in configurable:
        # (True means "the parent's saver": a graph run on its own has no parent)
        raise RuntimeError("checkpointer=True cannot be used for root graphs.")
    if own is None or own is True or "__pregel_checkpointer" in configurable:
        # a saver the caller's config carries (a hosting layer's) wins, as in LangGraph
        return configurable.get("__pregel_checkpointer")
    return own


def _parent_config(config: Mapping[str, Any]) -> dict[str, Any]:
    """The parts of a parent task's config a subgraph run inherits."""
    configurable = {
        k: v
        for k, v in (config.get(CONF) or {}).items()
        # (the node-finished callback reaches subgraphs' nodes too, as in LangGraph)
        if (not k.startswith("__pregel_") or k == CONFIG_KEY_NODE_FINISHED)
        and k not in ("checkpoint_ns", "checkpoint_id", "checkpoint_map")
    }
    out = {k: v for k, v in config.items() if k not in (CONF, "metadata")}
    out[CONF] = configurable
    out["metadata"] = {
        k: v for k, v in (config.get("metadata") or {}).items() if not k.startswith("langgraph_")
    }
    return out


def _parents(parent: Any) -> dict[str, str]:
    scope = parent.scope
    parents = dict(scope.parents)
    if scope.checkpoint_id and scope.checkpointer is not None:
        parents[scope.ns_str] = scope.checkpoint_id
    return parents


def _event_counter(config: Mapping[str, Any]) -> Any:
    import uuid

    from lingxigraph.events import EventCounter

    run_id = config.get("run_id")
    return EventCounter(str(run_id) if run_id is not None else str(uuid.uuid4()))


_COORDINATES = ("thread_id", "checkpoint_ns", "checkpoint_id", "checkpoint_map")


def _exposed_callbacks() -> Any:
    """The callbacks of the config the running node exposes to LangChain code, if any."""
    var = getattr(sys.modules.get("langchain_core.runnables.config"), "var_child_runnable_config", None)
    exposed = var.get() if var is not None else None
    return exposed.get("callbacks") if exposed else None


def _own_lineage(config: Mapping[str, Any] | None, graph: Pregel[Any, Any, Any, Any], parent: Any) -> bool:
    """Whether a graph called inside the running task ``parent`` addresses its own
    checkpoints: the config it was given (when not a task's config) or, as the
    given one's keys go over it in LangGraph, the config bound to it (unless it
    runs as the task's node, which gets the task's config) sets a thread or
    checkpoint key."""
    configurable = config.get(CONF) if config else None
    if configurable:
        if CONFIG_KEY_TASK_ID in configurable:
            return False
        if _names_lineage(configurable):
            return True
    bound = graph.config.get(CONF) if graph.config else None
    return bool(bound) and _names_lineage(bound) and getattr(parent.node, "source", None) is not graph


def _names_lineage(configurable: Mapping[str, Any]) -> bool:
    for key in _COORDINATES:
        if configurable.get(key):
            return True
    return False


def _retarget(config: Mapping[str, Any] | None) -> tuple[Mapping[str, Any] | None, dict[str, str] | None]:
    """A root run given a subgraph's checkpoint config (``checkpoint_ns`` set).

    As in LangGraph, the root graph runs, from the checkpoint its
    ``checkpoint_map`` names for the root (its newest one when the map has
    none), and each subgraph named in the map starts from the checkpoint the
    map names for it. Returns the root's config and those subgraph targets
    (namespace → checkpoint id), ``None`` when the config names no subgraph.
    """
    configurable = (config or {}).get(CONF) or {}
    if not configurable.get("checkpoint_ns"):
        return config, None
    mapping = configurable.get("checkpoint_map") or {}
    root = dict(configurable)
    root.pop("checkpoint_ns", None)
    root.pop("checkpoint_map", None)
    root.pop("checkpoint_id", None)
    if mapping.get(""):
        root["checkpoint_id"] = mapping[""]
    targets = {ns: cid for ns, cid in mapping.items() if ns and cid}
    return {**(config or {}), CONF: root}, targets or None


def _durability(durability: Any, checkpoint_during: Any, configurable: Mapping[str, Any], checkpointer: Any) -> str:
    if checkpoint_during is not MISSING and checkpoint_during is not None:
        from lingxigraph.warnings import LangGraphDeprecatedSinceV10

        warnings.warn(
            "`checkpoint_during` is deprecated and will be removed. Please use `durability` instead.",
            LangGraphDeprecatedSinceV10,
            stacklevel=4,
        )
        if durability is not None:
            raise ValueError(
                "Cannot use both `checkpoint_during` and `durability` parameters. "
                "Please use `durability` instead."
            )
        durability = "async" if checkpoint_during else "exit"
    if durability is None:
        return configurable.get("__pregel_durability") or "async"
    if checkpointer is None:
        warnings.warn("`durability` has no effect when no checkpointer is present.", stacklevel=4)
    return durability


def _coerce_context(schema: Any, context: Any) -> Any:
    """``context`` as an instance of ``context_schema``: a dict given for a dataclass or
    Pydantic schema is converted; anything else is taken as given (LangGraph 1.2.11:
    a TypedDict schema gets the dict itself, a value of another type is not checked).

    Raises:
        TypeError: the dict does not fit the dataclass (the constructor's own error).
        Exception: what the schema raises for bad values (Pydantic's ValidationError).
    """
    if context is None or schema is None or not isinstance(schema, type):
        return context
    if isinstance(context, dict) and (dataclasses.is_dataclass(schema) or _is_pydantic_model(schema)):
        return schema(**context)
    return context


def _is_pydantic_model(schema: type) -> bool:
    base = sys.modules.get("pydantic")
    return base is not None and issubclass(schema, base.BaseModel)


def _with_seeded_runtime(own: Runtime, seeded: Any, control: Any) -> Runtime:
    """Mix a runtime found in the root config (``configurable["__pregel_runtime"]``,
    put there by whatever code wraps the graph) into the run's own ``own``.

    Rules (LangGraph 1.2.11's behaviour): ``context`` stays the run's when it is
    non-empty, else it is ``seeded``'s; ``store`` is always ``seeded``'s (``None``
    if it has none - the graph's store is dropped); ``server_info`` and ``control``
    fall back to ``seeded``'s when the run has none. When ``seeded`` is not a
    ``Runtime``, only its ``context`` and ``store`` attributes are read.
    """
    context = own.context or getattr(seeded, "context", None)
    store = getattr(seeded, "store", None)
    if not isinstance(seeded, Runtime):
        return own.override(context=context, store=store)
    return own.override(
        context=context,
        store=store,
        server_info=own.server_info or seeded.server_info,
        control=control if control is not None else (seeded.control or own.control),
    )


def _server_info(config: Mapping[str, Any]) -> Any:
    """``ServerInfo`` from what a LangGraph-compatible server puts in ``configurable``
    (``assistant_id``, ``graph_id``, the ``langgraph_auth_user``), or ``None``."""
    configurable = config.get(CONF) or {}
    assistant_id, graph_id = configurable.get("assistant_id"), configurable.get("graph_id")
    user = configurable.get("langgraph_auth_user")
    if user is not None and not hasattr(user, "identity"):
        user = None  # (not a user object: LangGraph ignores it too)
    if assistant_id is None and graph_id is None and user is None:
        return None
    from lingxigraph.runtime import ServerInfo

    return ServerInfo(
        assistant_id=str(assistant_id) if assistant_id else "",
        graph_id=str(graph_id) if graph_id else "",
        user=user,
    )


"""Reading and editing a thread's saved state: ``get_state``, history, ``update_state``.

Each operation is written once as a generator of saver effects; a sync and an
async helper carry the effects out.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Generator, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from uuid import UUID, uuid5

from lingxigraph._internal._constants import CONF, CONFIG_KEY_CHECKPOINTER, ERROR, INPUT, INTERRUPT, NS_END, NS_SEP, NULL_TASK_ID, PUSH, RESUME, START
from lingxigraph._internal._typing import MISSING
from lingxigraph.config import ensure_config
from lingxigraph.errors import InvalidUpdateError
from lingxigraph.pregel import _checkpoint as ckpt
from lingxigraph.pregel._apply import VersionClock, apply_to_copy, apply_writes, finish_channels
from lingxigraph.pregel._checkpoint import put_writes_args
from lingxigraph.pregel._effects import LoadCheckpoint, PutWrites, SaveCheckpoint
from lingxigraph.pregel._foreign import adopt_langgraph_ids
from lingxigraph.pregel._payloads import has_writes as _has_writes
from lingxigraph.pregel._payloads import task_result as _task_result
from lingxigraph.pregel._plan import plan_tasks
from lingxigraph.pregel._task import RunScope, Task
from lingxigraph.pregel._update_forms import (
    COPY,
    _Batch,
    Loaded,
    clear_pending,
    copy_checkpoint,
    copy_updates,
    special_form,
    update_as_input,
)
from lingxigraph.types import PregelTask, StateSnapshot

if TYPE_CHECKING:
    from lingxigraph.pregel.main import Pregel


@dataclass(slots=True, frozen=True)
class AwaitRouting:
    """Await the routing coroutines an update's writers left (async conditional-edge
    functions); only ``aupdate_state`` can."""

    awaitables: Sequence[Any]


@dataclass(slots=True, frozen=True)
class ListCheckpoints:
    """List checkpoints; the driver sends back a list of ``CheckpointTuple``."""

    config: Mapping[str, Any]
    filter: Mapping[str, Any] | None
    before: Mapping[str, Any] | None
    limit: int | None


@dataclass(slots=True, frozen=True)
class ReadRemoteState:
    """Ask a subgraph that is not a ``Pregel`` (a ``RemoteGraph``) for its state
    (``get_state(config, subgraphs=True)``, or its async twin); the driver sends
    back the ``StateSnapshot``."""

    graph: Any
    config: Mapping[str, Any]


def _saver(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any]) -> Any:
    configurable = config.get(CONF) or {}
    saver = graph.checkpointer
    if saver in (None, True, False) or "__pregel_checkpointer" in configurable:
        # a saver the config carries wins over the graph's own, as in LangGraph
        saver = configurable.get("__pregel_checkpointer")
    if saver is None:
        raise ValueError("No checkpointer set")
    return saver


def _require(config: Mapping[str, Any], key: str) -> None:
    """LangGraph 1.2.11's KeyError for a config without what the call reads first:
    ``configurable`` (get_state, update_state) or its ``thread_id`` (history, update_state)."""
    if key == CONF:
        if CONF not in config:
            raise KeyError(CONF)
    elif key not in (config.get(CONF) or {}):
        raise KeyError(key)


def _subgraph_for(graph: Pregel[Any, Any, Any, Any], ns: str) -> Any:
    """The graph that owns namespace ``ns`` (``child:<id>|grand:<id>``): a ``Pregel``,
    or a ``RemoteGraph`` node's remote graph.

    Raises:
        ValueError: no subgraph owns it.
    """
    current = graph
    for level in ns.split(NS_SEP):
        name = level.split(NS_END)[0]
        # (a remote graph's insides are not reachable from here: a deeper path is not found)
        node = current.nodes.get(name) if _is_local(current) else None
        if node is None or not node.subgraphs or _keeps_no_state(node.subgraphs[0]):
            # (a checkpointer=False subgraph keeps no state: not one for LangGraph)
            # (LangGraph's text: the namespace without task ids and call numbers)
            recast = NS_SEP.join(p.split(NS_END)[0] for p in ns.split(NS_SEP) if not p.isdigit())
            raise ValueError(f"Subgraph {recast} not found")
        current = node.subgraphs[0]
    return current


def _is_local(graph: Any) -> bool:
    from lingxigraph.pregel.main import Pregel

    return isinstance(graph, Pregel)


def _keeps_no_state(graph: Any) -> bool:
    """A subgraph compiled with ``checkpointer=False``: LangGraph does not count it
    as a subgraph (its task's state is None)."""
    return getattr(graph, "checkpointer", None) is False


def _remote_owner(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any]) -> Any:
    """The remote graph (a subgraph that is not a ``Pregel``) owning the config's
    ``checkpoint_ns``, if any: as in LangGraph, state calls for that namespace go
    to it, with the config as given.

    Raises:
        ValueError: no subgraph owns the namespace.
    """
    ns = (config.get(CONF) or {}).get("checkpoint_ns")
    if not ns:
        return None
    owner = _subgraph_for(graph, ns)
    return None if _is_local(owner) else owner


# ---- snapshots ----------------------------------------------------------------------


def _scope(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], saver: Any, ns: str) -> RunScope:
    from lingxigraph.runtime import Runtime

    return RunScope(
        config=dict(config),
        channels={},
        emit=lambda *a: None,
        modes=frozenset(),
        runtime=Runtime(store=graph.store),
        ns=tuple(ns.split(NS_SEP)) if ns else (),
        ns_str=ns,
        thread_id=_thread_id(config),
        checkpointer=saver,
    )


def _restored(graph: Pregel[Any, Any, Any, Any], saved: Any, scope: RunScope) -> tuple[dict[str, Any], list[Task], dict[str, list[tuple[str, Any]]]]:
    checkpoint = saved.checkpoint
    channels = ckpt.restore_channels(graph.channels, checkpoint.get("channel_values") or {}, scope, saved)
    scope.channels = channels
    step = int((saved.metadata or {}).get("step", -1)) + 1
    scope.checkpoint_id = checkpoint["id"]
    scope.step = step
    versions = dict(checkpoint.get("channel_versions") or {})
    seen = checkpoint.get("versions_seen") or {}

    def plan() -> list[Task]:
        return plan_tasks(
            nodes=graph.nodes,
            channels=channels,
            versions=versions,
            seen=seen,
            candidates=None,
            scope=scope,
            step=step,
            checkpoint_id=checkpoint["id"],
        )

    tasks = plan()
    if not tasks and graph.finish_channels:
        # deferred nodes: what runs once nothing else is left
        clock = VersionClock(None, _bump)
        for version in versions.values():
            clock.observe(version)
        channels = {k: (v.copy() if k in graph.finish_channels else v) for k, v in channels.items()}
        scope.channels = channels
        if finish_channels(channels, graph.finish_channels, versions, clock):
            tasks = plan()
    pending: dict[str, list[tuple[str, Any]]] = {}
    for task_id, chan, value in saved.pending_writes or ():
        pending.setdefault(task_id, []).append((chan, value))
    if pending:
        # a thread LangGraph saved: its writes are keyed by LangGraph's task ids
        adopt_langgraph_ids(tasks, pending, saved.checkpoint.get("v"))
    return channels, tasks, pending


def _bump(current: Any) -> Any:
    """A version above ``current`` (only compared, never saved)."""
    if current is None:
        return 1
    if isinstance(current, str):
        return current + "~"
    return current + 1


def snapshot_gen(
    graph: Pregel[Any, Any, Any, Any],
    config: Mapping[str, Any],
    saved: Any,
    *,
    subgraphs: bool,
    saver: Any,
    apply_pending: bool = True,
) -> Generator[Any, Any, StateSnapshot]:
    """Build the ``StateSnapshot`` of ``saved`` (yielding loads for subgraph states).

    With ``apply_pending`` (``get_state``), writes of tasks that already finished
    are applied to ``values`` and those tasks leave ``next``; history shows each
    checkpoint as saved.
    """
    configurable = config.get(CONF) or {}
    ns = configurable.get("checkpoint_ns", "") or ""
    if saved is None:
        return StateSnapshot({}, (), dict(config), None, None, None, (), ())
    graph._migrate_checkpoint(saved.checkpoint)  # saved by an older LangGraph
    scope = _scope(graph, config, saver, ns)
    channels, tasks, pending = _restored(graph, saved, scope)
    # subgraph states first, then this level's saved writes (LangGraph's order: when
    # both raise, e.g. conflicting writes, the subgraph's error is the one reported)
    states: dict[str, Any] = {}
    for task in tasks:
        if task.node.subgraphs and not _keeps_no_state(task.node.subgraphs[0]):
            states[task.id] = yield from _subgraph_state(task, scope, saver, subgraphs)
    done = [t for t in tasks if _has_writes(pending.get(t.id))] if apply_pending else []
    null_writes = pending.get(NULL_TASK_ID)
    if null_writes:
        channels = dict(channels)
        apply_to_copy(channels, [_Writes(null_writes)])  # type: ignore[list-item]
    for task in done:
        task.writes = [(c, v) for c, v in pending[task.id] if c not in (RESUME, INTERRUPT, ERROR)]
    if done:
        channels = dict(channels)
        apply_to_copy(channels, done)
    values = graph.read_output_from(channels, stream=True)
    records = []
    interrupts = []
    for task in tasks:
        writes = pending.get(task.id) or []
        error = next((v for c, v in writes if c == ERROR), None)
        # every saved interrupt is listed, also one answered by a task that has
        # finished since (its step has not completed: a sibling stopped it)
        task_interrupts = tuple(i for c, v in writes if c == INTERRUPT for i in v)
        interrupts.extend(task_interrupts)
        state = states.get(task.id)
        result = _task_result(writes, graph.stream_channels_asis)
        records.append(
            PregelTask(
                task.id,
                task.name,
                task.path,
                repr(error) if isinstance(error, BaseException) else error,
                task_interrupts,
                state,
                result,
            )
        )
    next_nodes = tuple(
        t.name for t in tasks if not (apply_pending and _has_writes(pending.get(t.id)))
    )
    snap_config = saved.config
    if configurable.get("checkpoint_id") and not ns:
        snap_config = {CONF: {k: v for k, v in configurable.items() if not k.startswith("__")}}
    elif ns and "checkpoint_map" not in (snap_config.get(CONF) or {}):
        parents = dict((saved.metadata or {}).get("parents") or {})
        snap_config = {
            CONF: {
                **snap_config[CONF],
                "checkpoint_map": {**parents, ns: saved.checkpoint["id"]},
            }
        }
    parent_config = saved.parent_config
    if ns and parent_config and "checkpoint_map" not in (parent_config.get(CONF) or {}):
        parents = dict((saved.metadata or {}).get("parents") or {})
        parent_id = parent_config[CONF].get("checkpoint_id")
        parent_config = {CONF: {**parent_config[CONF], "checkpoint_map": {**parents, ns: parent_id}}}
    return StateSnapshot(
        values,
        next_nodes,
        snap_config,
        saved.metadata,
        saved.checkpoint.get("ts"),
        parent_config,
        tuple(records),
        tuple(interrupts),
    )


def _subgraph_state(task: Task, scope: RunScope, saver: Any, subgraphs: bool) -> Generator[Any, Any, Any]:
    """A subgraph task's ``state``: its config, or (``subgraphs``) its snapshot."""
    sub_config = {CONF: {"thread_id": scope.thread_id, "checkpoint_ns": task.ns}}
    if not subgraphs:
        return sub_config
    sub_graph = task.node.subgraphs[0]
    if not _is_local(sub_graph):
        # a remote graph answers for itself (LangGraph hands it the saver too)
        return (yield ReadRemoteState(sub_graph, {CONF: {CONFIG_KEY_CHECKPOINTER: saver, **sub_config[CONF]}}))
    if sub_graph.checkpointer is True:
        # its history is kept under "<ns>|<node>" (no task id)
        parent_ns = task.ns.rpartition(NS_SEP)[0]
        kept = f"{parent_ns}{NS_SEP}{task.name}" if parent_ns else task.name
        sub_config = {CONF: {**sub_config[CONF], "checkpoint_ns": kept}}
    sub_saved = yield LoadCheckpoint(sub_config)
    if sub_saved is not None:
        return (yield from snapshot_gen(sub_graph, sub_saved.config, sub_saved, subgraphs=True, saver=saver))
    # not started yet: LangGraph shows the subgraph's (empty) state for the
    # config it asked with, which carries the saver
    asked = {CONF: {CONFIG_KEY_CHECKPOINTER: saver, **sub_config[CONF]}}
    return (yield from snapshot_gen(sub_graph, asked, None, subgraphs=True, saver=saver))


class _Writes:
    """Writes not made by a task (``Command(update=...)`` input)."""

    __slots__ = ("writes", "path", "name")

    def __init__(self, writes: list[tuple[str, Any]]) -> None:
        self.writes = writes
        self.path = ("__pregel_pull", "")
        self.name = ""


def _get_state_gen(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], subgraphs: bool, saver: Any) -> Generator[Any, Any, StateSnapshot]:
    ns = (config.get(CONF) or {}).get("checkpoint_ns", "") or ""
    target = _subgraph_for(graph, ns) if ns else graph
    saved = yield LoadCheckpoint(_load_config(config))
    # a checkpoint asked for by id is shown as saved (LangGraph applies the
    # finished tasks' writes only when reading the thread's newest state)
    apply_pending = not (config.get(CONF) or {}).get("checkpoint_id")
    configurable = config.get(CONF) or {}
    if "thread_id" in configurable and not isinstance(configurable["thread_id"], str):
        # the snapshot names the thread as it was read: by its string (LangGraph)
        config = {**config, CONF: {**configurable, "thread_id": _thread_id(config)}}
    return (
        yield from snapshot_gen(
            target, config, saved, subgraphs=subgraphs, saver=saver, apply_pending=apply_pending
        )
    )


def _thread_id(config: Mapping[str, Any]) -> str | None:
    """The config's thread id; a non-string one (UUID, int, even None) as its string.
    (As LangGraph 1.2.11 reads threads: a run saves a falsy one, None or 0, as it is,
    so reading such a thread finds nothing there either.)"""
    configurable = config.get(CONF) or {}
    if "thread_id" not in configurable:
        return None
    thread_id = configurable["thread_id"]
    return thread_id if isinstance(thread_id, str) else str(thread_id)


def _load_config(config: Mapping[str, Any]) -> dict[str, Any]:
    configurable = dict(config.get(CONF) or {})
    configurable.setdefault("checkpoint_ns", "")
    if "thread_id" in configurable:
        configurable["thread_id"] = _thread_id(config)
    return {CONF: configurable}


def _name_thread_in_place(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any]) -> None:
    """LangGraph 1.2.11's get_state rewrites a non-str thread id to its string in the
    caller's own config (when the graph adds no config of its own): a later run with that
    dict then uses the string, e.g. the thread "None" rather than None."""
    if graph.config or graph.checkpointer is True:
        return
    configurable = config.get(CONF)
    if isinstance(configurable, dict) and "thread_id" in configurable:
        thread_id = configurable["thread_id"]
        if not isinstance(thread_id, str):
            configurable["thread_id"] = str(thread_id)


def _with_bound(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any]) -> Mapping[str, Any]:
    """get_state / get_state_history / bulk_update_state address the thread by ``config``
    laid over what ``with_config`` bound (LangGraph's merge: a bound ``thread_id``
    addresses the thread when the call names none, for get_state; a bound
    ``checkpoint_id`` narrows the history to that checkpoint and is the one an update
    starts from); a config naming a subgraph's namespace is used as given."""
    if not graph.config or (config.get(CONF) or {}).get("checkpoint_ns"):
        return config
    from lingxigraph.pregel.main import _bind_configs

    return _bind_configs(graph.config, config)


def get_state(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], *, subgraphs: bool = False) -> StateSnapshot:
    """See ``Pregel.get_state``."""
    saver = _saver(graph, config)
    _require(config, CONF)
    if (owner := _remote_owner(graph, config)) is not None:
        return owner.get_state(config, subgraphs=subgraphs)
    _name_thread_in_place(graph, config)
    config = _with_bound(graph, config)
    return _drive(_get_state_gen(graph, config, subgraphs, saver), saver)


async def aget_state(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], *, subgraphs: bool = False) -> StateSnapshot:
    """See ``Pregel.aget_state``."""
    saver = _saver(graph, config)
    _require(config, CONF)
    if (owner := _remote_owner(graph, config)) is not None:
        return await owner.aget_state(config, subgraphs=subgraphs)
    _name_thread_in_place(graph, config)
    config = _with_bound(graph, config)
    return await _adrive(_get_state_gen(graph, config, subgraphs, saver), saver)


def _history_gen(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], filter: Any, before: Any, limit: Any, saver: Any) -> Generator[Any, Any, list[StateSnapshot]]:
    ns = (config.get(CONF) or {}).get("checkpoint_ns", "") or ""
    target = _subgraph_for(graph, ns) if ns else graph
    saved_list = yield ListCheckpoints(_load_config(config), filter, before, limit)
    out = []
    for saved in saved_list:
        out.append(
            (yield from snapshot_gen(
                target, saved.config, saved, subgraphs=False, saver=saver, apply_pending=False
            ))
        )
    return out


def get_state_history(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], *, filter: Any = None, before: Any = None, limit: Any = None) -> Iterator[StateSnapshot]:
    """See ``Pregel.get_state_history``."""
    # (as LangGraph: a top-level "thread_id" is read as a configurable one here)
    config = ensure_config(config)
    saver = _saver(graph, config)
    _require(config, "thread_id")
    if (owner := _remote_owner(graph, config)) is not None:
        yield from owner.get_state_history(config, filter=filter, before=before, limit=limit)
        return
    config = _with_bound(graph, config)
    yield from _drive(_history_gen(graph, config, filter, before, limit, saver), saver)


async def aget_state_history(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], *, filter: Any = None, before: Any = None, limit: Any = None) -> AsyncIterator[StateSnapshot]:
    """See ``Pregel.aget_state_history``."""
    # (as LangGraph: a top-level "thread_id" is read as a configurable one here)
    config = ensure_config(config)
    saver = _saver(graph, config)
    _require(config, "thread_id")
    if (owner := _remote_owner(graph, config)) is not None:
        async for snapshot in owner.aget_state_history(config, filter=filter, before=before, limit=limit):
            yield snapshot
        return
    config = _with_bound(graph, config)
    for snapshot in await _adrive(_history_gen(graph, config, filter, before, limit, saver), saver):
        yield snapshot


# ---- updates ------------------------------------------------------------------------


def _last_node(graph: Pregel[Any, Any, Any, Any], checkpoint: Mapping[str, Any], strict: bool = False) -> str:
    """The node an update without ``as_node`` is made as: the one that saw the
    newest channel version (LangGraph's rule: a tie between the two newest
    seen versions, even of one node, is ambiguous). No node has seen anything
    yet: the input node, except for an async update (``strict``), where
    LangGraph finds that ambiguous too."""
    if len(graph.nodes) == 1:
        return next(iter(graph.nodes))
    seen = checkpoint.get("versions_seen") or {}
    entries = sorted(
        (version, node)
        for node, versions in seen.items()
        if node in graph.nodes
        for version in versions.values()
    )
    if not entries:
        if strict:
            raise InvalidUpdateError("Ambiguous update, specify as_node")
        return START
    if len(entries) > 1 and entries[-1][0] == entries[-2][0]:
        raise InvalidUpdateError("Ambiguous update, specify as_node")
    return entries[-1][1]


def _update_gen(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]], saver: Any, is_async: bool = False) -> Generator[Any, Any, dict[str, Any]]:
    ns = (config.get(CONF) or {}).get("checkpoint_ns", "") or ""
    target = _subgraph_for(graph, ns) if ns else graph
    saved = yield LoadCheckpoint(_load_config(config))
    if saved is not None:
        target._migrate_checkpoint(saved.checkpoint)  # saved by an older LangGraph
    scope = _scope(target, config, saver, ns)
    if saved is None:
        channels = {k: spec.from_checkpoint(MISSING) for k, spec in target.channels.items()}
        versions: dict[str, Any] = {}
        seen: dict[str, dict[str, Any]] = {}
        values: dict[str, Any] = {}
        step = -1
        parent_config: dict[str, Any] = {CONF: {"thread_id": scope.thread_id, "checkpoint_ns": ns}}
        metadata_parents: dict[str, Any] = {}
    else:
        checkpoint = saved.checkpoint
        channels = ckpt.restore_channels(target.channels, checkpoint.get("channel_values") or {}, scope, saved)
        versions = dict(checkpoint.get("channel_versions") or {})
        seen = {k: dict(v) for k, v in (checkpoint.get("versions_seen") or {}).items()}
        values = dict(checkpoint.get("channel_values") or {})
        step = int((saved.metadata or {}).get("step", -1))
        parent_config = saved.config
        metadata_parents = dict((saved.metadata or {}).get("parents") or {})
    scope.channels = channels
    base_updated = (
        set(saved.checkpoint.get("updated_channels") or ())
        if saved is not None and saved.checkpoint.get("updated_channels") is not None
        else None
    )
    clock = VersionClock(None, lambda v: saver.get_next_version(v, None))
    for version in versions.values():
        clock.observe(version)
    # the tasks the saved checkpoint would run: an update made as one of them
    # reuses its id, and its writes are saved as that task's result
    node_task_ids: dict[str, list[str]] = {}
    if saved is not None and saved.pending_writes is not None:
        plan_scope = _scope(target, saved.config, saver, ns)
        for planned in _restored(target, saved, plan_scope)[1]:
            node_task_ids.setdefault(planned.name, []).append(planned.id)
    finished: set[str] = set()
    if saved is not None and target.finish_channels:
        plain = plan_tasks(
            nodes=target.nodes,
            channels=channels,
            versions=versions,
            seen=seen,
            candidates=None,
            scope=scope,
            step=step + 1,
            checkpoint_id=saved.checkpoint["id"],
        )
        if not plain:
            # nothing but deferred nodes was left: their channels are finished
            # (as the paused run left them) before the update applies
            finished = finish_channels(channels, target.finish_channels, versions, clock)
    # one superstep here; the next ones start from the checkpoint it saves (as
    # LangGraph): their next tasks' ids, and their writes saved as those tasks' results
    updates = [_as_update(update) for update in supersteps[0]]
    form = special_form(updates)
    if form is not None:
        loaded = Loaded(
            graph=target, saved=saved, scope=scope, channels=channels, versions=versions, seen=seen,
            values=values, step=step, parent_config=parent_config, parents=metadata_parents, clock=clock,
            user_metadata=_update_metadata(graph, config),
        )
        rest = list(supersteps[1:])
        previously = channels.keys() if base_updated is None else base_updated
        update = updates[0]
        if form == COPY:
            result = yield from copy_checkpoint(loaded)
            if isinstance(update.values, list) and update.values:
                rest.insert(0, copy_updates(update.values))
        elif form == INPUT:
            result = yield from update_as_input(loaded, update.values)
        else:
            tasks, pending = [], {}
            if saved is not None:
                _, tasks, pending = _restored(target, saved, _scope(target, saved.config, saver, ns))
            result = yield from clear_pending(loaded, tasks, pending, previously)
        if rest:
            return (yield from _update_gen(graph, _next_config(config, result), rest, saver, is_async))
        return _with_checkpoint_map(result, metadata_parents)
    tasks = []
    task_ids = []
    for update in updates:
        as_node = update.as_node
        if as_node is None:
            if len(updates) > 1:
                raise InvalidUpdateError("as_node is required when applying multiple updates")
            if len(target.nodes) == 1:
                as_node = next(iter(target.nodes))  # (LangGraph: a one-node graph, e.g. an entrypoint)
            else:
                as_node = START if saved is None else _last_node(target, saved.checkpoint, strict=is_async)
        node = target.nodes.get(as_node)
        if node is None:
            raise InvalidUpdateError(f"Node {as_node} does not exist")
        prepared = node_task_ids.get(as_node)
        task_id = update.task_id or (prepared.pop(0) if prepared else None)
        if task_id is None and saved is not None:
            # a node the checkpoint would not run: LangGraph still saves the
            # update's writes on it, under an id derived from the checkpoint's
            try:
                task_id = str(uuid5(UUID(saved.checkpoint["id"]), INTERRUPT))
            except ValueError:  # a checkpoint id that is no uuid (a custom saver's)
                task_id = ckpt.new_checkpoint_id()
        task_ids.append(task_id)
        task = Task(
            id_parts=None,
            id=task_id or ckpt.new_checkpoint_id(),
            name=as_node,
            path=("__pregel_update", as_node),
            node=node,
            input=None,
            triggers=(),
            scope=scope,
            step=step + 1,
        )
        value = update.values
        output = node.bound(value, task) if as_node == START and value is not None else value
        pending = node.write(task, output)
        if pending:
            yield AwaitRouting(pending)
        tasks.append(task)
    if saved is not None and parent_config is saved.config:
        for task_id, task in zip(task_ids, tasks):
            writes = [(c, v) for c, v in task.writes if c != PUSH]
            if task_id is not None and writes:
                yield PutWrites(ckpt.with_caller_keys(scope, saved.config), writes, task_id, "")
    # like a step: one-step values the update does not write (edge
    # triggers, pending Sends) are cleared, so tasks they would start are
    # dropped; the node's own triggers are not marked seen
    dirty: set[str] = set()
    updated = apply_writes(
        channels=channels,
        versions=versions,
        seen=seen,
        # several updates apply in the order given (LangGraph's update tasks have
        # no path to sort by), not by node name as a step's tasks do
        tasks=tasks if len(tasks) < 2 else [_Batch([w for t in tasks for w in t.writes], "__update__", (), ())],
        clock=clock,
        previously_updated=channels.keys() if base_updated is None else base_updated,
        record_seen=False,
        dirty=dirty,
    )
    if target.finish_channels and not any(
        c in target.trigger_to_nodes and channels[c].is_available() for c in updated
    ):
        # as a run's step (LangGraph's apply_writes): when the update wrote no channel
        # that can trigger a node, the graph is finishing: deferred nodes become due
        updated |= finish_channels(channels, target.finish_channels, versions, clock)
    step += 1
    # cleared one-step values (a consumed input) leave the saved values too
    changed = updated | finished | dirty
    finished = set()
    for chan in changed:
        value = channels[chan].checkpoint()
        if value is MISSING:
            values.pop(chan, None)
        else:
            values[chan] = value
    checkpoint_id = ckpt.new_checkpoint_id()
    # triggers written before the update are still pending: keep them as
    # "updated" so the next run examines their subscribers
    if saved is not None:
        updated = None if base_updated is None else base_updated | updated
        base_updated = updated
    new = ckpt.new_checkpoint(
        id=checkpoint_id,
        ts=ckpt.now_iso(),
        values=values,
        versions=versions,
        seen=seen,
        updated=updated,
    )
    metadata = {"source": "update", "step": step, "parents": metadata_parents, **_update_metadata(graph, config)}
    result = yield SaveCheckpoint(
        ckpt.save_config(scope, parent_config),
        new,
        metadata,
        {c: versions[c] for c in changed},
    )
    if len(supersteps) > 1:
        return (yield from _update_gen(graph, _next_config(config, result), supersteps[1:], saver, is_async))
    return _with_checkpoint_map(result, metadata_parents)


def _as_update(update: Any) -> Any:
    """A superstep's item as a ``StateUpdate``: LangGraph unpacks any
    ``(values, as_node, task_id)`` sequence; another shape fails that unpacking
    (a pair: ValueError "not enough values to unpack")."""
    from lingxigraph.types import StateUpdate

    if isinstance(update, StateUpdate):
        return update
    values, as_node = update[:2]  # (LangGraph reads these two first: a dict fails here)
    values, as_node, task_id = update
    return StateUpdate(values, as_node, task_id)


def _update_metadata(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any]) -> dict[str, Any]:
    """The caller's values an update's checkpoint metadata copies: as LangGraph, each
    superstep's config is the one given laid over what ``with_config`` bound."""
    return ckpt.user_metadata(ensure_config(graph.config, config) if graph.config else config)


def _with_checkpoint_map(saved_config: dict[str, Any], parents: Mapping[str, str]) -> dict[str, Any]:
    """A subgraph checkpoint's config with its ``checkpoint_map`` (the enclosing
    namespaces' checkpoint ids, then its own), as LangGraph's ``update_state`` returns it."""
    if not parents:
        return saved_config
    configurable = dict(saved_config.get(CONF) or {})
    configurable["checkpoint_map"] = {**parents, configurable.get("checkpoint_ns", ""): configurable.get("checkpoint_id")}
    return {**saved_config, CONF: configurable}


def _next_config(config: Mapping[str, Any], saved_config: Mapping[str, Any]) -> dict[str, Any]:
    """The config of a bulk update's next superstep: the checkpoint the previous one
    saved. As LangGraph (which goes on with the config ``put`` returned), the caller's
    ``metadata`` and its own configurable values are not part of it any more, so the
    later supersteps' checkpoints do not copy them into their metadata."""
    own = {k: v for k, v in (config.get(CONF) or {}).items() if k.startswith("__")}
    rest = {k: v for k, v in config.items() if k not in (CONF, "metadata")}
    return {**rest, CONF: {**own, **(saved_config.get(CONF) or {})}}


def _check_supersteps(supersteps: Sequence[Sequence[Any]]) -> None:
    if not supersteps:
        raise ValueError("No supersteps provided")
    if any(len(updates) == 0 for updates in supersteps):
        raise ValueError("No updates provided")


def bulk_update_state(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]) -> dict[str, Any]:
    """See ``Pregel.bulk_update_state``."""
    _check_supersteps(supersteps)
    saver = _saver(graph, config)
    _require(config, CONF)
    _require(config, "thread_id")  # (LangGraph reads the call's own thread id first)
    if (owner := _remote_owner(graph, config)) is not None:
        return owner.bulk_update_state(config, supersteps)
    config = _with_bound(graph, config)
    return _drive(_update_gen(graph, config, supersteps, saver), saver)


async def abulk_update_state(graph: Pregel[Any, Any, Any, Any], config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]) -> dict[str, Any]:
    """See ``Pregel.abulk_update_state``."""
    _check_supersteps(supersteps)
    saver = _saver(graph, config)
    _require(config, CONF)
    _require(config, "thread_id")  # (LangGraph reads the call's own thread id first)
    if (owner := _remote_owner(graph, config)) is not None:
        return await owner.abulk_update_state(config, supersteps)
    config = _with_bound(graph, config)
    return await _adrive(_update_gen(graph, config, supersteps, saver, is_async=True), saver)


# ---- drivers ------------------------------------------------------------------------


def _drive(gen: Generator[Any, Any, Any], saver: Any) -> Any:
    result: Any = None
    while True:
        try:
            effect = gen.send(result)
        except StopIteration as stop:
            return stop.value
        if isinstance(effect, LoadCheckpoint):
            result = saver.get_tuple(effect.config)
        elif isinstance(effect, SaveCheckpoint):
            result = saver.put(effect.config, effect.checkpoint, effect.metadata, effect.new_versions)
        elif isinstance(effect, PutWrites):
            result = saver.put_writes(*put_writes_args(saver.put_writes, effect))
        elif isinstance(effect, ReadRemoteState):
            result = effect.graph.get_state(effect.config, subgraphs=True)
        elif isinstance(effect, ListCheckpoints):
            result = list(saver.list(effect.config, filter=effect.filter, before=effect.before, limit=effect.limit))
        elif isinstance(effect, AwaitRouting):
            for awaitable in effect.awaitables:
                close = getattr(awaitable, "close", None)
                if close is not None:
                    close()  # never awaited: don't leave a "was never awaited" warning
            raise InvalidUpdateError("update_state cannot run async routing functions; use aupdate_state")
        else:
            raise TypeError(f"unknown effect {effect!r}")


async def _adrive(gen: Generator[Any, Any, Any], saver: Any) -> Any:
    result: Any = None
    while True:
        try:
            effect = gen.send(result)
        except StopIteration as stop:
            return stop.value
        if isinstance(effect, LoadCheckpoint):
            result = await saver.aget_tuple(effect.config)
        elif isinstance(effect, SaveCheckpoint):
            result = await saver.aput(effect.config, effect.checkpoint, effect.metadata, effect.new_versions)
        elif isinstance(effect, PutWrites):
            result = await saver.aput_writes(*put_writes_args(saver.aput_writes, effect))
        elif isinstance(effect, ReadRemoteState):
            result = await effect.graph.aget_state(effect.config, subgraphs=True)
        elif isinstance(effect, ListCheckpoints):
            result = [
                t async for t in saver.alist(effect.config, filter=effect.filter, before=effect.before, limit=effect.limit)
            ]
        elif isinstance(effect, AwaitRouting):
            for awaitable in effect.awaitables:
                await awaitable
            result = None
        else:
            raise TypeError(f"unknown effect {effect!r}")

"""What ``RemoteGraph`` sends to and makes of a LangGraph server's REST API
(``runs.stream``, ``threads.get_state`` / ``get_history`` / ``update_state``,
``assistants.get_graph``), shared by its sync and async methods.

Nothing here imports ``langgraph_sdk``: the clients are the ones the graph was
given, and their stream parts are read by attribute (``event``, ``data``).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping
from typing import Any
from uuid import UUID

from lingxigraph._internal._config import merge_configs
from lingxigraph._internal._constants import CONF, CONFIG_KEY_SCRATCHPAD, CONFIG_KEY_TASK_ID, INTERRUPT, NS_SEP
from lingxigraph.errors import GraphInterrupt, ParentCommand
from lingxigraph.types import Command, GraphOutput, Interrupt, PregelTask, StateSnapshot

__all__ = (
    "NO_PART",
    "RemoteException",
    "RunReader",
    "checkpoint_config",
    "command_input",
    "drawable_graph",
    "invoke_result",
    "sanitize_config",
    "state_snapshot",
    "thread_checkpoint",
)

_log = logging.getLogger("lingxigraph.pregel.remote")

NO_PART: Any = object()
"""``RunReader.read``'s answer for a stream part the caller did not ask for."""

_CHECKPOINT_KEYS = ("thread_id", "checkpoint_ns", "checkpoint_id", "checkpoint_map")


class RemoteException(Exception):
    """An error the remote graph reported (an ``error`` stream part; its data is
    the exception's argument)."""

    __module__ = "lingxigraph.pregel.remote"


# ---- configs -------------------------------------------------------------------

_CONF_DROPLIST = frozenset(("checkpoint_map", "checkpoint_id", "checkpoint_ns", CONFIG_KEY_TASK_ID))
"""``configurable`` keys never sent to the server (they name this process's checkpoints)."""


def _sanitize_value(value: Any) -> Any:
    """``value`` with only what the server can take: str/int/float/bool/UUID, and
    dicts (str keys) and lists of them; ``None`` when nothing is left."""
    if isinstance(value, (str, int, float, bool, UUID)):
        return value
    if isinstance(value, dict):
        kept = {k: _sanitize_value(v) for k, v in value.items() if isinstance(k, str)}
        return {k: v for k, v in kept.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [item for item in map(_sanitize_value, value) if item is not None]
    return None


def sanitize_config(config: Mapping[str, Any]) -> dict[str, Any]:
    """The part of ``config`` the server takes: ``recursion_limit``, str ``tags``,
    and ``metadata`` / ``configurable`` values of plain data (checkpoint keys dropped)."""
    sanitized: dict[str, Any] = {}
    if "recursion_limit" in config:
        sanitized["recursion_limit"] = config["recursion_limit"]
    if "tags" in config:
        sanitized["tags"] = [tag for tag in config["tags"] if isinstance(tag, str)]
    for key in ("metadata", "configurable"):
        if key in config:
            sanitized[key] = {
                k: v
                for k, v in ((k, _sanitize_value(v)) for k, v in config[key].items())
                if isinstance(k, str) and v is not None and not (key == "configurable" and k in _CONF_DROPLIST)
            }
    return sanitized


# ---- thread state --------------------------------------------------------------


def thread_checkpoint(config: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """The server's checkpoint selector for ``config``: its ``configurable``
    ``thread_id`` / ``checkpoint_ns`` / ``checkpoint_id`` / ``checkpoint_map``
    (those present); ``None`` for no config or none of them.

    Raises:
        KeyError: ``config`` has no ``configurable``.
    """
    if config is None:
        return None
    configurable = config[CONF]
    checkpoint = {key: configurable[key] for key in _CHECKPOINT_KEYS if key in configurable}
    return checkpoint or None


def checkpoint_config(checkpoint: Mapping[str, Any]) -> dict[str, Any]:
    """The config naming a server checkpoint (``checkpoint_map`` ``{}`` when absent)."""
    return {
        CONF: {
            "thread_id": checkpoint["thread_id"],
            "checkpoint_ns": checkpoint["checkpoint_ns"],
            "checkpoint_id": checkpoint["checkpoint_id"],
            "checkpoint_map": checkpoint.get("checkpoint_map", {}),
        }
    }


def _task(task: Mapping[str, Any]) -> PregelTask:
    if task["state"]:
        state: Any = state_snapshot(task["state"])
    else:
        state = {CONF: task["checkpoint"]} if task["checkpoint"] else None
    return PregelTask(
        id=task["id"],
        name=task["name"],
        path=(),
        error=Exception(task["error"]) if task["error"] else None,
        interrupts=tuple(Interrupt(**interrupt) for interrupt in task["interrupts"]),
        state=state,
        result=task.get("result"),
    )


def state_snapshot(state: Mapping[str, Any]) -> StateSnapshot:
    """A ``StateSnapshot`` from the server's thread state (a subgraph task's own
    ``state``, when the server sent it, as a nested snapshot)."""
    tasks = tuple(_task(task) for task in state["tasks"])
    parent = state["parent_checkpoint"]
    return StateSnapshot(
        values=state["values"],
        next=tuple(state["next"]) if state["next"] else (),
        config=checkpoint_config(state["checkpoint"]),
        metadata=dict(state["metadata"]),
        created_at=state["created_at"],
        parent_config=checkpoint_config(parent) if parent else None,
        tasks=tasks,
        interrupts=tuple(interrupt for task in tasks for interrupt in task.interrupts),
    )


def drawable_graph(graph: Mapping[str, Any]) -> Any:
    """The drawable graph of the server's graph JSON (``nodes``: ``id``, ``data``,
    optional ``name`` / ``metadata``; ``edges``: ``Edge`` fields). A node without
    a ``name`` is named by its data's ``name``, else by its id."""
    from lingxigraph.graph._draw_model import Edge, Graph, Node

    nodes = {}
    for node in graph["nodes"]:
        node_id = str(node["id"])
        data = node.get("data", {})
        name = node.get("name")
        if name is None:
            name = data.get("name", node_id) if isinstance(data, dict) else node_id
        nodes[node_id] = Node(id=node_id, name=name, data=data, metadata=node.get("metadata"))
    return Graph(nodes=nodes, edges=[Edge(**edge) for edge in graph["edges"]])


# ---- runs ----------------------------------------------------------------------


def _parent_sink(config: Mapping[str, Any] | None) -> Any:
    """The graph level calling this run as one of its nodes (the task in the node
    config's ``configurable``), when that run streams subgraphs: its events then go
    to the caller's stream too, as a local subgraph's do; else ``None``."""
    from lingxigraph.pregel._task import Task

    task = ((config or {}).get(CONF) or {}).get(CONFIG_KEY_SCRATCHPAD)
    if isinstance(task, Task) and task.scope.stream_subgraphs:
        return task.scope
    return None


def _caller_ns(config: Mapping[str, Any] | None) -> str:
    """The ``checkpoint_ns`` of the node config the run was called with (``""``
    when not called as a node)."""
    return ((config or {}).get(CONF) or {}).get("checkpoint_ns") or ""


def command_input(input: Any) -> tuple[Any, Any]:
    """``(input, command)`` as ``runs.stream`` takes them: a ``Command`` is sent as
    ``command`` (its fields as a dict), with no input."""
    if isinstance(input, Command):
        return None, dataclasses.asdict(input)
    return input, None


class RunReader:
    """Reads one remote run's stream parts: forwards them to a calling graph,
    raises what the run reported, and shapes the parts the caller asked for as
    ``stream`` does (one mode or a list, ``subgraphs``, ``version``).

    Args:
        stream_mode: the modes asked for (``None``: ``"updates"``).
        config: the call's config (a node config when the graph runs as a node).
        subgraphs: the caller asked for subgraph parts.
        version: ``"v1"`` or ``"v2"`` parts.
    """

    __slots__ = ("requested", "single", "subgraphs", "v2", "caller", "caller_ns", "parent", "sent_modes")

    def __init__(self, stream_mode: Any, config: Mapping[str, Any] | None, *, subgraphs: bool, version: str) -> None:
        if not stream_mode:
            stream_mode = "updates"
        self.single = isinstance(stream_mode, str)
        requested = [stream_mode] if self.single else list(stream_mode)
        self.parent = _parent_sink(config)
        # the modes the server is asked for: the caller's, the calling graph's, and
        # "updates" (interrupts arrive there); "messages" is the server's
        # "messages-tuple" ((message, metadata) parts named "messages")
        sent = list(dict.fromkeys([*requested, *sorted(self.parent.modes if self.parent is not None else ())]))
        if "messages" in sent:
            sent.remove("messages")
            sent.append("messages-tuple")
        if "updates" not in sent:
            sent.append("updates")
        if "events" in sent:
            sent.remove("events")  # (no such server mode)
        self.sent_modes = sent
        self.requested = frozenset("messages" if mode == "messages-tuple" else mode for mode in requested)
        self.subgraphs = subgraphs
        self.v2 = version == "v2"
        self.caller = _caller_ns(config)
        self.caller_ns = tuple(self.caller.split(NS_SEP)) if self.caller else ()

    @property
    def stream_subgraphs(self) -> bool:
        """Whether the server is asked for its subgraphs' parts."""
        return self.subgraphs or self.parent is not None

    def read(self, part: Any) -> Any:
        """The caller's chunk for stream part ``part`` (``event``: ``mode`` or
        ``mode|ns|...``; ``data``), or ``NO_PART``.

        Raises:
            ParentCommand: a ``command`` part for ``Command.PARENT``.
            GraphInterrupt: an interrupt, when the run is a calling graph's node.
            RemoteException: an ``error`` part.
        """
        event = part.event
        mode, _, rest = event.partition(NS_SEP)
        own_ns = tuple(rest.split(NS_SEP)) if rest else ()
        data = part.data
        if mode == "command" and data.get("graph") == Command.PARENT:
            raise self._parent_command(data)
        ns = self.caller_ns + own_ns
        parent = self.parent
        if parent is not None and mode in parent.modes:
            # (a calling run's values events carry their interrupts apart: none here)
            parent.emit(ns, mode, (data, ()) if mode == "values" else data)
        if mode == "updates":
            if self.caller_ns and isinstance(data, dict) and INTERRUPT in data:
                raise GraphInterrupt([Interrupt(**interrupt) for interrupt in data[INTERRUPT]])
        elif mode == "error":
            raise RemoteException(data)
        if mode not in self.requested:
            return NO_PART
        if mode.startswith("messages"):
            data = tuple(data)
            part = part._replace(data=data)
        if self.v2:
            interrupts: tuple[Any, ...] = ()
            if mode == "values" and isinstance(data, dict) and INTERRUPT in data:
                data = dict(data)
                interrupts = tuple(Interrupt(**i) if isinstance(i, dict) else i for i in data.pop(INTERRUPT))
            return {"type": mode, "ns": ns, "data": data, "interrupts": interrupts}
        if self.subgraphs:
            # (the run's own namespaces, without the caller's)
            return (own_ns, data) if self.single else (own_ns, mode, data)
        return data if self.single else part

    def _parent_command(self, data: Mapping[str, Any]) -> ParentCommand:
        error = ParentCommand(Command(**data))
        if self.caller:
            # as a Command.PARENT returned by the node that ran this graph: for the
            # graph above the one holding that node
            error.origin_ns = self.caller.rpartition(NS_SEP)[0]  # type: ignore[attr-defined]
        return error


def invoke_result(last: Any, version: str) -> Any:
    """``invoke``'s value from the run's last ``values`` chunk (``NO_PART``: none
    came; logged and ``None``, as LangGraph)."""
    if last is NO_PART:
        _log.warning("No events received from remote graph")
        return None
    if version == "v2":
        return GraphOutput(value=last["data"], interrupts=tuple(last.get("interrupts", ())))
    return last

"""The built-in transformers of v3 runs.

Every run has ``ValuesTransformer`` (``run.values``), ``MessagesTransformer``
(``run.messages``, empty unless langchain-core is in use),
``LifecycleTransformer`` (``run.lifecycle``) and ``SubgraphTransformer``
(``run.subgraphs``). The
``updates``, ``custom``, ``checkpoints``, ``debug`` and ``tasks`` projections are
opt-in: pass their transformer in ``transformers=[...]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lingxigraph.errors import GraphDrained, GraphInterrupt
from lingxigraph.stream._protocol import (
    LifecyclePayload,
    ProtocolEvent,
    StreamTransformer,
    SubgraphStatus,
)
from lingxigraph.stream.stream_channel import StreamChannel

if TYPE_CHECKING:
    from lingxigraph.stream._hub import EventHub

__all__ = (
    "CheckpointsTransformer",
    "CustomTransformer",
    "DebugTransformer",
    "LifecyclePayload",
    "LifecycleTransformer",
    "MessagesTransformer",
    "StreamTransformer",
    "SubgraphStatus",
    "SubgraphTransformer",
    "TasksTransformer",
    "UpdatesTransformer",
    "ValuesTransformer",
)


def _at(event: ProtocolEvent, scope: tuple[str, ...]) -> bool:
    """Whether ``event`` belongs to the run level ``scope`` itself."""
    namespace = event["params"]["namespace"]
    return len(namespace) == len(scope) and tuple(namespace) == scope


class _ModeTransformer(StreamTransformer):
    """The ``data`` of one stream mode's events of the transformer's own level, on
    a projection named after the mode."""

    _native = True
    mode: str = ""

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        self._log: StreamChannel[Any] = StreamChannel()  # (LangGraph's attribute name)

    def init(self) -> dict[str, Any]:
        return {self.mode: self._log}

    def process(self, event: ProtocolEvent) -> bool:
        if event["method"] == self.mode and _at(event, self.scope):
            self._log.push(event["params"]["data"])
        return True


class ValuesTransformer(_ModeTransformer):
    """``run.values``: the level's state after each step (built in)."""

    required_stream_modes = ("values",)
    mode = "values"

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        self._error: BaseException | None = None
        self._interrupts: list[Any] = []  # the level's pending interrupts so far

    @property
    def error(self) -> BaseException | None:
        """The error that ended the run, if any."""
        return self._error

    @property
    def _interrupted(self) -> bool:
        return bool(self._interrupts)

    def process(self, event: ProtocolEvent) -> bool:
        if event["method"] == "values" and _at(event, self.scope):
            interrupts = event["params"].get("interrupts") or ()
            # each paused task may report its interrupts in its own values event
            self._interrupts = [*self._interrupts, *interrupts] if interrupts else []
            self._log.push(event["params"]["data"])
        return True

    def fail(self, err: BaseException) -> None:
        self._error = err


class UpdatesTransformer(_ModeTransformer):
    """``run.updates``: each node's update (``{node: update}``) at the level."""

    required_stream_modes = ("updates",)
    mode = "updates"


class CustomTransformer(_ModeTransformer):
    """``run.custom``: what nodes wrote with the stream writer at the level."""

    required_stream_modes = ("custom",)
    mode = "custom"


class CheckpointsTransformer(_ModeTransformer):
    """``run.checkpoints``: the level's checkpoints as they are saved."""

    required_stream_modes = ("checkpoints",)
    mode = "checkpoints"


class DebugTransformer(_ModeTransformer):
    """``run.debug``: the level's debug events (checkpoints, task starts and results)."""

    required_stream_modes = ("debug",)
    mode = "debug"


class TasksTransformer(_ModeTransformer):
    """``run.tasks``: the level's task starts and results."""

    required_stream_modes = ("tasks",)
    mode = "tasks"


def _is_result(data: Any) -> bool:
    return isinstance(data, dict) and "result" in data and "triggers" not in data


def _outcome(data: dict[str, Any]) -> tuple[SubgraphStatus, str | None]:
    """A finished task's status and error message."""
    error = data.get("error")
    if isinstance(error, GraphDrained):
        return "drained", None  # stopped by a drain request: no failure
    if data.get("interrupts"):
        return "interrupted", None  # (an interrupt wins over an error, as in LangGraph)
    if error:
        return "failed", str(error)
    return "completed", None


def _segment_parts(segment: str) -> tuple[str, str]:
    name, _, task_id = segment.partition(":")
    return name, task_id


def _tool_call_id(task_input: Any) -> str | None:
    """The id of the tool call a task runs (a ``ToolNode`` task's input is the
    call with its context, or, batched, a list of calls), if any."""
    if isinstance(task_input, dict):
        call = task_input.get("tool_call") if task_input.get("__type") == "tool_call_with_context" else None
        found = call.get("id") if isinstance(call, dict) else None
        return found if isinstance(found, str) else None
    if isinstance(task_input, list) and task_input and isinstance(task_input[0], dict):
        found = task_input[0].get("id")
        return found if isinstance(found, str) and "name" in task_input[0] else None
    return None


class _Starts:
    """Names the subgraph runs a level sees start.

    A run's name is the node it runs in, or, for an agent (its first task's
    metadata has an ``lc_agent_name``), the agent's name; an agent started by a
    tool call also gets the call as its ``cause``.
    """

    def __init__(self) -> None:
        self._tool_calls: dict[str, str] = {}  # running task id → its tool call id

    def note(self, data: Any) -> None:
        """Remember (forget) the tool call of a starting (finished) task."""
        if not isinstance(data, dict) or "id" not in data:
            return
        if _is_result(data):
            self._tool_calls.pop(data["id"], None)
            return
        call = _tool_call_id(data.get("input"))
        if call is not None:
            self._tool_calls[data["id"]] = call

    def identity(self, namespace: list[str], data: Any) -> tuple[str, str, dict[str, str] | None]:
        """``(graph_name, trigger_call_id, cause)`` of the run at ``namespace``,
        from its first task event ``data``."""
        name, task_id = _segment_parts(namespace[-1])
        metadata = data.get("metadata") if isinstance(data, dict) else None
        agent = metadata.get("lc_agent_name") if isinstance(metadata, dict) else None
        if not agent:
            return name, task_id, None
        call = self._tool_calls.get(task_id)
        return str(agent), task_id, ({"type": "toolCall", "tool_call_id": call} if call is not None else None)


class _TasksLifecycleBase(StreamTransformer):
    """Base of transformers that follow subgraph runs through ``tasks`` events.

    Private in LangGraph too, but subclassed outside it (langchain's
    ``create_agent`` registers its ``run.subagents`` transformer on it), so the
    hooks and bookkeeping attributes keep LangGraph's names.

    A subclass implements three hooks:

    - ``_should_track(ns)``: whether the run at namespace ``ns`` concerns it.
    - ``_on_started(ns, graph_name, trigger_call_id)``: once per tracked run, at
      its first task. ``graph_name`` is the agent's ``lc_agent_name`` when its
      task metadata has one, else the node name; ``self._pending_cause`` is then
      ``{"type": "toolCall", "tool_call_id": ...}`` for an agent started by a
      tool call, else ``None``.
    - ``_on_terminal(ns, status, error)``: once per tracked run, when the task
      that ran it reports its result, or at the run's end for runs still open
      (``completed`` after ``finalize``; after ``fail``: ``drained``,
      ``interrupted`` or ``failed`` by the error's kind).

    Task events stay out of the event log (``process`` returns ``False``).
    Attributes a subclass may read: ``_lc_by_ns`` (namespace → the
    ``lc_agent_name`` of its first task, or ``None``), ``_open`` (tracked
    namespace → id of the task that runs it), ``_seen`` (tracked namespaces).
    """

    required_stream_modes = ("tasks",)

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        self._seen: set[tuple[str, ...]] = set()
        self._open: dict[tuple[str, ...], str] = {}
        self._lc_by_ns: dict[tuple[str, ...], str | None] = {}
        self._pending_tool_calls: dict[str, str] = {}  # task id → the tool call it runs
        self._pending_cause: dict[str, str] | None = None

    def _should_track(self, ns: tuple[str, ...]) -> bool:
        raise NotImplementedError(f"{type(self).__name__} must implement _should_track()")

    def _on_started(self, ns: tuple[str, ...], graph_name: str | None, trigger_call_id: str | None) -> None:
        raise NotImplementedError(f"{type(self).__name__} must implement _on_started()")

    def _on_terminal(self, ns: tuple[str, ...], status: SubgraphStatus, error: str | None) -> None:
        raise NotImplementedError(f"{type(self).__name__} must implement _on_terminal()")

    def process(self, event: ProtocolEvent) -> bool:
        if event["method"] != "tasks":
            return True
        ns = tuple(event["params"]["namespace"])
        data = event["params"]["data"]
        if _is_result(data):
            self._handle_task_result(ns, data)
        elif isinstance(data, dict):
            self._record_identity(ns, data)
            self._record_pending_tool_calls(data)
            self._handle_task_start(ns, data)
        return False

    def _record_identity(self, ns: tuple[str, ...], data: dict[str, Any]) -> None:
        """Keep the ``lc_agent_name`` of the first task seen at ``ns``."""
        if ns not in self._lc_by_ns:
            metadata = data.get("metadata")
            self._lc_by_ns[ns] = metadata.get("lc_agent_name") if isinstance(metadata, dict) else None

    def _record_pending_tool_calls(self, data: dict[str, Any]) -> None:
        """Remember which tool call a starting task runs (its subgraph's
        namespace segment carries the task id)."""
        task_id = data.get("id")
        call = _tool_call_id(data.get("input"))
        if isinstance(task_id, str) and call is not None:
            self._pending_tool_calls[task_id] = call

    def _handle_task_start(self, ns: tuple[str, ...], data: dict[str, Any]) -> None:
        if ns in self._seen or not self._should_track(ns):
            return
        self._seen.add(ns)
        name, sep, task_id = ns[-1].partition(":")
        trigger = task_id if sep else None
        metadata = data.get("metadata")
        agent = metadata.get("lc_agent_name") if isinstance(metadata, dict) else None
        call = self._pending_tool_calls.get(trigger) if agent is not None and trigger is not None else None
        self._pending_cause = {"type": "toolCall", "tool_call_id": call} if call else None
        self._on_started(ns, agent if agent is not None else (name or None), trigger)
        if trigger is not None:
            self._open[ns] = trigger

    def _pop_terminal_transitions(
        self, ns: tuple[str, ...], data: dict[str, Any]
    ) -> list[tuple[tuple[str, ...], SubgraphStatus, str | None]]:
        """The tracked runs that the task result ``data`` (at ``ns``) ends, as
        ``(namespace, status, error)``; they are no longer open."""
        task_id = data.get("id")
        ended = [child for child, trigger in self._open.items() if trigger == task_id and child[:-1] == ns]
        if not ended:
            return []
        status, error = _outcome(data)
        for child in ended:
            del self._open[child]
        return [(child, status, error) for child in ended]

    def _handle_task_result(self, ns: tuple[str, ...], data: dict[str, Any]) -> None:
        for child, status, error in self._pop_terminal_transitions(ns, data):
            self._on_terminal(child, status, error)

    def finalize(self) -> None:
        self._sweep("completed", None)

    def fail(self, err: BaseException) -> None:
        self._sweep(*_status_from_error(err))

    def _sweep(self, status: SubgraphStatus, error: str | None) -> None:
        open_runs, self._open = list(self._open), {}
        for ns in open_runs:
            self._on_terminal(ns, status, error)


class LifecycleTransformer(_TasksLifecycleBase):
    """``run.lifecycle``: subgraph runs (any depth below the level) starting and
    ending, as ``LifecyclePayload`` dicts; each also enters the event log as a
    ``lifecycle`` event. A subgraph run starts at its first task and ends with
    the result of the task that ran it; runs still open when the whole run ends
    end ``completed`` (or, when it failed, ``drained`` / ``interrupted`` /
    ``failed`` by its error), in the order they started, as in LangGraph."""

    _native = True

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        self._channel: StreamChannel[LifecyclePayload] = StreamChannel("lifecycle")  # (LangGraph's name)

    def init(self) -> dict[str, Any]:
        return {"lifecycle": self._channel}

    def _should_track(self, ns: tuple[str, ...]) -> bool:
        depth = len(self.scope)
        return len(ns) > depth and ns[:depth] == self.scope

    def _on_started(self, ns: tuple[str, ...], graph_name: str | None, trigger_call_id: str | None) -> None:
        if trigger_call_id is None:
            return  # no task to end it: nothing to report (as LangGraph)
        payload: LifecyclePayload = {"event": "started", "namespace": list(ns)}
        if graph_name:
            payload["graph_name"] = graph_name
        payload["trigger_call_id"] = trigger_call_id
        if self._pending_cause is not None:
            payload["cause"] = self._pending_cause
        self._channel.push(payload)

    def _on_terminal(self, ns: tuple[str, ...], status: SubgraphStatus, error: str | None) -> None:
        payload: LifecyclePayload = {"event": status, "namespace": list(ns)}
        if error is not None:
            payload["error"] = error
        self._channel.push(payload)


class SubgraphTransformer(StreamTransformer):
    """``run.subgraphs``: a handle (``SubgraphRunStream``) for each subgraph run
    started directly below the level, with the same projections, scoped to it."""

    _native = True
    supports_sync = True
    required_stream_modes = ("tasks",)

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        self._log: StreamChannel[Any] = StreamChannel()  # (LangGraph's name)
        self._hub: EventHub | None = None
        self._handles: dict[tuple[str, ...], Any] = {}  # namespace → handle (LangGraph's name)
        self._running: dict[str, tuple[str, ...]] = {}  # id of the task running it → namespace
        self._starts = _Starts()

    def _attach_hub(self, hub: EventHub) -> None:
        self._hub = hub

    def init(self) -> dict[str, Any]:
        return {"subgraphs": self._log}

    def _started(self, event: ProtocolEvent) -> None:
        from lingxigraph.stream.run_stream import (
            AsyncSubgraphRunStream,
            SubgraphRunStream,
        )

        hub = self._hub
        namespace = event["params"]["namespace"]
        key = tuple(namespace)
        if hub is None or hub.factories is None or len(key) != len(self.scope) + 1 or key[:-1] != self.scope:
            return  # (a level built from instances only cannot make child levels: no handles)
        if key in self._handles:
            return
        name, task_id, _cause = self._starts.identity(namespace, event["params"]["data"])
        child = hub.make_child(key)
        handle_cls = AsyncSubgraphRunStream if hub.is_async else SubgraphRunStream
        handle = handle_cls(child, path=key, graph_name=name, trigger_call_id=task_id)
        self._handles[key] = handle
        self._running[task_id] = key
        self._log.push(handle)

    def _ended(self, event: ProtocolEvent) -> tuple[Any, BaseException | None] | None:
        data = event["params"]["data"]
        if not (_is_result(data) and _at(event, self.scope)):
            return None
        path = self._running.pop(data.get("id"), None)
        if path is None:
            return None
        handle = self._handles[path]
        if self._hub is not None:
            # its events are over: the hub need not route to it (nor keep it)
            self._hub.children.pop(path, None)
        status, error = _outcome(data)
        handle.status = status
        handle.error = error
        return handle, (RuntimeError(error) if error is not None else None)

    def process(self, event: ProtocolEvent) -> bool:
        if event["method"] == "tasks":
            self._started(event)
            self._starts.note(event["params"]["data"])
            ended = self._ended(event)
            if ended is not None:
                # (a hook of the subgraph level that raised fails the run, as in LangGraph)
                handle, error = ended
                handle._hub.fail(error) if error is not None else handle._hub.close()
        return True

    async def aprocess(self, event: ProtocolEvent) -> bool:
        if event["method"] == "tasks":
            self._started(event)
            self._starts.note(event["params"]["data"])
            ended = self._ended(event)
            if ended is not None:
                handle, error = ended
                await (handle._hub.afail(error) if error is not None else handle._hub.aclose())
        return True

    def finalize(self) -> None:
        self._close_open(None)

    def fail(self, err: BaseException) -> None:
        self._close_open(err)

    def _close_open(self, err: BaseException | None) -> None:
        # subgraph runs still going when the run ended: as in LangGraph, they
        # completed with it, or end as its error tells (drained, interrupted, failed)
        status, error = _status_from_error(err)
        for handle in self._handles.values():
            if handle.status == "started":
                handle.status, handle.error = status, error
        self._running.clear()


def _status_from_error(err: BaseException | None) -> tuple[SubgraphStatus, str | None]:
    """How the subgraph runs still open end when the whole run ends with ``err``."""
    if err is None:
        return "completed", None
    if isinstance(err, GraphDrained):
        return "drained", None
    if isinstance(err, GraphInterrupt):
        return "interrupted", None
    return "failed", str(err)


from lingxigraph.stream._messages import MessagesTransformer

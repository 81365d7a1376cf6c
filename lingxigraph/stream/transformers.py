"""The built-in v3 stream transformers.

Always registered by ``stream_events(version="v3")``: ``ValuesTransformer``
(``run.values``), ``MessagesTransformer`` (``run.messages``),
``LifecycleTransformer`` (``run.lifecycle``) and ``SubgraphTransformer``
(``run.subgraphs``). Opt-in (pass them in ``transformers=``): ``UpdatesTransformer``,
``CustomTransformer``, ``CheckpointsTransformer``, ``DebugTransformer`` and
``TasksTransformer``, each a log of one stream mode at the run's own level.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from typing_extensions import NotRequired, TypedDict

from lingxigraph.errors import GraphDrained, GraphInterrupt
from lingxigraph.stream._messages import MessagesTransformer
from lingxigraph.stream._types import ProtocolEvent, StreamTransformer
from lingxigraph.stream.run_stream import AsyncSubgraphRunStream, SubgraphRunStream
from lingxigraph.stream.stream_channel import StreamChannel

if TYPE_CHECKING:
    from lingxigraph.stream._mux import StreamMux

__all__ = (
    "CheckpointsTransformer",
    "CustomTransformer",
    "DebugTransformer",
    "LifecycleCause",
    "LifecyclePayload",
    "LifecycleTransformer",
    "MessagesTransformer",
    "SubgraphStatus",
    "SubgraphTransformer",
    "TasksTransformer",
    "UpdatesTransformer",
    "ValuesTransformer",
)

_log = logging.getLogger(__name__)

SubgraphStatus = Literal["started", "completed", "failed", "interrupted", "drained"]
"""State of a subgraph: ``started``; then ``completed``, ``failed`` (error),
``interrupted`` (stopped on interrupts) or ``drained`` (stopped by a drain request)."""


class LifecycleCause(TypedDict):
    """Why a subagent started: the tool call that ran it."""

    type: str
    """``"toolCall"``."""
    tool_call_id: str
    """Id of the model's tool call."""


class LifecyclePayload(TypedDict, total=False):
    """One ``lifecycle`` event (also an item of ``run.lifecycle``)."""

    event: SubgraphStatus
    """What happened."""
    namespace: list[str]
    """The subgraph's namespace."""
    graph_name: NotRequired[str]
    """Node name that ran the subgraph, or its agent name (``started`` only)."""
    trigger_call_id: NotRequired[str]
    """Id of the parent task that ran it (``started`` only)."""
    cause: NotRequired[LifecycleCause]
    """The tool call that ran a subagent (``started`` only)."""
    error: NotRequired[str]
    """The error text (``failed`` only)."""


class _ModeLog(StreamTransformer):
    """A log of one stream mode's data at the transformer's own level."""

    _native = True
    _mode: ClassVar[str]

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        """Args:
        scope: namespace of the level to watch.
        """
        super().__init__(scope)
        self._log: StreamChannel[Any] = StreamChannel()
        self._scope_list = list(scope)

    def init(self) -> dict[str, Any]:
        """The projection: ``{<mode>: StreamChannel}``."""
        return {self._mode: self._log}

    def process(self, event: ProtocolEvent) -> bool:
        """Log the data of this level's events of the mode; keep every event."""
        if event["method"] == self._mode and event["params"]["namespace"] == self._scope_list:
            self._log.push(event["params"]["data"])
        return True


class ValuesTransformer(_ModeLog):
    """``run.values``: the state after each step of the run's own level."""

    required_stream_modes = ("values",)
    _mode = "values"

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        """Args:
        scope: namespace of the level to watch.
        """
        super().__init__(scope)
        self._latest: Any = None
        self._interrupted = False
        self._interrupts: list[Any] = []

    @property
    def error(self) -> BaseException | None:
        """The error that ended the run (``None`` while running or on success)."""
        return self._log._error

    def process(self, event: ProtocolEvent) -> bool:
        """Log this level's states and note interrupts; keep every event."""
        if event["method"] == "values" and event["params"]["namespace"] == self._scope_list:
            params = event["params"]
            self._latest = params["data"]
            interrupts = params.get("interrupts", ())
            if interrupts:
                self._interrupted = True
                self._interrupts.extend(interrupts)
            self._log.push(params["data"])
        return True


class UpdatesTransformer(_ModeLog):
    """``run.updates``: each step's node updates (node → update) at the run's level."""

    required_stream_modes = ("updates",)
    _mode = "updates"


class CustomTransformer(_ModeLog):
    """``run.custom``: what nodes wrote with ``get_stream_writer()`` at the run's level."""

    required_stream_modes = ("custom",)
    _mode = "custom"


class CheckpointsTransformer(_ModeLog):
    """``run.checkpoints``: the run level's checkpoints (needs a checkpointer)."""

    required_stream_modes = ("checkpoints",)
    _mode = "checkpoints"


class DebugTransformer(_ModeLog):
    """``run.debug``: the run level's debug events (checkpoint, task, task_result)."""

    required_stream_modes = ("debug",)
    _mode = "debug"


class TasksTransformer(_ModeLog):
    """``run.tasks``: the run level's task starts and results."""

    required_stream_modes = ("tasks",)
    _mode = "tasks"


# -- subgraph discovery ----------------------------------------------------------------------


def _split_segment(segment: str) -> tuple[str, str | None]:
    """``"node:task_id"`` → ``("node", "task_id")``; no colon → ``(segment, None)``."""
    name, colon, task_id = segment.partition(":")
    return name, (task_id if colon else None)


def _status_of_error(err: BaseException) -> tuple[SubgraphStatus, str | None]:
    if isinstance(err, GraphDrained):
        return "drained", None
    if isinstance(err, GraphInterrupt):
        return "interrupted", None
    return "failed", str(err)


def _status_of_result(data: dict[str, Any]) -> tuple[SubgraphStatus, str | None]:
    # an interrupt also shows as an error; interrupts win
    if data.get("interrupts"):
        return "interrupted", None
    if data.get("error"):
        return "failed", str(data["error"])
    return "completed", None


def _tool_call_id(task_input: Any) -> str | None:
    """The tool call id carried by a task's input (a ``tool_call_with_context``
    dict, or a list of tool calls: the first)."""
    if isinstance(task_input, dict):
        call = task_input.get("tool_call")
        if isinstance(call, dict) and isinstance(call.get("id"), str):
            return str(call["id"])
        return None
    if isinstance(task_input, list):
        for call in task_input:
            if isinstance(call, dict) and isinstance(call.get("id"), str):
                return str(call["id"])
    return None


class _TasksLifecycleBase(StreamTransformer):
    """Finds subgraphs from ``tasks`` events: a subgraph starts with the first
    task at its namespace and ends with the result of the parent task that ran it
    (segment ``node:<task id>``), or when the run ends.

    Subclasses choose what to track (``_should_track``) and what to do on start
    (``_on_started``; the tool call that caused it is in ``self._pending_cause``)
    and end (``_on_terminal``). ``tasks`` events are kept out of the main log.
    """

    required_stream_modes = ("tasks",)

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        """Args:
        scope: namespace of the level to watch.
        """
        super().__init__(scope)
        self._seen: set[tuple[str, ...]] = set()
        # tracked namespace → id of the parent task whose result ends it
        self._open: dict[tuple[str, ...], str] = {}
        # namespace → lc_agent_name of its first task (agents name themselves)
        self._lc_by_ns: dict[tuple[str, ...], str | None] = {}
        # task id → tool call id its input carries (joins a subagent to its cause)
        self._pending_tool_calls: dict[str, str] = {}
        self._pending_cause: LifecycleCause | None = None

    def _should_track(self, ns: tuple[str, ...]) -> bool:
        raise NotImplementedError

    def _on_started(self, ns: tuple[str, ...], graph_name: str | None, trigger_call_id: str | None) -> None:
        raise NotImplementedError

    def _on_terminal(self, ns: tuple[str, ...], status: SubgraphStatus, error: str | None) -> None:
        raise NotImplementedError

    def process(self, event: ProtocolEvent) -> bool:
        """Track subgraph starts and ends; drop ``tasks`` events from the log."""
        if event["method"] != "tasks":
            return True
        ns = tuple(event["params"]["namespace"])
        data = event["params"]["data"]
        if "result" in data:
            for child, status, error in self._pop_ended(ns, data):
                self._on_terminal(child, status, error)
        else:
            self._note_task(ns, data)
            self._handle_task_start(ns, data)
        return False

    def _note_task(self, ns: tuple[str, ...], data: dict[str, Any]) -> None:
        if ns not in self._lc_by_ns:
            self._lc_by_ns[ns] = (data.get("metadata") or {}).get("lc_agent_name")
        task_id = data.get("id")
        if isinstance(task_id, str):
            call_id = _tool_call_id(data.get("input"))
            if call_id is not None:
                self._pending_tool_calls[task_id] = call_id

    def _handle_task_start(self, ns: tuple[str, ...], data: dict[str, Any]) -> None:
        if ns in self._seen or not self._should_track(ns):
            return
        self._seen.add(ns)
        node, trigger = _split_segment(ns[-1])
        agent = (data.get("metadata") or {}).get("lc_agent_name")
        cause: LifecycleCause | None = None
        if agent is not None and trigger is not None:
            call_id = self._pending_tool_calls.get(trigger)
            if call_id:
                cause = {"type": "toolCall", "tool_call_id": str(call_id)}
        # passed on the instance so 3-argument _on_started overrides keep working
        self._pending_cause = cause
        self._on_started(ns, agent if agent is not None else (node or None), trigger)
        if trigger is not None:
            self._open[ns] = trigger

    def _pop_ended(
        self, ns: tuple[str, ...], data: dict[str, Any]
    ) -> list[tuple[tuple[str, ...], SubgraphStatus, str | None]]:
        task_id = data.get("id")
        if not task_id:
            return []
        ended = [child for child, parent in self._open.items() if parent == task_id and child[:-1] == ns]
        status, error = _status_of_result(data)
        for child in ended:
            del self._open[child]
        return [(child, status, error) for child in ended]

    def finalize(self) -> None:
        """Subgraphs still open when the run ends have completed."""
        for ns in list(self._open):
            self._on_terminal(ns, "completed", None)
        self._open.clear()

    def fail(self, err: BaseException) -> None:
        """Subgraphs still open when the run fails end as the run did."""
        status, error = _status_of_error(err)
        for ns in list(self._open):
            self._on_terminal(ns, status, error)
        self._open.clear()


class LifecycleTransformer(_TasksLifecycleBase):
    """``run.lifecycle`` and ``lifecycle`` events: when each subgraph below the
    run's level (at any depth) starts and ends (see ``LifecyclePayload``)."""

    _native = True

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        """Args:
        scope: namespace of the level to watch.
        """
        super().__init__(scope)
        self._channel: StreamChannel[LifecyclePayload] = StreamChannel("lifecycle")

    def init(self) -> dict[str, Any]:
        """The projection: ``{"lifecycle": StreamChannel}``."""
        return {"lifecycle": self._channel}

    def _should_track(self, ns: tuple[str, ...]) -> bool:
        depth = len(self.scope)
        return len(ns) > depth and ns[:depth] == self.scope

    def _on_started(self, ns: tuple[str, ...], graph_name: str | None, trigger_call_id: str | None) -> None:
        if trigger_call_id is None:
            return  # no parent task id: its end could not be matched
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


_Handle = SubgraphRunStream | AsyncSubgraphRunStream


class SubgraphTransformer(_TasksLifecycleBase):
    """``run.subgraphs``: a handle (``SubgraphRunStream``) per direct child
    subgraph, with the same projections for the child's level. Events below the
    run's level are handed to the child's own mux (grandchildren appear on the
    child's ``subgraphs``)."""

    _native = True
    supports_sync = True

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        """Args:
        scope: namespace of the level to watch.
        """
        super().__init__(scope)
        self._log: StreamChannel[Any] = StreamChannel()
        self._handles: dict[tuple[str, ...], _Handle] = {}
        self._mux: StreamMux | None = None

    def init(self) -> dict[str, Any]:
        """The projection: ``{"subgraphs": StreamChannel}``."""
        return {"subgraphs": self._log}

    def _on_register(self, mux: Any) -> None:
        self._mux = mux

    def _should_track(self, ns: tuple[str, ...]) -> bool:
        depth = len(self.scope)
        return len(ns) == depth + 1 and ns[:depth] == self.scope

    def _on_started(self, ns: tuple[str, ...], graph_name: str | None, trigger_call_id: str | None) -> None:
        if self._mux is None or self._mux._factories is None:
            return
        child = self._mux._make_child(ns)
        cls = AsyncSubgraphRunStream if child.is_async else SubgraphRunStream
        handle = cls(child, path=ns, graph_name=graph_name, trigger_call_id=trigger_call_id)
        self._handles[ns] = handle
        self._log.push(handle)

    def _mark(self, handle: _Handle, status: SubgraphStatus, error: str | None) -> bool:
        """Set the handle's final status once; False if it already had one."""
        if handle._seen_terminal:
            return False
        handle._seen_terminal = True
        handle.status = status
        if error is not None and handle.error is None:
            handle.error = error
        return True

    def _on_terminal(self, ns: tuple[str, ...], status: SubgraphStatus, error: str | None) -> None:
        handle = self._handles.get(ns)
        if handle is None or not self._mark(handle, status, error) or handle._mux._events._closed:
            return
        if status == "failed":
            handle._mux.fail(RuntimeError(error or "Subgraph failed"))
        else:
            handle._mux.close()

    async def _aon_terminal(self, ns: tuple[str, ...], status: SubgraphStatus, error: str | None) -> None:
        handle = self._handles.get(ns)
        if handle is None or not self._mark(handle, status, error) or handle._mux._events._closed:
            return
        if status == "failed":
            await handle._mux.afail(RuntimeError(error or "Subgraph failed"))
        else:
            await handle._mux.aclose()

    def _handle_for(self, event: ProtocolEvent) -> _Handle | None:
        ns = event["params"]["namespace"]
        depth = len(self.scope)
        if len(ns) <= depth:
            return None
        handle = self._handles.get(tuple(ns[: depth + 1]))
        if handle is None or handle._mux._events._closed:
            return None
        return handle

    def process(self, event: ProtocolEvent) -> bool:
        """Track child subgraphs and hand deeper events to their muxes."""
        keep = super().process(event)
        handle = self._handle_for(event)
        if handle is not None:
            handle._observe_event(event)
            handle._mux.push(event)
        return keep

    async def aprocess(self, event: ProtocolEvent) -> bool:
        """Async twin of ``process`` (child muxes use their async lane)."""
        keep = True
        if event["method"] == "tasks":
            keep = False
            ns = tuple(event["params"]["namespace"])
            data = event["params"]["data"]
            if "result" in data:
                for child, status, error in self._pop_ended(ns, data):
                    await self._aon_terminal(child, status, error)
            else:
                self._note_task(ns, data)
                self._handle_task_start(ns, data)
        handle = self._handle_for(event)
        if handle is not None:
            handle._observe_event(event)
            await handle._mux.apush(event)
        return keep

    def finalize(self) -> None:
        """Every handle still open has completed.

        Raises:
            BaseException: the first error closing a child mux (after all).
        """
        first: BaseException | None = None
        self._open.clear()
        for handle in self._handles.values():
            try:
                self._on_terminal(handle.path, "completed", None)
            except BaseException as exc:
                first = first or exc
        if first is not None:
            raise first

    async def afinalize(self) -> None:
        """Async twin of ``finalize``."""
        first: BaseException | None = None
        self._open.clear()
        for handle in self._handles.values():
            try:
                await self._aon_terminal(handle.path, "completed", None)
            except BaseException as exc:
                first = first or exc
        if first is not None:
            raise first

    def fail(self, err: BaseException) -> None:
        """Every handle still open ends as the run did, its logs failing with ``err``."""
        status, error = _status_of_error(err)
        self._open.clear()
        for handle in self._handles.values():
            self._mark(handle, status, error)
            if not handle._mux._events._closed:
                try:
                    handle._mux.fail(err)
                except Exception:
                    _log.warning("Could not fail the subgraph stream at %s", handle.path, exc_info=True)

    async def afail(self, err: BaseException) -> None:
        """Async twin of ``fail``."""
        status, error = _status_of_error(err)
        self._open.clear()
        for handle in self._handles.values():
            self._mark(handle, status, error)
            if not handle._mux._events._closed:
                try:
                    await handle._mux.afail(err)
                except Exception:
                    _log.warning("Could not fail the subgraph stream at %s", handle.path, exc_info=True)

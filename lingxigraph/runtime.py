"""The ``Runtime`` object injected into nodes that ask for it.

Mirrors ``langgraph.runtime``: a node declaring a ``runtime`` parameter gets the
run's context, store, stream writer and execution info.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, fields, replace
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:
    from lingxigraph.store.base import BaseStore

__all__ = ("Runtime", "ExecutionInfo", "ServerInfo", "RunControl", "BaseUser", "get_runtime")

ContextT = TypeVar("ContextT")


def _no_op_stream_writer(_chunk: Any) -> None:
    return None


def _no_op_heartbeat() -> None:
    return None


@dataclass(frozen=True, slots=True)
class ExecutionInfo:
    """Where the current node attempt runs."""

    checkpoint_id: str
    """Id of the checkpoint the task was planned from."""
    checkpoint_ns: str
    """The task's full namespace, ``name:task_id`` levels joined by ``|``."""
    task_id: str
    """The task's id."""
    thread_id: str | None = None
    """The thread, when the run has a checkpointer config."""
    run_id: str | None = None
    """The run id from the config, if any."""
    node_attempt: int = 1
    """1 for the first attempt, 2 for the first retry, ..."""
    node_first_attempt_time: float | None = None
    """Epoch seconds of the first attempt."""

    def patch(self, **overrides: Any) -> ExecutionInfo:
        """A copy with ``overrides`` applied."""
        return replace(self, **overrides)


@runtime_checkable
class BaseUser(Protocol):
    """An authenticated user, as LangGraph's server describes it (``langgraph_sdk.auth.types.BaseUser``).

    A structural type: any object with these members is a ``BaseUser``.
    Values are also readable as ``user["identity"]``.
    """

    @property
    def is_authenticated(self) -> bool:
        """Whether the user logged in."""
        ...

    @property
    def display_name(self) -> str:
        """A name to show."""
        ...

    @property
    def identity(self) -> str:
        """A unique id for the user."""
        ...

    @property
    def permissions(self) -> Sequence[str]:
        """The user's permission names."""
        ...

    def __getitem__(self, key: str) -> Any: ...

    def __contains__(self, key: str) -> bool: ...

    def __iter__(self) -> Iterator[str]: ...


@dataclass(frozen=True, slots=True)
class ServerInfo:
    """Information about the LangGraph-compatible server a run is served from."""

    assistant_id: str
    graph_id: str
    user: BaseUser | None = None


_DRAIN_LOCK = threading.Lock()
"""Guards ``request_drain`` of every run: drains are rare, so one lock shared by all
runs costs nothing, where a lock per run was made (and dropped) by every run."""


class RunControl:
    """Lets a caller ask a running graph to stop at the next superstep boundary
    (drain) and lets nodes see whether the run was cancelled."""

    __slots__ = ("_drain_reason", "_cancelled")

    def __init__(self) -> None:
        self._drain_reason: str | None = None
        # a plain flag: one attribute store is atomic, and nobody waits on it
        # (an Event per run costs more than a short run's superstep)
        self._cancelled = False

    @property
    def drain_requested(self) -> bool:
        """True once ``request_drain`` was called."""
        return self._drain_reason is not None

    @property
    def drain_reason(self) -> str | None:
        """The reason passed to ``request_drain``, if any."""
        return self._drain_reason

    def request_drain(self, reason: str = "shutdown") -> None:
        """Ask the run to stop after the current superstep."""
        with _DRAIN_LOCK:
            if self._drain_reason is None:
                self._drain_reason = reason

    @property
    def cancelled(self) -> bool:
        """True once the run was cancelled (the caller closed the stream)."""
        return self._cancelled

    def cancel(self) -> None:
        """Mark the run cancelled; sync nodes should check ``cancelled`` and return."""
        self._cancelled = True


@dataclass(kw_only=True, slots=True, frozen=True)
class Runtime(Generic[ContextT]):
    """What a node can reach of the running graph.

    Declare a ``runtime: Runtime[MyContext]`` parameter on a node to receive it.
    """

    context: ContextT = None  # type: ignore[assignment]
    """The ``context=`` value given to the run (validated against ``context_schema``)."""
    store: BaseStore | None = None
    """The store given to ``compile(store=...)``."""
    stream_writer: Any = _no_op_stream_writer
    """Emits a ``custom`` stream chunk."""
    heartbeat: Any = _no_op_heartbeat
    """Signals liveness for idle timeouts."""
    previous: Any = None
    """Functional API: the entrypoint's previous return value on this thread."""
    execution_info: ExecutionInfo | None = None
    """Where this attempt runs (checkpoint, namespace, task id, attempt)."""
    server_info: ServerInfo | None = None
    """Server details when served remotely."""
    control: RunControl | None = field(default=None)
    """Drain and cancellation state of the run."""

    @property
    def drain_requested(self) -> bool:
        """True when the caller asked the run to drain."""
        return self.control is not None and self.control.drain_requested

    @property
    def drain_reason(self) -> str | None:
        """Why the run is draining, if it is."""
        return self.control.drain_reason if self.control is not None else None

    @property
    def cancelled(self) -> bool:
        """True when the caller cancelled the run; long sync nodes should check it."""
        return self.control is not None and self.control.cancelled

    def merge(self, other: Runtime[ContextT]) -> Runtime[ContextT]:
        """Fields of ``other`` that are set override this runtime's (as LangGraph: an
        empty ``context``, such as ``{}``, counts as not set)."""
        return Runtime(
            context=other.context or self.context,
            store=other.store or self.store,
            stream_writer=other.stream_writer
            if other.stream_writer is not _no_op_stream_writer
            else self.stream_writer,
            heartbeat=other.heartbeat if other.heartbeat is not _no_op_heartbeat else self.heartbeat,
            previous=other.previous if other.previous is not None else self.previous,
            execution_info=other.execution_info or self.execution_info,
            server_info=other.server_info or self.server_info,
            control=other.control or self.control,
        )

    def override(self, **overrides: Any) -> Runtime[ContextT]:
        """A copy with ``overrides`` applied."""
        return replace(self, **overrides)

    def patch_execution_info(self, **overrides: Any) -> Runtime[ContextT]:
        """A copy whose ``execution_info`` has ``overrides`` applied."""
        info = self.execution_info
        if info is None:
            return self
        return replace(self, execution_info=info.patch(**overrides))


DEFAULT_RUNTIME: Runtime[Any] = Runtime()


def _slot_setters(cls: type, names: tuple[str, ...]) -> tuple[Any, ...]:
    # the slots' own descriptors: a frozen dataclass's __setattr__ refuses, and
    # dataclasses.replace walks every field in Python (both per task, see below)
    return tuple(cls.__dict__[name].__set__ for name in names)


_RT_SET = _slot_setters(Runtime, tuple(f.name for f in fields(Runtime)))
_INFO_SET = _slot_setters(ExecutionInfo, tuple(f.name for f in fields(ExecutionInfo)))


def _run_runtime(context: Any, store: Any, control: RunControl | None, server_info: ServerInfo | None) -> Runtime[Any]:
    """``Runtime(context=..., store=..., control=..., server_info=...)``, the other fields
    their defaults, made field by field: every root run makes one, and the frozen
    dataclass's ``__init__`` (an ``object.__setattr__`` call per field) cost more than
    the rest of the run's setup."""
    made: Runtime[Any] = object.__new__(Runtime)
    r0, r1, r2, r3, r4, r5, r6, r7 = _RT_SET
    r0(made, context)
    r1(made, store)
    r2(made, _no_op_stream_writer)
    r3(made, _no_op_heartbeat)
    r4(made, None)  # previous
    r5(made, None)  # execution_info
    r6(made, server_info)
    r7(made, control)
    return made


def _task_runtime(
    base: Runtime[ContextT],
    previous: Any,
    stream_writer: Any,
    checkpoint_id: str,
    checkpoint_ns: str,
    task_id: str,
    thread_id: str | None,
    run_id: str | None,
    node_attempt: int,
    node_first_attempt_time: float | None,
) -> Runtime[ContextT]:
    """``base.override(previous=..., stream_writer=..., execution_info=ExecutionInfo(...))``
    made field by field: every task of a traced or LangChain-using run makes one, and
    ``dataclasses.replace`` cost more than the rest of the task's config."""
    if type(base) is not Runtime:  # a subclass: its own construction
        return base.override(
            previous=previous,
            stream_writer=stream_writer,
            execution_info=ExecutionInfo(
                checkpoint_id=checkpoint_id,
                checkpoint_ns=checkpoint_ns,
                task_id=task_id,
                thread_id=thread_id,
                run_id=run_id,
                node_attempt=node_attempt,
                node_first_attempt_time=node_first_attempt_time,
            ),
        )
    info = object.__new__(ExecutionInfo)
    i0, i1, i2, i3, i4, i5, i6 = _INFO_SET
    i0(info, checkpoint_id)
    i1(info, checkpoint_ns)
    i2(info, task_id)
    i3(info, thread_id)
    i4(info, run_id)
    i5(info, node_attempt)
    i6(info, node_first_attempt_time)
    made: Runtime[ContextT] = object.__new__(Runtime)
    r0, r1, r2, r3, r4, r5, r6, r7 = _RT_SET
    r0(made, base.context)
    r1(made, base.store)
    r2(made, stream_writer)
    r3(made, base.heartbeat)
    r4(made, previous)
    r5(made, info)
    r6(made, base.server_info)
    r7(made, base.control)
    return made


def get_runtime(context_schema: type[ContextT] | None = None) -> Runtime[ContextT]:
    """The ``Runtime`` of the node running now.

    Args:
        context_schema: only for type checkers; not used at run time.

    Raises:
        RuntimeError: called outside a running graph.
    """
    from lingxigraph._internal._context import current_task

    return current_task("get_runtime").runtime


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "BaseStore": "lingxigraph.store.base:BaseStore",
        "StreamWriter": "lingxigraph.types:StreamWriter",
        "get_config": "lingxigraph.config:get_config",
    },
)

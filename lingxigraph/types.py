"""Public value types: ``Send``, ``Command``, ``Interrupt``, policies and snapshots.

Names, fields, defaults and reprs mirror ``langgraph.types`` (LangGraph 1.2.11).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Generic,
    Literal,
    NamedTuple,
    TypeVar,
    Union,
    final,
)

from typing_extensions import NotRequired, TypeAlias, TypedDict

from lingxigraph._internal._retry import default_retry_on
from lingxigraph._internal._tool_output import ToolOutputBase, adopt_tool_output_mixin

if TYPE_CHECKING:
    from lingxigraph.checkpoint.base import BaseCheckpointSaver, CheckpointMetadata
    from lingxigraph.config import RunnableConfig

__all__ = (
    "All",
    "Checkpointer",
    "StreamMode",
    "StreamWriter",
    "Durability",
    "RetryPolicy",
    "CachePolicy",
    "TimeoutPolicy",
    "TracePolicy",
    "Interrupt",
    "StateUpdate",
    "PregelTask",
    "PregelExecutableTask",
    "StateSnapshot",
    "Send",
    "Command",
    "Overwrite",
    "GraphOutput",
    "interrupt",
    "ensure_valid_checkpointer",
    "omit_payload",
    "ValuesStreamPart",
    "UpdatesStreamPart",
    "MessagesStreamPart",
    "CustomStreamPart",
    "CheckpointStreamPart",
    "TasksStreamPart",
    "DebugStreamPart",
    "StreamPart",
    "TaskPayload",
    "TaskResultPayload",
    "CheckpointTask",
    "CheckpointPayload",
    "DebugPayload",
)

N = TypeVar("N", bound=Hashable)
OutputT = TypeVar("OutputT")
StateT = TypeVar("StateT")
KeyFuncT = TypeVar("KeyFuncT", bound=Callable[..., Union[str, bytes]])

All: TypeAlias = Literal["*"]
"""Pass ``"*"`` to ``interrupt_before`` / ``interrupt_after`` to pause at every node."""

StreamMode: TypeAlias = Literal[
    "values", "updates", "checkpoints", "tasks", "debug", "messages", "custom"
]
"""How ``stream`` emits output:

- ``values``: the whole state after each superstep.
- ``updates``: ``{node: update}`` as each task finishes.
- ``checkpoints``: each saved checkpoint (needs a checkpointer).
- ``tasks``: task start and result events.
- ``debug``: checkpoint and task events wrapped with step, timestamp and type.
- ``messages``: ``(message_chunk, metadata)`` for chat-model tokens and returned messages.
- ``custom``: whatever nodes pass to the stream writer.
"""

StreamWriter: TypeAlias = Callable[[Any], None]
"""Callable a node uses to emit a ``custom`` stream chunk."""

Durability: TypeAlias = Literal["sync", "async", "exit"]
"""When checkpoints are written:

- ``sync``: before the next superstep starts.
- ``async``: while the next superstep runs (saved before the run returns).
- ``exit``: only when the run ends (finishes, interrupts or fails).
"""

Checkpointer: TypeAlias = Union[None, bool, "BaseCheckpointSaver[Any]"]
"""``None`` inherits the parent's saver, ``True`` keeps a subgraph's own history,
``False`` disables checkpointing."""


def omit_payload(_value: Any) -> dict[str, Any]:
    """A ``TracePolicy`` processor that drops the payload: always returns ``{}``."""
    return {}


class RetryPolicy(NamedTuple):
    """How a failing node is retried.

    Fields are in seconds; the n-th retry waits
    ``min(max_interval, initial_interval * backoff_factor ** (n - 1))``, plus up to
    one second of random jitter when ``jitter`` is true.
    """

    initial_interval: float = 0.5
    """Seconds to wait before the first retry."""
    backoff_factor: float = 2.0
    """Multiplier applied to the wait after each retry."""
    max_interval: float = 128.0
    """Upper bound in seconds on the wait between retries."""
    max_attempts: int = 3
    """Total attempts, the first one included."""
    jitter: bool = True
    """Add random jitter to each wait."""
    retry_on: (
        type[Exception] | Sequence[type[Exception]] | Callable[[Exception], bool]
    ) = default_retry_on
    """Exception class(es) to retry on, or a predicate on the exception."""


def default_cache_key(*args: Any, **kwargs: Any) -> str | bytes:
    """The default cache key of `CachePolicy` (its ``key_func``, this very function, as
    in LangGraph): a pickle of the node input made stable (dicts in key order, lists as
    tuples; see ``lingxigraph._internal._cache_key``)."""
    from lingxigraph._internal._cache_key import default_cache_key as key

    return key(*args, **kwargs)


@dataclass(kw_only=True, slots=True, frozen=True)
class CachePolicy(Generic[KeyFuncT]):
    """Cache a node's writes, keyed by its input."""

    key_func: KeyFuncT = default_cache_key  # type: ignore[assignment]
    """Maps the node input to a cache key (str or bytes)."""
    ttl: int | None = None
    """Seconds an entry lives; ``None`` keeps it forever."""


@dataclass(kw_only=True, slots=True, frozen=True)
class TimeoutPolicy:
    """Time limits for one node attempt, in seconds."""

    run_timeout: float | timedelta | None = None
    """Total seconds an attempt may run."""
    idle_timeout: float | timedelta | None = None
    """Seconds an attempt may go without a heartbeat or stream event."""
    refresh_on: Literal["auto", "heartbeat"] = "auto"
    """What resets the idle clock: any activity (``auto``) or only heartbeats."""

    @classmethod
    def coerce(cls, value: float | timedelta | TimeoutPolicy | None) -> TimeoutPolicy | None:
        """Turn a number of seconds, a ``timedelta`` or a policy into a policy.

        Limits come out as float seconds; a policy whose limits already are is
        returned itself (as in LangGraph: coercing twice gives the same object).

        Raises:
            ValueError: a timeout is zero or negative.
        """
        if value is None:
            return None
        given = value if isinstance(value, TimeoutPolicy) else cls(run_timeout=value)
        if given.refresh_on not in ("auto", "heartbeat"):
            raise ValueError("refresh_on must be 'auto' or 'heartbeat'")
        limits: dict[str, float] = {}
        for field_name in ("run_timeout", "idle_timeout"):
            limit = getattr(given, field_name)
            if limit is None:
                continue
            limit = float(limit.total_seconds()) if isinstance(limit, timedelta) else float(limit)
            if limit <= 0:
                raise ValueError(f"{field_name} must be greater than 0")
            limits[field_name] = limit
        if not limits:
            return None  # a policy with no limit at all is no policy
        if given is value and all(type(getattr(value, name)) is float for name in limits):
            return value  # already in seconds as floats (as LangGraph, the same object)
        return cls(refresh_on=given.refresh_on, **limits)


@dataclass(kw_only=True, slots=True, frozen=True)
class TracePolicy:
    """Transform what tracing records of a node's inputs and outputs."""

    process_inputs: Callable[[Any], Any] | None = None
    """Applied to inputs before they are traced."""
    process_outputs: Callable[[Any], Any] | None = None
    """Applied to outputs before they are traced."""


@final
@dataclass(init=False, slots=True)
class Interrupt:
    """A pause raised by ``interrupt(value)``; shown to the caller under ``__interrupt__``.

    Attributes:
        value: what the node passed to ``interrupt()``.
        id: 32 lowercase hex characters identifying this interrupt; resume one
            interrupt among several with ``Command(resume={id: value})``.
    """

    value: Any
    id: str

    def __init__(self, value: Any, id: str = "placeholder-id", **deprecated: Any) -> None:
        self.value = value
        if "ns" in deprecated and id == "placeholder-id":
            # a pre-1.0 interrupt (its namespace as a list): LangGraph's id for it
            ns = deprecated["ns"]
            id = _ns_interrupt_id("|".join(ns) if not isinstance(ns, str) else ns)
        self.id = id

    @classmethod
    def from_ns(cls, value: Any, ns: str) -> Interrupt:
        """An interrupt whose id is derived from a task namespace string, as
        LangGraph derives it (the XXH3-128 hex digest of ``ns``), so the ids of
        interrupts saved by LangGraph threads stay the same."""
        return cls(value=value, id=_ns_interrupt_id(ns))

    @property
    def interrupt_id(self) -> str:
        """Deprecated alias of ``id``."""
        import warnings

        from lingxigraph.warnings import LangGraphDeprecatedSinceV10

        warnings.warn(
            "`interrupt_id` is deprecated. Use `id` instead.",
            LangGraphDeprecatedSinceV10,
            stacklevel=2,
        )
        return self.id


def _ns_interrupt_id(ns: str) -> str:
    from lingxigraph._internal._xxh3 import xxh3_128_hexdigest

    return xxh3_128_hexdigest(ns.encode())


class StateUpdate(NamedTuple):
    """One update for ``bulk_update_state``."""

    values: dict[str, Any] | None
    as_node: str | None = None
    task_id: str | None = None


class PregelTask(NamedTuple):
    """A task as shown in ``StateSnapshot.tasks``.

    ``error`` is the exception's repr string when read from a checkpoint;
    ``state`` is the subgraph's config (or snapshot with ``subgraphs=True``).
    """

    id: str
    name: str
    path: tuple[str | int | tuple[Any, ...], ...]
    error: Exception | None = None
    interrupts: tuple[Interrupt, ...] = ()
    state: None | RunnableConfig | StateSnapshot = None
    result: Any | None = None


class StateSnapshot(NamedTuple):
    """The state of a thread at one checkpoint, as returned by ``get_state``."""

    values: dict[str, Any] | Any
    """Channel values at this checkpoint (plus successful pending writes)."""
    next: tuple[str, ...]
    """Names of the nodes that run next."""
    config: RunnableConfig
    """Config that points at this checkpoint."""
    metadata: CheckpointMetadata | None
    """The checkpoint's metadata (source, step, parents, ...)."""
    created_at: str | None
    """ISO-8601 timestamp of the checkpoint."""
    parent_config: RunnableConfig | None
    """Config of the previous checkpoint, if any."""
    tasks: tuple[PregelTask, ...]
    """Tasks planned at this checkpoint, with their errors, interrupts and results."""
    interrupts: tuple[Interrupt, ...]
    """Interrupts that are pending at this checkpoint."""


@dataclass(slots=True, frozen=True)
class PregelExecutableTask:
    """A planned task, as LangGraph exposes it to low-level callers."""

    name: str
    input: Any
    proc: Any
    writes: Any
    config: Any
    triggers: Sequence[str]
    retry_policy: Sequence[RetryPolicy]
    cache_key: Any
    id: str
    path: tuple[Any, ...]
    writers: Sequence[Any] = ()
    subgraphs: Sequence[Any] = ()
    timeout: TimeoutPolicy | None = None


class Send:
    """Run ``node`` in the next superstep with ``arg`` as its input.

    Return a list of ``Send`` from a conditional edge (or put them in
    ``Command.goto``) to fan out: each becomes its own task, in list order.

    Args:
        node: the target node's name.
        arg: the input the target receives instead of the graph state.
        timeout: optional per-task timeout (seconds, ``timedelta`` or policy).
    """

    __slots__ = ("node", "arg", "timeout")

    node: str
    arg: Any
    timeout: TimeoutPolicy | None

    def __init__(
        self,
        /,
        node: str,
        arg: Any,
        *,
        timeout: float | timedelta | TimeoutPolicy | None = None,
    ) -> None:
        self.node = node
        self.arg = arg
        self.timeout = TimeoutPolicy.coerce(timeout)

    def __hash__(self) -> int:
        return hash((self.node, self.arg, self.timeout))

    def __repr__(self) -> str:
        if self.timeout is None:
            return f"Send(node={self.node!r}, arg={self.arg!r})"
        return f"Send(node={self.node!r}, arg={self.arg!r}, timeout={self.timeout!r})"

    def __eq__(self, value: object) -> bool:
        return (
            isinstance(value, Send)
            and self.node == value.node
            and self.arg == value.arg
            and self.timeout == value.timeout
        )


@dataclass(kw_only=True, slots=True, frozen=True)
class Command(Generic[N], ToolOutputBase):
    """Update state, jump to nodes, or resume an interrupt, in one object.

    Return it from a node (``update`` + ``goto``) or pass it as the run input
    (``resume``, ``update``).

    Attributes:
        graph: ``None`` for the current graph, ``Command.PARENT`` for the closest parent.
        update: state update, applied as if the node returned it.
        resume: the value ``interrupt()`` returns, or ``{interrupt_id: value}``.
        goto: node name(s) or ``Send`` objects to run next.
    """

    graph: str | None = None
    update: Any | None = None
    resume: dict[str, Any] | Any | None = None
    goto: Send | Sequence[Send | N] | N = ()

    PARENT: ClassVar[Literal["__parent__"]] = "__parent__"

    def __repr__(self) -> str:
        parts = ", ".join(
            f"{f.name}={getattr(self, f.name)!r}"
            for f in dataclasses.fields(self)
            if getattr(self, f.name)
        )
        return f"Command({parts})"

    def _update_as_tuples(self) -> Sequence[tuple[str, Any]]:
        """The ``update`` as ``(key, value)`` pairs."""
        update = self.update
        if update is None:
            return ()
        if isinstance(update, dict):
            return list(update.items())
        if isinstance(update, (list, tuple)) and all(
            isinstance(t, tuple) and len(t) == 2 and isinstance(t[0], str) for t in update
        ):
            return list(update)
        from lingxigraph._internal._fields import annotated_keys, get_update_as_tuples

        if annotated_keys(type(update)):
            return get_update_as_tuples(update)
        # anything else is a whole-state value (LangGraph): a graph with named keys
        # has no such channel and drops it
        return [("__root__", update)]


# a LangChain tool returns a Command as is (as LangGraph's is a ToolOutputMixin)
adopt_tool_output_mixin(Command)


@dataclass(slots=True)
class Overwrite:
    """Write ``value`` to a reducer channel as is, bypassing the reducer.

    A plain dict ``{"__overwrite__": value}`` means the same.
    """

    value: Any
    type: Literal["__overwrite__"] = "__overwrite__"


@dataclass(frozen=True)  # (no slots, as LangGraph's: ``vars(output)`` works)
class GraphOutput(Generic[OutputT]):
    """What ``invoke(..., version="v2")`` returns: the output value and pending interrupts."""

    value: OutputT
    interrupts: tuple[Interrupt, ...] = ()

    def __getitem__(self, key: str) -> Any:
        """Deprecated dict-style access: ``result["__interrupt__"]`` or an output key.

        Raises:
            KeyError: the output has no such key or attribute.
        """
        self._warn("`result[key]`")
        if key == "__interrupt__":
            return self.interrupts
        if isinstance(self.value, dict):
            return self.value[key]
        try:
            return getattr(self.value, key)
        except AttributeError:
            raise KeyError(key) from None

    def __contains__(self, key: object) -> bool:
        """Deprecated dict-style membership test (``"__interrupt__"`` or an output key)."""
        self._warn("`key in result`")
        if key == "__interrupt__":
            return bool(self.interrupts)
        if isinstance(self.value, dict):
            return key in self.value
        return isinstance(key, str) and hasattr(self.value, key)

    @staticmethod
    def _warn(access: str) -> None:
        import warnings

        from lingxigraph.warnings import LangGraphDeprecatedSinceV11

        warnings.warn(
            f"Accessing GraphOutput via {access} is deprecated. Use `result.value` to access "
            "the output value directly, or `result.interrupts` for interrupts.",
            LangGraphDeprecatedSinceV11,
            stacklevel=3,
        )


class CacheKey(NamedTuple):
    """Where a task's cached writes live."""

    ns: tuple[str, ...]
    key: str
    ttl: int | None


def interrupt(value: Any) -> Any:
    """Pause the graph and hand ``value`` to the caller; return the resume value.

    The first time it runs in a task it raises ``GraphInterrupt``; the run stops
    and the caller sees ``Interrupt(value, id)`` under ``__interrupt__``. When the
    caller continues with ``Command(resume=answer)``, the node runs again from its
    start and this call returns ``answer``. Several calls in one node are matched
    to resume values by call order.

    Raises:
        GraphInterrupt: when no resume value is available yet.
        RuntimeError: when called outside a running graph.
    """
    from lingxigraph._internal._context import current_task

    return current_task("interrupt").interrupt(value)


def ensure_valid_checkpointer(checkpointer: Checkpointer) -> Checkpointer:
    """Return ``checkpointer`` if it is ``None``, a bool or a saver.

    Raises:
        TypeError: for anything else.
    """
    from lingxigraph.checkpoint.base import BaseCheckpointSaver

    if checkpointer is None or isinstance(checkpointer, (bool, BaseCheckpointSaver)):
        return checkpointer
    raise TypeError(
        f"Invalid checkpointer provided. Expected an instance of `BaseCheckpointSaver`, "
        f"`True`, `False`, or `None`. Received {type(checkpointer).__name__}."
    )


# ---- stream payload shapes (version="v2") -------------------------------------------


class TaskPayload(TypedDict):
    """A ``tasks`` start event."""

    id: str
    name: str
    input: Any
    triggers: list[str]
    metadata: NotRequired[dict[str, Any]]


class TaskResultPayload(TypedDict):
    """A ``tasks`` result event."""

    id: str
    name: str
    error: str | None
    interrupts: list[dict[str, Any]]
    result: dict[str, Any]


class CheckpointTask(TypedDict):
    """A task entry inside a ``checkpoints`` event."""

    id: str
    name: str
    error: NotRequired[str]
    result: NotRequired[Any]
    interrupts: NotRequired[list[dict[str, Any]]]
    state: Any


class CheckpointPayload(TypedDict, Generic[StateT]):
    """A ``checkpoints`` event."""

    config: Any
    metadata: Any
    values: StateT
    next: list[str]
    parent_config: Any
    tasks: list[CheckpointTask]


class _DebugCheckpoint(TypedDict):
    step: int
    timestamp: str
    type: Literal["checkpoint"]
    payload: CheckpointPayload[Any]


class _DebugTask(TypedDict):
    step: int
    timestamp: str
    type: Literal["task"]
    payload: TaskPayload


class _DebugTaskResult(TypedDict):
    step: int
    timestamp: str
    type: Literal["task_result"]
    payload: TaskResultPayload


DebugPayload: TypeAlias = Union[_DebugCheckpoint, _DebugTask, _DebugTaskResult]


class ValuesStreamPart(TypedDict, Generic[OutputT]):
    """``values`` part in the v2 stream format."""

    type: Literal["values"]
    ns: tuple[str, ...]
    data: OutputT
    interrupts: tuple[Interrupt, ...]


class UpdatesStreamPart(TypedDict):
    """``updates`` part in the v2 stream format."""

    type: Literal["updates"]
    ns: tuple[str, ...]
    data: dict[str, Any]


class MessagesStreamPart(TypedDict):
    """``messages`` part in the v2 stream format."""

    type: Literal["messages"]
    ns: tuple[str, ...]
    data: tuple[Any, dict[str, Any]]


class CustomStreamPart(TypedDict):
    """``custom`` part in the v2 stream format."""

    type: Literal["custom"]
    ns: tuple[str, ...]
    data: Any


class CheckpointStreamPart(TypedDict, Generic[StateT]):
    """``checkpoints`` part in the v2 stream format."""

    type: Literal["checkpoints"]
    ns: tuple[str, ...]
    data: CheckpointPayload[StateT]


class TasksStreamPart(TypedDict):
    """``tasks`` part in the v2 stream format."""

    type: Literal["tasks"]
    ns: tuple[str, ...]
    data: TaskPayload | TaskResultPayload


class DebugStreamPart(TypedDict, Generic[StateT]):
    """``debug`` part in the v2 stream format."""

    type: Literal["debug"]
    ns: tuple[str, ...]
    data: Any


StreamPart: TypeAlias = Union[
    ValuesStreamPart[Any],
    UpdatesStreamPart,
    MessagesStreamPart,
    CustomStreamPart,
    CheckpointStreamPart[Any],
    TasksStreamPart,
    DebugStreamPart[Any],
]


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import lc_message, reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "RunnableConfig": "lingxigraph.config:RunnableConfig",
        "AnyMessage": lc_message("AnyMessage"),
        "BaseCheckpointSaver": "lingxigraph.checkpoint.base:BaseCheckpointSaver",
        "CheckpointMetadata": "lingxigraph.checkpoint.base:CheckpointMetadata",
        "Runnable": "langchain_core.runnables:Runnable",
    },
)

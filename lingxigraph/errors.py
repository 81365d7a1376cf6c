"""Exceptions raised by lingxigraph.

The class tree mirrors LangGraph's public ``langgraph.errors`` module so that
``except`` clauses written for LangGraph keep working::

    Exception
    ├── InvalidUpdateError           a write that a channel cannot accept
    ├── EmptyInputError              a run started with no input and nothing saved
    ├── EmptyChannelError            reading a channel that holds no value
    ├── TaskNotFound                 a pending write names a task that does not exist
    ├── NodeCancelledError           a node was cancelled
    ├── NodeTimeoutError             a node exceeded its timeout
    ├── CheckpointError              a checkpoint could not be read (names thread + checkpoint)
    ├── InternalError                a broken invariant inside lingxigraph (a bug)
    ├── GraphBubbleUp                control flow that travels up through nodes
    │   ├── GraphInterrupt           ``interrupt()`` paused the run
    │   │   └── NodeInterrupt        deprecated explicit interrupt
    │   ├── ParentCommand            ``Command(graph=Command.PARENT)`` from a subgraph
    │   └── GraphDrained             the run was asked to drain
    └── RecursionError
        └── GraphRecursionError      the run exceeded ``recursion_limit`` supersteps
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Literal

__all__ = (
    "EmptyChannelError",
    "ErrorCode",
    "GraphRecursionError",
    "InvalidUpdateError",
    "GraphBubbleUp",
    "GraphInterrupt",
    "NodeInterrupt",
    "ParentCommand",
    "EmptyInputError",
    "TaskNotFound",
    "GraphDrained",
    "NodeCancelledError",
    "NodeTimeoutError",
    "NodeError",
    "CheckpointError",
    "InternalError",
    "create_error_message",
)


class ErrorCode(Enum):
    """Troubleshooting codes, the same names and values as LangGraph's."""

    GRAPH_RECURSION_LIMIT = "GRAPH_RECURSION_LIMIT"
    INVALID_CONCURRENT_GRAPH_UPDATE = "INVALID_CONCURRENT_GRAPH_UPDATE"
    INVALID_GRAPH_NODE_RETURN_VALUE = "INVALID_GRAPH_NODE_RETURN_VALUE"
    MULTIPLE_SUBGRAPHS = "MULTIPLE_SUBGRAPHS"
    INVALID_CHAT_HISTORY = "INVALID_CHAT_HISTORY"


def create_error_message(*, message: str, error_code: ErrorCode) -> str:
    """Append the troubleshooting link LangGraph adds for ``error_code`` to ``message``."""
    return (
        f"{message}\nFor troubleshooting, visit: https://docs.langchain.com/oss/python/"
        f"langgraph/errors/{error_code.value}"
    )


class EmptyChannelError(Exception):
    """Raised by ``BaseChannel.get()`` when the channel holds no value yet."""


class GraphRecursionError(RecursionError):
    """The run reached ``recursion_limit`` supersteps without finishing.

    Mirrors LangGraph: the check runs before each superstep, so a chain of N
    nodes needs ``recursion_limit >= N + 1``.
    """


class InvalidUpdateError(Exception):
    """A write the graph cannot accept.

    Raised when two tasks write one ``LastValue`` key in the same superstep,
    when a node returns something other than a dict for a dict state, or when
    ``update_state`` names an unknown node.
    """


class GraphBubbleUp(Exception):
    """Base of control-flow exceptions that travel up through nodes and subgraphs."""


class GraphInterrupt(GraphBubbleUp):
    """Raised inside a node by ``interrupt()``; carries the ``Interrupt`` objects.

    Args:
        interrupts: the interrupts raised, in call order.
    """

    def __init__(self, interrupts: Sequence[Any] = ()) -> None:
        super().__init__(interrupts)

    @property
    def interrupts(self) -> Sequence[Any]:
        """The ``Interrupt`` objects carried."""
        return self.args[0]


class NodeInterrupt(GraphInterrupt):
    """Deprecated explicit interrupt; use ``lingxigraph.types.interrupt`` instead."""

    def __init__(self, value: Any, id: str | None = None) -> None:
        from lingxigraph.types import Interrupt
        from lingxigraph.warnings import LangGraphDeprecatedSinceV10

        warnings.warn(
            "NodeInterrupt is deprecated. Please use `lingxigraph.types.interrupt` instead.",
            LangGraphDeprecatedSinceV10,
            stacklevel=2,
        )
        if id is None:
            super().__init__([Interrupt(value=value)])
        else:
            super().__init__([Interrupt(value=value, id=id)])


class ParentCommand(GraphBubbleUp):
    """Carries a ``Command(graph=Command.PARENT)`` from a subgraph to its parent."""

    def __init__(self, command: Any) -> None:
        super().__init__(command)

    @property
    def command(self) -> Any:
        """The command to apply in the parent graph."""
        return self.args[0]


class GraphDrained(GraphBubbleUp):
    """The run stopped at a superstep boundary because a drain was requested."""

    def __init__(self, reason: str = "shutdown") -> None:
        super().__init__(f"Graph drained: {reason}")  # (LangGraph's message)
        self.reason = reason


class EmptyInputError(Exception):
    """A run was started with ``None`` input on a thread with nothing saved."""


class TaskNotFound(Exception):
    """A write or resume names a task that the current superstep does not have."""


class NodeCancelledError(Exception):
    """A node was cancelled before it finished.

    Args:
        node: the node's name.
        message: optional detail.
    """

    def __init__(self, node: str, message: str | None = None) -> None:
        self.node = node
        super().__init__(message or f"Node '{node}' was cancelled.")


class NodeTimeoutError(Exception):
    """A node ran longer than its ``timeout``.

    Args:
        node: the node's name.
        elapsed: seconds the node had run when stopped.
        kind: ``"run"`` for the total run timeout, ``"idle"`` for the idle timeout.
        idle_timeout: the idle timeout in seconds, if set.
        run_timeout: the run timeout in seconds, if set.
    """

    def __init__(
        self,
        node: str,
        elapsed: float,
        *,
        kind: Literal["idle", "run"],
        idle_timeout: float | None = None,
        run_timeout: float | None = None,
    ) -> None:
        self.node = node
        self.elapsed = elapsed
        self.kind = kind
        self.idle_timeout = idle_timeout
        self.run_timeout = run_timeout
        limit = run_timeout if kind == "run" else idle_timeout
        self.timeout = limit
        """The limit that passed, in seconds."""
        progress = " without making progress" if kind == "idle" else ""
        super().__init__(
            f"Node '{node}' exceeded its {kind} timeout of {limit:.3f}s{progress} (elapsed: {elapsed:.3f}s)."
        )


@dataclass(frozen=True, slots=True)
class NodeError:
    """What a node's ``error_handler`` receives: the failing node and its exception."""

    node: str
    """Name of the node that raised."""
    error: BaseException
    """The exception it raised."""


class CheckpointError(Exception):
    """A saved checkpoint could not be read or written.

    Args:
        thread_id: the thread whose checkpoint failed.
        checkpoint_id: the checkpoint's id, when known.
        reason: what went wrong.
    """

    def __init__(self, thread_id: str | None, checkpoint_id: str | None, reason: str) -> None:
        self.thread_id = thread_id
        self.checkpoint_id = checkpoint_id
        self.reason = reason
        super().__init__(
            f"Checkpoint {checkpoint_id!r} of thread {thread_id!r} is unusable: {reason}"
        )


class InternalError(Exception):
    """An invariant inside lingxigraph was broken. This is a bug; please report it."""


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "Command": "lingxigraph.types:Command",
        "Interrupt": "lingxigraph.types:Interrupt",
    },
)

"""Row helpers the SQL savers share (SQLite and Postgres): stored values and
errors naming their checkpoint, config <-> key columns, and pending-write rows.

Pure: no SQL, no locks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from lingxigraph.checkpoint.base import WRITES_IDX_MAP
from lingxigraph.checkpoint.serde.base import SerializerProtocol
from lingxigraph.errors import CheckpointError

if TYPE_CHECKING:
    from lingxigraph.config import RunnableConfig

__all__ = ("EMPTY", "Subject", "Typed", "config_for", "decode_value", "describe", "thread_and_ns", "write_rows")

Typed = tuple[str, bytes]
"""A serialised value: ``(type_tag, payload)``."""

EMPTY: Final[Typed] = ("empty", b"")
"""Stored for a channel named in ``new_versions`` that has no value."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Subject:
    """The thread and checkpoint an operation is about (for error messages)."""

    thread_id: str | None
    """Thread id, when known."""
    checkpoint_id: str | None
    """Checkpoint id, when known."""

    def error(self, reason: str) -> CheckpointError:
        """A ``CheckpointError`` naming this thread and checkpoint."""
        return CheckpointError(self.thread_id, self.checkpoint_id, reason)


def describe(exc: BaseException) -> str:
    """``"Type: message"`` of an error (just the type when it has no message)."""
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def thread_and_ns(config: RunnableConfig) -> tuple[str, str]:
    """``(str(thread_id), checkpoint_ns or "")`` of a config.

    Raises:
        KeyError: ``config["configurable"]`` has no ``thread_id``.
    """
    configurable = config.get("configurable") or {}
    return str(configurable["thread_id"]), configurable.get("checkpoint_ns") or ""


def write_rows(
    serde: SerializerProtocol,
    config: RunnableConfig,
    writes: Sequence[tuple[str, Any]],
    task_id: str,
    task_path: str,
) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """A task's writes as rows ``(thread_id, ns, checkpoint_id, task_id, task_path, idx,
    channel, type, value)``, split into those an existing row keeps (ordinary channels,
    ``idx`` their position) and those that replace it (the special channels, at their
    `WRITES_IDX_MAP` index). Shared by the SQLite and Postgres savers.

    Raises:
        KeyError: no ``thread_id`` or ``checkpoint_id`` in the config.
        TypeError: a value cannot be serialised.
    """
    thread_id, ns = thread_and_ns(config)
    checkpoint_id: str = (config.get("configurable") or {})["checkpoint_id"]
    keep: list[tuple[Any, ...]] = []
    replace: list[tuple[Any, ...]] = []
    for idx, (channel, value) in enumerate(writes):
        fixed = WRITES_IDX_MAP.get(channel)
        row = (thread_id, ns, checkpoint_id, task_id, task_path, idx if fixed is None else fixed, channel)
        (keep if fixed is None else replace).append(row + serde.dumps_typed(value))
    return keep, replace


def config_for(thread_id: str, ns: str, checkpoint_id: str) -> RunnableConfig:
    """``{'configurable': {'thread_id', 'checkpoint_ns', 'checkpoint_id'}}``."""
    return {"configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": checkpoint_id}}


def decode_value(serde: SerializerProtocol, type_tag: Any, raw: Any, subject: Subject, what: str) -> Any:
    """One stored value (a channel blob or a pending write).

    Args:
        what: names the value in the error message, e.g. ``"channel 'x'"``.

    Raises:
        CheckpointError: the value cannot be decoded.
    """
    if not isinstance(type_tag, str):
        raise subject.error(f"{what} has no type tag")
    data = b"" if raw is None else raw
    if not isinstance(data, (bytes, bytearray)):
        raise subject.error(f"{what} is stored as {type(data).__name__}, not bytes")
    try:
        return serde.loads_typed((type_tag, bytes(data)))
    except Exception as exc:
        raise subject.error(f"{what} cannot be decoded ({describe(exc)})") from exc

"""A checkpoint saver in an SQLite database, on the standard library's ``sqlite3``.

Mirrors ``langgraph.checkpoint.sqlite.SqliteSaver`` (package
``langgraph-checkpoint-sqlite``); the async variant is
``lingxigraph.checkpoint.sqlite.aio.AsyncSqliteSaver``.

The ``checkpoints`` and ``writes`` tables have LangGraph's columns; channel
values are kept apart in ``checkpoint_blobs``, one row per (thread,
namespace, channel, version), so each ``put`` stores only the channels that
changed. See ``lingxigraph.checkpoint.sqlite._engine`` for the layout and
transactions. Semantics are those of ``InMemorySaver``.

Crash safety: every ``put`` and every ``put_writes`` is one transaction, the
database runs in WAL mode, and a write transaction takes SQLite's write lock
up front, so a process killed at any point leaves either all of a call's rows
or none, and several processes may write one file (each waits up to the
connection's busy timeout, 5 seconds with ``from_conn_string``).

Bad data: a checkpoint row, metadata, blob or write that cannot be decoded
(corrupt, truncated, unknown type tag), and a file that is not an SQLite
database, raise ``lingxigraph.errors.CheckpointError`` naming the thread and
checkpoint, with the original error chained. Nothing is deleted or changed by
a failed read, and other threads stay readable. Reading an unknown
``checkpoint_id`` is not an error (``get_tuple`` returns ``None``, as
LangGraph's does); saving writes for one is a ``CheckpointError``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Generator, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Final, NoReturn

from lingxigraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
)
from lingxigraph.checkpoint.base.id import DIRECT_NEXT_VERSION
from lingxigraph.checkpoint.serde.base import SerializerProtocol
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.checkpoint.sqlite._codec import Subject
from lingxigraph.checkpoint.sqlite._engine import SqliteEngine, next_version

if TYPE_CHECKING:
    import threading

    from lingxigraph.config import RunnableConfig

__all__ = ("SqliteSaver",)

_ASYNC_UNSUPPORTED: Final = (
    "The SqliteSaver does not support async methods. Consider using AsyncSqliteSaver instead.\n"
    "from lingxigraph.checkpoint.sqlite.aio import AsyncSqliteSaver\n"
    "AsyncSqliteSaver runs the same SQLite work in worker threads (no extra package needed)."
)


class SqliteSaver(BaseCheckpointSaver[str]):
    """Store checkpoints in an SQLite database; usable from many threads at once.

    Args:
        conn: an open connection. Make it with ``check_same_thread=False`` to
            use the saver from more than one thread (`from_conn_string` does).
            The saver switches it to WAL journaling when it creates the tables.
        serde: serializer for checkpoints, values and writes (default
            ``JsonPlusSerializer``). Metadata is stored as JSON.

    Attributes:
        conn: the connection.
        lock: the re-entrant lock held around every use of ``conn``.
        is_setup: whether the tables were created (done on first use).
        jsonplus_serde: a plain ``JsonPlusSerializer`` (LangGraph has one too).

    The ``a``-prefixed async methods raise ``NotImplementedError``: use
    ``AsyncSqliteSaver``.

    Speed: the saver leaves the connection's ``synchronous`` setting alone
    (SQLite's default, ``FULL``, syncs the disk at every commit). With WAL,
    ``conn.execute("PRAGMA synchronous=NORMAL")`` makes file-backed puts
    several times faster and still survives a killed process; only an OS crash
    or power loss may then drop the last few commits.
    """

    def __init__(self, conn: sqlite3.Connection, *, serde: SerializerProtocol | None = None) -> None:
        super().__init__(serde=serde)
        self.jsonplus_serde = JsonPlusSerializer()
        self._engine = SqliteEngine(conn)

    @classmethod
    @contextmanager
    def from_conn_string(cls, conn_string: str) -> Generator[SqliteSaver, None, None]:
        """Open ``conn_string`` (a file path or ``":memory:"``), yield a saver on it, close it on exit."""
        conn = sqlite3.connect(conn_string, check_same_thread=False)
        try:
            yield cls(conn)
        finally:
            conn.close()

    @property
    def conn(self) -> sqlite3.Connection:
        """The connection."""
        return self._engine.conn

    @property
    def lock(self) -> threading.RLock:
        """The lock held around every use of the connection."""
        return self._engine.lock

    @property
    def is_setup(self) -> bool:
        """Whether the tables have been created."""
        return self._engine.is_setup

    def setup(self) -> None:
        """Create the tables (and switch to WAL) if not done yet; runs on first use anyway.

        Raises:
            CheckpointError: the file is not an SQLite database, or SQLite failed.
        """
        self._engine.setup()

    @contextmanager
    def cursor(self, transaction: bool = True) -> Generator[sqlite3.Cursor, None, None]:
        """A cursor with the lock held, inside one transaction committed on exit (rolled back on error).

        Args:
            transaction: ``True`` begins with ``BEGIN IMMEDIATE`` (for writing),
                ``False`` with ``BEGIN``. Saver methods called inside join it.
        """
        with self._engine.transaction(Subject(thread_id=None, checkpoint_id=None), write=transaction) as cur:
            yield cur

    # ---- sync API --------------------------------------------------------------------------

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """The checkpoint ``config`` names, or the latest of its thread and namespace.

        Returns:
            ``None`` when the thread, namespace or ``checkpoint_id`` is unknown.

        Raises:
            KeyError: ``config["configurable"]`` has no ``thread_id``.
            CheckpointError: the stored checkpoint cannot be read.
        """
        return self._engine.get_tuple(self.serde, config)

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002 - LangGraph's name
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        """Checkpoints, newest (largest id) first.

        Args:
            config: ``None`` (or no ``thread_id``) lists every thread; a
                ``checkpoint_ns`` restricts to that namespace; a
                ``checkpoint_id`` to that checkpoint.
            filter: metadata key → value; all must be equal.
            before: only checkpoints whose id is smaller than its ``checkpoint_id``.
            limit: stop after this many.

        Raises:
            CheckpointError: a listed checkpoint cannot be read.
        """
        return self._engine.list(self.serde, config, filter=filter, before=before, limit=limit)

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Store ``checkpoint`` (as the child of ``config``'s ``checkpoint_id``) in one transaction.

        Only the channels in ``new_versions`` have their values stored.

        Returns:
            ``{'configurable': {'thread_id', 'checkpoint_ns', 'checkpoint_id'}}``.

        Raises:
            KeyError: ``config["configurable"]`` has no ``thread_id``.
            TypeError: a value cannot be serialised (nothing is stored).
            CheckpointError: SQLite failed (nothing is stored).
        """
        return self._engine.put(self.serde, config, checkpoint, metadata, new_versions)

    def put_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Save task ``task_id``'s writes for ``config``'s checkpoint, in one transaction.

        Saving ``(task_id, idx)`` again keeps the first write of an ordinary
        channel and replaces that of a special one (``__error__``,
        ``__interrupt__``, ...), as ``InMemorySaver`` does.

        Raises:
            KeyError: ``config`` has no ``thread_id`` or ``checkpoint_id``.
            CheckpointError: SQLite failed. Nothing is stored.

        The checkpoint need not exist yet: the writes are kept for it and show
        in its `CheckpointTuple` once it is saved (as LangGraph's saver does).
        """
        self._engine.put_writes(self.serde, config, writes, task_id, task_path)

    def delete_thread(self, thread_id: str) -> None:
        """Delete every checkpoint, write and blob of ``thread_id`` (a no-op if unknown)."""
        self._engine.delete_thread(thread_id)

    def get_next_version(self, current: str | None, channel: None) -> str:
        """``f"{n + 1:032}.{random fraction}"`` where ``n`` is ``current``'s integer part (0 for ``None``)."""
        return next_version(current)

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """As ``BaseCheckpointSaver.get_delta_channel_history``, reading only the requested channels."""
        return self._engine.get_delta_channel_history(self.serde, config, channels)

    # ---- async API: not supported ----------------------------------------------------------

    async def aget_tuple(self, config: RunnableConfig) -> NoReturn:
        """Raises ``NotImplementedError``: use ``AsyncSqliteSaver``."""
        raise NotImplementedError(_ASYNC_UNSUPPORTED)

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        """Raises ``NotImplementedError`` on first iteration: use ``AsyncSqliteSaver``."""
        raise NotImplementedError(_ASYNC_UNSUPPORTED)
        yield  # pragma: no cover - makes this an async generator

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> NoReturn:
        """Raises ``NotImplementedError``: use ``AsyncSqliteSaver``."""
        raise NotImplementedError(_ASYNC_UNSUPPORTED)

    async def aput_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> NoReturn:
        """Raises ``NotImplementedError``: use ``AsyncSqliteSaver``."""
        raise NotImplementedError(_ASYNC_UNSUPPORTED)

    async def adelete_thread(self, thread_id: str) -> NoReturn:
        """Raises ``NotImplementedError``: use ``AsyncSqliteSaver``."""
        raise NotImplementedError(_ASYNC_UNSUPPORTED)

    async def aget_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> NoReturn:
        """Raises ``NotImplementedError``: use ``AsyncSqliteSaver``."""
        raise NotImplementedError(_ASYNC_UNSUPPORTED)


# a run calls this directly instead of the method (see ``DIRECT_NEXT_VERSION``)
DIRECT_NEXT_VERSION[SqliteSaver.get_next_version] = next_version

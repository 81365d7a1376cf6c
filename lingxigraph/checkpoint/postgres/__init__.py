"""A checkpoint saver in PostgreSQL, on psycopg 3 (the ``postgres`` extra).

Mirrors ``langgraph.checkpoint.postgres`` (package
``langgraph-checkpoint-postgres`` 3.2.0): same classes, constructors and
database layout, so a database written by a LangGraph program can be opened
here and continued, and the other way round. The async saver is
``lingxigraph.checkpoint.postgres.aio.AsyncPostgresSaver``.

Install with ``pip install 'lingxigraph[postgres]'`` (psycopg and psycopg-pool).
``import lingxigraph`` never imports psycopg; this module does.

Connections: as LangGraph documents, give a connection made with
``autocommit=True`` (``row_factory=dict_row`` is what LangGraph needs; the
saver here reads with its own row factory, so any works), or a
``psycopg_pool.ConnectionPool``. ``setup()`` must be called once per database
before first use: it creates the tables, or migrates an older layout.

Errors from the database are psycopg's own, as with LangGraph (a missing
table is ``psycopg.errors.UndefinedTable``, with a note to call ``setup()``).
A stored value that cannot be decoded raises ``CheckpointError`` naming the
thread and checkpoint. Every ``put``, ``put_writes`` and ``delete_thread``
is one transaction: on any error nothing of it is stored.
"""

from __future__ import annotations

try:
    import psycopg  # noqa: F401 - fail here, with the extra's name, rather than deep inside
except ImportError as _missing:  # pragma: no cover - exercised in a subprocess test
    raise ImportError(
        "lingxigraph.checkpoint.postgres needs psycopg 3, which is not installed: "
        "pip install 'lingxigraph[postgres]' (installs psycopg and psycopg-pool)"
    ) from _missing

import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from psycopg import Connection, Pipeline
from psycopg.rows import dict_row

from lingxigraph._internal._pg import PIPELINE, Runner
from lingxigraph.checkpoint.base import (
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
)
from lingxigraph.checkpoint.postgres import _internal
from lingxigraph.checkpoint.postgres.base import SETUP_HINT, BasePostgresSaver
from lingxigraph.checkpoint.serde.base import SerializerProtocol

if TYPE_CHECKING:
    from lingxigraph._internal._pg import Steps
    from lingxigraph.config import RunnableConfig

__all__ = ("BasePostgresSaver", "Conn", "PostgresSaver", "ShallowPostgresSaver")

Conn = _internal.Conn
"""A ``psycopg.Connection`` or a ``psycopg_pool.ConnectionPool`` of them."""

_R = TypeVar("_R")


class PostgresSaver(BasePostgresSaver):
    """Store checkpoints in a PostgreSQL database (``langgraph.checkpoint.postgres.PostgresSaver``).

    Args:
        conn: a ``psycopg.Connection`` (in autocommit mode) or a
            ``psycopg_pool.ConnectionPool``, from which each call borrows one.
        pipe: a ``psycopg.Pipeline`` open on ``conn``; the saver syncs it after
            each call. Only with a single connection.
        serde: serializer for values and writes (default ``JsonPlusSerializer``).

    Raises:
        ValueError: ``pipe`` given with a pool.

    Attributes:
        conn: the connection or pool.
        pipe: the pipeline, if any.
        lock: held around every use of a single connection (a pool's calls run
            in parallel, each on its own connection).

    The ``a``-prefixed async methods raise ``NotImplementedError``, as
    LangGraph's do: use ``AsyncPostgresSaver``.
    """

    lock: threading.Lock

    def __init__(self, conn: Conn, pipe: Pipeline | None = None, serde: SerializerProtocol | None = None) -> None:
        super().__init__(serde=serde)
        self._runner = Runner(conn, pipe, hint=SETUP_HINT)
        self.conn = conn
        self.pipe = pipe
        self.lock = self._runner.lock
        self.supports_pipeline = PIPELINE

    @classmethod
    @contextmanager
    def from_conn_string(cls, conn_string: str, *, pipeline: bool = False) -> Iterator[PostgresSaver]:
        """Connect to ``conn_string`` (a libpq conninfo or URL), yield a saver, close on exit.

        Args:
            pipeline: run the connection in pipeline mode.
        """
        with Connection.connect(conn_string, autocommit=True, prepare_threshold=0, row_factory=dict_row) as conn:
            if pipeline:
                with conn.pipeline() as pipe:
                    yield cls(conn, pipe)
            else:
                yield cls(conn)

    def _run(self, steps: Steps[_R], *, transaction: bool = False) -> _R:
        return self._runner.run(steps, transaction=transaction)

    def setup(self) -> None:
        """Create the tables, or run the migrations a database set up earlier lacks (idempotent).

        Call it once before first use. Needs an autocommit connection (some
        migrations create indexes concurrently, which cannot run in a transaction).

        Raises:
            psycopg.Error: the database refused a statement.
        """
        self._run(self._setup_steps())

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """The checkpoint ``config`` names, or the latest of its thread and namespace.

        Returns:
            ``None`` when the thread, namespace or ``checkpoint_id`` is unknown.

        Raises:
            KeyError: ``config["configurable"]`` has no ``thread_id``.
            CheckpointError: a stored value cannot be decoded.
        """
        return self._run(self._OPS.get_tuple(self.serde, config))

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,  # noqa: A002 - LangGraph's name
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        """Checkpoints newest (largest id) first; read when iteration starts.

        Args:
            config: ``None`` lists every thread; else its ``thread_id`` (and
                ``checkpoint_ns``, ``checkpoint_id`` when given) restrict the list.
            filter: metadata the checkpoint's metadata must contain (JSON
                containment, as LangGraph's ``metadata @> filter``).
            before: only checkpoints whose id is smaller than its ``checkpoint_id``.
            limit: at most this many.

        Raises:
            ValueError: a bad filter key, or a negative ``limit``.
        """
        yield from self._run(self._OPS.list_tuples(self.serde, config, filter=filter, before=before, limit=limit))

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Store ``checkpoint`` as the child of ``config``'s ``checkpoint_id``, in one transaction.

        Values of type ``None``/``str``/``int``/``float``/``bool`` go inline in the
        checkpoint row; others are stored once per version, for the channels in
        ``new_versions``.

        Returns:
            ``{'configurable': {'thread_id', 'checkpoint_ns', 'checkpoint_id'}}``.

        Raises:
            KeyError: ``config["configurable"]`` has no ``thread_id``.
            TypeError: a value, the checkpoint or its metadata cannot be
                serialised (nothing is stored).
        """
        return self._run(self._OPS.put(self.serde, config, checkpoint, metadata, new_versions), transaction=True)

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
        ``__interrupt__``, ...). The checkpoint need not be saved yet.

        Raises:
            KeyError: ``config`` has no ``thread_id`` or ``checkpoint_id``.
            TypeError: a value cannot be serialised (nothing is stored).
        """
        self._run(self._OPS.put_writes(self.serde, config, writes, task_id, task_path), transaction=True)

    def delete_thread(self, thread_id: str) -> None:
        """Delete every checkpoint, blob and write of ``thread_id`` (a no-op if unknown)."""
        self._run(self._OPS.delete_threads([thread_id]), transaction=True)

    def prune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Drop old checkpoints of ``thread_ids``.

        Args:
            thread_ids: the threads.
            strategy: ``"keep_latest"`` keeps the newest checkpoint of each
                namespace with its writes and the blobs it uses (it loses its
                parent link), one transaction per thread; ``"delete"`` deletes
                the threads in one transaction.

        Raises:
            TypeError: ``thread_ids`` is a single string.
            ValueError: unknown ``strategy``.
        """
        for steps, transaction in self._prune_steps(thread_ids, strategy):
            self._run(steps, transaction=transaction)

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        """As ``BaseCheckpointSaver.get_delta_channel_history``, reading only the requested channels."""
        return self._run(self._OPS.delta_channel_history(self.serde, config, channels))


from lingxigraph.checkpoint.postgres.shallow import ShallowPostgresSaver  # noqa: E402 - it subclasses PostgresSaver

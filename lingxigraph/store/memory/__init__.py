"""A dict-backed store for tests, notebooks and single-process apps.

Mirrors ``langgraph.store.memory.InMemoryStore``, with two additions: TTLs
(``put(..., ttl=minutes)``, a ``ttl=TTLConfig`` argument, `InMemoryStore.sweep_ttl`)
and an injectable clock. LangGraph's in-memory store rejects TTLs.

Values are kept as given (the top-level dict is copied, nested objects are
shared), so they need not be JSON-serialisable. Every operation takes one lock,
so the store is safe to share between threads; embedding calls run outside it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from functools import partial

from lingxigraph.store._core import (
    Candidate,
    Clock,
    Embedded,
    EmbedPlan,
    IndexSettings,
    TTLPolicy,
    Vector,
    expiry,
    has_prefix,
    is_expired,
    rank,
    select_namespaces,
    to_datetime,
)
from lingxigraph.store.base import (
    BaseStore,
    GetOp,
    IndexConfig,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
    validate_op_namespace,
)

__all__ = ("InMemoryStore",)


def _search_item(namespace: tuple[str, ...], key: str, rec: _Record) -> SearchItem:
    return SearchItem(namespace, key, rec.value, to_datetime(rec.created_at), to_datetime(rec.updated_at))


@dataclass
class _Record:
    """One stored item."""

    value: dict[str, object]
    """The stored dict."""
    created_at: float
    """When this value was put, POSIX seconds (an overwrite restarts it, see ``_put``)."""
    updated_at: float
    """Last write, POSIX seconds."""
    ttl_minutes: float | None
    """The item's TTL, or ``None`` for never."""
    expires_at: float | None
    """When it expires, POSIX seconds, or ``None``."""
    vectors: list[tuple[str, Vector]]
    """``(field path, vector)`` pairs for semantic search."""


class InMemoryStore(BaseStore):
    """A thread-safe in-memory `BaseStore`.

    Args:
        index: semantic-search settings (`IndexConfig`: ``dims``, ``embed``,
            ``fields``). Without it, queries are ignored and items have no vectors.
        ttl: TTL settings (`TTLConfig`); TTLs passed to ``put`` work without it.
        clock: returns the current time in POSIX seconds; default ``time.time``.
            Timestamps and expiry use it, so tests can pass a fake clock.

    Raises:
        ValueError: ``index`` has no ``embed`` or an unusable one.

    Search results without a query come in store order, as in LangGraph:
    namespaces in the order they were created (a namespace emptied by deletes
    is forgotten), and within each the keys in the order they were first
    written (overwriting keeps the place). Operations of one batch run in
    order, each seeing the writes before it.
    """

    supports_ttl = True

    def __init__(
        self,
        *,
        index: IndexConfig | None = None,
        ttl: TTLConfig | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.index_config = index
        self.ttl_config = ttl
        self._index = IndexSettings.from_config(index)
        self.embeddings = self._index.user_embeddings if self._index is not None else None
        """The index's embedding model (``None`` without an index)."""
        self._ttl = TTLPolicy(ttl)
        self._clock: Clock = clock or time.time
        self._data: dict[tuple[str, ...], dict[str, _Record]] = {}
        """namespace → key → record; both levels in store order."""
        self._lock = threading.RLock()

    # ---- batches -------------------------------------------------------------------------

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations; see `BaseStore.batch`. Reads (gets, searches, namespace
        listings) see the store as it was before the batch; puts apply after them.

        Raises:
            InvalidNamespaceError: an operation's namespace is invalid (nothing runs).
            ValueError: a filter uses an unsupported operator, or vectors differ in size.
        """
        ops = self._checked(ops)
        return self._apply(ops, EmbedPlan.for_ops(ops, self._index).run(self._index))

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Async twin of `batch` (embeddings use the model's async methods)."""
        ops = self._checked(ops)
        return self._apply(ops, await EmbedPlan.for_ops(ops, self._index).arun(self._index))

    @staticmethod
    def _checked(ops: Iterable[Op]) -> list[Op]:
        listed = list(ops)
        for op in listed:
            validate_op_namespace(op)
        return listed

    def _apply(self, ops: list[Op], embedded: Embedded) -> list[Result]:
        with self._lock:
            now = self._clock()
            if self._ttl.sweep_due(now):
                self._sweep_locked(now)
            # as LangGraph's InMemoryStore: reads see the store as it was before the
            # batch; its writes are applied after them, in order
            results: list[Result] = []
            for i, op in enumerate(ops):
                if isinstance(op, GetOp):
                    results.append(self._get(op, now))
                elif isinstance(op, SearchOp):
                    results.append(self._search(op, embedded.queries.get(i), now))
                elif isinstance(op, PutOp):
                    results.append(None)
                else:
                    results.append(self._list(op, now))
            for i, op in enumerate(ops):
                if isinstance(op, PutOp):
                    self._put(op, embedded.documents.get(i, []), now)
            return results

    # ---- operations (lock held) ----------------------------------------------------------

    def _visible(self, record: _Record, now: float) -> bool:
        return not (self._ttl.omit_expired and is_expired(record.expires_at, now))

    @staticmethod
    def _touch(record: _Record, now: float) -> None:
        if record.ttl_minutes is not None:
            record.expires_at = expiry(now, record.ttl_minutes)

    def _get(self, op: GetOp, now: float) -> Item | None:
        # a namespace read or written once stays listed, even empty, as in LangGraph's
        # InMemoryStore (list_namespaces shows it)
        record = self._data.setdefault(op.namespace, {}).get(op.key)
        if record is None or not self._visible(record, now):
            return None
        if op.refresh_ttl:
            self._touch(record, now)
        return Item(
            value=record.value,
            key=op.key,
            namespace=op.namespace,
            created_at=to_datetime(record.created_at),
            updated_at=to_datetime(record.updated_at),
        )

    def _search(self, op: SearchOp, query: Vector | None, now: float) -> list[SearchItem]:
        omit_expired = self._ttl.omit_expired
        candidates = (
            Candidate(
                rec.value,
                [vector for _, vector in rec.vectors] if query is not None else [],
                partial(_search_item, namespace, key, rec),
            )
            for namespace, records in self._data.items()
            if has_prefix(namespace, op.namespace_prefix)
            for key, rec in records.items()
            if not (omit_expired and is_expired(rec.expires_at, now))
        )
        found = rank(candidates, op, query)
        if op.refresh_ttl:
            for item in found:
                self._touch(self._data[item.namespace][item.key], now)
        return found

    def _put(self, op: PutOp, vectors: list[tuple[str, Vector]], now: float) -> None:
        records = self._data.get(op.namespace)
        if op.value is None:
            self._data.setdefault(op.namespace, {}).pop(op.key, None)  # (see ``_get``)
            return
        if records is None:
            records = self._data[op.namespace] = {}
        # an overwrite is a new item: LangGraph's in-memory store restarts its
        # created_at too (its SQL stores keep it)
        records[op.key] = _Record(
            value=dict(op.value),
            created_at=now,
            updated_at=now,
            ttl_minutes=op.ttl,
            expires_at=expiry(now, op.ttl),
            vectors=vectors,
        )

    def _list(self, op: ListNamespacesOp, now: float) -> list[tuple[str, ...]]:
        live = (
            ns
            for ns, records in self._data.items()
            if not records or any(self._visible(r, now) for r in records.values())
        )
        return select_namespaces(live, op)

    # ---- TTL -----------------------------------------------------------------------------

    def _sweep_locked(self, now: float) -> int:
        removed = 0
        for namespace, records in list(self._data.items()):
            expired = [key for key, rec in records.items() if is_expired(rec.expires_at, now)]
            for key in expired:
                del records[key]
            if not records:
                del self._data[namespace]
            removed += len(expired)
        return removed

    def sweep_ttl(self) -> int:
        """Delete expired items now.

        Returns:
            How many items were deleted.
        """
        with self._lock:
            return self._sweep_locked(self._clock())

    async def asweep_ttl(self) -> int:
        """Async twin of `sweep_ttl`."""
        return self.sweep_ttl()

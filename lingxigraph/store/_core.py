"""Store logic shared by the in-memory and SQLite stores.

Both stores fetch candidate items their own way and hand them here, so that
filters, ordering, namespace listing, TTL arithmetic and vector ranking behave
identically in both:

- **Order**: items come in *store order*, the order in which each
  ``(namespace, key)`` was first written (overwriting keeps the place; delete
  then put moves it to the end). With a query and an index, items are ranked
  by score (highest first, ties in store order) and unscored items follow.
- **Filters** (`matches_filter`, the in-memory store's): field → value equality (a
  dict value matches as a subset), or field → ``{"$eq"|"$ne"|"$gt"|"$gte"|"$lt"|"$lte": v}``.
  The SQLite store passes its own test (SQL rules) to `rank`.
- **TTL**: ``ttl`` is in minutes; expiry times are POSIX seconds from the
  store's clock.
"""

from __future__ import annotations

import json
import math
import re
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from datetime import date, datetime, timezone
from itertools import islice
from typing import Any, Final
from uuid import UUID

from lingxigraph.store.base import (
    Embeddings,
    IndexConfig,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    SearchItem,
    SearchOp,
    TTLConfig,
    ensure_embeddings,
    get_text_at_path,
    tokenize_path,
)

Clock = Callable[[], float]
"""Returns the current time in POSIX seconds (like ``time.time``); injectable for tests."""

Vector = list[float]

_MISSING: Final = object()

# ---- time ----------------------------------------------------------------------------------


def to_datetime(seconds: float) -> datetime:
    """POSIX seconds → timezone-aware UTC datetime."""
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def expiry(now: float, ttl_minutes: float | None) -> float | None:
    """POSIX seconds at which an item written at ``now`` with ``ttl_minutes`` expires."""
    return None if ttl_minutes is None else now + ttl_minutes * 60.0


def is_expired(expires_at: float | None, now: float) -> bool:
    """Whether an expiry time (POSIX seconds, or ``None`` for never) has passed."""
    return expires_at is not None and expires_at <= now


@dataclass
class TTLPolicy:
    """A store's `TTLConfig` with defaults filled in, plus lazy-sweep bookkeeping."""

    config: TTLConfig | None
    """The config given to the store (kept as the store's ``ttl_config``)."""
    last_sweep: float = 0.0
    """When the last lazy sweep ran (POSIX seconds)."""

    @property
    def omit_expired(self) -> bool:
        """Hide expired items before they are swept."""
        return bool((self.config or {}).get("omit_expired", False))

    def sweep_due(self, now: float) -> bool:
        """Whether ``sweep_interval_minutes`` has passed since the last lazy sweep (and note it)."""
        interval = (self.config or {}).get("sweep_interval_minutes")
        if not interval or now - self.last_sweep < interval * 60.0:
            return False
        self.last_sweep = now
        return True


# ---- values --------------------------------------------------------------------------------


def _json_default(obj: Any) -> Any:
    if isinstance(obj, (datetime, date)):
        return obj.isoformat()
    if isinstance(obj, UUID):
        return str(obj)
    raise TypeError(f"Type is not JSON serializable: {type(obj).__name__}")


def dumps_json(value: Any) -> str:
    """A stored value as JSON text, as the SQL stores write it (datetimes, dates and
    UUIDs become strings).

    Raises:
        TypeError: a value JSON cannot hold.
    """
    return json.dumps(value, default=_json_default, ensure_ascii=False)


# ---- filters -------------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    """Tuples → lists, recursively, so stored and JSON-round-tripped values compare alike."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]  # pyright: ignore[reportUnknownVariableType]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}  # pyright: ignore[reportUnknownVariableType]
    return value


def _order(actual: Any, expected: Any) -> int | None:
    """-1/0/1 comparing two values as numbers (``float``, as LangGraph: numeric strings
    too), two other strings as text; ``None`` when they cannot be ordered (where
    LangGraph's ``float()`` raises)."""
    if actual is None or expected is None:
        return None
    try:
        actual, expected = float(actual), float(expected)
    except (TypeError, ValueError):
        if not (isinstance(actual, str) and isinstance(expected, str)):
            return None
    return (actual > expected) - (actual < expected)


ORDER_TESTS: Final[dict[str, Callable[[int], bool]]] = {
    # (operator → test of a -1/0/1 comparison; the SQLite store's filters use it too)
    "$gt": lambda c: c > 0,
    "$gte": lambda c: c >= 0,
    "$lt": lambda c: c < 0,
    "$lte": lambda c: c <= 0,
}


def _check_operator(actual: Any, operator: str, expected: Any) -> bool:
    if operator == "$eq":
        return _plain(actual) == _plain(expected)
    if operator == "$ne":
        return _plain(actual) != _plain(expected)
    test = ORDER_TESTS.get(operator)
    if test is None:
        raise ValueError(f"Unsupported operator: {operator}")
    order = _order(actual, expected)
    return order is not None and test(order)


def _matches(actual: Any, condition: Any) -> bool:
    if isinstance(condition, Mapping) and any(str(k).startswith("$") for k in condition):  # pyright: ignore
        return all(_check_operator(actual, str(op), exp) for op, exp in condition.items())  # pyright: ignore
    if isinstance(condition, Mapping) and isinstance(actual, Mapping):
        return all(
            _matches(actual.get(k), c)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
            for k, c in condition.items()  # pyright: ignore[reportUnknownVariableType]
        )
    return _plain(actual) == _plain(condition)


def matches_filter(value: Mapping[str, Any], filter: Mapping[str, Any] | None) -> bool:
    """Whether a stored value passes a search filter, as LangGraph's in-memory store reads it
    (the SQLite store follows SQL rules: `lingxigraph.store.sqlite._filter`).

    Args:
        value: the stored dict.
        filter: field → condition. A field is a top-level key (a dotted name is
            not a path); a missing field reads as ``None``.
            A condition is a value compared with ``==`` (a dict condition
            matches a dict field as a subset, recursively), or a dict of
            operators: ``$eq``, ``$ne``, ``$gt``, ``$gte``, ``$lt``, ``$lte``.
            Order operators compare as numbers (``float``, numeric strings
            too), two strings that are not both numbers as text; values that
            cannot be compared never match (LangGraph's ``float()`` raises).

    Raises:
        ValueError: an operator other than those six.
    """
    for path, condition in (filter or {}).items():
        actual = value.get(path, _MISSING)
        if not _matches(None if actual is _MISSING else actual, condition):
            return False
    return True


# ---- namespaces ----------------------------------------------------------------------------


def has_prefix(namespace: tuple[str, ...], prefix: Sequence[str]) -> bool:
    """Whether ``namespace`` starts with the labels ``prefix`` (no wildcards)."""
    return namespace[: len(prefix)] == tuple(prefix)


def _condition_holds(namespace: tuple[str, ...], condition: MatchCondition) -> bool:
    path = tuple(condition.path)
    if len(path) > len(namespace):
        return False
    part = namespace[: len(path)] if condition.match_type == "prefix" else namespace[len(namespace) - len(path) :]
    return all(want in ("*", label) for want, label in zip(path, part))


def namespace_pattern(path: tuple[str, ...], match_type: str) -> str:
    """A regex (valid for Python and PostgreSQL) for dot-joined namespaces whose leading
    (``"prefix"``) or trailing (``"suffix"``) labels are ``path``; a ``"*"`` label matches
    any one label, and a match stops at label boundaries (``("foo",)`` does not match ``foobar``)."""
    body = r"\.".join(r"[^.]+" if label == "*" else re.escape(label) for label in path)
    return f"^{body}(\\.|\\Z)" if match_type == "prefix" else f"(^|\\.){body}\\Z"


def select_namespaces(
    namespaces: Iterable[tuple[str, ...]],
    op: ListNamespacesOp,
    order: Callable[[tuple[str, ...]], Any] | None = None,
    sql_paging: bool = False,
) -> list[tuple[str, ...]]:
    """Apply a `ListNamespacesOp` to the namespaces holding items: match, truncate, dedupe,
    sort (by the tuples, or by ``order``), page (a Python slice, or with ``sql_paging``
    SQL's ``LIMIT`` / ``OFFSET``, as `rank`)."""
    found: set[tuple[str, ...]] = set()
    for namespace in namespaces:
        if all(_condition_holds(namespace, c) for c in op.match_conditions or ()):
            found.add(namespace if op.max_depth is None else namespace[: op.max_depth])
    listed = sorted(found, key=order)
    if sql_paging:
        start = max(op.offset, 0)
        return listed[start:] if op.limit < 0 else listed[start : start + op.limit]
    return listed[op.offset : op.offset + op.limit]


# ---- vectors -------------------------------------------------------------------------------


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine similarity of two vectors; ``0.0`` if either has zero length.

    Raises:
        ValueError: the vectors differ in dimension.
    """
    if len(a) != len(b):
        raise ValueError(f"vector dimensions differ: query has {len(a)}, stored vector has {len(b)}")
    dot = math.fsum(x * y for x, y in zip(a, b))
    norm = math.sqrt(math.fsum(x * x for x in a)) * math.sqrt(math.fsum(y * y for y in b))
    return 0.0 if norm == 0.0 else dot / norm


@dataclass
class IndexSettings:
    """A store's `IndexConfig`, normalised."""

    config: IndexConfig
    """The config as given (kept as the store's ``index_config``)."""
    embeddings: Embeddings
    """The embedding model."""
    fields: list[str]
    """Default field paths; ``["$"]`` means the whole value."""

    @classmethod
    def from_config(cls, config: IndexConfig | None) -> IndexSettings | None:
        """Normalise ``config``; ``None`` → ``None``.

        Raises:
            ValueError: ``config`` has no ``embed`` (see `ensure_embeddings`).
        """
        if config is None:
            return None
        # LangGraph's SqliteStore names the paths "text_fields"; both are read here
        paths: Any = config.get("fields") or config.get("text_fields") or ["$"]  # type: ignore[misc]
        if isinstance(paths, str):
            paths = [paths]
        if not isinstance(paths, list):
            raise ValueError(f"Text fields must be a list or a string. Got {paths}")
        fields = list(paths)
        return cls(config=config, embeddings=ensure_embeddings(config.get("embed")), fields=fields)

    @property
    def user_embeddings(self) -> Any:
        """The embedding model as the user gave it when it is an object with
        ``embed_documents`` (a LangChain ``Embeddings``), else the wrapper used."""
        given = self.config.get("embed")
        return given if hasattr(given, "embed_documents") else self.embeddings

    def texts(self, op: PutOp) -> list[tuple[str, str]]:
        """``(field path, text)`` pairs to embed for a put (none for deletes and ``index=False``)."""
        if op.value is None or op.index is False:
            return []
        paths = self.fields if op.index is None else list(op.index)
        out: list[tuple[str, str]] = []
        for path in paths:
            tokens = ["$"] if path == "$" else tokenize_path(path)
            out.extend((path, text) for text in get_text_at_path(op.value, tokens))
        return out


@dataclass
class Embedded:
    """Vectors computed for one batch, by operation index."""

    documents: dict[int, list[tuple[str, Vector]]] = field(default_factory=dict[int, "list[tuple[str, Vector]]"])
    """put index → ``(field path, vector)`` pairs."""
    queries: dict[int, Vector] = field(default_factory=dict[int, Vector])
    """search index → query vector."""


@dataclass
class EmbedPlan:
    """What a batch needs embedded: texts of puts and queries of searches."""

    documents: dict[int, list[tuple[str, str]]]
    """put index → ``(field path, text)`` pairs."""
    queries: dict[int, str]
    """search index → query text."""

    @classmethod
    def for_ops(cls, ops: Sequence[Op], index: IndexSettings | None) -> EmbedPlan:
        """Collect the texts of ``ops``; nothing when the store has no index."""
        plan = cls({}, {})
        if index is None:
            return plan
        for i, op in enumerate(ops):
            if isinstance(op, PutOp):
                texts = index.texts(op)
                if texts:
                    plan.documents[i] = texts
            elif isinstance(op, SearchOp) and op.query:
                plan.queries[i] = op.query
        return plan

    def _texts(self) -> list[str]:
        return [text for pairs in self.documents.values() for _, text in pairs]

    def _assemble(self, vectors: list[Vector], queries: dict[str, Vector]) -> Embedded:
        out = Embedded(queries={i: queries[q] for i, q in self.queries.items()})
        flat = iter(vectors)
        for i, pairs in self.documents.items():
            out.documents[i] = [(path, list(next(flat))) for path, _ in pairs]
        return out

    def run(self, index: IndexSettings | None) -> Embedded:
        """Embed everything with the sync model: one call for all texts, one per distinct query."""
        if index is None:
            return Embedded()
        texts = self._texts()
        vectors = index.embeddings.embed_documents(texts) if texts else []
        queries = {q: index.embeddings.embed_query(q) for q in set(self.queries.values())}
        return self._assemble(vectors, queries)

    async def arun(self, index: IndexSettings | None) -> Embedded:
        """Async twin of `run`."""
        if index is None:
            return Embedded()
        texts = self._texts()
        vectors = await index.embeddings.aembed_documents(texts) if texts else []
        queries = {q: await index.embeddings.aembed_query(q) for q in set(self.queries.values())}
        return self._assemble(vectors, queries)


@dataclass
class Candidate:
    """One stored item offered to `rank`, in store order."""

    value: dict[str, Any]
    """The stored value (what filters see)."""
    vectors: list[Vector]
    """Its stored vectors (may be empty)."""
    make: Callable[[], SearchItem]
    """Builds the `SearchItem` (score ``None``). Called only for the returned page:
    building items (timestamps as datetimes) cost more than the whole search."""
    score: float | None = None


def rank(
    candidates: Iterable[Candidate],
    op: SearchOp,
    query: Vector | None,
    *,
    matches: Callable[[Mapping[str, Any]], bool] | None = None,
    sql_paging: bool = False,
) -> list[SearchItem]:
    """Filter, score, order and page the candidates of a search.

    Args:
        candidates: items under the prefix, live, in store order.
        op: the search (``filter``, ``limit``, ``offset`` are applied here).
        query: the query vector, or ``None`` for no ranking.
        matches: the store's test of a value against ``op.filter`` (the SQLite store's
            follows SQL rules); ``None`` reads the filter with `matches_filter`.
        sql_paging: a negative ``limit`` / ``offset`` reads as SQL's (no limit / 0),
            as in LangGraph's SQL stores; otherwise as a Python slice
            ``[offset:offset + limit]``, as in its in-memory store.

    Returns:
        The page of results; with a query, scored items first by descending
        score (ties in store order), then unscored items in store order.
    """
    kept: Iterable[Candidate] = candidates
    if op.filter:
        # every candidate is tested, so a bad operator raises even past the page
        test = matches or (lambda value: matches_filter(value, op.filter))
        kept = [c for c in kept if test(c.value)]
    if query is not None:
        kept = list(kept)
        for candidate in kept:
            if candidate.vectors:
                candidate.score = max(cosine(query, v) for v in candidate.vectors)
        scored = sorted((c for c in kept if c.score is not None), key=lambda c: -(c.score or 0.0))
        kept = scored + [c for c in kept if c.score is None]
    start, stop = op.offset, op.offset + op.limit
    if sql_paging:
        start, stop = max(start, 0), (None if op.limit < 0 else max(start, 0) + op.limit)
    if start < 0 or (stop is not None and stop < 0):
        kept = list(kept)[start:stop]  # (a negative bound counts from the end)
        start, stop = 0, None
    page = []
    # without a query the order is store order: only the page's candidates are read
    # (`candidates` may be a lazy generator)
    for candidate in islice(kept, start, stop):
        item = candidate.make()
        item.score = candidate.score
        page.append(item)
    return page


# ---- background sweeping -------------------------------------------------------------------


class Sweeper:
    """A daemon thread that calls ``sweep`` every ``interval_minutes`` until stopped.

    Args:
        sweep: removes expired items (its result is ignored).
        interval_minutes: minutes between sweeps.
    """

    def __init__(self, sweep: Callable[[], object], interval_minutes: float) -> None:
        self._sweep = sweep
        self._interval = interval_minutes * 60.0
        self._stop = threading.Event()
        self.future: Future[None] = Future()
        self._thread = threading.Thread(target=self._loop, name="lingxigraph-ttl-sweeper", daemon=True)
        self._thread.start()

    def _loop(self) -> None:
        self.future.set_running_or_notify_cancel()
        try:
            while not self._stop.wait(self._interval):
                self._sweep()
        except BaseException as exc:  # noqa: BLE001 - handed to whoever holds the future
            self.future.set_exception(exc)
            return
        self.future.set_result(None)

    def stop(self, timeout: float | None) -> bool:
        """Ask the thread to stop; ``True`` if it ended within ``timeout`` seconds."""
        self._stop.set()
        self._thread.join(timeout)
        return not self._thread.is_alive()


class ThreadSweeping:
    """``start_ttl_sweeper`` / ``stop_ttl_sweeper`` of the sync stores (SQLite and
    Postgres): a `Sweeper` thread calling the store's ``sweep_ttl``, at most one at a time.

    The store has ``ttl_config`` and ``sweep_ttl``, and its ``__init__`` calls `_init_sweeper`.
    """

    ttl_config: TTLConfig | None

    def _init_sweeper(self) -> None:
        self._sweeper: Sweeper | None = None
        self._sweeper_lock = threading.Lock()

    def start_ttl_sweeper(self, sweep_interval_minutes: int | None = None) -> Future[None]:
        """Start a daemon thread that runs ``sweep_ttl`` every interval.

        Args:
            sweep_interval_minutes: minutes between sweeps; default the config's
                ``sweep_interval_minutes``, else 5.

        Returns:
            A future that completes when the sweeper stops (or holds its error).
            Without a TTL config nothing starts and the future is already done
            (as LangGraph's). A sweeper already running is returned again.
        """
        with self._sweeper_lock:
            if self.ttl_config is None:
                done: Future[None] = Future()
                done.set_result(None)
                return done
            if self._sweeper is None:
                interval = sweep_interval_minutes or self.ttl_config.get("sweep_interval_minutes") or 5
                self._sweeper = Sweeper(lambda: self.sweep_ttl(), interval)  # type: ignore[attr-defined]
            return self._sweeper.future

    def stop_ttl_sweeper(self, timeout: float | None = None) -> bool:
        """Stop the sweeper thread.

        Args:
            timeout: seconds to wait for it; ``None`` waits as long as needed.

        Returns:
            ``True`` if no sweeper is running any more.
        """
        with self._sweeper_lock:
            sweeper, self._sweeper = self._sweeper, None
        return True if sweeper is None else sweeper.stop(timeout)

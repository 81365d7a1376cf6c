"""The long-term memory store interface, shared by every store.

Mirrors ``langgraph.store.base``. A store keeps JSON-like dicts under a
hierarchical *namespace* (a tuple of string labels, like a folder path) and a
*key*. Stores implement two methods, `BaseStore.batch` and `BaseStore.abatch`,
which run a list of operations (`GetOp`, `SearchOp`, `PutOp`,
`ListNamespacesOp`) and return one result per operation. The convenience
methods (``get``, ``search``, ``put``, ``delete``, ``list_namespaces`` and their
``a``-prefixed twins) build one operation and call the batch method.

Namespace rules (`validate_op_namespace`): every label must be a non-empty
string without a period. ``put`` additionally refuses an empty namespace and
the reserved root label ``"langgraph"``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any, Literal, NamedTuple, TypeAlias

from typing_extensions import TypedDict

from lingxigraph.store.base.embed import (
    AEmbeddingsFunc,
    Embeddings,
    EmbeddingsFunc,
    ensure_embeddings,
    get_text_at_path,
    tokenize_path,
)

__all__ = (
    "BaseStore",
    "Item",
    "Op",
    "PutOp",
    "GetOp",
    "SearchOp",
    "ListNamespacesOp",
    "MatchCondition",
    "NamespacePath",
    "NamespaceMatchType",
    "Embeddings",
    "ensure_embeddings",
    "tokenize_path",
    "get_text_at_path",
    "validate_op_namespace",
)

NamespacePath: TypeAlias = "tuple[str | Literal['*'], ...]"
"""A namespace pattern for `list_namespaces`; ``"*"`` matches any one label."""

NamespaceMatchType: TypeAlias = Literal["prefix", "suffix"]
"""How a `MatchCondition` path is compared: ``"prefix"`` against the start of a
namespace, ``"suffix"`` against its end."""


class NotProvided:
    """Type of `NOT_PROVIDED`: "argument not given", distinct from ``None``. Falsy; repr ``NOT_GIVEN``."""

    def __bool__(self) -> Literal[False]:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_PROVIDED = NotProvided()
"""Default of ``put(..., ttl=)``: use the store's ``default_ttl``."""


class InvalidNamespaceError(ValueError):
    """A namespace breaks the naming rules; the message names the namespace and the rule."""


class TTLConfig(TypedDict, total=False):
    """Time-to-live settings of a store (all optional)."""

    refresh_on_read: bool
    """Whether ``get``/``search`` restart an item's TTL when ``refresh_ttl`` is
    not given. Default ``True``."""
    omit_expired: bool
    """Hide expired items from reads and namespace listings before a sweep
    deletes them. Default ``False``: an expired item stays visible until swept."""
    default_ttl: float | None
    """TTL in minutes for ``put`` calls that do not pass ``ttl``. Default ``None`` (never expire)."""
    sweep_interval_minutes: int | None
    """Minutes between background sweeps started by ``start_ttl_sweeper``. Default ``None``."""


class IndexConfig(TypedDict, total=False):
    """Semantic-search settings of a store.

    Without one, ``search(query=...)`` ignores the query and ``put(index=...)`` is ignored.
    """

    dims: int
    """Length of the vectors ``embed`` returns."""
    embed: Embeddings | EmbeddingsFunc | AEmbeddingsFunc | str
    """The embedding model: see `ensure_embeddings` for the accepted kinds."""
    fields: list[str] | None
    """Paths of the text to embed in each value (see `get_text_at_path`);
    default ``["$"]``, the whole value as JSON. Each text found gets its own vector."""


def _ensure_ttl(ttl_config: TTLConfig | None, ttl: float | None | NotProvided = NOT_PROVIDED) -> float | None:
    """The TTL (minutes) a ``put`` gets: ``ttl`` as given, or, when not given, the
    config's ``default_ttl`` (``None``: never expires).

    Private in LangGraph too; third-party stores (langgraph-checkpoint-aws's
    Valkey store) import it from here.
    """
    if isinstance(ttl, NotProvided):
        return (ttl_config or {}).get("default_ttl")
    return ttl


def _as_datetime(value: datetime | str) -> datetime:
    return datetime.fromisoformat(value) if isinstance(value, str) else value


class Item:
    """A stored value with its address and timestamps.

    Args:
        value: the stored dict.
        key: the item's key within its namespace.
        namespace: the item's namespace (a list is converted to a tuple).
        created_at: when the item was created (a datetime, or an ISO-8601 string); a
            store may restart it when the key is overwritten (``InMemoryStore`` does).
        updated_at: when it was last written (a datetime, or an ISO-8601 string).

    Items compare equal when namespace, key, value and both timestamps are equal;
    the hash uses namespace and key only. ``repr`` and `dict` show the namespace
    as a list and the timestamps as ISO strings, as LangGraph does.
    """

    __slots__ = ("value", "key", "namespace", "created_at", "updated_at")

    def __init__(
        self,
        *,
        value: dict[str, Any],
        key: str,
        namespace: tuple[str, ...],
        created_at: datetime | str,
        updated_at: datetime | str,
    ) -> None:
        self.value = value
        self.key = key
        self.namespace = tuple(namespace)
        self.created_at = _as_datetime(created_at)
        self.updated_at = _as_datetime(updated_at)

    def dict(self) -> dict[str, Any]:
        """``{'namespace': list, 'key', 'value', 'created_at': ISO str, 'updated_at': ISO str}``."""
        return {
            "namespace": list(self.namespace),
            "key": self.key,
            "value": self.value,
            "created_at": self.created_at.isoformat(),
            "updated_at": self.updated_at.isoformat(),
        }

    def to_dict(self) -> dict[str, Any]:
        """Fields for the checkpoint serializer (timestamps stay datetimes)."""
        return {
            "namespace": list(self.namespace),
            "key": self.key,
            "value": self.value,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Item:
        """Rebuild an item from `to_dict` output."""
        return cls(**data)

    def _fields(self) -> tuple[Any, ...]:
        return (self.namespace, self.key, self.value, self.created_at, self.updated_at)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Item):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash((self.namespace, self.key))

    def __repr__(self) -> str:
        body = ", ".join(f"{name}={value!r}" for name, value in self.dict().items())
        return f"Item({body})"


class SearchItem(Item):
    """An `Item` returned by ``search``, with its similarity score.

    Args:
        namespace, key, value, created_at, updated_at: as for `Item` (positional here).
        score: cosine similarity to the query (higher is closer), or ``None``
            when the search had no query, the store has no index, or the item
            has no vectors.

    Equality ignores ``score``; ``repr`` starts with ``Item(`` like LangGraph's.
    """

    __slots__ = ("score",)

    def __init__(
        self,
        namespace: tuple[str, ...],
        key: str,
        value: dict[str, Any],
        created_at: datetime | str,
        updated_at: datetime | str,
        score: float | None = None,
    ) -> None:
        super().__init__(value=value, key=key, namespace=namespace, created_at=created_at, updated_at=updated_at)
        self.score = score

    def dict(self) -> dict[str, Any]:
        """`Item.dict` plus ``'score'``."""
        return {**super().dict(), "score": self.score}

    def to_dict(self) -> dict[str, Any]:
        """`Item.to_dict` plus ``'score'``."""
        return {**super().to_dict(), "score": self.score}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SearchItem:
        """Rebuild a search item from `to_dict` output."""
        return cls(**data)


class GetOp(NamedTuple):
    """Fetch one item; result: `Item` or ``None``."""

    namespace: tuple[str, ...]
    """The item's namespace."""
    key: str
    """The item's key."""
    refresh_ttl: bool = True
    """Restart the item's TTL if it has one."""


class SearchOp(NamedTuple):
    """Find items under a namespace prefix; result: list of `SearchItem`."""

    namespace_prefix: tuple[str, ...]
    """Labels the item's namespace must start with; ``()`` searches everything."""
    filter: dict[str, Any] | None = None
    """field → value (equality) or field → ``{"$op": value}`` with ``$eq``,
    ``$ne``, ``$gt``, ``$gte``, ``$lt``, ``$lte``."""
    limit: int = 10
    """Most results to return."""
    offset: int = 0
    """Results to skip first."""
    query: str | None = None
    """Natural-language query ranked by vector similarity (needs an index)."""
    refresh_ttl: bool = True
    """Restart the TTL of the returned items."""


class MatchCondition(NamedTuple):
    """A namespace pattern for `ListNamespacesOp`."""

    match_type: NamespaceMatchType
    """``"prefix"`` or ``"suffix"``."""
    path: NamespacePath
    """Labels to match; ``"*"`` matches any label."""


class ListNamespacesOp(NamedTuple):
    """List distinct namespaces; result: sorted list of namespace tuples."""

    match_conditions: tuple[MatchCondition, ...] | None = None
    """Every condition must match."""
    max_depth: int | None = None
    """Truncate namespaces to this many labels (then deduplicate)."""
    limit: int = 100
    """Most namespaces to return."""
    offset: int = 0
    """Namespaces to skip first."""


class PutOp(NamedTuple):
    """Store, replace or (with ``value=None``) delete one item; result ``None``."""

    namespace: tuple[str, ...]
    """The item's namespace."""
    key: str
    """The item's key."""
    value: dict[str, Any] | None
    """The new value, or ``None`` to delete."""
    index: Literal[False] | list[str] | None = None  # pyright: ignore[reportIncompatibleMethodOverride]  # LangGraph's field name
    """Fields to embed: ``None`` uses the store's config, ``False`` embeds nothing."""
    ttl: float | None = None
    """Minutes until the item expires; ``None`` never."""


Op: TypeAlias = GetOp | SearchOp | PutOp | ListNamespacesOp
"""Any store operation."""

Result: TypeAlias = Item | list[Item] | list[SearchItem] | list[tuple[str, ...]] | None
"""Any operation's result."""


def _as_namespace(namespace: Iterable[str]) -> tuple[str, ...]:
    """A namespace given as any iterable of labels, as a tuple (a bare string is refused)."""
    if isinstance(namespace, str):
        raise InvalidNamespaceError(f"Namespace must be a tuple of strings, got the string {namespace!r}.")
    return tuple(namespace)


def _check_labels(namespace: tuple[Any, ...]) -> None:
    if isinstance(namespace, str):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidNamespaceError(f"Namespace must be a tuple of strings, got the string {namespace!r}.")
    for label in namespace:
        if not isinstance(label, str):
            raise InvalidNamespaceError(
                f"Invalid namespace label '{label}' found in {namespace}. Namespace labels "
                f"must be strings, but got {type(label).__name__}."
            )
        if "." in label:
            raise InvalidNamespaceError(
                f"Invalid namespace label '{label}' found in {namespace}. Namespace labels cannot contain periods ('.')."
            )
        if "\x00" in label:  # savers keep labels in C strings / text columns
            raise InvalidNamespaceError(
                f"Invalid namespace label '{label}' found in {namespace}. Namespace labels cannot contain "
                "NUL bytes ('\\x00')."
            )
        if not label:
            raise InvalidNamespaceError(f"Namespace labels cannot be empty strings. Got {label} in {namespace}")


def validate_op_namespace(op: Op) -> None:
    """Check the namespace (or patterns) of one operation.

    Raises:
        InvalidNamespaceError: a label is not a string, is empty, or contains
            ``'.'`` or a NUL byte (the message names the label and the namespace); or the
            namespace is a plain string. The empty namespace and a
            ``"langgraph"`` root are refused only by ``put`` (see `BaseStore.put`).
    """
    if isinstance(op, (GetOp, PutOp)):
        _check_labels(op.namespace)
    elif isinstance(op, SearchOp):
        _check_labels(op.namespace_prefix)
    else:
        for condition in op.match_conditions or ():
            _check_labels(tuple(condition.path))


def _validate_put_namespace(namespace: tuple[str, ...]) -> None:
    if not namespace:
        raise InvalidNamespaceError("Namespace cannot be empty.")
    _check_labels(namespace)
    if namespace[0] == "langgraph":
        raise InvalidNamespaceError(f'Root label for namespace cannot be "langgraph". Got: {namespace}')


class BaseStore(ABC):
    """A key-value store with hierarchical namespaces, filters, TTLs and optional vector search.

    Subclasses implement `batch` and `abatch`; everything else is built on them.
    Each operation's namespace is validated before it is queued.

    Attributes:
        supports_ttl: whether ``put(..., ttl=...)`` is honoured. Stores that do
            not support it raise ``NotImplementedError`` for a non-``None`` ttl.
        ttl_config: the store's `TTLConfig`, or ``None``.
    """

    supports_ttl: bool = False
    ttl_config: TTLConfig | None = None

    @abstractmethod
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations in order; one result per operation (``None`` for puts)."""

    @abstractmethod
    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Async twin of `batch`."""

    # ---- building operations ------------------------------------------------------------

    def _refresh(self, refresh_ttl: bool | None) -> bool:
        if refresh_ttl is not None:
            return refresh_ttl
        return (self.ttl_config or {}).get("refresh_on_read", True)

    def _get_op(self, namespace: tuple[str, ...], key: str, refresh_ttl: bool | None) -> GetOp:
        # (keys are made strings, as LangGraph's store methods do)
        op = GetOp(_as_namespace(namespace), str(key), self._refresh(refresh_ttl))
        validate_op_namespace(op)
        return op

    def _search_op(
        self,
        namespace_prefix: tuple[str, ...],
        query: str | None,
        filter: dict[str, Any] | None,
        limit: int,
        offset: int,
        refresh_ttl: bool | None,
    ) -> SearchOp:
        op = SearchOp(_as_namespace(namespace_prefix), filter, limit, offset, query, self._refresh(refresh_ttl))
        validate_op_namespace(op)
        return op

    def _put_op(
        self,
        namespace: tuple[str, ...],
        key: str,
        value: Mapping[str, Any] | None,
        index: Literal[False] | list[str] | None,
        ttl: float | None | NotProvided,
    ) -> PutOp:
        namespace = _as_namespace(namespace)
        _validate_put_namespace(namespace)
        if value is not None and not isinstance(value, Mapping):  # pyright: ignore[reportUnnecessaryIsInstance]
            raise TypeError(f"Store values must be mappings (dicts), got {type(value).__name__}")
        ttl = _ensure_ttl(self.ttl_config, ttl)
        if ttl is not None and not self.supports_ttl:
            raise NotImplementedError(
                f"TTL is not supported by {type(self).__name__}. "
                "Use a store implementation that supports TTL or set ttl=None."
            )
        return PutOp(namespace, str(key), None if value is None else dict(value), index, ttl)

    def _delete_op(self, namespace: tuple[str, ...], key: str) -> PutOp:
        op = PutOp(_as_namespace(namespace), str(key), None)
        validate_op_namespace(op)
        return op

    @staticmethod
    def _list_op(
        prefix: NamespacePath | None,
        suffix: NamespacePath | None,
        max_depth: int | None,
        limit: int,
        offset: int,
    ) -> ListNamespacesOp:
        conditions: list[MatchCondition] = []
        if prefix:
            conditions.append(MatchCondition("prefix", _as_namespace(prefix)))
        if suffix:
            conditions.append(MatchCondition("suffix", _as_namespace(suffix)))
        op = ListNamespacesOp(tuple(conditions), max_depth, limit, offset)
        validate_op_namespace(op)
        return op

    # ---- sync convenience methods -------------------------------------------------------

    def get(self, namespace: tuple[str, ...], key: str, *, refresh_ttl: bool | None = None) -> Item | None:
        """Fetch one item.

        Args:
            namespace: the item's namespace.
            key: the item's key.
            refresh_ttl: restart the item's TTL; ``None`` uses the store's
                ``refresh_on_read`` (default ``True``).

        Returns:
            The `Item`, or ``None`` if there is none.

        Raises:
            InvalidNamespaceError: see `validate_op_namespace`.
        """
        result = self.batch([self._get_op(namespace, key, refresh_ttl)])[0]
        return result if isinstance(result, Item) else None

    def search(
        self,
        namespace_prefix: tuple[str, ...],
        /,
        *,
        query: str | None = None,
        filter: dict[str, Any] | None = None,
        limit: int = 10,
        offset: int = 0,
        refresh_ttl: bool | None = None,
    ) -> list[SearchItem]:
        """Find items whose namespace starts with ``namespace_prefix``.

        Args:
            namespace_prefix: leading labels; ``()`` searches the whole store.
            query: text ranked by cosine similarity when the store has an
                index (best first; unindexed items last with score ``None``);
                ignored otherwise.
            filter: field → expected value, or field → ``{"$eq"|"$ne"|"$gt"|
                "$gte"|"$lt"|"$lte": value}``; all must hold.
            limit: most results. offset: results skipped first.
            refresh_ttl: restart the TTL of returned items (``None``: store default).

        Returns:
            `SearchItem` objects; without a query, in store order (see the store).

        Raises:
            InvalidNamespaceError: see `validate_op_namespace`.
            ValueError: the filter uses an unsupported ``$`` operator.
        """
        op = self._search_op(namespace_prefix, query, filter, limit, offset, refresh_ttl)
        return self.batch([op])[0]  # type: ignore[return-value]

    def put(
        self,
        namespace: tuple[str, ...],
        key: str,
        value: Mapping[str, Any],
        index: Literal[False] | list[str] | None = None,
        *,
        ttl: float | None | NotProvided = NOT_PROVIDED,
    ) -> None:
        """Store or replace an item.

        Args:
            namespace: the item's namespace (non-empty, root not ``"langgraph"``).
            key: the item's key.
            value: a dict of JSON-like data; ``None`` deletes the item.
            index: fields to embed (``None``: the store's ``fields``; ``False``:
                none); ignored by stores without an index.
            ttl: minutes until the item expires (``None``: never; omitted: the
                store's ``default_ttl``).

        Raises:
            InvalidNamespaceError: the namespace is empty, its root is
                ``"langgraph"``, or a label is invalid.
            TypeError: ``value`` is neither a mapping nor ``None``.
            NotImplementedError: a ttl was given and the store lacks TTL support.
        """
        self.batch([self._put_op(namespace, key, value, index, ttl)])

    def delete(self, namespace: tuple[str, ...], key: str) -> None:
        """Delete an item (no error if it does not exist).

        Raises:
            InvalidNamespaceError: see `validate_op_namespace`.
        """
        self.batch([self._delete_op(namespace, key)])

    def list_namespaces(
        self,
        *,
        prefix: NamespacePath | None = None,
        suffix: NamespacePath | None = None,
        max_depth: int | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> list[tuple[str, ...]]:
        """List the namespaces that hold items, sorted.

        Args:
            prefix: leading labels to match (``"*"`` matches any label).
            suffix: trailing labels to match (``"*"`` matches any label).
            max_depth: truncate each namespace to this many labels, then deduplicate.
            limit: most namespaces. offset: namespaces skipped first.

        Raises:
            InvalidNamespaceError: a pattern label is invalid.
        """
        op = self._list_op(prefix, suffix, max_depth, limit, offset)
        return self.batch([op])[0]  # type: ignore[return-value]

    # ---- async twins --------------------------------------------------------------------

    async def _arun_op(self, op: Op) -> Result:
        """One operation's result (``AsyncBatchedBaseStore`` batches these)."""
        return (await self.abatch([op]))[0]

    async def aget(self, namespace: tuple[str, ...], key: str, *, refresh_ttl: bool | None = None) -> Item | None:
        """Async twin of `get`."""
        result = await self._arun_op(self._get_op(namespace, key, refresh_ttl))
        return result if isinstance(result, Item) else None

    async def asearch(
        self,
        namespace_prefix: tuple[str, ...],
        /,
        *,
        query: str | None = None,
        filter: dict[str, Any] | None = None,
        limit: int = 10,
        offset: int = 0,
        refresh_ttl: bool | None = None,
    ) -> list[SearchItem]:
        """Async twin of `search`."""
        op = self._search_op(namespace_prefix, query, filter, limit, offset, refresh_ttl)
        return await self._arun_op(op)  # type: ignore[return-value]

    async def aput(
        self,
        namespace: tuple[str, ...],
        key: str,
        value: Mapping[str, Any],
        index: Literal[False] | list[str] | None = None,
        *,
        ttl: float | None | NotProvided = NOT_PROVIDED,
    ) -> None:
        """Async twin of `put`."""
        await self._arun_op(self._put_op(namespace, key, value, index, ttl))

    async def adelete(self, namespace: tuple[str, ...], key: str) -> None:
        """Async twin of `delete`."""
        await self._arun_op(self._delete_op(namespace, key))

    async def alist_namespaces(
        self,
        *,
        prefix: NamespacePath | None = None,
        suffix: NamespacePath | None = None,
        max_depth: int | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> list[tuple[str, ...]]:
        """Async twin of `list_namespaces`."""
        op = self._list_op(prefix, suffix, max_depth, limit, offset)
        return await self._arun_op(op)  # type: ignore[return-value]

"""What the sync and async Postgres savers share (``langgraph.checkpoint.postgres.base``).

`BasePostgresSaver` holds the schema migrations and the channel-version
scheme; the operations themselves are in ``_core`` (written once, run by
either saver's driver).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final

from lingxigraph.checkpoint.base import BaseCheckpointSaver
from lingxigraph.checkpoint.base.id import DIRECT_NEXT_VERSION, next_str_version
from lingxigraph.checkpoint.postgres import _core

if TYPE_CHECKING:
    from lingxigraph.checkpoint.postgres._core import Steps

__all__ = ("MIGRATIONS", "PRUNE_STRATEGIES", "BasePostgresSaver")

MIGRATIONS: Final[list[str]] = list(_core.MIGRATIONS)
"""The schema migrations, in order; a migration's index is its version number."""

PRUNE_STRATEGIES: Final = ("keep_latest", "delete")
"""The ``strategy`` values ``prune`` accepts."""

SETUP_HINT: Final = "the Postgres checkpoint tables are missing: call the saver's setup() once first"
"""The note on ``UndefinedTable`` when ``setup`` was never run."""


class BasePostgresSaver(BaseCheckpointSaver[str]):
    """Base of `PostgresSaver` and `AsyncPostgresSaver`: schema and versions.

    Attributes:
        MIGRATIONS: the migrations ``setup`` runs (class attribute; a subclass
            may append its own, which then get the next version numbers).
        supports_pipeline: whether libpq supports pipeline mode.
    """

    MIGRATIONS: ClassVar[list[str]] = MIGRATIONS
    supports_pipeline: bool
    _OPS: ClassVar[Any] = _core
    """The module whose operations the saver runs (the shallow savers have their own)."""

    def get_next_version(self, current: str | None, channel: None) -> str:
        """``f"{n + 1:032}.{random fraction:016}"``, ``n`` being ``current``'s integer
        part (0 for ``None``); an int ``current`` counts as ``n``."""
        return next_str_version(current)

    def _setup_steps(self) -> Steps[None]:
        return _core.setup(self.MIGRATIONS)

    def _prune_steps(self, thread_ids: Sequence[str], strategy: str) -> list[tuple[Steps[None], bool]]:
        """The operations of ``prune``, each with whether it is one transaction.

        Raises:
            TypeError: ``thread_ids`` is a single string.
            ValueError: ``strategy`` is not in `PRUNE_STRATEGIES`.
        """
        if isinstance(thread_ids, str):
            raise TypeError("thread_ids must be a sequence of thread IDs, not a str")
        if strategy not in PRUNE_STRATEGIES:
            raise ValueError(f"Unknown prune strategy: {strategy!r} (use 'keep_latest' or 'delete')")
        ids = [str(thread_id) for thread_id in thread_ids]
        if not ids:
            return []
        if strategy == "delete":
            return [(_core.delete_threads(ids), True)]
        return [(_core.prune_keep_latest(thread_id), True) for thread_id in ids]


# a run calls this directly instead of the method (see ``DIRECT_NEXT_VERSION``)
DIRECT_NEXT_VERSION[BasePostgresSaver.get_next_version] = next_str_version

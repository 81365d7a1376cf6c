"""SQL ``WHERE`` builders over the saver's ``checkpoints`` table (LangGraph's helper names).

``SqliteSaver`` itself filters metadata in Python; these serve code that
queries a saver's database directly, with the clauses LangGraph's SQLite saver
uses: ``search_where(config, filter, before)`` gives
``("WHERE thread_id = ? AND json_extract(CAST(metadata AS TEXT), '$.step') = ? ...", params)``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._filter_keys import check_filter_keys
from lingxigraph.checkpoint.base import get_checkpoint_id

if TYPE_CHECKING:
    from lingxigraph.config import RunnableConfig

__all__ = ("search_where",)


def _operand(value: Any) -> tuple[str, Any]:
    """``(operator, parameter)`` comparing a ``json_extract`` result with ``value``."""
    if value is None:
        return "IS ?", None
    if isinstance(value, (str, int, float)):  # (a bool binds as 1 / 0, as json_extract gives it)
        return "= ?", value
    if isinstance(value, (dict, list)):
        # json_extract returns nested JSON with no spaces after separators
        return "= ?", json.dumps(value, separators=(",", ":"))
    return "= ?", str(value)


def _metadata_predicate(metadata_filter: Mapping[str, Any]) -> tuple[list[str], list[Any]]:
    """Compatibility name: one ``json_extract(CAST(metadata AS TEXT), '$.key') = ?`` (``IS ?``
    for ``None``) per filter key, and their parameters.

    Raises:
        ValueError: a key has characters other than letters, digits, ``_``, ``.`` and ``-``
            (``"Invalid filter key: ..."``): keys are spliced into the SQL.
    """
    check_filter_keys(metadata_filter)
    predicates: list[str] = []
    params: list[Any] = []
    for key, value in metadata_filter.items():
        operator, param = _operand(value)
        predicates.append(f"json_extract(CAST(metadata AS TEXT), '$.{key}') {operator}")
        params.append(param)
    return predicates, params


def search_where(
    config: RunnableConfig | None,
    filter: Mapping[str, Any] | None,  # noqa: A002 - LangGraph's name
    before: RunnableConfig | None = None,
) -> tuple[str, Sequence[Any]]:
    """The ``WHERE`` clause (with the keyword; ``""`` when empty) and parameters selecting
    the checkpoints ``list(config, filter=filter, before=before)`` returns.

    Raises:
        ValueError: an invalid filter key (see `_metadata_predicate`).
    """
    wheres: list[str] = []
    params: list[Any] = []
    if config is not None:
        configurable = config["configurable"]
        wheres.append("thread_id = ?")
        params.append(configurable["thread_id"])
        if configurable.get("checkpoint_ns") is not None:
            wheres.append("checkpoint_ns = ?")
            params.append(configurable["checkpoint_ns"])
        checkpoint_id = get_checkpoint_id(config)
        if checkpoint_id:
            wheres.append("checkpoint_id = ?")
            params.append(checkpoint_id)
    if filter:
        predicates, values = _metadata_predicate(filter)
        wheres += predicates
        params += values
    if before is not None:
        wheres.append("checkpoint_id < ?")
        params.append(get_checkpoint_id(before))
    return ("WHERE " + " AND ".join(wheres) if wheres else ""), params

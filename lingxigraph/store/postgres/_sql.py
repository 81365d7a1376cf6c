"""The SQL of the Postgres stores, on LangGraph's table layout::

    store(prefix text, key text, value jsonb, created_at timestamptz,
          updated_at timestamptz, expires_at timestamptz, ttl_minutes int,
          PRIMARY KEY (prefix, key))
    store_migrations(v int PRIMARY KEY)   -- versions 0-3 applied

``prefix`` is the namespace joined with ``"."``. Every statement here is built
from placeholders: no user text is ever spliced into SQL.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from datetime import datetime
from typing import Any, Final

from lingxigraph.store._core import ORDER_TESTS, dumps_json, namespace_pattern
from lingxigraph.store.base import MatchCondition
from lingxigraph._internal._pg import Sql

MIGRATIONS: Final[tuple[str, ...]] = (
    """CREATE TABLE IF NOT EXISTS store (
        prefix text NOT NULL,
        key text NOT NULL,
        value jsonb NOT NULL,
        created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP,
        updated_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP,
        PRIMARY KEY (prefix, key)
    )""",
    "CREATE INDEX IF NOT EXISTS store_prefix_idx ON store USING btree (prefix text_pattern_ops)",
    """ALTER TABLE store ADD COLUMN IF NOT EXISTS expires_at timestamp with time zone,
        ADD COLUMN IF NOT EXISTS ttl_minutes INT;""",
    "CREATE INDEX IF NOT EXISTS idx_store_expires_at ON store (expires_at) WHERE expires_at IS NOT NULL",
)
"""The schema, one statement per migration version of LangGraph's Postgres store (the
same tables, columns and index names, so either library opens the other's database).
Indexes are built plainly, not ``CONCURRENTLY``, so that `setup` runs in one transaction.
(``ttl_minutes INT;`` is spelt as LangGraph spells it: callers edit that text in
``PostgresStore.MIGRATIONS`` to store fractional minutes.)"""

MIGRATION_TABLE: Final = "CREATE TABLE IF NOT EXISTS store_migrations (v integer PRIMARY KEY)"
APPLIED: Final = "SELECT coalesce(max(v), -1) FROM store_migrations"
RECORD: Final = "INSERT INTO store_migrations (v) VALUES (%s) ON CONFLICT (v) DO NOTHING"

_ROW: Final = "s.prefix, s.key, s.value, s.created_at, s.updated_at"

# (the order operators of the shared table, as SQL; keys must stay the same)
_SQL_ORDER: Final = {"$gt": ">", "$gte": ">=", "$lt": "<", "$lte": "<="}
assert _SQL_ORDER.keys() == ORDER_TESTS.keys(), "every order operator needs its SQL form"

_LOCK_FREE: Final = " ORDER BY l.prefix, l.key FOR UPDATE OF l SKIP LOCKED"
"""Appended to the row choice of a TTL refresh or a sweep: such writes never wait for a
row another transaction holds (a refresh skips it; it is being written or deleted
anyway), so concurrent batches on a pool cannot deadlock through them; a batch's
puts and deletes still wait as in LangGraph's store."""

_REFRESH: Final = "expires_at = %s::timestamptz + s.ttl_minutes * interval '1 minute'"


def encode_ns(namespace: tuple[str, ...]) -> str:
    """A namespace as the ``prefix`` column holds it."""
    return ".".join(namespace)


def decode_ns(prefix: str) -> tuple[str, ...]:
    """A ``prefix`` column back into a namespace."""
    return tuple(prefix.split(".")) if prefix else ()


def live(now: datetime | None, column: str = "s.expires_at") -> tuple[str, list[Any]]:
    """SQL keeping unexpired rows at ``now`` (``None``: keep all)."""
    if now is None:
        return "", []
    return f" AND ({column} IS NULL OR {column} > %s)", [now]


def get_many(keys: list[tuple[str, str, bool]], now: datetime, omit_before: datetime | None) -> Sql:
    """Fetch ``(prefix, key, refresh)`` rows, restarting the TTL of those with ``refresh``.

    Returns rows ``(prefix, key, value, created_at, updated_at)`` as they were before
    the refresh; expired rows are left out when ``omit_before`` is given.
    """
    where, params = live(omit_before)
    locked_where, _ = live(omit_before, "l.expires_at")
    sql = f"""WITH wanted AS (
            SELECT * FROM unnest(%s::text[], %s::text[], %s::bool[]) AS w(prefix, key, refresh)
        ), refreshed AS (
            UPDATE store AS s SET {_REFRESH} FROM (
                SELECT l.prefix, l.key FROM store AS l JOIN wanted AS w ON l.prefix = w.prefix AND l.key = w.key
                WHERE w.refresh AND l.ttl_minutes IS NOT NULL{locked_where}{_LOCK_FREE}
            ) AS w
            WHERE s.prefix = w.prefix AND s.key = w.key
        )
        SELECT DISTINCT {_ROW} FROM store AS s JOIN wanted AS w ON s.prefix = w.prefix AND s.key = w.key
        WHERE TRUE{where}"""
    columns = [list(column) for column in zip(*keys)]
    return Sql(sql, [*columns, now, *params, *params], fetch=True)


def _escape_like(text: str) -> str:
    return text.replace("!", "!!").replace("%", "!%").replace("_", "!_")


def _filter_sql(filter: Mapping[str, Any]) -> tuple[str, list[Any]]:  # noqa: A002 - LangGraph's name
    """SQL for a search filter, read as LangGraph's Postgres store reads it.

    A field is a top-level key (``"a.b"`` is one key). A plain value, ``$eq`` and ``$ne``
    compare as jsonb (a missing field matches neither). Order operators compare the
    field's text with the value's ``str``, except that a number against a JSON
    number compares numerically (LangGraph compares those as text too:
    langgraph#7684, where ``10 < 9``).

    Raises:
        ValueError: a dict condition with a key that is not an operator.
    """
    sql, params = "", []
    for field, condition in filter.items():
        tests = condition.items() if isinstance(condition, Mapping) else [(None, condition)]
        for operator, expected in tests:  # pyright: ignore[reportUnknownVariableType]
            if operator is None and isinstance(expected, float) and math.isnan(expected):
                # (LangGraph compares the field's text with "nan": never equal; jsonb has no NaN)
                sql += " AND FALSE"
                continue
            if operator is None or operator in ("$eq", "$ne"):
                symbol = "<>" if operator == "$ne" else "="
                sql += f" AND s.value -> %s {symbol} %s::jsonb"
                params += [field, dumps_json(expected)]
                continue
            symbol = _SQL_ORDER.get(str(operator))  # pyright: ignore[reportUnknownArgumentType]
            if symbol is None:
                raise ValueError(f"Unsupported operator: {operator}")
            if isinstance(expected, int | float) and not isinstance(expected, bool):
                sql += (
                    " AND CASE WHEN jsonb_typeof(s.value -> %s) = 'number'"
                    f" THEN (s.value -> %s)::numeric {symbol} %s ELSE s.value ->> %s {symbol} %s END"
                )
                params += [field, field, expected, field, str(expected)]
            else:
                sql += f" AND s.value ->> %s {symbol} %s"
                params += [field, str(expected)]
    return sql, params


def search(
    namespace_prefix: tuple[str, ...],
    filter: Mapping[str, Any] | None,  # noqa: A002 - LangGraph's name
    limit: int,
    offset: int,
    *,
    refresh_at: datetime | None,
    omit_before: datetime | None,
) -> Sql:
    """One page of a search, most recently updated first, restarting the TTLs of the
    page's rows when ``refresh_at`` is given.

    The statement has the shape of LangGraph's (one scan of ``store`` sorted by
    ``updated_at DESC``, paged in SQL), so rows written in one batch, which share
    their ``updated_at``, come back in the order PostgreSQL's sort leaves them there
    too; a negative ``limit`` or ``offset`` fails as it does there.

    Raises:
        ValueError: the filter uses an unsupported operator.
    """
    sql, params = "", []
    if namespace_prefix:
        text = encode_ns(namespace_prefix)
        sql = " AND (s.prefix = %s OR s.prefix LIKE %s ESCAPE '!')"
        params = [text, _escape_like(text) + ".%"]
    if filter:
        where, values = _filter_sql(filter)
        sql += where
        params += values
    where, values = live(omit_before)
    page = f"SELECT {_ROW} FROM store AS s WHERE TRUE{sql}{where} ORDER BY s.updated_at DESC LIMIT %s OFFSET %s"
    params += [*values, limit, offset]
    if refresh_at is None:
        return Sql(page, params, fetch=True)
    full = f"""WITH page AS ({page}), refreshed AS (
            UPDATE store AS s SET {_REFRESH} FROM (
                SELECT l.prefix, l.key FROM store AS l JOIN page AS p ON l.prefix = p.prefix AND l.key = p.key
                WHERE l.ttl_minutes IS NOT NULL{_LOCK_FREE}
            ) AS p
            WHERE s.prefix = p.prefix AND s.key = p.key
        )
        SELECT p.prefix, p.key, p.value, p.created_at, p.updated_at FROM page AS p"""
    return Sql(full, [*params, refresh_at], fetch=True)


def list_namespaces(
    conditions: tuple[MatchCondition, ...] | None,
    max_depth: int | None,
    limit: int,
    offset: int,
    omit_before: datetime | None,
) -> Sql:
    """One page of the distinct prefixes matching ``conditions``, each cut to its
    first ``max_depth`` labels, sorted as the database sorts text (its collation),
    as LangGraph's SQL does.

    Rows are ``(prefix,)``; the prefix is NULL when ``max_depth`` is 0. A negative
    ``limit``, ``offset`` or ``max_depth`` fails in the database
    (``psycopg.errors.InvalidRowCountInLimitClause`` / ``...OffsetClause``).
    """
    sql, params = "", []
    for condition in conditions or ():
        path = tuple(condition.path)
        if path:
            sql += " AND s.prefix ~ %s"
            params.append(namespace_pattern(path, condition.match_type))
    where, values = live(omit_before)
    cut, cut_params = "s.prefix", []
    if max_depth is not None:
        cut = r"""(SELECT string_agg(u.label, '.' ORDER BY u.n) FROM (
                SELECT label, n FROM unnest(string_to_array(s.prefix, '.')) WITH ORDINALITY AS w(label, n)
                ORDER BY n LIMIT %s) AS u)"""
        cut_params = [max_depth]
    full = f"""SELECT DISTINCT t.prefix FROM (
            SELECT {cut} AS prefix FROM store AS s WHERE TRUE{sql}{where}
        ) AS t ORDER BY t.prefix LIMIT %s OFFSET %s"""
    return Sql(full, [*cut_params, *params, *values, limit, offset], fetch=True)


Row = tuple[str, str, str, datetime, "datetime | None", "float | None"]
"""An item to write: prefix, key, value (JSON text), stamp, expiry, TTL in minutes."""


def upsert_many(rows: list[Row]) -> Sql:
    """Write items with distinct keys in one statement; an overwrite keeps the row's ``created_at``."""
    sql = """INSERT INTO store AS s (prefix, key, value, created_at, updated_at, expires_at, ttl_minutes)
        SELECT r.prefix, r.key, r.value::jsonb, r.stamp, r.stamp, r.expires_at, r.ttl
        FROM unnest(%s::text[], %s::text[], %s::text[], %s::timestamptz[], %s::timestamptz[], %s::float8[])
            AS r(prefix, key, value, stamp, expires_at, ttl)
        ON CONFLICT (prefix, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at,
            expires_at = excluded.expires_at, ttl_minutes = excluded.ttl_minutes"""
    return Sql(sql, [list(column) for column in zip(*rows)])


def delete_many(addresses: list[tuple[str, str]]) -> Sql:
    """Delete the items at ``(prefix, key)`` addresses."""
    sql = """DELETE FROM store AS s USING unnest(%s::text[], %s::text[]) AS d(prefix, key)
        WHERE s.prefix = d.prefix AND s.key = d.key"""
    return Sql(sql, [list(column) for column in zip(*addresses)])


def sweep(now: datetime) -> Sql:
    """Delete the rows expired at ``now`` (but those another transaction holds: a
    later sweep takes them); its one row is how many."""
    sql = f"""WITH gone AS (
            DELETE FROM store AS s USING (
                SELECT l.prefix, l.key FROM store AS l WHERE l.expires_at IS NOT NULL AND l.expires_at <= %s{_LOCK_FREE}
            ) AS l
            WHERE s.prefix = l.prefix AND s.key = l.key RETURNING 1
        )
        SELECT count(*) FROM gone"""
    return Sql(sql, [now], fetch=True)

"""Search filters as LangGraph's SQLite store evaluates them.

LangGraph's `SqliteStore` turns each filter field into SQL over
``json_extract(value, '$.<field>')``, so its results follow SQLite's rules, not
Python's: a missing or JSON-null field is SQL ``NULL`` (it fails every comparison
but ``IS NULL``), booleans read as the integers 1 / 0, numbers sort before text,
order operators with a number cast the field to REAL (text with no numeric prefix
reads as 0.0), and ``$eq`` / ``$ne`` / order operators with a list or dict compare
against a BLOB (``$eq`` never holds; ``$ne`` holds for any non-NULL field). A dict
condition is always a dict of operators. lingxigraph stores values as JSON too but
filters in Python; this module reproduces those rules so a search returns the same
items.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from typing import Any, Final

from lingxigraph._internal._filter_keys import check_filter_keys
from lingxigraph.store._core import ORDER_TESTS

Predicate = Callable[[Mapping[str, Any]], bool]
"""Whether one stored value passes a compiled filter."""

# SQLite's storage classes in their comparison order (NULL is kept apart: unknown)
_NUMBER: Final = 1
_TEXT: Final = 2
_BLOB: Final = 3
_NULL: Final = None

_Sql = tuple[int, Any] | None
"""A SQL value: (storage class, Python value), or ``None`` for NULL."""

_REAL_PREFIX: Final = re.compile(r"\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def _json_text(value: Any) -> str:
    # what json_extract returns for an array or object: minified JSON text
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, default=str)


def _extract(value: Mapping[str, Any], path: str) -> _Sql:
    """``json_extract(value, '$.' || path)`` as a SQL value."""
    current: Any = value
    for part in path.split("."):
        if not isinstance(current, Mapping) or part not in current:
            return _NULL
        current = current[part]  # pyright: ignore[reportUnknownVariableType]
    if current is None:
        return _NULL
    if isinstance(current, bool):
        return (_NUMBER, int(current))
    if isinstance(current, int | float):
        return (_NUMBER, current)
    if isinstance(current, str):
        return (_TEXT, current)
    return (_TEXT, _json_text(current))


def _as_real(value: _Sql) -> _Sql:
    """``CAST(value AS REAL)``: text reads its longest numeric prefix (else 0.0)."""
    if value is None or value[0] == _NUMBER:
        return value if value is None else (_NUMBER, float(value[1]))
    match = _REAL_PREFIX.match(value[1])
    return (_NUMBER, float(match.group(0)) if match else 0.0)


def _compare(left: _Sql, right: _Sql) -> int | None:
    """-1 / 0 / 1 as SQLite orders two values (``None``: a NULL made it unknown)."""
    if left is None or right is None:
        return None
    if left[0] != right[0]:
        return -1 if left[0] < right[0] else 1
    return (left[1] > right[1]) - (left[1] < right[1])


def _param(expected: Any, *, operator: bool) -> _Sql:
    """The bound parameter for a condition value (LangGraph binds lists and dicts
    as JSON text for plain equality, as a BLOB of JSON bytes inside an operator;
    sqlite3 binds a NaN float as NULL, so no condition on it holds)."""
    if isinstance(expected, bool):
        return (_NUMBER, int(expected))
    if isinstance(expected, float) and math.isnan(expected):
        return _NULL
    if isinstance(expected, int | float):
        return (_NUMBER, float(expected))
    if isinstance(expected, str):
        return (_TEXT, expected)
    text = _json_text(expected)
    return (_BLOB, text.encode()) if operator else (_TEXT, text)


def _operator(path: str, name: str, expected: Any) -> Predicate:
    if name in ("$eq", "$ne") and expected is None:
        want_null = name == "$eq"
        return lambda value: (_extract(value, path) is None) == want_null
    if name == "$eq":
        param = _param(expected, operator=True)
        return lambda value: _compare(_extract(value, path), param) == 0
    if name == "$ne":
        param = _param(expected, operator=True)
        return lambda value: _compare(_extract(value, path), param) not in (0, None)
    test = ORDER_TESTS.get(name)
    if test is None:
        raise ValueError(f"Unsupported operator: {name}")
    param = _param(expected, operator=True)
    numeric = isinstance(expected, int | float)

    def holds(value: Mapping[str, Any]) -> bool:
        field = _extract(value, path)
        order = _compare(_as_real(field) if numeric else field, param)
        return order is not None and test(order)

    return holds


def _equals(path: str, expected: Any) -> Predicate:
    if expected is None:
        return lambda value: _extract(value, path) is None
    param = _param(expected, operator=False)
    return lambda value: _compare(_extract(value, path), param) == 0


def compile_filter(filter: Mapping[str, Any]) -> Predicate:  # noqa: A002 - LangGraph's name
    """A search filter → a predicate over stored values, with LangGraph's SQLite semantics.

    Args:
        filter: field (a dotted JSON path) → a value compared for equality, or a dict
            of operators ``$eq``, ``$ne``, ``$gt``, ``$gte``, ``$lt``, ``$lte`` → value.

    Raises:
        ValueError: a field has characters other than letters, digits, ``_``, ``.``
            and ``-``, or a dict condition has a key that is not one of those operators
            (``{"meta": {"lvl": 2}}`` is refused as LangGraph's store refuses it:
            "Unsupported operator: lvl"). Raised before any item is read, as LangGraph
            builds its SQL first.
    """
    check_filter_keys(filter)
    tests: list[Predicate] = []
    for path, condition in filter.items():
        if isinstance(condition, Mapping):
            tests += [_operator(path, str(op), exp) for op, exp in condition.items()]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
        else:
            tests.append(_equals(path, condition))
    return lambda value: all(test(value) for test in tests)

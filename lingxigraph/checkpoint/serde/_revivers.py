"""Revivers of the built-in extension types: standard-library values and lingxigraph's own.

A reviver turns an extension payload's argument back into a value; `_BUILTIN`
maps the ``(module, name)`` each type is stored under to its reviver. These
types are always allowed, whatever the serializer's policy (see `_policy`).
"""

from __future__ import annotations

import datetime as dt
import decimal
import pathlib
import re
import uuid
from collections import deque
from collections.abc import Callable
from typing import Any

from lingxigraph.checkpoint.serde.base import SerdeError
from lingxigraph.types import Command, Interrupt, Overwrite, Send, TimeoutPolicy

Reviver = Callable[[int, Any, "str | None"], Any]
"""``(ext code, argument, method name or None)`` → value."""


def _tuple(code: int, arg: Any, method: str | None) -> Any:
    return tuple(_expect(arg, list))


def _set(code: int, arg: Any, method: str | None) -> Any:
    return set(_expect(arg, list))


def _frozenset(code: int, arg: Any, method: str | None) -> Any:
    return frozenset(_expect(arg, list))


def _bytearray(code: int, arg: Any, method: str | None) -> Any:
    return bytearray(_expect(arg, bytes))


def _int(code: int, arg: Any, method: str | None) -> Any:
    if isinstance(arg, int):
        return arg
    return int.from_bytes(_expect(arg, bytes), "big", signed=True)


def _datetime(code: int, arg: Any, method: str | None) -> Any:
    if code == 3:
        return dt.datetime.fromisoformat(_expect(arg, str))
    return dt.datetime(**_expect(arg, dict))


def _date(code: int, arg: Any, method: str | None) -> Any:
    if code == 3:
        return dt.date.fromisoformat(_expect(arg, str))
    return dt.date(*_expect(arg, list))


def _time(code: int, arg: Any, method: str | None) -> Any:
    if code == 3:
        return dt.time.fromisoformat(_expect(arg, str))
    return dt.time(**_expect(arg, dict))


def _timedelta(code: int, arg: Any, method: str | None) -> Any:
    return dt.timedelta(*_expect(arg, list))


def _timezone(code: int, arg: Any, method: str | None) -> Any:
    return dt.timezone(*_expect(arg, list))


def _zoneinfo(code: int, arg: Any, method: str | None) -> Any:
    import zoneinfo

    return zoneinfo.ZoneInfo(_expect(arg, str))


def _uuid(code: int, arg: Any, method: str | None) -> Any:
    if isinstance(arg, bytes):
        return uuid.UUID(bytes=arg)
    return uuid.UUID(_expect(arg, str))


def _decimal(code: int, arg: Any, method: str | None) -> Any:
    return decimal.Decimal(_expect(arg, str))


def _deque(code: int, arg: Any, method: str | None) -> Any:
    if code == 1:
        items, maxlen = _expect(arg, list)
        return deque(_expect(items, list), maxlen=maxlen)
    return deque(_expect(arg, list))


def _pattern(code: int, arg: Any, method: str | None) -> Any:
    pattern, flags = _expect(arg, list)
    return re.compile(_expect(pattern, (str, bytes)), _expect(flags, int))


def _path(cls: type[pathlib.PurePath], pure: type[pathlib.PurePath]) -> Reviver:
    def revive(code: int, arg: Any, method: str | None) -> Any:
        parts = [_expect(p, str) for p in _expect(arg, list)]
        try:
            return cls(*parts)
        except NotImplementedError:  # a concrete path of the other operating system
            return pure(*parts)

    return revive


def _ipaddress(name: str) -> Reviver:
    def revive(code: int, arg: Any, method: str | None) -> Any:
        import ipaddress

        return getattr(ipaddress, name)(_expect(arg, str))

    return revive


def _send(code: int, arg: Any, method: str | None) -> Any:
    if isinstance(arg, dict):
        return Send(**arg)
    return Send(*_expect(arg, list))


def _interrupt(code: int, arg: Any, method: str | None) -> Any:
    return Interrupt(**_expect(arg, dict))


def _command(code: int, arg: Any, method: str | None) -> Any:
    fields = dict(_expect(arg, dict))
    if fields.get("goto") == []:
        fields["goto"] = ()
    return Command(**fields)


def _overwrite(code: int, arg: Any, method: str | None) -> Any:
    fields = _expect(arg, dict)
    return Overwrite(fields["value"])


def _timeout_policy(code: int, arg: Any, method: str | None) -> Any:
    return TimeoutPolicy(**_expect(arg, dict))


def _node_error(code: int, arg: Any, method: str | None) -> Any:
    from lingxigraph.errors import NodeError

    fields = _expect(arg, dict)
    # the exception was saved as its repr: an error handler resumed from a
    # checkpoint sees that string as ``error`` (as in LangGraph)
    return NodeError(fields["node"], fields["error"])


_BUILTIN: dict[tuple[str, str], Reviver] = {
    ("builtins", "tuple"): _tuple,
    ("builtins", "set"): _set,
    ("builtins", "frozenset"): _frozenset,
    ("builtins", "bytearray"): _bytearray,
    ("builtins", "int"): _int,
    ("datetime", "datetime"): _datetime,
    ("datetime", "date"): _date,
    ("datetime", "time"): _time,
    ("datetime", "timedelta"): _timedelta,
    ("datetime", "timezone"): _timezone,
    ("zoneinfo", "ZoneInfo"): _zoneinfo,
    ("uuid", "UUID"): _uuid,
    ("decimal", "Decimal"): _decimal,
    ("collections", "deque"): _deque,
    ("re", "compile"): _pattern,
    ("pathlib", "Path"): _path(pathlib.Path, pathlib.PurePath),
    ("pathlib", "PosixPath"): _path(pathlib.PosixPath, pathlib.PurePosixPath),
    ("pathlib", "WindowsPath"): _path(pathlib.WindowsPath, pathlib.PureWindowsPath),
    ("pathlib", "PurePath"): _path(pathlib.PurePath, pathlib.PurePath),
    ("pathlib", "PurePosixPath"): _path(pathlib.PurePosixPath, pathlib.PurePosixPath),
    ("pathlib", "PureWindowsPath"): _path(pathlib.PureWindowsPath, pathlib.PureWindowsPath),
}
for _name in ("IPv4Address", "IPv6Address", "IPv4Network", "IPv6Network", "IPv4Interface", "IPv6Interface"):
    _BUILTIN[("ipaddress", _name)] = _ipaddress(_name)
for _module in ("lingxigraph.types", "langgraph.types"):
    _BUILTIN[(_module, "Send")] = _send
    _BUILTIN[(_module, "Interrupt")] = _interrupt
    _BUILTIN[(_module, "Command")] = _command
    _BUILTIN[(_module, "Overwrite")] = _overwrite
    _BUILTIN[(_module, "TimeoutPolicy")] = _timeout_policy
for _module in ("lingxigraph.errors", "langgraph.errors"):
    _BUILTIN[(_module, "NodeError")] = _node_error


def _expect(value: Any, kind: type | tuple[type, ...]) -> Any:
    if not isinstance(value, kind):
        raise SerdeError(f"malformed extension argument: expected {kind}, got {type(value).__name__}")
    return value

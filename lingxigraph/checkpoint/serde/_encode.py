"""Values → msgpack bytes, with typed extensions for non-JSON types.

Every extension payload is itself msgpack: ``[module, name, arg]`` (or
``[module, name, arg, method]``), with the same extension codes LangGraph
uses, so checkpoints written by either library share one layout:

- ``EXT_CONSTRUCTOR_SINGLE_ARG`` (0): ``cls(arg)``
- ``EXT_CONSTRUCTOR_POS_ARGS`` (1): ``cls(*arg)``
- ``EXT_CONSTRUCTOR_KW_ARGS`` (2): ``cls(**arg)``
- ``EXT_METHOD_SINGLE_ARG`` (3): ``cls.method(arg)``
- ``EXT_PYDANTIC_V1`` (4) / ``EXT_PYDANTIC_V2`` (5): a model's field dict

Unlike LangGraph, tuples are kept (as ``builtins.tuple``), integers wider
than 64 bits are supported and dict keys may be tuples or frozensets. As in
LangGraph, a ``bytearray`` inside another value is written as plain binary and
reads back as ``bytes`` (msgpack packs it natively); at the top level the
serializer's ``'bytearray'`` tag keeps it.

Exceptions are stored as their ``repr`` string, as LangGraph does (a task's
error shows up as that string when read back).

Encoders are chosen once per class and cached; `register_type` clears the cache.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import decimal
import enum
import functools
import pathlib
import re
import sys
import threading
import uuid
from collections import deque
from collections.abc import Callable
from typing import Any, Final

import msgpack

from lingxigraph.checkpoint.serde import _registry
from lingxigraph.checkpoint.serde.types import _DeltaSnapshot
from lingxigraph.types import Command, Interrupt, Overwrite, Send

__all__ = (
    "EXT_CONSTRUCTOR_SINGLE_ARG",
    "EXT_CONSTRUCTOR_POS_ARGS",
    "EXT_CONSTRUCTOR_KW_ARGS",
    "EXT_METHOD_SINGLE_ARG",
    "EXT_PYDANTIC_V1",
    "EXT_PYDANTIC_V2",
    "EXT_NUMPY_ARRAY",
    "EXT_DELTA_SNAPSHOT",
    "pack",
)

EXT_CONSTRUCTOR_SINGLE_ARG: Final = 0
EXT_CONSTRUCTOR_POS_ARGS: Final = 1
EXT_CONSTRUCTOR_KW_ARGS: Final = 2
EXT_METHOD_SINGLE_ARG: Final = 3
EXT_PYDANTIC_V1: Final = 4
EXT_PYDANTIC_V2: Final = 5
EXT_NUMPY_ARRAY: Final = 6
EXT_DELTA_SNAPSHOT: Final = 7

Encoder = Callable[[Any], Any]
"""Instance → something msgpack packs natively (usually an ``ExtType``)."""

_OWN_TYPES_MODULE: Final = "lingxigraph.types"
_INT64_MIN: Final = -(2**63)
_UINT64_MAX: Final = 2**64 - 1

_PACKER_BUFFER: Final = 16 * 1024
"""Initial buffer of a pooled packer (bytes)."""
_PACKER_KEEP_LIMIT: Final = 1024 * 1024
"""A packer whose output exceeded this many bytes is replaced, to give the memory back."""


class _PackerPool(threading.local):
    """One packer per nesting level, per thread.

    Extension payloads are packed while the enclosing value is still being
    packed, so each level needs its own ``Packer``. Reusing them avoids
    allocating a fresh buffer per typed value (which costs microseconds).
    ``levels[0]`` is the current depth and ``levels[d]`` the packer of depth
    ``d`` (one thread-local lookup per call, then list indexing).
    """

    def __init__(self) -> None:
        self.levels: list[Any] = [0]
        self.framers: dict[int, Any] = {}
        """Depth → the packer `_pack_inline` writes a list into at that depth."""


_pool = _PackerPool()


def _new_packer() -> msgpack.Packer:
    return msgpack.Packer(
        default=_default, strict_types=True, use_bin_type=True, datetime=False, buf_size=_PACKER_BUFFER
    )


def _packb(obj: Any) -> bytes:
    """Pack ``obj`` with this thread's packer for the current nesting depth.

    A list that holds the same dict or list object several times (state
    lists grown with ``operator.add`` often repeat one object) is packed
    element by element with each distinct object packed once: msgpack bytes
    compose, so the output is the same as packing the whole list, without
    re-encoding the repeats. Likewise a list of distinct dicts that share
    their values (shallow copies, e.g. made by pydantic validation of a
    ``list[dict]`` field) is packed with each shared value encoded once.
    """
    if (
        type(obj) is list
        and len(obj) >= _SHARED_MIN
        and type(obj[0]) in _CONTAINERS
        and _pool.levels[0] < _SHARED_MAX_DEPTH
    ):
        # a repeat among the first few first: counting every id costs as much as
        # packing a list of small distinct dicts
        if len(set(map(id, obj[:_SHARED_MIN]))) < _SHARED_MIN and len(set(map(id, obj))) * 2 <= len(obj):
            return _pack_shared(obj)
        if type(obj[0]) is dict and _values_shared(obj):
            return _pack_shared_values(obj)
    elif type(obj) is list and obj and type(obj[0]) in _INLINE and _pool.levels[0] < _SHARED_MAX_DEPTH:
        return _pack_inline(obj)
    elif type(obj) in _encoders:
        # a value written as an extension (it went through `_default` before), e.g. a
        # `Send` carrying a whole state: its payload is framed here, not copied into a
        # packer's buffer (a fresh one for a payload over `_PACKER_KEEP_LIMIT`) and out again
        ext = _default(obj)
        if type(ext) is msgpack.ExtType:
            return _ext_frame(ext.code, len(ext.data)) + ext.data
        obj = ext  # (an encoder that gives a plain value: packed as it is)
    levels = _pool.levels
    depth = levels[0] + 1
    while depth >= len(levels):  # shared-list levels count too, without a packer of their own
        levels.append(_new_packer())
    levels[0] = depth
    try:
        data: bytes = levels[depth].pack(obj)
    except BaseException:
        # a failed pack leaves partial output in the buffer
        levels[depth] = _new_packer()
        raise
    finally:
        levels[0] = depth - 1
    if len(data) > _PACKER_KEEP_LIMIT:
        levels[depth] = _new_packer()
    return data


_FIXEXT: Final = {1: 0xD4, 2: 0xD5, 4: 0xD6, 8: 0xD7, 16: 0xD8}


def _ext_frame(code: int, size: int) -> bytes:
    """msgpack's header of an extension of type ``code`` (0..127, as ``ExtType``
    allows) with a payload of ``size`` bytes: what ``Packer.pack_ext_type`` writes
    before the payload."""
    fixed = _FIXEXT.get(size)
    if fixed is not None:
        return bytes((fixed, code & 0xFF))
    if size < 0x100:
        return bytes((0xC7, size, code & 0xFF))
    if size < 0x10000:
        return b"\xc8" + size.to_bytes(2, "big") + bytes((code & 0xFF,))
    return b"\xc9" + size.to_bytes(4, "big") + bytes((code & 0xFF,))


def _ExtType(code: int, data: bytes) -> msgpack.ExtType:  # noqa: N802 - stands in for the class
    """``msgpack.ExtType(code, data)`` without its argument checks (ours are always valid)."""
    return tuple.__new__(msgpack.ExtType, (code, data))


def pack(obj: Any) -> bytes:
    """Serialise ``obj`` to msgpack bytes.

    Raises:
        TypeError: ``obj`` holds a value of a type that cannot be serialised
            (message ``"Type is not msgpack serializable: <name>"``).
        ValueError: ``obj`` nests deeper than msgpack's limit (512 levels).
    """
    return _packb(obj)


packb = _packb
"""`pack` without the wrapper call (the serializer's hot path)."""

_SHARED_MIN: Final = 8
"""Shortest list checked for repeated elements, and how many leading elements are
looked at first (see `_packb`)."""
_CONTAINERS: Final = (dict, list)
_SHARED_MAX_DEPTH: Final = 32
"""Nesting depth (packers plus shared-list levels) beyond which lists are packed whole,
so a self-referencing value still ends in msgpack's own depth error."""


def _pack_shared(items: list[Any]) -> bytes:
    memo: dict[int, bytes] = {}
    parts = [_array_header(len(items))]
    levels = _pool.levels
    levels[0] += 1  # bounds the recursion through self-referencing values
    try:
        for item in items:
            data = memo.get(id(item))
            if data is None:
                data = memo[id(item)] = _packb(item)
            parts.append(data)
    finally:
        levels[0] -= 1
    return b"".join(parts)


def _values_shared(items: list[Any]) -> bool:
    """Whether the first few dicts of ``items`` share container values (by identity)."""
    first, second = items[0], items[1]
    # cheap pre-check (shallow copies keep their keys): the first two share a value
    if type(second) is not dict or not any(
        second.get(k) is v for k, v in first.items() if type(v) in _CONTAINERS
    ):
        return False
    ids = [id(v) for item in items[:_SHARED_MIN] if type(item) is dict for v in item.values() if type(v) in _CONTAINERS]
    return len(ids) >= _SHARED_MIN and len(set(ids)) * 2 <= len(ids)


def _pack_shared_values(items: list[Any]) -> bytes:
    """`_pack_shared` one level down: each dict is written as a map header plus its
    keys and values, and every key or value object met before reuses its bytes.

    All pieces go to one list joined once (a dict met again re-appends its run of
    pieces), so the output is copied once.
    """
    memo: dict[int, bytes] = {}
    runs: dict[int, tuple[int, int]] = {}
    parts = [_array_header(len(items))]
    append = parts.append
    get = memo.get
    levels = _pool.levels
    levels[0] += 1
    try:
        for item in items:
            span = runs.get(id(item))
            if span is not None:
                parts.extend(parts[span[0] : span[1]])
            elif type(item) is dict:
                start = len(parts)
                append(_map_header(len(item)))
                for key, value in item.items():
                    data = get(id(key))
                    if data is None:
                        data = memo[id(key)] = _packb(key)
                    append(data)
                    data = get(id(value))
                    if data is None:
                        data = memo[id(value)] = _packb(value)
                    append(data)
                runs[id(item)] = (start, len(parts))
            else:
                runs[id(item)] = (len(parts), len(parts) + 1)
                append(_packb(item))
    finally:
        levels[0] -= 1
    return b"".join(parts)


_INLINE: dict[type, tuple[int, bytes, Callable[[Any], Any], bytes]] = {}
"""Class → ``(extension code, payload head, fields of an instance, payload tail)``
for the classes whose payload is a head, one dict and a tail: lingxigraph's classes
written through ``to_dict`` (messages) and pydantic v2 models (LangChain's messages).
`_pack_inline` writes a list of them. Filled with `_encoders` (when `_encoder_for`
picks one of those encoders) and cleared with it."""


def _pack_inline(items: list[Any]) -> bytes:
    """A list whose items are mostly `_INLINE` objects (a chat history), written
    without a `_default` call and an ``ExtType`` per item.

    Each such item's bytes are the ones its encoder gives (its code, the class's
    head, its fields dict packed one level down, the tail), framed as msgpack
    frames an ``ExtType``; other items are packed on their own. msgpack bytes
    compose, so the result is the bytes of packing the list whole.
    """
    # written into a packer of its own that keeps its buffer between calls (no
    # growing buffer or list of parts per call: a history's worth of small bytes
    # objects raised the peak memory of a put); msgpack frames each payload
    levels = _pool.levels
    depth = levels[0] + 1  # the list's level; each item's dict goes one down, as the encoder does
    while depth + 1 >= len(levels):
        levels.append(_new_packer())
    framers = _pool.framers
    framer = framers.get(depth)
    if framer is None:
        framer = framers[depth] = msgpack.Packer(
            default=_default, strict_types=True, use_bin_type=True, datetime=False,
            autoreset=False, buf_size=_PACKER_BUFFER,
        )  # fmt: skip
    packer = levels[depth + 1]
    pack = packer.pack
    frame = framer.pack_ext_type
    inline = _INLINE
    levels[0] = depth + 1  # values inside the dicts are packed further down
    try:
        framer.pack_array_header(len(items))
        for item in items:
            entry = inline.get(type(item))
            if entry is None:
                framer.pack(item)
                continue
            code, head, fields, tail = entry
            try:
                body = pack(fields(item))
            except TypeError as exc:
                if code != EXT_PYDANTIC_V2 or not str(exc).startswith(_UNSUPPORTED):
                    raise
                # as through `_default`: the error names the model (the outermost extension)
                raise TypeError(f"{_UNSUPPORTED}{type(item).__name__}") from exc
            frame(code, head + body + tail)
            if len(body) > _PACKER_KEEP_LIMIT:
                packer = levels[depth + 1] = _new_packer()
                pack = packer.pack
        data: bytes = framer.bytes()
    except BaseException:
        levels[depth + 1] = _new_packer()  # a failed pack leaves partial output in the buffer
        raise
    finally:
        framer.reset()
        levels[0] = depth - 1
    if len(data) > _PACKER_KEEP_LIMIT:
        del framers[depth]
    return data


def _header(n: int, fix: int, prefix16: bytes) -> bytes:
    """msgpack's header for an array (``fix=0x90``, ``b"\\xdc"``) or a map
    (``fix=0x80``, ``b"\\xde"``) of ``n`` items; the 32-bit form's byte follows the 16-bit one's."""
    if n < 16:
        return bytes((fix | n,))
    if n < 0x10000:
        return prefix16 + n.to_bytes(2, "big")
    return bytes((prefix16[0] + 1,)) + n.to_bytes(4, "big")


def _array_header(n: int) -> bytes:
    return _header(n, 0x90, b"\xdc")


def _map_header(n: int) -> bytes:
    return _header(n, 0x80, b"\xde")


def _ext(code: int, module: str, name: str, arg: Any) -> msgpack.ExtType:
    return _ExtType(code, _packb([module, name, arg]))


def _ext_method(module: str, name: str, arg: Any, method: str) -> msgpack.ExtType:
    return _ExtType(EXT_METHOD_SINGLE_ARG, _packb([module, name, arg, method]))


_encoders: dict[type, Encoder] = {}


def _clear_cache() -> None:
    _encoders.clear()
    _INLINE.clear()


_registry.on_change(_clear_cache)


_UNSUPPORTED: Final = "Type is not msgpack serializable: "


def _default(obj: Any) -> Any:
    cls = type(obj)
    encoder = _encoders.get(cls)
    if encoder is None:
        encoder = _encoder_for(cls)
        _encoders[cls] = encoder
    try:
        return encoder(obj)
    except TypeError as exc:
        # as LangGraph's (ormsgpack's): the error names the outermost value that needed an
        # extension, e.g. the Interrupt around an unserialisable interrupt() value (a tuple
        # is packed natively there, so it is never the one named)
        if cls is tuple or not str(exc).startswith(_UNSUPPORTED):
            raise
        raise TypeError(f"{_UNSUPPORTED}{cls.__name__}") from exc


# ---- standard library -----------------------------------------------------------------


def _enc_tuple(obj: tuple[Any, ...]) -> Any:
    return _ext(0, "builtins", "tuple", list(obj))


def _enc_set(obj: set[Any]) -> Any:
    return _ext(0, "builtins", "set", list(obj))


def _enc_frozenset(obj: frozenset[Any]) -> Any:
    return _ext(0, "builtins", "frozenset", list(obj))


def _enc_bytearray(obj: bytearray) -> Any:
    return _ext(0, "builtins", "bytearray", bytes(obj))


def _enc_int(obj: int) -> Any:
    value = int(obj)
    if _INT64_MIN <= value <= _UINT64_MAX:
        return value
    size = (value.bit_length() + 8) // 8
    return _ext(0, "builtins", "int", value.to_bytes(size, "big", signed=True))


def _is_plain_timezone(tz: dt.tzinfo) -> bool:
    """A ``datetime.timezone`` with its default name, which ISO-8601 text keeps exactly."""
    if type(tz) is not dt.timezone:
        return False
    offset = tz.utcoffset(None)
    return tz.tzname(None) == dt.timezone(offset).tzname(None)


def _portable_tz(tz: dt.tzinfo | None, moment: dt.datetime | dt.time) -> dt.tzinfo | None:
    """``tz`` if it can be stored by name (``timezone``, keyed ``ZoneInfo``), else its fixed offset."""
    if tz is None or type(tz) is dt.timezone:
        return tz
    if type(tz).__module__ == "zoneinfo" and getattr(tz, "key", None) is not None:
        return tz
    offset = moment.utcoffset()
    return None if offset is None else dt.timezone(offset)


def _enc_datetime(obj: dt.datetime) -> Any:
    tz = _portable_tz(obj.tzinfo, obj)
    if tz is None or _is_plain_timezone(tz):
        if tz is not obj.tzinfo or type(obj) is not dt.datetime:
            obj = dt.datetime(
                obj.year, obj.month, obj.day, obj.hour, obj.minute, obj.second, obj.microsecond, tzinfo=tz
            )
        return _ext_method("datetime", "datetime", obj.isoformat(), "fromisoformat")
    fields = {
        "year": obj.year,
        "month": obj.month,
        "day": obj.day,
        "hour": obj.hour,
        "minute": obj.minute,
        "second": obj.second,
        "microsecond": obj.microsecond,
        "tzinfo": tz,
        "fold": obj.fold,
    }
    return _ext(2, "datetime", "datetime", fields)


def _enc_date(obj: dt.date) -> Any:
    return _ext(1, "datetime", "date", [obj.year, obj.month, obj.day])


def _enc_time(obj: dt.time) -> Any:
    fields = {
        "hour": obj.hour,
        "minute": obj.minute,
        "second": obj.second,
        "microsecond": obj.microsecond,
        "tzinfo": _portable_tz(obj.tzinfo, obj),
        "fold": obj.fold,
    }
    return _ext(2, "datetime", "time", fields)


def _enc_timedelta(obj: dt.timedelta) -> Any:
    return _ext(1, "datetime", "timedelta", [obj.days, obj.seconds, obj.microseconds])


def _enc_timezone(obj: dt.timezone) -> Any:
    offset = obj.utcoffset(None)
    if _is_plain_timezone(obj):
        return _ext(1, "datetime", "timezone", [offset])
    return _ext(1, "datetime", "timezone", [offset, obj.tzname(None)])


def _enc_uuid(obj: uuid.UUID) -> Any:
    return _ext(0, "uuid", "UUID", obj.hex)


def _enc_decimal(obj: decimal.Decimal) -> Any:
    return _ext(0, "decimal", "Decimal", str(obj))


def _enc_deque(obj: deque[Any]) -> Any:
    if obj.maxlen is None:
        return _ext(0, "collections", "deque", list(obj))
    return _ext(1, "collections", "deque", [list(obj), obj.maxlen])


def _enc_pattern(obj: re.Pattern[Any]) -> Any:
    return _ext(1, "re", "compile", [obj.pattern, obj.flags])


_PATH_CLASSES: Final = (pathlib.PosixPath, pathlib.WindowsPath, pathlib.PurePosixPath, pathlib.PureWindowsPath)


def _enc_path(obj: pathlib.PurePath) -> Any:
    # Named by the public pathlib class (they live in ``pathlib._local`` from Python 3.13).
    base = next(c for c in _PATH_CLASSES if isinstance(obj, c))
    return _ext(1, "pathlib", base.__name__, list(obj.parts))


def _enc_exception(obj: BaseException) -> Any:
    return repr(obj)


def _enc_str_arg(module: str, name: str) -> Encoder:
    def encode(obj: Any) -> Any:
        return _ext(0, module, name, str(obj))

    return encode


def _enc_zoneinfo(obj: Any) -> Any:
    key = obj.key
    if key is None:
        raise TypeError("Type is not msgpack serializable: ZoneInfo without a key")
    return _ext(0, "zoneinfo", "ZoneInfo", key)


# ---- lingxigraph's own types --------------------------------------------------------------


def _enc_send(obj: Send, module: str = _OWN_TYPES_MODULE) -> Any:
    timeout = getattr(obj, "timeout", None)
    if timeout is None:
        return _ext(1, module, "Send", [obj.node, obj.arg])
    return _ext(2, module, "Send", {"node": obj.node, "arg": obj.arg, "timeout": timeout})


def _enc_interrupt(obj: Interrupt, module: str = _OWN_TYPES_MODULE) -> Any:
    return _ext(2, module, "Interrupt", {"value": obj.value, "id": obj.id})


def _enc_command(obj: Command[Any], module: str = _OWN_TYPES_MODULE) -> Any:
    fields = {"graph": obj.graph, "update": obj.update, "resume": obj.resume, "goto": obj.goto}
    return _ext(2, module, "Command", fields)


def _enc_ndarray(obj: Any) -> msgpack.ExtType:
    """A numpy array as LangGraph writes it: code 6, ``[dtype.str, shape, order, bytes]``."""
    order = "F" if obj.flags.f_contiguous and not obj.flags.c_contiguous else "C"
    return _ExtType(6, _packb([obj.dtype.str, list(obj.shape), order, obj.tobytes(order="A")]))


def _enc_overwrite(obj: Overwrite, module: str = _OWN_TYPES_MODULE) -> Any:
    return _ext(2, module, "Overwrite", {"value": obj.value})


def _enc_delta_snapshot(obj: _DeltaSnapshot) -> Any:
    # LangGraph's layout: the packed value itself, no (module, name) header
    return _ExtType(EXT_DELTA_SNAPSHOT, _packb(obj.value))


_EXACT: dict[type, Encoder] = {
    _DeltaSnapshot: _enc_delta_snapshot,
    tuple: _enc_tuple,
    set: _enc_set,
    frozenset: _enc_frozenset,
    bytearray: _enc_bytearray,
    memoryview: bytes,
    int: _enc_int,
    dt.datetime: _enc_datetime,
    dt.date: _enc_date,
    dt.time: _enc_time,
    dt.timedelta: _enc_timedelta,
    dt.timezone: _enc_timezone,
    uuid.UUID: _enc_uuid,
    decimal.Decimal: _enc_decimal,
    deque: _enc_deque,
    re.Pattern: _enc_pattern,
    Send: _enc_send,
    Interrupt: _enc_interrupt,
    Command: _enc_command,
    Overwrite: _enc_overwrite,
}

_BY_NAME: dict[tuple[str, str], Encoder] = {
    ("ipaddress", name): _enc_str_arg("ipaddress", name)
    for name in ("IPv4Address", "IPv6Address", "IPv4Network", "IPv6Network", "IPv4Interface", "IPv6Interface")
}
_BY_NAME[("zoneinfo", "ZoneInfo")] = _enc_zoneinfo
# LangGraph's own objects, from a LangGraph graph run as a node of a lingxigraph graph
# (it saves into the lingxigraph saver): written under LangGraph's names, read back as ours
for _name, _encode in (
    ("Send", _enc_send),
    ("Interrupt", _enc_interrupt),
    ("Command", _enc_command),
    ("Overwrite", _enc_overwrite),
):
    _BY_NAME[("langgraph.types", _name)] = functools.partial(_encode, module="langgraph.types")

# Subclasses of these are written as the base type (the subclass is not kept).
_BASES: tuple[tuple[type, Encoder], ...] = (
    (dt.datetime, _enc_datetime),
    (dt.date, _enc_date),
    (dt.time, _enc_time),
    (dt.timedelta, _enc_timedelta),
    (uuid.UUID, _enc_uuid),
    (decimal.Decimal, _enc_decimal),
    (pathlib.PurePath, _enc_path),
    (deque, _enc_deque),
    (set, _enc_set),
    (frozenset, _enc_frozenset),
    (bytearray, _enc_bytearray),
    (dict, dict),
    (list, list),
    (str, str),
    (int, _enc_int),
    (float, float),
    (bytes, bytes),
    (tuple, _enc_tuple),
)


def _encoder_for(cls: type) -> Encoder:
    """Pick the encoder for instances of ``cls``.

    Raises:
        TypeError: no encoder applies.
    """
    adapter = _registry.adapter_for_type(cls)
    if adapter is not None:
        return _adapter_encoder(adapter)
    exact = _EXACT.get(cls) or _BY_NAME.get(_registry.type_key(cls))
    if exact is not None:
        return exact
    if issubclass(cls, BaseException):
        # an exception that is also a dataclass, model, ... is written as that (as LangGraph does)
        return _structured_encoder(cls) or _enc_exception
    numpy = sys.modules.get("numpy")
    if numpy is not None and issubclass(cls, numpy.ndarray):
        return _enc_ndarray
    if callable(getattr(cls, "get_secret_value", None)):
        # pydantic's SecretStr/SecretBytes (v1 and v2): the class and its secret, as LangGraph writes them
        module, name = _registry.type_key(cls)
        return lambda obj: _ext(0, module, name, obj.get_secret_value())
    structured = _structured_encoder(cls)
    if structured is not None:
        return structured
    for base, encoder in _BASES:
        if issubclass(cls, base):
            return encoder
    return _unsupported(cls)


def _adapter_encoder(adapter: _registry.TypeAdapter) -> Encoder:
    module, name = adapter.key
    to_data = adapter.to_data

    def encode(obj: Any) -> Any:
        return _ext(0, module, name, to_data(obj))

    return encode


def _structured_encoder(cls: type) -> Encoder | None:
    """Encoders that write the class name: enums, own classes, dataclasses, models, named tuples."""
    module, name = _registry.type_key(cls)
    # ``[module, name, data]`` packed as its fixed head (made once per class) then
    # the data: msgpack bytes compose, so the payload is the same as `_ext`'s
    head = _ext_head(module, name)
    if issubclass(cls, enum.Enum):
        return lambda obj: _ExtType(0, head + _packb(obj.value))
    if module.startswith("lingxigraph.") and callable(getattr(cls, "to_dict", None)):
        _INLINE[cls] = (EXT_CONSTRUCTOR_KW_ARGS, head, cls.to_dict, b"")  # (`_default` keeps the encoder below)
        return lambda obj: _ExtType(2, head + _packb(obj.to_dict()))
    if dataclasses.is_dataclass(cls):
        names = tuple(f.name for f in dataclasses.fields(cls))
        return lambda obj: _ExtType(2, head + _packb({n: getattr(obj, n) for n in names}))
    pydantic = sys.modules.get("pydantic")
    if pydantic is not None and issubclass(cls, pydantic.BaseModel):
        return _pydantic_v2_encoder(cls, module, name)
    pydantic_v1 = sys.modules.get("pydantic.v1")
    if pydantic_v1 is not None and issubclass(cls, pydantic_v1.BaseModel):
        return lambda obj: _ext_v1(module, name, dict(obj))
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):
        return lambda obj: _ExtType(2, head + _packb(obj._asdict()))
    return None


def _ext_head(module: str, name: str, items: int = 3) -> bytes:
    """The packed start of the list ``[module, name, ...]`` of ``items`` items."""
    return _array_header(items) + _packb(module) + _packb(name)


def _ext_v1(module: str, name: str, fields: dict[str, Any]) -> Any:
    return _ExtType(EXT_PYDANTIC_V1, _packb([module, name, fields, "construct"]))


def _pydantic_v2_encoder(cls: type, module: str, name: str) -> Encoder:
    """Write a model's fields shallowly, so nested models keep their own types.

    The method name ``model_construct`` tells the reader that the values were
    validated already (LangGraph writes a deep ``model_dump()`` and
    ``model_validate_json``, which the reader also accepts).
    """
    field_names = tuple(getattr(cls, "model_fields", {}))
    # ``[module, name, fields, "model_construct"]`` from its fixed parts (see `_structured_encoder`)
    head = _ext_head(module, name, 4)
    tail = _packb("model_construct")

    def fields_of(obj: Any) -> dict[str, Any]:
        state = obj.__dict__
        fields = {n: state[n] for n in field_names if n in state}
        extra = getattr(obj, "__pydantic_extra__", None)
        if extra:
            fields.update(extra)
        return fields

    def encode(obj: Any) -> Any:
        return _ExtType(EXT_PYDANTIC_V2, head + _packb(fields_of(obj)) + tail)

    # a list of them (a LangChain chat history) is written by `_pack_inline`
    _INLINE[cls] = (EXT_PYDANTIC_V2, head, fields_of, tail)
    return encode


def _unsupported(cls: type) -> Encoder:
    def encode(obj: Any) -> Any:
        raise TypeError(f"Type is not msgpack serializable: {cls.__name__}")

    return encode

"""msgpack bytes → values, constructing only the types a `RevivePolicy` allows.

`unpack` reads a checkpoint's msgpack bytes; each typed (extension) value is
revived by the reviver the policy gives for its ``(module, name)``, or comes
back as its stored data (see `_policy` for the security model).
`ext_hook_to_json` reads typed values as plain data, for showing checkpoints
as JSON. Malformed data raises `SerdeError`.
"""

from __future__ import annotations

import gc
import sys
import uuid
import warnings
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

import msgpack

from lingxigraph.checkpoint.serde._policy import (
    _log_once,
    _warned_blocked_types,
    _warned_unreconstructable_types,
    is_denied_module,
)
from lingxigraph.checkpoint.serde._revivers import _BUILTIN, _send
from lingxigraph.checkpoint.serde.base import SerdeError, UnregisteredTypeWarning
from lingxigraph.checkpoint.serde.event_hooks import emit_serde_event
from lingxigraph.checkpoint.serde.types import _DeltaSnapshot

if TYPE_CHECKING:
    from lingxigraph.checkpoint.serde._policy import RevivePolicy

__all__ = ("unpack", "ext_hook_to_json")

MAX_EXT_DEPTH: Final = 100
"""Typed values (tuples, sets, dataclasses, ...) nested deeper than this are refused."""

_FAST_DEPTH: Final = 4
"""Levels decoded with ``msgpack.unpackb``, which is fast but keeps ~45 KB of parser
state on the native stack; deeper levels use a heap-allocated ``Unpacker`` (~2 KB
of stack each), so even 512 KB thread stacks cannot overflow."""


_PLAIN_KIND: Final = {0: "value", 1: "list", 2: "dict", 3: "value", 4: "dict", 5: "dict", 6: "list", 7: "value"}


_DELTA_SNAPSHOT: Final = 7
"""Extension code of a delta channel's snapshot: the packed value (LangGraph's layout)."""

_NUMPY_ARRAY: Final = 6
"""Extension code of a numpy array: ``[dtype.str, shape, order, raw bytes]`` (LangGraph's layout)."""


def _numpy_array(payload: Any) -> Any:
    """The array a code-6 payload holds; ``None`` when numpy is missing or the payload
    is not an array's (as LangGraph reads it)."""
    try:
        import numpy as np

        dtype, shape, order, buffer = payload
        return np.frombuffer(buffer, dtype=np.dtype(dtype)).reshape(shape, order=order)
    except Exception:  # noqa: BLE001 - LangGraph reads an unreadable array as None
        return None


class _Decoder:
    __slots__ = ("policy", "depth", "fallback")

    def __init__(self, policy: RevivePolicy, fallback: Callable[[int, bytes], Any] | None) -> None:
        self.policy = policy
        self.depth = 0
        self.fallback = fallback

    def hook(self, code: int, data: bytes) -> Any:
        if code not in _PLAIN_KIND:
            if self.fallback is not None:
                return self.fallback(code, data)
            raise SerdeError(f"unknown msgpack extension code {code}")
        if self.depth >= MAX_EXT_DEPTH:
            raise SerdeError(f"typed values nested deeper than {MAX_EXT_DEPTH} levels")
        self.depth += 1
        try:
            if self.depth <= _FAST_DEPTH:
                payload = msgpack.unpackb(data, ext_hook=self.hook, strict_map_key=False, raw=False)
            else:
                payload = self._unpack_on_heap(data)
        finally:
            self.depth -= 1
        if code == _NUMPY_ARRAY:
            return _numpy_array(payload)
        if code == _DELTA_SNAPSHOT:
            return _DeltaSnapshot(payload)
        return self.revive(code, payload)

    def _unpack_on_heap(self, data: bytes) -> Any:
        """Like ``unpackb`` but with the parser state on the heap (little native stack per level)."""
        unpacker = msgpack.Unpacker(
            None, ext_hook=self.hook, strict_map_key=False, raw=False, max_buffer_size=max(len(data), 1)
        )
        unpacker.feed(data)
        payload = unpacker.unpack()
        if unpacker.tell() != len(data):
            raise SerdeError("trailing bytes after a msgpack extension payload")
        return payload

    def revive(self, code: int, payload: Any) -> Any:
        if (
            type(payload) is not list
            or not 3 <= len(payload) <= 4
            or type(payload[0]) is not str
            or type(payload[1]) is not str
        ):
            raise SerdeError("malformed msgpack extension payload")
        module, name, arg = payload[0], payload[1], payload[2]
        method = payload[3] if len(payload) == 4 and isinstance(payload[3], str) else None
        if code in (6, 7):
            return self._plain(module, name, code, arg)
        reviver = self.policy.reviver(module, name)
        if reviver is None:
            return self._refused(module, name, code, arg)
        if code == _METHOD_CALL and (module, name) in _BUILTIN and (module, name, method) not in _SAFE_METHODS:
            return _blocked_method(module, name, method, arg)
        try:
            return reviver(code, arg, method)
        except SerdeError:
            raise
        except Exception as exc:  # noqa: BLE001 - constructors may reject old or crafted data
            # logged, not warned: under the default (allow-all) policy this is
            # routine for old data, and LangGraph only logs it
            _log_unreconstructable(module, name, type(exc).__name__)
            return arg

    def _refused(self, module: str, name: str, code: int, arg: Any) -> Any:
        """The stored data of a type the policy did not rebuild, reported as LangGraph would.

        LangGraph logs a type its allowlist blocks, and logs a failed import of
        a type it allows; only a refusal by lingxigraph's own stricter rules
        (imported data classes only by default, no imports and no denied
        modules under allow-all) is a Python warning, since LangGraph would
        have rebuilt that value.
        """
        policy = self.policy
        key = (module, name)
        named = key in policy.names or key in policy.classes
        if named or policy.allow_all:
            error = None if is_denied_module(module) else _lookup_error(module, name, tried_import=named)
            if error is not None:
                _log_unreconstructable(module, name, error)
                return arg
        if policy.allow_all or policy.imported_data:
            return self._plain(module, name, code, arg)
        emit_serde_event({"kind": "msgpack_blocked", "module": module, "name": name})
        _log_once(
            _warned_blocked_types,
            key,
            "Blocked deserialization of %s.%s - not in allowed_msgpack_modules. "
            "Add to allowed_msgpack_modules to allow: [(%r, %r)]",
            module,
            name,
            module,
            name,
        )
        return arg

    @staticmethod
    def _plain(module: str, name: str, code: int, arg: Any) -> Any:
        emit_serde_event({"kind": "msgpack_blocked", "module": module, "name": name})
        warnings.warn(
            f"Deserializing unregistered type {module}.{name} from checkpoint: returning its stored "
            f"{_PLAIN_KIND[code]} instead of an instance. To allow it, pass the class (or "
            f"{(module, name)!r}) to allowed_msgpack_modules / with_msgpack_allowlist / "
            f"BaseCheckpointSaver.with_allowlist.",
            UnregisteredTypeWarning,
            stacklevel=2,
        )
        return arg


_METHOD_CALL: Final = 3
"""Extension code of a value stored as ``[module, name, arg, method]``: ``cls.method(arg)``."""

_SAFE_METHODS: Final = frozenset(
    (("datetime", name, "fromisoformat") for name in ("datetime", "date", "time"))
)
"""The only ``(module, name, method)`` a built-in type's code-3 payload may name."""


def _blocked_method(module: str, name: str, method: str | None, arg: Any) -> Any:
    """The argument of a code-3 payload naming a method outside `_SAFE_METHODS`
    (``pathlib.Path.read_text``, ...): never called, logged once, as LangGraph does."""
    emit_serde_event({"kind": "msgpack_method_blocked", "module": module, "name": name, "method": str(method)})
    _log_once(
        _warned_blocked_types,
        (module, f"{name}.{method}"),
        "Blocked deserialization of method call %s.%s.%s - not in allowed methods set.",
        module,
        name,
        method,
    )
    return arg


def _lookup_error(module: str, name: str, *, tried_import: bool) -> str | None:
    """The error importing ``module.name`` gave (or would give): ``None`` when it exists,
    or when its module was not imported and no import was tried."""
    mod = sys.modules.get(module)
    if mod is None:
        return "ModuleNotFoundError" if tried_import else None
    obj: Any = mod
    for part in name.split("."):
        obj = getattr(obj, part, None) if part.isidentifier() else None
        if obj is None:
            return "AttributeError"
    return None


def _log_unreconstructable(module: str, name: str, error: str) -> None:
    _log_once(
        _warned_unreconstructable_types,
        (module, name),
        "Could not reconstruct %s.%s from checkpoint (%s); returning its serialized data instead.",
        module,
        name,
        error,
    )


_GC_PAUSE_BYTES: Final = 16 * 1024
"""`unpack` pauses the cyclic garbage collector for payloads at least this big."""


def unpack(
    data: bytes,
    policy: RevivePolicy,
    fallback: Callable[[int, bytes], Any] | None = None,
) -> Any:
    """Decode msgpack ``data``, reviving typed extensions allowed by ``policy``.

    Args:
        data: msgpack bytes made by ``pack`` (or by LangGraph).
        policy: which named types may be constructed.
        fallback: LangGraph's ``__unpack_ext_hook__``: when given, it is called
            as ``fallback(code, payload)`` for *every* extension value (as in
            LangGraph, it replaces the reading of typed values, and ``policy``
            is not used).

    Raises:
        SerdeError: ``data`` is not valid msgpack, is truncated, has trailing
            bytes, nests too deeply, or holds a malformed extension payload.
    """
    hook = fallback if fallback is not None else _Decoder(policy, None).hook
    # a big payload (a long chat history) builds thousands of objects, all kept: the
    # cyclic collector would run every ~700 of them and rescan the survivors (half
    # the time of reading a history back, more in a program with a big heap). It is
    # paused while they are built; one collection afterwards sees them once. Only an
    # enabled collector is paused and re-enabled (a gc.disable() made by another
    # thread during the read would be undone).
    pause = len(data) >= _GC_PAUSE_BYTES and gc.isenabled()
    if pause:
        gc.disable()
    try:
        return msgpack.unpackb(data, ext_hook=hook, strict_map_key=False, raw=False)
    except (SerdeError, Warning):
        raise
    except Exception as exc:  # noqa: BLE001 - every decoding failure becomes one clean error
        raise SerdeError(f"cannot decode msgpack data ({type(exc).__name__}: {exc})") from exc
    finally:
        if pause:
            gc.enable()


class _JsonReader:
    """Reads typed msgpack values as the plain data they hold (see `ext_hook_to_json`)."""

    __slots__ = ("depth",)

    def __init__(self) -> None:
        self.depth = 0

    def hook(self, code: int, data: bytes) -> Any:
        if code not in _PLAIN_KIND or code == 7 or self.depth >= MAX_EXT_DEPTH:
            return None
        self.depth += 1
        try:
            if self.depth <= _FAST_DEPTH:
                payload = msgpack.unpackb(data, ext_hook=self.hook, strict_map_key=False, raw=False)
            else:
                unpacker = msgpack.Unpacker(
                    None, ext_hook=self.hook, strict_map_key=False, raw=False, max_buffer_size=max(len(data), 1)
                )
                unpacker.feed(data)
                payload = unpacker.unpack()
            if code == _NUMPY_ARRAY:
                array = _numpy_array(payload)
                return None if array is None else array.tolist()
            module, name, arg = payload[0], payload[1], payload[2]
            if code == 0 and (module, name) == ("uuid", "UUID") and isinstance(arg, str):
                return str(uuid.UUID(arg))  # the hex digits, as the usual hyphenated text
            if code == 1 and name == "Send" and module in ("langgraph.types", "lingxigraph.types"):
                return _send(code, arg, None)
            return arg
        except Exception:  # noqa: BLE001 - an unreadable value reads as None (as in LangGraph)
            return None
        finally:
            self.depth -= 1


def ext_hook_to_json(code: int, data: bytes) -> Any:
    """An ``__unpack_ext_hook__`` that reads each typed value as the data it stores.

    Nothing is imported or constructed (except ``Send``, kept as is): a UUID
    reads as its text, a datetime as its ISO text, a set or tuple as a list, a
    dataclass or model as a dict of its fields, a numpy array as nested
    lists; anything unreadable (or an unknown extension code) as ``None``.
    Meant for showing checkpoints as JSON (LangGraph's
    ``_msgpack_ext_hook_to_json``).
    """
    return _JsonReader().hook(code, data)

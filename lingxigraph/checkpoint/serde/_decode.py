"""msgpack bytes → values, constructing only allowlisted types.

Security model: an extension payload names a type as ``(module, name)``.
Decoding never imports a module or calls anything for a name unless it is

1. a built-in entry of `_BUILTIN` (standard-library value types and
   lingxigraph's ``Send``/``Interrupt``/``Command``/``Overwrite``, also
   under LangGraph's ``langgraph.types`` names),
2. registered with ``register_type``,
3. a lingxigraph message or store class (``to_dict``/``from_dict``),
4. a ``langchain_core.messages`` class, when ``langchain_core`` was already
   imported by the program (else the same-named lingxigraph message), or
   LangChain's ``Document`` (both on LangGraph's safe list),
5. on the serializer's allowlist (see `RevivePolicy`), or
6. a *data class* the program already imported (a dataclass, Pydantic
   model, named tuple or enum: construction fills declared fields), under
   the default policy unless ``LANGGRAPH_STRICT_MSGPACK`` is set; each such
   type is logged once, with LangGraph's message. Under the explicit
   allow-all policy (``allowed_msgpack_modules=True``) any imported class.

Anything else comes back as plain data: logged once per type when an
allowlist (strict mode) blocks it, as LangGraph logs it, and with an
`UnregisteredTypeWarning` when only lingxigraph's stricter rules refuse it.
An allowed type whose module or class is gone is logged and read as data.
Only classes are ever called, never functions, and a few modules (``os``,
``subprocess``, ``builtins``, ...) are refused even under allow-all.
Malformed data raises `SerdeError`.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import decimal
import enum
import gc
import importlib
import logging
import pathlib
import re
import sys
import uuid
import warnings
from collections import deque
from collections.abc import Callable, Collection, Iterable
from typing import Any, Final, Union

import msgpack
from typing_extensions import TypeAlias

from lingxigraph.checkpoint.serde import _registry
from lingxigraph.checkpoint.serde.base import SerdeError, UnregisteredTypeWarning
from lingxigraph.checkpoint.serde.event_hooks import emit_serde_event
from lingxigraph.types import Command, Interrupt, Overwrite, Send, TimeoutPolicy

__all__ = ("RevivePolicy", "unpack", "locate_class", "is_denied_module", "AllowlistEntry", "ext_hook_to_json")

Reviver = Callable[[int, Any, "str | None"], Any]
"""``(ext code, argument, method name or None)`` → value."""

AllowlistEntry: TypeAlias = Union["tuple[str, ...]", type, str]
"""``(module, name)`` (or a longer dotted path whose last part is the name), a
``"module.Name"`` string, or a class."""

MAX_EXT_DEPTH: Final = 100
"""Typed values (tuples, sets, dataclasses, ...) nested deeper than this are refused."""

_FAST_DEPTH: Final = 4
"""Levels decoded with ``msgpack.unpackb``, which is fast but keeps ~45 KB of parser
state on the native stack; deeper levels use a heap-allocated ``Unpacker`` (~2 KB
of stack each), so even 512 KB thread stacks cannot overflow."""

_DENIED_TOP_MODULES: Final = frozenset(
    {
        "os", "posix", "nt", "sys", "subprocess", "builtins", "importlib", "shutil", "pickle",
        "marshal", "ctypes", "code", "codeop", "runpy", "pty", "socket", "multiprocessing",
        "threading", "_thread", "signal", "webbrowser", "io", "_io", "types", "gc", "inspect",
        "tempfile", "asyncio", "concurrent", "platform", "pdb", "bdb", "cProfile", "profile",
        "trace", "timeit", "pydoc", "zipimport", "pkgutil", "site", "sysconfig", "shelve", "dbm",
        "sqlite3", "http", "urllib", "ftplib", "smtplib", "telnetlib", "xmlrpc", "logging",
        "zipfile", "tarfile", "gzip", "bz2", "lzma", "mmap", "fileinput", "mailbox", "wave",
        "zipapp", "selectors", "select", "ssl", "resource", "fcntl", "termios", "tty", "pwd",
    }
)

_OWN_MODULES: Final = frozenset({"lingxigraph.messages", "lingxigraph.store.base", "lingxigraph.types"})
_LC_MESSAGES: Final = "langchain_core.messages"
_LC_DOCUMENT: Final = ("langchain_core.documents.base", "Document")


def is_denied_module(module: str) -> bool:
    """True for modules whose classes are never constructed from a checkpoint."""
    return module.partition(".")[0] in _DENIED_TOP_MODULES


# ---- built-in revivers --------------------------------------------------------------------


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


# ---- revivers for classes -----------------------------------------------------------------


def _class_reviver(cls: type) -> Reviver:
    """How to call ``cls`` for each extension code."""
    if issubclass(cls, enum.Enum):
        return lambda code, arg, method: cls(arg)
    if hasattr(cls, "model_construct") and hasattr(cls, "model_validate"):
        return _pydantic_v2_reviver(cls)
    if hasattr(cls, "construct") and hasattr(cls, "parse_obj") and hasattr(cls, "__fields__"):
        return _pydantic_v1_reviver(cls)
    if dataclasses.is_dataclass(cls):
        return _dataclass_reviver(cls)
    from_dict = getattr(cls, "from_dict", None)
    if callable(from_dict) and callable(getattr(cls, "to_dict", None)):
        return lambda code, arg, method: (
            from_dict(arg) if code in (2, 4, 5) else _generic_call(cls, code, arg, method)
        )
    return lambda code, arg, method: _generic_call(cls, code, arg, method)


def _generic_call(cls: type, code: int, arg: Any, method: str | None) -> Any:
    if code == 0:
        return cls(arg)
    if code == 1:
        return cls(*_expect(arg, list))
    if code in (2, 4, 5):
        return cls(**_expect(arg, dict))
    if code == 3 and isinstance(method, str) and method.isidentifier() and not method.startswith("_"):
        return getattr(cls, method)(arg)
    raise SerdeError(f"cannot rebuild {cls.__qualname__} from extension code {code}")


def _plain_constructor(cls: Any) -> Callable[[dict[str, Any]], Any] | None:
    """``cls.model_construct(**fields)`` without pydantic's per-field loop, for models
    where it only copies the values (no aliases, private attributes or post-init hook)
    and ``fields`` names every field in declaration order (as our encoder writes them);
    other payloads take pydantic's own path. None when the model does not qualify.

    A long chat history is mostly LangChain messages: ``model_construct`` was most of
    the time of reading one back."""
    try:
        model_fields = cls.__pydantic_fields__
        if (
            cls.__pydantic_root_model__
            or cls.__pydantic_post_init__
            or cls.__private_attributes__
            or any(f.alias is not None or f.validation_alias is not None for f in model_fields.values())
        ):
            return None
        allow_extra = cls.model_config.get("extra") == "allow"
    except AttributeError:
        return None
    names = tuple(model_fields)
    new = cls.__new__
    set_attr = object.__setattr__

    def construct(fields: dict[str, Any]) -> Any:
        if tuple(fields) != names:
            return cls.model_construct(**fields)
        # what model_construct leaves: the values in field order, every field marked
        # set, no extras left over ({} when extras are allowed), no private values
        obj = new(cls)
        set_attr(obj, "__dict__", fields)
        set_attr(obj, "__pydantic_fields_set__", set(names))
        set_attr(obj, "__pydantic_extra__", {} if allow_extra else None)
        set_attr(obj, "__pydantic_private__", None)
        return obj

    return construct


def _pydantic_v2_reviver(cls: Any) -> Reviver:
    plain = _plain_constructor(cls)

    def revive(code: int, arg: Any, method: str | None) -> Any:
        fields = _expect(arg, dict)
        if method == "model_construct":
            return plain(fields) if plain is not None else cls.model_construct(**fields)
        try:
            return cls.model_validate(fields)
        except Exception:  # noqa: BLE001 - stored data that no longer validates: keep it as is
            return cls.model_construct(**fields)

    return revive


def _pydantic_v1_reviver(cls: Any) -> Reviver:
    def revive(code: int, arg: Any, method: str | None) -> Any:
        fields = _expect(arg, dict)
        if method == "construct":
            return cls.construct(**fields)
        try:
            return cls(**fields)
        except Exception:  # noqa: BLE001
            return cls.construct(**fields)

    return revive


def _dataclass_reviver(cls: Any) -> Reviver:
    init_names = {f.name for f in dataclasses.fields(cls) if f.init}

    def revive(code: int, arg: Any, method: str | None) -> Any:
        if code == 1:
            return cls(*_expect(arg, list))
        fields = _expect(arg, dict)
        obj = cls(**{k: v for k, v in fields.items() if k in init_names})
        for key, value in fields.items():
            if key not in init_names:
                object.__setattr__(obj, key, value)
        return obj

    return revive


def locate_class(module: str, name: str, *, may_import: bool) -> type | None:
    """Find class ``name`` (dotted for nested classes) in ``module`` without calling anything.

    Args:
        module: dotted module name.
        name: the class's qualified name.
        may_import: import ``module`` when it is not loaded yet (only for
            names the user allowlisted explicitly).

    Returns:
        The class, or ``None`` when the module is denied, missing or not
        loaded, when a part of ``name`` is a dunder, or when the object found
        is not a class.
    """
    if is_denied_module(module) or not module or not name:
        return None
    mod = sys.modules.get(module)
    if mod is None and may_import:
        try:
            mod = importlib.import_module(module)
        except Exception:  # noqa: BLE001 - a missing or broken module means "unknown type"
            return None
    obj: Any = mod
    # a parametrised Pydantic generic is stored in its module as "Box[int]" (its
    # parameters may hold dots: "Box[mod.Item]"), so only the part before "[" splits
    head, bracket, params = name.partition("[")
    parts = head.split(".")
    parts[-1] += bracket + params
    for part in parts:
        base = part.partition("[")[0]
        if obj is None or not base.isidentifier() or (base.startswith("__") and base.endswith("__")):
            return None
        obj = getattr(obj, part, None)
    if not isinstance(obj, type) or is_denied_module(getattr(obj, "__module__", "") or ""):
        return None
    return obj


# ---- policy ------------------------------------------------------------------------------


class RevivePolicy:
    """Which named types one serializer may construct.

    Args:
        allowed: ``True`` allows any class that is already imported (except
            denied modules); otherwise an iterable of classes and
            ``(module, name)`` tuples, whose modules may be imported on
            first use. ``None`` allows only the built-in and registered types.
        imported_data: also allow data classes (see `is_data_class`) that are
            already imported, except those of denied modules; the default
            reading mode of a serializer.
    """

    __slots__ = ("allow_all", "imported_data", "names", "classes", "_cache", "_main_classes")

    def __init__(self, allowed: Iterable[Any] | bool | None, *, imported_data: bool = False) -> None:
        self.allow_all = allowed is True
        self.imported_data = imported_data and not self.allow_all
        names: set[tuple[str, str]] = set()
        classes: dict[tuple[str, str], type] = {}
        if allowed is not None and not isinstance(allowed, bool):
            for entry in allowed:
                if isinstance(entry, type):
                    classes[_registry.type_key(entry)] = entry
                else:
                    names.add(_entry_key(entry))
        self.names: frozenset[tuple[str, str]] = frozenset(names)
        self.classes = classes
        self._cache: dict[tuple[str, str], Reviver | None] = {}
        # the ``__main__`` class each cached ``__main__`` reviver was made for
        self._main_classes: dict[tuple[str, str], type | None] = {}

    def entries(self) -> list[Any]:
        """The explicit allowlist: classes and ``(module, name)`` tuples."""
        return [*self.classes.values(), *sorted(self.names)]

    def extended(self, extra: Collection[Any]) -> RevivePolicy:
        """A new policy that also allows ``extra`` (classes or name tuples); ``self`` when nothing is new."""
        if self.allow_all:
            return self
        if self.imported_data:  # imported data classes are allowed already
            extra = [e for e in extra if not (isinstance(e, type) and is_data_class(e))]
        policy = RevivePolicy([*self.entries(), *extra], imported_data=self.imported_data)
        if policy.names == self.names and policy.classes.keys() == self.classes.keys():
            return self
        return policy

    def reviver(self, module: str, name: str) -> Reviver | None:
        """The reviver for ``module.name``, or ``None`` when it is not allowed."""
        key = (module, name)
        builtin = _BUILTIN.get(key)
        if builtin is not None:
            return builtin
        adapter = _registry.adapter_for_name(key)
        if adapter is not None:
            from_data = adapter.from_data
            return lambda code, arg, method: from_data(arg)
        if key in self._cache:
            # a class of the running script may be defined again (a notebook cell run
            # twice, a second script run with runpy): the cached reviver must not hand
            # back instances of the old class (LangGraph looks the class up every time)
            if module != "__main__" or self._main_classes.get(key) is locate_class(module, name, may_import=False):
                return self._cache[key]
        reviver = self._resolve(module, name)
        if reviver is not None or not (self.allow_all or self.imported_data):
            # (a refusal under the imported-class modes may change once the program imports it)
            self._cache[key] = reviver
            if module == "__main__":
                self._main_classes[key] = locate_class(module, name, may_import=False)
        return reviver

    def _resolve(self, module: str, name: str) -> Reviver | None:
        cls = self._trusted_class(module, name)
        if cls is None:
            cls = self.classes.get((module, name))
        if cls is None and (module, name) in self.names:
            cls = locate_class(module, name, may_import=True)
        constructor_only = False
        if cls is None and (self.allow_all or self.imported_data):
            cls = locate_class(module, name, may_import=False)
            if cls is not None and not self.allow_all:
                if not is_data_class(cls):
                    cls = None
                else:
                    # a named tuple admitted this way: only its constructor, never a
                    # method the stored data names
                    constructor_only = _is_named_tuple(cls)
            if cls is not None:
                emit_serde_event({"kind": "msgpack_unregistered_allowed", "module": module, "name": name})
                _log_once(_warned_unregistered_types, (module, name), _UNREGISTERED_MESSAGE, module, name, module, name)
        if cls is None or is_denied_module(cls.__module__):
            return None
        return _named_tuple_reviver(cls) if constructor_only else _class_reviver(cls)

    @staticmethod
    def _trusted_class(module: str, name: str) -> type | None:
        """Own classes with ``to_dict``, and LangChain messages (or their lingxigraph twins)."""
        if module in _OWN_MODULES:
            cls = locate_class(module, name, may_import=True)
            return cls if cls is not None and callable(getattr(cls, "to_dict", None)) else None
        if module == _LC_MESSAGES or module.startswith(_LC_MESSAGES + "."):
            if "langchain_core" in sys.modules:
                cls = locate_class(module, name, may_import=True)
                # only LangChain's own message classes: a dotted name could reach
                # any class a messages module imported (json.JSONDecoder, ...)
                if cls is None or not (cls.__module__ or "").startswith(_LC_MESSAGES):
                    return None
                return cls
            twin = locate_class("lingxigraph.messages", name, may_import=True)
            return twin if twin is not None and callable(getattr(twin, "from_dict", None)) else None
        if (module, name) == _LC_DOCUMENT and "langchain_core" in sys.modules:
            return locate_class(module, name, may_import=True)
        return None


_UNREGISTERED_MESSAGE: Final = (
    "Deserializing unregistered type %s.%s from checkpoint. This will be blocked in a "
    "future version. Set LANGGRAPH_STRICT_MSGPACK=true to block now, or add to "
    "allowed_msgpack_modules to allow explicitly: [(%r, %r)]"
)


def _is_named_tuple(cls: type) -> bool:
    return issubclass(cls, tuple) and hasattr(cls, "_fields") and not dataclasses.is_dataclass(cls)


def _named_tuple_reviver(cls: type) -> Reviver:
    def revive(code: int, arg: Any, method: str | None) -> Any:
        if code == 1:
            return cls(*_expect(arg, list))
        if code in (2, 4, 5):
            return cls(**_expect(arg, dict))
        # (logged by the caller, and the stored data returned as it is)
        raise TypeError(f"a named tuple is not rebuilt from extension code {code}")

    return revive


def is_data_class(cls: type) -> bool:
    """True for a dataclass, Pydantic model (v1 or v2), named tuple or enum.

    These are what LangGraph's serializer writes as named types, and making
    one from stored data only fills its declared fields; any other class's
    constructor could do anything, so the default policy never calls it.
    """
    if issubclass(cls, enum.Enum):
        return True
    if dataclasses.is_dataclass(cls):
        # a plain subclass of a dataclass may bring its own constructor (or
        # __post_init__): only code written by the dataclass decorator counts
        return all(
            _owner(cls, hook) is None or "__dataclass_fields__" in vars(_owner(cls, hook))
            for hook in ("__init__", "__new__", "__post_init__")
        )
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):
        # the class that makes instances must be the one namedtuple() wrote
        owner = _owner(cls, "__new__")
        return owner is not None and "_fields" in vars(owner) and _owner(cls, "__init__") is None
    return any(b.__name__ == "BaseModel" and b.__module__.startswith("pydantic") for b in cls.__mro__)


def _owner(cls: type, attr: str) -> type | None:
    """The class in ``cls``'s MRO that defines ``attr``; ``None`` when a built-in type does."""
    for base in cls.__mro__:
        if base.__module__ == "builtins":
            return None
        if attr in vars(base):
            return base
    return None


def _entry_key(entry: Any) -> tuple[str, str]:
    if isinstance(entry, str):
        module, _, name = entry.rpartition(".")
        return (module, name)
    parts = tuple(entry)
    if len(parts) < 2 or not all(isinstance(p, str) for p in parts):
        raise TypeError(f"allowlist entries are classes or (module, name) tuples, got {entry!r}")
    return (".".join(parts[:-1]), parts[-1])


# ---- decoding ----------------------------------------------------------------------------

_log = logging.getLogger("lingxigraph.checkpoint.serde.jsonplus")
# Types already logged about, one set per message (each type is logged once
# per process, as in LangGraph, which keeps its sets under these names).
_warned_unregistered_types: set[tuple[str, str]] = set()
_warned_blocked_types: set[tuple[str, str]] = set()
_warned_unreconstructable_types: set[tuple[str, str]] = set()


def _log_once(seen: set[tuple[str, str]], key: tuple[str, str], message: str, *args: Any, _room: int = 512) -> None:
    # a set stops growing at ``_room`` keys (crafted data could name endless
    # types); past that, new keys are not logged at all rather than repeatedly
    if key not in seen and len(seen) < _room:
        seen.add(key)
        _log.warning(message, *args)


_PLAIN_KIND: Final = {0: "value", 1: "list", 2: "dict", 3: "value", 4: "dict", 5: "dict", 6: "list", 7: "value"}


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
        if (module, name) in _BUILTIN:
            return reviver(code, arg, method)
        try:
            return reviver(code, arg, method)
        except SerdeError:
            raise
        except Exception as exc:  # noqa: BLE001 - user constructors may reject old data
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

"""The default serializer: msgpack with typed extensions and a safe type allowlist.

``JsonPlusSerializer().dumps_typed(obj)`` returns ``(type_tag, payload)``:

- ``'null'``: ``None`` (empty payload)
- ``'bytes'`` / ``'bytearray'``: the raw bytes
- ``'msgpack'``: everything else (see ``_encode`` for the supported types)
- ``'pickle'``: only with ``pickle_fallback=True``, for values msgpack cannot hold

``loads_typed`` also reads ``'json'`` (older LangGraph checkpoints).

Reading: by default a data class (dataclass, Pydantic model, named tuple,
enum) the program has imported is rebuilt, as LangGraph 1.2.11 rebuilds it,
and logged once (LangGraph's ``Deserializing unregistered type ...``) when it
is not a supported standard-library type, one of lingxigraph's own or
registered with `register_type`; no other class is ever constructed from
stored data (LangGraph would call any imported class). Strict mode
(``LANGGRAPH_STRICT_MSGPACK=true``, or an explicit ``allowed_msgpack_modules``)
constructs only those types and the allowlisted ones; anything else comes
back as plain data, logged once per type (LangGraph's ``Blocked
deserialization of ...``), and nothing is imported for it. A value only
lingxigraph's stricter default refuses (a class that is not a data class, or
one whose module is not imported) comes back as plain data with an
``UnregisteredTypeWarning``. Graph compilation adds the state schema's classes to the
allowlist through ``BaseCheckpointSaver.with_allowlist``.
"""

from __future__ import annotations

import json
import pickle
from collections.abc import Callable, Collection, Iterable
from typing import Any, Final, Literal

from typing_extensions import TypeAlias

from lingxigraph.checkpoint.serde import _msgpack
from lingxigraph.checkpoint.serde._decode import ext_hook_to_json as _msgpack_ext_hook_to_json  # noqa: F401
from lingxigraph.checkpoint.serde._decode import unpack
from lingxigraph.checkpoint.serde._policy import (  # noqa: F401 - the _warned sets: LangGraph's names
    RevivePolicy,
    _log,
    _warned_blocked_types,
    _warned_unreconstructable_types,
    _warned_unregistered_types,
    locate_class,
)
from lingxigraph.checkpoint.serde._revivers import _BUILTIN
from lingxigraph.checkpoint.serde._encode import (
    EXT_CONSTRUCTOR_KW_ARGS,
    EXT_CONSTRUCTOR_POS_ARGS,
    EXT_CONSTRUCTOR_SINGLE_ARG,
    EXT_DELTA_SNAPSHOT,
    EXT_METHOD_SINGLE_ARG,
    EXT_NUMPY_ARRAY,
    EXT_PYDANTIC_V1,
    EXT_PYDANTIC_V2,
    packb,
)
from lingxigraph.checkpoint.serde._registry import register_type, unregister_type
from lingxigraph.checkpoint.serde.base import (
    SerdeError,
    SerializerProtocol,
    UnknownSerializationTypeError,
    UnregisteredTypeWarning,
)

__all__ = (
    "JsonPlusSerializer",
    "InvalidModuleError",
    "AllowedMsgpackModules",
    "SerdeError",
    "UnknownSerializationTypeError",
    "UnregisteredTypeWarning",
    "register_type",
    "unregister_type",
    "EXT_CONSTRUCTOR_SINGLE_ARG",
    "EXT_CONSTRUCTOR_POS_ARGS",
    "EXT_CONSTRUCTOR_KW_ARGS",
    "EXT_METHOD_SINGLE_ARG",
    "EXT_PYDANTIC_V1",
    "EXT_PYDANTIC_V2",
    "EXT_NUMPY_ARRAY",
    "EXT_DELTA_SNAPSHOT",
    "EMPTY_BYTES",
)

EMPTY_BYTES: Final = b""

AllowedMsgpackModules: TypeAlias = _msgpack.AllowedMsgpackModules
"""Classes, ``(module, name)`` tuples or ``"module.Name"`` strings naming classes that may be
rebuilt from checkpoints."""


_LC_SAFE_TYPES: Final = frozenset(
    [("langchain_core.documents.base", "Document"), ("langchain_core.messages.modifier", "RemoveMessage")]
    + [
        (f"langchain_core.messages.{module}", f"{name}{suffix}")
        for module, name in (
            ("ai", "AIMessage"),
            ("base", "BaseMessage"),
            ("chat", "ChatMessage"),
            ("function", "FunctionMessage"),
            ("human", "HumanMessage"),
            ("system", "SystemMessage"),
            ("tool", "ToolMessage"),
        )
        for suffix in ("", "Chunk")
    ]
)
# langchain-core's messages and documents are among them: threads saved before
# msgpack hold their messages that way (LangGraph rebuilds them too)
_SAFE_JSON_TYPES: Final = frozenset(_BUILTIN) | _LC_SAFE_TYPES
"""``(module, name)`` of the types a legacy JSON checkpoint may rebuild without an allowlist."""


_Default = _msgpack._Default
_DEFAULT: Final = _msgpack._SENTINEL


def _msgpack_enc(data: Any) -> bytes:
    """Compatibility name (LangGraph's helper): ``data`` as msgpack bytes, a top-level
    tuple written as an array, the layout of an extension's ``[module, name, ...]`` payload.

    Raises:
        TypeError: ``data`` holds a value that cannot be serialised.
    """
    return packb(list(data) if type(data) is tuple else data)


class InvalidModuleError(Exception):
    """A JSON checkpoint names a constructor outside ``allowed_json_modules``.

    Args:
        message: what was refused.
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class JsonPlusSerializer(SerializerProtocol):
    """Serialise checkpoint values with msgpack; rebuild only allowlisted types.

    Args:
        pickle_fallback: write values msgpack cannot hold with ``pickle`` (tag
            ``'pickle'``) instead of raising, and read ``'pickle'`` payloads.
            Off by default: unpickling runs arbitrary code, so only enable it
            for checkpoints you wrote yourself.
        allowed_json_modules: for the legacy ``'json'`` tag, module paths (tuples
            such as ``("my_pkg", "models")``) whose LangChain-style
            ``{"lc": 1, "type": "constructor"}`` objects may be rebuilt, or
            ``True`` for any. ``None`` returns them as dicts.
        allowed_msgpack_modules: classes, or ``(module, name)`` tuples, that may be
            rebuilt from msgpack data, in addition to the built-in and registered
            types. Modules of tuple entries are imported on first use. ``True``
            allows any class already imported by the program, except classes of
            a few dangerous standard modules (``os``, ``subprocess``,
            ``builtins``, ...), logging each type not otherwise allowed once.
            ``None``: built-in and registered types only. Omitted: also any data
            class (dataclass, Pydantic model, named tuple, enum) already imported,
            logged once per type (LangGraph's default allows every imported class);
            ``None`` when ``LANGGRAPH_STRICT_MSGPACK`` is true.
        __unpack_ext_hook__: called as ``hook(code, payload)`` for every
            msgpack extension value instead of the built-in reading (as in
            LangGraph; ``_msgpack_ext_hook_to_json`` reads them as plain
            data). Without it, unknown extension codes raise `SerdeError`.
    """

    def __init__(
        self,
        *,
        pickle_fallback: bool = False,
        allowed_json_modules: Iterable[tuple[str, ...]] | Literal[True] | None = None,
        allowed_msgpack_modules: AllowedMsgpackModules | Literal[True] | None | _Default = _DEFAULT,
        __unpack_ext_hook__: Callable[[int, bytes], Any] | None = None,
    ) -> None:
        self.pickle_fallback = pickle_fallback
        self._allowed_json: tuple[tuple[str, ...], ...] | Literal[True] = (
            True if allowed_json_modules is True else tuple(tuple(p) for p in allowed_json_modules or ())
        )
        allowed = allowed_msgpack_modules
        if isinstance(allowed, _Default):
            self._policy = RevivePolicy(None, imported_data=not _msgpack.STRICT_MSGPACK_ENABLED)
        else:
            self._policy = RevivePolicy(allowed)
        self._ext_hook = __unpack_ext_hook__

    @property
    def _allowed_msgpack_modules(self) -> set[tuple[str, str]] | Literal[True] | None:
        """Compatibility name (LangGraph's attribute): the explicit allowlist as a set of
        ``(module, name)``, ``True`` for allow-all, ``None`` when empty."""
        if self._policy.allow_all:
            return True
        keys = set(self._policy.names) | set(self._policy.classes)
        return keys or None

    @property
    def allowed_msgpack_modules(self) -> list[Any] | Literal[True]:
        """The explicit allowlist (classes and ``(module, name)`` tuples), or ``True``."""
        return True if self._policy.allow_all else self._policy.entries()

    def with_msgpack_allowlist(self, extra_allowlist: Collection[Any]) -> JsonPlusSerializer:
        """A copy of this serializer that may also rebuild ``extra_allowlist``.

        Args:
            extra_allowlist: classes, or ``(module, name)`` tuples (a longer
                tuple is read as a dotted module path then the class name).

        Returns:
            A new serializer (this one is unchanged), or this one when it
            already allows every entry.

        Raises:
            TypeError: an entry is neither a class nor a tuple of strings.
        """
        policy = self._policy.extended(extra_allowlist)
        if policy is self._policy:  # allows everything already: LangGraph returns the same serializer
            return self
        clone = object.__new__(type(self))
        clone.__dict__.update(self.__dict__)
        clone._policy = policy
        return clone

    def dumps_typed(self, obj: Any) -> tuple[str, bytes]:
        """Serialise ``obj`` to ``(type_tag, payload)``.

        Raises:
            TypeError: ``obj`` holds a value of an unsupported type
                (``"Type is not msgpack serializable: <name>"``) and
                ``pickle_fallback`` is off.
            ValueError: ``obj`` nests deeper than msgpack allows.
        """
        if obj is None:
            return "null", EMPTY_BYTES
        cls = type(obj)
        if cls is bytes:
            return "bytes", obj
        if cls is bytearray:
            return "bytearray", bytes(obj)
        try:
            return "msgpack", packb(obj)
        except (TypeError, ValueError, OverflowError):
            if self.pickle_fallback:
                return "pickle", pickle.dumps(obj)
            raise

    def loads_typed(self, data: tuple[str, bytes]) -> Any:
        """Rebuild a value from ``(type_tag, payload)``.

        Raises:
            SerdeError: the payload is corrupt, truncated or malformed.
            UnknownSerializationTypeError: the tag is unknown, or is
                ``'pickle'`` while ``pickle_fallback`` is off.

        Warns:
            UnregisteredTypeWarning: the payload names a type that LangGraph
                would rebuild but lingxigraph's reading policy does not; its
                data is returned instead of an instance. (Types an explicit or
                strict allowlist blocks are logged instead, as in LangGraph.)
        """
        try:
            tag, payload = data
        except (TypeError, ValueError) as exc:
            raise SerdeError("expected a (type_tag, payload) pair") from exc
        if tag == "msgpack":
            return unpack(payload, self._policy, self._ext_hook)
        if tag == "null":
            return None
        if tag == "bytes":
            return bytes(payload)
        if tag == "bytearray":
            return bytearray(payload)
        if tag == "json":
            return self._loads_json(payload)
        if tag == "pickle" and self.pickle_fallback:
            return pickle.loads(payload)  # noqa: S301 - explicitly enabled by the user
        raise UnknownSerializationTypeError(f"Unknown serialization type: {tag}")

    # ---- legacy JSON ---------------------------------------------------------------------

    def _loads_json(self, payload: bytes) -> Any:
        try:
            text = bytes(payload).decode("utf-8") if not isinstance(payload, str) else payload
            return json.loads(text, object_hook=self._revive_json)
        except (SerdeError, InvalidModuleError):
            raise
        except Exception as exc:  # noqa: BLE001
            raise SerdeError(f"cannot decode JSON data ({type(exc).__name__}: {exc})") from exc

    def _revive_json(self, obj: dict[str, Any]) -> Any:
        path = obj.get("id")
        if obj.get("type") != "constructor" or not isinstance(path, list):
            return obj
        if obj.get("lc") == 2:
            try:
                return self._revive_lc2(obj)
            except InvalidModuleError as exc:
                if self._allowed_json:  # (with no allowlist at all, refusing is expected)
                    _log.warning("Object %s is not in the deserialization allowlist.\n%s", path, exc.message)
                return obj
        if obj.get("lc") != 1:
            return obj
        parts = tuple(str(p) for p in path)
        if len(parts) < 2 or not self._json_path_allowed(parts):
            return obj
        cls = locate_class(".".join(parts[:-1]), parts[-1], may_import=True)
        if cls is None:
            raise InvalidModuleError(f"Cannot rebuild {'.'.join(parts)}: not an importable, allowed class")
        kwargs = obj.get("kwargs") or {}
        return cls(**kwargs) if isinstance(kwargs, dict) else obj

    def _revive_lc2(self, obj: dict[str, Any]) -> Any:
        """An ``{"lc": 2, "type": "constructor", "id": [...]}`` object of a pre-msgpack checkpoint.

        The built-in safe types (LangGraph's ``Interrupt``, ``Send``, ...,
        ``datetime``, ``uuid``, ...) are rebuilt without an allowlist, as
        LangGraph does, so old checkpoints resume; other classes only when
        ``allowed_json_modules`` allows them (else the dict is returned). Only
        the class itself is called: a stored ``"method"`` is ignored. A class
        that rejects the stored arguments (logged as a warning), or an
        exception class, gives ``None`` (LangGraph's result). An allowed name
        that is not an importable class (a function, a removed class) is never
        called: logged, and ``None``.

        Raises:
            InvalidModuleError: the type is neither a safe type nor allowed by
                ``allowed_json_modules`` (the JSON reader then keeps the dict).
        """
        path = obj.get("id")
        parts = tuple(str(p) for p in path) if isinstance(path, list) else ()
        if len(parts) < 2:
            return obj
        module, name = ".".join(parts[:-1]), parts[-1]
        if (module, name) not in _SAFE_JSON_TYPES and not self._json_path_allowed(parts):
            raise InvalidModuleError(
                f"Refused to rebuild JSON constructor {'.'.join(parts)}: not in allowed_json_modules "
                f"(pass allowed_json_modules=[{parts!r}] to allow it)"
            )
        if module == "langgraph" or module.startswith("langgraph."):
            module = "lingxigraph" + module[len("langgraph"):]
        cls = locate_class(module, name, may_import=True)
        if cls is None:
            _log.warning("Could not revive lc:2 object %s: not an importable class; returning None", ".".join(parts))
            return None
        if issubclass(cls, BaseException):
            return None
        args = obj.get("args") or []
        kwargs = obj.get("kwargs") or {}
        try:
            return cls(*args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - stored arguments the class no longer accepts
            _log.warning(
                "Could not revive lc:2 object %s (legacy_method_field=%s, error=%s); returning None",
                ".".join(parts),
                "method" in obj,
                type(exc).__name__,
            )
            return None

    def _json_path_allowed(self, parts: tuple[str, ...]) -> bool:
        if self._allowed_json is True:
            return True
        return any(parts[: len(prefix)] == prefix for prefix in self._allowed_json)

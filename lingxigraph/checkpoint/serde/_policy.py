"""Which named types decoding may construct: `RevivePolicy`, `locate_class` and the denied modules.

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

import importlib
import logging
import sys
from collections.abc import Collection, Iterable
from typing import Any, Final, Union

from typing_extensions import TypeAlias

from lingxigraph.checkpoint.serde import _registry
from lingxigraph.checkpoint.serde._class_revivers import (
    _class_reviver,
    _is_named_tuple,
    _named_tuple_reviver,
    is_data_class,
)
from lingxigraph.checkpoint.serde._revivers import _BUILTIN, Reviver
from lingxigraph.checkpoint.serde.event_hooks import emit_serde_event

__all__ = ("RevivePolicy", "locate_class", "is_denied_module", "AllowlistEntry")

AllowlistEntry: TypeAlias = Union["tuple[str, ...]", type, str]
"""``(module, name)`` (or a longer dotted path whose last part is the name), a
``"module.Name"`` string, or a class."""

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

    __slots__ = ("allow_all", "imported_data", "names", "classes", "_cache", "_main_classes", "_declared")

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
        # (module, name) → (reviver or None, the module object it was resolved under)
        self._cache: dict[tuple[str, str], tuple[Reviver | None, Any]] = {}
        # the ``__main__`` class each cached ``__main__`` reviver was made for
        self._main_classes: dict[tuple[str, str], type | None] = {}
        # classes the fields of allowlisted Pydantic models declare (made on first need)
        self._declared: dict[tuple[str, str], type] | None = None

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
        cached = self._cache.get(key)
        if cached is not None:
            # a class of the running script may be defined again (a notebook cell run
            # twice, a second script run with runpy): the cached reviver must not hand
            # back instances of the old class (LangGraph looks the class up every time);
            # nor may it outlive its module's removal from ``sys.modules``
            if module == "__main__":
                if self._main_classes.get(key) is locate_class(module, name, may_import=False):
                    return cached[0]
            elif cached[1] is sys.modules.get(module):
                return cached[0]
        reviver = self._resolve(module, name)
        if reviver is not None or not (self.allow_all or self.imported_data):
            # (a refusal under the imported-class modes may change once the program imports it)
            self._cache[key] = (reviver, sys.modules.get(module))
            if module == "__main__":
                self._main_classes[key] = locate_class(module, name, may_import=False)
        return reviver

    def _resolve(self, module: str, name: str) -> Reviver | None:
        cls = self._trusted_class(module, name)
        if cls is None:
            cls = self.classes.get((module, name))
        if cls is None and (module, name) in self.names:
            cls = locate_class(module, name, may_import=True)
        if cls is None:
            cls = self._declared_in_allowed_model(module, name)
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

    def _declared_in_allowed_model(self, module: str, name: str) -> type | None:
        """A class a field of an allowlisted Pydantic model declares (at any depth).

        LangGraph writes a model as its deep ``model_dump()`` and rebuilds it with
        pydantic's validation, which builds every nested class the fields declare:
        allowing the outer model allows them. Here nested values are stored with
        their own types, so they are allowed by this rule instead.
        """
        if self._declared is None:
            from lingxigraph.checkpoint.serde._allowlist import collect_allowlist

            outer = [*self.classes.values(), *(locate_class(m, n, may_import=True) for m, n in self.names)]
            models = [cls for cls in outer if cls is not None and _is_pydantic_model(cls)]
            self._declared = {_registry.type_key(cls): cls for cls in collect_allowlist(*models)} if models else {}
        return self._declared.get((module, name))

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


def _is_pydantic_model(cls: type) -> bool:
    bases = [sys.modules.get("pydantic"), sys.modules.get("pydantic.v1")]
    return any(base is not None and issubclass(cls, base.BaseModel) for base in bases)


_UNREGISTERED_MESSAGE: Final = (
    "Deserializing unregistered type %s.%s from checkpoint. This will be blocked in a "
    "future version. Set LANGGRAPH_STRICT_MSGPACK=true to block now, or add to "
    "allowed_msgpack_modules to allow explicitly: [(%r, %r)]"
)


def _entry_key(entry: Any) -> tuple[str, str]:
    if isinstance(entry, str):
        module, _, name = entry.rpartition(".")
        return (module, name)
    parts = tuple(entry)
    if len(parts) < 2 or not all(isinstance(p, str) for p in parts):
        raise TypeError(f"allowlist entries are classes or (module, name) tuples, got {entry!r}")
    return (".".join(parts[:-1]), parts[-1])

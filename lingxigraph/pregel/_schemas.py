"""Pydantic models and JSON schemas describing a compiled graph's input, output and context.

LangGraph's graphs answer ``get_input_schema()`` with a Pydantic model class and
``get_input_jsonschema()`` with that model's JSON schema; this module builds the
same models. Pydantic is optional: it is imported only when one of these
functions runs, and its absence raises an ``ImportError`` saying what to install.

Naming follows LangChain's ``Runnable.get_name(suffix)``: ``"LangGraph"`` gives
``"LangGraphInput"``, a lower-case name ``"chat"`` gives ``"chat_input"``.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
import uuid
import warnings
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Union, get_args, get_origin

from typing_extensions import NotRequired, Required, is_typeddict

from lingxigraph._internal._typing import is_class

__all__ = (
    "NO_DEFAULT",
    "config_model",
    "context_jsonschema",
    "field_default",
    "fields_model",
    "require_pydantic",
    "root_model",
    "runnable_schema",
    "state_jsonschema",
)

NO_DEFAULT: Any = object()
"""Marks a root model whose value is required (no default)."""

# the RunnableConfig keys ``config_schema(include=...)`` can add, with the types LangChain declares
_CONFIG_FIELDS: dict[str, Any] = {
    "tags": list[str],
    "metadata": dict[str, Any],
    "callbacks": Union[list[Any], Any, None],
    "run_name": str,
    "max_concurrency": Union[int, None],
    "recursion_limit": int,
    "configurable": dict[str, Any],
    "run_id": Union[uuid.UUID, None],
}


def require_pydantic() -> Any:
    """The ``pydantic`` module.

    Raises:
        ImportError: Pydantic is not installed (schema methods need it).
    """
    try:
        import pydantic
    except ImportError as exc:  # pragma: no cover - pydantic is in the test environment
        raise ImportError(
            "Graph schema methods need pydantic: install it with `pip install pydantic`."
        ) from exc
    return pydantic


def _is_model_class(typ: Any) -> bool:
    pydantic = require_pydantic()
    return is_class(typ) and issubclass(typ, pydantic.BaseModel)


def root_model(name: str, typ: Any, default: Any = NO_DEFAULT) -> Any:
    """A ``RootModel`` subclass called ``name`` whose root has type ``typ`` (cached when hashable)."""
    try:
        return _root_model_cached(name, typ, default)
    except TypeError:  # an unhashable type (e.g. Annotated with a dict)
        return _root_model(name, typ, default)


@functools.lru_cache(maxsize=256)
def _root_model_cached(name: str, typ: Any, default: Any) -> Any:
    return _root_model(name, typ, default)


def _root_model(name: str, typ: Any, default: Any) -> Any:
    pydantic = require_pydantic()
    namespace: dict[str, Any] = {
        "__annotations__": {"root": typ},
        "model_config": pydantic.ConfigDict(arbitrary_types_allowed=True),
        "__module__": __name__,
    }
    if default is not NO_DEFAULT:
        namespace["root"] = default
    return type(name, (pydantic.RootModel,), namespace)


def fields_model(name: str, fields: Mapping[str, tuple[Any, Any]]) -> Any:
    """A model called ``name`` with ``key → (type, default)`` fields (``...`` default: required).

    Keys Pydantic reserves (``copy``, ``model_*`` methods, a leading ``_``) are
    stored under another attribute name with the key as alias, so the JSON schema
    still shows the key.
    """
    pydantic = require_pydantic()
    definitions: dict[str, Any] = {}
    reserved = _reserved_names()
    for key, (typ, default) in fields.items():
        if key.startswith("_") or key in reserved:
            title = key.lstrip("_").replace("_", " ").title()
            field = pydantic.Field(default=default, alias=key, serialization_alias=key, title=title)
            definitions[f"private_{key}"] = (typ, field)
        else:
            definitions[key] = (typ, default)
    config = pydantic.ConfigDict(arbitrary_types_allowed=True, frozen=True, protected_namespaces=())
    with warnings.catch_warnings():
        # field names like "model_x" make Pydantic warn about its own namespace; they are user keys
        warnings.simplefilter("ignore")
        return pydantic.create_model(name, __config__=config, **definitions)


@functools.cache
def _reserved_names() -> frozenset[str]:
    pydantic = require_pydantic()
    return frozenset(k for k in dir(pydantic.BaseModel) if not k.startswith("_"))


def runnable_schema(name: str, typ: Any) -> Any:
    """LangChain's default schema for a runnable whose input (or output) type is ``typ``.

    A Pydantic model is its own schema; any other type is wrapped in a root model
    called ``name``.
    """
    if _is_model_class(typ):
        return typ
    return root_model(name, typ)


def state_jsonschema(name: str, schema: Any, keys: Sequence[str], channels: Mapping[str, Any]) -> dict[str, Any]:
    """JSON schema of a ``StateGraph`` input or output schema.

    Args:
        name: title used when the schema is not a Pydantic model or TypedDict.
        schema: the user's schema class.
        keys: the schema's keys (``["__root__"]`` for a schema without keys).
        channels: state key → channel (for the key's update type).
    """
    pydantic = require_pydantic()
    if _is_model_class(schema):
        return schema.model_json_schema()
    if is_typeddict(schema):
        return pydantic.TypeAdapter(schema).json_schema()
    if list(keys) == ["__root__"]:
        return root_model(name, channels["__root__"].UpdateType, None).model_json_schema()
    fields = {
        k: (channels[k].UpdateType, field_default(k, channels[k].UpdateType, schema))
        for k in keys
        if k in channels
    }
    return fields_model(name, fields).model_json_schema()


def field_default(name: str, typ: Any, schema: Any) -> Any:
    """The default of key ``name`` (type ``typ``) of ``schema`` in a generated model.

    ``...`` (required) unless: the key is optional in a TypedDict (``None``; a
    ``Required[...]`` key stays required), the dataclass field has a default (or
    factory), or the type admits ``None`` (``None``).
    """
    marked = _required_mark(typ)
    if name in getattr(schema, "__optional_keys__", ()):
        return ... if marked else None
    if marked is not None:
        return ... if marked else None
    if dataclasses.is_dataclass(schema):
        for field in dataclasses.fields(schema):
            if field.name != name:
                continue
            if field.default is not dataclasses.MISSING and field.default is not ...:
                return field.default
            if field.default_factory is not dataclasses.MISSING:
                return field.default_factory()
    return None if _admits_none(typ) else ...


def _required_mark(typ: Any) -> bool | None:
    """True for ``Required[...]``, False for ``NotRequired[...]``, None when unmarked."""
    origin = get_origin(typ)
    if origin is Required:
        return True
    if origin is NotRequired:
        return False
    if origin is Annotated:
        return _required_mark(get_args(typ)[0])
    return None


def _admits_none(typ: Any) -> bool:
    if typ is None or typ is type(None):
        return True
    origin = get_origin(typ)
    if isinstance(typ, types.UnionType) or origin is Union:
        return any(_admits_none(arg) for arg in get_args(typ))
    if origin is Annotated:
        return _admits_none(get_args(typ)[0])
    bound = getattr(typ, "__bound__", None)
    if isinstance(typ, typing.TypeVar) and bound is not None:
        return _admits_none(bound)
    return False


def context_jsonschema(context_schema: Any) -> dict[str, Any] | None:
    """JSON schema of a run context type (``None`` when the graph has none).

    Raises:
        ValueError: the context schema is not a Pydantic model, TypedDict or dataclass.
    """
    if context_schema is None:
        return None
    pydantic = require_pydantic()
    if _is_model_class(context_schema):
        return context_schema.model_json_schema()
    if is_typeddict(context_schema) or dataclasses.is_dataclass(context_schema):
        return pydantic.TypeAdapter(context_schema).json_schema()
    raise ValueError(
        f"Invalid context schema type: {context_schema}. Must be a BaseModel, TypedDict or dataclass."
    )


def config_model(name: str, context_schema: Any, include: Sequence[str] | None) -> Any:
    """The model of a run config: ``configurable`` typed by the context schema plus ``include`` keys."""
    fields: dict[str, tuple[Any, Any]] = {}
    if context_schema is not None:
        fields["configurable"] = (context_schema, None)
    wanted = set(include or ()) - {"configurable"}
    for key, typ in _CONFIG_FIELDS.items():  # in RunnableConfig's order, as LangGraph lists them
        if key in wanted:
            fields[key] = (typ, None)
    return fields_model(name, fields)

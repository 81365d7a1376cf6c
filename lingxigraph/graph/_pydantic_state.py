"""Pydantic state models for node inputs, validating only the fields that changed.

LangGraph builds a node's pydantic input as ``Schema(**values)``: every field is
validated for every node, although most channels did not change since the last
read. ``ModelCoercer`` gives exactly what that call gives, with less work when
the state holds long containers (below ``_BIG`` items, or when none is read again
unchanged, the model is validated whole: one pydantic-core call is faster then):

* each field present in ``values`` is validated on its own, by a validator built
  from the model's own core schema and config (so coercion, strictness and
  constraints are pydantic's);
* a field whose validated value is a container of immutable scalars (``int``,
  ``float``, ``str``, ``bool``, ``bytes``, ``None``, enum members, ...; ``list``,
  ``dict``, ``set``, ``tuple``, ``frozenset``, nested) keeps ``(raw, validated)``;
  a later read of the *same* raw object that still equals the validated value
  (a guard against in-place mutation of the channel's object by user code) gets a
  fresh copy of the validated containers instead of a new validation (each node
  gets its own containers, as validation gives); when the last reader's model is
  gone (nothing but the cache holds its containers, by CPython's reference count)
  the next reader gets them without a copy;
* a missing field gets its default from the same one-field validator (defaults,
  ``default_factory`` and ``validate_default`` as pydantic applies them);
* the instance is then put together as validation puts it together (``__dict__`` in
  field order, ``__pydantic_fields_set__``, ``__pydantic_extra__``, private
  attributes through the stock ``model_post_init``).

Only "plain" models take this path: no model or field validators (nor functional
validators in ``Annotated`` metadata), no custom ``__init__``/``__new__``/
``model_post_init``, no aliases, no ``default_factory`` taking the validated data,
no generic parameters and no ``RootModel``. Anything else, and any value that
fails its field's validation, goes through ``Schema(**values)`` itself (so errors
are pydantic's own, word for word).

The cache keeps, per field, the last raw value read and the validated value the
last reader was given (shared with that reader's model: keeping a copy of its own
would hold a third set of the state's containers beside the channels' and the
model's). The state of the graph's last read stays referenced until a newer value
replaces it.

Known difference: the mutation guard compares with ``==``. An in-place replacement
of an element of a channel's value by an equal value of another type (``-0.0`` for
``0.0``; ``1.0`` for ``1`` in an ``int | float`` union), or by an equal value that
is not the same (``Decimal("1.00")`` for ``Decimal("1.0")``, an aware datetime in
another time zone), is not seen as a change; nor is such a replacement made by a
node in the model it was given.

Values whose validity depends on the time of the read (``PastDate``,
``FutureDatetime``...: a ``now_op`` in the core schema) are never cached.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from typing import Any

# a field's copier: a validated value -> a copy a node may change freely
FieldCopier = Callable[[Any], Any]

_MISSING: Any = object()
_new = object.__new__  # (``BaseModel.__new__``: plain models define none of their own)

# references to a cached value that nobody else holds: the cache entry, the local
# name and the call's argument (CPython; elsewhere no value counts as unshared)
_refcount: Callable[[Any], int] = getattr(sys, "getrefcount", lambda value: -1)
_UNSHARED = 3

# a container this long is worth keeping: below it, pydantic-core validates it faster
# than Python code can check and copy a cached one (small states take the full path)
_BIG = 32
_SIZED = frozenset({list, dict, set, tuple, frozenset})

# core-schema types whose validated values are immutable (shared between nodes, as a
# validation that returns its input, or an equal new immutable object, would be)
_IMMUTABLE_LEAVES = frozenset(
    {
        "int",
        "float",
        "str",
        "bool",
        "bytes",
        "none",
        "enum",
        "date",
        "time",
        "datetime",
        "timedelta",
        "uuid",
        "decimal",
    }
)
_LITERAL_TYPES = (int, str, bytes, bool, type(None))
_FUNCTION_SCHEMAS = frozenset(
    {"function-before", "function-after", "function-wrap", "function-plain", "call"}
)
# keys of a core schema that hold no schema (user values, functions, notes)
_NOT_SCHEMA_KEYS = frozenset(
    {
        "metadata",
        "serialization",
        "default",
        "expected",
        "cls",
        "function",
        "ref",
        "config",
        "schema_ref",
        "type",
    }
)


def _identity(value: Any) -> Any:
    return value


class _Plan:
    """How one plain model's instances are built (from its current core schema)."""

    __slots__ = ("containers", "extra", "fields", "post_init", "validator")

    def __init__(
        self,
        validator: Any,
        fields: tuple[tuple[str, Any, FieldCopier | None], ...],
        extra: bool,
        post_init: bool,
    ) -> None:
        self.validator = validator
        """The model's ``__pydantic_validator__`` the plan was made from (a rebuilt model gets a new plan)."""
        self.fields = fields
        """``(name, one-field validate_python, copier or None)`` in field order; a copier marks a cacheable field."""
        self.containers = tuple(
            (name, copier)
            for name, _, copier in fields
            if copier not in (None, _identity)
        )
        """``(name, copier)`` of the cacheable fields whose values are mutable containers."""
        self.extra = extra
        """Whether instances get ``__pydantic_extra__ = {}`` (``extra="allow"``), else ``None``."""
        self.post_init = post_init
        """Whether pydantic's own ``model_post_init`` (private attribute defaults) runs."""


class ModelCoercer:
    """``values → schema(**values)`` for a pydantic (v2) state model, with the
    unchanged fields' validation skipped (see the module docstring).

    One instance serves every read of one schema in one compiled graph (all runs
    and threads): each cache entry is a tuple replaced whole, so concurrent reads
    see either entry, and each is checked against the raw value read.
    """

    __slots__ = ("__weakref__", "_entries", "_plan", "schema")

    def __init__(self, schema: type[Any]) -> None:
        self.schema = schema
        # None: not made yet; False: not a plain model
        self._plan: _Plan | None | bool = None
        self._entries: dict[str, tuple[Any, Any]] = {}

    def __call__(self, values: dict[str, Any]) -> Any:
        """Make the state model from the channel values read.

        Args:
            values: channel name -> raw value (the state's keys that have a value).

        Returns:
            A ``schema`` instance, equal to ``schema(**values)``.

        Raises:
            pydantic.ValidationError: as ``schema(**values)`` raises it (a value that
                fails its field is always validated by pydantic itself).
        """
        schema = self.schema
        plan = self._plan
        if plan is False:
            return schema(**values)
        validator = getattr(schema, "__pydantic_validator__", None)
        if plan is None or plan.validator is not validator:  # type: ignore[union-attr]
            plan = self._make_plan()
            if plan is None:
                return schema(**values)
        assert isinstance(plan, _Plan)
        data = self._field_values(plan, values) if self._entries else None
        if data is not None:
            instance = _new(schema)
            setattr_ = object.__setattr__
            setattr_(instance, "__dict__", data)
            setattr_(instance, "__pydantic_extra__", {} if plan.extra else None)
            setattr_(instance, "__pydantic_private__", None)
            setattr_(instance, "__pydantic_fields_set__", set(values))
            if plan.post_init:
                instance.model_post_init(None)  # (as validation calls it: no context)
            return instance
        # nothing large unchanged (small states always come here), a value failing its
        # field or a key that is no field: one validation of the model (pydantic's own
        # error); its large containers are kept for the next reads
        instance = schema(**values)
        entries = self._entries
        for name, _ in plan.containers:
            raw = values.get(name)
            if type(raw) in _SIZED and len(raw) >= _BIG:
                entries[name] = (raw, instance.__dict__[name])
        return instance

    def _field_values(
        self, plan: _Plan, values: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        """The validated ``__dict__`` (field order), or ``None`` when no large container
        is read again unchanged, a value fails its field's validation or a key of
        ``values`` is not a field (the caller validates the whole model then)."""
        entries = self._entries
        data: dict[str, Any] = {}
        misses: list[tuple[str, Any, FieldCopier | None, Any]] = []
        big_hit = False
        # (local names: this loop runs once per field of a wide state, every read)
        read, kept, refcount = values.get, entries.get, _refcount
        # one pass takes every cached field read again unchanged; the rest wait until
        # a large hit shows that field-by-field validation is worth it
        for name, validate, copier in plan.fields:
            raw = read(name, _MISSING)
            entry = kept(name)
            if entry is not None and entry[0] is raw:
                cached = entry[1]
                try:
                    same = raw == cached  # (the channel's object, or the last reader's, changed in place?)
                except Exception:  # noqa: BLE001 - an odd __eq__: validate instead
                    same = False
                if same is True:
                    if copier is not _identity:
                        big_hit = True
                        if refcount(cached) != _UNSHARED:
                            # the last reader's model still holds it: a fresh copy for
                            # this reader, kept as the entry in turn (else, only the
                            # entry and this frame hold it: this reader may have it)
                            cached = copier(cached)  # type: ignore[misc]
                            entries[name] = (raw, cached)
                    data[name] = cached
                    continue
            data[name] = None  # (keeps the field's place in order)
            misses.append((name, validate, copier, raw))
        if not big_hit:
            return None
        found = len(plan.fields)
        for name, validate, copier, raw in misses:
            if raw is _MISSING:
                found -= 1
                try:
                    data[name] = validate({})[0][name]  # its default, as validation makes it
                except Exception:  # noqa: BLE001 - a required field: pydantic's own error follows
                    return None
                continue
            try:
                value = validate({name: raw})[0][name]
            except Exception:  # noqa: BLE001 - pydantic's own error follows (full validation)
                return None
            if copier is not None and (
                copier is _identity or type(raw) in _SIZED and len(raw) >= _BIG
            ):
                # the reader's own validated value, kept as the entry
                entries[name] = (raw, value)
            data[name] = value
        if found != len(values):
            return None
        return data

    def _make_plan(self) -> _Plan | None:
        if not getattr(self.schema, "__pydantic_complete__", False):
            return None  # (not built yet, e.g. ``defer_build``: its first validation builds it)
        plan = _class_plan(self.schema)
        self._plan = plan if plan is not None else False
        self._entries = {}
        return plan


_PLAN_ATTR = "__lingxigraph_state_plan__"


def _class_plan(schema: type[Any]) -> _Plan | None:
    """``_plan_for(schema)``, made once per class and pydantic validator (a rebuild
    makes a new one) and kept on the class itself: every compiled graph using the
    model shares its one-field validators (about 2.5 KiB each), and they go when
    the class goes (a module-level map would keep the class alive: they refer to it)."""
    kept = schema.__dict__.get(_PLAN_ATTR)
    validator = schema.__pydantic_validator__
    if kept is not None and kept[0] is validator:
        return kept[1]
    plan = _plan_for(schema)
    type.__setattr__(schema, _PLAN_ATTR, (validator, plan))
    return plan


def _plan_for(schema: type[Any]) -> _Plan | None:
    """The plan for a plain model, else ``None`` (see the module docstring).
    ``schema`` is built (``__pydantic_complete__``): ``ModelCoercer._make_plan`` checks."""
    try:
        from pydantic import BaseModel, RootModel
        from pydantic._internal._model_construction import init_private_attributes
        from pydantic_core import SchemaValidator
    except ImportError:  # pragma: no cover - an unusual pydantic layout: the ordinary path
        return None
    if not (isinstance(schema, type) and issubclass(schema, BaseModel)) or issubclass(
        schema, RootModel
    ):
        return None
    if (
        schema.__init__ is not BaseModel.__init__
        or schema.__new__ is not object.__new__
    ):
        return None
    generic = getattr(schema, "__pydantic_generic_metadata__", None) or {}
    if generic.get("origin") is not None or generic.get("parameters"):
        return None
    post_init = getattr(schema, "__pydantic_post_init__", None)
    if post_init is not None and schema.model_post_init is not init_private_attributes:  # type: ignore[comparison-overlap]
        return None
    core = schema.__pydantic_core_schema__
    if not isinstance(core, dict):
        return None
    definitions = {
        d["ref"]: d
        for d in core.get("definitions", ())
        if isinstance(d, dict) and "ref" in d
    }
    model = core
    if model.get("type") == "definitions":
        model = model.get("schema", {})
    if model.get("type") == "definition-ref":
        model = definitions.get(model.get("schema_ref"), {})
    if model.get("type") != "model" or model.get("cls") is not schema:
        return None  # (a model validator wraps the model schema)
    if model.get("custom_init") or model.get("root_model"):
        return None
    fields_schema = model.get("schema", {})
    if fields_schema.get("type") != "model-fields":
        return None
    config = model.get("config")
    fields = []
    for name, field in fields_schema.get("fields", {}).items():
        if field.get("type") != "model-field" or "validation_alias" in field:
            return None
        if _has_functions(field.get("schema"), definitions):
            return None
        one = dict(fields_schema, fields={name: field}, computed_fields=[])
        if definitions:
            one = {
                "type": "definitions",
                "schema": one,
                "definitions": list(definitions.values()),
            }
        try:
            validator = SchemaValidator(one, config)
        except Exception:  # noqa: BLE001 - a schema pydantic-core will not take alone
            return None
        fields.append(
            (
                name,
                validator.validate_python,
                _copier_for(_present_schema(field.get("schema"))),
            )
        )
    extra = (config or {}).get("extra_fields_behavior") == "allow" or fields_schema.get(
        "extra_behavior"
    ) == "allow"
    if list(fields_schema.get("fields", {})) != list(schema.model_fields):
        return None
    return _Plan(
        schema.__pydantic_validator__, tuple(fields), extra, post_init is not None
    )


def _present_schema(schema: Any) -> Any:
    """A field's schema for a value that is given (without its default wrapper)."""
    if isinstance(schema, dict) and schema.get("type") == "default":
        return schema.get("schema")
    return schema


def _has_functions(schema: Any, definitions: Mapping[str, Any]) -> bool:
    """Whether validating ``schema`` calls user functions outside nested models
    (field validators, ``Annotated`` validators, a ``default_factory`` that takes
    the validated data): those see the whole model's data, or may count calls."""
    stack = [schema]
    seen: set[str] = set()
    while stack:
        node = stack.pop()
        if isinstance(node, (list, tuple)):
            stack.extend(node)
            continue
        if not isinstance(node, dict):
            continue
        kind = node.get("type")
        if kind in _FUNCTION_SCHEMAS:
            return True
        if kind in ("model", "dataclass"):
            continue  # (a nested model validates itself: the same in both ways)
        if kind == "default" and node.get("default_factory_takes_data"):
            return True
        if kind == "definition-ref":
            ref = node.get("schema_ref")
            if ref not in seen:
                seen.add(ref)
                stack.append(definitions.get(ref))
            continue
        stack.extend(
            v
            for k, v in node.items()
            if k not in _NOT_SCHEMA_KEYS and isinstance(v, (dict, list, tuple))
        )
    return False


def _copier_for(schema: Any, depth: int = 0) -> FieldCopier | None:
    """A function giving a fresh copy (new containers, shared immutable leaves) of a
    value validated by ``schema``, or ``None`` when such values are not cached."""
    if not isinstance(schema, dict) or depth > 4:
        return None
    kind = schema.get("type")
    if kind in _IMMUTABLE_LEAVES:
        if schema.get("now_op") is not None:
            # (``PastDate``, ``FutureDatetime``...: a value valid now may not be at the
            # next read, so it is validated each time, as LangGraph does)
            return None
        return _identity
    if kind == "literal":
        expected = schema.get("expected", ())
        return _identity if all(type(v) in _LITERAL_TYPES for v in expected) else None
    if kind == "nullable":
        inner = _copier_for(schema.get("schema"), depth + 1)
        if inner is None or inner is _identity:
            return inner
        return lambda v: None if v is None else inner(v)
    if kind in ("list", "set"):
        item = _copier_for(schema.get("items_schema", {"type": "any"}), depth + 1)
        if item is None:
            return None
        if item is _identity:
            return list.copy if kind == "list" else set.copy
        return (
            (lambda v: [item(x) for x in v]) if kind == "list" else None
        )  # (set items are hashable: immutable)
    if kind == "frozenset":
        return (
            _identity
            if _copier_for(schema.get("items_schema", {"type": "any"}), depth + 1)
            is _identity
            else None
        )
    if kind == "dict":
        key = _copier_for(schema.get("keys_schema", {"type": "any"}), depth + 1)
        value = _copier_for(schema.get("values_schema", {"type": "any"}), depth + 1)
        if key is not _identity or value is None:
            return None
        return (
            dict.copy
            if value is _identity
            else (lambda v: {k: value(x) for k, x in v.items()})
        )
    if kind == "tuple":
        return _tuple_copier(schema, depth)
    return None


def _tuple_copier(schema: Mapping[str, Any], depth: int) -> FieldCopier | None:
    items = [_copier_for(s, depth + 1) for s in schema.get("items_schema", ())]
    if any(c is None for c in items):
        return None
    if all(c is _identity for c in items):
        return _identity
    if "variadic_item_index" in schema:
        if len(items) != 1:
            return None
        (item,) = items
        return lambda v: tuple([item(x) for x in v])
    return lambda v: tuple([c(x) for c, x in zip(items, v)])

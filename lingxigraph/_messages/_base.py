"""`BaseMessage`, `BaseMessageChunk` and `RemoveMessage`, and what every message class shares.

The classes name ``lingxigraph.messages`` as their module (their public home,
written in pickles and checkpoints). Per-class field dumpers, extra fields read
as attributes, and the id token `add_messages` watches live here too.
"""

import copy
import inspect
import keyword
import operator
import sys
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Union

from typing_extensions import Self, TypeAlias

from lingxigraph._internal._message_coerce import pydantic_core_schema
from lingxigraph._internal._message_fields import text_of, title_rule
from lingxigraph._internal._message_merge import merge_content, merge_dicts
from lingxigraph._internal._typing import MISSING, UserValue

_HOME = "lingxigraph.messages"
"""The ``__module__`` of every message class and of `_rebuild`: their public home, which
``repr``, pickles and checkpoints name. One string object, so a pickle names it once."""

MessageContent: TypeAlias = Union[str, list[Union[str, dict[str, Any]]]]
"""A message body: text, or a list of strings and content-block dicts (``{'type': 'text', ...}``)."""


_SHOWN = object()
"""Marks a field that ``repr`` always shows (required or factory-default fields)."""


_ID_TOKEN: list[object] = [object()]
"""Replaced by a fresh object each time some message's ``id`` is assigned after
construction. `add_messages` keeps a history's ``{id: position}`` index between
calls only while this token is the one it read before indexing (so an id changed
in place, by anyone, drops every kept index)."""


def _assign_id(message: "BaseMessage", value: Any) -> None:
    # slot first, token after: an index made after reading the old token
    # never survives a change it did not see
    message._id = value
    _ID_TOKEN[0] = object()


class BaseMessage:
    """Base class of every lingxigraph message; mirrors ``langchain_core.messages.BaseMessage``.

    Args:
        content: The body: a string, or a list of strings and content-block
            dicts. May be passed by position.
        additional_kwargs: Provider-specific extras, key → value.
        response_metadata: Metadata from the model response, key → value.
        name: Optional name of the speaker.
        id: Optional unique id; numbers are turned into strings.
        **extra: Any other keyword becomes an extra field: readable as an
            attribute, shown at the end of ``repr`` and kept by `to_dict`.

    Raises:
        TypeError: `content` is missing or is not a string or a list.
        ValueError: A ``type=`` keyword names a different message type.

    Messages compare equal when they have the same class and equal fields,
    and are unhashable, like LangChain's pydantic models.
    """

    __module__ = _HOME
    __slots__ = ("content", "additional_kwargs", "response_metadata", "name", "_id", "_extra")

    type: ClassVar[str] = "base"
    """The message kind: ``'human'``, ``'ai'``, ``'system'``, ``'tool'``, ``'remove'`` or a chunk class name."""
    _fields: ClassVar[tuple[str, ...]] = ("content", "additional_kwargs", "response_metadata", "type", "name", "id")
    """Field order of `to_dict` and ``repr`` (LangChain's declaration order)."""
    _repr_defaults: ClassVar[dict[str, object]] = {
        "content": _SHOWN,
        "additional_kwargs": _SHOWN,
        "response_metadata": _SHOWN,
        "name": None,
        "id": None,
    }
    """Field → default; ``repr`` shows a field whose value differs (fields missing here are hidden)."""

    content: MessageContent
    additional_kwargs: dict[str, Any]
    response_metadata: dict[str, Any]
    name: str | None
    _id: str | None
    _extra: dict[str, Any] | None

    def __init__(
        self,
        content: MessageContent = MISSING,  # type: ignore[assignment]
        *,
        additional_kwargs: Mapping[str, Any] | None = None,
        response_metadata: Mapping[str, Any] | None = None,
        name: str | None = None,
        id: str | int | None = None,  # noqa: A002 - LangChain's field name
        **extra: UserValue,
    ) -> None:
        if content is MISSING:
            raise TypeError(f"{type(self).__name__}() missing required argument: 'content'")
        if extra:
            given_type = extra.pop("type", self.type)
            if given_type != self.type:
                raise ValueError(f"{type(self).__name__} has type {self.type!r}, got type={given_type!r}")
        # (every class's `_check_content` keeps a str as it is: not called for one)
        self.content = content if type(content) is str else self._check_content(content)
        self.additional_kwargs = dict(additional_kwargs) if additional_kwargs else {}
        self.response_metadata = dict(response_metadata) if response_metadata else {}
        self.name = name
        # the slot itself: a new message is in no list `add_messages` has indexed
        self._id = id if id is None or isinstance(id, str) else str(id)
        if extra:
            self._extra = extra
            _readable_extras(extra)
        else:
            self._extra = None

    id = property(
        operator.attrgetter("_id"),
        _assign_id,
        doc="Optional unique id of the message (a string, or None). Assigning it is seen by `add_messages`.",
    )

    @classmethod
    def _check_content(cls, content: object) -> MessageContent:
        """Validate `content`; returns a string or a fresh list."""
        if isinstance(content, str):
            return content
        if isinstance(content, (list, tuple)):
            return list(content)  # type: ignore[arg-type]
        raise TypeError(f"{cls.__name__} content must be a str or a list of str/dict, got {type(content).__name__}")


    _dump: ClassVar[Callable[[Any], dict[str, UserValue]]]
    """``message._dump()`` → ``{field: value}`` over `_fields` (no extras); made per class by `_dumper`."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._dump = _dumper(cls)

    def __dir__(self) -> list[str]:
        # without the extra-field readers put on `BaseMessage` (see `_ExtraField`):
        # they are no attributes of the class, nor of a message without that extra
        cls = type(self)
        return [name for name in object.__dir__(self) if type(inspect.getattr_static(cls, name, None)) is not _ExtraField]

    def _field_items(self) -> list[tuple[str, UserValue]]:
        """All fields, name → value, in `to_dict` order (extras last)."""
        items = list(self._dump().items())
        if self._extra:
            items.extend(self._extra.items())
        return items

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        # what comparing the two `_field_items` lists gives: the same class has
        # the same field names, in the same order
        if self._dump() != other._dump():  # type: ignore[attr-defined]
            return False
        # extras compare as dicts, in any order (LangChain's pydantic models do)
        return (self._extra or {}) == (other._extra or {})  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]

    def _repr_items(self) -> list[str]:
        shown: list[str] = []
        for field in self._fields:
            default = self._repr_defaults.get(field, MISSING)
            if default is MISSING:
                continue
            value = getattr(self, field)
            if default is _SHOWN or value != default:
                shown.append(f"{field}={value!r}")
        shown.extend(f"{key}={value!r}" for key, value in (self._extra or {}).items())
        return shown

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(self._repr_items())})"

    def __str__(self) -> str:
        return " ".join(self._repr_items())

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (type(self), self.to_dict()))

    def to_dict(self) -> dict[str, Any]:
        """Return the message as plain data, for serialisers.

        Returns:
            field → value in LangChain's ``model_dump()`` order, including
            ``'type'`` (which `from_dict` uses to pick the class) and any extra
            fields. Nested dicts and lists are the message's own objects, not
            copies.
        """
        data = self._dump()
        if self._extra:
            data.update(self._extra)
        return data

    def model_dump(self) -> dict[str, Any]:
        """Same as `to_dict`; named like LangChain's pydantic method."""
        return self.to_dict()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "BaseMessage":
        """Rebuild a message from `to_dict` output.

        Args:
            data: field → value. Called on `BaseMessage`, ``data['type']``
                picks the class (``'human'``, ``'ai'``, ``'system'``,
                ``'tool'``, ``'remove'``, ``'AIMessageChunk'``,
                ``'HumanMessageChunk'``, ``'SystemMessageChunk'``); called on
                a subclass, that subclass is built and ``'type'`` is ignored.

        Returns:
            A new message.

        Raises:
            ValueError: Called on `BaseMessage` with an unknown ``type``.
            TypeError: A required field is missing.
        """
        fields = dict(data)
        kind = fields.pop("type", None)
        target: type[BaseMessage] | None = cls
        if cls is BaseMessage:
            target = _CLASS_BY_TYPE.get(kind) if isinstance(kind, str) else None
            if target is None:
                raise ValueError(f"Unknown message type {kind!r}; expected one of {sorted(_CLASS_BY_TYPE)}")
        if issubclass(target, RemoveMessage):
            fields.pop("content", None)
        return target(**fields)

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """Return a copy with some fields replaced, like pydantic's ``model_copy``.

        Args:
            update: field → new value, set without validation.
            deep: Deep-copy every field value first.

        Returns:
            A new message of the same class.
        """
        clone = object.__new__(type(self))
        for field in self._all_slots():
            value = getattr(self, field)
            setattr(clone, field, copy.deepcopy(value) if deep else value)
        if clone._extra is not None:
            clone._extra = dict(clone._extra)
        for key, value in (update or {}).items():
            if key == "id":
                clone._id = value  # a new object: in no indexed history
            elif key in self._all_slots():
                setattr(clone, key, value)
            elif key != "type":
                clone._extra = {**(clone._extra or {}), key: value}
                _readable_extras(clone._extra)
        return clone

    @classmethod
    def _all_slots(cls) -> tuple[str, ...]:
        return tuple(s for klass in cls.__mro__ for s in getattr(klass, "__slots__", ()))

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """Let pydantic models hold messages: instances pass, `to_dict` output is rebuilt (JSON dumps use it)."""
        return pydantic_core_schema(cls, BaseMessage.from_dict)

    @property
    def text(self) -> str:
        """The text of the message: the string content, or its strings and ``'text'`` blocks joined."""
        return text_of(self.content)

    def pretty_repr(self, html: bool = False) -> str:
        """Render the message for people: a ``=== Human Message ===`` rule, the name, then the content.

        Args:
            html: Bold the title with terminal escape codes (as LangChain does
                in notebooks).
        """
        title = title_rule(self.type.title() + " Message", bold=html)
        if self.name is not None:
            title += f"\nName: {self.name}"
        return f"{title}\n\n{self.content}"

    def pretty_print(self) -> None:
        """Print `pretty_repr`, bold in interactive sessions."""
        print(self.pretty_repr(html=hasattr(sys, "ps2")))  # noqa: T201 - printing is the point


class _ExtraField:
    """Reads a message's extra field ``name`` as an attribute (``message.name``).

    Installed on `BaseMessage` the first time a message with that extra is
    built, where no class attribute of that name exists. An instance lookup
    finds it only when nothing else answers, as ``__getattr__`` would be
    called; a message without the extra raises the usual AttributeError.
    (A ``__getattr__`` method would do the same, but it keeps CPython from
    specialising every attribute load on every message.)
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, message: Any, owner: Any = None) -> UserValue:
        if message is not None:
            extra = message._extra
            if extra and self.name in extra:
                return extra[self.name]
            owner = type(message)
            raise AttributeError(f"{owner.__name__!r} object has no attribute {self.name!r}")
        raise AttributeError(f"type object {owner.__name__!r} has no attribute {self.name!r}")


_EXTRA_NAMES: set[str] = set()
"""Extra field names `_readable_extras` has dealt with."""


def _readable_extras(extra: Mapping[str, Any]) -> None:
    """Make each public extra field name readable as a message attribute (see `_ExtraField`)."""
    for name in extra:
        if name in _EXTRA_NAMES or type(name) is not str:
            continue
        # (the class's own attributes only: ``type``'s, such as ``mro``, are not an
        # instance's, so an extra of that name still needs the descriptor)
        if not name.startswith("_") and not any(name in klass.__dict__ for klass in BaseMessage.__mro__):
            setattr(BaseMessage, name, _ExtraField(name))
        _EXTRA_NAMES.add(name)


_ABSENT = object()


def _dumper(cls: type[BaseMessage]) -> Callable[[Any], dict[str, UserValue]]:
    """A function ``message → {field: value}`` over ``cls._fields``, written out as one
    dict display: the interpreter specialises its attribute loads, where a
    ``getattr`` per field goes through `BaseMessage.__getattr__`'s slower hook."""
    fields = cls._fields
    if not all(field.isidentifier() and not keyword.iskeyword(field) for field in fields):
        return lambda message: {field: getattr(message, field) for field in fields}
    plain = "__dict__" not in dir(cls)  # no instance can shadow a class attribute
    constants: dict[str, Any] = {}
    parts = []
    for field in fields:
        found = inspect.getattr_static(cls, field, None)
        if field == "id" and found is BaseMessage.__dict__["id"]:
            parts.append(f"{field!r}: m._id")  # the slot behind the property
        elif plain and type(found) is str and field in ("type",):
            constants[field] = found  # a class constant
            parts.append(f"{field!r}: {found!r}")
        else:
            parts.append(f"{field!r}: m.{field}")
    namespace: dict[str, Any] = {}
    exec(f"def dump(m):\n    return {{{', '.join(parts)}}}\n", namespace)  # noqa: S102 - field names checked above
    dump: Callable[[Any], dict[str, UserValue]] = namespace["dump"]
    dump.__qualname__ = f"{cls.__qualname__}._dump"
    return dump


BaseMessage._dump = _dumper(BaseMessage)


def _rebuild(cls: type[BaseMessage], data: Mapping[str, Any]) -> BaseMessage:
    """Unpickle helper."""
    return cls.from_dict(data)


_rebuild.__module__ = _HOME  # re-exported there


class BaseMessageChunk(BaseMessage):
    """A streamed piece of a message; chunks join with ``+``.

    ``chunk + other_chunk`` (or ``chunk + [chunk, ...]``) returns a chunk of the
    left operand's class: contents concatenated (see
    `lingxigraph._internal._message_merge.merge_content`), metadata dicts merged,
    the left ``id`` kept and ``name`` dropped, as langchain-core does.

    Raises:
        TypeError: The right operand is not a chunk or a list of chunks.
    """

    __module__ = _HOME
    __slots__ = ()

    _message_class: "ClassVar[type[BaseMessage]]" = BaseMessage
    """The whole-message class `message_chunk_to_message` turns this chunk into."""

    def __add__(self, other: object) -> "BaseMessageChunk":
        others = _chunk_operands(other, BaseMessageChunk)
        if others is None:
            raise TypeError(
                f'unsupported operand type(s) for +: "{type(self).__name__}" and "{type(other).__name__}"'
            )
        return type(self)(
            content=merge_content(self.content, *(o.content for o in others)),
            additional_kwargs=merge_dicts(self.additional_kwargs, *(o.additional_kwargs for o in others)),
            response_metadata=merge_dicts(self.response_metadata, *(o.response_metadata for o in others)),
            id=self.id,
        )


def _chunk_operands(other: object, kind: type[BaseMessageChunk]) -> list[Any] | None:
    """The chunks on the right of ``+`` if they all are `kind`, else None."""
    if isinstance(other, kind):
        return [other]
    if isinstance(other, (list, tuple)) and all(isinstance(o, kind) for o in other):  # type: ignore[misc]
        return list(other)  # type: ignore[arg-type]
    return None


class RemoveMessage(BaseMessage):
    """An instruction to `add_messages` to delete the message with this id.

    ``RemoveMessage(id=REMOVE_ALL_MESSAGES)`` deletes every earlier message.

    Args:
        id: Id of the message to delete (may be passed by position).
        **kwargs: Other `BaseMessage` fields, except ``content`` (always ``''``).

    Raises:
        ValueError: ``content`` was given.
    """

    __module__ = _HOME
    __slots__ = ()
    type: ClassVar[str] = "remove"

    def __init__(self, id: str, **kwargs: UserValue) -> None:  # noqa: A002
        if "content" in kwargs:
            raise ValueError("RemoveMessage does not support 'content' field.")
        super().__init__("", id=id, **kwargs)


_CLASS_BY_TYPE: dict[str, type[BaseMessage]] = {}
"""Type name → class, for `BaseMessage.from_dict`; filled by `_kinds` once every class exists."""

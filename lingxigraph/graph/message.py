"""The ``add_messages`` reducer and ``MessagesState``, as in ``langgraph.graph.message``.

``add_messages`` is the reducer behind chat-history state keys::

    class State(TypedDict):
        messages: Annotated[list[AnyMessage], add_messages]

It works with lingxigraph's own message classes, and with LangChain's when the
user works with those. Message-like values (``('user', 'hi')``, OpenAI-style
dicts, bare strings) become LangChain messages when ``langchain_core.messages``
has already been imported, and lingxigraph messages otherwise. This module
never imports ``langchain_core`` itself.
"""

import functools
import operator
import sys
import uuid
import warnings
from collections.abc import Callable, Sequence
from typing import Annotated, Any, Literal, Optional, Union, overload

from typing_extensions import TypeAlias, TypedDict

from lingxigraph._internal._openai_format import to_openai_dicts
from lingxigraph._messages._base import _ID_TOKEN
from lingxigraph.messages import (
    REMOVE_ALL_MESSAGES,
    AnyMessage,
    BaseMessage,
    BaseMessageChunk,
    MessageLikeRepresentation,
    convert_to_messages,
    message_chunk_to_message,
)

_ID_PROPERTY = BaseMessage.__dict__["id"]

__all__ = ("add_messages", "MessagesState", "MessageGraph", "REMOVE_ALL_MESSAGES", "push_message")

Messages: TypeAlias = Union[list[MessageLikeRepresentation], MessageLikeRepresentation]
"""What `add_messages` takes on either side: one message-like value or a list of them."""

MessagesFormat: TypeAlias = Literal["langchain-openai"]
"""``'langchain-openai'``: after merging, rewrite every message's content in OpenAI's shape."""

_Reducer: TypeAlias = Callable[[Messages, Messages], Messages]


@overload
def add_messages(left: Messages, right: Messages, *, format: Optional[MessagesFormat] = None) -> Messages: ...


@overload
def add_messages(*, format: Optional[MessagesFormat] = None) -> _Reducer: ...


def add_messages(
    left: Optional[Messages] = None,
    right: Optional[Messages] = None,
    *,
    format: Optional[MessagesFormat] = None,  # noqa: A002 - LangGraph's keyword
) -> Union[Messages, _Reducer]:
    """Merge two message lists, updating messages that share an id (LangGraph's reducer).

    Both sides are first turned into message objects: a single value counts
    as a one-item list, ``(role, content)`` pairs, ``{'role', 'content'}``
    dicts and bare strings are converted (to LangChain classes if
    ``langchain_core.messages`` is imported, else to lingxigraph's), chunks
    become whole messages, and every message without an id is given a fresh
    uuid4 string id (the message object itself is updated).

    Then, in order, each right-hand message:

    * replaces the left message with the same id, in place;
    * is appended when its id is new;
    * if it is a ``RemoveMessage``, marks the message with its id for removal
      (a later message with that id cancels the removal).

    A ``RemoveMessage(id=REMOVE_ALL_MESSAGES)`` on the right discards the
    left side and everything before it on the right: the result is exactly
    the right-hand messages after the last such marker (no other checks run).

    Args:
        left: The current messages.
        right: The update.
        format: None to keep messages as they are, or ``'langchain-openai'``
            to rewrite them the way OpenAI chat completions shows them
            (content as a string or ``text`` / ``image_url`` blocks, tool
            calls in OpenAI form). Like LangGraph, the rewritten messages
            carry no ids.

    Returns:
        A new list (the inputs are not modified, apart from ids filled in).
        Called with neither `left` nor `right`, returns
        ``functools.partial(add_messages, format=format)`` to use as a
        reducer, e.g. ``Annotated[list, add_messages(format='langchain-openai')]``.

    Raises:
        ValueError: Only one of `left` / `right` was given
            (``"Must specify non-null arguments for both 'left' and 'right'. Only received: 'left'."``);
            a ``RemoveMessage`` names an id found on neither side before it
            (``"Attempting to delete a message with an ID that doesn't exist ('zzz')"``);
            or `format` is not a known value.
        NotImplementedError: A value cannot be read as a message.
    """
    if left is None or right is None:
        if left is None and right is None:
            return functools.partial(add_messages, format=format) if format else functools.partial(add_messages)
        # LangGraph names the side by truthiness: an empty left list (a fresh
        # channel) with right None reports 'right'
        given = "left" if left else "right"
        raise ValueError(f"Must specify non-null arguments for both 'left' and 'right'. Only received: '{given}'.")
    # read before any id is: an index kept under this token saw every id change
    # made before it (see `_kept_index`)
    token = _ID_TOKEN[0]
    kept = _kept_index(left, token)
    if kept is not None and format is None:
        # the usual update (a node's new messages): whole messages, none removing
        # anything, merged into a history whose index was kept: nothing to convert
        # or cut, so straight to the merge (ids filled in as the general path does)
        index, tracked = kept
        merged = list(left)  # type: ignore[arg-type]
        kinds = _KINDS
        for message in right if type(right) is list else (right,):
            kind = kinds.get(type(message)) or _kind_of(type(message))
            if kind == _NOT_WHOLE or message.type == "remove":
                kept = None  # (``index`` has this loop's ids in it: the general path makes its own)
                break
            if kind != _TRACKED:
                tracked = False
            mid = message.id
            if mid is None:
                _fill_id(message)
                mid = message.id
            position = index.get(mid)
            if position is None:
                index[mid] = len(merged)
                merged.append(message)
            else:
                merged[position] = message
        else:
            _keep(merged, index, token, tracked)
            return merged
    if kept is None:
        # the history (left) is usually already whole messages with ids: one
        # pass indexes it instead of converting and checking it again
        kept = _index_of_whole(left)
    if kept is not None:
        index, tracked = kept
        current: list[Any] = left  # type: ignore[assignment]
        update = _as_messages(right)
        for message in update:
            if message.id is None:
                _fill_id(message)
    else:
        index = None
        current = _as_messages(left)
        update = _as_messages(right)
        for message in (*current, *update):
            if message.id is None:
                _fill_id(message)
        tracked = True
    cut = _after_last_remove_all(update)
    if cut is not None:
        return cut
    if tracked:
        tracked = all(_kind_of(type(message)) == _TRACKED for message in update) and (
            index is not None or all(_kind_of(type(message)) == _TRACKED for message in current)
        )
    merged, position_by_id = _merge_by_id(current, update, index)
    if format == "langchain-openai":
        return _to_openai_format(merged)
    if format:
        raise ValueError(f"Unrecognized {format=}. Expected one of 'langchain-openai', None.")
    if position_by_id is not None:
        _keep(merged, position_by_id, token, tracked)
    return merged


def _messages_delta_reducer(state: list[Any], writes: Sequence[Any]) -> list[Any]:
    """**Experimental** (as in LangGraph): a batch reducer for ``DeltaChannel``.

    Folds a step's ``writes`` (each a list of message-likes, or one
    message-like) into ``state`` in one pass: a message whose id is already
    there replaces it in place, a new id or a missing id is appended, and a
    ``RemoveMessage`` drops the message with its id (an unknown id is
    ignored). Dicts, strings and ``(role, content)`` pairs become messages.
    Folding two batches one after the other gives the same list as folding
    them together, as ``DeltaChannel`` needs.

    Unlike `add_messages`, it assigns no ids, keeps chunks as they are, and
    knows no ``REMOVE_ALL_MESSAGES``. Use it as
    ``Annotated[list, DeltaChannel(_messages_delta_reducer)]``.
    """
    flat: list[Any] = []
    for write in writes:
        if isinstance(write, list):
            flat.extend(write)
        else:
            flat.append(write)
    current = _as_plain_messages(state)
    position = {m.id: i for i, m in enumerate(current) if m.id is not None}
    merged: list[Any] = list(current)
    for message in _as_plain_messages(flat):
        mid = message.id
        if mid is None:
            merged.append(message)
        elif _is_remove(message):
            at = position.pop(mid, None)
            if at is not None:
                merged[at] = None
        elif mid in position:
            merged[position[mid]] = message
        else:
            position[mid] = len(merged)
            merged.append(message)
    return [m for m in merged if m is not None]


def _as_plain_messages(items: Sequence[Any]) -> list[Any]:
    """Message-likes as message objects (LangChain's when it is imported), chunks kept."""
    if not items:
        return []
    lc_messages = sys.modules.get("langchain_core.messages")
    out: list[Any] = []
    for item in items:
        if isinstance(item, BaseMessage):
            out.append(item)
        elif lc_messages is None:
            out.append(convert_to_messages([item])[0])
        else:
            out.append(_coerce_with_langchain(item, lc_messages))
    return out


def _is_remove(message: Any) -> bool:
    """A ``RemoveMessage``, ours or LangChain's (both have ``type == 'remove'``)."""
    return message.type == "remove"


def _after_last_remove_all(update: list[Any]) -> Optional[list[Any]]:
    """The messages after the last ``RemoveMessage(REMOVE_ALL_MESSAGES)``, or None if there is none."""
    for position in range(len(update) - 1, -1, -1):
        message = update[position]
        if message.id == REMOVE_ALL_MESSAGES and _is_remove(message):
            return update[position + 1 :]
    return None


_GET_ID = operator.attrgetter("id")

_NOT_WHOLE, _WHOLE, _TRACKED = 1, 2, 3
"""Kinds of class in a history: not a whole message (a chunk, a message-like
value: converted first), a whole message whose id changes `add_messages`
cannot see (LangChain's: it reads the ids again to check a kept index), and
a whole lingxigraph message whose ``id`` is `BaseMessage`'s property (every
assignment replaces ``_ID_TOKEN[0]``)."""

_KINDS: dict[type, int] = {}
"""Class → its kind (above)."""

_KEPT: dict[int, tuple[list[Any], dict[Any, int], object, Optional[list[Any]]]] = {}
"""``id(list returned by add_messages)`` → (a copy of its items, its ``{id: position}``
index, the id token read before the ids were, and its ids when some message
is not `_TRACKED`, else None). Read and filled by `_kept_index` / `_keep`."""

_KEPT_SIZE = 3
"""How many indexes `_KEPT` holds (least recently used dropped first). A step of
the agent loop needs two: the history, which a router's fresh read and the
barrier both merge into, and the latest result."""


def _kind_of(cls: type) -> int:
    kind = _KINDS.get(cls)
    if kind is None:
        if not _is_whole_class(cls):
            kind = _NOT_WHOLE
        elif (
            issubclass(cls, BaseMessage)
            and getattr(cls, "id", None) is _ID_PROPERTY
            and cls.__eq__ is BaseMessage.__eq__  # (`_kept_index` relies on it)
        ):
            kind = _TRACKED
        else:
            kind = _WHOLE
        _KINDS[cls] = kind
    return kind


def _fill_id(message: Any) -> None:
    """Give ``message`` (whose id is None) a fresh uuid4 string id."""
    value = str(uuid.uuid4())
    if _kind_of(type(message)) == _TRACKED:
        # into the slot, leaving the token alone: a message without an id is
        # in no kept list (its id was set to None through the property, which
        # dropped every index holding it), so no kept index goes stale
        message._id = value
    else:
        message.id = value


def _kept_index(value: Any, token: object) -> Optional[tuple[dict[Any, int], bool]]:
    """The index `_keep` kept for ``value``, as a copy the merge may change,
    and whether every message in it is `_TRACKED`; None unless still exact.

    Exact means: ``value`` holds, in the same order, the message objects of
    the list the index was made for, or messages equal to them (whatever was
    done to the list object since), and no message's id has changed: for
    `_TRACKED` messages no id was assigned anywhere since the index was made
    (same token), for the others their ids read now are the ones kept.
    """
    if type(value) is not list:
        return None
    kept = _KEPT
    key = id(value)
    entry = kept.pop(key, None)
    if entry is None:
        return None
    items, index, seen, ids = entry
    if seen is not token:
        return None
    try:
        # ``==`` runs in C and takes the very same objects as equal without asking
        # them; a message put in place of another must equal it, so it has its id
        # (a `_TRACKED` class compares with `BaseMessage.__eq__`, ids included)
        if value != items:
            return None
    except Exception:  # (a replacement whose comparison fails: not the kept list)
        return None
    if ids is not None and list(map(_GET_ID, value)) != ids:
        return None
    kept[key] = entry  # back in as the newest: the history a router and the barrier both merge into stays
    return index.copy(), ids is None


def _keep(merged: list[Any], index: dict[Any, int], token: object, tracked: bool) -> None:
    """Keep ``index`` (``{id: last position}`` of ``merged``, all ids set) for the next call."""
    kept = _KEPT
    if len(kept) >= _KEPT_SIZE:
        try:  # the oldest; another thread may have dropped it already
            del kept[next(iter(kept))]
        except (KeyError, StopIteration, RuntimeError):
            pass
    kept[id(merged)] = (list(merged), index, token, None if tracked else list(map(_GET_ID, merged)))


def _index_of_whole(value: Any) -> Optional[tuple[dict[Any, int], bool]]:
    """``({id: position}, all tracked)`` when ``value`` is a list of whole messages
    (lingxigraph's or LangChain's) that all have ids (nothing to convert or fill
    in); else None. The second item: every message is `_TRACKED`."""
    if type(value) is not list:
        return None
    kinds = _KINDS
    tracked = True
    # the classes first (a history holds a handful), then one comprehension:
    # both run at C speed, where a Python loop per message did not
    for cls in set(map(type, value)):
        kind = kinds.get(cls)
        if kind is None:
            kind = _kind_of(cls)
        if kind == _NOT_WHOLE:
            return None
        if kind == _WHOLE:
            tracked = False
    # (``{m.id: i for i, m in enumerate(value)}`` without a bytecode loop: same dict)
    index: dict[Any, int] = dict(zip(map(_GET_ID, value), range(len(value))))
    if None in index:
        return None
    return index, tracked


def _is_whole_class(cls: type) -> bool:
    """A whole (non-chunk) message class, lingxigraph's or LangChain's: such a message
    is kept as it is by `_as_messages`."""
    if issubclass(cls, BaseMessage):
        return not issubclass(cls, BaseMessageChunk)
    lc_base = sys.modules.get("langchain_core.messages.base")
    return (
        lc_base is not None
        and issubclass(cls, lc_base.BaseMessage)
        and not issubclass(cls, lc_base.BaseMessageChunk)
    )


def _merge_by_id(
    current: list[Any], update: list[Any], index: Optional[dict[Any, int]] = None
) -> tuple[list[Any], Optional[dict[Any, int]]]:
    """The merged list, and ``{id: last position}`` of it (None when messages were removed).

    ``index`` (``current``'s own, if given) is updated in place and returned.
    """
    merged = list(current)
    position_by_id = (
        index if index is not None else {message.id: position for position, message in enumerate(merged)}
    )
    doomed: set[str] = set()
    for message in update:
        position = position_by_id.get(message.id)
        if position is None:
            if _is_remove(message):
                raise ValueError(f"Attempting to delete a message with an ID that doesn't exist ('{message.id}')")
            position_by_id[message.id] = len(merged)
            merged.append(message)
        elif _is_remove(message):
            doomed.add(message.id)
        else:
            doomed.discard(message.id)
            merged[position] = message
    if doomed:
        return [message for message in merged if message.id not in doomed], None
    return merged, position_by_id


def _as_messages(value: Messages) -> list[Any]:
    """Coerce one side of `add_messages` into a list of whole (non-chunk) message objects."""
    items: Sequence[Any] = value if isinstance(value, list) else [value]
    lc_messages = sys.modules.get("langchain_core.messages")
    out: list[Any] = []
    for item in items:
        if isinstance(item, BaseMessage):
            out.append(message_chunk_to_message(item) if isinstance(item, BaseMessageChunk) else item)
        elif lc_messages is None:
            out.append(message_chunk_to_message(convert_to_messages([item])[0]))
        else:
            out.append(message_chunk_to_message(_coerce_with_langchain(item, lc_messages)))
    return out


def _coerce_with_langchain(item: Any, lc_messages: Any) -> Any:
    """Keep LangChain messages; convert message-like values with LangChain's own converter."""
    lc_base = sys.modules.get("langchain_core.messages.base")
    if lc_base is not None and isinstance(item, lc_base.BaseMessage):
        return item
    return lc_messages.convert_to_messages([item])[0]


def _to_openai_format(messages: list[Any]) -> list[Any]:
    """Rewrite messages in OpenAI's shape (LangChain's converter when every message is LangChain's)."""
    lc_messages = sys.modules.get("langchain_core.messages")
    if lc_messages is not None and messages and not any(isinstance(m, BaseMessage) for m in messages):
        return lc_messages.convert_to_messages(lc_messages.convert_to_openai_messages(messages))
    return _as_messages(to_openai_dicts(messages))  # type: ignore[arg-type]


class MessagesState(TypedDict):
    """A ready-made state schema holding a chat history merged with `add_messages`."""

    messages: Annotated[list[AnyMessage], add_messages]
    """The conversation so far."""


def _message_graph_base() -> type:
    # Imported here: ``lingxigraph.graph.state`` pulls in the whole runtime,
    # which this module's users (reducers in state schemas) do not need.
    from lingxigraph.graph.state import StateGraph

    return StateGraph


class MessageGraph(_message_graph_base()):  # type: ignore[misc]
    """A `StateGraph` whose whole state is one chat history merged with `add_messages`.

    Nodes receive the list of messages and return a message or a list of
    messages (or message-likes such as ``("user", "hi")``); the graph's input
    and output are the list itself. Takes no arguments. Deprecated like
    ``langgraph.graph.message.MessageGraph``: creating one emits
    ``LangGraphDeprecatedSinceV10``; use `StateGraph` with a ``messages`` key
    (e.g. `MessagesState`) instead.
    """

    def __init__(self) -> None:
        from lingxigraph.warnings import LangGraphDeprecatedSinceV10

        warnings.warn(
            LangGraphDeprecatedSinceV10(
                "MessageGraph is deprecated in LangGraph v1.0.0, to be removed in v2.0.0. "
                "Please use StateGraph with a `messages` key instead."
            ),
            stacklevel=2,
        )
        super().__init__(Annotated[list[AnyMessage], add_messages])


def push_message(message: Union[MessageLikeRepresentation, BaseMessageChunk], *, state_key: Optional[str] = "messages") -> AnyMessage:
    """Stream ``message`` in ``messages`` mode right away and, unless ``state_key``
    is ``None``, write it to that state key (as the running node's update).

    Call it inside a node. The message is not streamed again when the node
    returns it too.

    Returns:
        The message (message-like values converted).

    Raises:
        ValueError: the message has no id ("Message ID is required").
        RuntimeError: called outside a running node.
    """
    from lingxigraph._internal._constants import NS_SEP
    from lingxigraph._internal._context import current_task
    from lingxigraph.pregel._messages import base_metadata

    task = current_task("push_message")
    converted = next(iter(convert_to_messages([message])))
    if getattr(converted, "id", None) is None:
        raise ValueError("Message ID is required")
    # as LangGraph: streamed by whichever run streams ``messages`` (also from inside a
    # subgraph without ``subgraphs=True``), under the task's own namespace (shown with
    # ``subgraphs=True``), with its metadata; the id is remembered so the message is
    # not streamed again when returned
    scope = task.scope
    if "messages" not in scope.modes and scope.messages_caller is not None:
        scope = scope.messages_caller.scope
    if "messages" in scope.modes and not task.node.hidden:
        scope.streamed_ids.add(converted.id)
        ns = tuple(task.ns.split(NS_SEP)) if scope.stream_subgraphs else scope.ns
        scope.emit(ns, "messages", (converted, dict(base_metadata(task, "langgraph"))))
    if state_key:
        task.writes.append((state_key, converted))
    return converted


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import lc_message, reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "RemoveMessage": lc_message("RemoveMessage"),
        "StateGraph": "lingxigraph.graph.state:StateGraph",
    },
)

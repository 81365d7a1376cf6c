"""Generative-UI messages: a node pushes a component (name + props) for a client to
render, or removes one, and the graph keeps the list in a state key.

Mirrors ``langgraph.graph.ui``: ``push_ui_message`` / ``delete_ui_message`` emit the
message on the ``custom`` stream and write it to ``state_key``; declare that key
with ``ui_message_reducer`` so pushes with the same id replace (or, with
``merge=True``, extend) the earlier message and removals drop it.
"""

from __future__ import annotations

from typing import Any, Literal
from uuid import uuid4

from typing_extensions import TypedDict

from lingxigraph._internal._constants import CONF, CONFIG_KEY_SEND
from lingxigraph.config import get_config, get_stream_writer

__all__ = (
    "UIMessage",
    "RemoveUIMessage",
    "AnyUIMessage",
    "push_ui_message",
    "delete_ui_message",
    "ui_message_reducer",
)


class UIMessage(TypedDict):
    """A UI component to show: ``type`` is ``"ui"``; ``id`` identifies it across
    pushes; ``name`` is the component; ``props`` its properties; ``metadata``
    holds ``merge``, the run's ``run_id`` / ``tags`` / ``name`` (run name), the
    caller's extra keys and, when tied to a chat message, ``message_id``."""

    type: Literal["ui"]
    id: str
    name: str
    props: dict[str, Any]
    metadata: dict[str, Any]


class RemoveUIMessage(TypedDict):
    """Removes the UI message with this ``id`` (``type`` is ``"remove-ui"``)."""

    type: Literal["remove-ui"]
    id: str


AnyUIMessage = UIMessage | RemoveUIMessage


def push_ui_message(
    name: str,
    props: dict[str, Any],
    *,
    id: str | None = None,
    metadata: dict[str, Any] | None = None,
    message: Any = None,
    state_key: str | None = "ui",
    merge: bool = False,
) -> UIMessage:
    """Show a UI component from inside a node.

    Args:
        name: the component's name.
        props: its properties.
        id: the message id (a new uuid4 string when omitted); pushing the same id
            again updates the component.
        metadata: extra metadata keys (they may override the run's keys).
        message: a chat message (object or dict) the component belongs to; its
            ``id`` goes to ``metadata["message_id"]``.
        state_key: the state key to write the message to; ``None`` only streams it.
        merge: the client (and ``ui_message_reducer``) merges ``props`` into the
            earlier message's instead of replacing them.

    Returns:
        The ``UIMessage`` emitted.

    Raises:
        RuntimeError: called outside a running node.
    """
    message_id = message.get("id") if isinstance(message, dict) else getattr(message, "id", None)
    event: UIMessage = {
        "type": "ui",
        "id": id or str(uuid4()),
        "name": name,
        "props": props,
        "metadata": _metadata(merge, metadata, message_id if message else None),
    }
    return _publish(event, state_key)


def delete_ui_message(id: str, *, state_key: str = "ui") -> RemoveUIMessage:
    """Remove the UI component ``id`` from inside a node: emitted on the ``custom``
    stream and written to ``state_key``.

    Returns:
        The ``RemoveUIMessage`` emitted.

    Raises:
        RuntimeError: called outside a running node.
    """
    return _publish({"type": "remove-ui", "id": id}, state_key)


def _metadata(merge: bool, extra: dict[str, Any] | None, message_id: Any) -> dict[str, Any]:
    """The metadata of a pushed message: ``merge`` and the running node's
    ``run_id`` / ``tags`` / run ``name``, then ``extra``, then ``message_id``."""
    config = get_config()
    meta: dict[str, Any] = {"merge": merge}
    for key, source in (("run_id", "run_id"), ("tags", "tags"), ("name", "run_name")):
        meta[key] = config.get(source)
    meta.update(extra or {})
    if message_id:
        meta["message_id"] = message_id
    return meta


def _publish(event: Any, state_key: str | None) -> Any:
    """Emit ``event`` on the ``custom`` stream; write it to ``state_key`` (if any)."""
    get_stream_writer()(event)
    if state_key:
        get_config()[CONF][CONFIG_KEY_SEND]([(state_key, event)])
    return event


def ui_message_reducer(
    left: list[AnyUIMessage] | AnyUIMessage, right: list[AnyUIMessage] | AnyUIMessage
) -> list[AnyUIMessage]:
    """Reducer for a list of UI messages (either side may be a single message).

    A message whose id is already present takes its place (its ``props`` merged
    over the old ones when its ``metadata["merge"]`` is true); a new id is
    appended; a ``remove-ui`` message drops its id (unless a later message in
    ``right`` brings it back). Neither argument is modified.

    Returns:
        The new list.

    Raises:
        ValueError: a ``remove-ui`` message names an id that is not in the list.
    """
    earlier: list[Any] = left if isinstance(left, list) else [left]
    updates: list[Any] = right if isinstance(right, list) else [right]
    # first pass: what each id ends as after the updates, folded in order
    final: dict[Any, Any] = {}  # id -> its newest message
    dropped: dict[Any, bool] = {}  # id -> removed at the end
    fresh: list[Any] = []  # ids the updates introduce, in order
    known = {msg.get("id"): msg for msg in earlier}
    for msg in updates:
        msg_id = msg.get("id")
        if msg_id not in known and msg_id not in final:
            if msg.get("type") == "remove-ui":
                raise ValueError(f"Attempting to delete an UI message with an ID that doesn't exist ('{msg_id}')")
            fresh.append(msg_id)
        if msg.get("type") == "remove-ui":
            dropped[msg_id] = True
            continue
        dropped[msg_id] = False
        before = final.get(msg_id, known.get(msg_id))
        if before is not None and msg.get("metadata", {}).get("merge", False):
            msg = {**msg, "props": {**before["props"], **msg["props"]}}
        final[msg_id] = msg
    # second pass: the earlier list with its messages replaced in place, then the new ids
    out = [final.get(msg.get("id"), msg) for msg in earlier] + [final[i] for i in fresh]
    return [msg for msg in out if not dropped.get(msg.get("id"), False)]

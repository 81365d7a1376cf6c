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
    writer = get_stream_writer()
    config = get_config()
    message_id = message.get("id") if isinstance(message, dict) else getattr(message, "id", None)
    meta: dict[str, Any] = {
        "merge": merge,
        "run_id": config.get("run_id"),
        "tags": config.get("tags"),
        "name": config.get("run_name"),
    }
    if metadata:
        meta.update(metadata)
    if message and message_id:
        meta["message_id"] = message_id
    event: UIMessage = {"type": "ui", "id": id or str(uuid4()), "name": name, "props": props, "metadata": meta}
    writer(event)
    if state_key:
        config[CONF][CONFIG_KEY_SEND]([(state_key, event)])
    return event


def delete_ui_message(id: str, *, state_key: str = "ui") -> RemoveUIMessage:
    """Remove the UI component ``id`` from inside a node: emitted on the ``custom``
    stream and written to ``state_key``.

    Returns:
        The ``RemoveUIMessage`` emitted.

    Raises:
        RuntimeError: called outside a running node.
    """
    writer = get_stream_writer()
    config = get_config()
    event: RemoveUIMessage = {"type": "remove-ui", "id": id}
    writer(event)
    config[CONF][CONFIG_KEY_SEND]([(state_key, event)])
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
    current: list[Any] = list(left) if isinstance(left, list) else [left]
    incoming: list[Any] = right if isinstance(right, list) else [right]
    position = {m.get("id"): i for i, m in enumerate(current)}
    removed: set[Any] = set()
    for msg in incoming:
        msg_id = msg.get("id")
        at = position.get(msg_id)
        if at is None:
            if msg.get("type") == "remove-ui":
                raise ValueError(f"Attempting to delete an UI message with an ID that doesn't exist ('{msg_id}')")
            position[msg_id] = len(current)
            current.append(msg)
            continue
        if msg.get("type") == "remove-ui":
            removed.add(msg_id)
            continue
        removed.discard(msg_id)
        if msg.get("metadata", {}).get("merge", False):
            msg = {**msg, "props": {**current[at]["props"], **msg["props"]}}
        current[at] = msg
    return [m for m in current if m.get("id") not in removed] if removed else current
